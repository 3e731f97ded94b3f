// The metric panel of one routine: exact numbers where the mathematics allows (TV for riffle-only
// routines, the expected heatmap from kernels, the counting bound) and seeded Monte Carlo
// estimates with 95 % intervals otherwise. Every metric says what it is: `exact`, `estimate`, or
// `lower-bound` (a number the distance to random cannot be below — most metrics are only that:
// a statistic can prove a deck is not random, never that it is).
import { formatRoutine, type ShuffleStep } from "../shuffle/routine.ts";
import { expectedHeatmap, heatmapMetrics, KernelCache, type Heatmap } from "./heatmap.ts";
import { guessScore, landsInHand, risingOf, sortedLands, successionsOf, wovenLands } from "./deck-stats.ts";
import { harmonic, hypergeometric, meanInterval, normalQuantile, risingNullLaw, successionNullLaw, wilson, type Interval } from "./laws.ts";
import { routineSeconds, type Lab } from "./params.ts";
import { checkCancel, type RunControl } from "./progress.ts";
import { simulate } from "./simulate.ts";
import { exactTv, routineShape, supportBound, tvUpperBound, type ExactTv } from "./structure.ts";

export type MetricKind = "exact" | "estimate" | "lower-bound";

export interface Metric {
  name: string;
  kind: MetricKind;
  value: number;
  /** 95 % interval for estimates; null for exact values. */
  interval: Interval | null;
  /** The value a uniformly random deck gives (its mean or exact value), when there is one. */
  uniform: number | null;
  /** Simulated decks behind the number (0 for computed ones). */
  trials: number;
  description: string;
}

export interface MeasureOptions {
  /** Simulated decks (default 10 000). */
  trials?: number;
  /** Seed of the simulation (default "cards"). */
  seed?: string;
  /** Lands in the deck for the opening-hand study (default 24 of 60, scaled: round(0.4 n)). */
  lands?: number;
  /** Opening hand size (default 7, at most n). */
  hand?: number;
}

export interface RoutineReport {
  routine: string;
  cards: number;
  seconds: number;
  tvExact: number | null;
  tvExactDecimal: string | null;
  tvLowerBound: number;
  /** Which metric gave tvLowerBound. */
  tvLowerBoundSource: string;
  /** An exact upper bound on TV (the exact TV, or that of the longest run of consecutive riffles; 1 if none). */
  tvUpperBound: number;
  tvUpperBoundSource: string;
  metrics: Metric[];
  /** The traps this routine falls into, in words. */
  warnings: string[];
  /** The exact expected heatmap (row = card, column = position). */
  heatmap: Heatmap;
  trials: number;
  seed: string;
}

const Z95 = normalQuantile(0.975);

/**
 * Fewer simulated decks than this give a mean no interval: the normal approximation behind it
 * (mean ± z·sd/√T, with sd estimated from the same decks) is not a 95 % interval for so few, and
 * one deck would give one of width 0. Proportions keep their Wilson interval, which holds at any T.
 */
export const MIN_INTERVAL_TRIALS = 30;
const TOO_FEW = `Too few trials for a 95 % interval (fewer than ${MIN_INTERVAL_TRIALS}). `;

/** Counts of a discrete statistic split in two halves, for the event bound. */
class EventCounter {
  readonly first: Float64Array;
  readonly second: Float64Array;
  constructor(
    readonly name: string,
    readonly law: readonly number[],
    readonly description: string,
  ) {
    this.first = new Float64Array(law.length);
    this.second = new Float64Array(law.length);
  }
  add(value: number, firstHalf: boolean): void {
    (firstHalf ? this.first : this.second)[value]! += 1;
  }
  /**
   * TV ≥ P(A) − U(A) for every event A. The first half of the trials picks A = {x : p̂(x) > u(x)};
   * the second, independent half estimates P(A) with a one-sided Wilson lower bound at level
   * 1 − α. Picking and testing on different trials keeps the bound honest.
   */
  bound(zOneSided: number): { point: number; lower: number; trials: number } {
    const t1 = this.first.reduce((a, b) => a + b, 0);
    const t2 = this.second.reduce((a, b) => a + b, 0);
    let uA = 0;
    let hits = 0;
    this.law.forEach((u, x) => {
      if (this.first[x]! / t1 > u) {
        uA += u;
        hits += this.second[x]!;
      }
    });
    const lower = wilson(hits, t2, zOneSided)[0] - uA;
    return { point: hits / t2 - uA, lower: Math.max(0, lower), trials: t2 };
  }
  /** Plug-in TV of the empirical law against the null law over all trials (biased upwards). */
  plugInTv(): number {
    const total = this.first.reduce((a, b) => a + b, 0) + this.second.reduce((a, b) => a + b, 0);
    let tv = 0;
    this.law.forEach((u, x) => (tv += Math.abs((this.first[x]! + this.second[x]!) / total - u)));
    return tv / 2;
  }
}

