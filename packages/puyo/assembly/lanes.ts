// A plane of a field as a v128 of eight 16-bit lanes: lanes 0..5 are columns 1..6, row y in bit
// y-1, lanes 6 and 7 empty (see chain.ts). Shared by chain.ts and last-move.ts.

/** Rows 1..13 of columns 1..6. */
export const ROWS13: v128 = i16x8(0x1fff, 0x1fff, 0x1fff, 0x1fff, 0x1fff, 0x1fff, 0, 0);
/** Rows 1..12 (where puyos pop and nuisance is cleared). */
export const ROWS12: v128 = i16x8(0x0fff, 0x0fff, 0x0fff, 0x0fff, 0x0fff, 0x0fff, 0, 0);
export const ZERO: v128 = i16x8(0, 0, 0, 0, 0, 0, 0, 0);
export const ONE: v128 = i16x8(1, 1, 1, 1, 1, 1, 1, 1);

/** Lane x gets lane x+1: each column sees the column to its right. */
export function fromRight(a: v128): v128 {
  return i16x8.shuffle(a, ZERO, 1, 2, 3, 4, 5, 6, 7, 8);
}

/** Lane x gets lane x-1: each column sees the column to its left. */
export function fromLeft(a: v128): v128 {
  return i16x8.shuffle(a, ZERO, 8, 0, 1, 2, 3, 4, 5, 6);
}
