export interface DealOptions {
  /** The number of piles (the paper: 10). */
  piles?: number;
}

/**
 * A pile (deal) shuffle: deal from the top, one card at a time, round robin onto piles 0..k-1,
 * each card landing on top of its pile; then pick the piles up with pile 0 on top and pile k-1 at
 * the bottom. This fixes one convention (dealing under, or stacking the other way, gives other
 * permutations). It is deterministic: it moves cards but adds no randomness at all.
 * For n = q·k cards: new[q·j + m] = old[k·(q-1-m) + j].
 */
export function deal<T>(deck: readonly T[], options: DealOptions = {}): T[] {
  const k = options.piles ?? 10;
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`deal needs a positive whole number of piles, got ${k}`);
  const n = deck.length;
  const out = new Array<T>(n);
  let at = 0;
  // Pile j holds cards j, j+k, j+2k, ...; the last one dealt is its top card.
  for (let j = 0; j < Math.min(k, n); j++) {
    const top = j + Math.floor((n - 1 - j) / k) * k;
    for (let i = top; i >= j; i -= k) out[at++] = deck[i]!;
  }
  return out;
}
