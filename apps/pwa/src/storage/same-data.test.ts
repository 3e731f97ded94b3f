import { describe, expect, it } from "vitest";
import { sameData } from "./same-data.ts";

describe("sameData", () => {
  it("equals a structured clone of any stored value", () => {
    const value = {
      a: [1, , "x", -0, Number.NaN, 2n],
      m: new Map<unknown, unknown>([[{ k: 1 }, new Set([1, "1"])]]),
      d: new Date(0),
      t: new Float64Array([1.5, -0]),
      boxed: [Object(1), Object("s"), Object(false), Object(3n)] as unknown[],
      bare: Object.assign(Object.create(null) as object, { z: null }),
    };
    expect(sameData(value, structuredClone(value))).toBe(true);
  });

  it.each([
    [{ a: 1 }, { a: 1, b: undefined }],
    [{ a: 1 }, { b: 1 }],
    [
      [1, , 3],
      [1, undefined, 3],
    ],
    [[1], { 0: 1 }],
    [0, -0],
    [new Map([[1, 2]]), new Map([[1, 3]])],
    [new Set([1, 2]), new Set([2, 1])],
    [new Date(0), new Date(1)],
    [new Uint8Array([1]), new Int8Array([1])],
    [new Uint8Array([1, 2]), new Uint8Array([1, 3])],
    [Object(1), Object(2)],
    [Object(1), 1],
    [new Date(0), {}],
  ])("tells %o from %o", (a, b) => {
    expect(sameData(a, b)).toBe(false);
    expect(sameData(b, a)).toBe(false);
  });
});
