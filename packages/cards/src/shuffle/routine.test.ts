import { inputErrorText } from "@arcade/core/testing";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { InputError, Rng } from "@arcade/core";
import { applyRoutine, formatRoutine, freshDeck, parseRoutine, SHUFFLE_METHODS, type ShuffleStep } from "./routine.ts";

describe("routines", () => {
  it("parses method letters with repeat counts", () => {
    expect(parseRoutine("H10 D R4")).toEqual([
      { method: "H", times: 10 },
      { method: "D", times: 1 },
      { method: "R", times: 4 },
    ]);
    expect(parseRoutine("  r4\tc ")).toEqual([
      { method: "R", times: 4 },
      { method: "C", times: 1 },
    ]);
  });

  it("says which column is wrong", () => {
    expect(() => parseRoutine("H10 X R")).toThrow(InputError);
    expect(inputErrorText(() => parseRoutine("H10 X R"))).toMatch(/^routine column 5: unknown shuffle step "X"/);
    expect(inputErrorText(() => parseRoutine("R0"))).toMatch(/^routine column 1: repeat count must be 1\.\.100000, got 0/);
    expect(inputErrorText(() => parseRoutine("R4 HH"))).toMatch(/^routine column 4:/);
    expect(inputErrorText(() => parseRoutine("   "))).toMatch(/^routine: is empty/);
  });

  const steps = fc.array(fc.record({ method: fc.constantFrom(...SHUFFLE_METHODS), times: fc.integer({ min: 1, max: 999 }) }), { minLength: 1, maxLength: 8 });

  test.prop([steps])("prints canonically and parses back", (routine: ShuffleStep[]) => {
    expect(parseRoutine(formatRoutine(routine))).toEqual(routine);
  });

  it("applies steps in order and repeats them", () => {
    const rng = () => Rng.from("routine");
    expect(applyRoutine(freshDeck(52), parseRoutine("F8"), rng())).toEqual(freshDeck(52));
    expect(applyRoutine(freshDeck(52), parseRoutine("F4 F4"), rng())).toEqual(freshDeck(52));
    expect(applyRoutine(freshDeck(60), parseRoutine("H10 D R4"), rng())).toEqual(applyRoutine(freshDeck(60), parseRoutine("H10 D R4"), rng()));
    expect(applyRoutine(freshDeck(8), parseRoutine("F"), rng(), { faro: "in" })).toEqual([4, 0, 5, 1, 6, 2, 7, 3]);
    expect(applyRoutine(freshDeck(7), parseRoutine("D"), rng(), { piles: 3 })).toEqual([6, 3, 0, 4, 1, 5, 2]);
    const withParams = applyRoutine(freshDeck(60), parseRoutine("C H"), rng(), { cutSd: 1, packet: 20, packetSd: 1 });
    expect(withParams.slice().sort((a, b) => a - b)).toEqual(freshDeck(60));
  });
});
