// What the shape of a routine lets the lab say exactly. TV to uniform is invariant under fixed
// permutations before and after (TV(σ∘X∘τ, U) = TV(X, U)), so deterministic steps (faro, deal)
// at either end do not change it; only the random core between the first and last random step
// matters. When that core is riffles only, Bayer–Diaconis gives TV exactly; when it is cuts
// only, the deck is a rotation with a computable law.
import { Rng } from "@arcade/core";
import { applyRoutine, freshDeck, type ShuffleStep } from "../shuffle/routine.ts";
import { belowPrecision, factorial, riffleDistance, riffleTvNumber } from "./exact-tv.ts";
import { toDecimal, toNumber } from "./fraction.ts";
import { cutLaw } from "./kernels.ts";
import { isRandomMethod, shuffleParams, type Lab } from "./params.ts";

export interface RoutineShape {
  /** Fixed permutations before the first random step. */
  prefix: ShuffleStep[];
  /** From the first random step to the last. */
  core: ShuffleStep[];
  /** Fixed permutations after the last random step. */
  suffix: ShuffleStep[];
}

export function routineShape(steps: readonly ShuffleStep[]): RoutineShape {
  const first = steps.findIndex((s) => isRandomMethod(s.method));
  if (first < 0) return { prefix: [...steps], core: [], suffix: [] };
  let last = steps.length - 1;
  while (!isRandomMethod(steps[last]!.method)) last--;
  return { prefix: steps.slice(0, first), core: steps.slice(first, last + 1), suffix: steps.slice(last + 1) };
}

/** The fixed order a deterministic routine produces from the fresh deck (new[j] = old[order[j]]). */
export function fixedOrder(steps: readonly ShuffleStep[], lab: Lab): number[] {
  if (steps.some((s) => isRandomMethod(s.method))) throw new RangeError("fixedOrder needs a routine without random steps");
  // No step draws, so the generator is never used.
  return applyRoutine(freshDeck(lab.cards), steps, Rng.from("unused"), shuffleParams(lab));
}

/** log2 n!, in doubles. */
export function log2Factorial(n: number): number {
  let s = 0;
  for (let i = 2; i <= n; i++) s += Math.log2(i);
  return s;
}

/** 1/n! as a double (0 once it underflows). */
function inverseFactorial(n: number): number {
  return toNumber({ num: 1n, den: factorial(n) });
}

/** The law of the sum of two independent rotations (cyclic convolution mod n). */
function convolveCyclic(a: Float64Array, b: Float64Array, n: number): Float64Array<ArrayBuffer> {
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    if (a[i] === 0) continue;
    for (let j = 0; j < n; j++) out[(i + j) % n]! += a[i]! * b[j]!;
  }
  return out;
}

/**
 * The law of the total rotation after `cuts` cuts: P(top card moved down by d) for d = 0..n−1.
 * Rotations add, so the law is the cut's law convolved with itself `cuts` times, done by squaring
 * (n² · log cuts: 50 000 cuts of 60 cards took seconds one cut at a time).
 */
export function rotationLaw(n: number, sd: number, cuts: number): Float64Array {
  const law = cutLaw(n, sd);
  let base = new Float64Array(n);
  for (let s = 1; s < n; s++) base[s] = law[s - 1]!;
  let dist = new Float64Array(n);
  dist[0] = 1;
  for (let e = cuts; e > 0; e = Math.floor(e / 2)) {
    if (e % 2 === 1) dist = convolveCyclic(dist, base, n);
    if (e > 1) base = convolveCyclic(base, base, n);
  }
  return dist;
}

export interface ExactTv {
  tv: number;
  /** The exact decimal when it was computed in integers (riffles, fixed orders). */
  decimal: string | null;
  separation: number | null;
  why: string;
}

/** Decimal digits of ExactTv.decimal. */
export const EXACT_DIGITS = 30;

/**
 * TV to uniform exactly, when the routine's shape allows it; null otherwise. `check` is called
 * now and then during a long exact computation (so a caller can stop it).
 */
