// `pnpm arcade tetris versus`: bot against bot with garbage, and who won how often; or one of our
// bots against any TBP bot process (`--b tbp:"<command>"`).
import { InputError } from "@arcade/core";
import {
  DEFAULT_MAX_MS,
  intOption,
  LIMIT_OPTIONS,
  LimitExceeded,
  limitsOption,
  MAX_MAX_MS,
  progressOption,
  requireOption,
  type Command,
  type OptionValues,
} from "@arcade/core/cli";
import { BOTS, BOT_NAMES, isBotName, type BotConfig } from "../analysis/bot.ts";
import { playTbpGame, type TbpGameResult } from "../analysis/tbp/match.ts";
import { DEFAULT_THINK_MS } from "../analysis/tbp/frontend.ts";
import { playBotMatch, summaryOf, type VersusSummary } from "../analysis/versus.ts";
import { fieldsText, underOption } from "./position.ts";
import { TbpProcess } from "./tbp-process.ts";

const TBP_PREFIX = "tbp:";
/** A TBP bot that sends no suggestion for this long forfeits. */
const DEFAULT_ANSWER_MS = 10_000;
/** A TBP bot must have started (sent info, then ready) within this. */
const START_MS = 60_000;
/**
 * The default time limit a game: two strong bots play up to the piece cap (a game of two near
 * experts took 0.5–1.5 minutes on a loaded 2-core machine), so a fixed two minutes stopped an
 * honest 20-game match; the limit is there to stop a run that would take hours.
 */
const MS_PER_GAME = 5 * 60_000;

function botOption(values: OptionValues, name: "a" | "b"): BotConfig {
  const raw = requireOption(values, name);
  if (!isBotName(raw))
    throw new InputError(`must be one of ${BOT_NAMES.join(", ")}${name === "b" ? ` or tbp:"<command>"` : ""}, got ${JSON.stringify(raw)}`, `--${name}`);
  return BOTS[raw];
}

