import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { Rng } from "@arcade/core";
import { cut } from "./cut.ts";
import { deal } from "./deal.ts";
import { faro } from "./faro.ts";
import { hindu } from "./hindu.ts";
import { riffle } from "./riffle.ts";
import { applyMethod, freshDeck, SHUFFLE_METHODS } from "./routine.ts";
import { riffleRisingLaw, risingSequences } from "./stats.ts";

function meanAndSd(values: number[]): [number, number] {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
  return [mean, Math.sqrt(variance)];
}

function binomial(a: number, b: number): number {
  if (b < 0 || b > a) return 0;
  let r = 1;
  for (let i = 0; i < b; i++) r = (r * (a - i)) / (i + 1);
  return r;
}

describe("every method", () => {
  test.prop([fc.constantFrom(...SHUFFLE_METHODS), fc.integer({ min: 0, max: 80 }), fc.nat()])(
    "returns a permutation of the deck and leaves the input alone",
    (method, n, seed) => {
      const deck = freshDeck(n);
      const out = applyMethod(deck, method, Rng.from(seed));
      expect(deck).toEqual(freshDeck(n));
      expect(out.slice().sort((a, b) => a - b)).toEqual(deck);
    },
  );
});

describe("cut", () => {
  test.prop([fc.integer({ min: 2, max: 100 }), fc.nat()])("is a rotation that moves at least one card", (n, seed) => {
    const out = cut(freshDeck(n), Rng.from(seed));
    const s = out.indexOf(0) === 0 ? 0 : n - out.indexOf(0);
    expect(s).toBeGreaterThanOrEqual(1);
    expect(out).toEqual([...freshDeck(n).slice(s), ...freshDeck(n).slice(0, s)]);
  });

  it("splits at N(n/2, 5) (the paper's N(30, 5) for 60 cards)", () => {
    const rng = Rng.from("cut");
    const splits = Array.from({ length: 20_000 }, () => 60 - cut(freshDeck(60), rng).indexOf(0));
    const [mean, sd] = meanAndSd(splits);
    expect(Math.abs(mean - 30)).toBeLessThan(0.15);
    // Rounding to whole cards adds 1/12 to the variance.
    expect(Math.abs(sd - Math.sqrt(25 + 1 / 12))).toBeLessThan(0.12);
  });

  it("clamps the split to 1..n-1", () => {
    const rng = Rng.from("wide");
    const splits = new Set(Array.from({ length: 2000 }, () => 10 - cut(freshDeck(10), rng, { sd: 100 }).indexOf(0)));
    expect(splits.has(1) && splits.has(9)).toBe(true);
    expect(splits.has(10) || splits.has(0)).toBe(false);
    expect(cut([7], rng)).toEqual([7]);
  });
});

describe("hindu", () => {
  /** Splits a Hindu-shuffled fresh deck into its packets (each a run c, c+1, ...), bottom first. */
  function packets(out: number[]): number[][] {
    const runs: number[][] = [];
    for (const card of out) {
      const run = runs.at(-1);
      if (run && card === run.at(-1)! + 1) run.push(card);
      else runs.push([card]);
    }
    return runs.reverse();
  }

  test.prop([fc.integer({ min: 1, max: 100 }), fc.nat(), fc.integer({ min: 1, max: 30 })])(
    "lays packets from the top onto the new pile: packet order reverses, order within a packet stays",
    (n, seed, h) => {
      const out = hindu(freshDeck(n), Rng.from(seed), { packet: h });
      expect(packets(out).flat()).toEqual(freshDeck(n));
    },
  );

  it("takes packets of N(h, h/6) cards", () => {
    const rng = Rng.from("hindu");
    // The first packet taken is never cut short by the end of the deck.
    const sizes = Array.from({ length: 20_000 }, () => packets(hindu(freshDeck(60), rng))[0]!.length);
    const [mean, sd] = meanAndSd(sizes);
    expect(Math.abs(mean - 10)).toBeLessThan(0.05);
    expect(Math.abs(sd - Math.sqrt((10 / 6) ** 2 + 1 / 12))).toBeLessThan(0.05);
    // Packets of 5 and 20 as in the paper's other experiments.
    const small = packets(hindu(freshDeck(60), rng, { packet: 5 }));
    expect(small.length).toBeGreaterThan(8);
  });
});

