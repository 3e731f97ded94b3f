// The up-front estimate: which requests run a pilot, and when the pilot's count refuses them.
import { describe, expect, it } from "vitest";
import { checkEstimate, GROWTH_PER_DRAW } from "./estimate.ts";
import { OddsTooExpensive, tooExpensive } from "./limits.ts";

describe("checkEstimate", () => {
  it("runs no pilot below 4 draws", () => {
    const asked: number[] = [];
    checkEstimate(3, 1000, (draws) => (asked.push(draws), 1e9));
    expect(asked).toEqual([]);
  });

  it("runs the search for one draw fewer under budget / growth, and refuses when pilot × growth exceeds the budget", () => {
    const asked: [number, number][] = [];
    const pilot = (states: number) => (draws: number, maxStates: number) => (asked.push([draws, maxStates]), states);
    expect(() => checkEstimate(5, 700_000, pilot(10_000))).not.toThrow();
    expect(asked).toEqual([[4, 700_000 / GROWTH_PER_DRAW]]);
    expect(() => checkEstimate(5, 700_000, pilot(10_001))).toThrow("needs more than 700,000 search states for 5 draws: ask for fewer draws");
  });

  it("a pilot that runs out of its own budget refuses the request with the request's numbers", () => {
    const pilot = (draws: number, maxStates: number) => {
      throw tooExpensive(maxStates, draws);
    };
    expect(() => checkEstimate(4, 250_000, pilot)).toThrow(OddsTooExpensive);
    expect(() => checkEstimate(4, 250_000, pilot)).toThrow("needs more than 250,000 search states for 4 draws");
  });
});