export function exactTv(steps: readonly ShuffleStep[], lab: Lab, check?: () => void): ExactTv | null {
  const n = lab.cards;
  const { core } = routineShape(steps);
  if (core.length === 0) {
    const nf = factorial(n);
    return {
      tv: toNumber({ num: nf - 1n, den: nf }),
      decimal: toDecimal({ num: nf - 1n, den: nf }, EXACT_DIGITS),
      separation: 1,
      why: "no random step: one fixed order, TV = 1 − 1/n!",
    };
  }
  if (core.every((s) => s.method === "R")) {
    const k = core.reduce((sum, s) => sum + s.times, 0);
    const ends = steps.length > core.length ? "; fixed steps at the ends do not change TV" : "";
    if (belowPrecision(n, k, EXACT_DIGITS)) {
      // Both distances are below n(n−1)/2^(k+1) < 2^-1076: as a double and to 30 digits they are
      // exactly 0, and the integers behind them would have k·n bits.
      return {
        tv: 0,
        decimal: `0.${"0".repeat(EXACT_DIGITS)}`,
        separation: 0,
        why: `${k} GSR riffles (Bayer–Diaconis: below n(n−1)/2^(k+1), which rounds to 0)${ends}`,
      };
    }
    const d = riffleDistance(n, k, check);
    return {
      tv: toNumber(d.tv),
      decimal: toDecimal(d.tv, EXACT_DIGITS),
      separation: toNumber(d.separation),
      why: `${k} GSR riffles (Bayer–Diaconis, exact in integers)${ends}`,
    };
  }
  if (core.every((s) => s.method === "C")) {
    const cuts = core.reduce((sum, s) => sum + s.times, 0);
    const law = rotationLaw(n, lab.cutSd, cuts);
    // The deck is one of n rotations. TV = Σ over orders of (1/n! − p)⁺: the n! − n unreachable
    // orders give (n! − n)/n!, the rotations (1/n! − p)⁺ each.
    const u = inverseFactorial(n);
    let tv = 1 - n * u;
    for (const p of law) if (p < u) tv += u - p;
    return { tv, decimal: null, separation: 1, why: "cuts only rotate the deck: at most n of n! orders are reachable" };
  }
  return null;
}

/**
 * The counting bound: a routine reaching at most N orders has TV ≥ 1 − N/n!. One riffle reaches
 * 2^n − n orders, one Hindu shuffle at most 2^(n−1) (one per composition of n into packets), a run
 * of consecutive cuts at most n (rotations), a fixed step one. Returns 0 when the bound says nothing.
 */
export function supportBound(steps: readonly ShuffleStep[], n: number): number {
  let log2Support = 0;
  let inCutRun = false;
  let cutRun = 0;
  const closeCuts = () => {
    if (cutRun > 0) log2Support += Math.min(Math.log2(n), cutRun * Math.log2(n - 1));
    cutRun = 0;
  };
  for (const step of steps) {
    if (step.method === "C") {
      inCutRun = true;
      cutRun += step.times;
      continue;
    }
    if (inCutRun) closeCuts();
    inCutRun = false;
    if (step.method === "R") log2Support += step.times * Math.log2(2 ** n - n);
    else if (step.method === "H") log2Support += step.times * (n - 1);
  }
  closeCuts();
  const gap = log2Support - log2Factorial(n);
  return gap >= 0 ? 0 : -Math.expm1(gap * Math.LN2);
}

export interface UpperBound {
  tv: number;
  why: string;
}

/**
 * An upper bound on TV: multiplying a random permutation by an independent one (or a fixed one)
 * on either side never moves it further from uniform, so a routine is at least as close to random
 * as its best block of consecutive riffles, whose TV is exact. Returns 1 when there is no riffle.
 */
export function tvUpperBound(steps: readonly ShuffleStep[], lab: Lab, check?: () => void): UpperBound {
  const exact = exactTv(steps, lab, check);
  if (exact) return { tv: exact.tv, why: "exact" };
  let longest = 0;
  let run = 0;
  for (const step of steps) {
    run = step.method === "R" ? run + step.times : 0;
    longest = Math.max(longest, run);
  }
  if (longest === 0) return { tv: 1, why: "no riffles: nothing proven" };
  return { tv: riffleTvNumber(lab.cards, longest, check), why: `its ${longest} consecutive riffles alone` };
}
