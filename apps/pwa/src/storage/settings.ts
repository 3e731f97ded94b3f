// Field-by-field validation and repair of Settings. A bad field is reset alone, so one damaged
// value never costs the player the rest of their setup; every repair is reported as an Issue.
import { parseKeyBindings, type KeyBindings } from "@arcade/core";
import { child, describe, isPlainObject, own, throwFirst, type Issue } from "./issues.ts";
import {
  HANDEDNESS,
  PALETTES,
  REDUCED_MOTION_CHOICES,
  SETTING_RANGES,
  TOUCH_CONTROLS,
  defaultKeyBindings,
  defaultSettings,
  type Settings,
} from "./schema.ts";

/**
 * Reads settings from stored data, repairing what is wrong (issues are appended to `issues`).
 * Unknown extra fields are dropped without an issue: they carry nothing this build can use.
 */
export function validateSettings(raw: unknown, path: string, issues: Issue[]): Settings {
  const defaults = defaultSettings();
  if (raw === undefined) {
    issues.push({ path, problem: "missing", fix: "set to defaults" });
    return defaults;
  }
  if (!isPlainObject(raw)) {
    issues.push({ path, problem: `${describe(raw)} is not an object`, fix: "reset to defaults" });
    return defaults;
  }
  const number = (key: keyof typeof SETTING_RANGES): number => {
    const { min, max } = SETTING_RANGES[key];
    const value = own(raw, key);
    if (typeof value === "number" && value >= min && value <= max) return value; // NaN fails both
    return reset(value, `is not a number from ${min} to ${max}`, child(path, key), defaults[key], issues);
  };
  const choice = <T extends string>(key: "reducedMotion" | "palette" | "touchControls" | "handedness", choices: readonly T[], fallback: T): T => {
    const value = own(raw, key);
    if ((choices as readonly unknown[]).includes(value)) return value as T;
    const list = choices.map((c) => JSON.stringify(c)).join(", ");
    return reset(value, `is not one of ${list}`, child(path, key), fallback, issues);
  };
  const haptics = own(raw, "haptics");
  return {
    keyBindings: validateKeyBindings(own(raw, "keyBindings"), child(path, "keyBindings"), issues),
    das: number("das"),
    arr: number("arr"),
    softDropFactor: number("softDropFactor"),
    soundVolume: number("soundVolume"),
    musicVolume: number("musicVolume"),
    haptics:
      typeof haptics === "boolean" ? haptics : reset(haptics, "is not true or false", child(path, "haptics"), defaults.haptics, issues),
    reducedMotion: choice("reducedMotion", REDUCED_MOTION_CHOICES, defaults.reducedMotion),
    palette: choice("palette", PALETTES, defaults.palette),
    touchControls: choice("touchControls", TOUCH_CONTROLS, defaults.touchControls),
    handedness: choice("handedness", HANDEDNESS, defaults.handedness),
  };
}

function reset<T>(value: unknown, problem: string, path: string, fallback: T, issues: Issue[]): T {
  issues.push(
    value === undefined
      ? { path, problem: "missing", fix: `set to ${JSON.stringify(fallback)}` }
      : { path, problem: `${describe(value)} ${problem}`, fix: `reset to ${JSON.stringify(fallback)}` },
  );
  return fallback;
}

/**
 * Bindings are repaired by @arcade/core's parseKeyBindings, so the app and the input model share
 * one rule for what a key code is and who keeps a key claimed twice (the first action in
 * GAME_ACTIONS order; keys the player bound win over defaults filled in for a broken action).
 * Its problems are complete sentences that start with their path, so they become issues as they are.
 */
export function validateKeyBindings(raw: unknown, path: string, issues: Issue[]): KeyBindings {
  if (raw === undefined) {
    issues.push({ path, problem: "missing", fix: "set to defaults" });
    return defaultKeyBindings();
  }
  const { bindings, problems } = parseKeyBindings(raw, path);
  for (const text of problems) {
    const at = text.indexOf(": ");
    issues.push(at === -1 ? { path, problem: text } : { path: text.slice(0, at), problem: text.slice(at + 2) });
  }
  return bindings;
}

/** For settings coming from code (the settings screen): anything invalid is a bug, so throw. */
export function assertSettings(value: Settings): Settings {
  const issues: Issue[] = [];
  const settings = validateSettings(value, "settings", issues);
  throwFirst(issues);
  return settings;
}
