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
import { honourIndex, shapeRank, STEP_LEVEL as LEVEL, suitIndex } from "./shape-index.ts";
import { shantenTables, VECTOR } from "./suit-table.ts";

// The lookups the hot path reads, kept in module variables (one load each, no property chain):
// the shape indexes' arrays and the pair/kind tallies. Set by prepareShanten() on first use, not
// when the module loads (the game's chunk is evaluated on the page's critical path).
const NONE: Int32Array = new Int32Array(0);
let ready = false;
let SUIT_STEP = NONE;
let SUIT_OFFSET = NONE;
let SUIT_LOW = NONE;
let SUIT_HIGH = NONE;
let HONOUR_LOW = NONE;
let HONOUR_HIGH = NONE;
let SUIT_LOW_TALLY = NONE;
let SUIT_HIGH_TALLY = NONE;
let HONOUR_LOW_TALLY = NONE;
let HONOUR_HIGH_TALLY = NONE;
/** low[] entries hold the index share in the bits below 20 and the tile count above. */
const LOW_MASK = 0xfffff;

/**
 * Builds what the shanten functions look up (the shape indexes and the tallies; a few ms, more
 * on a phone) unless done. They call it themselves; a caller may call it earlier, in idle time.
 */
export function prepareShanten(): void {
  if (ready) return;
  const suits = suitIndex();
  const honours = honourIndex();
  SUIT_STEP = suits.step;
  SUIT_OFFSET = suits.offset;
  SUIT_LOW = suits.low;
  SUIT_HIGH = suits.high;
  HONOUR_LOW = honours.low;
  HONOUR_HIGH = honours.high;
  // Suits: digit 0 of the low part is a 1, digit 3 of the high part (digits 5–8) a 9.
  SUIT_LOW_TALLY = tallyTable(5, 0b1);
  SUIT_HIGH_TALLY = tallyTable(4, 0b1000);
  HONOUR_LOW_TALLY = tallyTable(4, 0b1111);
  HONOUR_HIGH_TALLY = tallyTable(3, 0b111);
  ready = true;
}

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

/**
 * Min-plus convolution of a vector `a` (scratch) with the table entry at `b[bo..]`, entries
 * j ≤ m only (the rest are never read). `out` may be `a`. Both argument types are fixed so the
 * loads stay monomorphic.
 */
export function combine(out: Int32Array, a: Int32Array, b: Uint8Array, bo: number, m: number): Int32Array {
  for (let k = m; k >= 0; k--) {
    let plain = 99;
    let paired = 99;
    for (let i = 0; i <= k; i++) {
      plain = lo(plain, a[i]! + b[bo + k - i]!);
      paired = lo(paired, lo(a[5 + i]! + b[bo + k - i]!, a[i]! + b[bo + 5 + k - i]!));
    }
    // Going down k, entries k' < k of `a` (still read) are not yet overwritten.
    out[k] = plain;
    out[5 + k] = paired;
  }
  return out;
}

/** Copies the table entry at t[at..] into `out`, the start of a convolution. */
export function entry(out: Int32Array, t: Uint8Array, at: number): Int32Array {
  for (let b = 0; b < VECTOR; b++) out[b] = t[at + b]!;
  return out;
}

/** Shape index of the suit starting at kind `base` (see shape-index.ts), inlined for speed. */
function suitRank(counts: ArrayLike<number>, base: number): number {
  let s = counts[base]!;
  let rank = 0;
  for (let k = 0; k < 8; k++) {
    const c = counts[base + k + 1]!;
    rank += SUIT_STEP[k * LEVEL + s * 5 + c]!;
    s += c;
  }
  return rank + SUIT_OFFSET[s]!;
}

/**
 * Standard-form shanten of concealed counts (34 entries, red fives counted as fives). The
 * number of melds still needed comes from the tile count; pass `n` if you know it.
 */
export function standardShanten(counts: ArrayLike<number>, n = tileTotal(counts)): number {
  if (!ready) prepareShanten();
  const { suit, honours } = shantenTables();
  const t = suit.distances;
  const m = (n / 3) | 0;
  combine(ab, entry(ab, t, suitRank(counts, 0) * VECTOR), t, suitRank(counts, 9) * VECTOR, m);
  combine(abc, ab, t, suitRank(counts, 18) * VECTOR, m);
  return finish(abc, honours.distances, shapeRank(honourIndex(), counts, 27) * VECTOR, m);
}

