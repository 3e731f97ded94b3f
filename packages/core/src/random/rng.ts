import { InputError, describe } from "../errors.ts";
import { Lcg31 } from "./lcg31.ts";
import { forkKey, keyWords, seedKey, type Seed } from "./seed.ts";
import { fromHex, toHex } from "./sha256.ts";
import { Xoshiro128StarStar } from "./xoshiro128.ts";

/** What every bit generator gives the Rng: uniform 32-bit words and a state to save. */
interface BitGenerator {
  nextU32(): number;
  getState(): number[];
}

interface GeneratorKind {
  /** A fresh generator whose state is derived from a 32-byte key. */
  fromKey(key: Uint8Array): BitGenerator;
  /** A generator restored from saved state words (throws RangeError on invalid words). */
  fromState(words: readonly number[]): BitGenerator;
}

const GENERATORS = {
  /** The default: xoshiro128** seeded with the first 16 key bytes as four little-endian words. */
  "xoshiro128**": {
    fromKey(key) {
      const words = keyWords(key, 4);
      // The all-zero state never comes out of SHA-256 in practice, but it would be a fixed point.
      if (!words.some((w) => w !== 0)) words[0] = 1;
      return new Xoshiro128StarStar(words);
    },
    fromState: (words) => new Xoshiro128StarStar(words),
  },
  /** The weak LCG of the source article, for demonstrations (see lcg31.ts). */
  lcg31: {
    fromKey: (key) => new Lcg31(keyWords(key, 1)[0]! & 0x7fffffff),
    fromState(words) {
      if (words.length !== 1) throw new RangeError("lcg31 state is one word");
      return new Lcg31(words[0]!);
    },
  },
} satisfies Record<string, GeneratorKind>;

export type GeneratorName = keyof typeof GENERATORS;
export const GENERATOR_NAMES = Object.keys(GENERATORS) as GeneratorName[];
export const DEFAULT_GENERATOR: GeneratorName = "xoshiro128**";

export function isGeneratorName(name: string): name is GeneratorName {
  return Object.hasOwn(GENERATORS, name);
}

/** The JSON form of an Rng: enough to continue the exact same stream, and to fork from it. */
export interface RngState {
  generator: GeneratorName;
  /** The stream's key as 64 hex digits (SHA-256 of the seed, or of parent key and fork label). */
  key: string;
  /** The generator's state words, unsigned 32-bit. */
  state: number[];
  /** A standard normal deviate left over from the polar method, or null. */
  spare: number | null;
}

const TWO_POW_32 = 0x100000000;
const TWO_POW_53 = 2 ** 53;
/** Largest n for which a 32-bit draw times n stays exact in a double (2^32 · 2^21 = 2^53). */
const LEMIRE_MAX = 2 ** 21;

/**
 * A seeded random stream. Every random draw in Pocket Arcade comes from one of these.
 *
 * ```ts
 * const root = Rng.from("daily-2026-11-21");
 * const pieces = root.fork("pieces");   // a garbage roll can never change the piece order
 * const garbage = root.fork("garbage");
 * pieces.int(0, 6); garbage.chance(0.7);
 * ```
 */
export class Rng {
  private readonly gen: BitGenerator;
  private readonly key: Uint8Array;
  private readonly generatorName: GeneratorName;
  private spare: number | null = null;

  private constructor(generatorName: GeneratorName, key: Uint8Array, gen: BitGenerator) {
    this.generatorName = generatorName;
    this.key = key;
    this.gen = gen;
  }

  /** A stream from a seed. The same seed gives the same stream in Node and in every browser. */
  static from(seed: Seed, generator: GeneratorName = DEFAULT_GENERATOR): Rng {
    if (!isGeneratorName(generator)) throw new InputError(`unknown generator ${describe(generator)} (known: ${GENERATOR_NAMES.join(", ")})`, "generator");
    const key = seedKey(seed);
    return new Rng(generator, key, GENERATORS[generator].fromKey(key));
  }

  /** Restores a stream saved with `toJSON()`, validating every field. */
  static fromJSON(json: unknown, where = "rng"): Rng {
    if (typeof json !== "object" || json === null || Array.isArray(json)) throw new InputError(`must be an object, got ${describe(json)}`, where);
    const { generator, key, state, spare } = json as Record<string, unknown>;
    if (typeof generator !== "string" || !isGeneratorName(generator)) {
      throw new InputError(`unknown generator ${describe(generator)} (known: ${GENERATOR_NAMES.join(", ")})`, `${where}.generator`);
    }
    if (typeof key !== "string" || !/^[0-9a-f]{64}$/.test(key)) throw new InputError("must be 64 lowercase hex digits", `${where}.key`);
    if (!Array.isArray(state)) throw new InputError(`must be an array of 32-bit words, got ${describe(state)}`, `${where}.state`);
    if (spare !== null && (typeof spare !== "number" || !Number.isFinite(spare))) {
      throw new InputError(`must be a finite number or null, got ${describe(spare)}`, `${where}.spare`);
    }
    let gen: BitGenerator;
    try {
      gen = GENERATORS[generator].fromState(state as number[]);
    } catch (error) {
      throw new InputError((error as Error).message, `${where}.state`);
    }
    const rng = new Rng(generator, fromHex(key), gen);
    rng.spare = spare;
    return rng;
  }

