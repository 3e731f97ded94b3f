// The paper's experiments, with numbers instead of pictures: one method repeated R times, the best
// single method and the best routine within a time limit, and every ordering of a multiset of
// methods. Rankings use exact quantities only (no sampling noise): each routine's TV lies between
// an exact lower bound (the exact TV when the shape allows it, else the worst card's exact position
// TV or the counting bound) and an exact upper bound (the TV of its longest run of consecutive
// riffles). Routines rank by the upper bound first — what is guaranteed — then the lower bound.
import { InputError } from "@arcade/core";
import { formatRoutine, parseRoutine, SHUFFLE_METHODS, type ShuffleMethod, type ShuffleStep } from "../shuffle/routine.ts";
import { applyKernel, heatmapMetrics, identityHeatmap, kernelPower, KernelCache, expectedHeatmap, type Heatmap } from "./heatmap.ts";
import { routineSeconds, type Lab } from "./params.ts";
import { checkCancel, type RunControl } from "./progress.ts";
import { exactTv, supportBound, tvUpperBound } from "./structure.ts";

export interface RoutineScore {
  routine: string;
  seconds: number;
  /** Exact TV to uniform when the routine's shape allows it (riffles only, cuts only, fixed). */
  tvExact: number | null;
  /** The exact TV, or else the largest exact lower bound on it. */
  tvLowerBound: number;
  /** Which quantity gave tvLowerBound. */
  source: "exact TV" | "max single-card TV" | "counting bound";
  /** An upper bound on TV: the exact TV, or that of the routine's longest run of consecutive riffles (1 without riffles). */
  tvUpperBound: number;
  /** The worst card's position TV from the exact heatmap (a lower bound on TV). */
  maxCardTv: number;
  /** Σ (P − 1/n)² of the exact heatmap. */
  squaredDeviation: number;
}

/** Scores a routine whose exact heatmap is known (computed here when not given). */
export function scoreRoutine(steps: readonly ShuffleStep[], lab: Lab, heatmap?: Heatmap): RoutineScore {
  const h = heatmap ?? expectedHeatmap(steps, lab);
  const m = heatmapMetrics(h);
  const exact = exactTv(steps, lab);
  const counting = supportBound(steps, lab.cards);
  let tvLowerBound = m.maxCardTv;
  let source: RoutineScore["source"] = "max single-card TV";
  if (exact) {
    tvLowerBound = exact.tv;
    source = "exact TV";
  } else if (counting > tvLowerBound) {
    tvLowerBound = counting;
    source = "counting bound";
  }
  return {
    routine: formatRoutine(steps),
    seconds: routineSeconds(steps, lab),
    tvExact: exact?.tv ?? null,
    tvLowerBound,
    source,
    tvUpperBound: tvUpperBound(steps, lab).tv,
    maxCardTv: m.maxCardTv,
    squaredDeviation: m.squaredDeviation,
  };
}

/**
 * Best first: the smaller proven upper bound (a guarantee), then the smaller lower bound (less
 * proven against it), then the flatter heatmap, then the faster routine. Without riffles every
 * upper bound is 1 and the lower bounds decide.
 */
export function compareScores(a: RoutineScore, b: RoutineScore): number {
  // Upper bounds compare to 6 decimals: 1 − 5·10⁻¹¹ (four riffles) guarantees nothing more than 1.
  const upper = (s: RoutineScore) => Math.round(s.tvUpperBound * 1e6);
  return (
    upper(a) - upper(b) || a.tvLowerBound - b.tvLowerBound || a.maxCardTv - b.maxCardTv || a.squaredDeviation - b.squaredDeviation || a.seconds - b.seconds
  );
}

/** One method repeated R times, for each R (the paper's figures 12–15). */
export function repeatMethod(method: ShuffleMethod, repeats: readonly number[], lab: Lab): RoutineScore[] {
  const kernels = new KernelCache(lab);
  return repeats.map((times) => {
    const steps = [{ method, times }];
    return scoreRoutine(steps, lab, applyKernel(identityHeatmap(lab.cards), kernelPower(kernels.get(method), times)));
  });
}

