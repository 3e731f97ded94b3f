// What the lab screen is made with and reports, and its read-outs as text: the exact numbers for a routine (computed in the page in
// milliseconds) and the sampled ones from the worker, with their intervals and the traps said out
// loud. Pure: the screen only places the text.
import { plural } from "@arcade/core";
import type { ShuffleStep } from "../shuffle/routine.ts";
import type { ActionBar } from "@arcade/core/stage";
import { exactTv, type Heatmap, type LabOptions, type LabSummary, type RoutineScore } from "./lab-api.ts";
import type { makeLab } from "./lab-api.ts";
import type { Insets, LabLayout } from "./lab-layout.ts";
import { routineTextWords, distanceReading, figure, heatmapReadings, measuredReadings, separationReading, verdict, type Reading } from "./plain-words.ts";

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
  /** Opens the lab again with a deck of `cards` (the 52/60 switch), keeping the routine. */
  onDeckSize?: (cards: number) => void;
  /** The game's host element: the results panel (text in the page) goes in it. */
  host: HTMLElement;
  /** The edges the shell's own controls cover now. */
  insets?: () => Insets;
  /** After each layout (for the shell's layout report). */
  onLayout?: (layout: LabLayout) => void;
  /** "Draw the canvas again": state changed outside update() (a worker's answer). */
  invalidate?: () => void;
  /** The shell's in-game button bar, for the lab's tools (undo, clear, the deck view, pin). */
  bar?: Pick<ActionBar, "set" | "update">;
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

/** The exact read-out: the readings, the traps said out loud, and how alarming it is. */
export interface ExactReadout {
  readings: Reading[];
  notes: string[];
  /** "bad" when the deck is provably far from random, "warn" when not yet close, else "ok". */
  tone: "ok" | "warn" | "bad";
}

/** The distance to random, separation and the exact heatmap's numbers, each in words with its figure. */
export function exactReadout(steps: readonly ShuffleStep[], lab: ReturnType<typeof makeLab>, s: RoutineScore, report: LabSummary | null): ExactReadout {
  if (steps.length === 0) {
    return {
      readings: [distanceReading(steps, { exact: 1, lower: 1, lowerWhy: "", upper: 1 })],
      notes: ["Add riffles, cuts, Hindu shuffles or deals and watch the numbers."],
      tone: "ok",
    };
  }
  // The strongest lower bound so far: exact ones now, a sampled one when the worker reports.
  const measured = report && report.tvLowerBound > s.tvLowerBound ? report : null;
  const lower = measured ? measured.tvLowerBound : s.tvLowerBound;
  const lowerWhy = measured ? `measured from ${measured.tvLowerBoundSource.replace(/^TV bound from /, "")}, 95 %` : EXACT_WHY[s.source];
  const distance = { exact: s.tvExact, lower, lowerWhy, upper: s.tvUpperBound };
  const readings = [distanceReading(steps, distance)];
  const separation = s.tvExact === null ? null : (exactTv(steps, lab)?.separation ?? null);
  if (separation !== null) readings.push(separationReading(separation));
  // The heatmap's reading defers to the headline's verdict and says the flat-map trap out loud.
  readings.push(...heatmapReadings(s.maxCardTv, s.squaredDeviation, lab.cards, { words: verdict(distance), lower }));
  return { readings, notes: [], tone: lower > 0.5 ? "bad" : lower > 0.25 ? "warn" : "ok" };
}

const EXACT_WHY: Record<RoutineScore["source"], string> = {
  "exact TV": "exact",
  "max single-card TV": "exact: the worst card",
  "counting bound": "exact: counting the orders it can reach",
};

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

/** The sampled read-out: a status while measuring (or its error), then the readings with 95 % intervals. */
export interface MeasuredReadout {
  status: string | null;
  title: string;
  readings: Reading[];
  notes: string[];
}

export function measuredReadout({ steps, error, report: r, progress, trials, cards }: MeasuredState): MeasuredReadout {
  const empty = { title: "", readings: [], notes: [] };
  if (steps === 0) return { status: null, ...empty };
  if (error) return { status: `Measurement failed: ${error}`, ...empty };
  if (!r) return { status: `Measuring ${plural(trials, "simulated deck")}… ${Math.round(progress * 100)} %`, ...empty };
  const metric = (name: string) => r.metrics.find((m) => m.name === name);
  const hand = (deck: string) => r.metrics.find((m) => m.name.startsWith("P(opening") && m.name.endsWith(deck));
  // With a fixed step at either end, the same statistic on the random core's own order shows the trap.
  const fixedEnds = r.warnings.some((w) => w.startsWith("Fixed steps"));
  const { title, readings } = measuredReadings({
    trials: r.trials,
    cards,
    rising: metric("rising sequences (mean)"),
    coreRising: fixedEnds ? metric("rising sequences, core order (mean)") : undefined,
    successions: metric("successions (mean)"),
    cyclic: metric("cyclic successions (mean)"),
    guessing: metric("guessing score (mean)"),
    sortedHands: hand("sorted deck"),
    wovenHands: hand("mana-woven deck"),
  });
  return { status: null, title, readings, notes: r.warnings.map(shortWarning) };
}

/** The traps, in one line each for the phone screen (the full text is in the CSV export). */
function shortWarning(warning: string): string {
  if (warning.startsWith("Cuts only")) return "Cuts only rotate the deck: the heatmap may look flat, yet the deck stays nowhere near random.";
  if (warning.startsWith("Fixed steps")) return "A deal or faro at either end changes nothing, but it fools statistics that read the cards' labels.";
  return warning;
}

/** The pinned routine A, in one line, for comparing with the routine being built (B). */
export function pinnedReadout(a: Pick<LabState, "routine" | "seconds" | "score" | "report">): string {
  const lower = Math.max(a.score.tvLowerBound, a.report?.tvLowerBound ?? 0);
  const s = a.score;
  const words = verdict({ exact: s.tvExact, lower, lowerWhy: "", upper: s.tvUpperBound });
  const tv =
    s.tvExact !== null ? `TV ${figure(s.tvExact)}, exact` : s.tvUpperBound < 1 ? `TV ${figure(lower)}–${figure(s.tvUpperBound)}` : `TV ≥ ${figure(lower)}`;
  return `A: ${routineTextWords(a.routine)} (${a.seconds} s) is ${words} (${tv}); worst card ${figure(s.maxCardTv)}`;
}

/** Where one card most likely ends up, from the exact heatmap (card and position counted from 1). */
function likeliest(heatmap: Heatmap, card: number): string {
  const { n, p } = heatmap;
  let best = 0;
  for (let j = 1; j < n; j++) if (p[card * n + j]! > p[card * n + best]!) best = j;
  return `card ${card + 1} most likely ends at position ${best + 1} (probability ${figure(p[card * n + best]!)})`;
}

/** The heatmap in words for a screen reader: what it shows and where the telling cards go. */
export function heatmapSummary(heatmap: Heatmap, worstCard: number): string {
  const n = heatmap.n;
  const cards = [...new Set([0, n - 1, worstCard])].map((card) => likeliest(heatmap, card));
  return `Exact heatmap: the chance of each card at each position (even odds ${figure(1 / n)}). From a fresh deck, ${cards.join("; ")}; card ${worstCard + 1} is the most predictable.`;
}
