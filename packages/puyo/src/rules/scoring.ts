// Tsu scoring (reference sheet §4; Puyo Nexus wiki "Scoring"): a chain step scores
// 10 × (colour puyos cleared) × clamp(chain power + colour bonus + group bonus, 1, 999).

/** Chain power for chain steps 1..24 (index 0 = the first step). Later steps keep adding 32. */
export const CHAIN_POWER: readonly number[] = [0, 8, 16, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448, 480, 512, 544, 576, 608, 640, 672];
/** Colour bonus by the number of distinct colours popping in the step (index = count). */
export const COLOR_BONUS: readonly number[] = [0, 0, 3, 6, 12, 24, 48];
/** Group bonus by group size (index = size) up to 11; larger groups give 10 too. */
export const GROUP_BONUS: readonly number[] = [0, 0, 0, 0, 0, 2, 3, 4, 5, 6, 7, 10];

export function chainPower(chain: number): number {
  if (chain < 1) throw new RangeError(`chain steps start at 1, got ${chain}`);
  return chain <= CHAIN_POWER.length ? CHAIN_POWER[chain - 1]! : 672 + 32 * (chain - CHAIN_POWER.length);
}

export function colorBonus(colors: number): number {
  return COLOR_BONUS[colors]!;
}

export function groupBonus(size: number): number {
  return GROUP_BONUS[Math.min(size, 11)]!;
}

/** The score of one chain step. `groups` are the sizes of the popping groups. */
export function stepScore(chain: number, cleared: number, colors: number, groups: readonly number[]): number {
  let bonus = chainPower(chain) + colorBonus(colors);
  for (const size of groups) bonus += groupBonus(size);
  return 10 * cleared * Math.min(999, Math.max(1, bonus));
}
