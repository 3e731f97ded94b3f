// Exact laws of the deck statistics under a uniformly random deck (the "null" laws), and the
// confidence intervals the measured metrics use.
import { factorial, eulerian } from "./exact-tv.ts";
import { toNumber } from "./fraction.ts";
import { erfc } from "./normal.ts";

/** P(r rising sequences) for r = 1..n (index r − 1): Eulerian numbers over n!. */
export function risingNullLaw(n: number): number[] {
  const total = factorial(n);
  return eulerian(n).map((a) => toNumber({ num: a, den: total }));
}

/**
 * P(S successions) for S = 0..n−1: C(n−1, k)·a(n−1−k)/n!, where a(m) = m·a(m−1) + (m−1)·a(m−2),
 * a(0) = a(1) = 1 counts the orders of m+1 cards with no succession (OEIS A000255).
 */
export function successionNullLaw(n: number): number[] {
  const a: bigint[] = [1n, 1n];
  for (let m = 2; m < n; m++) a.push(BigInt(m) * a[m - 1]! + BigInt(m - 1) * a[m - 2]!);
  const total = factorial(n);
  const law: number[] = [];
  let binom = 1n; // C(n−1, k)
  for (let k = 0; k < n; k++) {
    law.push(toNumber({ num: binom * a[n - 1 - k]!, den: total }));
    binom = (binom * BigInt(n - 1 - k)) / BigInt(k + 1);
  }
  return law;
}

/** P(x lands among the top `hand` cards) for x = 0..hand, for L lands in n cards (hypergeometric). */
export function hypergeometric(n: number, lands: number, hand: number): number[] {
  const c = (a: number, b: number): number => {
    if (b < 0 || b > a) return 0;
    let r = 1;
    for (let i = 0; i < b; i++) r = (r * (a - i)) / (i + 1);
    return r;
  };
  const total = c(n, hand);
  return Array.from({ length: hand + 1 }, (_, x) => (c(lands, x) * c(n - lands, hand - x)) / total);
}

/** H_n = Σ 1/i: the expected guessing score on a uniform deck for any strategy that names unseen cards. */
export function harmonic(n: number): number {
  let h = 0;
  for (let i = 1; i <= n; i++) h += 1 / i;
  return h;
}

/** The standard normal quantile, by bisection on Φ (it runs a few times per report). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs 0 < p < 1, got ${p}`);
  let lo = -40;
  let hi = 40;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (phi(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function phi(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

export type Interval = [number, number];

/** Wilson score interval for a proportion k/t at normal quantile z. */
export function wilson(k: number, t: number, z: number): Interval {
  if (t === 0) return [0, 1];
  const p = k / t;
  const z2 = z * z;
  const centre = (p + z2 / (2 * t)) / (1 + z2 / t);
  const half = (z / (1 + z2 / t)) * Math.sqrt((p * (1 - p)) / t + z2 / (4 * t * t));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Mean and its normal-approximation interval (mean ± z·sd/√t). */
export function meanInterval(sum: number, sumSquares: number, t: number, z: number): { mean: number; sd: number; interval: Interval } {
  const mean = sum / t;
  const variance = t > 1 ? Math.max(0, (sumSquares - t * mean * mean) / (t - 1)) : 0;
  const sd = Math.sqrt(variance);
  const half = (z * sd) / Math.sqrt(t);
  return { mean, sd, interval: [mean - half, mean + half] };
}
