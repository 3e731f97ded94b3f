// `pnpm arcade tetris versus`: bot against bot with garbage, and who won how often.
import { InputError } from "@arcade/core";
import { intOption, LIMIT_OPTIONS, LimitExceeded, limitsOption, progressOption, requireOption, type Command, type OptionValues } from "@arcade/core/cli";
import { BOTS, BOT_NAMES, isBotName, type BotConfig } from "../analysis/bot.ts";
import { playBotMatch, type VersusSummary } from "../analysis/versus.ts";
import { fieldsText, underOption } from "./position.ts";

function botOption(values: OptionValues, name: "a" | "b"): BotConfig {
  const raw = requireOption(values, name);
  if (!isBotName(raw)) throw new InputError(`must be one of ${BOT_NAMES.join(", ")}, got ${JSON.stringify(raw)}`, `--${name}`);
  return BOTS[raw];
}

export const versusCommand: Command = {
  name: "versus",
  summary: "Play bot against bot with garbage and print who won how often.",
  usage: `--seed S --a BOT --b BOT [--games G] [--max-pieces M]`,
  details: [
    `Bots: ${BOT_NAMES.join(", ")} (default = survivor, our evaluator with lookahead, frozen; report =`,
    "the report's baseline; easy < medium < hard < expert are the app's four attacking strengths).",
    "Game g is played on seed 'S#g': both sides get the same pieces and the same garbage holes;",
    "each round both place one piece; a lock sends garbage by clear type (Guideline table, +1 B2B,",
    "combo bonus, 10 for a perfect clear), cancelling the sender's incoming garbage first; garbage",
    "rises 20 frames after it was sent, on the receiver's next lock that clears no lines (at most",
    "8 rows a lock). A side that tops out loses; both in one round, or nobody after M pieces",
    "each (default 1000), is a draw.",
    "Output: games, winsA, winsB, draws, and attackPerPieceA/B (lines sent before cancelling).",
    "Example: pnpm arcade tetris versus --seed s --a default --b report --games 10 --json",
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", description: "the match seed" },
    a: { type: "string", value: "BOT", description: BOT_NAMES.join(", ") },
    b: { type: "string", value: "BOT", description: BOT_NAMES.join(", ") },
    games: { type: "string", value: "G", description: "how many games (default 1, at most 10000)" },
    "max-pieces": { type: "string", value: "M", description: "a draw after this many pieces each (default 1000)" },
    ...LIMIT_OPTIONS,
  },
  run({ values, json, io }) {
    const seed = requireOption(values, "seed");
    const a = botOption(values, "a");
    const b = botOption(values, "b");
    const games = intOption(values, "games", 1, 10_000, 1);
    const maxPieces = intOption(values, "max-pieces", 1, 1_000_000, 1000);
    let summary: VersusSummary;
    const limits = limitsOption(values, "fewer --games or --max-pieces");
    const progress = progressOption(values, io.stderr, "tetris versus");
    try {
      summary = playBotMatch(seed, a, b, games, maxPieces, (game) => {
        progress.update(game, games);
        limits.check();
      });
    } catch (error) {
      if (error instanceof LimitExceeded) throw error;
      return underOption(error, "--seed");
    } finally {
      progress.finish();
    }
    const round = (v: number) => Math.round(v * 1000) / 1000;
    const out = { ...summary, attackPerPieceA: round(summary.attackPerPieceA), attackPerPieceB: round(summary.attackPerPieceB) };
    io.stdout.write(json ? `${JSON.stringify(out)}\n` : `${fieldsText(out)}\n`);
  },
};
