import { describe as group, expect, it } from "vitest";
import { describe, InputError, located, ProgrammingError } from "./errors.ts";
import { inputErrorText } from "./testing.ts";

group("errors", () => {
  it("an InputError keeps its place apart from its reason, and can be re-rooted", () => {
    const error = new InputError('unknown tile "x"', "position 5");
    expect(error.message).toBe('unknown tile "x"');
    expect(located(error)).toBe('position 5: unknown tile "x"');
    expect(located(error.under("--hand"))).toBe('--hand.position 5: unknown tile "x"');
    expect(located(new InputError("is required").under("--seed"))).toBe("--seed: is required");
    expect(new ProgrammingError("x")).toBeInstanceOf(Error);
    expect(new ProgrammingError("x")).not.toBeInstanceOf(InputError);
  });

  it("inputErrorText reads an InputError and lets anything else through", () => {
    expect(
      inputErrorText(() => {
        throw new InputError("bad", "here");
      }),
    ).toBe("here: bad");
    expect(() =>
      inputErrorText(() => {
        throw new RangeError("bug");
      }),
    ).toThrow(RangeError);
    expect(() => inputErrorText(() => 1)).toThrow(/nothing was thrown/);
  });

  it("describes values for messages without dumping them", () => {
    expect(describe("x".repeat(50))).toBe(`"${"x".repeat(37)}..."`);
    expect(describe(10n)).toBe("10n");
    expect(describe([1])).toBe("an array");
    expect(describe(new Map())).toBe("a Map");
    expect(describe(Object.create(null))).toBe("an object");
    expect(describe(() => 1)).toBe("a function");
  });
});

group("InputError.within", () => {
  it("places an InputError under the part it was reading, and lets anything else through", () => {
    expect(InputError.within("a", () => 5)).toBe(5);
    expect(
      inputErrorText(() =>
        InputError.within("--field", () =>
          InputError.within("row 3", () => {
            throw new InputError("bad colour", "column 2");
          }),
        ),
      ),
    ).toBe("--field.row 3.column 2: bad colour");
    expect(
      inputErrorText(() =>
        InputError.within("--seed", () => {
          throw new InputError("is empty");
        }),
      ),
    ).toBe("--seed: is empty");
    expect(() =>
      InputError.within("x", () => {
        throw new RangeError("bug");
      }),
    ).toThrow(RangeError);
  });
});

group("InputError.attempt", () => {
  it("returns what was read, or the InputError that refused it; anything else is thrown", () => {
    expect(InputError.attempt(() => 5)).toBe(5);
    const refused = InputError.attempt(() => {
      throw new InputError("needs 5 rows", "grid");
    });
    expect(refused instanceof InputError && located(refused)).toBe("grid: needs 5 rows");
    expect(() =>
      InputError.attempt(() => {
        throw new RangeError("bug");
      }),
    ).toThrow(RangeError);
  });
});
