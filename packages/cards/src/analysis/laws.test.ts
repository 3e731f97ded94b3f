import { successions, risingSequences } from "../shuffle/stats.ts";
import { describe, expect, it } from "vitest";
import { guessScore, landsInHand, risingOf, sortedLands, successionsOf, wovenLands } from "./deck-stats.ts";
import { harmonic, hypergeometric, meanInterval, normalQuantile, risingNullLaw, successionNullLaw, wilson } from "./laws.ts";

/** All orders of 0..n−1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

describe("null laws against brute force over all orders", () => {
  for (const n of [3, 5, 7]) {
    const perms = permutations(n);
    it(`rising sequences and successions, n = ${n}`, () => {
      const r = new Array<number>(n).fill(0);
      const s = new Array<number>(n).fill(0);
      let guess = 0;
      const seen = new Uint8Array(n);
      for (const p of perms) {
        r[risingSequences(p) - 1]! += 1 / perms.length;
        s[successions(p)]! += 1 / perms.length;
        guess += guessScore(Int32Array.from(p), seen) / perms.length;
      }
      risingNullLaw(n).forEach((p, i) => expect(p).toBeCloseTo(r[i]!, 12));
      successionNullLaw(n).forEach((p, i) => expect(p).toBeCloseTo(s[i]!, 12));
      expect(guess).toBeCloseTo(harmonic(n), 12);
    });
  }
  it("succession law has mean (n−1)/n for 60 cards", () => {
    const law = successionNullLaw(60);
    expect(law.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(law.reduce((m, p, k) => m + k * p, 0)).toBeCloseTo(59 / 60, 12);
  });
  it("hypergeometric: 24 lands, opening 7", () => {
    const law = hypergeometric(60, 24, 7);
    expect(law.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(law.reduce((m, p, x) => m + x * p, 0)).toBeCloseTo(2.8, 12);
    // C(24,0)·C(36,7)/C(60,7) = 8347680/386206920
    expect(law[0]).toBeCloseTo(8347680 / 386206920, 14);
  });
});

describe("deck statistics", () => {
  it("agree with core's on random orders", () => {
    for (const p of permutations(6)) {
      const d = Int32Array.from(p);
      expect(risingOf(d)).toBe(risingSequences(p));
      expect(successionsOf(d).plain).toBe(successions(p));
    }
  });
  it("cyclic successions: every rotation keeps all n", () => {
    expect(successionsOf(Int32Array.from([3, 4, 0, 1, 2]))).toEqual({ plain: 3, cyclic: 5 });
    expect(successionsOf(Int32Array.from([4, 3, 2, 1, 0])).cyclic).toBe(0);
  });
  it("guessing scores the sorted deck n − 0 and a reversed one 1", () => {
    const seen = new Uint8Array(5);
    expect(guessScore(Int32Array.from([0, 1, 2, 3, 4]), seen)).toBe(5);
    expect(guessScore(Int32Array.from([4, 3, 2, 1, 0]), seen)).toBe(1); // only the last card
  });
  it("lands: sorted on top, woven evenly", () => {
    expect([...sortedLands(5, 2)]).toEqual([1, 1, 0, 0, 0]);
    const woven = wovenLands(60, 24);
    expect(woven.reduce((a, b) => a + b, 0)).toBe(24);
    for (let i = 0; i < 60; i += 5) expect([...woven.slice(i, i + 5)]).toEqual([0, 0, 1, 0, 1]); // 2 lands in every 5 cards
    expect(landsInHand(Int32Array.from([0, 1, 2, 3, 4]), sortedLands(5, 2), 3)).toBe(2);
  });
});

describe("intervals", () => {
  it("normal quantile and Wilson interval", () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 9);
    const [lo, hi] = wilson(50, 100, 1.96);
    expect(lo).toBeCloseTo(0.4038, 4);
    expect(hi).toBeCloseTo(0.5962, 4);
    expect(wilson(0, 0, 1.96)).toEqual([0, 1]);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
  it("mean interval", () => {
    const m = meanInterval(10, 30, 4, 2); // values 1,2,3,4: mean 2.5, sd √(5/3)
    expect(m.mean).toBe(2.5);
    expect(m.sd).toBeCloseTo(Math.sqrt(5 / 3), 12);
    expect(m.interval[0]).toBeCloseTo(2.5 - Math.sqrt(5 / 3), 12);
  });
});
