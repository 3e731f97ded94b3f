// Random inputs for the calculator's property tests (the JavaScript search against PPSim's plain
// recursion, and the WebAssembly last move against the JavaScript one): one definition, so both
// suites draw from the same fields, conditions and early-fire rules.
import fc from "fast-check";
import type { Color } from "../../rules/cells.ts";
import { resolveChain } from "../../rules/chain.ts";
import { Field } from "../../rules/field.ts";
import type { Condition, EarlyFire } from "../probability.ts";

export const colorArb = fc.integer({ min: 1, max: 4 }).map((c) => c as Color);
export const pairArb = fc.record({ axis: colorArb, child: colorArb });

/**
 * A stable, live field: random columns (low, or near the top), then resolved; a field whose X cell
 * (3, 12) is already filled is left out. The game is over there (no pair can spawn) and the
 * calculator answers 0 by that rule, while PPSim's plain recursion has no death rule and plays on.
 */
export function fieldArb(minHeight: number, maxHeight: number): fc.Arbitrary<Field> {
  return fc
    .array(fc.array(fc.constantFrom<number>(1, 2, 3, 4, 1, 2, 3, 4, 6), { minLength: minHeight, maxLength: maxHeight }), { minLength: 6, maxLength: 6 })
    .map((columns) => {
      const field = Field.empty();
      columns.forEach((column, x) => column.forEach((cell) => field.drop(x + 1, cell as Color)));
      resolveChain(field);
      return field;
    })
    .filter((field) => !field.isDead());
}

export const conditionArb: fc.Arbitrary<Condition> = fc.oneof(
  fc.integer({ min: 1, max: 3 }).map((chains): Condition => ({ kind: "chain", chains })),
  fc.integer({ min: 4, max: 9 }).map((puyos): Condition => ({ kind: "clear", puyos })),
  fc.constant<Condition>({ kind: "allclear" }),
  fc.constantFrom(40, 100, 400).map((score): Condition => ({ kind: "score", score })),
);
export const earlyArb = fc.constantFrom<EarlyFire>("fail", "continue");
