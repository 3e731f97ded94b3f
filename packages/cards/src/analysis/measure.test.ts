import { parseRoutine } from "../shuffle/routine.ts";
import { describe, expect, it } from "vitest";
import { measureRoutine, type Metric } from "./measure.ts";
import { makeLab, routineSeconds } from "./params.ts";
import { cutLaw } from "./kernels.ts";
import { exactTv, routineShape, rotationLaw, supportBound } from "./structure.ts";

const metric = (metrics: Metric[], name: string): Metric => {
  const m = metrics.find((x) => x.name === name);
  if (!m) throw new Error(`no metric ${name}`);
  return m;
};

describe("routine shape and exact TV", () => {
  it("splits fixed ends from the random core", () => {
    expect(routineShape(parseRoutine("D F R2 H D R F"))).toEqual({
      prefix: parseRoutine("D F"),
      core: parseRoutine("R2 H D R"),
      suffix: parseRoutine("F"),
    });
    expect(routineShape(parseRoutine("D2")).core).toEqual([]);
  });
  it("exact TV: riffles (fixed ends ignored), cuts, fixed orders; null otherwise", () => {
    const lab = makeLab({ cards: 52 });
    expect(exactTv(parseRoutine("D R7 F"), lab)?.tv).toBeCloseTo(0.334, 3);
    expect(exactTv(parseRoutine("R3 R4"), lab)?.decimal).toMatch(/^0\.334/);
    expect(exactTv(parseRoutine("C30"), lab)?.tv).toBe(1);
    expect(exactTv(parseRoutine("D"), lab)?.tv).toBe(1);
    expect(exactTv(parseRoutine("R D R"), lab)).toBeNull();
    expect(exactTv(parseRoutine("H"), lab)).toBeNull();
  });
  it("rotation law of cuts sums to one and spreads out", () => {
    const law = rotationLaw(60, 5, 30);
    expect(law.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(Math.max(...law)).toBeLessThan(0.02);
  });
  it("rotation law by squaring equals adding one cut at a time, and 50 000 cuts are quick", () => {
    // The reference: each cut moves the top card down by s = 1..n−1 with the cut law's weight.
    const oneAtATime = (n: number, sd: number, cuts: number) => {
      const law = cutLaw(n, sd);
      let dist: number[] = Array.from({ length: n }, (_, d) => (d === 0 ? 1 : 0));
      for (let t = 0; t < cuts; t++) {
        const next = new Array<number>(n).fill(0);
        dist.forEach((p, d) => law.forEach((q, s) => (next[(d + s + 1) % n]! += p * q)));
        dist = next;
      }
      return dist;
    };
    for (const [n, sd, cuts] of [
      [7, 1, 0],
      [7, 1, 1],
      [12, 2, 5],
      [60, 5, 30],
      [52, 5, 77],
    ] as const) {
      const fast = rotationLaw(n, sd, cuts);
      oneAtATime(n, sd, cuts).forEach((p, d) => expect(fast[d]!, `${n} ${cuts} ${d}`).toBeCloseTo(p, 14));
    }
    const start = performance.now();
    expect(exactTv(parseRoutine("C50000"), makeLab())?.tv).toBeCloseTo(1, 12);
    expect(performance.now() - start).toBeLessThan(2000);
  });
  it("counting bound: 4 riffles of 60 cannot be random, 5 can", () => {
    expect(supportBound(parseRoutine("R4"), 60)).toBeGreaterThan(1 - 1e-9);
    expect(supportBound(parseRoutine("R5"), 60)).toBe(0);
    expect(supportBound(parseRoutine("C30 D"), 60)).toBe(1); // 1 − 60/60! rounds to 1
    expect(supportBound(parseRoutine("C D C"), 4)).toBeCloseTo(1 - 9 / 24, 12); // 3·3 of 24 orders
  });
  it("routine time uses the per-method costs", () => {
    expect(routineSeconds(parseRoutine("C H R F D"), makeLab())).toBe(2 + 3 + 7 + 7 + 30);
    expect(routineSeconds(parseRoutine("R8"), makeLab({ costs: { R: 5 } }))).toBe(40);
  });
});

describe("measureRoutine", () => {
  it("pure riffles: the lower bound is the exact TV; metrics carry their kinds", () => {
    const report = measureRoutine(parseRoutine("R7"), makeLab({ cards: 52 }), { trials: 2000, seed: "t" });
    expect(report.tvExact).toBeCloseTo(0.334, 3);
    expect(report.tvLowerBound).toBe(report.tvExact);
    expect(metric(report.metrics, "total variation distance").kind).toBe("exact");
    expect(metric(report.metrics, "max single-card TV").kind).toBe("lower-bound");
    const r = metric(report.metrics, "rising sequences (mean)");
    expect(r.kind).toBe("estimate");
    expect(r.trials).toBe(2000);
    // The exact mean of r after 7 riffles of 52 cards lies in the interval.
    expect(r.interval![0]).toBeLessThan(26.5);
  });
  it("the cut trap: a flat heatmap, yet TV = 1, cyclic successions = n", () => {
    const report = measureRoutine(parseRoutine("C30"), makeLab(), { trials: 400 });
    expect(metric(report.metrics, "max single-card TV").value).toBeLessThan(0.02);
    expect(report.tvExact).toBe(1);
    expect(metric(report.metrics, "cyclic successions (mean)").value).toBe(60);
    expect(report.warnings.join(" ")).toMatch(/rotate/);
  });
  it("the deal trap: R4 D looks random on final-order labels, not on the core order", () => {
    const report = measureRoutine(parseRoutine("R4 D"), makeLab(), { trials: 2000 });
    const finalRising = metric(report.metrics, "TV bound from rising sequences (final order)");
    const coreRising = metric(report.metrics, "TV bound from rising sequences (core order)");
    expect(coreRising.value).toBeGreaterThan(0.95);
    expect(finalRising.value).toBeLessThan(0.6);
    expect(report.tvExact).toBeGreaterThan(0.999);
    expect(report.warnings.join(" ")).toMatch(/fixed steps/i);
  });
  it("Hindu shuffles: no exact TV, a justified lower bound from sampling", () => {
    const report = measureRoutine(parseRoutine("H20"), makeLab(), { trials: 2000, seed: "h" });
    expect(report.tvExact).toBeNull();
    expect(report.tvLowerBound).toBeGreaterThan(0.9); // successions survive in packets
    expect(report.tvLowerBoundSource).toMatch(/^TV bound from/);
  });
  it("is reproducible from the seed", () => {
    const a = measureRoutine(parseRoutine("H2 R"), makeLab({ cards: 20 }), { trials: 500, seed: "same" });
    const b = measureRoutine(parseRoutine("H2 R"), makeLab({ cards: 20 }), { trials: 500, seed: "same" });
    expect(a.metrics).toEqual(b.metrics);
  });
});
