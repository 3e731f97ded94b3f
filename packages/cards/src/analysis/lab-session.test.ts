import { parseRoutine } from "../shuffle/routine.ts";
import { describe, expect, it } from "vitest";
import { riffleDistanceNumbers } from "./exact-tv.ts";
import { addStep, distanceCurve, metricsCsv, removeStep, runLabRequest, type LabResponse } from "./lab-session.ts";

describe("editing a routine", () => {
  it("adds and removes single applications, merging repeats", () => {
    let steps = addStep([], "R");
    steps = addStep(steps, "R");
    steps = addStep(steps, "D");
    expect(steps).toEqual(parseRoutine("R2 D"));
    steps = removeStep(steps);
    expect(steps).toEqual(parseRoutine("R2"));
    expect(removeStep(steps)).toEqual(parseRoutine("R"));
    expect(removeStep([])).toEqual([]);
  });
});

describe("distance curve", () => {
  it("riffles follow the exact TV after each riffle", () => {
    const curve = distanceCurve(parseRoutine("R8"), { cards: 52 });
    expect(curve.map((p) => p.applications)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(curve[7]!.distance).toBeCloseTo(riffleDistanceNumbers(52, 7).tv, 12);
    expect(curve.every((p) => p.exact && p.upper === p.distance)).toBe(true);
    expect(curve[8]!.seconds).toBe(56);
  });
  it("sampled points equal the full curve's at the same counts", () => {
    const full = distanceCurve(parseRoutine("H7 R2 H12"), { cards: 24 });
    const sampled = distanceCurve(parseRoutine("H7 R2 H12"), { cards: 24 }, 4);
    expect(sampled.map((p) => p.applications)).toEqual([0, 6, 12, 18, 21]);
    for (const p of sampled) {
      const same = full.find((q) => q.applications === p.applications)!;
      expect(p.distance).toBeCloseTo(same.distance, 10);
      expect(p.seconds).toBe(same.seconds);
    }
  });
  it("long runs are sampled, ending with the whole routine", () => {
    const curve = distanceCurve(parseRoutine("H300"), { cards: 20 }, 50);
    expect(curve.length).toBeLessThanOrEqual(52);
    expect(curve.at(-1)!.applications).toBe(300);
    expect(curve.at(-1)!.exact).toBe(false);
    expect(curve.at(-1)!.upper).toBe(1);
  });
});

describe("worker protocol", () => {
  it("posts progress then the result, without the heatmap", () => {
    const posted: LabResponse[] = [];
    runLabRequest({ id: 3, routine: "r3  h", lab: { cards: 20 }, trials: 600, seed: "w", lands: 8, hand: 7 }, (r) => posted.push(r));
    expect(posted.filter((r) => r.type === "progress").length).toBeGreaterThan(1);
    const last = posted.at(-1)!;
    if (last.type !== "result") throw new Error(`expected a result, got ${last.type}`);
    expect(last.id).toBe(3);
    expect(last.report.routine).toBe("R3 H");
    expect("heatmap" in last.report).toBe(false);
    const csv = metricsCsv(last.report);
    expect(csv.split("\n")[0]).toBe("routine,cards,seconds,trials,seed,tvExact,tvLowerBound,tvLowerBoundSource");
    expect(csv).toMatch(/\nrising sequences \(mean\),estimate,/);
    expect(csv).toMatch(/"TV ≥ 1 − \(orders the routine can reach\)\/n!: a riffle reaches 2\^n − n orders, a Hindu/);
  });
  it("posts an error for bad input", () => {
    const posted: LabResponse[] = [];
    runLabRequest({ id: 1, routine: "R Q", lab: {}, trials: 10, seed: "w", lands: 8, hand: 7 }, (r) => posted.push(r));
    expect(posted).toEqual([{ id: 1, type: "error", message: expect.stringMatching(/^routine column 3: unknown shuffle step/) as string }]);
    const bad: LabResponse[] = [];
    runLabRequest({ id: 2, routine: "R", lab: { cards: 1 }, trials: 10, seed: "w", lands: 8, hand: 7 }, (r) => bad.push(r));
    expect(bad[0]).toMatchObject({ type: "error", message: expect.stringMatching(/^cards: must be a whole number/) as string });
  });
});
