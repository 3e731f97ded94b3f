import { describe, expect, test } from "vitest";
import { completeOptions, totalAt } from "./checker.ts";

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

describe("totalAt", () => {
  test("the last running total at or before the frame, against a sum of the steps", () => {
    const steps: [number, number][] = [
      [3, 2],
      [3, 1],
      [10, 4],
      [25, 6],
    ];
    let sum = 0;
    const running = steps.map(([frame, add]): [number, number] => [frame, (sum += add)]);
    for (let frame = 0; frame <= 30; frame++) {
      const expected = steps.filter(([at]) => at <= frame).reduce((total, [, add]) => total + add, 0);
      expect(totalAt(running, frame)).toBe(expected);
    }
    expect(totalAt([], 5)).toBe(0);
  });
});
