// Whole-hand odds: win chance, tenpai chance and expected score for every turn left in the hand
// (up to 18 draws), from the hand graph of hand-graph.ts — an approximation of the exact model of
// odds.ts that is cheap at any number of draws. What it assumes, beyond the exact model:
//  - a draw that does not lower the shanten is thrown back at once (no exchange that keeps the
//    shanten, such as widening a wait, and no going back a step);
//  - a tile drawn and later discarded counts as back in the wall; the wall shrinks by one per
//    draw, its copies of a kind are the root's unseen copies less those the hand holds beyond
//    its root count;
//  - no riichi, no calls, a win is always taken (a tsumo scored like the exact search's);
//  - red fives: one held counts while a five of its suit is held; an unseen one is each five held
//    beyond the root's count with chance 1 / (the root wall's fives of its suit).
// At one draw it equals the exact search. Its error at 2–3 draws is measured in the README.
import { InputError } from "@arcade/core";
import type { Hand } from "../hand.ts";
import { tileName } from "../tiles.ts";
import { shanten } from "../shanten.ts";
import { HandGraph } from "./hand-graph.ts";
import { OddsCancelled } from "./limits.ts";
import { checkDraws, compareOdds, countsOfTiles, scorerOf, wallOf, type DiscardOdds, type HandOdds, type HandValues, type OddsOptions } from "./request.ts";

/**
 * The farthest hand the model takes: the graph grows steeply with the shanten (measured here: a
 * 4-shanten hand ~15,000–26,000 nodes, 0.6–0.7 s; a 6-shanten one 600,000 nodes, 20 s).
 */
export const WHOLE_HAND_MAX_SHANTEN = 4;

/** The numbers of the same hand held with `drawsLeft` draws to come (the wall shrunk by the draws before). */
export interface TurnOdds extends HandValues {
  drawsLeft: number;
}

export interface WholeHandOdds extends HandOdds {
  /** From `draws` draws left down to 1. */
  turns: TurnOdds[];
}

export interface WholeHandDiscard extends DiscardOdds {
  turns: TurnOdds[];
}

/** Whole-hand options: the odds options without the exact search's state budget (`stats.states` receives the graph's nodes). */
export type WholeHandOptions = Omit<OddsOptions, "maxStates">;

const fivesOf = (counts: readonly number[]) => [counts[4]!, counts[13]!, counts[22]!];

function tooFar(s: number): InputError {
  return new InputError(`is ${s}-shanten: the whole-hand odds take hands up to ${WHOLE_HAND_MAX_SHANTEN}-shanten (ask for fewer draws, or analyze it)`, "hand");
}

function turnsOf(graph: HandGraph, hand: readonly number[], draws: number): TurnOdds[] {
  return Array.from({ length: draws }, (_, t) => ({ drawsLeft: draws - t, ...graph.valuesAt(hand, t) }));
}

/** The whole-hand odds of a waiting hand (13 concealed tiles, 3 fewer per call) as it stands. */
export function wholeHandOdds(hand: Hand, options: WholeHandOptions): WholeHandOdds {
  const n = hand.concealed.length;
  if (n % 3 !== 1) throw new InputError(`has ${n} concealed tiles: the odds of a hand as it stands need 13 (3 fewer per call)`, "hand");
  const { wall, redHeld, redInWall } = wallOf(hand, options.seen ?? [], options.redFives ?? true, options.situation?.dora ?? []);
  const unseen = wall.reduce((a, b) => a + b, 0);
  checkDraws(options.draws, unseen);
  if (options.signal?.aborted === true) throw new OddsCancelled("the odds search was cancelled");
  const counts = countsOfTiles(hand.concealed);
  const s = shanten(counts, n);
  if (s > WHOLE_HAND_MAX_SHANTEN) throw tooFar(s);
  options.onProgress?.(0, 1);
  const graph = new HandGraph({ wall, hand: counts, redHeld, redInWall, fives: fivesOf(counts) }, n, options.draws, scorerOf(hand, options), options.signal);
  const turns = turnsOf(graph, counts, options.draws);
  if (options.stats) options.stats.states = graph.nodes;
  options.onProgress?.(1, 1);
  const { win, tenpai, expectedScore } = turns[0]!;
  return { win, tenpai, expectedScore, draws: options.draws, unseen, turns };
}

/**
 * The whole-hand odds after each discard of a hand that just drew (14 concealed tiles, 3 fewer
 * per call), best first by `goal`, for the discards that leave at most WHOLE_HAND_MAX_SHANTEN.
 * One graph serves every discard.
 */
export function wholeHandDiscards(hand: Hand, options: WholeHandOptions): WholeHandDiscard[] {
  const n = hand.concealed.length;
  if (n % 3 !== 2) throw new InputError(`has ${n} concealed tiles: the odds per discard need 14 (3 fewer per call)`, "hand");
  const { wall, redHeld, redInWall } = wallOf(hand, options.seen ?? [], options.redFives ?? true, options.situation?.dora ?? []);
  checkDraws(
    options.draws,
    wall.reduce((a, b) => a + b, 0),
  );
  const counts = countsOfTiles(hand.concealed);
  // Discards leaving a hand beyond the model's reach are left out (they are worse than the best by shanten).
  const kinds = counts.flatMap((c, k) => {
    if (c === 0) return [];
    counts[k]!--;
    const s = shanten(counts, n - 1);
    counts[k]!++;
    return s <= WHOLE_HAND_MAX_SHANTEN ? [k] : [];
  });
  if (kinds.length === 0) throw tooFar(shanten(counts, n));
  const rows: WholeHandDiscard[] = [];
  options.onProgress?.(0, kinds.length);
  // The root is the hand before its discard: the discarded tile is not in the wall.
  const rootHand = [...counts];
  const scorer = scorerOf(hand, options);
  let graph: HandGraph | null = null;
  let nodes = 0;
  for (const kind of kinds) {
    if (options.signal?.aborted === true) throw new OddsCancelled("the odds search was cancelled");
    counts[kind]!--;
    // A red five is discarded only when it is the hand's last five of its suit.
    const suitBit = kind < 27 && kind % 9 === 4 ? 1 << Math.floor(kind / 9) : 0;
    const redGone = suitBit !== 0 && counts[kind] === 0 && (redHeld & suitBit) !== 0;
    // Discarding a five changes the red fives the root holds or may draw: that discard gets a graph of its own.
    const own =
      suitBit !== 0
        ? new HandGraph(
            { wall, hand: rootHand, redHeld: redGone ? redHeld & ~suitBit : redHeld, redInWall, fives: fivesOf(counts) },
            n - 1,
            options.draws,
            scorer,
            options.signal,
          )
        : null;
    graph ??= new HandGraph({ wall, hand: rootHand, redHeld, redInWall, fives: fivesOf(rootHand) }, n - 1, options.draws, scorer, options.signal);
    const turns = turnsOf(own ?? graph, counts, options.draws);
    nodes += own?.nodes ?? 0;
    counts[kind]!++;
    const { win, tenpai, expectedScore } = turns[0]!;
    rows.push({ discard: kind, tile: redGone ? `0${"mps"[Math.floor(kind / 9)]!}` : tileName(kind), win, tenpai, expectedScore, turns });
    options.onProgress?.(rows.length, kinds.length);
  }
  if (options.stats) options.stats.states = nodes + (graph?.nodes ?? 0);
  return rows.sort(compareOdds(options.goal ?? "win"));
}
