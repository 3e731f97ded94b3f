import { describe, expect, test } from "vitest";
import { endingHeadline, endingValue, scoredResult } from "./ending.ts";

describe("a solo game's ending, ranked by the mode's result kind", () => {
  test("a time mode ranks the rounded time of a finished game only", () => {
    expect(endingValue("time", { finished: true, ms: 61_234.6, points: 900 })).toBe(61_235);
    expect(endingValue("time", { finished: false, ms: 61_234, points: 900 })).toBeNull();
    expect(endingValue("time", { finished: true, points: 900 })).toBeNull();
  });

  test("a points mode ranks the score, lost or not; other kinds and unranked games rank nothing", () => {
    expect(endingValue("points", { finished: false, ms: 5000, points: 1200 })).toBe(1200);
    expect(endingValue("points", { finished: true, ms: 5000 })).toBeNull();
    expect(endingValue("none", { finished: true, ms: 5000, points: 1200 })).toBeNull();
    expect(endingValue("match", { finished: true, points: 1200 })).toBeNull();
    expect(endingValue("points", { finished: true, points: 1200, ranked: false })).toBeNull();
    expect(endingValue("time", { finished: true, ms: 5000, ranked: false })).toBeNull();
  });

  test("the headline: Game over when lost, else the time in a time mode or the score", () => {
    expect(endingHeadline("time", { finished: false, ms: 62_350, points: 10 })).toBe("Game over");
    expect(endingHeadline("time", { finished: true, ms: 62_350, points: 10 })).toBe("Time 1:02.35");
    expect(endingHeadline("points", { finished: true, ms: 62_350, points: 1200 })).toBe("Score 1200");
    expect(endingHeadline("none", { finished: true, points: 40 })).toBe("Score 40");
    expect(endingHeadline("none", { finished: true })).toBe("Finished");
  });

  test("the game's own headline and score win over its ending's; an assisted ending is marked", () => {
    const ending = { finished: true, ms: 1000, points: 7, assisted: true };
    expect(scoredResult("points", { ending })).toEqual({ headline: "Score 7", score: { value: 7, assisted: true } });
    expect(scoredResult("points", { headline: "Done", score: { value: 3 }, ending })).toEqual({ headline: "Done", score: { value: 3 } });
    expect(scoredResult("none", { ending })).toEqual({ headline: "Score 7" });
    expect(scoredResult("points", {})).toEqual({ headline: "Game over" });
  });
});
