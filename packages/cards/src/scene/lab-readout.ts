// What the lab screen is made with and reports, and its read-outs as text: the exact numbers for a routine (computed in the page in
// milliseconds) and the sampled ones from the worker, with their intervals and the traps said out
// loud. Pure: the screen only places the text.
import type { ShuffleStep } from "@arcade/core";
import { distanceDigits } from "../analysis/ranking.ts";
import { exactTv, type Heatmap, type LabOptions, type LabSummary, type Metric, type RoutineScore } from "./lab-api.ts";
import type { makeLab } from "./lab-api.ts";
import { ACCENT, BAD, INK } from "./widgets.ts";

export interface LabScreenOptions {
  lab: LabOptions;
  trials: number;
  lands: number;
  seed: string;
  animate: boolean;
  /** Called after every change, for the shell's test report and the menus. */
  onChange: (state: LabState) => void;
  /** The starting routine, if any. */
  routine?: readonly ShuffleStep[];
  /** Opens the experiments (ranking) screen. */
  onRank: () => void;
}

export interface LabState {
  routine: string;
  seconds: number;
  score: RoutineScore;
  heatmap: Heatmap;
  report: LabSummary | null;
  /** The heatmap's zoom factor (1 = whole map). */
  zoom: number;
  /** The heatmap's frame on the screen, "x,y,size" in px. */
  mapBox: string;
}

/** The exact read-out and its colour (red when the deck is provably far from random). */
export function exactReadout(
  steps: readonly ShuffleStep[],
  lab: ReturnType<typeof makeLab>,
  s: RoutineScore,
  report: LabSummary | null,
): { text: string; fill: number } {
  if (steps.length === 0) {
    return { text: "A fresh deck is in order: distance to random 1.\nAdd riffles, cuts, Hindu shuffles or deals and watch the numbers.", fill: INK };
  }
  // The strongest lower bound so far: exact ones now, a sampled one when the worker reports.
  const measured = report && report.tvLowerBound > s.tvLowerBound ? report : null;
  const bound = measured ? measured.tvLowerBound : s.tvLowerBound;
  const d = distanceDigits;
  const separation = s.tvExact === null ? null : (exactTv(steps, lab)?.separation ?? null);
  const why = measured ? `measured: ${shortSource(measured.tvLowerBoundSource)}, 95 %` : `exact: ${s.source}`;
  const tv =
    s.tvExact !== null
      ? `Distance to random (TV) ${d(s.tvExact)}, exact${separation === null ? "" : ` · separation ${d(separation)}, exact`}`
      : s.tvUpperBound < 1
        ? `Distance to random (TV) between ${d(bound)} (${why}) and ${d(s.tvUpperBound)} (exact: its riffles alone)`
        : `Distance to random (TV) ≥ ${d(bound)} (${why}); no exact value`;
  const lines = [tv, `Exact heatmap: worst card's position TV ${d(s.maxCardTv)}, D ${d(s.squaredDeviation)}`];
  // The paper's trap, said out loud: a flat heatmap is not a random deck.
  if (s.maxCardTv < 0.05 && bound > 0.25) lines.push("The heatmap looks flat, yet the deck is provably far from random.");
  return { text: lines.join("\n"), fill: bound > 0.5 ? BAD : bound > 0.25 ? ACCENT : INK };
}

export interface MeasuredState {
  /** Steps in the routine. */
  steps: number;
  error: string | null;
  report: LabSummary | null;
  /** 0..1 while the worker measures. */
  progress: number;
  trials: number;
  cards: number;
}

/** The sampled read-out's lines: progress while measuring, then the metrics with 95 % intervals. */
export function measuredReadout({ steps, error, report: r, progress, trials, cards }: MeasuredState): string[] {
  if (steps === 0) return [];
  if (error) return [`Measurement failed: ${error}`];
  if (!r) return [`Measuring ${trials.toLocaleString("en")} simulated decks… ${Math.round(progress * 100)} %`];
  const metric = (prefix: string) => r.metrics.find((m) => m.name.startsWith(prefix));
  const num = (prefix: string, label: string, digits: number) => {
    const m = metric(prefix);
    if (!m) return null;
    const ci = m.interval ? ` [${m.interval[0].toFixed(digits)}, ${m.interval[1].toFixed(digits)}]` : "";
    return `${label} ${m.value.toFixed(digits)}${ci} (random ${m.uniform?.toFixed(digits) ?? "?"})`;
  };
  const pct = (x: number | null | undefined) => (x === null || x === undefined ? "?" : (100 * x).toFixed(1));
  const share = (m: Metric | undefined) => (m ? `${pct(m.value)} % [${pct(m.interval?.[0])}, ${pct(m.interval?.[1])}]` : "?");
  const sorted = metric("P(opening");
  const woven = r.metrics.find((m) => m.name.startsWith("P(opening") && m.name.endsWith("mana-woven deck"));
  const hand = Math.min(7, cards);
  // With a fixed step at either end, the same statistic on the random core's own order shows the trap.
  const fixedEnds = r.warnings.some((w) => w.startsWith("Fixed steps"));
  return [
    `Measured on ${r.trials.toLocaleString("en")} decks, 95 % intervals:`,
    num("rising sequences (mean)", "Rising sequences", 1),
    fixedEnds ? num("rising sequences, core order (mean)", "… before the fixed steps", 1) : null,
    num("successions (mean)", "Cards still in order", 2),
    num("cyclic successions (mean)", "… counting bottom-to-top", 2),
    num("guessing score (mean)", "Guessing score", 2),
    `Opening ${hand} with 0–1 or ${hand - 1}–${hand} lands: sorted ${share(sorted)}, woven ${share(woven)} (random ${pct(sorted?.uniform)} %)`,
    ...r.warnings.map((w) => `Note: ${shortWarning(w)}`),
  ].filter((x): x is string => x !== null);
}

/** The source of a sampled bound, in a few words. */
function shortSource(source: string): string {
  return source.replace(/^TV bound from /, "from ");
}

/** The traps, in one line each for the phone screen (the full text is in the CSV export). */
function shortWarning(warning: string): string {
  if (warning.startsWith("Cuts only")) return "cuts only rotate the deck: flat heatmap, yet never random.";
  if (warning.startsWith("Fixed steps")) return "a deal or faro at either end changes nothing, but fools label statistics.";
  return warning;
}

/** The pinned routine A, in one line, for comparing with the routine being built (B). */
export function pinnedReadout(a: Pick<LabState, "routine" | "seconds" | "score" | "report">): string {
  const bound = Math.max(a.score.tvLowerBound, a.report?.tvLowerBound ?? 0);
  const tv =
    a.score.tvExact !== null
      ? `= ${a.score.tvExact.toFixed(4)} exact`
      : a.score.tvUpperBound < 1
        ? `in [${bound.toFixed(4)}, ${a.score.tvUpperBound.toFixed(4)}]`
        : `≥ ${bound.toFixed(4)}`;
  return `A: ${a.routine} (${a.seconds} s): TV ${tv}, worst card ${a.score.maxCardTv.toFixed(4)}`;
}