/** Each method repeated as often as the time limit allows (⌊T/cost⌋; the paper: C30 H20 F8 D2 for 60 s), ranked. */
export function bestSingleMethods(seconds: number, lab: Lab): RoutineScore[] {
  const out: RoutineScore[] = [];
  for (const method of SHUFFLE_METHODS) {
    const cost = lab.costs[method];
    const times = cost === 0 ? 0 : Math.min(100_000, Math.floor(seconds / cost + 1e-9));
    if (times >= 1) out.push(...repeatMethod(method, [times], lab));
  }
  return out.sort(compareScores);
}

export interface BeamOptions {
  /** Routines kept per length (default 24). */
  beam?: number;
  /** Methods to build from (default C H R F D). */
  methods?: readonly ShuffleMethod[];
  /** How many to return (default 10). */
  limit?: number;
}

function merge(steps: readonly ShuffleStep[], method: ShuffleMethod): ShuffleStep[] {
  const last = steps[steps.length - 1];
  if (last?.method === method) return [...steps.slice(0, -1), { method, times: last.times + 1 }];
  return [...steps, { method, times: 1 }];
}

/**
 * The best routines within a time limit, by beam search over sequences of single steps: every
 * routine of each length is extended by each method that still fits, and the `beam` best (by the
 * ranking above) go on. Exhaustive search is out of reach (thirty 2-second cuts fit in 60 s), so
 * this is a search, not a proof of optimality; every score it reports is exact.
 */
export function bestRoutines(seconds: number, lab: Lab, options: BeamOptions = {}, control?: RunControl): RoutineScore[] {
  const beam = options.beam ?? 24;
  const methods = options.methods ?? SHUFFLE_METHODS;
  const kernels = new KernelCache(lab);
  const cheapest = Math.min(...methods.map((m) => lab.costs[m]));
  if (!(cheapest > 0)) throw new InputError("every method used must cost more than 0 s", "costs");
  const depth = Math.floor(seconds / cheapest + 1e-9);
  const seen = new Map<string, RoutineScore>();
  let frontier: { steps: ShuffleStep[]; h: Heatmap; score: RoutineScore | null; seconds: number }[] = [
    { steps: [], h: identityHeatmap(lab.cards), score: null, seconds: 0 },
  ];
  for (let d = 0; d < depth && frontier.length > 0; d++) {
    const next: typeof frontier = [];
    for (const state of frontier) {
      for (const method of methods) {
        checkCancel(control);
        const cost = state.seconds + lab.costs[method];
        if (cost > seconds + 1e-9) continue;
        const steps = merge(state.steps, method);
        const key = formatRoutine(steps);
        if (seen.has(key)) continue;
        const h = applyKernel(state.h, kernels.get(method));
        const score = scoreRoutine(steps, lab, h);
        seen.set(key, score);
        next.push({ steps, h, score, seconds: cost });
      }
    }
    next.sort((a, b) => compareScores(a.score!, b.score!));
    frontier = next.slice(0, beam);
    control?.onProgress?.(d + 1, depth);
  }
  return [...seen.values()].sort(compareScores).slice(0, options.limit ?? 10);
}

/** The paper's "exactly one deal within 60 s" family (no cuts): 396 orderings in all. */
export const PAPER_FAMILY_60 = "D R4, D R3 H3, D R2 H5, D R H7, D H10";

export type Multiset = ReadonlyMap<ShuffleMethod, number>;

/** Parses multisets separated by commas or semicolons, each written like a routine ("D R3 H3"). */
export function parseFamily(text: string): Multiset[] {
  const parts = text.split(/[,;]/);
  if (parts.every((p) => p.trim() === "")) throw new InputError('is empty: give multisets such as "D R4, D R3 H3"', "family");
  return parts.map((part, i) => {
    const steps: ShuffleStep[] = InputError.within(`family multiset ${i + 1}`, () => parseRoutine(part));
    const counts = new Map<ShuffleMethod, number>();
    for (const s of steps) counts.set(s.method, (counts.get(s.method) ?? 0) + s.times);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    if (total > 40) throw new InputError(`has ${total} steps; orderings are enumerated, so at most 40`, `family multiset ${i + 1}`);
    return counts;
  });
}

