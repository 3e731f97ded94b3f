// Versus attack: how many garbage lines a lock sends (reference §7, the Guideline / TETR.IO
// table, which Cold Clear also uses).
import type { ClearName } from "../rules/types.ts";

/** Lines sent per clear, before bonuses. T-spins with no lines and minis without a double send 0. */
export const CLEAR_ATTACK: Readonly<Record<ClearName, number>> = {
  none: 0,
  single: 0,
  double: 1,
  triple: 2,
  tetris: 4,
  "tspin-mini": 0,
  "tspin-mini-single": 0,
  "tspin-mini-double": 1,
  tspin: 0,
  "tspin-single": 2,
  "tspin-double": 4,
  "tspin-triple": 6,
};

/** A back-to-back difficult clear sends one more line. */
export const BACK_TO_BACK_ATTACK = 1;
/**
 * A perfect clear sends 10 lines (Jstris's value) in place of the clear's own lines and the B2B
 * line (Cold Clear also replaces the clear's value); the combo bonus still adds.
 */
export const PERFECT_CLEAR_ATTACK = 10;
/** The combo bonus by combo counter (0 = the first clear of a chain), Guideline / Cold Clear; 11+ → 5. */
export const COMBO_ATTACK: readonly number[] = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5];

export interface AttackInput {
  clear: ClearName;
  /** This clear got the back-to-back bonus (the engine's LockResult.backToBack). */
  backToBack: boolean;
  /** The combo counter after this lock (LockResult.combo): −1 none, 0 first clear, … */
  combo: number;
  perfectClear: boolean;
}

/** Garbage lines a lock sends, before cancelling. */
export function attackOf(lock: AttackInput): number {
  const comboBonus = lock.combo < 0 ? 0 : COMBO_ATTACK[Math.min(lock.combo, COMBO_ATTACK.length - 1)]!;
  if (lock.perfectClear) return PERFECT_CLEAR_ATTACK + comboBonus;
  return CLEAR_ATTACK[lock.clear] + (lock.backToBack ? BACK_TO_BACK_ATTACK : 0) + comboBonus;
}
