import { describe, expect, it } from "vitest";
import { belowPrecision, eulerian, factorial, log2DistanceBound, riffleDistance, riffleDistanceNumbers, rifflesNeeded, riffleTvNumber } from "./exact-tv.ts";
import { toDecimal, toNumber } from "./fraction.ts";

describe("exact TV after k riffles", () => {
  it("reproduces Bayer & Diaconis's published table for 52 cards (k = 5..10)", () => {
    // Bayer & Diaconis 1992, Table 1: 0.924 0.614 0.334 0.167 0.085 0.043; k ≤ 4 print as 1.000.
    const published = [1, 1, 1, 1, 0.924, 0.614, 0.334, 0.167, 0.085, 0.043];
    published.forEach((tv, i) => expect(riffleDistanceNumbers(52, i + 1).tv).toBeCloseTo(tv, 3));
  });
  it("matches brute-force enumeration of a-shuffles for small decks", () => {
    // Independent model: an a-shuffle is n digits in [0, a) read as an inverse shuffle (stable sort
    // by digit). Enumerate all a^n digit strings, tally the orders, and compute TV with fractions.
    for (const [n, k] of [
      [3, 1],
      [4, 1],
      [4, 2],
      [5, 2],
      [3, 3],
    ] as const) {
      const a = 2 ** k;
      const tally = new Map<string, number>();
      for (let code = 0; code < a ** n; code++) {
        const digits = Array.from({ length: n }, (_, i) => Math.floor(code / a ** i) % a);
        const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => digits[x]! - digits[y]! || x - y);
        tally.set(order.join(","), (tally.get(order.join(",")) ?? 0) + 1);
      }
      const nf = Number(factorial(n));
      const total = a ** n;
      let twiceTv = (nf - tally.size) / nf; // unreachable orders
      for (const count of tally.values()) twiceTv += Math.abs(count / total - 1 / nf);
      const d = riffleDistance(n, k);
      expect(toNumber(d.tv)).toBeCloseTo(twiceTv / 2, 12);
      // Separation: 1 − n!·min P, with min over all orders (0 if one is unreachable).
      const min = tally.size < nf ? 0 : Math.min(...tally.values()) / total;
      expect(toNumber(d.separation)).toBeCloseTo(1 - nf * min, 12);
    }
  });
  it("separation equals the product formula 1 − ∏(1 − i/2^k)", () => {
    for (const k of [6, 8, 10, 12]) {
      let prod = 1;
      for (let i = 1; i < 60; i++) prod *= 1 - i / 2 ** k;
      expect(riffleDistanceNumbers(60, k).separation).toBeCloseTo(1 - prod, 12);
    }
  });
  it("Worpitzky: the probabilities sum to exactly one", () => {
    for (const [n, k] of [
      [60, 3],
      [60, 9],
      [17, 2],
    ] as const) {
      const a = 2n ** BigInt(k);
      const row = eulerian(n);
      let sum = 0n;
      row.forEach((count, i) => {
        let c = 1n;
        const top = a + BigInt(n) - BigInt(i + 1);
        for (let j = 0n; j < BigInt(n); j++) c = (c * (top - j)) / (j + 1n);
        sum += count * c;
      });
      expect(sum).toBe(a ** BigInt(n));
    }
    expect(eulerian(60).reduce((x, y) => x + y)).toBe(factorial(60));
  });
  it("k = 0 is the fixed deck: TV = 1 − 1/n!", () => {
    expect(riffleDistance(4, 0).tv).toEqual({ num: 23n, den: 24n });
  });
  it("keeps the digits doubles lose: 1 − TV after 4 riffles of 60 cards", () => {
    const d = riffleDistance(60, 4);
    expect(toNumber(d.tv)).toBeLessThan(1);
    expect(toDecimal(d.tv, 30)).toMatch(/^0\.9999999999/);
  });
  it("rifflesNeeded answers 'how many riffles for 52 cards' from the exact TV", () => {
    expect(rifflesNeeded(52, 0.5)).toBe(7);
    expect(rifflesNeeded(52, 0.1)).toBe(9);
    expect(rifflesNeeded(52, 0, 3)).toBeNull();
  });
  it("rejects bad sizes", () => {
    expect(() => riffleDistance(0, 1)).toThrow(RangeError);
  });
});

describe("toDecimal", () => {
  it("rounds half up at the last digit", () => {
    expect(toDecimal({ num: 1n, den: 3n }, 5)).toBe("0.33333");
    expect(toDecimal({ num: 2n, den: 3n }, 5)).toBe("0.66667");
    expect(toDecimal({ num: 7n, den: 2n }, 0)).toBe("4");
  });
});

describe("exact TV for many riffles", () => {
  /** The textbook sum Σ A·|C·n! − a^n| / (2·a^n·n!), term by term, unreduced: an independent reference. */
  function plainTv(n: number, k: number): { num: bigint; den: bigint } {
    const a = 1n << BigInt(k);
    const nf = factorial(n);
    const total = a ** BigInt(n);
    const row = eulerian(n);
    let num = 0n;
    for (let r = 1; r <= n; r++) {
      let c = 1n; // C(a + n − r, n)
      for (let i = 0n; i < BigInt(n); i++) c = (c * (a + BigInt(n - r) - i)) / (i + 1n);
      const diff = c * nf - total;
      num += row[r - 1]! * (diff < 0n ? -diff : diff);
    }
    return { num, den: 2n * total * nf };
  }

  it("equals the term-by-term sum, in lowest terms", () => {
    for (const [n, k] of [
      [5, 3],
      [13, 4],
      [30, 9],
      [52, 7],
      [60, 40],
    ] as const) {
      const d = riffleDistance(n, k);
      const plain = plainTv(n, k);
      expect(d.tv.num * plain.den, `${n}/${k}`).toBe(plain.num * d.tv.den);
      let [x, y] = [d.tv.num, d.tv.den];
      while (y !== 0n) [x, y] = [y, x % y];
      expect(x, `${n}/${k} in lowest terms`).toBe(1n);
    }
  });

  it("the bound n(n−1)/2^(k+1) lies above both distances", () => {
    for (const [n, k] of [
      [10, 8],
      [52, 12],
      [52, 30],
      [200, 40],
    ] as const) {
      const d = riffleDistance(n, k);
      const bound = 2 ** log2DistanceBound(n, k);
      expect(toNumber(d.separation)).toBeLessThanOrEqual(bound);
      expect(toNumber(d.tv)).toBeLessThanOrEqual(toNumber(d.separation));
    }
  });

  it("skips the integers only where everything printed is 0", () => {
    expect(belowPrecision(60, 1000, 30)).toBe(false);
    expect(belowPrecision(60, 1200, 30)).toBe(true);
    expect(riffleTvNumber(60, 1200)).toBe(0);
    // Just above the cut, the exact value is still computed (and rounds to 0 as a double too).
    expect(riffleTvNumber(60, 1086)).toBe(toNumber(riffleDistance(60, 1086).tv));
  });

  it("lets a caller stop a long computation", () => {
    expect(() =>
      riffleDistance(200, 20, () => {
        throw new Error("stop");
      }),
    ).toThrow("stop");
  });
});
