// A dense index for the shapes of one suit (9 kinds) or the honours (7 kinds): every count
// vector of at most 14 tiles, no digit above 4, gets a number 0..count−1, ordered by size first.
//
// Why not the base-5 code (Σ cₖ·5ᵏ)? It spans 1,953,125 codes for 405,350 real shapes, so a
// table indexed by it is five times larger than needed, and the small shapes that real hands
// mostly have are scattered over all of it (cache and TLB misses on every lookup). Ordered by
// size, the 22,330 shapes of ≤ 8 tiles fill the first 5.5% of the table and stay in cache.
//
// The number is a sum of one small-table read per digit, so it is computed in the same pass
// that reads the counts. With prefix sums sₖ = c₀ + … + cₖ and S = s₈ (for 9 digits), shapes
// are ordered by (S, s₇, s₆, …, s₀); the shapes before a given one are, level by level, those
// that agree above level k and have a smaller sₖ:
//   index = OFFSET[S] + Σₖ STEP[k][sₖ][cₖ₊₁],
//   STEP[k][s][c] = Σ_{t = max(0, s + c − 4)}^{s − 1} E(k + 1, t),
//   OFFSET[S]     = Σ_{t < S} E(digits, t),
// where E(n, t) is the number of n-digit vectors (digits 0..4) summing to exactly t.

/** Largest group a table covers. */
export const MAX_SHAPE_TILES = 14;
/** Prefix sums are kept up to 15 so a lookup one tile past 14 stays in bounds (and is rejected). */
const SUMS = MAX_SHAPE_TILES + 2;
/** Entries per level k in ShapeIndex.step (SUMS × 5), for callers that inline shapeRank. */
export const STEP_LEVEL = SUMS * 5;

export interface ShapeIndex {
  digits: number;
  /** STEP[k][s][c] at (k·SUMS + s)·5 + c, for k = 0..digits−2. */
  step: Int32Array;
  /** OFFSET[S] for S = 0..15 (OFFSET[15] = count). */
  offset: Int32Array;
  /** Number of shapes of at most 14 tiles. */
  count: number;
  /**
   * The same index as two reads (the hot path): digits 0..L−1 as a base-5 number `lo` and the
   * rest as `hi`; low[lo] = (their share of the index) + (their tile count << 20), and
   * high[count·5^(digits−L) + hi] = the rest of the index. L = 5 for suits, 4 for honours.
   */
  lowDigits: number;
  low: Int32Array;
  high: Int32Array;
}

/** E(n, t) for n = 0..digits, t = 0..SUMS. */
function exactCounts(digits: number): number[][] {
  const e: number[][] = [Array.from({ length: SUMS + 1 }, (_, t) => (t === 0 ? 1 : 0))];
  for (let n = 1; n <= digits; n++) {
    e.push(Array.from({ length: SUMS + 1 }, (_, t) => Array.from({ length: 5 }, (_, c) => (t - c >= 0 ? e[n - 1]![t - c]! : 0)).reduce((a, b) => a + b, 0)));
  }
  return e;
}

export function shapeIndex(digits: number): ShapeIndex {
  const e = exactCounts(digits);
  const step = new Int32Array((digits - 1) * SUMS * 5);
  for (let k = 0; k + 1 < digits; k++) {
    for (let s = 0; s < SUMS; s++) {
      for (let c = 0; c <= 4; c++) {
        let before = 0;
        for (let t = Math.max(0, s + c - 4); t < s; t++) before += e[k + 1]![t]!;
        step[(k * SUMS + s) * 5 + c] = before;
      }
    }
  }
  const offset = new Int32Array(SUMS + 1);
  for (let S = 1; S <= SUMS; S++) offset[S] = offset[S - 1]! + e[digits]![S - 1]!;
  const lowDigits = Math.ceil(digits / 2);
  const highDigits = digits - lowDigits;
  const low = new Int32Array(5 ** lowDigits);
  const high = new Int32Array((MAX_SHAPE_TILES + 1) * 5 ** highDigits);
  // Both halves walk their base-5 codes in order with the digits kept as an odometer (this runs
  // on the page's main thread: no array per code).
  const c = new Int32Array(lowDigits);
  for (let lo = 0; lo < low.length; lo++, increment(c)) {
    let s = c[0]!;
    let part = 0;
    for (let k = 0; k + 1 < lowDigits; k++) {
      part += step[(k * SUMS + s) * 5 + c[k + 1]!]!;
      s += c[k + 1]!;
    }
    low[lo] = part + (s << 20);
  }
  const highCodes = 5 ** highDigits;
  const h = new Int32Array(highDigits);
  for (let sum = 0; sum <= MAX_SHAPE_TILES; sum++) {
    h.fill(0);
    for (let hi = 0; hi < highCodes; hi++, increment(h)) {
      let s = sum;
      let part = 0;
      for (let k = 0; k < highDigits; k++) {
        part += step[((lowDigits - 1 + k) * SUMS + s) * 5 + h[k]!]!;
        s += h[k]!;
      }
      // Shapes above 14 tiles have no index; their entry is never read for a valid hand.
      high[sum * highCodes + hi] = s <= MAX_SHAPE_TILES ? part + offset[s]! : -1;
    }
  }
  return { digits, step, offset, count: offset[MAX_SHAPE_TILES + 1]!, lowDigits, low, high };
}

