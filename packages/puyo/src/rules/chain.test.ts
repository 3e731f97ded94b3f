import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { resolveChain as baselineResolveChain } from "../../bench/baselines/chain-v1.ts";
import { resolveChain, resolveInto, resolveStep, willPop, type ChainResult } from "./chain.ts";
import { Field } from "./field.ts";
import { parseField, printField } from "./field-text.ts";
import { chainPower, colorBonus, groupBonus, stepScore } from "./scoring.ts";
import { NINETEEN_CHAIN, NOTHING_POPS } from "./test/fields.ts";
import { gridFromText, gridToText, referenceChain } from "./test/reference.ts";

function chainOf(text: string) {
  const field = parseField(text);
  field.settle();
  const result = resolveChain(field, true);
  return { ...result, field: printField(field) };
}

describe("the reference sheet's worked examples (§4)", () => {
  it("RRRR.. is a 1-chain worth 40 (bonus 0 clamped to 1)", () => {
    const r = chainOf("RRRR..");
    expect(r.chains).toBe(1);
    expect(r.score).toBe(40);
    expect(r.allClear).toBe(true);
  });
  it("B.....RBB...RRRB.. is a 2-chain worth 360", () => {
    const r = chainOf("B.....RBB...RRRB..");
    expect(r.chains).toBe(2);
    expect(r.score).toBe(360);
    expect(r.steps.map((s) => s.score)).toEqual([40, 320]);
  });
  it("RRRRR.BBBBBG is a 1-chain of two 5-groups worth 700; the G stays", () => {
    const r = chainOf("RRRRR.BBBBBG");
    expect(r.chains).toBe(1);
    expect(r.score).toBe(700);
    expect(r.steps[0]).toMatchObject({ cleared: 10, colors: 2, groups: [5, 5] });
    expect(r.field).toBe(".....G");
  });
  it("a 5-chain of five groups of four scores 4840", () => {
    const steps = [1, 2, 3, 4, 5].map((chain) => stepScore(chain, 4, 1, [4]));
    expect(steps).toEqual([40, 320, 640, 1280, 2560]);
    expect(steps.reduce((a, b) => a + b)).toBe(4840);
  });
});

describe("scoring tables", () => {
  it("chain power, colour and group bonus follow the Tsu tables", () => {
    expect([1, 2, 3, 4, 5, 6, 12, 19, 24, 25].map(chainPower)).toEqual([0, 8, 16, 32, 64, 96, 288, 512, 672, 704]);
    expect([1, 2, 3, 4, 5].map(colorBonus)).toEqual([0, 3, 6, 12, 24]);
    expect([4, 5, 6, 7, 8, 9, 10, 11, 20].map(groupBonus)).toEqual([0, 2, 3, 4, 5, 6, 7, 10, 10]);
  });
  it("clamps the multiplier to 999", () => {
    // 19th step (512) + 4 colours (12) + four 11-groups (40) + ... stays below; force it with a huge chain.
    expect(stepScore(40, 4, 1, [4])).toBe(40 * 999);
  });
});

