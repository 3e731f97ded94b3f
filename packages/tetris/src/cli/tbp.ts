// `pnpm arcade tetris tbp`: the bot as a TBP process. It reads one JSON message per line on stdin
// and writes its replies one per line on stdout (info first), as TBP frontends run bots; it ends
// on `quit` or when stdin closes. The conversation itself is tbp/session.ts.
import { createInterface } from "node:readline";
import { InputError, seedText } from "@arcade/core";
import type { Command } from "@arcade/core/cli";
import { BOTS, STRENGTHS, isBotName } from "../analysis/bot.ts";
import { DEFAULT_TBP_SEED, TbpBot } from "../analysis/tbp/session.ts";

const TBP_BOTS = ["survivor", ...STRENGTHS] as const;
const HARD_FORM = BOTS.hard.form!;
const percent = (share: number) => `${Math.round(share * 100)} %`;

export const tbpCommand: Command = {
  name: "tbp",
  summary: "Run the bot as a Tetris Bot Protocol (TBP) process on stdin/stdout.",
  usage: "[--bot NAME] [--seed S]",
  details: [
    "Speaks TBP (the tbp-spec's messages: rules, start, suggest, play, new_piece, stop, quit from the",
    "frontend; info, ready, suggestion, error from the bot), one JSON object per line. The bot sends",
    "info at once, ready after rules, and a suggestion (its moves, best first) for each suggest.",
    "A line that is not valid TBP is answered with an error message naming the field.",
    "The process ends on quit or at the end of stdin. --json changes nothing (TBP is JSON).",
    "--seed is the game's seed, as in the app and versus: hard draws its good or bad game from it",
    `(misdropping ${percent(HARD_FORM.best.slips)} of its pieces in a good game, ${percent(BOTS.hard.slips ?? 0)} in a bad one), and a strength`,
    "that misdrops draws its misdrops from it (a misdrop is listed first, the move meant next). The",
    `pace is the frontend's: it decides when to ask. One seed, one form for the whole session.`,
    'Example: printf \'{"type":"rules"}\\n{"type":"quit"}\\n\' | pnpm arcade tetris tbp',
  ].join("\n"),
  options: {
    bot: { type: "string", value: "NAME", description: `${TBP_BOTS.join(", ")} (default expert)` },
    seed: { type: "string", value: "S", description: `the game's seed: the bot's form and misdrops (default "${DEFAULT_TBP_SEED}")` },
  },
  async run({ values, io }) {
    const name = values.bot === undefined ? "expert" : String(values.bot);
    if (!isBotName(name) || !(TBP_BOTS as readonly string[]).includes(name))
      throw new InputError(`must be one of ${TBP_BOTS.join(", ")}, got ${JSON.stringify(values.bot)}`, "--bot");
    const seed = values.seed === undefined ? DEFAULT_TBP_SEED : seedText(String(values.seed), "--seed");
    const bot = new TbpBot({ bot: BOTS[name], name: `Pocket Arcade (${name})`, seed });
    io.stdout.write(`${JSON.stringify(bot.info())}\n`);
    const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
    for await (const line of lines) {
      for (const reply of bot.handleLine(line)) io.stdout.write(`${reply}\n`);
      if (bot.finished) break;
    }
    lines.close();
  },
};
