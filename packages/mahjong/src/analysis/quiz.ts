// "What would you discard?" (何切る): seeded 14-tile positions, scored against the analyser.
// A question is a hand dealt from a seeded wall; the answer's score is how its effective-tile
// count compares with the best discard's (100 = as good as the best).
import { InputError, Rng, type Seed } from "@arcade/core";
import { fullSet } from "../rules/wall.ts";
import { rankDiscards, type DiscardOption } from "./efficiency.ts";
import { countsOf, tileName, type Tile } from "./tiles.ts";

export interface QuizQuestion {
  hand: Tile[];
  /** Every discard, best first (the analyser's answer key). */
  ranking: DiscardOption[];
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
    const hand = rng.shuffle(fullSet({ redFives: true })).slice(0, 14);
    const ranking = rankDiscards(countsOf(hand), { secondStep: "ties" });
    const shanten = ranking[0]!.shanten;
    if (shanten >= 1 && shanten <= 3) return { hand, ranking };
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