/** The TBP command of `--b tbp:"<command>"`, or null for one of our bots. */
function tbpCommandOf(values: OptionValues): string | null {
  const raw = requireOption(values, "b");
  if (!raw.startsWith(TBP_PREFIX)) return null;
  const command = raw.slice(TBP_PREFIX.length).trim();
  if (command === "") throw new InputError(`needs a command after "tbp:", e.g. tbp:"./my-bot --tbp"`, "--b");
  return command;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

function print(summary: VersusSummary & { forfeits?: { game: number; reason: string }[] }, json: boolean): string {
  const out = { ...summary, attackPerPieceA: round(summary.attackPerPieceA), attackPerPieceB: round(summary.attackPerPieceB) };
  return json ? `${JSON.stringify(out)}\n` : `${fieldsText(out)}\n`;
}

export const versusCommand: Command = {
  name: "versus",
  summary: "Play bot against bot (or against a TBP bot process) with garbage and print who won how often.",
  usage: `--seed S --a BOT --b BOT|tbp:"<command>" [--games G] [--max-pieces M] [--think-ms T]`,
  details: [
    `Bots: ${BOT_NAMES.join(", ")} (default = survivor, our evaluator with lookahead, frozen; report =`,
    "the report's baseline; casual = the reference player the ladder is calibrated against;",
    "beginner < easy < medium < hard < expert are the app's strengths).",
    "Game g is played on seed 'S#g': both sides get the same pieces and the same garbage holes.",
    "Each side plays at its pace in the app (pieces per second: a faster bot places more pieces in",
    "the same time; hard has good and bad games: in a share of games, drawn from the game's seed, it",
    "plays at its best pace and misdrops, as in the app); a lock sends garbage by clear type",
    "(Guideline table, +1 B2B, combo bonus, 10 for a perfect clear), cancelling the sender's",
    "incoming garbage first; garbage rises 20 frames after it was sent, on the receiver's next lock",
    "that clears no lines (at most 8 rows a lock);",
    "after 3 minutes attacks grow (the garbage margin). A side that tops out loses; both at one",
    "frame, or nobody by the time either has placed M pieces (default 1000), is a draw.",
    `--b tbp:"<command>" runs the command as a Tetris Bot Protocol bot (stdin/stdout) against --a; it`,
    "gets rules with the 7-bag randomizer, one start per game (again only after garbage rose),",
    `play and new_piece, and T ms (default ${DEFAULT_THINK_MS}) to think before each suggest; it plays at the`,
    `expert's pace. A bot that exits, sends error, has no legal move, does not start within ${START_MS / 1000} s or`,
    `takes over ${DEFAULT_ANSWER_MS / 1000} s to answer a suggest forfeits.`,
    "Output: games, winsA, winsB, draws, attackPerPieceA/B (lines sent before cancelling, per",
    "piece), piecesA/B, and clearsA/B by kind (singles … tetrises, T-spin minis, singles, doubles,",
    "triples, perfect clears); against a TBP bot also forfeits (game and reason).",
    "Example: pnpm arcade tetris versus --seed s --a casual --b easy --games 20 --json",
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", description: "the match seed" },
    a: { type: "string", value: "BOT", description: BOT_NAMES.join(", ") },
    b: { type: "string", value: "BOT", description: `${BOT_NAMES.join(", ")}, or tbp:"<command>"` },
    games: { type: "string", value: "G", description: "how many games (default 1, at most 10000)" },
    "max-pieces": { type: "string", value: "M", description: "a draw once either side has placed this many pieces (default 1000)" },
    "think-ms": { type: "string", value: "T", description: `a TBP bot's thinking time before each suggest (default ${DEFAULT_THINK_MS})` },
    ...LIMIT_OPTIONS,
    "max-ms": {
      type: "string",
      value: "MS",
      description: `stop with a message after this many milliseconds (default ${MS_PER_GAME / 60_000} minutes a game, at least ${DEFAULT_MAX_MS})`,
    },
  },
  async run({ values, json, io }) {
    const seed = requireOption(values, "seed");
    const a = botOption(values, "a");
    const tbp = tbpCommandOf(values);
    const b = tbp === null ? botOption(values, "b") : null;
    const games = intOption(values, "games", 1, 10_000, 1);
    const maxPieces = intOption(values, "max-pieces", 1, 1_000_000, 1000);
    const thinkMs = intOption(values, "think-ms", 0, 60_000, DEFAULT_THINK_MS);
    const limits = limitsOption(values, "fewer --games or --max-pieces", { maxMs: Math.min(MAX_MAX_MS, Math.max(DEFAULT_MAX_MS, games * MS_PER_GAME)) });
    const progress = progressOption(values, io.stderr, "tetris versus");
    const onGame = (game: number) => {
      progress.update(game, games);
      limits.check();
    };
    if (tbp !== null) {
      const bot = new TbpProcess(tbp, { thinkMs, answerMs: DEFAULT_ANSWER_MS, startMs: START_MS });
      const results: TbpGameResult[] = [];
      try {
        for (let g = 1; g <= games; g++) {
          results.push(await playTbpGame(`${seed}#${g}`, a, bot.seat, maxPieces));
          onGame(g);
          if (bot.seat.problem !== null) break; // the bot is gone: the games left are not played
        }
      } finally {
        progress.finish();
        await bot.close();
      }
      const forfeits = results.flatMap((r, i) => (r.forfeit === undefined ? [] : [{ game: i + 1, reason: r.forfeit }]));
      io.stdout.write(print({ ...summaryOf(results), forfeits }, json));
      return;
    }
    let summary: VersusSummary;
    try {
      summary = playBotMatch(seed, a, b!, games, maxPieces, onGame);
    } catch (error) {
      if (error instanceof LimitExceeded) throw error;
      return underOption(error, "--seed");
    } finally {
      progress.finish();
    }
    io.stdout.write(print(summary, json));
  },
};
