// Field-by-field validation and repair of Settings. A bad field is reset alone, so one damaged
// value never costs the player the rest of their setup; every repair is reported as an Issue.
// Each game's section is checked against that game's meta (its fields, actions and touch choice).
import { RENDERERS, defaultBindings, parseKeyBindings, parseSettingValues, type GameMeta } from "@arcade/core";
import { GAME_METAS } from "../games.ts";
import { checkRoomsServer } from "../rooms-server.ts";
import { child, describe, isPlainObject, own, throwFirst, type Issue } from "./issues.ts";
import {
  HANDEDNESS,
  PALETTES,
  REDUCED_MOTION_CHOICES,
  SETTING_RANGES,
  TOUCH_CONTROLS,
  defaultGameSettings,
  defaultShared,
  type GameSettingsSave,
  type Settings,
  type SharedSave,
  type TouchControls,
} from "./schema.ts";

/**
 * Reads settings from stored data, repairing what is wrong (issues are appended to `issues`).
 * Unknown shared fields are dropped without an issue: they carry nothing this build can use.
 */
export function validateSettings(raw: unknown, path: string, issues: Issue[], games: readonly GameMeta[] = GAME_METAS): Settings {
  if (raw === undefined) {
    issues.push({ path, problem: "missing", fix: "set to defaults" });
    raw = {};
  } else if (!isPlainObject(raw)) {
    issues.push({ path, problem: `${describe(raw)} is not an object`, fix: "reset to defaults" });
    raw = {};
  }
  const record = raw as Record<string, unknown>;
  return {
    shared: validateShared(own(record, "shared"), child(path, "shared"), issues),
    games: validateGames(own(record, "games"), child(path, "games"), issues, games),
    hints: validateHints(own(record, "hints"), child(path, "hints"), issues),
  };
}

function validateShared(raw: unknown, path: string, issues: Issue[]): SharedSave {
  const defaults = defaultShared();
  if (!isPlainObject(raw)) {
    issues.push(
      raw === undefined
        ? { path, problem: "missing", fix: "set to defaults" }
        : { path, problem: `${describe(raw)} is not an object`, fix: "reset to defaults" },
    );
    return defaults;
  }
  const { min, max } = SETTING_RANGES.soundVolume;
  const volume = own(raw, "soundVolume");
  const haptics = own(raw, "haptics");
  const choice = <T extends string>(key: "reducedMotion" | "palette" | "handedness" | "renderer", choices: readonly T[], fallback: T): T => {
    const value = own(raw, key);
    if ((choices as readonly unknown[]).includes(value)) return value as T;
    return reset(value, `is not one of ${choices.map((c) => JSON.stringify(c)).join(", ")}`, child(path, key), fallback, issues);
  };
  return {
    // NaN fails both comparisons.
    soundVolume:
      typeof volume === "number" && volume >= min && volume <= max
        ? volume
        : reset(volume, `is not a number from ${min} to ${max}`, child(path, "soundVolume"), defaults.soundVolume, issues),
    haptics: typeof haptics === "boolean" ? haptics : reset(haptics, "is not true or false", child(path, "haptics"), defaults.haptics, issues),
    reducedMotion: choice("reducedMotion", REDUCED_MOTION_CHOICES, defaults.reducedMotion),
    palette: choice("palette", PALETTES, defaults.palette),
    handedness: choice("handedness", HANDEDNESS, defaults.handedness),
    // Newer than some saves of this version: missing is not damage, it is the default.
    renderer: own(raw, "renderer") === undefined ? defaults.renderer : choice("renderer", RENDERERS, defaults.renderer),
    roomsServer: validateRoomsServer(own(raw, "roomsServer"), child(path, "roomsServer"), issues),
  };
}

/**
 * The rooms server came after saves of version 2 existed, so a save without it is not damaged: it
 * gets the default ("") without a notice, as a game new since the save does. A bad address is
 * reset to the default with a notice; a good one is kept in canonical form.
 */
function validateRoomsServer(raw: unknown, path: string, issues: Issue[]): string {
  if (raw === undefined || raw === "") return "";
  const checked = typeof raw === "string" ? checkRoomsServer(raw) : { ok: false as const, problem: "is not text" };
  if (checked.ok) return checked.server;
  issues.push({ path, problem: `${describe(raw)} is not a rooms server address: it ${checked.problem}`, fix: 'reset to "" (the default server)' });
  return "";
}

