// Hand generators for tests and benchmarks: random hands from a full set of 136 tiles, and
// adversarial ones (few kinds, many copies, honour-heavy, quads). All from a seeded Rng.
import type { Rng } from "@arcade/core";

/** n tiles drawn without replacement from the 136 (4 of each kind), as counts. */
export function randomHand(rng: Rng, n: number): number[] {
  const counts = new Array<number>(34).fill(0);
  let drawn = 0;
  while (drawn < n) {
    const tile = rng.below(136);
    const kind = tile >> 2;
    if (counts[kind]! > (tile & 3)) continue; // this exact copy is already drawn
    counts[kind]!++;
    drawn++;
  }
  return counts;
}

/** Hands concentrated on few kinds: many pairs, triplets and quads, honours often included. */
export function adversarialHand(rng: Rng, n: number): number[] {
  const counts = new Array<number>(34).fill(0);
  const pool: number[] = [];
  const kinds = 2 + rng.below(7);
  for (let i = 0; i < kinds; i++) {
    const style = rng.below(4);
    // One suit's low end, honours, terminals, or anywhere.
    const kind = style === 0 ? rng.below(5) : style === 1 ? 27 + rng.below(7) : style === 2 ? [0, 8, 9, 17, 18, 26][rng.below(6)]! : rng.below(34);
    pool.push(kind);
  }
  let drawn = 0;
  let guard = 0;
  while (drawn < n) {
    const kind = guard++ < 200 ? pool[rng.below(pool.length)]! : rng.below(34);
    if (counts[kind]! >= 4) continue;
    counts[kind]!++;
    drawn++;
  }
  return counts;
}

export const PLAYABLE_SIZES = [1, 2, 4, 5, 7, 8, 10, 11, 13, 14] as const;
