// The normal distribution's interval masses, for the exact cut and Hindu kernels: core draws a
// cut point as round(N(μ, σ)) and a packet size as max(1, round(N(h, σ))), so each integer gets
// the normal mass of [k − ½, k + ½).

/** erfc(x) to about 1e-15 relative: Taylor series of erf near 0, a continued fraction in the tails. */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x < 0) return 2 - erfc(-x);
  if (x < 2.5) {
    // erf(x) = 2/√π Σ (−1)^k x^(2k+1) / (k!(2k+1)); terms stay below e^(x²) ≈ 500, so little is lost.
    let term = x;
    let sum = x;
    for (let k = 1; k < 200; k++) {
      term *= (-x * x) / k;
      const add = term / (2 * k + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    return 1 - (2 / Math.sqrt(Math.PI)) * sum;
  }
  if (x > 27) return 0; // below the smallest double
  // erfc(x) = e^(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + …)))), evaluated from the tail.
  let tail = x;
  for (let k = 80; k >= 1; k--) tail = x + k / 2 / tail;
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / tail;
}

/** P(N(mean, sd) < x); sd = 0 is a point mass at the mean (P(mean < mean) = 0). */
export function normalCdf(x: number, mean: number, sd: number): number {
  if (x === Infinity) return 1;
  if (x === -Infinity) return 0;
  if (sd === 0) return x > mean ? 1 : 0;
  return 0.5 * erfc(-(x - mean) / (sd * Math.SQRT2));
}

/** P(a ≤ N(mean, sd) < b), computed from the nearer tail so that small masses keep their digits. */
export function normalMass(a: number, b: number, mean: number, sd: number): number {
  if (b <= a) return 0;
  if (sd === 0) return mean >= a && mean < b ? 1 : 0;
  // Upper tail: use survival functions, which are accurate there.
  if (a > mean) return normalCdf(2 * mean - a, mean, sd) - normalCdf(2 * mean - b, mean, sd);
  return normalCdf(b, mean, sd) - normalCdf(a, mean, sd);
}

/**
 * The law of round(N(mean, sd)) clamped to lo..hi: index k − lo holds P(value = k). The clamped
 * tails fold into the end values. Math.round sends x to k exactly when k − ½ ≤ x < k + ½.
 */
export function roundedNormalLaw(mean: number, sd: number, lo: number, hi: number): Float64Array {
  const law = new Float64Array(hi - lo + 1);
  for (let k = lo; k <= hi; k++) {
    const a = k === lo ? -Infinity : k - 0.5;
    const b = k === hi ? Infinity : k + 0.5;
    law[k - lo] = normalMass(a, b, mean, sd);
  }
  return law;
}
