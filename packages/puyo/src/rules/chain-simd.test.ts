import { fc, test } from "@fast-check/vitest";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WASM_PATH } from "../cli/simd.ts";
import { resolveChain, resolveInto, type ChainResult } from "./chain.ts";
import { chooseResolver, jsResolver, SimdChains, simdSupported } from "./chain-simd.ts";
import { Field } from "./field.ts";
import { parseField, printField } from "./field-text.ts";
import * as fields from "./test/fields.ts";
import { gridFromText, gridToText, referenceChain } from "./test/reference.ts";

// dist/chain.wasm is built by the tests' global setup (scripts/build-wasm.mjs).
const module = new WebAssembly.Module(readFileSync(WASM_PATH));
const simd = new SimdChains(module);

const fresh = (): ChainResult => ({ chains: -1, score: -1, cleared: -1, allClear: false, steps: [] });

/** Resolves a copy of `start` with both engines (the SIMD one on a field in its memory). */
function both(start: Field, firstColours = 0x1f) {
  const js = start.clone();
  const inWasm = simd.scratch;
  inWasm.copyFrom(start);
  const a = resolveInto(js, firstColours, fresh());
  const b = simd.resolveInto(inWasm, firstColours, fresh());
  return { a, b, js, wasm: inWasm.clone() };
}

const cellArb = fc.constantFrom(0, 0, 0, 1, 2, 3, 4, 5, 6);
const sparseArb = fc.array(cellArb, { minLength: 78, maxLength: 78 });
const denseArb = fc.array(fc.constantFrom(1, 2, 3, 4, 1, 2, 3, 6), { minLength: 78, maxLength: 78 });
const textArb = fc.oneof(sparseArb, denseArb).map((cells) => cells.map((c) => ".RGBYPO"[c]).join(""));

describe("the WebAssembly SIMD engine", () => {
  it("is supported by this Node (the probe module validates)", () => {
    expect(simdSupported()).toBe(true);
  });

  it("resolves the published 19-chain like the reference implementation", () => {
    const { b, wasm } = both(parseField(fields.NINETEEN_CHAIN));
    const ref = referenceChain(gridFromText(fields.NINETEEN_CHAIN));
    expect(b.chains).toBe(19);
    expect(b.score).toBe(ref.score);
    expect(b.allClear).toBe(true);
    expect(printField(wasm)).toBe(gridToText(ref.grid));
  });

  it.each(Object.entries(fields).filter(([, v]) => typeof v === "string" && v.length === 78))("agrees with the JavaScript engine on %s", (_, text) => {
    const { a, b, js, wasm } = both(parseField(text));
    expect(b).toEqual(a);
    expect(wasm.equals(js)).toBe(true);
  });

  test.prop([textArb, fc.integer({ min: 0, max: 0x1f })], { numRuns: 600 })(
    "gives the same chain, score, cleared count, all clear and final field as the JavaScript engine",
    (text, firstColours) => {
      const start = parseField(text);
      start.settle();
      const { a, b, js, wasm } = both(start, firstColours);
      expect(b).toEqual(a);
      expect(wasm.equals(js)).toBe(true);
    },
  );

  test.prop([textArb], { numRuns: 200 })("agrees with the reference implementation (plain arrays, flood fill)", (text) => {
    const start = parseField(text);
    start.settle();
    const field = simd.scratch;
    field.copyFrom(start);
    const r = simd.resolveChain(field);
    const ref = referenceChain(gridFromText(printField(start).replace(/\n/g, "")));
    expect(r.chains).toBe(ref.chains);
    expect(r.score).toBe(ref.score);
    expect(printField(field)).toBe(gridToText(ref.grid));
  });

  it("resolves a field outside its memory through its scratch slot, leaving a stable field untouched", () => {
    const chain = parseField(fields.NINETEEN_CHAIN);
    expect(simd.resolveChain(chain)).toEqual({ ...resolveChain(parseField(fields.NINETEEN_CHAIN)), steps: [] });
    expect(chain.isEmpty()).toBe(true);
    const stable = parseField(fields.NOTHING_POPS);
    expect(simd.resolveChain(stable).chains).toBe(0);
    expect(stable.equals(parseField(fields.NOTHING_POPS))).toBe(true);
  });

  it("copies fields within its memory and to and from JavaScript fields", () => {
    const engine = new SimdChains(module);
    const a = engine.field();
    const b = engine.field();
    const source = parseField(fields.NINETEEN_CHAIN);
    engine.copy(a, source);
    engine.copy(b, a);
    expect(b.equals(source)).toBe(true);
    const out = Field.empty();
    engine.copy(out, b);
    expect(out.equals(source)).toBe(true);
    expect(out.engine).toBe(null);
    expect(b.engine).toBe(engine);
  });

  it("resolves a copy in one call, keeping the original", () => {
    const engine = new SimdChains(module);
    const original = engine.field();
    const copy = engine.field();
    engine.copy(original, parseField(fields.NINETEEN_CHAIN));
    const r = engine.resolveCopy(copy, original, 0x1f, fresh());
    expect(r).toEqual({ ...resolveChain(parseField(fields.NINETEEN_CHAIN)), steps: [] });
    expect(copy.isEmpty()).toBe(true);
    expect(original.equals(parseField(fields.NINETEEN_CHAIN))).toBe(true);
    const outside = Field.empty();
    expect(engine.resolveCopy(outside, original, 0x1f, fresh()).chains).toBe(19);
    expect(outside.isEmpty()).toBe(true);
  });

  it("refuses a field slot once its fixed memory is full", () => {
    const engine = new SimdChains(module);
    expect(() => {
      for (let i = 0; i < 10_000; i++) engine.field();
    }).toThrow(/no free field slot/);
  });
});

describe("choosing an engine", () => {
  it("takes the SIMD engine when the module is there and SIMD is supported", () => {
    expect(chooseResolver(module, true).kind).toBe("simd");
  });

  it("falls back to the JavaScript engine without SIMD or without the module", () => {
    expect(chooseResolver(module, false)).toBe(jsResolver);
    expect(chooseResolver(undefined, true)).toBe(jsResolver);
    expect(simdSupported(() => false)).toBe(false);
    expect(
      simdSupported(() => {
        throw new Error("no WebAssembly");
      }),
    ).toBe(false);
    const start = parseField(fields.NINETEEN_CHAIN);
    expect(jsResolver.resolveInto(start, 0x1f, fresh()).chains).toBe(19);
  });
});
