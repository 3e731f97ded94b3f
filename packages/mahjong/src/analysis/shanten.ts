// Shanten numbers: how many tiles a hand is away from ready (0 = tenpai, −1 = complete).
//
// Standard form (4 melds + a pair, fewer melds with calls): a lookup. The hand's three suits and
// its honours each index a precomputed distance vector (suit-table.ts), and the four vectors are
// combined by min-plus convolution — a few dozen additions, no search. With n concealed tiles
// the hand still needs m = ⌊n/3⌋ melds and a pair; shanten = distance to the nearest legal
// complete hand − 1. The 4-copy cap applies to the concealed tiles and what they need; called
// tiles do not count against it (Tenhou and Mahjong Soul; WRC rules would count them).
// Seven pairs and thirteen orphans only exist for 13/14 concealed tiles (no calls).
import { InputError } from "@arcade/core";
import { shantenTables, VECTOR } from "./suit-table.ts";

export interface ShantenBreakdown {
  /** The minimum over the forms that apply. */
  shanten: number;
  standard: number;
  /** null when the hand has calls (fewer than 13 concealed tiles). */
  chiitoitsu: number | null;
  kokushi: number | null;
}

/** Sum of a count vector. */
export function tileTotal(counts: ArrayLike<number>): number {
  let n = 0;
  for (let k = 0; k < 34; k++) n += counts[k]!;
  return n;
}

/** Throws unless `n` concealed tiles can occur in play (1, 2, 4, 5, … 13, 14). */
export function checkConcealedCount(n: number): void {
  if (n < 1 || n > 14 || n % 3 === 0) {
    throw new InputError(`${n} concealed tiles cannot occur in play (a hand has 13 or 14, or 3 fewer per call: 10/11, 7/8, 4/5, 1/2)`, "hand");
  }
}

// Scratch space for the convolution (two suits, then three).
const ab = new Int32Array(VECTOR);
const abc = new Int32Array(VECTOR);

/** Min-plus convolution of two distance vectors, entries j ≤ m only (the rest are never read). */
export function combine(out: Int32Array, a: ArrayLike<number>, ao: number, b: ArrayLike<number>, bo: number, m: number): void {
  for (let k = 0; k <= m; k++) {
    let plain = 99;
    let paired = 99;
    for (let i = 0; i <= k; i++) {
      const x = a[ao + i]! + b[bo + k - i]!;
      if (x < plain) plain = x;
      const y = a[ao + 5 + i]! + b[bo + k - i]!;
      if (y < paired) paired = y;
      const z = a[ao + i]! + b[bo + 5 + k - i]!;
      if (z < paired) paired = z;
    }
    out[k] = plain;
    out[5 + k] = paired;
  }
}

/**
 * Standard-form shanten of concealed counts (34 entries, red fives counted as fives). The
 * number of melds still needed comes from the tile count; pass `n` if you know it.
 */
export function standardShanten(counts: ArrayLike<number>, n = tileTotal(counts)): number {
  const { suit, honours } = shantenTables();
  const m = (n / 3) | 0;
  let cm = 0;
  let cp = 0;
  let cs = 0;
  let cz = 0;
  for (let d = 8; d >= 0; d--) {
    cm = cm * 5 + counts[d]!;
    cp = cp * 5 + counts[9 + d]!;
    cs = cs * 5 + counts[18 + d]!;
  }
  for (let d = 6; d >= 0; d--) cz = cz * 5 + counts[27 + d]!;
  const t = suit.distances;
  combine(ab, t, cm * VECTOR, t, cp * VECTOR, m);
  combine(abc, ab, 0, t, cs * VECTOR, m);
  const h = honours.distances;
  const zo = cz * VECTOR;
  let best = 99;
  for (let i = 0; i <= m; i++) {
    const y = abc[5 + i]! + h[zo + m - i]!;
    if (y < best) best = y;
    const z = abc[i]! + h[zo + 5 + m - i]!;
    if (z < best) best = z;
  }
  return best - 1;
}