/** The last convolution step, read only at m melds and a pair: the distance − 1. */
function finish(abc: Int32Array, h: Uint8Array, zo: number, m: number): number {
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
  if (!ready) prepareShanten();
  const { suit, honours } = shantenTables();
  // Each suit's digits 0–4 and 5–8 as base-5 numbers, the honours' 0–3 and 4–6: the shape
  // index is then two reads (shape-index.ts), and the pair/kind tallies one read per part.
  let mLo = 0;
  let pLo = 0;
  let sLo = 0;
  let mHi = 0;
  let pHi = 0;
  let sHi = 0;
  for (let d = 8; d >= 5; d--) {
    mHi = mHi * 5 + counts[d]!;
    pHi = pHi * 5 + counts[d + 9]!;
    sHi = sHi * 5 + counts[d + 18]!;
  }
  for (let d = 4; d >= 0; d--) {
    mLo = mLo * 5 + counts[d]!;
    pLo = pLo * 5 + counts[d + 9]!;
    sLo = sLo * 5 + counts[d + 18]!;
  }
  const zHi = (counts[33]! * 5 + counts[32]!) * 5 + counts[31]!;
  const zLo = ((counts[30]! * 5 + counts[29]!) * 5 + counts[28]!) * 5 + counts[27]!;
  const lm = SUIT_LOW[mLo]!;
  const lp = SUIT_LOW[pLo]!;
  const ls = SUIT_LOW[sLo]!;
  const lz = HONOUR_LOW[zLo]!;
  const im = (lm & LOW_MASK) + SUIT_HIGH[(lm >>> 20) * 625 + mHi]!;
  const ip = (lp & LOW_MASK) + SUIT_HIGH[(lp >>> 20) * 625 + pHi]!;
  const is = (ls & LOW_MASK) + SUIT_HIGH[(ls >>> 20) * 625 + sHi]!;
  const iz = (lz & LOW_MASK) + HONOUR_HIGH[(lz >>> 20) * 125 + zHi]!;

  const m = (n / 3) | 0;
  const t = suit.distances;
  if (n < 13) {
    // Hands with calls: the loops (m < 4), and no seven pairs or orphans.
    combine(ab, entry(ab, t, im * VECTOR), t, ip * VECTOR, m);
    combine(abc, ab, t, is * VECTOR, m);
    return finish(abc, honours.distances, iz * VECTOR, m);
  }
  const standard = standardOf4(t, honours.distances, im * VECTOR, ip * VECTOR, is * VECTOR, iz * VECTOR);
  const tally =
    SUIT_LOW_TALLY[mLo]! +
    SUIT_LOW_TALLY[pLo]! +
    SUIT_LOW_TALLY[sLo]! +
    SUIT_HIGH_TALLY[mHi]! +
    SUIT_HIGH_TALLY[pHi]! +
    SUIT_HIGH_TALLY[sHi]! +
    HONOUR_LOW_TALLY[zLo]! +
    HONOUR_HIGH_TALLY[zHi]!;
  const kinds = tally & 255;
  const pairs = (tally >>> 8) & 255;
  const orphanKinds = (tally >>> 16) & 255;
  const orphanPairs = tally >>> 24;
  const chiitoitsu = 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
  const kokushi = 13 - orphanKinds - (orphanPairs > 0 ? 1 : 0);
  return lo(lo(standard, chiitoitsu), kokushi);
}

/**
 * Tallies of every base-5 code of `digits` digits, packed for summing: kinds held, + 256 ×
 * kinds paired, + 65536 × orphan kinds held (the digits whose bit is set in `orphans`), + 2^24 ×
 * orphans paired.
 */
function tallyTable(digits: number, orphans: number): Int32Array {
  const table = new Int32Array(5 ** digits);
  for (let code = 0; code < table.length; code++) {
    let tally = 0;
    for (let d = 0, rest = code; d < digits; d++, rest = (rest / 5) | 0) {
      const c = rest % 5;
      const orphan = (orphans >> d) & 1;
      if (c >= 1) tally += 1 + (orphan << 16);
      if (c >= 2) tally += (1 << 8) + (orphan << 24);
    }
    table[code] = tally;
  }
  return table;
}

/**
 * The smaller of two small integers, without a branch (random hands make the comparisons
 * unpredictable; V8 inlines this, and it measured faster than Math.min with many arguments).
 */
export function lo(x: number, y: number): number {
  const d = x - y;
  return y + (d & (d >> 31));
}

/**
 * Standard shanten of a 13/14-tile hand (four melds and a pair) from its four shape entries:
 * the min-plus convolution of combine()/finish() written out for m = 4, so every value stays in
 * a local (the loops cost about twice as much). a, b, c = the suits, z = honours; xK/xpK =
 * distance to K melds without/with the pair; x = a ⊗ b, y = x ⊗ c, then y ⊗ z at 4 melds + pair.
 */
