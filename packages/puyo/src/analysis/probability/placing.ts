// Placing pairs for the search, on the raw words of fields (rules/field.ts's layout: plane p's
// word k at p * 3 + k, column 2k+1 in bits 0..12 and 2k+2 in bits 16..28), and the classes of
// unknown next pair.
import type { Color } from "../../rules/cells.ts";
import { isReachable, placementsOf, type Pair, type Placement } from "../../rules/pair.ts";

export const COLORS = 4;
/** Words of a field. */
export const FIELD_WORDS = 18;

/** A class of next pair and how many of the 16 ordered pairs it stands for. */
export interface Weighted {
  pair: Pair;
  weight: number;
}

/** The 16 ordered pairs, each once. */
export const ORDERED: readonly Weighted[] = [];
/** AB and BA as one class: 4 doubles of weight 1 and 6 mixed of weight 2. */
export const UNORDERED: readonly Weighted[] = [];
for (let a = 1; a <= COLORS; a++) {
  for (let b = 1; b <= COLORS; b++) {
    (ORDERED as Weighted[]).push({ pair: { axis: a as Color, child: b as Color }, weight: 1 });
    if (a <= b) (UNORDERED as Weighted[]).push({ pair: { axis: a as Color, child: b as Color }, weight: a === b ? 1 : 2 });
  }
}

/** Bit c-1 for each colour c of the pair (the only colours the first chain step can pop). */
export function pairMask(pair: Pair): number {
  return (1 << (pair.axis - 1)) | (1 << (pair.child - 1));
}

/** The reachable placements for these column heights (all of them while every column is ≤ 11). */
export function legalFor(heights: readonly number[], pair: Pair): readonly Placement[] {
  const all = placementsOf(pair);
  let max = 0;
  for (const h of heights) if (h > max) max = h;
  return max <= 11 ? all : all.filter((p) => isReachable(heights, p));
}

/** Occupied cells of word k (every plane) of the field at w[off..]. */
function occupied(w: Int32Array, off: number, k: number): number {
  return w[off + k]! | w[off + 3 + k]! | w[off + 6 + k]! | w[off + 9 + k]! | w[off + 12 + k]! | w[off + 15 + k]!;
}

/** Writes the six column heights of the field at w[off..] into `out`. */
export function readHeights(w: Int32Array, off: number, out: number[]): void {
  for (let k = 0; k < 3; k++) {
    const occ = occupied(w, off, k);
    out[2 * k] = 32 - Math.clz32(occ & 0x1fff);
    out[2 * k + 1] = 32 - Math.clz32((occ >>> 16) & 0x1fff);
  }
}

/** The highest column of the field at w[off..]. */
export function maxHeight(w: Int32Array, off: number): number {
  let h = 0;
  for (let k = 0; k < 3; k++) {
    const occ = occupied(w, off, k);
    h = Math.max(h, 32 - Math.clz32((occ | (occ >>> 16)) & 0x1fff));
  }
  return h;
}

const DX = [0, 1, 0, -1];

/** Drops a pair onto the words of a settled field with known column heights (applyPlacement, inlined). */
export function place(w: Int32Array, heights: readonly number[], pair: Pair, p: Placement): void {
  const x = p.column;
  const cx = x + DX[p.rotation]!;
  if (cx === x) {
    const low = p.rotation === 2 ? pair.child : pair.axis;
    const high = p.rotation === 2 ? pair.axis : pair.child;
    const y = heights[x - 1]! + 1;
    const k = (x - 1) >> 1;
    const shift = ((x - 1) & 1) * 16;
    if (y <= 13) w[(low - 1) * 3 + k]! |= 1 << (shift + y - 1);
    if (y + 1 <= 13) w[(high - 1) * 3 + k]! |= 1 << (shift + y);
    return;
  }
  const ya = heights[x - 1]! + 1;
  const yc = heights[cx - 1]! + 1;
  if (ya <= 13) w[(pair.axis - 1) * 3 + ((x - 1) >> 1)]! |= 1 << (((x - 1) & 1) * 16 + ya - 1);
  if (yc <= 13) w[(pair.child - 1) * 3 + ((cx - 1) >> 1)]! |= 1 << (((cx - 1) & 1) * 16 + yc - 1);
}
