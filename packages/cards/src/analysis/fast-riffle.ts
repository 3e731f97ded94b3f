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
  const wordCount = (n + 31) >>> 5;
  if (WORDS.length < wordCount) WORDS = new Int32Array(wordCount);
  const words = WORDS;
  // Draw the n bits and count the zeros first: that is the top packet's size.
  let zeros = 0;
  for (let w = 0; w < wordCount; w++) {
    const left = n - 32 * w;
    const bits = left >= 32 ? rng.u32() | 0 : (rng.u32() >>> (32 - left)) | 0;
    words[w] = bits;
    zeros += (left >= 32 ? 32 : left) - popcount(bits);
  }
  let top = 0;
  let bottom = zeros;
  let j = 0;
  for (let w = 0; w < wordCount; w++) {
    let bits = words[w]!;
    const end = Math.min(n, j + 32);
    for (; j < end; j++) {
      const bit = bits & 1;
      bits >>>= 1;
      // Branch-free select (−bit is all ones when bit = 1): a data-dependent branch here would be
      // mispredicted half the time, and this measured about twice as fast.
      dst[j] = src[top + ((bottom - top) & -bit)]!;
      top += bit ^ 1;
      bottom += bit;
    }
  }
}

let WORDS = new Int32Array(8);

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