/** Seven distinct pairs: 6 − pairs + missing kinds; a quad is one pair, not two. */
export function chiitoitsuShanten(counts: ArrayLike<number>): number {
  let pairs = 0;
  let kinds = 0;
  for (let k = 0; k < 34; k++) {
    if (counts[k]! >= 1) kinds++;
    if (counts[k]! >= 2) pairs++;
  }
  return 6 - pairs + Math.max(0, 7 - kinds);
}

const ORPHAN_KINDS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/** Thirteen orphans: 13 − orphan kinds held − 1 if one of them is paired. */
export function kokushiShanten(counts: ArrayLike<number>): number {
  let kinds = 0;
  let pair = 0;
  for (const k of ORPHAN_KINDS) {
    if (counts[k]! >= 1) kinds++;
    if (counts[k]! >= 2) pair = 1;
  }
  return 13 - kinds - pair;
}

/**
 * The minimum over the forms that apply (seven pairs and orphans only with 13/14 tiles). The
 * hot path: one pass over the counts builds the four shape codes and the pair/kind tallies.
 */
export function shanten(counts: ArrayLike<number>, n = tileTotal(counts)): number {
  const { suit: t, honours } = shantenTables();
  const h = honours.distances;
  const s = t.distances;
  let cm = 0;
  let cp = 0;
  let cs = 0;
  let cz = 0;
  let pairs = 0;
  let kinds = 0;
  for (let d = 8; d >= 0; d--) {
    const a = counts[d]!;
    const b = counts[9 + d]!;
    const c = counts[18 + d]!;
    cm = cm * 5 + a;
    cp = cp * 5 + b;
    cs = cs * 5 + c;
    kinds += (a > 0 ? 1 : 0) + (b > 0 ? 1 : 0) + (c > 0 ? 1 : 0);
    pairs += (a > 1 ? 1 : 0) + (b > 1 ? 1 : 0) + (c > 1 ? 1 : 0);
  }
  let orphanKinds = 0;
  let orphanPair = 0;
  for (let d = 6; d >= 0; d--) {
    const z = counts[27 + d]!;
    cz = cz * 5 + z;
    if (z > 0) {
      kinds++;
      orphanKinds++;
      if (z > 1) {
        pairs++;
        orphanPair = 1;
      }
    }
  }
  const m = (n / 3) | 0;
  combine(ab, s, cm * VECTOR, s, cp * VECTOR, m);
  combine(abc, ab, 0, s, cs * VECTOR, m);
  const zo = cz * VECTOR;
  let best = 99;
  for (let i = 0; i <= m; i++) {
    const y = abc[5 + i]! + h[zo + m - i]!;
    if (y < best) best = y;
    const z = abc[i]! + h[zo + 5 + m - i]!;
    if (z < best) best = z;
  }
  best -= 1;
  if (n < 13) return best;
  for (const k of SUIT_TERMINALS) {
    const c = counts[k]!;
    if (c > 0) {
      orphanKinds++;
      if (c > 1) orphanPair = 1;
    }
  }
  const chiitoitsu = 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
  const kokushi = 13 - orphanKinds - orphanPair;
  return Math.min(best, chiitoitsu, kokushi);
}

const SUIT_TERMINALS = [0, 8, 9, 17, 18, 26];

/** Every form's shanten and the minimum; checks the tile count and the 4-copy limit. */
export function shantenBreakdown(counts: ArrayLike<number>): ShantenBreakdown {
  const n = tileTotal(counts);
  checkConcealedCount(n);
  for (let k = 0; k < 34; k++) {
    const c = counts[k]!;
    if (!(c >= 0 && c <= 4 && Number.isInteger(c))) throw new InputError(`has ${c} copies of one tile (0 to 4 allowed)`, "hand");
  }
  const standard = standardShanten(counts, n);
  if (n < 13) return { shanten: standard, standard, chiitoitsu: null, kokushi: null };
  const chiitoitsu = chiitoitsuShanten(counts);
  const kokushi = kokushiShanten(counts);
  return { shanten: Math.min(standard, chiitoitsu, kokushi), standard, chiitoitsu, kokushi };
}
