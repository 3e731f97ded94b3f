import { describe, expect, it } from "vitest";
import { honourIndex, shapeRank, shapeRanksPlusOne, suitIndex, type ShapeIndex } from "./shape-index.ts";

/** Every shape of at most 14 tiles, by brute enumeration of all 5^digits count vectors. */
function allShapes(digits: number): number[][] {
  const out: number[][] = [];
  const c = new Array<number>(digits).fill(0);
  const visit = (d: number, left: number) => {
    if (d === digits) return void out.push([...c]);
    for (let k = 0; k <= Math.min(4, left); k++) {
      c[d] = k;
      visit(d + 1, left - k);
    }
    c[d] = 0;
  };
  visit(0, 14);
  return out;
}

/** The index through the two-read path (low/high), as the hot path computes it. */
function splitRank(index: ShapeIndex, c: number[]): number {
  let lo = 0;
  for (let d = index.lowDigits - 1; d >= 0; d--) lo = lo * 5 + c[d]!;
  let hi = 0;
  for (let d = index.digits - 1; d >= index.lowDigits; d--) hi = hi * 5 + c[d]!;
  const p = index.low[lo]!;
  return (p & 0xfffff) + index.high[(p >>> 20) * 5 ** (index.digits - index.lowDigits) + hi]!;
}

describe.each([
  ["suits", suitIndex(), 9, 405_350],
  ["honours", honourIndex(), 7, 43_130],
] as const)("shape index (%s)", (_, index, digits, count) => {
  const shapes = allShapes(digits);
  const size = (c: number[]) => c.reduce((a, b) => a + b, 0);
  it("numbers every shape of ≤ 14 tiles once, 0..count−1, smaller shapes first", () => {
    expect(shapes.length).toBe(count);
    expect(index.count).toBe(count);
    const seen = new Uint8Array(count);
    const sizeAt = new Int8Array(count);
    let bad = 0; // plain counters: an expect per shape would take most of a minute
    for (const c of shapes) {
      const r = shapeRank(index, c, 0);
      if (!(r >= 0 && r < count && seen[r] === 0)) bad++;
      seen[r] = 1;
      sizeAt[r] = size(c);
    }
    for (let r = 1; r < count; r++) if (sizeAt[r]! < sizeAt[r - 1]!) bad++;
    expect(bad).toBe(0);
  });
  it("the two-read path and the one-more-tile indexes agree with the plain index", () => {
    const up = new Int32Array(digits);
    const wrong: string[] = [];
    for (const c of shapes) {
      if (splitRank(index, c) !== shapeRank(index, c, 0)) wrong.push(`split ${c.join("")}`);
      shapeRanksPlusOne(index, c, 0, up, 0);
      for (let d = 0; d < digits; d++) {
        c[d]!++;
        const expected = c[d]! > 4 || size(c) > 14 ? -1 : shapeRank(index, c, 0);
        c[d]!--;
        if (up[d] !== expected) wrong.push(`plus ${d} on ${c.join("")}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
