// What the app's lab screen needs beyond the core analysis, kept pure and tested: editing a
// routine step by step, the distance curve after each step, the CSV of a report, and the message
// protocol of the Web Worker that runs the measurements (src/scene/worker.ts is its thin host).
import { InputError, located } from "@arcade/core";
import { formatRoutine, parseRoutine, type ShuffleMethod, type ShuffleStep } from "../shuffle/routine.ts";
import { applyKernel, identityHeatmap, kernelPower, KernelCache } from "./heatmap.ts";
import type { Kernel } from "./kernels.ts";
import { scoreRoutine } from "./experiments.ts";
import { measureRoutine, type RoutineReport } from "./measure.ts";
import { makeLab, type LabOptions } from "./params.ts";

/** The routine with one more application of `method` (merged into the last step when it repeats it). */
export function addStep(steps: readonly ShuffleStep[], method: ShuffleMethod): ShuffleStep[] {
  const last = steps[steps.length - 1];
  if (last?.method === method) return [...steps.slice(0, -1), { method, times: last.times + 1 }];
  return [...steps, { method, times: 1 }];
}

/** The routine without its last single application. */
export function removeStep(steps: readonly ShuffleStep[]): ShuffleStep[] {
  const last = steps[steps.length - 1];
  if (!last) return [];
  if (last.times > 1) return [...steps.slice(0, -1), { method: last.method, times: last.times - 1 }];
  return steps.slice(0, -1);
}

export interface CurvePoint {
  /** Single applications done so far. */
  applications: number;
  seconds: number;
  /** Exact TV or the best exact lower bound after them (as `scoreRoutine`). */
  distance: number;
  /** Exact TV or the exact upper bound (1 when nothing is guaranteed). */
  upper: number;
  exact: boolean;
}

/**
 * The exact distance (or exact lower bound) after each single application of the routine, for
 * the "distance against shuffles" plot. At most `maxPoints` points: long runs of one method are
 * sampled evenly (the last point is always the whole routine).
 */
export function distanceCurve(steps: readonly ShuffleStep[], options: LabOptions = {}, maxPoints = 120): CurvePoint[] {
  const lab = makeLab(options);
  const kernels = new KernelCache(lab);
  const total = steps.reduce((s, x) => s + x.times, 0);
  const every = Math.max(1, Math.ceil(total / maxPoints));
  // Powers K^j of one method for the jumps between sampled points (a long run like H2500 costs
  // a few squarings per point instead of one product per shuffle).
  const powers = new Map<string, Kernel>();
  const power = (method: ShuffleMethod, j: number): Kernel => {
    const key = `${method}${j}`;
    let k = powers.get(key);
    if (!k) {
      k = j === 1 ? kernels.get(method) : kernelPower(kernels.get(method), j);
      powers.set(key, k);
    }
    return k;
  };
  let h = identityHeatmap(lab.cards);
  let done: ShuffleStep[] = [];
  let count = 0;
  const points: CurvePoint[] = [];
  const push = () => {
    const score = scoreRoutine(done, lab, h);
    points.push({ applications: count, seconds: score.seconds, distance: score.tvLowerBound, upper: score.tvUpperBound, exact: score.tvExact !== null });
  };
  push();
  for (const step of steps) {
    let left = step.times;
    while (left > 0) {
      // Up to the next sampled point (or the end of this step).
      const jump = Math.min(left, every - (count % every));
      h = applyKernel(h, power(step.method, jump));
      done = addTimes(done, step.method, jump);
      count += jump;
      left -= jump;
      if (count % every === 0 || count === total) push();
    }
  }
  return points;
}

function addTimes(steps: readonly ShuffleStep[], method: ShuffleMethod, times: number): ShuffleStep[] {
  const last = steps[steps.length - 1];
  if (last?.method === method) return [...steps.slice(0, -1), { method, times: last.times + times }];
  return [...steps, { method, times }];
}

function csvCell(value: string | number | null): string {
  if (value === null) return "";
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report's numbers as CSV: one row per metric. */
export function metricsCsv(report: Omit<RoutineReport, "heatmap">): string {
  const rows: (string | number | null)[][] = [
    ["routine", "cards", "seconds", "trials", "seed", "tvExact", "tvLowerBound", "tvLowerBoundSource"],
    [report.routine, report.cards, report.seconds, report.trials, report.seed, report.tvExact, report.tvLowerBound, report.tvLowerBoundSource],
    [],
    ["metric", "kind", "value", "low", "high", "uniform", "trials", "description"],
    ...report.metrics.map((m) => [m.name, m.kind, m.value, m.interval?.[0] ?? null, m.interval?.[1] ?? null, m.uniform, m.trials, m.description]),
  ];
  return `${rows.map((r) => r.map(csvCell).join(",")).join("\n")}\n`;
}

/** A measurement the app asks the worker for. */
export interface LabRequest {
  id: number;
  routine: string;
  lab: LabOptions;
  trials: number;
  seed: string;
  lands: number;
  hand: number;
}

export type LabSummary = Omit<RoutineReport, "heatmap">;

export type LabResponse =
  | { id: number; type: "progress"; done: number; total: number }
  | { id: number; type: "result"; report: LabSummary }
  | { id: number; type: "error"; message: string };

/**
 * Runs one request, posting progress (at most every `progressEvery` trials) and then the result or
 * the error. The worker is stopped by terminating it (a running loop cannot read messages).
 */
export function runLabRequest(request: LabRequest, post: (response: LabResponse) => void): void {
  try {
    const steps = parseRoutine(request.routine);
    const lab = makeLab(request.lab);
    const { heatmap: _unused, ...report } = measureRoutine(
      steps,
      lab,
      { trials: request.trials, seed: request.seed, lands: request.lands, hand: request.hand },
      {
        onProgress: (done, total) => post({ id: request.id, type: "progress", done, total }),
      },
    );
    void _unused;
    post({ id: request.id, type: "result", report: { ...report, routine: formatRoutine(steps) } });
  } catch (error) {
    post({ id: request.id, type: "error", message: error instanceof InputError ? located(error) : String(error) });
  }
}
