// @vitest-environment happy-dom
import { parseRoutine } from "../shuffle/routine.ts";
import { describe, expect, it } from "vitest";
import { scoreRoutine } from "../analysis/experiments.ts";
import { expectedHeatmap, heatmapMetrics } from "../analysis/heatmap.ts";
import { makeLab } from "../analysis/params.ts";
import { exactReadout, heatmapSummary, measuredReadout, pinnedReadout } from "./lab-readout.ts";

const lab = makeLab({ cards: 20 });

describe("the lab's read-outs", () => {
  it("a fresh deck is in order: told apart every time, distance 1", () => {
    const score = scoreRoutine([], lab);
    const r = exactReadout([], lab, score, null);
    expect(r.readings[0]!.sentence).toMatch(/^A fresh deck is in order: .* every time\.$/);
    expect(r.readings[0]!.figure).toBe("TV distance 1");
    expect(r.notes).toEqual(["Add riffles, cuts, Hindu shuffles or deals and watch the numbers."]);
  });

  it("52 cards, 7 riffles: the published 0.334 in words and figures, with separation and the heatmap", () => {
    const lab52 = makeLab({ cards: 52 });
    const steps = parseRoutine("R7");
    const r = exactReadout(steps, lab52, scoreRoutine(steps, lab52), null);
    // Bayer–Diaconis (1992), table 1: 0.334 after 7 riffles of 52 cards (0.334061 to six places).
    expect(r.readings[0]!.figure).toBe("TV distance 0.3341, exact");
    expect(r.readings[0]!.sentence).toMatch(/^After 7 riffles the deck is getting close to random: .* 66\.7 % of the time/);
    expect(r.readings.map((x) => x.figure.split(" ")[0])).toEqual(["TV", "separation", "worst", "heatmap"]);
    expect(r.tone).toBe("warn");
  });

  it("cuts alone: the flat heatmap trap is said out loud, in the warning tone", () => {
    const steps = parseRoutine("C C C C C C");
    const score = scoreRoutine(steps, lab);
    const r = exactReadout(steps, lab, score, null);
    expect(r.readings[0]!.sentence).toMatch(/^After 6 cuts the deck is nowhere near random/);
    expect(r.tone).toBe("bad");
    const map = r.readings.find((x) => x.figure.startsWith("heatmap"))!.sentence;
    if (Math.sqrt(score.squaredDeviation) < 0.2) expect(map).toContain("yet the deck as a whole is nowhere near random");
    else expect(map).not.toContain("yet");
  });

  it("measured lines: nothing without steps, progress while measuring, the error when it failed", () => {
    const state = { steps: 0, error: null, report: null, progress: 0.42, trials: 10_000, cards: 20 };
    expect(measuredReadout(state).status).toBeNull();
    expect(measuredReadout({ ...state, steps: 2 }).status).toBe("Measuring 10,000 simulated decks… 42 %");
    expect(measuredReadout({ ...state, steps: 2, error: "routine column 3: unknown shuffle step" }).status).toBe(
      "Measurement failed: routine column 3: unknown shuffle step",
    );
  });

  it("the pinned routine in one line, in words, exact when the TV is exact", () => {
    const steps = parseRoutine("R R R R R R R");
    const score = scoreRoutine(steps, lab);
    const line = pinnedReadout({ routine: "R7", seconds: 49, score, report: null });
    expect(line).toMatch(/^A: riffle ×7 \(R7\) \(49 s\) is /);
    if (score.tvExact !== null) expect(line).toContain(`(TV ${score.tvExact.toFixed(4)}, exact)`);
  });

  it("the heatmap in words: a fixed deck's cards stay where they are, with probability 1", () => {
    const steps = parseRoutine("F");
    const h = expectedHeatmap(steps, makeLab({ cards: 4 }));
    // An out-faro of 4 cards keeps the top and bottom cards in place.
    const text = heatmapSummary(h, heatmapMetrics(h).worstCard);
    expect(text).toContain("card 1 most likely ends at position 1 (probability 1.0000)");
    expect(text).toContain("card 4 most likely ends at position 4 (probability 1.0000)");
  });
});
