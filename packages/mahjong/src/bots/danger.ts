// How dangerous each tile kind is to discard against one opponent, from what a player at the table
// can see: that opponent's river (genbutsu), the suji it implies, kabe (walls of visible tiles)
// and how many copies of an honour are already out.
//
// The figures are deal-in rates per discard against a riichi, in the shape of the statistics
// players quote from large Tenhou samples: genbutsu 0, honours by copies seen, suji and non-suji
// by the tile's number. They are a model, not a measurement of this engine's bots; what matters to
// a bot is their order (genbutsu < honour with 3 seen < suji terminal < … < non-suji middle tile),
// which every source agrees on.
import { isHonour, KIND_COUNT, numberOf } from "../analysis/tiles.ts";

/** What one opponent has shown. */
export interface OpponentRiver {
  /** Every kind this opponent discarded (called-away discards included). */
  discards: readonly number[];
  /**
   * Kinds anyone discarded after this opponent's riichi that the opponent did not ron: safe
   * against it too (furiten after riichi). Empty when not in riichi.
   */
  passedAfterRiichi: readonly number[];
}

/** Rates against a riichi, by the tile's relation to the river (probability of dealing in). */
const RATE = {
  honourSeen3: 0.002,
  honourSeen2: 0.02,
  honourSeen1: 0.045,
  honourSeen0: 0.07,
  sujiTerminal: 0.018,
  suji28: 0.032,
  suji37: 0.045,
  /** 4, 5 or 6 with both of its suji out. */
  sujiMiddleBoth: 0.05,
  /** 4, 5 or 6 with one of its suji out. */
  sujiMiddleHalf: 0.085,
  nonSujiTerminal: 0.06,
  nonSuji28: 0.08,
  nonSuji37: 0.1,
  nonSujiMiddle: 0.125,
} as const;

/**
 * Deal-in rate per kind (34 entries) against one opponent. `visible` counts every copy this
 * player can see: own hand, all rivers, all calls, dora indicators.
 */
export function dangerAgainst(river: OpponentRiver, visible: ArrayLike<number>): Float64Array {
  const out = new Float64Array(KIND_COUNT);
  const safe = new Uint8Array(KIND_COUNT);
  for (const k of river.discards) safe[k] = 1;
  for (const k of river.passedAfterRiichi) safe[k] = 1;
  for (let k = 0; k < KIND_COUNT; k++) {
    if (safe[k]) continue;
    out[k] = isHonour(k) ? honourRate(visible[k]!) : numberRate(k, safe, visible);
  }
  return out;
}

function honourRate(seen: number): number {
  if (seen >= 3) return RATE.honourSeen3;
  if (seen === 2) return RATE.honourSeen2;
  if (seen === 1) return RATE.honourSeen1;
  return RATE.honourSeen0;
}

function numberRate(kind: number, safe: Uint8Array, visible: ArrayLike<number>): number {
  const n = numberOf(kind);
  const base = kind - n + 1;
  // A ryanmen wait on n is (n-2, n-1) waiting n-3/n, or (n+1, n+2) waiting n/n+3: the suji
  // n-3 / n+3 in the river rules out the side that also waits on it.
  const lowSide = n >= 4;
  const highSide = n <= 6;
  const lowSafe = lowSide && safe[base + n - 4] === 1;
  const highSafe = highSide && safe[base + n + 2] === 1;
  // A side is impossible as a ryanmen when a tile it needs is all visible (kabe, "no chance"):
  // it counts as covered, like a side its suji covers.
  const lowWall = lowSide && (visible[base + n - 2]! >= 4 || visible[base + n - 3]! >= 4);
  const highWall = highSide && (visible[base + n]! >= 4 || visible[base + n + 1]! >= 4);
  const lowOpen = lowSide && !lowSafe && !lowWall;
  const highOpen = highSide && !highSafe && !highWall;

  let rate: number;
  if (n === 1 || n === 9) rate = lowOpen || highOpen ? RATE.nonSujiTerminal : RATE.sujiTerminal;
  else if (n === 2 || n === 8) rate = lowOpen || highOpen ? RATE.nonSuji28 : RATE.suji28;
  else if (n === 3 || n === 7) rate = lowOpen || highOpen ? RATE.nonSuji37 : RATE.suji37;
  else if (lowOpen && highOpen) rate = RATE.nonSujiMiddle;
  else if (lowOpen || highOpen) rate = RATE.sujiMiddleHalf;
  else rate = RATE.sujiMiddleBoth;
  return rate;
}

/**
 * Danger of each kind against several threats at once: the chance of dealing into any of them,
 * weighted by what each would cost (`weights`, e.g. expected hand value in points).
 */
export function combinedDanger(perOpponent: readonly Float64Array[], weights: readonly number[]): Float64Array {
  const out = new Float64Array(KIND_COUNT);
  for (let i = 0; i < perOpponent.length; i++) {
    const d = perOpponent[i]!;
    const w = weights[i]!;
    for (let k = 0; k < KIND_COUNT; k++) out[k]! += d[k]! * w;
  }
  return out;
}
