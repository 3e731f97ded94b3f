import { Rng } from "@arcade/core";
import { cut } from "../shuffle/cut.ts";
import { deal } from "../shuffle/deal.ts";
import { hindu } from "../shuffle/hindu.ts";
import { riffle } from "../shuffle/riffle.ts";
import { applyRoutine, freshDeck, parseRoutine } from "../shuffle/routine.ts";
import { describe, expect, it } from "vitest";
import { expectedHeatmap, heatmapMetrics, identityHeatmap, kernelPower, multiply } from "./heatmap.ts";
import { cutKernel, denseOf, hinduKernel, methodKernel, riffleKernel, type Kernel } from "./kernels.ts";
import { makeLab, shuffleParams } from "./params.ts";

/** Empirical kernel of a shuffle: start each trial from the fresh deck, count where card i lands. */
function sampledKernel(n: number, trials: number, shuffle: (deck: number[]) => number[]): Float64Array {
  const counts = new Float64Array(n * n);
  for (let t = 0; t < trials; t++) shuffle(freshDeck(n)).forEach((card, j) => (counts[card * n + j]! += 1 / trials));
  return counts;
}

/** Every cell within 5.5 standard errors of the exact value (seeded, so the outcome is fixed). */
function expectClose(exact: Float64Array, sampled: Float64Array, trials: number): void {
  let worst = 0;
  exact.forEach((p, i) => {
    const se = Math.sqrt(Math.max(p * (1 - p), 1e-12) / trials);
    worst = Math.max(worst, Math.abs(sampled[i]! - p) / se);
  });
  expect(worst).toBeLessThan(5.5);
}

function expectStochastic(k: Kernel): void {
  const m = denseOf(k);
  for (let i = 0; i < k.n; i++) {
    let sum = 0;
    for (let j = 0; j < k.n; j++) sum += m[i * k.n + j]!;
    expect(sum).toBeCloseTo(1, 12);
  }
}

describe("riffle kernel", () => {
  it("equals a brute-force count over all 2^n bit vectors (n = 2..9)", () => {
    // Independent model: bit vector b; positions with b = 0 take the top packet in order.
    for (let n = 2; n <= 9; n++) {
      const exact = denseOf(riffleKernel(n));
      const count = new Float64Array(n * n);
      for (let bits = 0; bits < 2 ** n; bits++) {
        let c = 0;
        for (let j = 0; j < n; j++) if (((bits >> j) & 1) === 0) c++;
        let top = 0;
        let bottom = c;
        for (let j = 0; j < n; j++) {
          const from = ((bits >> j) & 1) === 0 ? top++ : bottom++;
          count[from * n + j]! += 2 ** -n;
        }
      }
      exact.forEach((p, i) => expect(p).toBeCloseTo(count[i]!, 14));
    }
  });
  it("matches core's riffle by Monte Carlo (n = 12)", () => {
    const rng = Rng.from("riffle-kernel");
    expectClose(
      denseOf(riffleKernel(12)),
      sampledKernel(12, 20_000, (d) => riffle(d, rng)),
      20_000,
    );
  });
  it("is stochastic for 200 cards", () => expectStochastic(riffleKernel(200)));
});

describe("cut kernel", () => {
  it("matches core's cut by Monte Carlo (n = 20, sd 5 and 2)", () => {
    for (const sd of [5, 2]) {
      const rng = Rng.from(`cut-${sd}`);
      expectClose(
        denseOf(cutKernel(20, sd)),
        sampledKernel(20, 20_000, (d) => cut(d, rng, { sd })),
        20_000,
      );
    }
  });
  it("is a mixture of rotations and stochastic", () => {
    const k = denseOf(cutKernel(7, 1));
    for (let i = 0; i < 7; i++) for (let j = 0; j < 7; j++) expect(k[i * 7 + j]).toBeCloseTo(k[((i + 1) % 7) * 7 + ((j + 1) % 7)]!, 15);
    expect(k[0]).toBe(0); // a cut always moves the deck
    expectStochastic(cutKernel(60, 5));
    expectStochastic(cutKernel(2, 5));
  });
});

