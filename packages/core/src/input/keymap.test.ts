import { inputErrorText } from "../testing.ts";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { InputError } from "../errors.ts";
import { actionForKey, defineActions, isKeyCode, keyLookup, parseKeyBindings, rebind, type KeyBindings } from "./keymap.ts";

// A game's action list as games define them (this one is Tetris's, the richest).
const ACTIONS = defineActions([
  { id: "left", label: "Move left", keys: ["ArrowLeft"] },
  { id: "right", label: "Move right", keys: ["ArrowRight"] },
  { id: "softDrop", label: "Soft drop", keys: ["ArrowDown"] },
  { id: "hardDrop", label: "Hard drop", keys: ["Space"] },
  { id: "rotateCW", label: "Rotate clockwise", keys: ["ArrowUp", "KeyX"] },
  { id: "rotateCCW", label: "Rotate counter-clockwise", keys: ["KeyZ", "ControlLeft"] },
  { id: "rotate180", label: "Rotate 180°", keys: ["KeyA"] },
  { id: "hold", label: "Hold", keys: ["ShiftLeft", "KeyC"] },
  { id: "pause", label: "Pause", keys: ["Escape", "KeyP"] },
]);
const GAME_ACTIONS = ACTIONS.ids;
const DEFAULT_KEY_BINDINGS = ACTIONS.defaults;

/** Every code bound, with the action that has it; fails the test if one is bound twice. */
function expectNoKeyTwice(bindings: KeyBindings): void {
  const seen = new Map<string, string>();
  for (const action of GAME_ACTIONS) {
    for (const code of bindings[action]!) {
      expect(seen.get(code), `${code} bound to ${seen.get(code)} and ${action}`).toBeUndefined();
      seen.set(code, action);
    }
  }
}

describe("defineActions", () => {
  it("refuses a game's list with a duplicate id, a bad key or a key given to two actions", () => {
    expect(() =>
      defineActions([
        { id: "a", label: "A", keys: [] },
        { id: "a", label: "A", keys: [] },
      ]),
    ).toThrow(/defined twice/);
    expect(() => defineActions([{ id: "a", label: "A", keys: ["not a key"] }])).toThrow(/is not a key code/);
    expect(() =>
      defineActions([
        { id: "a", label: "A", keys: ["KeyA"] },
        { id: "b", label: "B", keys: ["KeyA"] },
      ]),
    ).toThrow(/already the default of "a"/);
  });
});

describe("default bindings", () => {
  it("are the common Guideline keys, with no key bound twice", () => {
    expect(actionForKey(DEFAULT_KEY_BINDINGS, "ArrowLeft")).toBe("left");
    expect(actionForKey(DEFAULT_KEY_BINDINGS, "Space")).toBe("hardDrop");
    expect(actionForKey(DEFAULT_KEY_BINDINGS, "KeyX")).toBe("rotateCW");
    expect(actionForKey(DEFAULT_KEY_BINDINGS, "ControlLeft")).toBe("rotateCCW");
    expect(actionForKey(DEFAULT_KEY_BINDINGS, "KeyA")).toBe("rotate180");
    expect(actionForKey(DEFAULT_KEY_BINDINGS, "KeyC")).toBe("hold");
    expect(actionForKey(DEFAULT_KEY_BINDINGS, "Escape")).toBe("pause");
    expect(actionForKey(DEFAULT_KEY_BINDINGS, "KeyQ")).toBeUndefined();
    expectNoKeyTwice(DEFAULT_KEY_BINDINGS);
    expect(Object.keys(DEFAULT_KEY_BINDINGS)).toEqual([...GAME_ACTIONS]);
  });

  it("cannot be changed in place", () => {
    expect(Object.isFrozen(DEFAULT_KEY_BINDINGS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_KEY_BINDINGS.hold)).toBe(true);
  });
});

describe("keyLookup", () => {
  it("is built once per bindings object; a doubly bound key goes to the earlier action", () => {
    expect(keyLookup(DEFAULT_KEY_BINDINGS)).toBe(keyLookup(DEFAULT_KEY_BINDINGS));
    const byHand: KeyBindings = { ...DEFAULT_KEY_BINDINGS, pause: ["Escape", "ArrowLeft"] };
    expect(actionForKey(byHand, "ArrowLeft")).toBe("left");
  });
});

describe("isKeyCode", () => {
  it("accepts KeyboardEvent.code values and nothing else", () => {
    for (const code of ["KeyA", "Digit1", "F12", "NumpadEnter", "Space", "IntlBackslash"]) expect(isKeyCode(code)).toBe(true);
    for (const code of ["", "Unidentified", "a b", "1", " KeyA", 42, null, "K".repeat(33)]) expect(isKeyCode(code)).toBe(false);
  });
});

describe("rebind", () => {
  it("replaces an action's keys and takes them from any other action", () => {
    const next = rebind(DEFAULT_KEY_BINDINGS, "hardDrop", ["ArrowUp", "Space", "ArrowUp"]);
    expect(next.hardDrop).toEqual(["ArrowUp", "Space"]);
    expect(next.rotateCW).toEqual(["KeyX"]);
    expect(actionForKey(next, "ArrowUp")).toBe("hardDrop");
    expect(DEFAULT_KEY_BINDINGS.rotateCW).toEqual(["ArrowUp", "KeyX"]); // the original is untouched
    expect(rebind(next, "rotate180", []).rotate180).toEqual([]);
  });

  it("rejects what is not a key code, naming the place", () => {
    expect(() => rebind(DEFAULT_KEY_BINDINGS, "hold", ["KeyC", ""])).toThrow(InputError);
    expect(inputErrorText(() => rebind(DEFAULT_KEY_BINDINGS, "hold", ["KeyC", ""]))).toMatch(/^hold\[1\]: "" is not a key code/);
  });

  const code = fc.constantFrom("ArrowLeft", "ArrowUp", "KeyZ", "KeyX", "KeyC", "Space", "ShiftLeft", "KeyQ", "Digit1");
  test.prop([fc.array(fc.tuple(fc.constantFrom(...GAME_ACTIONS), fc.array(code, { maxLength: 4 })), { maxLength: 20 })])(
    "never binds a key twice, and the last rebind of a key wins",
    (changes) => {
      let bindings = DEFAULT_KEY_BINDINGS;
      for (const [action, codes] of changes) {
        bindings = rebind(bindings, action, codes);
        expectNoKeyTwice(bindings);
        for (const c of codes) expect(actionForKey(bindings, c)).toBe(action);
      }
    },
  );
});

