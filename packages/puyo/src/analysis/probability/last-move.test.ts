import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { nodeResolver } from "../../cli/simd.ts";
import { jsResolver, SimdChains } from "../../rules/chain-simd.ts";
import { parseField } from "../../rules/field-text.ts";
import type { Pair } from "../../rules/pair.ts";
import { probability, type Condition } from "../probability.ts";
import { conditionArb, earlyArb, fieldArb, pairArb } from "./arbitraries.ts";
import { JsLastMove, pairBit, SimdLastMove } from "./last-move.ts";

const simd = nodeResolver();

describe("the last move in WebAssembly", () => {
  it("runs on the SIMD engine here", () => {
    expect(simd).toBeInstanceOf(SimdChains);
  });

  test.prop([fc.oneof(fieldArb(0, 6), fieldArb(6, 11), fieldArb(10, 13)), fc.integer({ min: 1, max: 0xffff }), conditionArb], { numRuns: 300 })(
    "wins for the same pairs as the JavaScript last move, resolving the same fields (tall fields go to JavaScript)",
    (field, pairs, condition) => {
      const js = new JsLastMove(condition, jsResolver);
      const wasm = new SimdLastMove(condition, simd as SimdChains, false);
      expect(wasm.wins(field.w, 0, pairs)).toBe(js.wins(field.w, 0, pairs));
      expect(wasm.resolved).toBe(js.resolved);
    },
  );

  it("finds a two-step chain a pair triggers, and only for the pairs that trigger it", () => {
    // A red on column 2 pops the four reds of column 1; its green falls onto the three greens.
    const field = parseField("G....." + "R....." + "RG...." + "RGG...");
    const condition: Condition = { kind: "chain", chains: 2 };
    const wasm = new SimdLastMove(condition, simd as SimdChains, false);
    const red: Pair = { axis: 1, child: 1 };
    const greenYellow: Pair = { axis: 2, child: 4 };
    expect(wasm.wins(field.w, 0, pairBit(red) | pairBit(greenYellow))).toBe(pairBit(red));
  });

  test.prop([fieldArb(0, 7), pairArb, fc.array(pairArb, { maxLength: 2 }), conditionArb, earlyArb], { numRuns: 25 })(
    "answers n = 3 exactly as the JavaScript search does (nodes with two moves left in one call)",
    (field, pair, next, condition, early) => {
      // Known pairs reach the nodes with two moves left too (NEXT 2 is the one after them).
      const query = { field, pair, next, moves: 3, condition, early };
      const fast = probability(query, { resolver: simd });
      const reference = probability(query, { resolver: jsResolver });
      expect(fast.fraction).toBe(reference.fraction);
      expect(fast.placements).toEqual(reference.placements);
    },
  );
});
