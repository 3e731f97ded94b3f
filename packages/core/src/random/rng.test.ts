import { inputErrorText } from "../testing.ts";
import { createHash } from "node:crypto";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { InputError } from "../errors.ts";
import { Rng } from "./rng.ts";
import { Xoshiro128StarStar } from "./xoshiro128.ts";

const draws = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.u32());

describe("Rng seeding", () => {
  it("seeds xoshiro128** with the first 16 bytes of SHA-256(seed), little-endian", () => {
    const digest = createHash("sha256").update("pocket-arcade", "utf8").digest();
    const words = [0, 4, 8, 12].map((i) => digest.readUInt32LE(i));
    const reference = new Xoshiro128StarStar(words);
    expect(draws(Rng.from("pocket-arcade"), 8)).toEqual(Array.from({ length: 8 }, () => reference.nextU32()));
  });

  it("gives these exact values for the seed pocket-arcade, on every device, forever", () => {
    // A change here changes every shared seed and every saved replay: bump the rules versions.
    expect(draws(Rng.from("pocket-arcade"), 5)).toEqual([2310080869, 4007398290, 2527208189, 446439574, 3917628813]);
    expect(draws(Rng.from("pocket-arcade").fork("pieces"), 3)).toEqual([1339273747, 2076254213, 4175090897]);
    expect(draws(Rng.from("pocket-arcade", "lcg31"), 3)).toEqual([2278647500, 4014165326, 4186574504]);
  });

  it("rejects unknown generators", () => {
    expect(inputErrorText(() => Rng.from("x", "mt19937" as "lcg31"))).toMatch(/unknown generator "mt19937"/);
  });

  test.prop([fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !/[\u0000-\u001f\u007f]/.test(s))])("the same seed gives the same stream", (seed) => {
    expect(draws(Rng.from(seed), 4)).toEqual(draws(Rng.from(seed), 4));
  });
});

describe("Rng.fork", () => {
  it("does not depend on how much the parent has drawn, and does not move the parent", () => {
    const a = Rng.from("s");
    const b = Rng.from("s");
    draws(b, 100);
    expect(draws(a.fork("garbage"), 5)).toEqual(draws(b.fork("garbage"), 5));
    const c = Rng.from("s");
    const garbage = c.fork("garbage");
    draws(garbage, 50);
    expect(draws(c, 5)).toEqual(draws(Rng.from("s"), 5));
  });

  it("gives different streams for different labels and from different parents", () => {
    const root = Rng.from("s");
    expect(draws(root.fork("pieces"), 3)).not.toEqual(draws(root.fork("garbage"), 3));
    expect(draws(root.fork("pieces"), 3)).not.toEqual(draws(root, 3));
    expect(draws(Rng.from("t").fork("pieces"), 3)).not.toEqual(draws(Rng.from("s").fork("pieces"), 3));
    expect(draws(root.fork("a").fork("b"), 3)).not.toEqual(draws(root.fork("b").fork("a"), 3));
  });

  it("keeps the generator kind", () => {
    expect(Rng.from("s", "lcg31").fork("x").generator).toBe("lcg31");
  });
});

describe("Rng state", () => {
  test.prop([
    fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim() === s && !/[\u0000-\u001f\u007f]/.test(s)),
    fc.nat(200),
    fc.constantFrom("xoshiro128**", "lcg31" as const),
  ])("restores exactly from JSON after any number of draws, normal spare included", (seed, n, generator) => {
    const rng = Rng.from(seed, generator);
    draws(rng, n);
    if (n % 2 === 1) rng.normal();
    const copy = Rng.fromJSON(JSON.parse(JSON.stringify(rng)));
    expect(copy.normal()).toBe(rng.normal());
    expect(draws(copy, 10)).toEqual(draws(rng, 10));
    expect(draws(copy.fork("f"), 3)).toEqual(draws(rng.fork("f"), 3));
  });

  it("explains what is wrong with a bad saved state", () => {
    const good = Rng.from("s").toJSON();
    const cases: [unknown, RegExp][] = [
      [null, /^rng: must be an object, got null/],
      [[], /^rng: must be an object, got an array/],
      [{ ...good, generator: "mt" }, /^rng\.generator: unknown generator "mt"/],
      [{ ...good, key: "xyz" }, /^rng\.key: must be 64 lowercase hex digits/],
      [{ ...good, state: "1,2,3,4" }, /^rng\.state: must be an array/],
      [{ ...good, state: [0, 0, 0, 0] }, /^rng\.state: .*all zero/],
      [{ ...good, state: [1, 2] }, /^rng\.state: .*four unsigned/],
      [{ ...good, generator: "lcg31", state: [1, 2] }, /^rng\.state: lcg31 state is one word/],
      [{ ...good, spare: "0.5" }, /^rng\.spare: must be a finite number or null/],
    ];
    for (const [json, message] of cases) {
      expect(() => Rng.fromJSON(json)).toThrow(InputError);
      expect(inputErrorText(() => Rng.fromJSON(json))).toMatch(message);
    }
  });
});

