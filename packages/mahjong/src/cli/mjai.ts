// `pnpm arcade mahjong mjai --bot easy|medium|hard`: one of our bots in one seat of any mjai table.
// The table writes events to stdin (one event or an array of events per line); the bot answers
// every line on stdout with one action, or {"type":"none"}. Node only (reads stdin).
import { createInterface } from "node:readline";
import { InputError } from "@arcade/core";
import { choiceOption, intOption, writeChunk, type Command } from "@arcade/core/cli";
import { BOT_DESCRIPTIONS, BOT_STRENGTHS, type BotStrength } from "../bots/decide.ts";
import { MjaiSeat } from "../bots/mjai.ts";

/**
 * Answers each line of `lines` through `write`, in order. A line the seat cannot read stops the
 * session with an InputError naming the line.
 */
export async function serveMjai(
  lines: AsyncIterable<string> | Iterable<string>,
  write: (line: string) => Promise<unknown>,
  strength: BotStrength,
  seat = 0,
): Promise<number> {
  const bot = new MjaiSeat(strength, seat);
  let n = 0;
  for await (const line of lines) {
    n++;
    if (line.trim() === "") continue;
    try {
      await write(`${JSON.stringify(bot.respond(line))}\n`);
    } catch (error) {
      if (error instanceof InputError) throw new InputError(error.message, `line ${n}${error.where === undefined ? "" : `, ${error.where}`}`);
      throw error;
    }
  }
  return n;
}

export const mjaiCommand: Command = {
  name: "mjai",
  summary: "Play one seat over the mjai protocol on stdin/stdout with one of the table's bots.",
  usage: "--bot easy|medium|hard [--seat 0-3]",
  details: [
    "Reads mjai events, one JSON event or an array of events per line, and answers every line",
    'with one JSON action: a dahai, reach, hora, chi, pon, daiminkan, ankan, kakan, ryukyoku, or {"type":"none"}',
    'when the last event asks nothing of this seat. The seat is start_game\'s "id" (or --seat).',
    "It sees only what its seat may see. Bots:",
    ...BOT_STRENGTHS.map((s) => `  ${s.padEnd(7)} ${BOT_DESCRIPTIONS[s]}`),
    "A line that is not an mjai event exits 2, naming the line.",
  ].join("\n"),
  options: {
    bot: { type: "string", value: "NAME", description: "easy, medium or hard (default hard)" },
    seat: { type: "string", value: "K", description: "the seat before start_game names one (default 0)" },
  },
  async run({ values, io }) {
    const strength = choiceOption<BotStrength>(values, "bot", BOT_STRENGTHS, "hard");
    const seat = intOption(values, "seat", 0, 3, 0);
    const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
    await serveMjai(lines, (line) => writeChunk(io.stdout, line), strength, seat);
  },
};
