import { parseRoutine } from "../shuffle/routine.ts";
import { describe, expect, it } from "vitest";
import { scoreRoutine } from "./experiments.ts";
import { makeLab } from "./params.ts";
import { Cancelled } from "./progress.ts";
import { compareMeasured, measuredBound, provenLowerBound, rowDistanceText, runExperiment, runRankRequest, type RankResponse } from "./ranking.ts";

// Bayer & Diaconis (1992), Table: TV after k riffles of 52 cards (published to three decimals).
const BAYER_DIACONIS_52: Record<number, number> = { 5: 0.924, 6: 0.614, 7: 0.334, 8: 0.167, 9: 0.085, 10: 0.043 };

describe("experiments as one table", () => {
  it("within 60 s: the paper's single methods (C30 H20 R8 F8 D2), eight riffles first with the published TV", () => {
    const result = runExperiment({ kind: "within", seconds: 60 }, { cards: 52 });
    const single = result.rows.filter((r) => r.group === "single method").map((r) => r.routine);
    expect(new Set(single)).toEqual(new Set(["C30", "H20", "R8", "F8", "D2"]));
    // Eight riffles guarantee the most (an exact 0.167); no mixed routine within 60 s holds more than 8 riffles.
    expect(result.rows[0]!.tvUpperBound).toBeCloseTo(BAYER_DIACONIS_52[8]!, 3);
    const r8 = result.rows.find((r) => r.routine === "R8")!;
    expect(r8.tvExact).toBeCloseTo(BAYER_DIACONIS_52[8]!, 3);
    for (const row of result.rows) expect(row.seconds).toBeLessThanOrEqual(60);
    expect(result.rows.some((r) => r.group === "routine")).toBe(true);
    expect(result.trials).toBe(0);
  });

  it("within 12 s leaves out the 30-second deal", () => {
    const result = runExperiment({ kind: "within", seconds: 12 }, {});
    const single = result.rows.filter((r) => r.group === "single method").map((r) => r.routine);
    expect(new Set(single)).toEqual(new Set(["C6", "H4", "R", "F"]));
    for (const row of result.rows) expect(row.seconds).toBeLessThanOrEqual(12);
  });

  it("with no time limit, riffles need 8 for 52 cards to reach 0.25 (7 give 0.334); cuts, faro and deal never", () => {
    const result = runExperiment({ kind: "needs", threshold: 0.25 }, { cards: 52 });
    const r = result.rows.find((x) => x.routine.startsWith("R"))!;
    expect(r.routine).toBe("R8");
    expect(r.tvExact).toBeCloseTo(BAYER_DIACONIS_52[8]!, 3);
    expect(result.rows.some((x) => x.routine.startsWith("H"))).toBe(true);
    expect(result.notes.filter((n) => /never/.test(n))).toHaveLength(3);
    expect(result.notes.some((n) => /Hindu.*not sufficient/.test(n))).toBe(true);
  });

  it("one method repeated: riffles rank by their published distances", () => {
    const result = runExperiment({ kind: "repeat", method: "R", upTo: 10 }, { cards: 52 });
    expect(result.rows.map((r) => r.routine)).toEqual(["R10", "R9", "R8", "R7", "R6", "R5", "R4", "R3", "R2", "R"]);
    for (const [k, tv] of Object.entries(BAYER_DIACONIS_52)) expect(result.rows.find((r) => r.routine === `R${k}`)!.tvExact).toBeCloseTo(tv, 3);
  });

  it("a family is every ordering, cut to a time limit with a note", () => {
    // D R2 H: 4!/2! = 12 orderings; D R H2 as well; 47 s and 43 s.
    const all = runExperiment({ kind: "family", family: "D R2 H, D R H2" }, {});
    expect(all.count).toBe(24);
    const within = runExperiment({ kind: "family", family: "D R2 H, D R H2", seconds: 45 }, {});
    expect(within.count).toBe(12);
    expect(within.notes[0]).toMatch(/^12 orderings take longer than 45 s/);
  });

  it("measuring re-ranks the top rows by the proven lower bound, reproducibly, with progress to the end", () => {
    const progress: number[] = [];
    const run = () =>
      runExperiment(
        { kind: "family", family: "D R H3" },
        {},
        { measureTop: 4, trials: 600, seed: "t" },
        { onProgress: (done, total) => progress.push(done / total) },
      );
    // Exact only: nothing has an upper bound below 1, and the table says what that means.
    expect(runExperiment({ kind: "family", family: "D R4 H" }, {}).notes.some((n) => /flat heatmap flatters/.test(n))).toBe(true);
    const result = run();
    expect(result.notes.some((n) => /flat heatmap flatters/.test(n))).toBe(false);
    const top = result.rows.slice(0, 4);
    expect(top.every((r) => r.measured !== null && r.measured.trials === 300)).toBe(true);
    expect(result.rows.slice(4).every((r) => r.measured === null)).toBe(true);
    for (let i = 1; i < top.length; i++) expect(compareMeasured(top[i - 1]!, top[i]!)).toBeLessThanOrEqual(0);
    for (const r of top) expect(provenLowerBound(r)).toBeGreaterThanOrEqual(r.tvLowerBound);
    expect(result.trials).toBe(600);
    expect(progress.at(-1)).toBe(1);
    for (let i = 1; i < progress.length; i++) expect(progress[i]!).toBeGreaterThanOrEqual(progress[i - 1]!);
    expect(run().rows.map((r) => [r.routine, r.measured?.lower])).toEqual(result.rows.map((r) => [r.routine, r.measured?.lower]));
  });

  it("can be cancelled", () => {
    expect(() => runExperiment({ kind: "family", family: "D R4 H3" }, {}, {}, { cancel: { cancelled: true } })).toThrow(Cancelled);
  });
});

