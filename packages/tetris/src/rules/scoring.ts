// Guideline scoring (reference §5): clear points × level, back-to-back ×1.5, combos, perfect
// clears, drop points.
import type { SpinKind } from "./tspin.ts";
import type { ClearName } from "./types.ts";

/** Points per clear, before the level multiplier. */
export const CLEAR_POINTS: Readonly<Record<ClearName, number>> = {
  none: 0,
  single: 100,
  double: 300,
  triple: 500,
  tetris: 800,
  "tspin-mini": 100,
  "tspin-mini-single": 200,
  "tspin-mini-double": 400,
  tspin: 400,
  "tspin-single": 800,
  "tspin-double": 1200,
  "tspin-triple": 1600,
};

/** Perfect clear bonus by lines cleared (Tetris Effect / Tetris 2020 mobile), before × level. */
export const PERFECT_CLEAR_POINTS: Readonly<Record<number, number>> = { 1: 800, 2: 1200, 3: 1800, 4: 2000 };
/** A perfect clear by a back-to-back Tetris scores this instead of 2000. */
export const B2B_TETRIS_PERFECT_CLEAR_POINTS = 3200;
export const COMBO_POINTS = 50;
export const SOFT_DROP_POINTS = 1;
export const HARD_DROP_POINTS = 2;

const NAMES: Readonly<Record<SpinKind, readonly ClearName[]>> = {
  none: ["none", "single", "double", "triple", "tetris"],
  mini: ["tspin-mini", "tspin-mini-single", "tspin-mini-double"],
  full: ["tspin", "tspin-single", "tspin-double", "tspin-triple"],
};

/**
 * The name of a lock. A T can clear at most three lines; a mini has no triple in the Guideline
 * table, so a three-line mini (a rare non-kick vertical T) counts as a full T-spin triple.
 */
export function clearName(lines: number, spin: SpinKind): ClearName {
  const kind = spin === "mini" && lines >= 3 ? "full" : spin;
  const name = NAMES[kind][lines];
  if (name === undefined) throw new Error(`no clear clears ${lines} lines with spin ${spin}`);
  return name;
}

/** Tetrises and T-spins that clear lines (minis included) are "difficult": they build B2B. */
export function isDifficult(clear: ClearName): boolean {
  return clear === "tetris" || (clear.startsWith("tspin") && clear !== "tspin" && clear !== "tspin-mini");
}

export interface ScoreInput {
  clear: ClearName;
  lines: number;
  /** The level before this clear. */
  level: number;
  /** The B2B flag before this clear: the last line clear was difficult. */
  backToBack: boolean;
  /** The combo counter before this lock (−1 = none). */
  combo: number;
  perfectClear: boolean;
}

export interface ScoreOutput {
  /** Clear (with B2B), combo and perfect clear points, × level. */
  points: number;
  /** This clear got the B2B bonus. */
  backToBackBonus: boolean;
  /** The B2B flag after: a difficult clear sets it, an easy line clear drops it, no lines keep it. */
  backToBack: boolean;
  /** The combo counter after: +1 per consecutive clearing lock, −1 after a lock without lines. */
  combo: number;
}

/** Scores one lock. Drop points are separate (they are scored as the piece moves). */
export function scoreLock(input: ScoreInput): ScoreOutput {
  const difficult = isDifficult(input.clear);
  const bonus = difficult && input.backToBack;
  const base = CLEAR_POINTS[input.clear];
  const clearPoints = bonus ? (base * 3) / 2 : base;
  const combo = input.lines > 0 ? input.combo + 1 : -1;
  const comboPoints = COMBO_POINTS * Math.max(combo, 0);
  let perfect = 0;
  if (input.perfectClear) perfect = input.lines === 4 && bonus ? B2B_TETRIS_PERFECT_CLEAR_POINTS : (PERFECT_CLEAR_POINTS[input.lines] ?? 0);
  return {
    points: (clearPoints + comboPoints + perfect) * input.level,
    backToBackBonus: bonus,
    backToBack: input.lines > 0 ? difficult : input.backToBack,
    combo,
  };
}
