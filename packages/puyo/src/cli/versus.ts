// `pnpm arcade puyo versus`: two bots play seeded versus games at the placement level
// (analysis/bot/match.ts) and the wins are counted.
import { InputError, MAX_SEED_LENGTH, seedText } from "@arcade/core";
import { intOption, LIMIT_OPTIONS, limitsOption, progressOption, requireOption, type Command } from "@arcade/core/cli";
import { BOT_NAMES, botByName, type PuyoBot } from "../analysis/bot/bots.ts";
import { MAX_MATCH_PAIRS, PLACE_SECONDS, CHAIN_STEP_SECONDS, playVersus, type VersusSummary } from "../analysis/bot/match.ts";

export const MAX_VERSUS_GAMES = 1000;
/** Room for the "/<game>" suffix of each game's seed. */
const SEED_SUFFIX = 5;

export interface VersusJson extends VersusSummary {
  seed: string;
  a: string;
  b: string;
}

export const versusCommand: Command = {
  name: "versus",
  summary: "Two bots play seeded versus games; prints the wins of each.",
  usage: "--seed S --a BOT --b BOT [--games G] [--max-pairs N] [--colors 3|4|5]",
  details: [
    `Bots: ${BOT_NAMES.join(", ")} (simple is the original one-pair-lookahead bot).`,
    "Game g uses the seed '<S>/<g>': both players get the same pairs; A places first in odd games,",
    "B in even ones. Placement-level Tsu versus: nuisance converts at 70 points with carry,",
    "offsets, falls at most 30 a turn (whole rows first), margin time after 96 s. Time advances",
    `${PLACE_SECONDS} s per placement and ${CHAIN_STEP_SECONDS} s per chain step, so a long chain lets the opponent`,
    "place meanwhile; the nuisance it sends lands when it ends and can still be offset until then.",
    `A game still going after --max-pairs pairs each (default ${MAX_MATCH_PAIRS}) is a draw.`,
    "Output: seed, a, b, games, winsA, winsB, draws.",
    "Example: pnpm arcade puyo versus --seed s --a expert --b simple --games 10 --json",
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", description: "the seed of the games" },
    a: { type: "string", value: "BOT", description: `player A (${BOT_NAMES.join(", ")})` },
    b: { type: "string", value: "BOT", description: `player B (${BOT_NAMES.join(", ")})` },
    games: { type: "string", value: "G", description: `games to play, 1..${MAX_VERSUS_GAMES} (default 10)` },
    "max-pairs": { type: "string", value: "N", description: `pairs per player before a draw, 10..2000 (default ${MAX_MATCH_PAIRS})` },
    colors: { type: "string", value: "N", description: "colours in play, 3 to 5 (default 4)" },
    ...LIMIT_OPTIONS,
  },
  run({ values, json, io }) {
    const seed = seedText(requireOption(values, "seed"), "--seed");
    if (seed.length > MAX_SEED_LENGTH - SEED_SUFFIX)
      throw new InputError(`must be at most ${MAX_SEED_LENGTH - SEED_SUFFIX} characters, got ${seed.length}`, "--seed");
    const a = botByName(requireOption(values, "a"), "--a");
    const b = botByName(requireOption(values, "b"), "--b");
    const games = intOption(values, "games", 1, MAX_VERSUS_GAMES, 10);
    const maxPairs = intOption(values, "max-pairs", 10, 2000, MAX_MATCH_PAIRS);
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
    let summary: VersusSummary;
    try {
      summary = playVersus(seed, bounded(a), bounded(b), games, { maxPairs, colors });
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
