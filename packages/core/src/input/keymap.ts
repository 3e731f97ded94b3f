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
import { describe, InputError, ProgrammingError } from "../errors.ts";

/**
 * Each action's keys (action id → key codes), in the order of the game's ActionSet. Settings store
 * this as JSON, one object per game.
 */
export type KeyBindings = Record<string, string[]>;

/** One thing a player can do in a game, with the keys it has by default. */
export interface ActionSpec {
  readonly id: string;
  /** What a settings screen calls it: "Rotate clockwise". */
  readonly label: string;
  readonly keys: readonly string[];
}

/**
 * A game's actions, in the order a settings screen lists them (that order also decides who keeps
 * a key claimed twice), with their default bindings, frozen.
 */
export interface ActionSet {
  readonly specs: readonly ActionSpec[];
  readonly ids: readonly string[];
  readonly defaults: KeyBindings;
}

/**
 * Checks a game's action list once, where the game defines it: ids unique, default keys valid
 * and never bound twice. A mistake here is a bug in the game, so it throws ProgrammingError.
 */
export function defineActions(specs: readonly ActionSpec[]): ActionSet {
  const owner = new Map<string, string>();
  const ids = specs.map((spec) => spec.id);
  for (const spec of specs) {
    if (ids.indexOf(spec.id) !== ids.lastIndexOf(spec.id)) throw new ProgrammingError(`action "${spec.id}" is defined twice`);
    for (const code of spec.keys) {
      if (!isKeyCode(code)) throw new ProgrammingError(`action "${spec.id}": ${describe(code)} is not a key code`);
      const holder = owner.get(code);
      if (holder !== undefined) throw new ProgrammingError(`action "${spec.id}": key ${code} is already the default of "${holder}"`);
      owner.set(code, spec.id);
    }
  }
  const defaults = Object.freeze(Object.fromEntries(specs.map((spec) => [spec.id, Object.freeze([...spec.keys]) as string[]])));
  return Object.freeze({ specs: Object.freeze([...specs]), ids: Object.freeze(ids), defaults });
}

/** A fresh, mutable copy of the default bindings (the set's own are frozen). */
export function defaultBindings(actions: ActionSet): KeyBindings {
  return Object.fromEntries(actions.ids.map((id) => [id, [...actions.defaults[id]!]]));
}

/**
 * Whether `code` looks like a `KeyboardEvent.code`: letters and digits starting with a letter
 * ("KeyA", "Digit1", "F12", "NumpadEnter"). Browsers report "" or "Unidentified" for keys they
 * cannot place; neither is bindable.
 */
export function isKeyCode(code: unknown): code is string {
  return typeof code === "string" && code.length <= 32 && /^[A-Za-z][A-Za-z0-9]*$/.test(code) && code !== "Unidentified";
}

const lookups = new WeakMap<KeyBindings, ReadonlyMap<string, string>>();

/**
 * The map from key code to action, built once per bindings object. Should a key be bound twice
 * (bindings built by hand), the action listed earlier gets it.
 */
export function keyLookup(bindings: KeyBindings): ReadonlyMap<string, string> {
  let lookup = lookups.get(bindings);
  if (lookup === undefined) {
    const map = new Map<string, string>();
    for (const [action, codes] of Object.entries(bindings)) for (const code of codes) if (!map.has(code)) map.set(code, action);
    lookups.set(bindings, map);
    lookup = map;
  }
  return lookup;
}

/** The action a key press means, if any: `actionForKey(bindings, event.code)`. */
export function actionForKey(bindings: KeyBindings, code: string): string | undefined {
  return keyLookup(bindings).get(code);
}

/**
 * Binds `codes` to `action` (replacing its keys), and takes those keys away from any other action
 * so that none is bound twice. Returns a new bindings object; `bindings` is left as it was.
 */
export function rebind(bindings: KeyBindings, action: string, codes: readonly string[]): KeyBindings {
  if (!Object.hasOwn(bindings, action)) throw new ProgrammingError(`there is no action "${action}" to bind`);
  codes.forEach((code, i) => {
    if (!isKeyCode(code)) throw new InputError(`${describe(code)} is not a key code`, `${action}[${i}]`);
  });
  const taken = new Set(codes);
  const next: KeyBindings = {};
  for (const [other, keys] of Object.entries(bindings)) next[other] = other === action ? [...taken] : keys.filter((c) => !taken.has(c));
  return next;
}

export interface ParsedKeyBindings {
  bindings: KeyBindings;
  /** Every fix made, each naming its JSON path, e.g. `keyBindings.jump[1]: 42 is not a key code`. */
  problems: string[];
}

/**
 * Reads saved bindings (a JSON value from storage or a settings file) and repairs what it must:
 * unknown actions are dropped, missing or malformed actions get their default keys, entries that
 * are not key codes are dropped, and a key bound more than once stays with the first action in
 * `actions` order (keys saved by the player win over defaults filled in, which only get keys
 * nobody else has). An empty list is kept: the player may leave an action unbound.
 *
 * Never throws: a save from an older or newer version, or one edited by hand, still loads.
 */
export function parseKeyBindings(json: unknown, actions: ActionSet, where = "keyBindings"): ParsedKeyBindings {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return {
      bindings: defaultBindings(actions),
      problems: [`${where}: expected an object mapping actions to key codes, got ${describe(json)}; using the defaults`],
    };
  }
  const saved = json as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(saved)) {
    if (!actions.ids.includes(key)) problems.push(`${where}.${key}: unknown action, dropped`);
  }
  const owner = new Map<string, string>();
  const result: KeyBindings = {};
  const missing: string[] = [];
  for (const action of actions.ids) {
    const value = Object.hasOwn(saved, action) ? saved[action] : undefined;
    if (!Array.isArray(value)) {
      // An action added since the bindings were saved takes its default keys without a complaint.
      if (value !== undefined) problems.push(`${where}.${action}: expected an array of key codes, got ${describe(value)}; using the defaults`);
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
    result[action] = actions.defaults[action]!.filter((code) => {
      const holder = owner.get(code);
      if (holder !== undefined) problems.push(`${where}.${action}: default key ${describe(code)} is already bound to ${holder}, left out`);
      else owner.set(code, action);
      return holder === undefined;
    });
  }
  // Rebuilt in the actions' order so a re-saved file lists the actions in the usual order.
  return { bindings: Object.fromEntries(actions.ids.map((action) => [action, result[action]!])), problems };
}
