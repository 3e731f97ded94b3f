import { describe, expect, it } from "vitest";
import { formatResult, higherIsBetter } from "./game-module.ts";

describe("results", () => {
  it("times show as m:ss.cc and rank lower-first; points as numbers, higher-first", () => {
    expect(formatResult("time", 83_456)).toBe("1:23.46");
    expect(formatResult("time", 59_999)).toBe("1:00.00"); // not 0:60.00
    expect(formatResult("time", 3_723_450)).toBe("62:03.45");
    expect(formatResult("time", 5)).toBe("0:00.01");
    expect(formatResult("points", 12345)).toBe("12345");
    expect(higherIsBetter("time")).toBe(false);
    expect(higherIsBetter("points")).toBe(true);
  });
});
