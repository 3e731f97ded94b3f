import { Rng } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { decompositions, describeDecomposition, isWinningHand } from "./agari.ts";
import { bruteChiitoitsuShanten, bruteKokushiShanten, bruteStandardShanten } from "./brute-force.ts";
import { adversarialHand, randomHand } from "./test-hands.ts";
import { parseCounts } from "./tiles.ts";

/** A random complete hand of k melds and a pair (within the 4-copy cap). */
function completeHand(rng: Rng, melds: number): number[] {
  for (;;) {
    const counts = new Array<number>(34).fill(0);
    counts[rng.below(34)]! += 2;
    for (let i = 0; i < melds; i++) {
      if (rng.chance(0.5)) counts[rng.below(34)]! += 3;
      else {
        const start = rng.below(3) * 9 + rng.below(7);
        for (let d = 0; d < 3; d++) counts[start + d]!++;
      }
    }
    if (counts.every((c) => c <= 4)) return counts;
  }
}

describe("agari", () => {
  it("lists every decomposition of an ambiguous hand", () => {
    const all = decompositions(parseCounts("111222333m456p77z")).map(describeDecomposition).sort();
    expect(all).toEqual(["111m 222m 333m 456p 77z", "123m 123m 123m 456p 77z"]);
    expect(decompositions(parseCounts("1122m3344p5566s77z")).map(describeDecomposition)).toContain("chiitoitsu 11m 22m 33p 44p 55s 66s 77z");
    expect(decompositions(parseCounts("19m19p19s12345677z")).map(describeDecomposition)).toEqual(["kokushi (pair 77z)"]);
  });
  it("does not count a quad as two pairs", () => {
    expect(isWinningHand(parseCounts("1111m3344p5566s77z"))).toBe(false);
  });
  it("works with calls (fewer concealed tiles) and rejects other counts", () => {
    expect(isWinningHand(parseCounts("55z"))).toBe(true);
    expect(isWinningHand(parseCounts("234m55z"))).toBe(true);
    expect(isWinningHand(parseCounts("234m5z"))).toBe(false);
  });
  it("agrees with the brute-force shanten (−1 exactly when winning) on complete and random hands", () => {
    const rng = Rng.from("agari");
    for (let i = 0; i < 400; i++) {
      const melds = [4, 3, 2, 1, 0][i % 5]!;
      const n = 3 * melds + 2;
      const hand = i % 3 === 0 ? completeHand(rng, melds) : i % 3 === 1 ? randomHand(rng, n) : adversarialHand(rng, n);
      let oracle = bruteStandardShanten(hand);
      if (n === 14) oracle = Math.min(oracle, bruteChiitoitsuShanten(hand), bruteKokushiShanten(hand));
      expect(isWinningHand(hand), JSON.stringify(hand)).toBe(oracle === -1);
    }
  });
});
