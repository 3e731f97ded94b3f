import { GAME_ACTIONS, ProgrammingError } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { formatIssue, type Issue } from "./issues.ts";
import { DEFAULT_SETTINGS, defaultKeyBindings, defaultSettings, type Settings } from "./schema.ts";
import { assertSettings, validateKeyBindings, validateSettings } from "./settings.ts";
import { without } from "./test-helpers.ts";

function repair(raw: unknown): { settings: Settings; notices: string[] } {
  const issues: Issue[] = [];
  const settings = validateSettings(raw, "settings", issues);
  return { settings, notices: issues.map(formatIssue) };
}

function withField(key: string, value: unknown): Record<string, unknown> {
  return { ...defaultSettings(), [key]: value };
}

describe("defaults", () => {
  it("bind no code to two actions and cover every action", () => {
    const codes = Object.values(defaultKeyBindings()).flat();
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(defaultKeyBindings()).sort()).toEqual([...GAME_ACTIONS].sort());
  });

  it("pass validation unchanged", () => {
    expect(repair(defaultSettings())).toEqual({ settings: defaultSettings(), notices: [] });
  });

  it("are also shared as one frozen DEFAULT_SETTINGS", () => {
    expect(DEFAULT_SETTINGS).toEqual(defaultSettings());
    expect(() => DEFAULT_SETTINGS.keyBindings.left.push("KeyJ")).toThrow(TypeError);
    expect(assertSettings(DEFAULT_SETTINGS)).toEqual(defaultSettings());
  });

  it("are a fresh copy each time", () => {
    const a = defaultSettings();
    a.keyBindings.left.push("KeyJ");
    expect(defaultSettings().keyBindings.left).toEqual(["ArrowLeft"]);
  });
});

describe("validateSettings repairs one field at a time", () => {
  it.each([
    ["das", "fast", 'settings.das: "fast" is not a number from 0 to 500; reset to 167'],
    ["das", 501, "settings.das: 501 is not a number from 0 to 500; reset to 167"],
    ["arr", -1, "settings.arr: -1 is not a number from 0 to 200; reset to 33"],
    ["arr", Number.NaN, "settings.arr: NaN is not a number from 0 to 200; reset to 33"],
    ["softDropFactor", 0, "settings.softDropFactor: 0 is not a number from 1 to 41; reset to 20"],
    ["soundVolume", 1.5, "settings.soundVolume: 1.5 is not a number from 0 to 1; reset to 0.7"],
    ["musicVolume", null, "settings.musicVolume: null is not a number from 0 to 1; reset to 0.5"],
    ["haptics", "yes", 'settings.haptics: "yes" is not true or false; reset to true'],
    ["reducedMotion", "always", 'settings.reducedMotion: "always" is not one of "system", "on", "off"; reset to "system"'],
    ["palette", 3, 'settings.palette: 3 is not one of "standard", "colorblind"; reset to "standard"'],
    ["touchControls", ["buttons"], 'settings.touchControls: an array is not one of "gestures", "buttons"; reset to "gestures"'],
    ["handedness", {}, 'settings.handedness: an object is not one of "right", "left"; reset to "right"'],
  ])("%s = %o", (key, value, notice) => {
    const { settings, notices } = repair(withField(key, value));
    expect(notices).toEqual([notice]);
    expect(settings).toEqual(defaultSettings());
  });

  it("keeps the valid fields around a bad one", () => {
    const { settings, notices } = repair({ ...defaultSettings(), das: 80, arr: 0, palette: "colorblind", handedness: "left", haptics: "x" });
    expect(notices).toHaveLength(1);
    expect(settings).toEqual({ ...defaultSettings(), das: 80, arr: 0, palette: "colorblind", handedness: "left" });
  });

  it("accepts the ends of every range", () => {
    const edges = { das: 500, arr: 0, softDropFactor: 41, soundVolume: 0, musicVolume: 1 };
    expect(repair({ ...defaultSettings(), ...edges })).toEqual({ settings: { ...defaultSettings(), ...edges }, notices: [] });
  });

  it("fills a missing field with a 'missing' notice", () => {
    expect(repair(without(defaultSettings(), "das")).notices).toEqual(["settings.das: missing; set to 167"]);
  });

  it("drops unknown fields silently", () => {
    expect(repair({ ...defaultSettings(), theme: "dark" })).toEqual({ settings: defaultSettings(), notices: [] });
  });

  it("resets the whole object when it is not an object", () => {
    expect(repair("loud").notices).toEqual(['settings: "loud" is not an object; reset to defaults']);
    expect(repair(undefined).notices).toEqual(["settings: missing; set to defaults"]);
    expect(repair(new Map()).notices).toEqual(["settings: a Map is not an object; reset to defaults"]);
  });

});