describe("resolution rules", () => {
  it("resolves the published 19-chain field to 19 chains, as the reference does", () => {
    const r = chainOf(NINETEEN_CHAIN);
    const ref = referenceChain(gridFromText(NINETEEN_CHAIN));
    expect(r.chains).toBe(19);
    expect(ref.chains).toBe(19);
    expect(r.score).toBe(ref.score);
  });
  it("pops nothing on the stable benchmark field", () => {
    const field = parseField(NOTHING_POPS);
    expect(willPop(field)).toBe(false);
    expect(resolveChain(field).chains).toBe(0);
  });
  it("never pops in row 13 and does not connect through it", () => {
    // Three R in row 12 of columns 1-3 and an R above column 1 in row 13: only 3 in rows 1..12.
    const text = "R....." + "RRR..." + "GBGBGB" + "BGBGBG".concat("GBGBGB").repeat(5);
    const r = chainOf(text);
    expect(r.chains).toBe(0);
  });
  it("clears nuisance next to a pop but not nuisance in row 13", () => {
    const r = chainOf("O....." + "O....." + "RRRR..");
    // The nuisance at (1,2) touches the pop; the one at (1,3) does not, falls to row 1 and stays.
    expect(r.field).toBe("O.....");
    expect(r.steps[0]!.nuisance).toBe(1);
  });
  it("lets row-13 puyos fall when the cells below empty", () => {
    const rows = ["Y....."].concat(
      Array.from({ length: 11 }, (_, i) => (i % 2 === 0 ? "BGBGBG" : "GBGBGB")),
      ["RRRR.."],
    );
    const r = chainOf(rows.join(""));
    expect(r.chains).toBe(1);
    expect(printField(parseField(r.field)).slice(0, 6)).toBe("Y.....");
  });
  it("steps one at a time the same as the whole chain", () => {
    const a = parseField(NINETEEN_CHAIN);
    const b = a.clone();
    const whole = resolveChain(a);
    let chain = 0;
    let score = 0;
    for (let step = resolveStep(b, 1); step !== null; step = resolveStep(b, ++chain + 1)) score += step.score;
    expect(score).toBe(whole.score);
    expect(b.equals(a)).toBe(true);
  });
});

const cellArb = fc.constantFrom(0, 0, 0, 1, 2, 3, 4, 6);
const fieldTextArb = fc.array(cellArb, { minLength: 78, maxLength: 78 }).map((cells) => cells.map((c) => ".RGBYPO"[c]).join(""));
const denseTextArb = fc
  .array(fc.constantFrom(1, 2, 3, 4, 1, 2, 3, 6), { minLength: 78, maxLength: 78 })
  .map((cells) => cells.map((c) => ".RGBYPO"[c]).join(""));

test.prop([fc.oneof(fieldTextArb, denseTextArb)], { numRuns: 400 })("the bitboard engine agrees with the reference on random fields", (text) => {
  const field = parseField(text);
  field.settle();
  const r = resolveChain(field, true);
  const ref = referenceChain(gridFromText(text));
  expect(r.chains).toBe(ref.chains);
  expect(r.score).toBe(ref.score);
  expect(r.steps.map((s) => ({ cleared: s.cleared, colors: s.colors, groups: [...s.groups].sort((a, b) => a - b), score: s.score }))).toEqual(ref.steps);
  expect(printField(field)).toBe(gridToText(ref.grid));
});

test.prop([fc.oneof(fieldTextArb, denseTextArb), fc.integer({ min: 0, max: 0x1f })], { numRuns: 400 })(
  "the engine gives the same chains, steps, scores and final fields as the previous engine (bench/baselines/chain-v1.ts)",
  (text, firstColours) => {
    const start = parseField(text);
    start.settle();
    const ours = start.clone();
    const theirs = start.clone();
    const r = resolveChain(ours, true);
    const b = baselineResolveChain(theirs, true);
    expect(r).toEqual(b);
    expect(ours.equals(theirs)).toBe(true);
    // The calculator's path: no steps, the first step limited to some colours.
    const into: ChainResult = { chains: -1, score: -1, cleared: -1, allClear: false, steps: [] };
    const a = start.clone();
    const c = start.clone();
    resolveInto(a, firstColours, into);
    expect(into).toEqual({ ...baselineResolveChain(c, false, firstColours), steps: [] });
    expect(a.equals(c)).toBe(true);
  },
);

test.prop([fieldTextArb])("settle lets every puyo fall like the reference's gravity", (text) => {
  const field = parseField(text);
  field.settle();
  expect(field.isSettled()).toBe(true);
  const grid = gridFromText(text);
  for (let x = 0; x < 6; x++) {
    const column = grid.map((row) => row[x]!).filter((c) => c !== 0);
    for (let y = 0; y < 13; y++) expect(field.get(x + 1, y + 1)).toBe(column[y] ?? 0);
  }
});

it("an empty field resolves to nothing", () => {
  expect(resolveChain(Field.empty())).toMatchObject({ chains: 0, score: 0, allClear: true });
});
