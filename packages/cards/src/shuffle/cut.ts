import type { Rng } from "@arcade/core";

export interface CutOptions {
  /** Standard deviation of the cut point around the middle, in cards (the paper: 5). */
  sd?: number;
}

/**
 * A single cut: the top s cards go to the bottom, keeping their order. The cut point is
 * s = round(N(n/2, sd)), clamped to 1..n-1 so that a cut always moves something (the TCG-shuffle
 * paper's model, with n = 60: N(30, 5)). A cut is only a rotation: any number of cuts reaches at
 * most n of the n! orders.
 */
export function cut<T>(deck: readonly T[], rng: Rng, options: CutOptions = {}): T[] {
  const n = deck.length;
  if (n < 2) return deck.slice();
  const s = Math.min(n - 1, Math.max(1, Math.round(rng.normal(n / 2, options.sd ?? 5))));
  return [...deck.slice(s), ...deck.slice(0, s)];
}