describe("parseKeyBindings", () => {
  it("loads a good save unchanged", () => {
    const saved = JSON.parse(JSON.stringify(DEFAULT_KEY_BINDINGS)) as unknown;
    expect(parseKeyBindings(saved, ACTIONS)).toEqual({ bindings: DEFAULT_KEY_BINDINGS, problems: [] });
  });

  it("repairs a bad save and lists every fix with its path", () => {
    const { bindings, problems } = parseKeyBindings(
      {
        left: ["KeyJ"],
        right: ["KeyL", "KeyL"],
        softDrop: ["KeyK", "KeyJ"],
        hardDrop: "Space",
        rotateCW: ["KeyX"],
        rotateCCW: ["KeyZ"],
        rotate180: [],
        hold: ["KeyC", 42, null],
        pause: ["KeyP", "ShiftLeft"],
        turbo: ["KeyT"],
      },
      ACTIONS,
      "settings.keys",
    );
    expect(bindings).toEqual({
      left: ["KeyJ"],
      right: ["KeyL"],
      softDrop: ["KeyK"],
      hardDrop: ["Space"],
      rotateCW: ["KeyX"],
      rotateCCW: ["KeyZ"],
      rotate180: [],
      hold: ["KeyC"],
      pause: ["KeyP", "ShiftLeft"],
    });
    expect(problems).toEqual([
      "settings.keys.turbo: unknown action, dropped",
      'settings.keys.right[1]: "KeyL" is listed twice, dropped',
      'settings.keys.softDrop[1]: "KeyJ" is already bound to left, dropped',
      'settings.keys.hardDrop: expected an array of key codes, got "Space"; using the defaults',
      "settings.keys.hold[1]: 42 is not a key code, dropped",
      "settings.keys.hold[2]: null is not a key code, dropped",
    ]);
  });

  it("fills missing actions (added since the save) from the defaults without a complaint, leaving out keys the player gave to something else", () => {
    const { bindings, problems } = parseKeyBindings({ hold: ["KeyX"], pause: [] }, ACTIONS);
    expect(bindings.rotateCW).toEqual(["ArrowUp"]);
    expect(bindings.hold).toEqual(["KeyX"]);
    expect(bindings.pause).toEqual([]);
    expect(bindings.left).toEqual(["ArrowLeft"]);
    expect(Object.keys(bindings)).toEqual([...GAME_ACTIONS]);
    expect(problems).toEqual(['keyBindings.rotateCW: default key "KeyX" is already bound to hold, left out']);
  });

  it("returns the defaults with one problem when the value is not an object", () => {
    for (const value of [null, 3, "keys", [["KeyA"]], undefined]) {
      const { bindings, problems } = parseKeyBindings(value, ACTIONS);
      expect(bindings).toEqual(DEFAULT_KEY_BINDINGS);
      expect(Object.isFrozen(bindings.hold)).toBe(false); // a fresh copy, the caller's to keep
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^keyBindings: expected an object/);
    }
  });

  it("reports holes in sparse arrays and ignores inherited properties", () => {
    const { bindings, problems } = parseKeyBindings({ ...DEFAULT_KEY_BINDINGS, hold: ["KeyC", , "ShiftLeft"] }, ACTIONS);
    expect(bindings.hold).toEqual(["KeyC", "ShiftLeft"]);
    expect(problems).toEqual(["keyBindings.hold[1]: undefined is not a key code, dropped"]);
    const inherited = parseKeyBindings(Object.create({ left: ["KeyJ"] }) as unknown, ACTIONS);
    expect(inherited.bindings.left).toEqual(["ArrowLeft"]);
  });

  const keyish = fc.oneof(fc.constantFrom(...GAME_ACTIONS.flatMap((a) => DEFAULT_KEY_BINDINGS[a]!)), fc.string(), fc.anything());
  const saveLike = fc.dictionary(fc.oneof(fc.constantFrom(...GAME_ACTIONS), fc.string()), fc.oneof(fc.array(keyish, { maxLength: 5 }), fc.anything()));
  test.prop([fc.oneof(fc.anything(), saveLike)])("never throws and always yields every action, valid codes, no key bound twice", (json) => {
    const { bindings, problems } = parseKeyBindings(json, ACTIONS);
    expect(Object.keys(bindings)).toEqual([...GAME_ACTIONS]);
    for (const action of GAME_ACTIONS) for (const code of bindings[action]!) expect(isKeyCode(code)).toBe(true);
    expectNoKeyTwice(bindings);
    for (const p of problems) expect(p).toMatch(/^keyBindings[.:[]/);
    // What was repaired reads back clean.
    expect(parseKeyBindings(JSON.parse(JSON.stringify(bindings)) as unknown, ACTIONS)).toEqual({ bindings, problems: [] });
  });
});
