// `pnpm arcade tetris bot`: the bot plays alone on a seed's pieces; and the bot configuration
// that bot and suggest both read from --evaluator, --preview and --hold.
import { InputError } from "@arcade/core";
import {
  choiceOption,
  intOption,
  LIMIT_OPTIONS,
  LimitExceeded,
  limitsOption,
  numberOption,
  progressOption,
  requireOption,
  type Command,
  type OptionValues,
} from "@arcade/core/cli";
import { BOTS, BOT_NAMES, playSolo, type BotConfig } from "../analysis/bot.ts";
import type { ClearCounts } from "../analysis/clears.ts";
import type { TetrisGame } from "../rules/index.ts";
import { fieldsText, underOption } from "./position.ts";

export const EVALUATORS = BOT_NAMES;
/** The most queue pieces the bot may look through: the app shows five. */
export const MAX_PREVIEW = 5;

/** A bot's configuration from --evaluator, --preview and --hold (the evaluator's own defaults otherwise). */
export function botFromOptions(values: OptionValues, holdOption: boolean): BotConfig {
  const evaluator = choiceOption(values, "evaluator", EVALUATORS, "default");
  const base = BOTS[evaluator];
  const preview = intOption(values, "preview", 0, MAX_PREVIEW, base.preview);
  const hold = holdOption ? choiceOption(values, "hold", ["on", "off"] as const, base.hold ? "on" : "off") === "on" : base.hold;
  return { ...base, preview, hold };
}

export interface BotJson {
  pieces: number;
  lines: number;
  toppedOut: boolean;
  maxHeight: number;
  msPerPiece: number;
  attackPerPiece: number;
  /** Line clears by kind (singles … tetrises, T-spin minis/singles/doubles/triples, perfect clears). */
  clears: ClearCounts;
}

export const botCommand: Command = {
  name: "bot",
  summary: "Let the bot play alone on a seed's pieces and print how it did.",
  usage: "--seed S --pieces N [--evaluator NAME] [--preview K] [--hold on|off] [--garbage RATE]",
  details: [
    "The bot plays a zen game (no gravity; every piece placed through the real engine's inputs)",
    "until it has placed N pieces or tops out. --evaluator default is our evaluator with hold and",
    `a ${BOTS.default.preview}-piece lookahead; --evaluator report is the graduation report's evaluator as the`,
    "report played it (column drops, no lookahead, no hold); survivor is the same bot as default;",
    "casual is the ladder's reference player; beginner, easy, medium, hard and expert are the versus",
    "strengths (a strength that misdrops does so here too, from the seed); --preview and --hold override.",
    "--garbage RATE pushes RATE garbage rows per piece under the stack (0.4 = one row every 2.5",
    "pieces; holes keep their column with probability 0.7, from the seed's garbage stream).",
    "Output: pieces, lines, toppedOut, maxHeight (the highest the stack stood, in rows),",
    "msPerPiece (wall-clock thinking and playing time), attackPerPiece (garbage lines its clears",
    "would send in versus) and clears by kind (singles, doubles, triples, tetrises, tspinMinis,",
    "tspinSingles, tspinDoubles, tspinTriples, perfectClears).",
    "Example: pnpm arcade tetris bot --seed abc --pieces 1000 --json",
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", description: "the seed (pieces and garbage)" },
    pieces: { type: "string", value: "N", description: "how many pieces to play (at most 10000000)" },
    evaluator: { type: "string", value: "NAME", description: EVALUATORS.join(", ") },
    preview: { type: "string", value: "K", description: `queue pieces to look through, 0..${MAX_PREVIEW}` },
    hold: { type: "string", value: "on|off", description: "whether the bot may hold" },
    garbage: { type: "string", value: "RATE", description: "garbage rows per piece (e.g. 0.4)" },
    ...LIMIT_OPTIONS,
  },
  run({ values, json, io }) {
    const seed = requireOption(values, "seed");
    const pieces = intOption(values, "pieces", 1, 10_000_000);
    const bot = botFromOptions(values, true);
    const garbage = numberOption(values, "garbage") ?? 0;
    if (garbage > 10) throw new InputError(`must be at most 10 rows per piece, got ${garbage}`, "--garbage");
    let result;
    const limits = limitsOption(values, "fewer --pieces");
    const progress = progressOption(values, io.stderr, "tetris bot");
    const onPiece = (game: TetrisGame) => {
      limits.check();
      progress.update(game.pieces, pieces);
    };
    const start = performance.now();
    try {
      result = playSolo({ seed, pieces, bot, garbage, onPiece });
    } catch (error) {
      if (error instanceof LimitExceeded) throw error;
      return underOption(error, "--seed");
    } finally {
      progress.finish();
    }
    const ms = performance.now() - start;
    const out: BotJson = {
      pieces: result.pieces,
      lines: result.lines,
      toppedOut: result.toppedOut,
      maxHeight: result.maxHeight,
      msPerPiece: Math.round((ms / Math.max(1, result.pieces)) * 1000) / 1000,
      attackPerPiece: Math.round(result.attackPerPiece * 1000) / 1000,
      clears: result.clears,
    };
    io.stdout.write(json ? `${JSON.stringify(out)}\n` : `${fieldsText({ ...out })}\n`);
  },
};
