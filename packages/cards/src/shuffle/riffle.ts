import type { Rng } from "@arcade/core";

/**
 * A riffle shuffle by the Gilbert–Shannon–Reeds model, the standard model of how people riffle
 * (Bayer & Diaconis 1992):
 * 1. cut the deck at c ~ Binomial(n, 1/2) (the count of ones in n fair bits);
 * 2. interleave the two packets: while they hold A and B cards, the next card comes from the first
 *    with probability A / (A + B).
 * Every one of the C(n, c) interleavings is then equally likely. Public simulators often split
 * exactly in half or drop 50/50; both are not GSR, and it shows in the rising-sequence counts.
 */
export function riffle<T>(deck: readonly T[], rng: Rng): T[] {
  const n = deck.length;
  let c = 0;
  for (let left = n; left > 0; left -= 32) {
    let bits = left >= 32 ? rng.u32() : rng.u32() >>> (32 - left);
    // Count the ones (Hamming weight of up to 32 bits).
    bits -= (bits >>> 1) & 0x55555555;
    bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
    c += Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  const out = new Array<T>(n);
  let a = 0; // next card of the top packet, deck[0..c)
  let b = c; // next card of the bottom packet, deck[c..n)
  for (let j = 0; j < n; j++) {
    const inTop = c - a;
    const inBottom = n - b;
    out[j] = rng.below(inTop + inBottom) < inTop ? deck[a++]! : deck[b++]!;
  }
  return out;
}
