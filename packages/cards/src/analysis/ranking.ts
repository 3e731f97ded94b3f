// The paper's experiments as one sorted table for the app (and the worker that computes it): the
// best single methods and routines within a time limit, the repeats each method needs when time is
// no object, one method repeated R times, and every ordering of a family of multisets. Rows carry
// their exact bounds; optionally the top rows are measured (seeded simulation) and the table is
// re-ranked by the measured lower bound. Every number keeps its kind, so the view can say "exact"
// or "measured" beside it.
import { InputError, located } from "@arcade/core";
import { METHOD_NAMES, parseRoutine, type ShuffleMethod } from "../shuffle/routine.ts";
import {
  bestRoutines,
  bestSingleMethods,
  compareScores,
  parseFamily,
  rankFamily,
  repeatMethod,
  repeatsNeeded,
  scoreRoutine,
  type RoutineScore,
} from "./experiments.ts";
import { measureRoutine } from "./measure.ts";
import { makeLab, type Lab, type LabOptions } from "./params.ts";
import type { RunControl } from "./progress.ts";

export type Experiment =
  /** The best single methods and the best routines found within `seconds` (the paper's 60 s and 12 s). */
  | { kind: "within"; seconds: number }
  /** No time limit: the repeats each method needs to bring its distance to `threshold`. */
  | { kind: "needs"; threshold: number }
  /** One method repeated 1..upTo times. */
  | { kind: "repeat"; method: ShuffleMethod; upTo: number }
  /** Every ordering of each multiset (e.g. the paper's "D R4, D R3 H3, …"), at most `seconds` long if given. */
  | { kind: "family"; family: string; seconds?: number };

/** A sampled lower bound on TV: the strongest event bound of `measureRoutine`, one-sided 95 %. */
export interface MeasuredBound {
  /** The 95 % lower confidence bound. */
  lower: number;
  /** The point estimate P̂(A) − U(A) it comes from. */
  point: number;
  /** Simulated decks behind it (the half that tested the event). */
  trials: number;
  /** Which statistic's event gave it. */
  source: string;
}

export interface RankRow extends RoutineScore {
  /** "single method" rows of a time-limit experiment; "routine" otherwise. */
  group: "single method" | "routine";
  /** Set when this row was measured. */
  measured: MeasuredBound | null;
}

export interface RankResult {
  title: string;
  /** How the rows are ordered, in words. */
  rankedBy: string;
  rows: RankRow[];
  /** Rows computed before any cut to `limit` (e.g. all 396 orderings). */
  count: number;
  /** Facts that are not rows (methods that never get there, orderings left out). */
  notes: string[];
  /** Simulated decks per measured row (0 when nothing was measured). */
  trials: number;
  seed: string;
}

export interface RankOptions {
  /** Measure this many of the top rows (0: exact bounds only). */
  measureTop?: number;
  /** Simulated decks per measured row (default 2 000). */
  trials?: number;
  seed?: string;
  /** Rows kept in the result (default 400). */
  limit?: number;
}

