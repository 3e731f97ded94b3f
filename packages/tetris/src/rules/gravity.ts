// Guideline gravity (reference §4): seconds per row = (0.8 − (L−1)·0.007)^(L−1), at 60 Hz.
//
// The engine does not compute the formula at run time: Math.pow is not required to round the
// same on every JavaScript engine, and one ulp of difference could move a landing by a frame and
// break a replay between a phone and a PC. It uses GRAVITY_SUBROWS, the formula rounded once to
// integer "subrows" (1 row = 245 760 subrows = 60 × 4096, so level 1 is exactly 1 row per 60
// frames); gravity.test.ts checks the table against the formula.

export const FRAMES_PER_SECOND = 60;
export const SUBROWS_PER_ROW = 60 * 4096;
/** 20G: a piece falls the whole visible matrix in one frame. Gravity never goes above it. */
export const MAX_GRAVITY_ROWS = 20;
/** The Guideline's soft drop: 20 times faster than gravity (TETR.IO lets players choose 5–40 or ∞). */
export const GUIDELINE_SOFT_DROP_FACTOR = 20;
/** A soft drop factor at or above this is instant (sonic drop), like TETR.IO's SDF 41 = ∞. */
export const SONIC_SOFT_DROP_FACTOR = 41;

/** The Guideline formula: seconds per row at a level (1-based). */
export function secondsPerRow(level: number): number {
  return Math.pow(0.8 - (level - 1) * 0.007, level - 1);
}

/** round(4096 / secondsPerRow(L)) for L = 1..18; from level 19 the formula passes 20G. */
const GRAVITY_SUBROWS: readonly number[] = [
  4096, 5165, 6630, 8665, 11532, 15633, 21595, 30400, 43629, 63849, 95308, 145157, 225634, 358063, 580284, 960700, 1625343, 2810988,
];

/** Gravity in subrows per frame (integers, so the engine's arithmetic is exact everywhere). */
export function gravitySubrows(level: number): number {
  if (!Number.isInteger(level) || level < 1) throw new RangeError(`level must be a positive integer, got ${level}`);
  return GRAVITY_SUBROWS[level - 1] ?? MAX_GRAVITY_ROWS * SUBROWS_PER_ROW;
}

/** Gravity in rows per frame ("G") at a level, as the reference table prints it. */
export function gravity(level: number): number {
  return gravitySubrows(level) / SUBROWS_PER_ROW;
}

/**
 * Soft drop speed in subrows per frame: `factor` × gravity, where gravity is at least the
 * level-1 gravity so soft drop still works when gravity is 0 (zen). Infinity = sonic drop.
 */
export function softDropSubrows(gravityPerFrame: number, factor: number): number {
  if (factor >= SONIC_SOFT_DROP_FACTOR) return Infinity;
  return Math.round(factor * Math.max(gravityPerFrame, GRAVITY_SUBROWS[0]!));
}