/** Sum and sum of squares of a per-trial number. */
class Moments {
  sum = 0;
  squares = 0;
  add(x: number): void {
    this.sum += x;
    this.squares += x * x;
  }
}

function exactMetrics(steps: readonly ShuffleStep[], lab: Lab, exact: ExactTv | null, h: Heatmap): Metric[] {
  const m = heatmapMetrics(h);
  const n = lab.cards;
  const out: Metric[] = [];
  const computed = (name: string, kind: MetricKind, value: number, uniform: number | null, description: string): Metric => ({
    name,
    kind,
    value,
    interval: null,
    uniform,
    trials: 0,
    description,
  });
  if (exact) {
    out.push(computed("total variation distance", "exact", exact.tv, 0, `Exact distance of the whole deck's order to uniform: ${exact.why}.`));
    if (exact.separation !== null) out.push(computed("separation distance", "exact", exact.separation, 0, "Exact: 1 − min over orders of n!·P(order)."));
  }
  out.push(
    computed(
      "heatmap squared deviation D",
      "exact",
      m.squaredDeviation,
      0,
      `Σ (P − 1/n)² over the exact expected heatmap: 0 when every card is equally likely everywhere, ${n - 1} for a fixed order. Blind to how cards move together: 30 cuts score almost 0.`,
    ),
    computed(
      "max single-card TV",
      "lower-bound",
      m.maxCardTv,
      0,
      `Exact, from the expected heatmap: the worst card's (card ${m.worstCard}) position is this far from uniform; the whole deck is at least as far.`,
    ),
    computed(
      "separation lower bound",
      "lower-bound",
      m.separationLowerBound,
      0,
      "1 − n·min cell of the exact heatmap: the separation distance is at least this.",
    ),
    computed("hot cell", "exact", m.hotCell, 0, "max |n·P − 1| over the exact heatmap: the most visible cell, in units of the uniform 1/n."),
    computed(
      "counting bound",
      "lower-bound",
      supportBound(steps, n),
      0,
      "TV ≥ 1 − (orders the routine can reach)/n!: a riffle reaches 2^n − n orders, a Hindu shuffle at most 2^(n−1), any run of cuts n, a fixed step 1.",
    ),
  );
  return out;
}