describe("riffle (Gilbert–Shannon–Reeds)", () => {
  test.prop([fc.integer({ min: 0, max: 100 }), fc.nat()])("interleaves two packets: at most 2 rising sequences", (n, seed) => {
    expect(risingSequences(riffle(freshDeck(n), Rng.from(seed)))).toBeLessThanOrEqual(2);
  });

  it("gives each of the 11 two-packet orders of 4 cards probability 1/16 and the identity 5/16", () => {
    const rng = Rng.from("gsr-4");
    const counts = new Map<string, number>();
    const trials = 64_000;
    for (let i = 0; i < trials; i++) {
      const key = riffle(freshDeck(4), rng).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(12);
    let chi2 = 0;
    for (const [key, count] of counts) {
      const expected = (trials * (key === "0123" ? 5 : 1)) / 16;
      chi2 += (count - expected) ** 2 / expected;
    }
    expect(chi2).toBeLessThan(35.9); // df 11, p = 0.0002
  });

  it("moves a card from i to j with the closed-form GSR probability", () => {
    // K[i][j] = C(j, i) / 2^(j+1) + C(n-1-j, n-1-i) / 2^(n-j)
    const n = 10;
    const trials = 100_000;
    const rng = Rng.from("kernel");
    const counts = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (let t = 0; t < trials; t++) riffle(freshDeck(n), rng).forEach((card, j) => counts[card]![j]!++);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const exact = binomial(j, i) / 2 ** (j + 1) + binomial(n - 1 - j, n - 1 - i) / 2 ** (n - j);
        expect(Math.abs(counts[i]![j]! / trials - exact)).toBeLessThan(0.006);
      }
    }
  });

  it("matches the exact mean number of rising sequences after 3 riffles of 60 cards, which a half-split 50/50 model misses", () => {
    const law = riffleRisingLaw(60, 3);
    const exactMean = law.reduce((sum, p, i) => sum + p * (i + 1), 0);
    const rng = Rng.from("rising");
    const trials = 20_000;
    let sum = 0;
    for (let t = 0; t < trials; t++) sum += risingSequences(riffle(riffle(riffle(freshDeck(60), rng), rng), rng));
    // Exact mean 7.98; the standard error over 20 000 decks is about 0.007.
    expect(Math.abs(sum / trials - exactMean)).toBeLessThan(0.03);

    // The common simulator bug: cut exactly in half and drop from either side 50/50.
    const naive = (deck: number[]) => {
      const top = deck.slice(0, 30);
      const bottom = deck.slice(30);
      const out: number[] = [];
      while (top.length && bottom.length) out.push((rng.u32() & 1 ? top : bottom).shift()!);
      return [...out, ...top, ...bottom];
    };
    let naiveSum = 0;
    for (let t = 0; t < trials; t++) naiveSum += risingSequences(naive(naive(naive(freshDeck(60)))));
    // It comes out near 7.85: far outside the tolerance above, so this test can tell the two apart.
    expect(exactMean - naiveSum / trials).toBeGreaterThan(0.09);
  });
});

describe("perfect faro", () => {
  it("interleaves exact halves, out keeping the top card, in moving it to second", () => {
    expect(faro(freshDeck(6), "out")).toEqual([0, 3, 1, 4, 2, 5]);
    expect(faro(freshDeck(6), "in")).toEqual([3, 0, 4, 1, 5, 2]);
    expect(faro(freshDeck(5), "out")).toEqual([0, 3, 1, 4, 2]);
    expect(faro(freshDeck(5), "in")).toEqual([2, 0, 3, 1, 4]);
    expect(faro(freshDeck(6))).toEqual(faro(freshDeck(6), "out"));
  });

  function period(n: number, kind: "in" | "out"): number {
    let deck = faro(freshDeck(n), kind);
    let k = 1;
    while (deck.some((c, i) => c !== i)) {
      deck = faro(deck, kind);
      k++;
    }
    return k;
  }

  it("restores the deck after the order of 2 modulo n-1 (out) or n+1 (in)", () => {
    expect(period(52, "out")).toBe(8);
    expect(period(52, "in")).toBe(52);
    expect(period(60, "out")).toBe(58); // the order of 2 mod 59
    expect(period(60, "in")).toBe(60); // the order of 2 mod 61
  });
});

describe("deal into piles", () => {
  it("follows new[q·j + m] = old[k·(q-1-m) + j] for 60 cards in 10 piles", () => {
    const out = deal(freshDeck(60), { piles: 10 });
    for (let j = 0; j < 10; j++) for (let m = 0; m < 6; m++) expect(out[6 * j + m]).toBe(10 * (5 - m) + j);
    expect(deal(freshDeck(60))).toEqual(out);
  });

  it("handles decks that do not divide evenly (pile 0 on top, last card dealt on top of its pile)", () => {
    expect(deal(freshDeck(7), { piles: 3 })).toEqual([6, 3, 0, 4, 1, 5, 2]);
    expect(() => deal(freshDeck(7), { piles: 0 })).toThrow(/positive whole number/);
  });
});