  toJSON(): RngState {
    return { generator: this.generatorName, key: toHex(this.key), state: this.gen.getState(), spare: this.spare };
  }

  get generator(): GeneratorName {
    return this.generatorName;
  }

  /**
   * An independent stream named `label`. It depends only on this stream's key and the label, not
   * on how much of this stream was drawn, so `fork("pieces")` is the same stream whenever it is
   * taken, and drawing from a fork never moves the parent.
   */
  fork(label: string): Rng {
    const key = forkKey(this.key, label);
    return new Rng(this.generatorName, key, GENERATORS[this.generatorName].fromKey(key));
  }

  /** A uniform unsigned 32-bit integer. */
  u32(): number {
    return this.gen.nextU32();
  }

  /** A uniform double in [0, 1) with all 53 bits of mantissa random (two draws). */
  float(): number {
    const hi = this.gen.nextU32() >>> 5; // 27 bits
    const lo = this.gen.nextU32() >>> 6; // 26 bits
    return (hi * 67108864 + lo) / TWO_POW_53;
  }

  /**
   * A uniform integer in [0, n), without bias. For n ≤ 2^21 this is Lemire's multiply-shift
   * ("Fast random integer generation in an interval", 2019): x·n is exact in a double, its top 32
   * bits are the result, and the rare draws whose low 32 bits fall below 2^32 mod n are redrawn,
   * which is exactly what removes the bias; no division in the common case. Larger ranges
   * reject the incomplete last copy of the range and take the remainder.
   */
  below(n: number): number {
    if (n <= LEMIRE_MAX && n >= 1 && (n | 0) === n) {
      let m = this.gen.nextU32() * n;
      let low = m >>> 0; // m mod 2^32, exact for integers below 2^53
      if (low < n) {
        const threshold = (TWO_POW_32 - n) % n; // = 2^32 mod n
        while (low < threshold) {
          m = this.gen.nextU32() * n;
          low = m >>> 0;
        }
      }
      return Math.floor(m / TWO_POW_32);
    }
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_53) throw new RangeError(`below(n) needs an integer 1 <= n <= 2^53, got ${n}`);
    if (n <= TWO_POW_32) {
      const reject = TWO_POW_32 % n; // the first (2^32 mod n) values would make low results likelier
      let x = this.gen.nextU32();
      while (x < reject) x = this.gen.nextU32();
      return x % n;
    }
    // Ranges above 2^32: build 53-bit integers and reject the incomplete top copy.
    const limit = TWO_POW_53 - (TWO_POW_53 % n);
    let x: number;
    do {
      x = (this.gen.nextU32() >>> 11) * TWO_POW_32 + this.gen.nextU32();
    } while (x >= limit);
    return x % n;
  }

  /** A uniform integer in [lo, hi], both ends included. */
  int(lo: number, hi: number): number {
    if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi)) throw new RangeError(`int(lo, hi) needs safe integers, got ${lo}, ${hi}`);
    if (hi < lo) throw new RangeError(`int(lo, hi) needs lo <= hi, got ${lo}, ${hi}`);
    // hi - lo is exact below 2^53; at or above it, rounding could silently drop values.
    if (hi - lo >= TWO_POW_53) throw new RangeError(`int(lo, hi) needs hi - lo < 2^53, got ${lo}, ${hi}`);
    return lo + this.below(hi - lo + 1);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    if (!(p >= 0 && p <= 1)) throw new RangeError(`chance(p) needs 0 <= p <= 1, got ${p}`);
    return this.float() < p;
  }

  /**
   * A normal deviate by Marsaglia's polar method: exact (no table approximations), and the second
   * deviate of each pair is kept for the next call (it is part of the saved state).
   */
  normal(mean = 0, sd = 1): number {
    if (this.spare !== null) {
      const z = this.spare;
      this.spare = null;
      return mean + sd * z;
    }
    let u: number;
    let v: number;
    let s: number;
    do {
      u = 2 * this.float() - 1;
      v = 2 * this.float() - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    const factor = Math.sqrt((-2 * Math.log(s)) / s);
    this.spare = v * factor;
    return mean + sd * u * factor;
  }

  /** A uniformly chosen element. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("pick() from an empty list");
    return items[this.below(items.length)]!;
  }

  /** Fisher–Yates (Durstenfeld) shuffle in place; every order equally likely. Returns `items`. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
    return items;
  }

  /** A shuffled copy; the input is left as it was. */
  shuffled<T>(items: readonly T[]): T[] {
    return this.shuffle(items.slice());
  }
}
