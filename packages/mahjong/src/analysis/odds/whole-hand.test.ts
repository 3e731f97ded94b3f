// The whole-hand model: a value worked out by hand under its stated model, equality with the
// exact search at one draw (where the two models coincide), the turns, and its reach.
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { parseHand } from "../hand.ts";
import { shanten } from "../shanten.ts";
import { countsOf } from "../tiles.ts";
import { nearCompleteHand } from "./near-hands.ts";
import { discardOdds } from "./odds.ts";
import { wholeHandDiscards, wholeHandOdds } from "./whole-hand.ts";

describe("whole-hand odds", () => {
  it("a tenpai hand's outs never run out (other draws go back): win within T = 1 − Π (1 − outs / (W − t))", () => {
    // 123m456p789s1122z waits on 1z and 2z: 4 outs among 123 unseen tiles.
    const odds = wholeHandOdds(parseHand("123m456p789s1122z"), { draws: 17 });
    let miss = 1;
    for (let t = 0; t < 17; t++) miss *= 1 - 4 / (123 - t);
    expect(odds.win).toBeCloseTo(1 - miss, 12);
    expect(odds.tenpai).toBe(1);
    // The row with k draws left is the same hand held later: the last k draws of the 17.
    let lastMiss = 1;
    for (let t = 14; t < 17; t++) lastMiss *= 1 - 4 / (123 - t);
    expect(odds.turns.find((r) => r.drawsLeft === 3)!.win).toBeCloseTo(1 - lastMiss, 12);
    expect(odds.turns.map((r) => r.drawsLeft)).toEqual(Array.from({ length: 17 }, (_, i) => 17 - i));
  });

  test.prop([fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 3 })], { numRuns: 8 })(
    "equals the exact search at one draw, every discard, all three numbers",
    (seed, swaps) => {
      const hand = nearCompleteHand(`whole-hand-test-${seed}`, 14, swaps);
      const exact = discardOdds(hand, { draws: 1 });
      for (const row of wholeHandDiscards(hand, { draws: 1 })) {
        const e = exact.find((r) => r.discard === row.discard)!;
        expect(row.win).toBeCloseTo(e.win, 12);
        expect(row.tenpai).toBeCloseTo(e.tenpai, 12);
        expect(row.expectedScore).toBeCloseTo(e.expectedScore, 6);
      }
    },
  );

  it("fewer draws left never raise a number; more draws never lower it", () => {
    const [best] = wholeHandDiscards(parseHand("23456m34567p3457s"), { draws: 12 });
    for (let i = 1; i < best!.turns.length; i++) {
      expect(best!.turns[i]!.win).toBeLessThanOrEqual(best!.turns[i - 1]!.win);
      expect(best!.turns[i]!.expectedScore).toBeLessThanOrEqual(best!.turns[i - 1]!.expectedScore);
    }
    expect(best!.win).toBeGreaterThan(0.5);
  });

  it("takes hands up to 4-shanten: a farther hand is refused, farther discards are left out", () => {
    expect(() => wholeHandOdds(parseHand("147m258p369s1234z"), { draws: 17 })).toThrow(/up to 4-shanten/);
    const hand = parseHand("359m34679p2336s57z");
    const counts = countsOf(hand.concealed);
    const within = counts.flatMap((c, k) => {
      if (c === 0) return [];
      counts[k]!--;
      const s = shanten(counts, 13);
      counts[k]!++;
      return s <= 4 ? [k] : [];
    });
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(14);
    expect(
      wholeHandDiscards(hand, { draws: 17 })
        .map((r) => r.discard)
        .sort((a, b) => a - b),
    ).toEqual(within);
  });
});