/** The number of distinct orderings: the multinomial coefficient (Σk)!/∏k!. */
export function orderingCount(multiset: Multiset): number {
  let total = 0;
  let count = 1;
  for (const k of multiset.values()) {
    for (let i = 1; i <= k; i++) count = (count * ++total) / i;
  }
  return Math.round(count);
}

/**
 * Every distinct ordering of each multiset, scored exactly and ranked. Orderings are enumerated
 * depth first and share their prefixes' heatmaps, so each tree node costs one kernel product.
 */
export function rankFamily(multisets: readonly Multiset[], lab: Lab, control?: RunControl): RoutineScore[] {
  const kernels = new KernelCache(lab);
  const total = multisets.reduce((sum, m) => sum + orderingCount(m), 0);
  if (total > 200_000) throw new InputError(`has ${total} orderings; at most 200000 can be ranked`, "family");
  const out: RoutineScore[] = [];
  const visit = (left: Map<ShuffleMethod, number>, steps: ShuffleStep[], h: Heatmap): void => {
    let any = false;
    for (const [method, k] of left) {
      if (k === 0) continue;
      any = true;
      left.set(method, k - 1);
      visit(left, merge(steps, method), applyKernel(h, kernels.get(method)));
      left.set(method, k);
    }
    if (!any && steps.length > 0) {
      if ((out.length & 15) === 0) checkCancel(control);
      out.push(scoreRoutine(steps, lab, h));
      control?.onProgress?.(out.length, total);
    }
  };
  for (const m of multisets) visit(new Map(m), [], identityHeatmap(lab.cards));
  return out.sort(compareScores);
}

export interface MethodNeed {
  method: ShuffleMethod;
  /** Fewest repeats that bring the bound to the threshold, or null if never (within the cap). */
  repeats: number | null;
  seconds: number | null;
  /** What the threshold was applied to. */
  basis: "exact TV" | "max single-card TV (necessary, not sufficient)" | "never: fixed or rotation only";
}

/**
 * With no time limit, the question becomes "how many repeats does each method need?". Riffles:
 * the fewest with exact TV ≤ threshold. Hindu: the fewest whose worst card is within the
 * threshold (necessary for TV ≤ threshold, not sufficient). Cuts, faro, deal: never.
 */
export function repeatsNeeded(threshold: number, lab: Lab, maxRepeats = 100_000): MethodNeed[] {
  const kernels = new KernelCache(lab);
  return SHUFFLE_METHODS.map((method): MethodNeed => {
    const cost = lab.costs[method];
    if (method !== "R" && method !== "H") return { method, repeats: null, seconds: null, basis: "never: fixed or rotation only" };
    const ok = (t: number): boolean => {
      const score = method === "R" ? scoreRoutine([{ method, times: t }], lab) : null;
      if (score) return score.tvLowerBound <= threshold;
      const h = applyKernel(identityHeatmap(lab.cards), kernelPower(kernels.get(method), t));
      return heatmapMetrics(h).maxCardTv <= threshold;
    };
    // Doubling, then bisection (the bound only decreases with more repeats of one method).
    let hi = 1;
    while (hi <= maxRepeats && !ok(hi)) hi *= 2;
    if (hi > maxRepeats && !ok(maxRepeats))
      return { method, repeats: null, seconds: null, basis: method === "R" ? "exact TV" : "max single-card TV (necessary, not sufficient)" };
    hi = Math.min(hi, maxRepeats);
    let lo = Math.floor(hi / 2);
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (ok(mid)) hi = mid;
      else lo = mid;
    }
    return { method, repeats: hi, seconds: hi * cost, basis: method === "R" ? "exact TV" : "max single-card TV (necessary, not sufficient)" };
  });
}
