// `pnpm arcade tetris tbp`: the bot as a TBP process. It reads one JSON message per line on stdin
// and writes its replies one per line on stdout (info first), as TBP frontends run bots; it ends
// on `quit` or when stdin closes. The conversation itself is tbp/session.ts.
import { createInterface } from "node:readline";
import { InputError } from "@arcade/core";
import type { Command } from "@arcade/core/cli";
import { BOTS, STRENGTHS, isBotName } from "../analysis/bot.ts";
import { TbpBot } from "../analysis/tbp/session.ts";

const TBP_BOTS = ["survivor", ...STRENGTHS] as const;

export const tbpCommand: Command = {
  name: "tbp",
  summary: "Run the bot as a Tetris Bot Protocol (TBP) process on stdin/stdout.",
  usage: "[--bot NAME]",
  details: [
    "Speaks TBP (the tbp-spec's messages: rules, start, suggest, play, new_piece, stop, quit from the",
    "frontend; info, ready, suggestion, error from the bot), one JSON object per line. The bot sends",
    "info at once, ready after rules, and a suggestion (its moves, best first) for each suggest.",
    "A line that is not valid TBP is answered with an error message naming the field.",
    "The process ends on quit or at the end of stdin. --json changes nothing (TBP is JSON).",
    'Example: printf \'{"type":"rules"}\\n{"type":"quit"}\\n\' | pnpm arcade tetris tbp',
  ].join("\n"),
  options: {
    bot: { type: "string", value: "NAME", description: `${TBP_BOTS.join(", ")} (default expert)` },
  },
  async run({ values, io }) {
    const name = values.bot === undefined ? "expert" : String(values.bot);
    if (!isBotName(name) || !(TBP_BOTS as readonly string[]).includes(name))
      throw new InputError(`must be one of ${TBP_BOTS.join(", ")}, got ${JSON.stringify(values.bot)}`, "--bot");
    const bot = new TbpBot({ bot: BOTS[name], name: `Pocket Arcade (${name})` });
    io.stdout.write(`${JSON.stringify(bot.info())}\n`);
    const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
    for await (const line of lines) {
      for (const reply of bot.handleLine(line)) io.stdout.write(`${reply}\n`);
      if (bot.finished) break;
    }
    lines.close();
  },
};