describe("Hindu kernel", () => {
  it("matches core's Hindu shuffle by Monte Carlo (n = 24: h = 5, 10; h = 3 with sd 1)", () => {
    for (const [packet, sd] of [
      [5, 5 / 6],
      [10, 10 / 6],
      [3, 1],
    ] as const) {
      const rng = Rng.from(`hindu-${packet}`);
      expectClose(
        denseOf(hinduKernel(24, packet, sd)),
        sampledKernel(24, 20_000, (d) => hindu(d, rng, { packet, sd })),
        20_000,
      );
    }
  });
  it("with sd 0 is the fixed packet permutation", () => {
    const k = denseOf(hinduKernel(7, 3, 0));
    // packets [0,1,2] [3,4,5] [6] → new order 6, 3 4 5, 0 1 2
    const rng = Rng.from("unused");
    const order = hindu(freshDeck(7), rng, { packet: 3, sd: 0 });
    expect(order).toEqual([6, 3, 4, 5, 0, 1, 2]);
    order.forEach((card, j) => expect(k[card * 7 + j]).toBe(1));
  });
  it("is stochastic for 200 cards, h = 20", () => expectStochastic(hinduKernel(200, 20, 20 / 6)));
});

describe("deal and faro kernels", () => {
  it("deal follows the reference formula: card 10a + j → position 6j + (5 − a)", () => {
    const k = methodKernel("D", makeLab());
    if (k.kind !== "permutation") throw new Error("deal should be a permutation");
    for (let a = 0; a < 6; a++) for (let j = 0; j < 10; j++) expect(k.to[10 * a + j]).toBe(6 * j + 5 - a);
    expect(deal(freshDeck(60))[0]).toBe(50);
  });
  it("eight out-faros restore 52 cards", () => {
    const lab = makeLab({ cards: 52 });
    const p = kernelPower(methodKernel("F", lab), 8);
    if (p.kind !== "permutation") throw new Error("faro should be a permutation");
    expect([...p.to]).toEqual(freshDeck(52));
  });
});

describe("expected heatmap", () => {
  it("matches Monte Carlo of core's applyRoutine for a mixed routine (n = 12)", () => {
    const lab = makeLab({ cards: 12, packet: 3 });
    const steps = parseRoutine("H2 D R C F H");
    const rng = Rng.from("heatmap-mc");
    const params = shuffleParams(lab);
    const sampled = sampledKernel(12, 20_000, (d) => applyRoutine(d, steps, rng, params));
    expectClose(expectedHeatmap(steps, lab).p, sampled, 20_000);
  });
  it("repeated squaring equals repeated products", () => {
    const lab = makeLab({ cards: 30 });
    const h = denseOf(methodKernel("H", lab));
    let slow = identityHeatmap(30).p;
    for (let t = 0; t < 13; t++) slow = multiply(slow, h, 30);
    const fast = denseOf(kernelPower(methodKernel("H", lab), 13));
    fast.forEach((x, i) => expect(x).toBeCloseTo(slow[i]!, 13));
  });
  it("metrics: a fixed order scores n − 1, the uniform heatmap 0", () => {
    const lab = makeLab();
    const fixed = heatmapMetrics(expectedHeatmap(parseRoutine("D F"), lab));
    expect(fixed.squaredDeviation).toBeCloseTo(59, 9);
    expect(fixed.maxCardTv).toBeCloseTo(59 / 60, 12);
    expect(fixed.separationLowerBound).toBe(1);
    const uniform = heatmapMetrics({ n: 4, p: new Float64Array(16).fill(0.25) });
    expect(uniform).toMatchObject({ squaredDeviation: 0, maxCardTv: 0, separationLowerBound: 0, hotCell: 0 });
  });
  it("the trap: 30 cuts give a flatter heatmap than 8 riffles", () => {
    const lab = makeLab();
    const cuts = heatmapMetrics(expectedHeatmap(parseRoutine("C30"), lab));
    const riffles = heatmapMetrics(expectedHeatmap(parseRoutine("R8"), lab));
    expect(cuts.maxCardTv).toBeLessThan(riffles.maxCardTv);
  });
});
