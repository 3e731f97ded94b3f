// The reviewer: for each discard a player made, the best discard by win chance and by expected
// score, and what the discard made cost in each — the question mjai-reviewer answers with a
// neural net, answered here by the odds models: the exact search while few draws are left
// (analysis/odds/odds.ts), the whole-hand model after (analysis/odds/whole-hand.ts), and the
// tile efficiency alone (analysis/efficiency.ts) for a hand too far for the whole-hand model.
//
// The input is neutral — a list of decision points, whatever log they came from: the seat's
// hand after its draw (calls included), the tiles it can see (every river, the others' calls),
// the dora indicators, the winds, the draws it has left, and the tile it discarded. The odds are
// the solo model's (no opponents, no riichi, the seat's own tsumo wins), so "cost" is measured
// against the best hand-building choice, not against defence.
import { InputError } from "@arcade/core";
import { rankDiscards } from "./efficiency.ts";
import { printHand, type Hand } from "./hand.ts";
import { discardOdds } from "./odds/odds.ts";
import type { DiscardOdds } from "./odds/request.ts";
import { WHOLE_HAND_MAX_SHANTEN, wholeHandDiscards } from "./odds/whole-hand.ts";
import type { Wind } from "../rules/score/situation.ts";
import { shanten } from "./shanten.ts";
import { countsOf, KIND_COUNT, tileName, type Tile } from "./tiles.ts";

export interface DecisionPoint {
  /** Where it happened, for the reader (e.g. "E2-1 turn 6"). */
  label: string;
  /** The seat's hand after its draw: 14 concealed tiles, 3 fewer per call. */
  hand: Hand;
  /** Visible tiles besides the hand and its own calls: every river, the others' calls. */
  seen: readonly Tile[];
  /** Dora indicator kinds (they count as seen and score dora). */
  doraIndicators: readonly number[];
  /** Round and seat wind, 0–3 = East … North (seat wind East = the dealer). */
  roundWind: Wind;
  seatWind: Wind;
  /** Draws the seat still has in the hand after this discard. */
  drawsLeft: number;
  /** The tile discarded. */
  discard: Tile;
}

/** The model that rated a decision. */
export type ReviewModel = "exact" | "whole-hand" | "efficiency" | "none";

export interface RatedDiscard {
  discard: string;
  win: number;
  tenpai: number;
  expectedScore: number;
}

export interface DecisionReview {
  label: string;
  hand: string;
  /** The discard made. */
  discard: string;
  drawsLeft: number;
  model: ReviewModel;
  /** The best discard for the win chance, and for the expected score (null when not rated). */
  bestByWin: RatedDiscard | null;
  bestByScore: RatedDiscard | null;
  /** The discard made, rated (null when it was not: "efficiency", "none", or beyond the whole-hand model). */
  chosen: RatedDiscard | null;
  /** Best win chance − the choice's, and best expected score − the choice's (0 for a best choice; null when not rated). */
  winCost: number | null;
  scoreCost: number | null;
  /** "efficiency" only: the best discard by shanten and effective tiles, and whether the choice matched it. */
  efficientDiscard: string | null;
}

export interface ReviewOptions {
  /** Up to this many draws left the exact search rates a decision (default 3). */
  exactUpToDraws?: number;
  /** Polled between decisions and inside the models. */
  signal?: { readonly aborted: boolean };
  onProgress?: (done: number, total: number) => void;
}

export interface ReviewSummary {
  decisions: number;
  rated: number;
  /** Choices that were a best discard for the win chance / for the expected score. */
  bestByWin: number;
  bestByScore: number;
  /** Sums of the costs over the rated decisions. */
  winCost: number;
  scoreCost: number;
}

const rated = (row: DiscardOdds): RatedDiscard => ({ discard: row.tile, win: row.win, tenpai: row.tenpai, expectedScore: row.expectedScore });

/** Rows best first by one number, ties by the other numbers, then tile order. */
function bestBy(rows: readonly DiscardOdds[], key: "win" | "expectedScore"): DiscardOdds {
  const other = key === "win" ? "expectedScore" : "win";
  return [...rows].sort((a, b) => b[key] - a[key] || b[other] - a[other] || b.tenpai - a.tenpai || a.discard - b.discard)[0]!;
}

