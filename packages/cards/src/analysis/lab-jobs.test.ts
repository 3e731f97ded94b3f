import { describe, expect, it } from "vitest";
import { labJobs } from "./lab-jobs.ts";

describe("the lab worker's jobs", () => {
  it("measure returns the report and reports rising progress fractions up to 1", () => {
    const fractions: number[] = [];
    const report = labJobs.measure({ routine: "r3 h", lab: { cards: 20 }, trials: 600, seed: "w", lands: 8, hand: 7 }, (f) => fractions.push(f));
    expect(report.routine).toBe("R3 H");
    expect(fractions.length).toBeGreaterThan(1);
    expect(fractions.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= fractions[i - 1]!))).toBe(true);
    expect(fractions.at(-1)).toBe(1);
  });

  it("throws the located reason for bad input, for measure and for rank", () => {
    expect(() => labJobs.measure({ routine: "R Q", lab: {}, trials: 10, seed: "w", lands: 8, hand: 7 }, () => undefined)).toThrow(
      /^routine column 3: unknown shuffle step/,
    );
    expect(() => labJobs.rank({ experiment: { kind: "family", family: "D R2, H X" }, lab: {}, options: {} }, () => undefined)).toThrow(/family/);
  });

  it("rank returns the ranking", () => {
    const result = labJobs.rank({ experiment: { kind: "repeat", method: "C", upTo: 3 }, lab: { cards: 20 }, options: {} }, () => undefined);
    expect(result.rows.length).toBeGreaterThan(0);
  });
});
