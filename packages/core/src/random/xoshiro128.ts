/**
 * xoshiro128** 1.0 by David Blackman and Sebastiano Vigna (2018), "Scrambled Linear Pseudorandom
 * Number Generators", ACM TOMS 47(4). 128 bits of state in four 32-bit words, period 2^128 - 1,
 * passes BigCrush and PractRand according to its authors, and needs nothing but 32-bit integer
 * operations: `Math.imul`, shifts and xors, which V8 keeps in registers as int32.
 *
 * The state words are kept as int32 in separate fields (faster than an array); they are exposed
 * as unsigned 32-bit numbers.
 */
export class Xoshiro128StarStar {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  /** @param state four 32-bit words, not all zero (the all-zero state is a fixed point). */
  constructor(state: readonly number[]) {
    if (state.length !== 4 || state.some((w) => !Number.isInteger(w) || w < 0 || w > 0xffffffff)) {
      throw new RangeError("xoshiro128** state must be four unsigned 32-bit integers");
    }
    if (state.every((w) => w === 0)) throw new RangeError("xoshiro128** state must not be all zero");
    this.s0 = state[0]! | 0;
    this.s1 = state[1]! | 0;
    this.s2 = state[2]! | 0;
    this.s3 = state[3]! | 0;
  }

  /** The next output, an unsigned 32-bit integer. */
  nextU32(): number {
    const s1 = this.s1;
    const x = Math.imul(s1, 5);
    const result = Math.imul((x << 7) | (x >>> 25), 9);
    const t = s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= s1;
    this.s1 = s1 ^ this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = (this.s3 << 11) | (this.s3 >>> 21);
    return result >>> 0;
  }

  /** The four state words as unsigned 32-bit integers. */
  getState(): [number, number, number, number] {
    return [this.s0 >>> 0, this.s1 >>> 0, this.s2 >>> 0, this.s3 >>> 0];
  }
}
