// The default evaluator: a weighted sum of board features after a lock, plus a reward for the lock
// itself. Learned from (reference §9):
// - Dellacherie / El-Tetris: holes, row and column transitions, landing height, eroded cells and
//   wells are what keep a stack playable; El-Tetris weighs column transitions and holes highest.
// - Cold Clear (`evaluation/standard.rs`): bumpiness and its square, heavy penalties once the
//   stack passes the top half and top quarter, covered cells (minos stacked over a hole make it
//   expensive to dig out), a clean well rewarded by depth, T-slot awareness, and rewards per clear
//   type (small clears cost, tetrises and T-spins pay, back-to-back pays more).
// The weights are ours, tuned by playing (see the README's measured figures). An evaluator scores a
// search path as the sum of `move` rewards along it plus `position` of the board it ends on.
import type { ClearName } from "../rules/types.ts";
import type { Field } from "./field.ts";
import type { LockInfo } from "./lock.ts";

export interface Evaluator {
  readonly name: string;
  /** The reward for one lock (clears, spins, attack, where the piece went), summed along a path. */
  move(lock: LockInfo): number;
  /** The value of the position reached: `field` after the lock's clear, `placed` before it. */
  position(field: Field, placed: Field): number;
}

/** The board features, in the order of FEATURE_NAMES. */
export const FEATURE_NAMES = [
  "height",
  "aboveHalf",
  "aboveQuarter",
  "holes",
  "holeRows",
  "coveredCells",
  "rowTransitions",
  "columnTransitions",
  "bumpiness",
  "bumpinessSq",
  "wellDepth",
  "wellSums",
  "tslotSingle",
  "tslotDouble",
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

export interface Weights {
  /** Per board feature (see `boardFeatures`). */
  features: Readonly<Record<FeatureName, number>>;
  /**
   * Per clear type, added when a lock makes that clear. Negative values (clears that waste
   * lines) fade out linearly as the stack, before the clear, rises to `safeHeight`: low, the bot
   * saves lines for tetrises and T-spins; high, any clear is welcome.
   */
  clears: Readonly<Record<ClearName, number>>;
  safeHeight: number;
  /** Per garbage line the lock sends (combo and B2B lines included). */
  attack: number;
  /** A clear that gets the back-to-back bonus. */
  backToBack: number;
  perfectClear: number;
  /** Per row of landing height (El-Tetris). */
  landingHeight: number;
  /** Per eroded piece cell (Dellacherie). */
  erodedCells: number;
}

/**
 * The default weights. Roughly: a hole costs as much as a tetris pays back in a fifth of its value;
 * stacking above the middle of the matrix quickly costs more than any clear pays, so the bot digs
 * and clears when it is high and builds for tetrises and T-spins when it is low.
 */
export const DEFAULT_WEIGHTS: Weights = {
  features: {
    height: -3,
    aboveHalf: -80,
    aboveQuarter: -250,
    holes: -60,
    holeRows: -60,
    coveredCells: -8,
    rowTransitions: -6,
    columnTransitions: -12,
    bumpiness: -8,
    bumpinessSq: -4,
    wellDepth: 40,
    wellSums: -10,
    tslotSingle: 10,
    tslotDouble: 60,
  },
  clears: {
    none: 0,
    single: -120,
    double: -100,
    triple: -80,
    tetris: 230,
    "tspin-mini": -10,
    "tspin-mini-single": -30,
    "tspin-mini-double": 0,
    tspin: 0,
    "tspin-single": 60,
    "tspin-double": 260,
    "tspin-triple": 380,
  },
  safeHeight: 8,
  attack: 10,
  backToBack: 60,
  perfectClear: 1000,
  landingHeight: -4,
  erodedCells: 2,
};

// Local helpers: this module's loop is the hottest in the search, and an imported binding may be
// a getter call per read under some loaders.
const FULL_ROW = 0x3ff;
function popcount(v: number): number {
  v -= (v >> 1) & 0x5555;
  v = (v & 0x3333) + ((v >> 2) & 0x3333);
  v = (v + (v >> 4)) & 0x0f0f;
  return (v + (v >> 8)) & 0x1f;
}
function stackHeight(field: Field): number {
  let top = 40;
  while (top > 0 && field[top - 1] === 0) top--;
  return top;
}

/** Rows from this height up are the top half (of the 20 visible rows). */
const HALF = 10;
const QUARTER = 15;
/** Covered cells: the minos above each hole in its column, at most this many per hole (Cold Clear caps at 6). */
const MAX_COVER = 6;
/** A well deeper than a tetris is no better. */
const MAX_WELL = 4;

const heights = new Int32Array(10);
const seenAbove = new Int32Array(10);

/** Computes the board features of `field` into `out` (FEATURE_NAMES order). */
export function boardFeatures(field: Field, out: Float64Array = new Float64Array(FEATURE_NAMES.length)): Float64Array {
  const top = stackHeight(field);
  heights.fill(0);
  seenAbove.fill(0);
  let above = 0;
  let holes = 0;
  let holeRows = 0;
  let covered = 0;
  let rowTransitions = 0;
  let columnTransitions = 0;
  let prevRow = 0;
  for (let y = top - 1; y >= 0; y--) {
    const row = field[y]!;
    const fresh = row & ~above;
    if (fresh !== 0) for (let x = 0; x < 10; x++) if ((fresh >> x) & 1) heights[x] = y + 1;
    const holeMask = ~row & above & FULL_ROW;
    if (holeMask !== 0) {
      holes += popcount(holeMask);
      holeRows++;
      for (let x = 0; x < 10; x++) if ((holeMask >> x) & 1) covered += Math.min(seenAbove[x]!, MAX_COVER);
    }
    for (let x = 0, bits = row; bits !== 0; x++, bits >>= 1) if (bits & 1) seenAbove[x]!++;
    above |= row;
    // Walls count as filled: bit 0 and bit 11 of the widened row.
    const wide = (row << 1) | 1 | (1 << 11);
    rowTransitions += popcount((wide ^ (wide >> 1)) & 0x7ff);
    columnTransitions += popcount(row ^ prevRow);
    prevRow = row;
  }
  columnTransitions += popcount(~prevRow & FULL_ROW); // the floor counts as filled

  // The well: the lowest column; its depth counts rows that are full but for it (a clean well).
  let well = 0;
  for (let x = 1; x < 10; x++) if (heights[x]! < heights[well]!) well = x;
  let wellDepth = 0;
  const wellMask = FULL_ROW & ~(1 << well);
  for (let y = heights[well]!; y < top && wellDepth < MAX_WELL && field[y] === wellMask; y++) wellDepth++;

  // Dellacherie's well sums: an open well of depth d (the column's top below both neighbours,
  // walls counting as infinitely high) costs 1 + 2 + … + d. The tetris well is free up to 4 deep.
  let wellSums = 0;
  for (let x = 0; x < 10; x++) {
    const left = x === 0 ? 99 : heights[x - 1]!;
    const right = x === 9 ? 99 : heights[x + 1]!;
    const d = Math.min(left, right) - heights[x]!;
    if (d <= 0) continue;
    wellSums += (d * (d + 1)) / 2;
    if (x === well) wellSums -= (Math.min(d, MAX_WELL) * (Math.min(d, MAX_WELL) + 1)) / 2;
  }

  let bumpiness = 0;
  let bumpinessSq = 0;
  for (let x = 0; x < 9; x++) {
    if (x === well || x + 1 === well) continue;
    const d = Math.abs(heights[x]! - heights[x + 1]!);
    bumpiness += d;
    bumpinessSq += d * d;
  }
  if (well > 0 && well < 9) {
    const d = Math.abs(heights[well - 1]! - heights[well + 1]!);
    bumpiness += d;
    bumpinessSq += d * d;
  }

  // T-slots: a T pointing down at column x, resting on the floor of column x, with both sides of
  // its stem filled and an overhang on one side above its arms (so only a spin gets it in):
  // counted by how many lines it would clear (1 = T-spin single, 2 = T-spin double).
  let tslotSingle = 0;
  let tslotDouble = 0;
  for (let x = 1; x < 9; x++) {
    const y = heights[x]!;
    if (y + 2 >= 40) continue;
    if (heights[x - 1]! <= y || heights[x + 1]! <= y) continue;
    const arms = 7 << (x - 1);
    if ((field[y + 1]! & arms) !== 0) continue;
    const overhang = (field[y + 2]! >> (x - 1)) & 1 || (field[y + 2]! >> (x + 1)) & 1;
    if (!overhang) continue;
    const stemRowFull = (field[y]! | (1 << x)) === FULL_ROW;
    const armRowFull = (field[y + 1]! | arms) === FULL_ROW;
    if (stemRowFull && armRowFull) tslotDouble++;
    else if (stemRowFull || armRowFull) tslotSingle++;
  }

  out[0] = top;
  out[1] = Math.max(0, top - HALF);
  out[2] = Math.max(0, top - QUARTER);
  out[3] = holes;
  out[4] = holeRows;
  out[5] = covered;
  out[6] = rowTransitions;
  out[7] = columnTransitions;
  out[8] = bumpiness;
  out[9] = bumpinessSq;
  out[10] = wellDepth;
  out[11] = wellSums;
  out[12] = tslotSingle;
  out[13] = tslotDouble;
  return out;
}

/** The features as a named record (for the advisor's "why" panel and the CLI). */
export function namedFeatures(field: Field): Record<FeatureName, number> {
  const values = boardFeatures(field);
  return Object.fromEntries(FEATURE_NAMES.map((name, i) => [name, values[i]!])) as Record<FeatureName, number>;
}

const WELL_INDEX = FEATURE_NAMES.indexOf("wellDepth");
const HEIGHT_INDEX = FEATURE_NAMES.indexOf("height");
const WELL_FADE_FROM = 6;

/** An evaluator from weights (the default, or a strength's variant). */
export function weightedEvaluator(name: string, weights: Weights): Evaluator {
  const vector = Float64Array.from(FEATURE_NAMES.map((f) => weights.features[f]));
  const scratch = new Float64Array(FEATURE_NAMES.length);
  return {
    name,
    move(lock) {
      let clear = weights.clears[lock.clear];
      if (clear < 0) clear *= Math.max(0, 1 - lock.heightBefore / weights.safeHeight);
      let value = clear + weights.attack * lock.attack + weights.landingHeight * lock.landingHeight + weights.erodedCells * lock.erodedCells;
      if (lock.backToBackBonus) value += weights.backToBack;
      if (lock.perfectClear) value += weights.perfectClear;
      return value;
    },
    position(field) {
      boardFeatures(field, scratch);
      // A tetris well is worth keeping open on a low stack only: waiting for an I on a high
      // one (with garbage rising) is how a stacker dies. Its reward fades out between
      // WELL_FADE_FROM rows and safeHeight + WELL_FADE_FROM rows.
      scratch[WELL_INDEX] = scratch[WELL_INDEX]! * Math.max(0, Math.min(1, 1 - (scratch[HEIGHT_INDEX]! - WELL_FADE_FROM) / weights.safeHeight));
      let value = 0;
      for (let i = 0; i < vector.length; i++) value += vector[i]! * scratch[i]!;
      return value;
    },
  };
}

export const defaultEvaluator: Evaluator = weightedEvaluator("default", DEFAULT_WEIGHTS);