/** Measures a routine: exact metrics, then `trials` simulated decks. */
export function measureRoutine(steps: readonly ShuffleStep[], lab: Lab, options: MeasureOptions = {}, control?: RunControl): RoutineReport {
  const n = lab.cards;
  const trials = options.trials ?? 10_000;
  const seed = options.seed ?? "cards";
  const hand = Math.min(options.hand ?? 7, n);
  const lands = Math.min(options.lands ?? Math.round(0.4 * n), n);
  const check = () => checkCancel(control);
  const exact = exactTv(steps, lab, check);
  // The heatmap can be stopped, but progress is the simulation's alone (one rising count).
  const heatmap = expectedHeatmap(steps, lab, control?.cancel ? { cancel: control.cancel } : undefined, new KernelCache(lab));
  const metrics = exactMetrics(steps, lab, exact, heatmap);
  const shape = routineShape(steps);
  const warnings: string[] = [];
  if (shape.core.length > 0 && (shape.prefix.length > 0 || shape.suffix.length > 0)) {
    warnings.push(
      "Fixed steps (deal or faro) at the ends change no distance to random, but they rearrange the labels: rising sequences, successions and guessing on the final order can look random when the deck is not. The lab also measures them on the random core's own order ('core' metrics).",
    );
  }
  if (shape.core.length > 0 && shape.core.every((s) => s.method === "C")) {
    warnings.push("Cuts only rotate the deck: the heatmap can look flat, yet at most n of the n! orders are reachable (cyclic successions stay at n).");
  }

  if (trials > 0) {
    // One-sided level for the event bounds, Bonferroni-corrected over the statistics below.
    const events = {
      rising: new EventCounter("rising sequences (final order)", risingNullLaw(n), "law of r on the final order"),
      successions: new EventCounter("successions (final order)", successionNullLaw(n), "law of successions on the final order"),
      coreRising: new EventCounter("rising sequences (core order)", risingNullLaw(n), "law of r on the random core's order"),
      coreSuccessions: new EventCounter("successions (core order)", successionNullLaw(n), "law of successions on the random core's order"),
      rotation: new EventCounter(
        "core order is a rotation",
        rotationNull(n),
        "whether all n cyclic successions survive (the order is a rotation: n of n! orders)",
      ),
      sortedHand: new EventCounter(
        `lands in opening ${hand} (sorted deck)`,
        hypergeometric(n, lands, hand),
        `lands among the top ${hand}, ${lands} lands starting on top`,
      ),
      wovenHand: new EventCounter(
        `lands in opening ${hand} (mana-woven deck)`,
        hypergeometric(n, lands, hand),
        `lands among the top ${hand}, ${lands} lands starting evenly woven`,
      ),
    };
    const rising = new Moments();
    const succ = new Moments();
    const cyclic = new Moments();
    const guess = new Moments();
    const coreRising = new Moments();
    const coreSucc = new Moments();
    const coreGuess = new Moments();
    let sortedExtreme = 0;
    let wovenExtreme = 0;
    const counts = new Float64Array(n * n);
    const sorted = sortedLands(n, lands);
    const woven = wovenLands(n, lands);
    const seen = new Uint8Array(n);
    const half = Math.floor(trials / 2);
    const extreme = (x: number) => x <= 1 || x >= hand - 1;
    simulate(
      steps,
      lab,
      trials,
      seed,
      ({ final, core }, t) => {
        const first = t < half;
        const r = risingOf(final);
        const s = successionsOf(final);
        rising.add(r);
        succ.add(s.plain);
        cyclic.add(s.cyclic);
        guess.add(guessScore(final, seen));
        events.rising.add(r - 1, first);
        events.successions.add(s.plain, first);
        const cr = risingOf(core);
        const cs = successionsOf(core);
        coreRising.add(cr);
        coreSucc.add(cs.plain);
        coreGuess.add(guessScore(core, seen));
        events.coreRising.add(cr - 1, first);
        events.coreSuccessions.add(cs.plain, first);
        events.rotation.add(cs.cyclic === n ? 1 : 0, first);
        const xs = landsInHand(final, sorted, hand);
        const xw = landsInHand(final, woven, hand);
        events.sortedHand.add(xs, first);
        events.wovenHand.add(xw, first);
        if (extreme(xs)) sortedExtreme++;
        if (extreme(xw)) wovenExtreme++;
        for (let j = 0; j < n; j++) counts[final[j]! * n + j]! += 1;
      },
      control,
    );
    const est = (name: string, mom: Moments, uniform: number, description: string): Metric => {
      const { mean, interval } = meanInterval(mom.sum, mom.squares, trials, Z95);
      if (trials < MIN_INTERVAL_TRIALS) return { name, kind: "estimate", value: mean, interval: null, uniform, trials, description: TOO_FEW + description };
      return { name, kind: "estimate", value: mean, interval, uniform, trials, description };
    };
    metrics.push(
      est(
        "rising sequences (mean)",
        rising,
        (n + 1) / 2,
        "Mean number of rising sequences of the final order; uniform: (n+1)/2. Pure riffles: k riffles give at most 2^k.",
      ),
      est("successions (mean)", succ, (n - 1) / n, 'Cards still directly above their original neighbour ("cards still in order"); uniform ≈ 1.'),
      est("cyclic successions (mean)", cyclic, n / (n - 1), "Successions counting the bottom card followed by the top one: cuts leave all n."),
      est(
        "guessing score (mean)",
        guess,
        harmonic(n),
        "Cards guessed right turning the deck over one by one (guess the successor of the last card if unseen, else the lowest unseen); uniform: H_n.",
      ),
      est("rising sequences, core order (mean)", coreRising, (n + 1) / 2, "The same on the random core's own order (fixed steps at the ends removed)."),
      est("successions, core order (mean)", coreSucc, (n - 1) / n, "The same on the random core's own order."),
      est("guessing score, core order (mean)", coreGuess, harmonic(n), "The same on the random core's own order."),
    );
    const nullExtreme = hypergeometric(n, lands, hand).reduce((sum, p, x) => sum + (extreme(x) ? p : 0), 0);
    for (const [name, hits] of [
      [`P(opening ${hand} has ≤ 1 or ≥ ${hand - 1} lands), sorted deck`, sortedExtreme],
      [`P(opening ${hand} has ≤ 1 or ≥ ${hand - 1} lands), mana-woven deck`, wovenExtreme],
    ] as const) {
      metrics.push({
        name,
        kind: "estimate",
        value: hits / trials,
        interval: wilson(hits, trials, Z95),
        uniform: nullExtreme,
        trials,
        description: `${lands} lands in ${n} cards; the uniform value is hypergeometric.`,
      });
    }
    // Heatmap chi-square of the sampled heatmap: mean n(n−1), sd ≈ n·√2 for a uniform deck (its
    // variance term needs two decks at least).
    let sq = 0;
    for (const c of counts) sq += (c / trials - 1 / n) ** 2;
    const chi2 = n * trials * sq;
    const z = (chi2 - n * (n - 1)) / (n * Math.sqrt((2 * (trials - 1)) / trials));
    if (trials >= 2)
      metrics.push({
        name: "sampled heatmap chi-square z",
        kind: "estimate",
        value: z,
        interval: null,
        uniform: 0,
        trials,
        description:
          "z-score of X² = n·T·Σ(P̂ − 1/n)² of the sampled heatmap against its uniform mean n(n−1), sd ≈ n√2. Descriptive only; the exact heatmap above has no noise.",
      });
    const counters = Object.values(events);
    const zBonferroni = normalQuantile(1 - 0.05 / counters.length);
    for (const counter of counters) {
      const b = counter.bound(zBonferroni);
      metrics.push({
        name: `TV bound from ${counter.name}`,
        kind: "lower-bound",
        value: b.lower,
        interval: trials < MIN_INTERVAL_TRIALS ? null : [b.lower, Math.max(b.lower, b.point)],
        uniform: 0,
        trials: b.trials,
        description: `TV ≥ P(A) − U(A) for the event A picked on half the trials from the ${counter.description}, tested on the other half (one-sided 95 % with all ${counters.length} such bounds together). Plug-in TV of the whole law: ${counter.plugInTv().toFixed(4)} (biased upwards by sampling).`,
      });
    }
  }
  // Only bounds on TV itself compete (the separation bound bounds a larger distance).
  const lowerBounds = metrics.filter((m) => (m.kind === "lower-bound" && m.name !== "separation lower bound") || m.name === "total variation distance");
  const best = lowerBounds.reduce((a, b) => (b.value > a.value ? b : a));
  const upper = tvUpperBound(steps, lab, check);
  return {
    routine: formatRoutine(steps),
    cards: n,
    seconds: routineSeconds(steps, lab),
    tvExact: exact?.tv ?? null,
    tvExactDecimal: exact?.decimal ?? null,
    tvLowerBound: best.value,
    tvLowerBoundSource: best.name,
    tvUpperBound: upper.tv,
    tvUpperBoundSource: upper.why,
    metrics,
    warnings,
    heatmap,
    trials,
    seed,
  };
}

function rotationNull(n: number): number[] {
  // n of the n! orders are rotations.
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  const p = n / f;
  return [1 - p, p];
}
