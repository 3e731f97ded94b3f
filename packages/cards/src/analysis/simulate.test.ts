import { Rng } from "@arcade/core";
import { applyRoutine, freshDeck, parseRoutine } from "../shuffle/routine.ts";
import { riffleRisingLaw } from "../shuffle/stats.ts";
import { describe, expect, it } from "vitest";
import { risingOf } from "./deck-stats.ts";
import { riffleInto } from "./fast-riffle.ts";
import { expectedHeatmap } from "./heatmap.ts";
import { denseOf, riffleKernel } from "./kernels.ts";
import { makeLab, shuffleParams } from "./params.ts";
import { Cancelled } from "./progress.ts";
import { RoutineSimulator, simulate } from "./simulate.ts";

describe("riffleInto (typed-array GSR)", () => {
  it("gives the exact GSR kernel (Monte Carlo, n = 10)", () => {
    const n = 10;
    const trials = 40_000;
    const rng = Rng.from("fast-riffle");
    const src = Int32Array.from(freshDeck(n));
    const dst = new Int32Array(n);
    const freq = new Float64Array(n * n);
    for (let t = 0; t < trials; t++) {
      riffleInto(src, dst, rng);
      dst.forEach((card, j) => (freq[card * n + j]! += 1 / trials));
    }
    const exact = denseOf(riffleKernel(n));
    exact.forEach((p, i) => expect(Math.abs(freq[i]! - p)).toBeLessThan(5.5 * Math.sqrt(Math.max(p * (1 - p), 1e-9) / trials)));
  });
  it("gives the Bayer–Diaconis rising-sequence law after 3 riffles of 60 cards (a half-split riffle would not)", () => {
    const n = 60;
    const trials = 20_000;
    const rng = Rng.from("fast-riffle-rising");
    let mean = 0;
    let a = new Int32Array(n);
    let b = new Int32Array(n);
    for (let t = 0; t < trials; t++) {
      for (let i = 0; i < n; i++) a[i] = i;
      for (let k = 0; k < 3; k++) {
        riffleInto(a, b, rng);
        [a, b] = [b, a];
      }
      mean += risingOf(a) / trials;
    }
    const law = riffleRisingLaw(n, 3);
    const exactMean = law.reduce((m, p, i) => m + (i + 1) * p, 0);
    const sd = Math.sqrt(law.reduce((v, p, i) => v + p * (i + 1 - exactMean) ** 2, 0));
    expect(Math.abs(mean - exactMean)).toBeLessThan((4 * sd) / Math.sqrt(trials));
  });
  it("handles decks longer than 32 and 64 cards (several words)", () => {
    const rng = Rng.from("long");
    for (const n of [33, 64, 65, 200]) {
      const src = Int32Array.from(freshDeck(n));
      const dst = new Int32Array(n);
      riffleInto(src, dst, rng);
      expect([...dst].sort((x, y) => x - y)).toEqual(freshDeck(n));
      expect(risingOf(dst)).toBeLessThanOrEqual(2);
    }
  });
});

describe("RoutineSimulator", () => {
  it("with only fixed steps reproduces core's order", () => {
    const lab = makeLab({ cards: 20, piles: 4 });
    const steps = parseRoutine("D F D2");
    const sim = new RoutineSimulator(steps, lab);
    const { final } = sim.run(Rng.from("x"));
    expect([...final]).toEqual(applyRoutine(freshDeck(20), steps, Rng.from("x"), shuffleParams(lab)));
  });
  it("the core order is the final order seen without the fixed ends", () => {
    const lab = makeLab({ cards: 12, piles: 3 });
    const sim = new RoutineSimulator(parseRoutine("D R H D F"), lab);
    const rng = Rng.from("core");
    const { final, core } = sim.run(rng);
    const prefix = applyRoutine(freshDeck(12), parseRoutine("D"), rng, shuffleParams(lab));
    const seen = [...core].map((i) => prefix[i]!);
    expect(applyRoutine(seen, parseRoutine("D F"), rng, shuffleParams(lab))).toEqual([...final]);
  });
  it("its heatmap matches the exact one (Monte Carlo, mixed routine, n = 16)", () => {
    const lab = makeLab({ cards: 16, packet: 4, piles: 4 });
    const steps = parseRoutine("R H2 D C R");
    const trials = 20_000;
    const freq = new Float64Array(256);
    simulate(steps, lab, trials, "sim-heatmap", ({ final }) => final.forEach((card, j) => (freq[card * 16 + j]! += 1 / trials)));
    const exact = expectedHeatmap(steps, lab).p;
    exact.forEach((p, i) => expect(Math.abs(freq[i]! - p)).toBeLessThan(5.5 * Math.sqrt(Math.max(p * (1 - p), 1e-9) / trials)));
  });
  it("is reproducible from its seed and can be cancelled", () => {
    const lab = makeLab();
    const orders: string[] = [];
    for (let i = 0; i < 2; i++) simulate(parseRoutine("H3 R2"), lab, 3, "same", ({ final }, t) => (orders[t] = (orders[t] ?? "") + final.join(",") + ";"));
    for (const o of orders) expect(o.split(";")[0]).toBe(o.split(";")[1]);
    const cancel = { cancelled: false };
    const progress: number[] = [];
    expect(() =>
      simulate(
        parseRoutine("R"),
        lab,
        10_000,
        "s",
        (_, t) => {
          if (t === 300) cancel.cancelled = true;
        },
        { cancel, onProgress: (done) => progress.push(done) },
      ),
    ).toThrow(Cancelled);
    expect(progress).toEqual([0, 256]);
  });
});
