import { describe, expect, test } from "vitest";
import { completeOptions } from "./checker.ts";

describe("completeOptions", () => {
  const defaults = { mode: "marathon", allow180: true };

  test("completes with the defaults and keeps what was given", () => {
    expect(completeOptions(undefined, defaults)).toEqual(defaults);
    expect(completeOptions({ mode: "zen" }, defaults)).toEqual({ mode: "zen", allow180: true });
  });

  test.each(["toString", "constructor", "__proto__", "hasOwnProperty", "valueOf"])("refuses an inherited name: %s", (name) => {
    // Parsed from JSON, as the room gets it: "__proto__" is then an own key of the object.
    const raw = JSON.parse(`{"${name}": {"mode": "zen"}}`) as Record<string, unknown>;
    expect(() => completeOptions(raw, defaults)).toThrow(expect.objectContaining({ where: `options.${name}` }));
  });

  test("never copies a prototype from the given object", () => {
    const raw = JSON.parse('{"mode":"zen"}') as Record<string, unknown>;
    Object.setPrototypeOf(raw, { allow180: "inherited" });
    expect(completeOptions(raw, defaults)).toEqual({ mode: "zen", allow180: true });
  });
});