/** Every game of this build gets a valid section; sections of other games are kept as they were. */
function validateGames(raw: unknown, path: string, issues: Issue[], games: readonly GameMeta[]): Record<string, GameSettingsSave> {
  const record = isPlainObject(raw) ? raw : {};
  if (raw !== undefined && !isPlainObject(raw)) issues.push({ path, problem: `${describe(raw)} is not an object`, fix: "reset to defaults" });
  const result: Record<string, GameSettingsSave> = {};
  for (const [id, section] of Object.entries(record)) {
    // Kept for a later build that has this game; JSON-safe plain data only.
    if (!games.some((meta) => meta.id === id) && isPlainObject(section) && /^[a-z][a-z0-9-]{0,31}$/.test(id))
      result[id] = section as unknown as GameSettingsSave;
  }
  for (const meta of games) result[meta.id] = validateGame(own(record, meta.id), child(path, meta.id), issues, meta);
  return result;
}

function validateGame(raw: unknown, path: string, issues: Issue[], meta: GameMeta): GameSettingsSave {
  // A game added since the save was written simply starts from its defaults, without a notice.
  if (raw === undefined) return defaultGameSettings(meta);
  if (!isPlainObject(raw)) {
    issues.push({ path, problem: `${describe(raw)} is not an object`, fix: "reset to defaults" });
    return defaultGameSettings(meta);
  }
  const values = parseSettingValues(own(raw, "values"), meta.settings, child(path, "values"));
  const savedKeys = own(raw, "keys");
  const keys =
    savedKeys === undefined ? { bindings: defaultBindings(meta.actions), problems: [] } : parseKeyBindings(savedKeys, meta.actions, child(path, "keys"));
  // parseKeyBindings and parseSettingValues say "path: problem"; they become issues as they are.
  for (const text of [...values.problems, ...keys.problems]) {
    const at = text.indexOf(": ");
    issues.push(at === -1 ? { path, problem: text } : { path: text.slice(0, at), problem: text.slice(at + 2) });
  }
  const section: GameSettingsSave = { values: values.values, keys: keys.bindings };
  if (meta.touchControls) {
    const touch = own(raw, "touchControls");
    section.touchControls = (TOUCH_CONTROLS as readonly unknown[]).includes(touch)
      ? (touch as TouchControls)
      : reset<TouchControls>(
          touch,
          `is not one of ${TOUCH_CONTROLS.map((c) => JSON.stringify(c)).join(", ")}`,
          child(path, "touchControls"),
          "gestures",
          issues,
        );
  }
  return section;
}

function validateHints(raw: unknown, path: string, issues: Issue[]): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    issues.push({ path, problem: `${describe(raw)} is not a list`, fix: "reset to []" });
    return [];
  }
  // A Set, not hints.includes: a saved file may hold any number of entries, and a list search per
  // entry made loading quadratic (50,000 entries took seconds before the app could start).
  const hints = new Set<string>();
  for (let i = 0; i < raw.length; i++) {
    const value: unknown = raw[i];
    if (typeof value !== "string" || !/^[\w.:-]{1,64}$/.test(value))
      issues.push({ path: `${path}[${i}]`, problem: `${describe(value)} is not a hint id`, fix: "dropped" });
    else if (hints.has(value)) issues.push({ path: `${path}[${i}]`, problem: `${describe(value)} is listed before`, fix: "dropped" });
    else hints.add(value);
  }
  return [...hints];
}

function reset<T>(value: unknown, problem: string, path: string, fallback: T, issues: Issue[]): T {
  issues.push(
    value === undefined
      ? { path, problem: "missing", fix: `set to ${JSON.stringify(fallback)}` }
      : { path, problem: `${describe(value)} ${problem}`, fix: `reset to ${JSON.stringify(fallback)}` },
  );
  return fallback;
}

/** For settings coming from code (the settings screen): anything invalid is a bug, so throw. */
export function assertSettings(value: Settings, games: readonly GameMeta[] = GAME_METAS): Settings {
  const issues: Issue[] = [];
  const settings = validateSettings(value, "settings", issues, games);
  throwFirst(issues);
  return settings;
}