function standardOf4(t: Uint8Array, h: Uint8Array, ao: number, bo: number, co: number, zo: number): number {
  const a0 = t[ao + 0]!;
  const a1 = t[ao + 1]!;
  const a2 = t[ao + 2]!;
  const a3 = t[ao + 3]!;
  const a4 = t[ao + 4]!;
  const ap0 = t[ao + 5]!;
  const ap1 = t[ao + 6]!;
  const ap2 = t[ao + 7]!;
  const ap3 = t[ao + 8]!;
  const ap4 = t[ao + 9]!;
  const b0 = t[bo + 0]!;
  const b1 = t[bo + 1]!;
  const b2 = t[bo + 2]!;
  const b3 = t[bo + 3]!;
  const b4 = t[bo + 4]!;
  const bp0 = t[bo + 5]!;
  const bp1 = t[bo + 6]!;
  const bp2 = t[bo + 7]!;
  const bp3 = t[bo + 8]!;
  const bp4 = t[bo + 9]!;
  const x0 = a0 + b0;
  const xp0 = lo(ap0 + b0, a0 + bp0);
  const x1 = lo(a0 + b1, a1 + b0);
  const xp1 = lo(lo(lo(ap0 + b1, ap1 + b0), a0 + bp1), a1 + bp0);
  const x2 = lo(lo(a0 + b2, a1 + b1), a2 + b0);
  const xp2 = lo(lo(lo(lo(lo(ap0 + b2, ap1 + b1), ap2 + b0), a0 + bp2), a1 + bp1), a2 + bp0);
  const x3 = lo(lo(lo(a0 + b3, a1 + b2), a2 + b1), a3 + b0);
  const xp3 = lo(lo(lo(lo(lo(lo(lo(ap0 + b3, ap1 + b2), ap2 + b1), ap3 + b0), a0 + bp3), a1 + bp2), a2 + bp1), a3 + bp0);
  const x4 = lo(lo(lo(lo(a0 + b4, a1 + b3), a2 + b2), a3 + b1), a4 + b0);
  const xp4 = lo(lo(lo(lo(lo(lo(lo(lo(lo(ap0 + b4, ap1 + b3), ap2 + b2), ap3 + b1), ap4 + b0), a0 + bp4), a1 + bp3), a2 + bp2), a3 + bp1), a4 + bp0);
  const c0 = t[co + 0]!;
  const c1 = t[co + 1]!;
  const c2 = t[co + 2]!;
  const c3 = t[co + 3]!;
  const c4 = t[co + 4]!;
  const cp0 = t[co + 5]!;
  const cp1 = t[co + 6]!;
  const cp2 = t[co + 7]!;
  const cp3 = t[co + 8]!;
  const cp4 = t[co + 9]!;
  const y0 = x0 + c0;
  const yp0 = lo(xp0 + c0, x0 + cp0);
  const y1 = lo(x0 + c1, x1 + c0);
  const yp1 = lo(lo(lo(xp0 + c1, xp1 + c0), x0 + cp1), x1 + cp0);
  const y2 = lo(lo(x0 + c2, x1 + c1), x2 + c0);
  const yp2 = lo(lo(lo(lo(lo(xp0 + c2, xp1 + c1), xp2 + c0), x0 + cp2), x1 + cp1), x2 + cp0);
  const y3 = lo(lo(lo(x0 + c3, x1 + c2), x2 + c1), x3 + c0);
  const yp3 = lo(lo(lo(lo(lo(lo(lo(xp0 + c3, xp1 + c2), xp2 + c1), xp3 + c0), x0 + cp3), x1 + cp2), x2 + cp1), x3 + cp0);
  const y4 = lo(lo(lo(lo(x0 + c4, x1 + c3), x2 + c2), x3 + c1), x4 + c0);
  const yp4 = lo(lo(lo(lo(lo(lo(lo(lo(lo(xp0 + c4, xp1 + c3), xp2 + c2), xp3 + c1), xp4 + c0), x0 + cp4), x1 + cp3), x2 + cp2), x3 + cp1), x4 + cp0);
  const z0 = h[zo + 0]!;
  const z1 = h[zo + 1]!;
  const z2 = h[zo + 2]!;
  const z3 = h[zo + 3]!;
  const z4 = h[zo + 4]!;
  const zp0 = h[zo + 5]!;
  const zp1 = h[zo + 6]!;
  const zp2 = h[zo + 7]!;
  const zp3 = h[zo + 8]!;
  const zp4 = h[zo + 9]!;
  return lo(lo(lo(lo(lo(lo(lo(lo(lo(yp0 + z4, yp1 + z3), yp2 + z2), yp3 + z1), yp4 + z0), y0 + zp4), y1 + zp3), y2 + zp2), y3 + zp1), y4 + zp0) - 1;
}

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
