// Per-game counters for the results screen and the CLI.
import type { ClearName, LockResult } from "./types.ts";
import { CLEAR_POINTS } from "./scoring.ts";

export interface GameStats {
  /** How many locks ended in each clear ("none" = no lines, no spin). */
  clears: Record<ClearName, number>;
  /** The highest combo counter reached (−1 if no line was ever cleared). */
  maxCombo: number;
  /** Locks that were T-spins of any kind (minis and 0-line spins included). */
  tspins: number;
  perfectClears: number;
  /** Clears that got the back-to-back bonus. */
  backToBacks: number;
  holds: number;
  /** Rows moved by soft drop and sonic drop (1 point each) and by hard drop (2 points each). */
  softDropRows: number;
  hardDropRows: number;
  /** Block outs and lock outs: one ends the game, except in zen, where each empties the board. */
  topOuts: number;
}

export function emptyStats(): GameStats {
  const clears = Object.fromEntries(Object.keys(CLEAR_POINTS).map((name) => [name, 0])) as Record<ClearName, number>;
  return { clears, maxCombo: -1, tspins: 0, perfectClears: 0, backToBacks: 0, holds: 0, softDropRows: 0, hardDropRows: 0, topOuts: 0 };
}

export function countLock(stats: GameStats, result: LockResult): void {
  stats.clears[result.clear]++;
  stats.maxCombo = Math.max(stats.maxCombo, result.combo);
  if (result.clear.startsWith("tspin")) stats.tspins++;
  if (result.perfectClear) stats.perfectClears++;
  if (result.backToBack) stats.backToBacks++;
}

export function copyStats(stats: GameStats): GameStats {
  return { ...stats, clears: { ...stats.clears } };
}