// The repair rules themselves are @arcade/core's parseKeyBindings (tested there); these check
// that the app applies them to the stored settings and reports each fix with its path.
describe("validateKeyBindings", () => {
  function bindings(raw: unknown): { result: Record<string, string[]>; notices: string[] } {
    const issues: Issue[] = [];
    const result = validateKeyBindings(raw, "settings.keyBindings", issues);
    return { result, notices: issues.map(formatIssue) };
  }

  it("drops unknown actions", () => {
    const { result, notices } = bindings({ ...defaultKeyBindings(), jump: ["KeyJ"] });
    expect(result).toEqual(defaultKeyBindings());
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/^settings\.keyBindings\.jump: .*unknown action/);
  });

  it("fills missing actions from the defaults", () => {
    const { result, notices } = bindings(without(defaultKeyBindings(), "hold"));
    expect(result).toEqual(defaultKeyBindings());
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/^settings\.keyBindings\.hold: missing/);
  });

  it("keeps a code bound twice on the first action in GAME_ACTIONS order", () => {
    // Stored key order puts pause first; the rule still favours `left`, which comes first.
    const rest = without(without(defaultKeyBindings(), "left"), "pause");
    const { result, notices } = bindings({ pause: ["Escape", "KeyJ"], left: ["ArrowLeft", "KeyJ"], ...rest });
    expect(result.left).toEqual(["ArrowLeft", "KeyJ"]);
    expect(result.pause).toEqual(["Escape"]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/^settings\.keyBindings\.pause\[1\]: "KeyJ" is already bound to left/);
  });

  it("drops values that are not key codes, naming each position", () => {
    const { result, notices } = bindings({ ...defaultKeyBindings(), left: ["ArrowLeft", 7, "", "Key J"] });
    expect(result.left).toEqual(["ArrowLeft"]);
    expect(notices.map((n) => n.slice(0, n.indexOf(":")))).toEqual([
      "settings.keyBindings.left[1]",
      "settings.keyBindings.left[2]",
      "settings.keyBindings.left[3]",
    ]);
  });

  it("gives a broken action its defaults minus codes the player moved elsewhere", () => {
    const { result, notices } = bindings({ ...defaultKeyBindings(), rotateCCW: "KeyZ", hold: ["KeyZ"] });
    expect(result.rotateCCW).toEqual(["ControlLeft"]);
    expect(result.hold).toEqual(["KeyZ"]);
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => n.startsWith("settings.keyBindings.rotateCCW: "))).toBe(true);
  });

  it("keeps an action the player unbound on purpose (an empty list)", () => {
    expect(bindings({ ...defaultKeyBindings(), rotate180: [] })).toEqual({ result: { ...defaultKeyBindings(), rotate180: [] }, notices: [] });
  });

  it("resets everything when not an object, and says so once", () => {
    expect(bindings([]).result).toEqual(defaultKeyBindings());
    expect(bindings([]).notices).toHaveLength(1);
    expect(bindings(undefined).notices).toEqual(["settings.keyBindings: missing; set to defaults"]);
  });
});

describe("assertSettings (writes from code)", () => {
  it("returns a copy of valid settings", () => {
    const settings = { ...defaultSettings(), das: 100 };
    const checked = assertSettings(settings);
    expect(checked).toEqual(settings);
    expect(checked.keyBindings).not.toBe(settings.keyBindings);
  });

  it("throws ProgrammingError naming the field", () => {
    const bad = { ...defaultSettings(), arr: 999 };
    expect(() => assertSettings(bad)).toThrow(ProgrammingError);
    expect(() => assertSettings(bad)).toThrow("settings.arr: 999 is not a number from 0 to 200");
  });
});
