import { Rng } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { bruteChiitoitsuShanten, bruteKokushiShanten, bruteStandardShanten } from "./brute-force.ts";
import { chiitoitsuShanten, kokushiShanten, shanten, shantenBreakdown, standardShanten } from "./shanten.ts";
import { adversarialHand, PLAYABLE_SIZES, randomHand } from "./test-hands.ts";
import { parseCounts } from "./tiles.ts";

describe("published and hand-checked values", () => {
  // From the reference sheet (/work/shared/reference/mahjong.md) and standard examples.
  const cases: [string, number, number, number | null, number | null][] = [
    // hand, overall, standard, chiitoitsu, kokushi
    ["1111m123p112233s", 1, 1, 2, 9], // the 4-copy cap: every completion needs a fifth 1m
    ["123m456p789s1122z", 0, 0, 4, 8], // shanpon wait on 1z/2z
    ["19m19p19s1234567z", 0, 8, 6, 0], // thirteen-sided orphans wait
    ["1122m3344p5566s7z", 0, 3, 0, 10],
    ["1122m3344p5566s77z", -1, 3, -1, 10],
    ["11112222333344m", -1, -1, 5, 11], // 111 123 123 234 44: complete (chiitoitsu: quads count once)
    ["1111z234m567p789s", 1, 1, 5, 10], // an honour quad cannot be the wait
    ["1111222233334m", 0, 0, 6, 11], // 123×4 and a 4m single wait (one 4m in hand)
    ["1111m2222p3333s4z", 2, 2, 6, 10], // 4441: no tile can join a quad
    ["1111m", 1, 1, null, null], // with three calls: 111m waits on a fifth 1m
    ["11m", -1, -1, null, null],
    ["5z", 0, 0, null, null],
  ];
  it.each(cases)("%s", (text, overall, standard, chiitoitsu, kokushi) => {
    expect(shantenBreakdown(parseCounts(text))).toEqual({ shanten: overall, standard, chiitoitsu, kokushi });
  });
});

describe("standard shanten equals the brute-force definition", () => {
  it("on random hands of every playable size", () => {
    const rng = Rng.from("shanten-random");
    for (let i = 0; i < 1500; i++) {
      const n = PLAYABLE_SIZES[i % PLAYABLE_SIZES.length]!;
      const hand = randomHand(rng, n);
      expect(standardShanten(hand), JSON.stringify(hand)).toBe(bruteStandardShanten(hand));
    }
  });
  it("on adversarial hands (few kinds, quads, honours)", () => {
    const rng = Rng.from("shanten-adversarial");
    for (let i = 0; i < 3000; i++) {
      const n = PLAYABLE_SIZES[i % PLAYABLE_SIZES.length]!;
      const hand = adversarialHand(rng, n);
      expect(standardShanten(hand), JSON.stringify(hand)).toBe(bruteStandardShanten(hand));
    }
  });
  it("on every one-suit 13- and 14-tile hand drawn from 1–5 of one suit (exhaustive small class)", () => {
    // All hands using only 1m–5m with 13 or 14 tiles: the densest quad/triplet interactions.
    let checked = 0;
    const counts = new Array<number>(34).fill(0);
    const visit = (d: number, left: number) => {
      if (d === 5) {
        if (left === 0) {
          expect(standardShanten(counts)).toBe(bruteStandardShanten(counts));
          checked++;
        }
        return;
      }
      for (let c = 0; c <= Math.min(4, left); c++) {
        counts[d] = c;
        visit(d + 1, left - c);
      }
      counts[d] = 0;
    };
    visit(0, 13);
    visit(0, 14);
    expect(checked).toBeGreaterThan(50);
  });
});

describe("seven pairs and thirteen orphans equal their definitions", () => {
  it("on random and adversarial 13/14-tile hands", () => {
    const rng = Rng.from("special-forms");
    for (let i = 0; i < 4000; i++) {
      const n = i % 2 === 0 ? 13 : 14;
      const hand = i % 4 < 2 ? randomHand(rng, n) : adversarialHand(rng, n);
      expect(chiitoitsuShanten(hand)).toBe(bruteChiitoitsuShanten(hand));
      expect(kokushiShanten(hand)).toBe(bruteKokushiShanten(hand));
    }
  });
  it("counts a quad as one pair", () => {
    // 1m 2p 3p 4s 5s = five pairs (not six), six kinds: 6 − 5 + 1.
    expect(chiitoitsuShanten(parseCounts("1111m2233p4455s6z"))).toBe(2);
  });
});

describe("the hot path shanten() equals the oracles' minimum", () => {
  // shanten() has its own code (split shape index, tallies read from tables, the convolution
  // written out for 13/14 tiles), so it is checked against the independent oracles directly.
  it("on random and adversarial hands of every playable size", () => {
    const rng = Rng.from("hot-path");
    const wrong: string[] = [];
    for (let i = 0; i < 1500; i++) {
      const n = i % 3 === 0 ? PLAYABLE_SIZES[i % PLAYABLE_SIZES.length]! : 13 + (i % 2);
      const hand = i % 2 === 0 ? randomHand(rng, n) : adversarialHand(rng, n);
      const forms = [bruteStandardShanten(hand), ...(n >= 13 ? [bruteChiitoitsuShanten(hand), bruteKokushiShanten(hand)] : [])];
      if (shanten(hand) !== Math.min(...forms)) wrong.push(JSON.stringify(hand));
    }
    expect(wrong.slice(0, 3)).toEqual([]);
  });
});

describe("invariants", () => {
  it("a drawn tile changes shanten by at most one, and the best discard keeps it", () => {
    const rng = Rng.from("invariants");
    for (let i = 0; i < 500; i++) {
      const hand = randomHand(rng, 13);
      const before = shanten(hand);
      const draw = rng.below(34);
      if (hand[draw]! >= 4) continue;
      hand[draw]!++;
      const after = shanten(hand);
      expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
      let bestDiscard = Infinity;
      for (let k = 0; k < 34; k++) {
        if (hand[k] === 0) continue;
        hand[k]!--;
        bestDiscard = Math.min(bestDiscard, shanten(hand));
        hand[k]!++;
      }
      expect(bestDiscard).toBe(after);
    }
  });
});

describe("input checks", () => {
  it("rejects counts that cannot occur in play", () => {
    expect(() => shantenBreakdown(parseCounts("123m"))).toThrow(/3 concealed tiles cannot occur/);
    expect(() => shantenBreakdown(new Array<number>(34).fill(0))).toThrow(/0 concealed tiles/);
    const five = new Array<number>(34).fill(0);
    five[0] = 5;
    expect(() => shantenBreakdown(five)).toThrow(/5 copies/);
  });
});

describe("installTables", () => {
  it("accepts tables built elsewhere and rejects the wrong shape", async () => {
    const { buildGroupTable, installTables, shantenTables } = await import("./suit-table.ts");
    const built = shantenTables();
    expect(() => installTables({ ...built, honours: buildGroupTable(5, false) })).toThrow(/wrong shape/);
    installTables({ suit: built.suit, honours: buildGroupTable(7, false), buildMs: 0 });
    expect(shanten(parseCounts("1111m123p112233s"))).toBe(1);
  });
});