function checkPoint(point: DecisionPoint): void {
  const n = point.hand.concealed.length;
  if (n % 3 !== 2) throw new InputError(`has ${n} concealed tiles: a decision needs the hand after its draw (14, 3 fewer per call)`, `${point.label}: hand`);
  if (!point.hand.concealed.some((t) => t.kind === point.discard.kind))
    throw new InputError(`discards ${tileName(point.discard)}, which the hand does not hold`, `${point.label}: discard`);
  if (!Number.isInteger(point.drawsLeft) || point.drawsLeft < 0)
    throw new InputError(`draws left must be a whole number ≥ 0, got ${point.drawsLeft}`, point.label);
}

/** Rates one decision. */
export function reviewDecision(point: DecisionPoint, options: ReviewOptions = {}): DecisionReview {
  checkPoint(point);
  const base = {
    label: point.label,
    hand: printHand(point.hand),
    discard: tileName(point.discard),
    drawsLeft: point.drawsLeft,
  };
  const none = { bestByWin: null, bestByScore: null, chosen: null, winCost: null, scoreCost: null, efficientDiscard: null };
  const counts = countsOf(point.hand.concealed);
  const n = point.hand.concealed.length;
  const unseen = 4 * KIND_COUNT - n - point.seen.length - point.doraIndicators.length - point.hand.melds.reduce((a, m) => a + m.tiles.length, 0);
  if (point.drawsLeft < 1 || unseen < point.drawsLeft) return { ...base, model: "none", ...none };
  const odds = {
    draws: point.drawsLeft,
    seen: point.seen,
    situation: { roundWind: point.roundWind, seatWind: point.seatWind, dora: [...point.doraIndicators] },
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  };
  const exact = point.drawsLeft <= (options.exactUpToDraws ?? 3);
  const best = Math.min(
    ...counts.flatMap((c, k) => {
      if (c === 0) return [];
      counts[k]!--;
      const s = shanten(counts, n - 1);
      counts[k]!++;
      return [s];
    }),
  );
  if (!exact && best > WHOLE_HAND_MAX_SHANTEN) {
    const efficient = rankDiscards(counts)[0]!;
    return { ...base, model: "efficiency", ...none, efficientDiscard: efficient.tile };
  }
  const rows = exact ? discardOdds(point.hand, odds) : wholeHandDiscards(point.hand, odds);
  const byWin = bestBy(rows, "win");
  const byScore = bestBy(rows, "expectedScore");
  const chosenRow = rows.find((r) => r.discard === point.discard.kind);
  return {
    ...base,
    model: exact ? "exact" : "whole-hand",
    bestByWin: rated(byWin),
    bestByScore: rated(byScore),
    chosen: chosenRow === undefined ? null : rated(chosenRow),
    winCost: chosenRow === undefined ? null : byWin.win - chosenRow.win,
    scoreCost: chosenRow === undefined ? null : byScore.expectedScore - chosenRow.expectedScore,
    efficientDiscard: null,
  };
}

/** Rates every decision, in order. */
export function reviewDecisions(points: readonly DecisionPoint[], options: ReviewOptions = {}): DecisionReview[] {
  const out: DecisionReview[] = [];
  options.onProgress?.(0, points.length);
  for (const point of points) {
    out.push(reviewDecision(point, options));
    options.onProgress?.(out.length, points.length);
  }
  return out;
}

/** Totals over a review. */
export function summarizeReview(reviews: readonly DecisionReview[]): ReviewSummary {
  const ratedRows = reviews.filter((r) => r.winCost !== null && r.scoreCost !== null);
  return {
    decisions: reviews.length,
    rated: ratedRows.length,
    bestByWin: ratedRows.filter((r) => r.winCost! <= 1e-12).length,
    bestByScore: ratedRows.filter((r) => r.scoreCost! <= 1e-9 * Math.max(1, r.bestByScore!.expectedScore)).length,
    winCost: ratedRows.reduce((a, r) => a + r.winCost!, 0),
    scoreCost: ratedRows.reduce((a, r) => a + r.scoreCost!, 0),
  };
}
