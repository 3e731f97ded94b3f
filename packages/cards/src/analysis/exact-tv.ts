// Exact distances to uniform after k Gilbert–Shannon–Reeds riffles (Bayer & Diaconis 1992).
// k riffles are one 2^k-shuffle, under which an order with r rising sequences has probability
// C(2^k + n - r, n) / 2^(kn), and A(n, r-1) orders (Eulerian numbers) have r rising sequences, so
// the total variation distance is a sum of n terms. Everything is done in BigInt and divided only
// at the end: for small k, 1 - TV is far below double precision and the terms cancel.
import { eulerianRow } from "../shuffle/stats.ts";
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

/**
 * Exact TV and separation after k GSR riffles of n cards (k = 0 is the unshuffled deck).
 * `check` is called now and then (every 64 terms) so a caller can stop a long computation.
 */
export function riffleDistance(n: number, k: number, check?: () => void): RiffleDistance {
  if (!Number.isInteger(n) || n < 1 || !Number.isInteger(k) || k < 0) throw new RangeError(`riffleDistance needs n ≥ 1 and k ≥ 0 whole, got ${n}, ${k}`);
  const a = 1n << BigInt(k);
  const total = a ** BigInt(n); // 2^(kn)
  const nFact = factorial(n);
  const row = eulerian(n);
  const binomials = binomialColumn(a, n);
  // TV = ½ Σ_r A(n, r-1)·|C(a+n-r, n)/a^n − 1/n!| = Σ_r A·|C·n! − a^n| / (2·a^n·n!).
  // C(a+n-r, n) falls as r grows, so the terms are positive up to some r* and negative after:
  // Σ_r A·|C·n! − a^n| = n!·(Σ_{r≤r*} A·C − Σ_{r>r*} A·C) − a^n·(Σ_{r≤r*} A − Σ_{r>r*} A),
  // one big product per term instead of two.
  let lo = 0; // binomials[i]·n! ≥ a^n exactly for i < lo
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (binomials[mid]! * nFact >= total) lo = mid + 1;
    else hi = mid;
  }
  let products = 0n;
  let counts = 0n;
  for (let i = 0; i < n; i++) {
    if ((i & 63) === 63) check?.();
    if (i < lo) {
      products += row[i]! * binomials[i]!;
      counts += row[i]!;
    } else {
      products -= row[i]! * binomials[i]!;
      counts -= row[i]!;
    }
  }
  const tv = reduce({ num: nFact * products - total * counts, den: 2n * total * nFact });
  // Separation: 1 − n!·C(a, n)/a^n = 1 − a(a−1)…(a−n+1)/a^n.
  let falling = 1n;
  for (let i = 0n; i < BigInt(n); i++) falling *= a - i > 0n ? a - i : 0n;
  const separation = reduce(complement({ num: falling, den: total }));
  return { riffles: k, tv, separation };
}

/** The exponent of 2 in x > 0 (its trailing zero bits). */
function twos(x: bigint): bigint {
  return BigInt((x & -x).toString(2).length - 1);
}

function gcd(x: bigint, y: bigint): bigint {
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * Lowest terms. The denominators here are a power of two times n! at most: stripping the twos
 * first leaves Euclid one huge remainder and then small numbers (plain Euclid on two numbers of
 * k·n bits was most of the time for many riffles).
 */
function reduce(f: Fraction): Fraction {
  if (f.num === 0n) return { num: 0n, den: 1n };
  const numTwos = twos(f.num);
  const denTwos = twos(f.den);
  const g = gcd(f.den >> denTwos, f.num >> numTwos) << (numTwos < denTwos ? numTwos : denTwos);
  return g <= 1n ? f : { num: f.num / g, den: f.den / g };
}

/**
 * log2 of an upper bound on both distances after k riffles: TV ≤ separation = 1 − ∏(1 − i/2^k)
 * ≤ Σ i/2^k = n(n−1)/2^(k+1). −Infinity for one card (always random).
 */
export function log2DistanceBound(n: number, k: number): number {
  return n < 2 ? -Infinity : Math.log2(n) + Math.log2(n - 1) - (k + 1);
}

/**
 * Whether both distances after k riffles are so small that they round to 0 as a double (below
 * half the smallest subnormal, 2^-1075) and to `digits` decimals: then nothing printed depends on
 * the exact value, and computing it (numbers of k·n bits) can be skipped.
 */
export function belowPrecision(n: number, k: number, digits: number): boolean {
  return log2DistanceBound(n, k) < Math.min(-1076, -digits * Math.log2(10) - 1);
}

/** The exact TV after k riffles as the nearest double (0 when below double precision). */
export function riffleTvNumber(n: number, k: number, check?: () => void): number {
  return belowPrecision(n, k, 0) ? 0 : toNumber(riffleDistance(n, k, check).tv);
}

/** The same as numbers, for tables and plots. */
export function riffleDistanceNumbers(n: number, k: number): { riffles: number; tv: number; separation: number } {
  const d = riffleDistance(n, k);
  return { riffles: k, tv: toNumber(d.tv), separation: toNumber(d.separation) };
}

/** Fewest riffles bringing the exact TV to at most `threshold` (searching up to `maxRiffles`), or null. */
export function rifflesNeeded(n: number, threshold: number, maxRiffles = 64): number | null {
  for (let k = 0; k <= maxRiffles; k++) if (riffleTvNumber(n, k) <= threshold) return k;
  return null;
}
