import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { multiply } from "./heatmap.ts";

/** The textbook product, in the i-j-k order (a dot product per cell): written differently on purpose. */
function naive(a: readonly number[], b: readonly number[], n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      let sum = 0;
      for (let k = 0; k < n; k++) sum += a[i * n + k]! * b[k * n + j]!;
      out.push(sum);
    }
  return out;
}

// Sizes 1..13 cover every remainder of the four-rows-at-a-time loop; a third of the entries are 0
// so that the zero-skipping paths run.
const matrices = fc.integer({ min: 1, max: 13 }).chain((n) => {
  const cell = fc.oneof(fc.constant(0), fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }));
  return fc.tuple(fc.constant(n), fc.array(cell, { minLength: n * n, maxLength: n * n }), fc.array(cell, { minLength: n * n, maxLength: n * n }));
});

test.prop([matrices])("multiply equals the textbook product", ([n, a, b]) => {
  const got = multiply(Float64Array.from(a), Float64Array.from(b), n);
  const want = naive(a, b, n);
  want.forEach((w, i) => expect(got[i]!).toBeCloseTo(w, 12));
});
