// The shape of the on-device save: settings, per-game scores and play statistics, in one envelope
// stored under one IndexedDB key. Everything here is plain data (structured-clone safe, JSON safe)
// so a save can be backed up, exported and compared as it is.
import { defaultBindings, defaultValues, type GameMeta, type KeyBindings, type SettingValues } from "@arcade/core";
import { GAME_METAS } from "../games.ts";

/** Marks a value as ours, so a stray value under the key is recognised as not a save. */
export const SAVE_SCHEMA = "pocket-arcade-save";
/** The save format this build writes. Bump it together with a migration in migrate.ts. */
export const CURRENT_VERSION = 2;
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

/** Allowed ranges of the shared numeric settings, inclusive. */
export const SETTING_RANGES = {
  soundVolume: { min: 0, max: 1 },
} as const;

/** Settings every game shares. Reduced motion is the player's choice; "system" follows the OS. */
export interface SharedSave {
  soundVolume: number;
  haptics: boolean;
  reducedMotion: ReducedMotion;
  palette: Palette;
  handedness: Handedness;
  /**
   * The online rooms server, canonical (origin and path, no trailing slash); "" means the
   * build's default. Added after version 2 was first written: a save without it loads as "".
   */
  roomsServer: string;
}

/** One game's section: its own setting values (its meta's fields), its keys, its touch scheme. */
export interface GameSettingsSave {
  values: SettingValues;
  keys: KeyBindings;
  /** Only for games whose meta offers the choice. */
  touchControls?: TouchControls;
}

/**
 * The saved settings. `games` holds a section per game id; a section for a game this build does
 * not have is kept as it was (a later build may have that game) but not read.
 */
export interface Settings {
  shared: SharedSave;
  games: Record<string, GameSettingsSave>;
  /** First-run hints the player has dismissed (ids a game chooses). */
  hints: string[];
}

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
  /** Played with help (an advisor, undo): shown as such in the table. */
  assisted?: boolean;
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
  /**
   * Versus and online results per mode and opponent (matches.ts). Came after version 2 saves
   * existed: absent means none yet, as in an older save, with no notice and no version bump.
   */
  matches?: Matches;
}

/** Every match played against one opponent in one mode. */
export interface MatchRecord {
  wins: number;
  losses: number;
  draws: number;
  /** When the last of them ended, ISO 8601. */
  last: string;
}

/** Per mode, per opponent's name (as the game shows it: "Bot (Easy)", "TBP bot", "Online"). */
export type Matches = Record<string, Record<string, MatchRecord>>;

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

export function defaultShared(): SharedSave {
  return { soundVolume: 0.7, haptics: true, reducedMotion: "system", palette: "standard", handedness: "right", roomsServer: "" };
}

/** A game's section as a fresh install has it: its fields' defaults and its default keys. */
export function defaultGameSettings(meta: GameMeta): GameSettingsSave {
  return { values: defaultValues(meta.settings), keys: defaultBindings(meta.actions), ...(meta.touchControls ? { touchControls: "gestures" as const } : {}) };
}

/** Fresh, mutable defaults each time, with a section for every game of `games`. */
export function defaultSettings(games: readonly GameMeta[] = GAME_METAS): Settings {
  return { shared: defaultShared(), games: Object.fromEntries(games.map((meta) => [meta.id, defaultGameSettings(meta)])), hints: [] };
}

export function defaultSave(games: readonly GameMeta[] = GAME_METAS): SaveData {
  return { schema: SAVE_SCHEMA, version: CURRENT_VERSION, settings: defaultSettings(games), scores: {} };
}
