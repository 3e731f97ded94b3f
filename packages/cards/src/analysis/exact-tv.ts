// Exact distances to uniform after k Gilbert–Shannon–Reeds riffles (Bayer & Diaconis 1992).
// k riffles are one 2^k-shuffle, under which an order with r rising sequences has probability
// C(2^k + n - r, n) / 2^(kn), and A(n, r-1) orders (Eulerian numbers) have r rising sequences, so
// the total variation distance is a sum of n terms. Everything is done in BigInt and divided only
// at the end: for small k, 1 - TV is far below double precision and the terms cancel.
import { eulerianRow } from "@arcade/core";
import { complement, toNumber, type Fraction } from "./fraction.ts";

export interface RiffleDistance {
  riffles: number;
  /** Total variation distance to the uniform distribution, exactly. */
  tv: Fraction;
  /** Separation distance 1 - min_π n!·P(π), exactly (the minimum is at the reversed deck). */
  separation: Fraction;
}

const eulerianCache = new Map<number, readonly bigint[]>();

/** A(n, m) for m = 0..n-1, cached (core computes the row). */
export function eulerian(n: number): readonly bigint[] {
  let row = eulerianCache.get(n);
  if (!row) {
    row = eulerianRow(n);
    eulerianCache.set(n, row);
  }
  return row;
}

export function factorial(n: number): bigint {
  let f = 1n;
  for (let i = 2n; i <= BigInt(n); i++) f *= i;
  return f;
}

/**
 * C(a + n - r, n) for r = 1..n (index r-1), from C(a+n-1, n) down by
 * C(m-1, n) = C(m, n)·(m-n)/m, each division exact.
 */
function binomialColumn(a: bigint, n: number): bigint[] {
  const N = BigInt(n);
  const out: bigint[] = [];
  let c = 1n;
  for (let i = 0n; i < N; i++) c = (c * (a + N - 1n - i)) / (i + 1n); // C(a+n-1, n)
  for (let r = 1; r <= n; r++) {
    out.push(c);
    const m = a + N - BigInt(r); // c = C(m, n); next is C(m-1, n)
    c = m - N <= 0n ? 0n : (c * (m - N)) / m;
  }
  return out;
}

/** Exact TV and separation after k GSR riffles of n cards (k = 0 is the unshuffled deck). */
export function riffleDistance(n: number, k: number): RiffleDistance {
  if (!Number.isInteger(n) || n < 1 || !Number.isInteger(k) || k < 0) throw new RangeError(`riffleDistance needs n ≥ 1 and k ≥ 0 whole, got ${n}, ${k}`);
  const a = 1n << BigInt(k);
  const total = a ** BigInt(n); // 2^(kn)
  const nFact = factorial(n);
  const row = eulerian(n);
  const binomials = binomialColumn(a, n);
  // TV = ½ Σ_r A(n, r-1)·|C(a+n-r, n)/a^n − 1/n!| = Σ_r A·|C·n! − a^n| / (2·a^n·n!).
  let num = 0n;
  for (let r = 1; r <= n; r++) {
    const diff = binomials[r - 1]! * nFact - total;
    num += row[r - 1]! * (diff < 0n ? -diff : diff);
  }
  const tv = reduce({ num, den: 2n * total * nFact });
  // Separation: 1 − n!·C(a, n)/a^n = 1 − a(a−1)…(a−n+1)/a^n.
  let falling = 1n;
  for (let i = 0n; i < BigInt(n); i++) falling *= a - i > 0n ? a - i : 0n;
  const separation = reduce(complement({ num: falling, den: total }));
  return { riffles: k, tv, separation };
}

function gcd(x: bigint, y: bigint): bigint {
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduce(f: Fraction): Fraction {
  const g = gcd(f.num, f.den);
  return g <= 1n ? f : { num: f.num / g, den: f.den / g };
}

/** The same as numbers, for tables and plots. */
export function riffleDistanceNumbers(n: number, k: number): { riffles: number; tv: number; separation: number } {
  const d = riffleDistance(n, k);
  return { riffles: k, tv: toNumber(d.tv), separation: toNumber(d.separation) };
}

/** Fewest riffles bringing the exact TV to at most `threshold` (searching up to `maxRiffles`), or null. */
export function rifflesNeeded(n: number, threshold: number, maxRiffles = 64): number | null {
  for (let k = 0; k <= maxRiffles; k++) if (toNumber(riffleDistance(n, k).tv) <= threshold) return k;
  return null;
}
