/**
 * Keyboard bindings: which physical keys produce which game action. Keys are `KeyboardEvent.code`
 * values ("ArrowLeft", "KeyZ", "Space"), which name the key's place on the keyboard rather than
 * the character it types, so a binding works the same on QWERTY, AZERTY and Dvorak layouts and
 * is not changed by Shift or Caps Lock.
 *
 * Invariant kept by `rebind` and `parseKeyBindings`: no key is bound to two actions. Bindings are
 * treated as values: never change one in place, make a new one (`rebind` does). That is what lets
 * `actionForKey` build its lookup map once per bindings object; the defaults are frozen, so
 * changing them in place throws instead of silently rebinding every game.
 */
import { describe, InputError } from "../errors.ts";
import { GAME_ACTIONS, type GameAction } from "./actions.ts";

/** Each action's keys, in the order a settings screen lists them (settings store this as JSON). */
export type KeyBindings = Record<GameAction, string[]>;

/**
 * The keys of the common Guideline clients (TETR.IO, Jstris, Tetris Effect): arrows to move and
 * drop, Space hard drop, Up/X and Z/Ctrl to rotate, A for 180°, Shift/C hold, Escape/P pause.
 */
export const DEFAULT_KEY_BINDINGS: KeyBindings = deepFreeze({
  left: ["ArrowLeft"],
  right: ["ArrowRight"],
  softDrop: ["ArrowDown"],
  hardDrop: ["Space"],
  rotateCW: ["ArrowUp", "KeyX"],
  rotateCCW: ["KeyZ", "ControlLeft"],
  rotate180: ["KeyA"],
  hold: ["ShiftLeft", "KeyC"],
  pause: ["Escape", "KeyP"],
});

function deepFreeze(bindings: KeyBindings): KeyBindings {
  for (const codes of Object.values(bindings)) Object.freeze(codes);
  return Object.freeze(bindings);
}

/**
 * Whether `code` looks like a `KeyboardEvent.code`: letters and digits starting with a letter
 * ("KeyA", "Digit1", "F12", "NumpadEnter"). Browsers report "" or "Unidentified" for keys they
 * cannot place; neither is bindable.
 */
export function isKeyCode(code: unknown): code is string {
  return typeof code === "string" && code.length <= 32 && /^[A-Za-z][A-Za-z0-9]*$/.test(code) && code !== "Unidentified";
}

const lookups = new WeakMap<KeyBindings, ReadonlyMap<string, GameAction>>();

/**
 * The map from key code to action, built once per bindings object. Should a key be bound twice
 * (bindings built by hand), the action earlier in `GAME_ACTIONS` gets it.
 */
export function keyLookup(bindings: KeyBindings): ReadonlyMap<string, GameAction> {
  let lookup = lookups.get(bindings);
  if (lookup === undefined) {
    const map = new Map<string, GameAction>();
    for (const action of GAME_ACTIONS) for (const code of bindings[action]) if (!map.has(code)) map.set(code, action);
    lookups.set(bindings, map);
    lookup = map;
  }
  return lookup;
}

/** The action a key press means, if any: `actionForKey(bindings, event.code)`. */
export function actionForKey(bindings: KeyBindings, code: string): GameAction | undefined {
  return keyLookup(bindings).get(code);
}

/**
 * Binds `codes` to `action` (replacing its keys), and takes those keys away from any other action
 * so that none is bound twice. Returns a new bindings object; `bindings` is left as it was.
 */
export function rebind(bindings: KeyBindings, action: GameAction, codes: readonly string[]): KeyBindings {
  codes.forEach((code, i) => {
    if (!isKeyCode(code)) throw new InputError(`${describe(code)} is not a key code`, `${action}[${i}]`);
  });
  const taken = new Set(codes);
  const next = {} as KeyBindings;
  for (const other of GAME_ACTIONS) next[other] = other === action ? [...taken] : bindings[other].filter((c) => !taken.has(c));
  return next;
}

export interface ParsedKeyBindings {
  bindings: KeyBindings;
  /** Every fix made, each naming its JSON path, e.g. `keyBindings.hold[1]: 42 is not a key code`. */
  problems: string[];
}

/**
 * Reads saved bindings (a JSON value from storage or a settings file) and repairs what it must:
 * unknown actions are dropped, missing or malformed actions get their default keys, entries that
 * are not key codes are dropped, and a key bound more than once stays with the first action in
 * `GAME_ACTIONS` order (keys saved by the player win over defaults filled in, which only get keys
 * nobody else has). An empty list is kept: the player may leave an action unbound.
 *
 * Never throws: a save from an older or newer version, or one edited by hand, still loads.
 */
export function parseKeyBindings(json: unknown, where = "keyBindings"): ParsedKeyBindings {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return {
      bindings: inOrder((action) => [...DEFAULT_KEY_BINDINGS[action]]),
      problems: [`${where}: expected an object mapping actions to key codes, got ${describe(json)}; using the defaults`],
    };
  }
  const saved = json as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(saved)) {
    if (!(GAME_ACTIONS as readonly string[]).includes(key)) problems.push(`${where}.${key}: unknown action, dropped`);
  }
  const owner = new Map<string, GameAction>();
  const result = {} as KeyBindings;
  const missing: GameAction[] = [];
  for (const action of GAME_ACTIONS) {
    const value = Object.hasOwn(saved, action) ? saved[action] : undefined;
    if (!Array.isArray(value)) {
      problems.push(`${where}.${action}: ${value === undefined ? "missing" : `expected an array of key codes, got ${describe(value)}`}; using the defaults`);
      missing.push(action);
      continue;
    }
    const codes: string[] = (result[action] = []);
    // An index loop, not forEach: a hole in a sparse array is reported rather than skipped.
    for (let i = 0; i < value.length; i++) {
      const code: unknown = value[i];
      const path = `${where}.${action}[${i}]`;
      if (!isKeyCode(code)) {
        problems.push(`${path}: ${describe(code)} is not a key code, dropped`);
        continue;
      }
      const holder = owner.get(code);
      if (holder === undefined) {
        owner.set(code, action);
        codes.push(code);
      } else {
        problems.push(`${path}: ${describe(code)} is ${holder === action ? "listed twice" : `already bound to ${holder}`}, dropped`);
      }
    }
  }
  for (const action of missing) {
    result[action] = DEFAULT_KEY_BINDINGS[action].filter((code) => {
      const holder = owner.get(code);
      if (holder !== undefined) problems.push(`${where}.${action}: default key ${describe(code)} is already bound to ${holder}, left out`);
      else owner.set(code, action);
      return holder === undefined;
    });
  }
  // Rebuilt in GAME_ACTIONS order so a re-saved file lists the actions in the usual order.
  return { bindings: inOrder((action) => result[action]), problems };
}

function inOrder(codes: (action: GameAction) => string[]): KeyBindings {
  return Object.fromEntries(GAME_ACTIONS.map((action) => [action, codes(action)])) as KeyBindings;
}
