import type { Rng } from "@arcade/core";

export interface HinduOptions {
  /** Mean packet size h in cards (the paper: 10; it also shows 5 and 20). */
  packet?: number;
  /** Standard deviation of the packet size (the paper: h/6). */
  sd?: number;
}

/**
 * A Hindu shuffle (the overhand shuffle done from the top): packets are pulled off the top of the
 * deck and each one is laid on top of the growing new pile, so the packets come out in reverse
 * order while the cards inside a packet keep theirs. Packet sizes are max(1, round(N(h, h/6)))
 * as in the TCG-shuffle paper; the last packet is whatever remains.
 */
export function hindu<T>(deck: readonly T[], rng: Rng, options: HinduOptions = {}): T[] {
  const n = deck.length;
  const h = options.packet ?? 10;
  const sd = options.sd ?? h / 6;
  const out = new Array<T>(n);
  let taken = 0;
  while (taken < n) {
    const size = Math.min(n - taken, Math.max(1, Math.round(rng.normal(h, sd))));
    // The first packet taken ends at the bottom of the new pile, the next one above it, ...
    const at = n - taken - size;
    for (let i = 0; i < size; i++) out[at + i] = deck[taken + i]!;
    taken += size;
  }
  return out;
}
