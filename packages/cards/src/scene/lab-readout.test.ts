// @vitest-environment happy-dom
import { parseRoutine } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { scoreRoutine } from "../analysis/experiments.ts";
import { makeLab } from "../analysis/params.ts";
import { exactReadout, measuredReadout, pinnedReadout } from "./lab-readout.ts";

const lab = makeLab({ cards: 20 });

describe("the lab's read-outs", () => {
  it("a fresh deck is in order: distance 1", () => {
    const score = scoreRoutine([], lab);
    expect(exactReadout([], lab, score, null).text).toMatch(/^A fresh deck is in order: distance to random 1\./);
  });

  it("cuts alone: the flat heatmap trap is said out loud, in the warning colour", () => {
    const steps = parseRoutine("C C C C C C");
    const score = scoreRoutine(steps, lab);
    const { text } = exactReadout(steps, lab, score, null);
    expect(text).toMatch(/^Distance to random \(TV\)/);
    if (score.maxCardTv < 0.05) expect(text).toMatch(/The heatmap looks flat, yet the deck is provably far from random\./);
  });

  it("measured lines: nothing without steps, progress while measuring, the error when it failed", () => {
    const state = { steps: 0, error: null, report: null, progress: 0.42, trials: 10_000, cards: 20 };
    expect(measuredReadout(state)).toEqual([]);
    expect(measuredReadout({ ...state, steps: 2 })).toEqual(["Measuring 10,000 simulated decks… 42 %"]);
    expect(measuredReadout({ ...state, steps: 2, error: "routine column 3: unknown shuffle step" })).toEqual([
      "Measurement failed: routine column 3: unknown shuffle step",
    ]);
  });

  it("the pinned routine in one line, exact when the TV is exact", () => {
    const steps = parseRoutine("R R R R R R R");
    const score = scoreRoutine(steps, lab);
    const line = pinnedReadout({ routine: "R7", seconds: 49, score, report: null });
    expect(line).toMatch(/^A: R7 \(49 s\): TV /);
    if (score.tvExact !== null) expect(line).toContain(`= ${score.tvExact.toFixed(4)} exact`);
  });
});
