// A GSR riffle on typed arrays for the simulations, where core's generic riffle (one bounded
// draw per card, a fresh array per shuffle) is too slow for millions of shuffles. Core has no
// in-place typed-array riffle, so the lab has this one; its law is tested against the exact
// kernel and the Bayer–Diaconis rising-sequence law, and against core's riffle.
//
// It uses GSR's one-step form (Bayer & Diaconis 1992): draw n fair bits; the positions whose bit is
// 0 take the top packet's cards in order, the others the bottom packet's. The cut c (the count of
// zeros) is Binomial(n, ½) and, given c, each of the C(n, c) interleavings is equally likely: the
// same law as cutting and dropping cards with probability proportional to packet size.
import type { Rng } from "@arcade/core";

/** dst ← one GSR riffle of src (both of length n; they must be different arrays). */
export function riffleInto(src: Int32Array, dst: Int32Array, rng: Rng): void {
  const n = src.length;
  // Count the zeros among the n bits first: that is the top packet's size.
  let zeros = 0;
  const words = WORDS.length >= (n + 31) >>> 5 ? WORDS : (WORDS = new Uint32Array((n + 31) >>> 5));
  for (let w = 0, left = n; left > 0; w++, left -= 32) {
    const bits = left >= 32 ? rng.u32() : rng.u32() >>> (32 - left);
    words[w] = bits;
    zeros += Math.min(32, left) - popcount(bits);
  }
  let top = 0;
  let bottom = zeros;
  for (let j = 0; j < n; j++) {
    const bit = (words[j >>> 5]! >>> (j & 31)) & 1;
    // Branch-free: a data-dependent branch here would be mispredicted half the time.
    dst[j] = src[bit === 0 ? top : bottom]!;
    top += bit ^ 1;
    bottom += bit;
  }
}

let WORDS = new Uint32Array(8);

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
