import { Rng } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { bruteChiitoitsuShanten, bruteKokushiShanten, bruteStandardShanten } from "./brute-force.ts";
import { effectiveTiles, rankDiscards } from "./efficiency.ts";
import { adversarialHand, randomHand } from "./test-hands.ts";
import { parseCounts } from "./tiles.ts";

/** Shanten straight from the brute-force definitions (the oracle). */
function oracle(counts: number[]): number {
  const n = counts.reduce((a, b) => a + b, 0);
  const standard = bruteStandardShanten(counts);
  return n >= 13 ? Math.min(standard, bruteChiitoitsuShanten(counts), bruteKokushiShanten(counts)) : standard;
}

/** Effective tiles by trying every draw against the oracle. */
function oracleAcceptance(counts: number[], seen: number[]): { kind: number; remaining: number }[] {
  const now = oracle(counts);
  const out: { kind: number; remaining: number }[] = [];
  for (let k = 0; k < 34; k++) {
    if (counts[k]! >= 4) continue;
    const remaining = Math.max(0, 4 - counts[k]! - seen[k]!);
    counts[k]!++;
    if (oracle(counts) < now) out.push({ kind: k, remaining });
    counts[k]!--;
  }
  return out;
}

describe("effective tiles", () => {
  it("a tenpai hand's effective tiles are its waits, minus visible copies", () => {
    const seen = parseCounts("1z");
    const result = effectiveTiles(parseCounts("123m456p789s1122z"), seen);
    expect(result).toEqual({
      shanten: 0,
      total: 3,
      tiles: [
        { kind: 27, tile: "1z", remaining: 1 },
        { kind: 28, tile: "2z", remaining: 2 },
      ],
    });
  });
  it("skips a draw that would be a fifth copy", () => {
    // 1111m + 23m…: 1m can never be drawn again.
    const result = effectiveTiles(parseCounts("1111m23p456p789s1z"));
    expect(result.tiles.some((t) => t.tile === "1m")).toBe(false);
  });
  it("equals the brute-force oracle on random and adversarial hands of every 3k+1 size", () => {
    const rng = Rng.from("ukeire");
    for (let i = 0; i < 60; i++) {
      const n = [13, 10, 7, 4, 1][i % 5]!;
      const hand = i % 2 === 0 ? randomHand(rng, n) : adversarialHand(rng, n);
      const seen = randomHand(rng, 6).map((c, k) => Math.min(c, 4 - hand[k]!));
      const got = effectiveTiles(hand, seen);
      expect(got.shanten).toBe(oracle(hand));
      expect(got.tiles.map(({ kind, remaining }) => ({ kind, remaining }))).toEqual(oracleAcceptance(hand, seen));
      expect(got.total).toBe(got.tiles.reduce((a, t) => a + t.remaining, 0));
    }
  });
});

describe("discard ranking", () => {
  it("ranks every discard by shanten, then effective tiles, best first", () => {
    const rng = Rng.from("discards");
    for (let i = 0; i < 20; i++) {
      const hand = i % 2 === 0 ? randomHand(rng, 14) : adversarialHand(rng, 14);
      const rows = rankDiscards(hand, { secondStep: "none" });
      expect(rows.length).toBe(hand.filter((c) => c > 0).length);
      expect(rows[0]!.shanten).toBe(oracle(hand));
      for (let r = 1; r < rows.length; r++) {
        const [a, b] = [rows[r - 1]!, rows[r]!];
        expect(a.shanten < b.shanten || (a.shanten === b.shanten && a.total >= b.total)).toBe(true);
      }
      const row = rows[i % rows.length]!;
      hand[row.discard]!--;
      expect(row.shanten).toBe(oracle(hand));
      expect(row.total).toBe(oracleAcceptance(hand, new Array<number>(34).fill(0)).reduce((a, t) => a + t.remaining, 0));
    }
  });
  it("breaks ties by the second step: a connected shape beats an isolated honour", () => {
    // 4m vs 1z both leave 1-shanten with the same first-step count? Here the second step decides
    // between equal rows; with "best", all rows that keep the shanten get a value.
    const rows = rankDiscards(parseCounts("1234m5678p3456s12z"), { secondStep: "best" });
    const best = rows.filter((r) => r.shanten === rows[0]!.shanten);
    expect(best.every((r) => r.secondStep > 0)).toBe(true);
    for (let r = 1; r < rows.length; r++) {
      const [a, b] = [rows[r - 1]!, rows[r]!];
      if (a.shanten === b.shanten && a.total === b.total) expect(a.secondStep).toBeGreaterThanOrEqual(b.secondStep);
    }
    expect(rows[0]!.tile === "1z" || rows[0]!.tile === "2z").toBe(true);
  });
  it("gives no second step at tenpai (the draw wins)", () => {
    const rows = rankDiscards(parseCounts("123m456p789s11222z"));
    expect(rows[0]).toMatchObject({ shanten: 0, secondStep: 0 });
  });
});