/** Adds one to a base-5 number held as digits, lowest first (the digits of the next code). */
function increment(digits: Int32Array): void {
  for (let d = 0; d < digits.length; d++) {
    if (digits[d]! < 4) {
      digits[d]!++;
      return;
    }
    digits[d] = 0;
  }
}

// The two indexes the analysis uses, built on first use rather than when the module loads: the
// module is part of the game's chunk, whose evaluation is on the page's critical path, and the
// suits' index is tens of milliseconds of a phone's main thread there (the warm start builds both
// in background slices before the first analysis needs them; scene/warm-start.ts).
let suits: ShapeIndex | undefined;
let honours: ShapeIndex | undefined;

/** The index of one suit's shapes (9 digits), built the first time it is asked for. */
export function suitIndex(): ShapeIndex {
  return (suits ??= shapeIndex(9));
}

/** The index of the honours' shapes (7 digits), built the first time it is asked for. */
export function honourIndex(): ShapeIndex {
  return (honours ??= shapeIndex(7));
}

// Scratch for shapeRanksPlusOne (no allocation per call).
const PREFIX = new Int32Array(9);
const SUFFIX = new Int32Array(9);

/** Index of the shape counts[base .. base + digits) (at most 14 tiles). */
export function shapeRank(index: ShapeIndex, counts: ArrayLike<number>, base: number): number {
  const { step, digits } = index;
  let s = counts[base]!;
  let rank = 0;
  for (let k = 0; k + 1 < digits; k++) {
    const c = counts[base + k + 1]!;
    rank += step[(k * SUMS + s) * 5 + c]!;
    s += c;
  }
  return rank + index.offset[s]!;
}

/**
 * For every digit d, the index of the shape with one more tile d, into out[outBase + d]; −1 where
 * that digit already has four or the shape already has 14 tiles. Two passes over the digits
 * (prefix terms unchanged, suffix terms shifted by one) instead of one rank per digit.
 */
export function shapeRanksPlusOne(index: ShapeIndex, counts: ArrayLike<number>, base: number, out: Int32Array, outBase: number): void {
  const { step, digits } = index;
  // Suffix: with one more tile at or below level k, every later prefix sum is one higher.
  // shifted[k] = Σ_{j ≥ k} STEP[j][sⱼ + 1][cⱼ₊₁] + OFFSET[S + 1].
  const sums = PREFIX;
  let s = 0;
  for (let k = 0; k < digits; k++) {
    s += counts[base + k]!;
    sums[k] = s;
  }
  const total = s;
  let shifted = index.offset[Math.min(total + 1, SUMS)]!;
  const suffix = SUFFIX;
  suffix[digits - 1] = shifted;
  for (let k = digits - 2; k >= 0; k--) {
    shifted += step[(k * SUMS + sums[k]! + 1) * 5 + counts[base + k + 1]!]!;
    suffix[k] = shifted;
  }
  // Prefix: the terms of levels below d − 1 are unchanged; level d − 1 sees c_d + 1.
  let prefix = 0; // Σ of the terms of levels 0 .. d − 2
  for (let d = 0; d < digits; d++) {
    const c = counts[base + d]!;
    if (c >= 4 || total >= MAX_SHAPE_TILES) out[outBase + d] = -1;
    else if (d === 0) out[outBase] = suffix[0]!;
    else out[outBase + d] = prefix + step[((d - 1) * SUMS + sums[d - 1]!) * 5 + c + 1]! + suffix[d]!;
    if (d >= 1) prefix += step[((d - 1) * SUMS + sums[d - 1]!) * 5 + c]!;
  }
}
