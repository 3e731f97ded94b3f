import { describe, expect, it } from "vitest";
import { freshDeck } from "./routine.ts";
import { eulerianRow, riffleRisingLaw, risingSequences, successions } from "./stats.ts";

describe("deck statistics", () => {
  it("counts rising sequences and successions", () => {
    expect(risingSequences(freshDeck(10))).toBe(1);
    expect(risingSequences(freshDeck(10).reverse())).toBe(10);
    expect(risingSequences([0, 3, 1, 4, 2, 5])).toBe(2);
    expect(risingSequences([])).toBe(0);
    expect(successions(freshDeck(10))).toBe(9);
    expect(successions(freshDeck(10).reverse())).toBe(0);
    expect(successions([2, 3, 0, 1])).toBe(2);
  });

  it("computes Eulerian numbers", () => {
    expect(eulerianRow(1)).toEqual([1n]);
    expect(eulerianRow(4)).toEqual([1n, 11n, 11n, 1n]);
    const row = eulerianRow(10);
    expect(row.reduce((a, b) => a + b)).toBe(3628800n);
  });

  it("gives the exact Bayer–Diaconis law of rising sequences after k riffles", () => {
    for (const k of [1, 3, 7]) {
      const law = riffleRisingLaw(60, k);
      // Worpitzky's identity makes the probabilities sum to exactly 1.
      expect(Math.abs(law.reduce((a, b) => a + b) - 1)).toBeLessThan(1e-12);
    }
    const one = riffleRisingLaw(60, 1);
    expect(one[0]).toBeCloseTo(61 / 2 ** 60, 30);
    expect(one.slice(2).every((p) => p === 0)).toBe(true);
  });
});

describe("ratio", () => {
  it("divides big integers to the nearest double, tiny or huge", async () => {
    const { ratio } = await import("./stats.ts");
    expect(ratio(1n, 3n)).toBe(1 / 3);
    expect(ratio(0n, 5n)).toBe(0);
    expect(ratio(61n, 2n ** 60n)).toBe(61 / 2 ** 60);
    expect(ratio(10n ** 400n, 10n ** 399n)).toBe(10);
    expect(ratio(2n ** 70n + 1n, 1n)).toBe(2 ** 70);
  });
});
