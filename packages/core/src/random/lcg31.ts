/**
 * WEAK GENERATOR — for demonstrations only. Never use it for a game.
 *
 * The linear congruential generator of the falling-block article this project started from (the ANSI C
 * example constants): state' = (1103515245 · state + 12345) mod 2^31. The article writes it as
 * `(state * 1103515245 + 12345) & 0x7fffffff` on JavaScript doubles, where the product exceeds
 * 2^53 and silently loses its low bits, so it is not even this LCG. Here it is done right: the
 * product is taken modulo 2^32 with `Math.imul`, which keeps exactly the low 31 bits we need.
 *
 * Even done right it is poor, and the card lab uses it to show why: bit k of the state has period
 * 2^(k+1) (the lowest bit just alternates), and consecutive outputs fall on few hyperplanes.
 * `nextU32` puts the 31 state bits at the top of the word, so bit 0 of every output is zero and
 * `float()` matches the article's `state / 2^31` scale; dieharder fails it at once.
 */
export class Lcg31 {
  private state: number;

  /** @param state the 31-bit state, 0 ≤ state < 2^31. */
  constructor(state: number) {
    if (!Number.isInteger(state) || state < 0 || state > 0x7fffffff) {
      throw new RangeError("lcg31 state must be an integer in [0, 2^31)");
    }
    this.state = state;
  }

  /** Advances the LCG and returns the new 31-bit state (the article's raw value). */
  next31(): number {
    this.state = (Math.imul(this.state, 1103515245) + 12345) & 0x7fffffff;
    return this.state;
  }

  nextU32(): number {
    return (this.next31() << 1) >>> 0;
  }

  getState(): [number] {
    return [this.state];
  }
}