describe("Rng draws", () => {
  it("float() is in [0, 1) and uses 53 bits", () => {
    const rng = Rng.from("float");
    let oddMantissa = 0;
    for (let i = 0; i < 10_000; i++) {
      const x = rng.float();
      expect(x >= 0 && x < 1).toBe(true);
      if ((x * 2 ** 53) % 2 === 1) oddMantissa++;
    }
    // Half of all 53-bit values are odd; a 32-bit float would never be.
    expect(oddMantissa).toBeGreaterThan(4500);
    expect(oddMantissa).toBeLessThan(5500);
  });

  test.prop([fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 45 }), fc.nat(1000)])(
    "int(lo, hi) stays within [lo, hi]",
    (lo, width, seed) => {
      const rng = Rng.from(seed);
      for (let i = 0; i < 20; i++) {
        const x = rng.int(lo, lo + width);
        expect(Number.isInteger(x) && x >= lo && x <= lo + width).toBe(true);
      }
    },
  );

  it("int() is unbiased where a plain modulo would not be (32-bit range)", () => {
    // n = 3·2^30: a plain u32 % n would land in [0, 2^30) half the time instead of a third.
    const rng = Rng.from("bias-32");
    const n = 3 * 2 ** 30;
    let low = 0;
    const trials = 30_000;
    for (let i = 0; i < trials; i++) if (rng.int(0, n - 1) < 2 ** 30) low++;
    expect(Math.abs(low / trials - 1 / 3)).toBeLessThan(0.012); // 4.4 standard errors
  });

  it("int() is unbiased in the multiply-shift range (n <= 2^21), redraws included", () => {
    // n = 3·2^20: one draw in 4096 lands in the rejected zone and is drawn again.
    const rng = Rng.from("bias-21");
    const n = 3 * 2 ** 20;
    const counts = [0, 0, 0];
    const trials = 60_000;
    for (let i = 0; i < trials; i++) counts[Math.floor(rng.below(n) / 2 ** 20)]!++;
    const chi2 = counts.reduce((sum, c) => sum + (c - trials / 3) ** 2 / (trials / 3), 0);
    expect(chi2).toBeLessThan(18.4); // df 2, p = 0.0001
  });

  it("int() is unbiased above 2^32 too (53-bit range)", () => {
    const rng = Rng.from("bias-53");
    const n = 3 * 2 ** 51;
    let low = 0;
    const trials = 30_000;
    for (let i = 0; i < trials; i++) if (rng.int(0, n - 1) < 2 ** 51) low++;
    expect(Math.abs(low / trials - 1 / 3)).toBeLessThan(0.012);
  });

  it("int() hits every value of a small range about equally (chi-square)", () => {
    const rng = Rng.from("dice");
    const counts = new Array<number>(6).fill(0);
    const trials = 60_000;
    for (let i = 0; i < trials; i++) counts[rng.int(1, 6) - 1]!++;
    const chi2 = counts.reduce((sum, c) => sum + (c - trials / 6) ** 2 / (trials / 6), 0);
    expect(chi2).toBeLessThan(25.7); // df 5, p = 0.0001
  });

  it("rejects bad ranges", () => {
    const rng = Rng.from("x");
    expect(() => rng.int(5, 4)).toThrow(/lo <= hi/);
    expect(() => rng.int(0.5, 4)).toThrow(/safe integers/);
    expect(() => rng.int(-1, 2 ** 53 - 1)).toThrow(/hi - lo < 2\^53/);
    expect(() => rng.below(2 ** 53 + 2)).toThrow(/<= 2\^53/);
    expect(() => rng.below(0)).toThrow(/1 <= n/);
    expect(() => rng.chance(1.5)).toThrow(/0 <= p <= 1/);
    expect(() => rng.pick([])).toThrow(/empty/);
  });

  it("normal() has the requested mean and standard deviation", () => {
    const rng = Rng.from("normal");
    const n = 100_000;
    let sum = 0;
    let sumSq = 0;
    let within1 = 0;
    for (let i = 0; i < n; i++) {
      const x = rng.normal(30, 5);
      sum += x;
      sumSq += x * x;
      if (Math.abs(x - 30) < 5) within1++;
    }
    const mean = sum / n;
    const sd = Math.sqrt(sumSq / n - mean * mean);
    expect(Math.abs(mean - 30)).toBeLessThan(0.07); // 4.4 standard errors of 5/sqrt(n)
    expect(Math.abs(sd - 5)).toBeLessThan(0.05);
    expect(Math.abs(within1 / n - 0.6827)).toBeLessThan(0.006); // the shape, not just two moments
  });

  it("chance(p) comes true with probability p", () => {
    const rng = Rng.from("chance");
    let hits = 0;
    for (let i = 0; i < 50_000; i++) if (rng.chance(0.7)) hits++;
    expect(Math.abs(hits / 50_000 - 0.7)).toBeLessThan(0.009);
    expect(rng.chance(0)).toBe(false);
    expect(rng.chance(1)).toBe(true);
  });

  it("pick() chooses every element", () => {
    const rng = Rng.from("pick");
    const seen = new Set(Array.from({ length: 200 }, () => rng.pick(["a", "b", "c"])));
    expect([...seen].sort()).toEqual(["a", "b", "c"]);
  });

  it("shuffle() makes every order of 4 equally likely (chi-square over 24 orders)", () => {
    const rng = Rng.from("fisher-yates");
    const counts = new Map<string, number>();
    const trials = 48_000;
    for (let i = 0; i < trials; i++) {
      const key = rng.shuffle([0, 1, 2, 3]).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const expected = trials / 24;
    const chi2 = [...counts.values()].reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(55.5); // df 23, p = 0.0002
  });

  test.prop([fc.array(fc.integer(), { maxLength: 60 }), fc.nat()])("shuffled() returns a permutation and leaves its input alone", (items, seed) => {
    const before = items.slice();
    const out = Rng.from(seed).shuffled(items);
    expect(items).toEqual(before);
    expect(out.slice().sort((a, b) => a - b)).toEqual(before.slice().sort((a, b) => a - b));
  });
});
