import { describe, expect, it } from "vitest";
import { erfc, normalCdf, normalMass, roundedNormalLaw } from "./normal.ts";

describe("erfc", () => {
  // Reference values (Abramowitz & Stegun table 7.1 / any CAS), both sides of the series/fraction switch.
  const known: [number, number][] = [
    [0, 1],
    [0.5, 0.4795001221869535],
    [1, 0.15729920705028513],
    [2, 0.004677734981047266],
    [3, 2.209049699858544e-5],
    [5, 1.5374597944280349e-12],
  ];
  it.each(known)("erfc(%d)", (x, value) => {
    expect(Math.abs(erfc(x) - value) / value).toBeLessThan(1e-12);
    expect(Math.abs(erfc(-x) - (2 - value))).toBeLessThan(1e-15);
  });
  it("is continuous where the method changes", () => {
    expect(Math.abs(erfc(2.5 - 1e-12) - erfc(2.5)) / erfc(2.5)).toBeLessThan(1e-9);
  });
});

describe("normal masses", () => {
  it("Φ(1.96) ≈ 0.975 and a point mass for sd 0", () => {
    expect(normalCdf(1.959963984540054, 0, 1)).toBeCloseTo(0.975, 14);
    expect(normalMass(9.5, 10.5, 10, 0)).toBe(1);
    expect(normalMass(10.5, 11.5, 10, 0)).toBe(0);
  });
  it("upper-tail masses keep their digits", () => {
    expect(normalMass(10, 11, 0, 1) / (0.5 * (erfc(10 / Math.SQRT2) - erfc(11 / Math.SQRT2)))).toBeCloseTo(1, 12);
  });
  it("a rounded, clamped law sums to one", () => {
    const law = roundedNormalLaw(30, 5, 1, 59);
    expect(law.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
    expect(law[29]).toBeCloseTo(normalMass(29.5, 30.5, 30, 5), 15);
  });
});
