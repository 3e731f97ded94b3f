// "What would you discard?" (何切る): seeded 14-tile positions, scored against the analyser.
// A question is a hand dealt from a seeded wall; the answer's score is how its effective-tile
// count compares with the best discard's (100 = as good as the best). Each question is played at
// a table: a round and seat wind and a dora indicator from the same seeded wall, so the win
// chances and expected score beside the ranking (computed by the odds jobs) value honours right.
import { InputError, Rng, type Seed } from "@arcade/core";
import type { Wind } from "../rules/score/situation.ts";
import { fullSet } from "../rules/wall.ts";
import { rankDiscards, type DiscardOption } from "./efficiency.ts";
import { countsOf, tileName, type Tile } from "./tiles.ts";

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
  const rng = Rng.from(seed).fork(`question-${index}`);
  for (;;) {
    const wall = rng.shuffle(fullSet({ redFives: true }));
    const hand = wall.slice(0, 14);
    const ranking = rankDiscards(countsOf(hand), { secondStep: "ties" });
    const shanten = ranking[0]!.shanten;
    if (shanten >= 1 && shanten <= 3) {
      // A fork of its own, so the hands stay what they were before questions had a table.
      const table = Rng.from(seed).fork(`question-${index}-table`);
      return { hand, ranking, roundWind: table.below(2) as Wind, seatWind: table.below(4) as Wind, doraIndicator: wall[130]! };
    }
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
