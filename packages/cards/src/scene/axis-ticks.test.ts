import { describe, expect, it } from "vitest";
import { axisTicks, tickStep } from "./axis-ticks.ts";

describe("the heatmap's axis numbers", () => {
  it("round steps leaving a handful of numbers", () => {
    expect([10, 52, 60, 200].map((n) => tickStep(n))).toEqual([2, 10, 10, 50]);
  });

  it("52 cards on a 300 px side: 1, 10, 20, … 50 at their cells' centres", () => {
    const ticks = axisTicks(52, 300);
    expect(ticks.map((t) => t.position)).toEqual([1, 10, 20, 30, 40, 50]);
    const cell = 300 / 52;
    expect(ticks[1]!.at).toBeCloseTo(9.5 * cell, 9);
  });

  it("never two numbers closer than the gap, and none outside the side", () => {
    for (const [n, side, scale, offset] of [
      [60, 120, 1, 0],
      [200, 300, 1, 0],
      [52, 300, 3, -400],
      [7, 50, 1, 0],
    ] as const) {
      const ticks = axisTicks(n, side, scale, offset);
      expect(ticks.length).toBeGreaterThan(0);
      ticks.forEach((t, i) => {
        expect(t.at).toBeGreaterThanOrEqual(0);
        expect(t.at).toBeLessThanOrEqual(side);
        if (i > 0) expect(t.at - ticks[i - 1]!.at).toBeGreaterThanOrEqual(18);
      });
    }
  });

  it("zoomed in 3× around the middle, the numbers in sight are the middle's, in finer steps", () => {
    const ticks = axisTicks(52, 300, 3, -300);
    expect(ticks[0]!.position).toBeGreaterThan(15);
    expect(ticks.at(-1)!.position).toBeLessThan(40);
    expect(ticks[1]!.position - ticks[0]!.position).toBeLessThanOrEqual(5);
  });
});