/** A short title for an experiment, as the table's heading. */
export function experimentTitle(e: Experiment): string {
  switch (e.kind) {
    case "within":
      return `Best within ${e.seconds} s`;
    case "needs":
      return `No time limit: repeats to reach TV ≤ ${e.threshold}`;
    case "repeat":
      return `${METHOD_NAMES[e.method]} repeated 1–${e.upTo} times`;
    case "family":
      return `Every ordering of ${e.family}${e.seconds === undefined ? "" : ` within ${e.seconds} s`}`;
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function rowsOf(scores: readonly RoutineScore[], group: RankRow["group"]): RankRow[] {
  return scores.map((s) => ({ ...s, group, measured: null }));
}

/** The exact part of an experiment: rows ranked by their exact bounds. */
function exactRows(e: Experiment, lab: Lab, control: RunControl | undefined, notes: string[]): RankRow[] {
  switch (e.kind) {
    case "within": {
      if (!(e.seconds > 0 && e.seconds <= 3600)) throw new InputError(`must be from 1 to 3600 seconds, got ${e.seconds}`, "time limit");
      const single = rowsOf(bestSingleMethods(e.seconds, lab), "single method");
      const singles = new Set(single.map((r) => r.routine));
      const found = rowsOf(bestRoutines(e.seconds, lab, { limit: 15 }, control), "routine").filter((r) => !singles.has(r.routine));
      notes.push("Mixed routines come from a beam search (24 kept per length): every score is exact, the search is not a proof that nothing better exists.");
      return [...single, ...found];
    }
    case "needs": {
      const needs = repeatsNeeded(e.threshold, lab);
      const rows: RankRow[] = [];
      for (const need of needs) {
        if (need.repeats === null) {
          notes.push(`${capital(METHOD_NAMES[need.method])}: never, however often (${need.basis.replace(/^never: /, "")}).`);
          continue;
        }
        rows.push(...rowsOf([scoreRoutine([{ method: need.method, times: need.repeats }], lab)], "single method"));
        if (need.basis !== "exact TV")
          notes.push(
            `${capital(METHOD_NAMES[need.method])}: the count brings the worst card within ${e.threshold}; necessary for TV ≤ ${e.threshold}, not sufficient.`,
          );
      }
      return rows;
    }
    case "repeat": {
      if (!Number.isInteger(e.upTo) || e.upTo < 1 || e.upTo > 200) throw new InputError(`must be a whole number from 1 to 200, got ${e.upTo}`, "repeats");
      const counts = Array.from({ length: e.upTo }, (_, i) => i + 1);
      return rowsOf(repeatMethod(e.method, counts, lab), "single method");
    }
    case "family": {
      const all = rankFamily(parseFamily(e.family), lab, control);
      const within = e.seconds === undefined ? all : all.filter((r) => r.seconds <= e.seconds! + 1e-9);
      if (within.length < all.length) notes.push(`${all.length - within.length} orderings take longer than ${e.seconds} s and were left out.`);
      return rowsOf(within, "routine");
    }
  }
}

/** The strongest sampled event bound of a routine (`trials` decks, seeded). */
export function measuredBound(routine: string, lab: Lab, trials: number, seed: string, control?: RunControl): MeasuredBound {
  const report = measureRoutine(parseRoutine(routine), lab, { trials, seed }, control);
  const sampled = report.metrics.filter((m) => m.name.startsWith("TV bound from "));
  const best = sampled.reduce((a, b) => (b.value > a.value ? b : a));
  return { lower: best.value, point: best.interval?.[1] ?? best.value, trials: best.trials, source: best.name.replace(/^TV bound from /, "") };
}

/** The lower bound a row is ranked by once measured: the larger of its exact and measured ones. */
export function provenLowerBound(row: RankRow): number {
  return Math.max(row.tvLowerBound, row.measured?.lower ?? 0);
}

/** Measured ranking: the larger proven lower bound last (more is proven against it), then as compareScores. */
export function compareMeasured(a: RankRow, b: RankRow): number {
  return provenLowerBound(a) - provenLowerBound(b) || compareScores(a, b);
}

/**
 * Runs an experiment. Progress is reported in one unit space: the exact part, then each measured
 * routine's trials. With `measureTop` > 0 the top rows are measured and everything is re-ranked
 * by the proven lower bound (exact or measured), which unmasks routines whose heatmap flatters them.
 */
export function runExperiment(experiment: Experiment, labOptions: LabOptions, options: RankOptions = {}, control?: RunControl): RankResult {
  const lab = makeLab(labOptions);
  const trials = options.trials ?? 2000;
  const seed = options.seed ?? "cards";
  const measureTop = options.measureTop ?? 0;
  const notes: string[] = [];
  // The exact part gets a tenth of the progress bar when something is measured afterwards.
  const exactShare = measureTop > 0 ? 0.1 : 1;
  const scale = 1000;
  const exactControl: RunControl = {
    ...(control?.cancel ? { cancel: control.cancel } : {}),
    onProgress: (done, total) => control?.onProgress?.(Math.round((exactShare * scale * done) / Math.max(1, total)), scale),
  };
  const rows = exactRows(experiment, lab, exactControl, notes).sort(compareScores);
  const count = rows.length;
  if (measureTop === 0 && rows.length > 1 && rows.every((r) => r.tvUpperBound > 0.999999)) {
    // The paper's trap: with nothing guaranteed, the order comes from lower bounds, which a flat
    // heatmap flatters. (Four riffles guarantee 1 − 5·10⁻¹¹: nothing, as in compareScores.)
    notes.push(
      "Nothing here is guaranteed closer to random than 1, so the order comes from exact lower bounds, which a flat heatmap flatters. Measure the top rows to test them.",
    );
  }
  const top = rows.slice(0, Math.min(measureTop, rows.length));
  top.forEach((row, i) => {
    const base = exactShare * scale + ((1 - exactShare) * scale * i) / top.length;
    row.measured = measuredBound(row.routine, lab, trials, `${seed}:${row.routine}`, {
      ...(control?.cancel ? { cancel: control.cancel } : {}),
      onProgress: (done, total) => control?.onProgress?.(Math.round(base + ((1 - exactShare) * scale * done) / (Math.max(1, total) * top.length)), scale),
    });
  });
  if (top.length > 0) {
    notes.push(
      `Measured: ${trials.toLocaleString("en")} simulated decks each, 95 %. A measured number is a lower bound: it can prove a routine far from random, never close to it; only an exact upper bound guarantees that.`,
    );
    // Only the measured rows are re-ranked (the rest keep their exact order below them).
    top.sort(compareMeasured);
    rows.splice(0, top.length, ...top);
  }
  control?.onProgress?.(scale, scale);
  return {
    title: experimentTitle(experiment),
    rankedBy:
      top.length > 0
        ? `the top ${top.length} by exact bounds, then by the larger lower bound, exact or measured`
        : "the guaranteed distance (exact upper bound), then the exact lower bound",
    rows: rows.slice(0, options.limit ?? 400),
    count,
    notes,
    trials: top.length > 0 ? trials : 0,
    seed,
  };
}

/** A ranking the app asks the worker for. */
export interface RankRequest {
  id: number;
  kind: "rank";
  experiment: Experiment;
  lab: LabOptions;
  options: RankOptions;
}

export type RankResponse =
  | { id: number; type: "progress"; done: number; total: number }
  | { id: number; type: "ranking"; result: RankResult }
  | { id: number; type: "error"; message: string };

/** Runs one ranking request, posting progress and then the result or the error (with its place). */
export function runRankRequest(request: RankRequest, post: (response: RankResponse) => void): void {
  try {
    const result = runExperiment(request.experiment, request.lab, request.options, {
      onProgress: (done, total) => post({ id: request.id, type: "progress", done, total }),
    });
    post({ id: request.id, type: "ranking", result });
  } catch (error) {
    post({ id: request.id, type: "error", message: error instanceof InputError ? located(error) : String(error) });
  }
}

/** Four decimals, without rounding a value just below 1 up to "1.0000" (four riffles: 1 − 5·10⁻¹¹). */
export function distanceDigits(x: number): string {
  if (x < 1 && x > 0.99995) return ">0.9999";
  if (x > 0 && x < 0.00005) return "<0.0001";
  return x.toFixed(4);
}

const f = distanceDigits;

const SOURCE_WORDS: Record<RoutineScore["source"], string> = {
  "exact TV": "exact TV",
  "max single-card TV": "worst card",
  "counting bound": "counting",
};

/**
 * A row's distance in words for a phone-sized table: the exact part (a value, or the proven
 * interval, or only a lower bound) and the measured part, each saying what it is.
 */
export function rowDistanceText(row: RankRow): { exact: string; measured: string | null } {
  const exact =
    row.tvExact !== null
      ? `TV ${f(row.tvExact)} exact`
      : row.tvUpperBound < 1
        ? `TV ${f(row.tvLowerBound)}–${f(row.tvUpperBound)}, exact bounds (${SOURCE_WORDS[row.source]} · riffles)`
        : `TV ≥ ${f(row.tvLowerBound)} exact (${SOURCE_WORDS[row.source]}), no upper bound`;
  const m = row.measured;
  const measured = m ? `measured ${f(m.point)}, ≥ ${f(m.lower)} at 95 % (${m.source}; ${m.trials.toLocaleString("en")} decks)` : null;
  return { exact, measured };
}
