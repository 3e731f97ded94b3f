// The pure lab functions the scene uses, in one place, plus applying a routine to a deck order.
import { type Rng } from "@arcade/core";
import { applyRoutine, type ShuffleStep } from "../shuffle/routine.ts";
import { shuffleParams, type Lab } from "../analysis/params.ts";

export { addStep, removeStep, distanceCurve, metricsCsv, type LabSummary } from "../analysis/lab-session.ts";
export { expectedHeatmap, heatmapMetrics, type Heatmap } from "../analysis/heatmap.ts";
export { scoreRoutine, parseFamily, type RoutineScore } from "../analysis/experiments.ts";
export type { Metric } from "../analysis/measure.ts";
export { exactTv } from "../analysis/structure.ts";
export { makeLab, routineSeconds, shuffleParams, type Lab, type LabOptions } from "../analysis/params.ts";
export { heatmapImage, heatmapCsv, toPng, toPgmBytes } from "../analysis/image.ts";

/** A deck order after the routine, drawing from `rng` (for the simulated-deck strip). */
export function applyRoutineDeck(order: readonly number[], steps: readonly ShuffleStep[], rng: Rng, lab: Lab): number[] {
  return applyRoutine(order, steps, rng, shuffleParams(lab));
}
