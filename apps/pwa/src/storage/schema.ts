// The shape of the on-device save: settings, per-game scores and play statistics, in one envelope
// stored under one IndexedDB key. Everything here is plain data (structured-clone safe, JSON safe)
// so a save can be backed up, exported and compared as it is.
import { DEFAULT_ARR_MS, DEFAULT_DAS_MS, DEFAULT_KEY_BINDINGS, DEFAULT_SOFT_DROP_FACTOR, GAME_ACTIONS, type GameSettings, type KeyBindings } from "@arcade/core";

/** Marks a value as ours, so a stray value under the key is recognised as not a save. */
export const SAVE_SCHEMA = "pocket-arcade-save";
/** The save format this build writes. Bump it together with a migration in migrate.ts. */
export const CURRENT_VERSION = 1;
/** The IndexedDB key the save lives under (idb-keyval store). */
export const SAVE_KEY = "save";
/** Prefix of the keys an unreadable or too-new save is copied to before we start from defaults. */
export const CORRUPT_BACKUP_PREFIX = "save-corrupt-";

export const REDUCED_MOTION_CHOICES = ["system", "on", "off"] as const;
export const PALETTES = ["standard", "colorblind"] as const;
export const TOUCH_CONTROLS = ["gestures", "buttons"] as const;
export const HANDEDNESS = ["right", "left"] as const;

export type ReducedMotion = (typeof REDUCED_MOTION_CHOICES)[number];
export type Palette = (typeof PALETTES)[number];
export type TouchControls = (typeof TOUCH_CONTROLS)[number];
export type Handedness = (typeof HANDEDNESS)[number];

/** Allowed ranges of the numeric settings, inclusive. */
export const SETTING_RANGES = {
  /** Delayed auto shift: how long a held key waits before repeating, in ms. */
  das: { min: 0, max: 500 },
  /** Auto repeat rate: ms between repeats once DAS has charged; 0 moves to the wall at once. */
  arr: { min: 0, max: 200 },
  /**
   * Soft drop speed as a multiple of gravity; 41 means instant, as in TETR.IO (the slider's last
   * step). @arcade/core's softDropMsPerRow takes Infinity for that, so convert 41 when passing it.
   */
  softDropFactor: { min: 1, max: 41 },
  soundVolume: { min: 0, max: 1 },
  musicVolume: { min: 0, max: 1 },
} as const;

/**
 * The saved settings: what a game receives (core's GameSettings), except that reduced motion is
 * stored as the player's choice ("system" follows the OS) and resolved when a game starts.
 */
export type Settings = Omit<GameSettings, "reducedMotion" | "palette" | "touchControls" | "handedness"> & {
  reducedMotion: ReducedMotion;
  palette: Palette;
  touchControls: TouchControls;
  handedness: Handedness;
};

/** One finished game that made (or tried to make) a mode's table. */
export interface ScoreEntry {
  value: number;
  /** Points are higher-is-better, sprint times lower-is-better. All entries of a mode agree. */
  higherIsBetter: boolean;
  /** When it was played, ISO 8601. */
  date: string;
  /** The seed as the player saw it, so the same game can be played again. */
  seed: string;
  /** A stringified replay (@arcade/core `stringifyReplay`), when the game recorded one. */
  replay?: string;
}

export interface GameStats {
  /** Games played, one per recordPlay call. */
  played: number;
  /** Total time spent in the game, in ms. */
  timeMs: number;
}

export interface GameScores {
  stats: GameStats;
  /** Per mode, best first, at most MAX_SCORES_PER_MODE. */
  modes: Record<string, ScoreEntry[]>;
}

/** Per game id. */
export type Scores = Record<string, GameScores>;

export interface SaveData {
  schema: typeof SAVE_SCHEMA;
  version: typeof CURRENT_VERSION;
  settings: Settings;
  scores: Scores;
}

export const MAX_SCORES_PER_MODE = 10;

/**
 * What game ids and mode names may look like. Starting with a letter or digit keeps out
 * "__proto__", which would corrupt a plain object used as a map; the rest is generous on purpose.
 */
export const ID_PATTERN = /^[A-Za-z0-9][\w.:-]{0,63}$/;

/**
 * A fresh, mutable copy of @arcade/core's defaults each time (those are frozen), so a caller can
 * never change the defaults by changing a result.
 */
export function defaultKeyBindings(): KeyBindings {
  return Object.fromEntries(GAME_ACTIONS.map((action) => [action, [...DEFAULT_KEY_BINDINGS[action]]])) as KeyBindings;
}

export function defaultSettings(): Settings {
  return {
    keyBindings: defaultKeyBindings(),
    das: DEFAULT_DAS_MS,
    arr: DEFAULT_ARR_MS,
    softDropFactor: DEFAULT_SOFT_DROP_FACTOR,
    soundVolume: 0.7,
    musicVolume: 0.5,
    haptics: true,
    reducedMotion: "system",
    palette: "standard",
    touchControls: "gestures",
    handedness: "right",
  };
}

/**
 * The defaults as one shared, deeply frozen value, for code that only reads them ("reset to
 * defaults", a first render). Changing it in place throws; use defaultSettings() for a copy to edit.
 */
export const DEFAULT_SETTINGS: Readonly<Settings> = freezeSettings(defaultSettings());

function freezeSettings(settings: Settings): Readonly<Settings> {
  for (const codes of Object.values(settings.keyBindings)) Object.freeze(codes);
  Object.freeze(settings.keyBindings);
  return Object.freeze(settings);
}

export function defaultSave(): SaveData {
  return { schema: SAVE_SCHEMA, version: CURRENT_VERSION, settings: defaultSettings(), scores: {} };
}
