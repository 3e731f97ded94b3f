import { describe, expect, it } from "vitest";
import { KIND_COUNT } from "../analysis/tiles.ts";
import { combinedDanger, dangerAgainst } from "./danger.ts";

const NONE = new Array<number>(KIND_COUNT).fill(0);
const m = (n: number): number => n - 1;
const z = (n: number): number => 27 + n - 1;

describe("dangerAgainst", () => {
  it("gives genbutsu and tiles passed after the riichi no danger", () => {
    const d = dangerAgainst({ discards: [m(5)], passedAfterRiichi: [m(7)] }, NONE);
    expect(d[m(5)]).toBe(0);
    expect(d[m(7)]).toBe(0);
    expect(d[m(6)]).toBeGreaterThan(0);
  });

  it("orders suji below non-suji for every number", () => {
    // 4m in the river: 1m and 7m are suji (one side), 5m... is not.
    const d = dangerAgainst({ discards: [m(4)], passedAfterRiichi: [] }, NONE);
    const bare = dangerAgainst({ discards: [], passedAfterRiichi: [] }, NONE);
    expect(d[m(1)]).toBeLessThan(bare[m(1)]!);
    expect(d[m(7)]).toBeLessThan(bare[m(7)]!);
    // 7m has only its low side (56m waits 4m-7m), 1m only its high one (23m waits 1m-4m).
    expect(d[m(5)]).toBe(bare[m(5)]);
  });

  it("needs both suji to make a middle tile suji, one gives half", () => {
    const half = dangerAgainst({ discards: [m(2)], passedAfterRiichi: [] }, NONE)[m(5)]!;
    const both = dangerAgainst({ discards: [m(2), m(8)], passedAfterRiichi: [] }, NONE)[m(5)]!;
    const none = dangerAgainst({ discards: [], passedAfterRiichi: [] }, NONE)[m(5)]!;
    expect(both).toBeLessThan(half);
    expect(half).toBeLessThan(none);
  });

  it("rates honours by the copies already seen", () => {
    const seen = [...NONE];
    const rates = [0, 1, 2, 3].map((n) => {
      seen[z(1)] = n;
      return dangerAgainst({ discards: [], passedAfterRiichi: [] }, seen)[z(1)]!;
    });
    expect(rates[3]).toBeLessThan(rates[2]!);
    expect(rates[2]).toBeLessThan(rates[1]!);
    expect(rates[1]).toBeLessThan(rates[0]!);
  });

  it("treats a side whose neighbour is all visible (kabe) like a suji side", () => {
    const seen = [...NONE];
    seen[m(2)] = 4; // every 2m is out, so no 23m shape can wait on 1m
    const walled = dangerAgainst({ discards: [], passedAfterRiichi: [] }, seen)[m(1)]!;
    const suji = dangerAgainst({ discards: [m(4)], passedAfterRiichi: [] }, NONE)[m(1)]!;
    expect(walled).toBe(suji);
  });

  it("orders the classes as the statistics do: terminal suji < 2/8 suji < 3/7 suji < middle non-suji", () => {
    const d = dangerAgainst({ discards: [m(4), m(5), m(6)], passedAfterRiichi: [] }, NONE);
    const bare = dangerAgainst({ discards: [], passedAfterRiichi: [] }, NONE);
    expect(d[m(1)]).toBeLessThan(d[m(2)]!);
    expect(d[m(2)]).toBeLessThan(d[m(3)]!);
    expect(d[m(3)]).toBeLessThan(bare[m(5)]!);
  });
});

describe("combinedDanger", () => {
  it("adds each threat's rate times its weight", () => {
    const a = dangerAgainst({ discards: [m(1)], passedAfterRiichi: [] }, NONE);
    const b = dangerAgainst({ discards: [m(9)], passedAfterRiichi: [] }, NONE);
    const c = combinedDanger([a, b], [8000, 2000]);
    expect(c[m(1)]).toBeCloseTo(b[m(1)]! * 2000);
    expect(c[m(9)]).toBeCloseTo(a[m(9)]! * 8000);
  });
});
