// `pnpm arcade puyo versus`: two bots play seeded versus games as the app plays them (each its
// own frame-stepped game, its inputs at its app pace: analysis/bot/arena.ts) and the wins and
// each side's chains are counted.
import { InputError, MAX_SEED_LENGTH, seedText } from "@arcade/core";
import { intOption, LIMIT_OPTIONS, limitsOption, progressOption, requireOption, type Command } from "@arcade/core/cli";
import { BOT_NAMES, botByName, type PuyoBot } from "../analysis/bot/bots.ts";
import { MAX_ARENA_PAIRS, playArenaVersus, type ArenaSummary } from "../analysis/bot/arena.ts";
import { framesPerInput } from "../analysis/bot/pace.ts";

export const MAX_VERSUS_GAMES = 1000;
/** The seed when none is given (a set not used while the strengths were set). */
export const DEFAULT_VERSUS_SEED = "versus";
/** Room for the "/<game>" suffix of each game's seed. */
const SEED_SUFFIX = 5;

export interface VersusJson extends ArenaSummary {
  seed: string;
  a: string;
  b: string;
}

export const versusCommand: Command = {
  name: "versus",
  summary: "Two bots play seeded versus games; prints the wins of each.",
  usage: "--a BOT --b BOT [--seed S] [--games G] [--max-pairs N] [--colors 3|4|5]",
  details: [
    `Bots: ${BOT_NAMES.join(", ")} (simple: the original one-pair-lookahead bot; casual: the`,
    "fixed reference player the strengths are calibrated against).",
    "Each bot plays its own frame-stepped game as in the app's versus (60 frames a second: gravity,",
    "grounding, the chain's beats, Tsu nuisance with offsetting, at most 30 falling a turn, margin",
    "time after 96 s), its placements played as inputs at its app pace:",
    ...BOT_NAMES.map(
      (name) => `  ${name}: ${botByName(name).secondsPerPair} s a pair (an input every ${framesPerInput(botByName(name).secondsPerPair)} frames)`,
    ),
    "Game g uses the seed '<S>/<g>': both players get the same pairs; A's inputs go first on a",
    `frame in odd games, B's in even ones. A game still going after --max-pairs pairs each (default ${MAX_ARENA_PAIRS})`,
    "is a draw.",
    "Output: seed, a, b, games, winsA, winsB, draws, chainsA, chainsB (each side's chains fired by",
    'length over all games, from 1 to the longest: {"1": 5, "2": 0, "3": 7}).',
    "Example: pnpm arcade puyo versus --a casual --b easy --games 20 --json",
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", description: `the seed of the games (default ${DEFAULT_VERSUS_SEED})` },
    a: { type: "string", value: "BOT", description: `player A (${BOT_NAMES.join(", ")})` },
    b: { type: "string", value: "BOT", description: `player B (${BOT_NAMES.join(", ")})` },
    games: { type: "string", value: "G", description: `games to play, 1..${MAX_VERSUS_GAMES} (default 10)` },
    "max-pairs": { type: "string", value: "N", description: `pairs per player before a draw, 10..2000 (default ${MAX_ARENA_PAIRS})` },
    colors: { type: "string", value: "N", description: "colours in play, 3 to 5 (default 4)" },
    ...LIMIT_OPTIONS,
  },
  run({ values, json, io }) {
    const seed = seedText(values.seed === undefined ? DEFAULT_VERSUS_SEED : requireOption(values, "seed"), "--seed");
    if (seed.length > MAX_SEED_LENGTH - SEED_SUFFIX)
      throw new InputError(`must be at most ${MAX_SEED_LENGTH - SEED_SUFFIX} characters, got ${seed.length}`, "--seed");
    const a = botByName(requireOption(values, "a"), "--a");
    const b = botByName(requireOption(values, "b"), "--b");
    const games = intOption(values, "games", 1, MAX_VERSUS_GAMES, 10);
    const maxPairs = intOption(values, "max-pairs", 10, 2000, MAX_ARENA_PAIRS);
    const colors = intOption(values, "colors", 3, 5, 4) as 3 | 4 | 5;
    // Every placement of either bot checks the time and memory limits and draws progress.
    const limits = limitsOption(values, "fewer --games or --max-pairs");
    const progress = progressOption(values, io.stderr, "puyo versus");
    let placed = 0;
    const bounded = (bot: PuyoBot): PuyoBot => ({
      name: bot.name,
      secondsPerPair: bot.secondsPerPair,
      choose: (input) => {
        limits.check();
        progress.update(placed++, 2 * games * maxPairs);
        return bot.choose(input);
      },
    });
    let summary: ArenaSummary;
    try {
      summary = playArenaVersus(seed, bounded(a), bounded(b), games, { maxPairs, colors });
    } finally {
      progress.finish();
    }
    const out: VersusJson = { seed, a: a.name, b: b.name, ...summary };
    if (json) {
      io.stdout.write(`${JSON.stringify(out)}\n`);
      return;
    }
    io.stdout.write(`${a.name} (A) against ${b.name} (B), ${games} games: A won ${out.winsA}, B won ${out.winsB}, draws ${out.draws}\n`);
  },
};
