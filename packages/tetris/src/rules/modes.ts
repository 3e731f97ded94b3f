// What each mode changes: levels, gravity, the goal and what a top-out does.
import { gravitySubrows } from "./gravity.ts";
import type { Mode } from "./types.ts";

export interface ModeRules {
  /** The level after `lines` cleared lines. */
  levelFor(lines: number): number;
  /** Gravity in subrows per frame at a level (0 = pieces only fall when dropped). */
  gravityAt(level: number): number;
  /** The game is "finished" once this many lines are cleared (null: no line goal). */
  goalLines: number | null;
  /** The game is "finished" after this many frames (null: no time limit). */
  timeLimitFrames: number | null;
  /** A top-out clears the board and play goes on instead of ending the game. */
  topOutClearsBoard: boolean;
}

export const MARATHON_MAX_LEVEL = 15;
export const LINES_PER_LEVEL = 10;
export const MARATHON_LINES = 150;
export const SPRINT_LINES = 40;
/** Ultra lasts two minutes at 60 Hz (the Guideline allows 2-3). */
export const ULTRA_FRAMES = 2 * 60 * 60;

const levelOne = (): number => 1;

export const MODE_RULES: Readonly<Record<Mode, ModeRules>> = {
  /** 15 levels, a fixed goal of 10 lines per level; done at 150 lines. */
  marathon: {
    levelFor: (lines) => Math.min(MARATHON_MAX_LEVEL, 1 + Math.floor(lines / LINES_PER_LEVEL)),
    gravityAt: gravitySubrows,
    goalLines: MARATHON_LINES,
    timeLimitFrames: null,
    topOutClearsBoard: false,
  },
  /** 40 lines at level 1; the time is the frame count. */
  sprint: { levelFor: levelOne, gravityAt: gravitySubrows, goalLines: SPRINT_LINES, timeLimitFrames: null, topOutClearsBoard: false },
  /** As much score as possible in two minutes at level 1. */
  ultra: { levelFor: levelOne, gravityAt: gravitySubrows, goalLines: null, timeLimitFrames: ULTRA_FRAMES, topOutClearsBoard: false },
  /**
   * No gravity, no goal, no end: a block out or lock out empties the board and play goes on
   * (scores and stats are kept), so zen is a place to practise that never says "game over".
   */
  zen: { levelFor: levelOne, gravityAt: () => 0, goalLines: null, timeLimitFrames: null, topOutClearsBoard: true },
};
