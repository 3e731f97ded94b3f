// "What would you discard?" (何切る): seeded 14-tile positions, scored against the analyser.
// A question is a hand dealt from a seeded wall; the answer's score is how its effective-tile
// count compares with the best discard's (100 = as good as the best). Each question is played at
// a table: a round and seat wind and a dora indicator from the same seeded wall, so the win
// chances and expected score beside the ranking (computed by the odds jobs) value honours right.
import { InputError, Rng, type Seed } from "@arcade/core";
import type { Wind } from "../rules/score/situation.ts";
import { fullSet } from "../rules/wall.ts";
import { rankingSteps, type DiscardOption } from "./efficiency.ts";
import { countsOf, tileName, type Tile } from "./tiles.ts";
import { runToEnd } from "./work-steps.ts";

export interface QuizQuestion {
  hand: Tile[];
  /** Every discard, best first (the analyser's answer key). */
  ranking: DiscardOption[];
  roundWind: Wind;
  seatWind: Wind;
  /** The dora indicator: a tile of the same wall's dead wall (never one of the hand's). */
  doraIndicator: Tile;
}

export interface QuizScore {
  /** 0..100: 100 for a best discard; otherwise the share of the best effective-tile count kept. */
  points: number;
  best: boolean;
  chosen: DiscardOption;
  top: DiscardOption;
}

/**
 * Question `index` of a quiz seed: a random 14-tile hand at 1 to 3 shanten (complete or nearly
 * hopeless deals are redealt, from the same seeded stream).
 */
export function quizQuestion(seed: Seed, index: number): QuizQuestion {
  return runToEnd(questionSteps(seed, index));
}

/** `quizQuestion` in steps (see `rankingSteps`): it pauses after each deal's ranking step. */
export function* questionSteps(seed: Seed, index: number): Generator<void, QuizQuestion> {
  const rng = Rng.from(seed).fork(`question-${index}`);
  for (;;) {
    const wall = rng.shuffle(fullSet({ redFives: true }));
    const hand = wall.slice(0, 14);
    const ranking = yield* rankingSteps(countsOf(hand), { secondStep: "ties" });
    const shanten = ranking[0]!.shanten;
    if (shanten >= 1 && shanten <= 3) {
      // A fork of its own, so the hands stay what they were before questions had a table.
      const table = Rng.from(seed).fork(`question-${index}-table`);
      return { hand, ranking, roundWind: table.below(2) as Wind, seatWind: table.below(4) as Wind, doraIndicator: wall[130]! };
    }
    yield;
  }
}

/** Scores a discard (a tile kind) against the question's ranking. */
export function scoreAnswer(question: QuizQuestion, kind: number): QuizScore {
  const top = question.ranking[0]!;
  const chosen = question.ranking.find((r) => r.discard === kind);
  if (!chosen) throw new InputError(`${tileName(kind)} is not in the hand`, "discard");
  const tiedWithTop = chosen.shanten === top.shanten && chosen.total === top.total && chosen.secondStep === top.secondStep;
  if (tiedWithTop) return { points: 100, best: true, chosen, top };
  const points = chosen.shanten > top.shanten || top.total === 0 ? 0 : Math.floor((99 * chosen.total) / top.total);
  return { points, best: false, chosen, top };
}

/** The odds of one discard, as the odds jobs give them (analysis/odds/odds.ts). */
export interface DiscardChances {
  discard: number;
  win: number;
  tenpai: number;
}

/**
 * Scores a discard by win chance instead (the quiz setting): 100 for a discard whose win chance
 * is the best, else its share of the best. When no discard can win within the draws counted
 * (a hand too far from a win), the tenpai chance decides the same way; when neither can be
 * reached, the effective-tile score. `top` is the discard with the best chance.
 */
export function scoreAnswerByChance(question: QuizQuestion, kind: number, odds: readonly DiscardChances[]): QuizScore {
  const byTiles = scoreAnswer(question, kind);
  const mine = odds.find((o) => o.discard === kind);
  if (!mine) throw new InputError(`${tileName(kind)} has no odds`, "discard");
  const measure = odds.some((o) => o.win > 0) ? "win" : odds.some((o) => o.tenpai > 0) ? "tenpai" : null;
  if (measure === null) return byTiles;
  const best = odds.reduce((a, b) => (b[measure] > a[measure] ? b : a));
  const row = (d: number) => question.ranking.find((r) => r.discard === d)!;
  // Equal within rounding of the exact fractions counts as the best.
  const isBest = mine[measure] >= best[measure] * (1 - 1e-9);
  const points = isBest ? 100 : Math.floor((99 * mine[measure]) / best[measure]);
  return { points, best: isBest, chosen: row(kind), top: row(best.discard) };
}