describe("the trap a measured ranking unmasks", () => {
  it("H4 R H D H2 has the flattest exact heatmap, yet sampling proves it far from random", () => {
    const lab = makeLab();
    const score = scoreRoutine(parseRoutine("H4 R H D H2"), lab);
    expect(score.maxCardTv).toBeLessThan(0.01);
    const bound = measuredBound("H4 R H D H2", lab, 3000, "trap");
    expect(bound.lower).toBeGreaterThan(0.5);
    expect(bound.point).toBeGreaterThanOrEqual(bound.lower);
    expect(bound.trials).toBe(1500);
  });
});

describe("the worker protocol", () => {
  it("posts progress then the ranking", () => {
    const posted: RankResponse[] = [];
    runRankRequest({ id: 3, kind: "rank", experiment: { kind: "repeat", method: "C", upTo: 3 }, lab: { cards: 20 }, options: {} }, (r) => posted.push(r));
    const last = posted.at(-1)!;
    expect(last.type).toBe("ranking");
    if (last.type === "ranking") expect(last.result.rows.map((r) => r.routine).sort()).toEqual(["C", "C2", "C3"]);
    expect(posted.every((r) => r.id === 3)).toBe(true);
  });

  it("reports a bad family or limit with its place", () => {
    const errors: string[] = [];
    const post = (r: RankResponse) => {
      if (r.type === "error") errors.push(r.message);
    };
    runRankRequest({ id: 1, kind: "rank", experiment: { kind: "family", family: "D R2, H X" }, lab: {}, options: {} }, post);
    runRankRequest({ id: 2, kind: "rank", experiment: { kind: "repeat", method: "R", upTo: 0 }, lab: {}, options: {} }, post);
    runRankRequest({ id: 3, kind: "rank", experiment: { kind: "within", seconds: 60 }, lab: { cards: 500 }, options: {} }, post);
    expect(errors[0]).toMatch(/^family multiset 2.*X/);
    expect(errors[1]).toMatch(/^repeats: /);
    expect(errors[2]).toMatch(/^cards: /);
  });
});

describe("row text", () => {
  it("says exact or measured beside every distance", () => {
    const result = runExperiment({ kind: "family", family: "R2 H2 D" }, {}, { measureTop: 1, trials: 400, seed: "x" });
    const [first, ...rest] = result.rows.map(rowDistanceText);
    expect(first!.measured).toMatch(/^measured \d\.\d{4}, ≥ \d\.\d{4} at 95 % \(.+; 200 decks\)$/);
    for (const t of rest) expect(t.measured).toBeNull();
    for (const t of [first!, ...rest]) expect(t.exact).toMatch(/exact/);
    // Four riffles of 52 cards: 1 − TV is about 10⁻⁹, which must not print as 1.
    const r4 = runExperiment({ kind: "repeat", method: "R", upTo: 4 }, { cards: 52 });
    expect(rowDistanceText(r4.rows[0]!).exact).toBe("TV >0.9999 exact");
    const r6 = runExperiment({ kind: "repeat", method: "R", upTo: 6 }, { cards: 52 });
    expect(rowDistanceText(r6.rows[0]!).exact).toMatch(/^TV 0\.61\d\d exact$/);
    const mixed = runExperiment({ kind: "family", family: "R3 H" }, { cards: 12 });
    expect(rowDistanceText(mixed.rows.find((r) => r.routine === "H R3")!).exact).toMatch(/^TV 0\.\d{4}–0\.\d{4}, exact bounds/);
  });
});
