// Exact non-negative rationals as BigInt pairs, and their conversion to doubles and decimals.
// (core has a `ratio` helper in its stats module but does not export it, so the lab has its own.)

export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function bitLength(x: bigint): number {
  return x === 0n ? 0 : x.toString(2).length;
}

/** num / den as the nearest double (to within one unit in the last place), however large both are. */
export function toNumber(f: Fraction): number {
  if (f.num === 0n) return 0;
  // Scale so that the integer quotient carries 64 significant bits, then scale back.
  const shift = bitLength(f.den) - bitLength(f.num) + 64;
  const quotient = shift >= 0 ? (f.num << BigInt(shift)) / f.den : f.num / (f.den << BigInt(-shift));
  return Number(quotient) * 2 ** -shift;
}

/** 1 - f, exactly. */
export function complement(f: Fraction): Fraction {
  return { num: f.den - f.num, den: f.den };
}

/** The decimal expansion of num / den rounded (half up) to `digits` digits after the point. */
export function toDecimal(f: Fraction, digits = 20): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (f.num * scale * 2n + f.den) / (2n * f.den);
  const whole = scaled / scale;
  const part = (scaled % scale).toString().padStart(digits, "0");
  return digits === 0 ? whole.toString() : `${whole}.${part}`;
}
