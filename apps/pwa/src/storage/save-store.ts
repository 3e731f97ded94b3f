// The save in IndexedDB (through idb-keyval) under one key. Loading never throws and never loses
// data without saying so: whatever cannot be used as it is gets copied to a backup key first.
import { InputError } from "@arcade/core";
import { entries, get, setMany, update, type UseStore } from "idb-keyval";
import { formatIssue, messageOf } from "./issues.ts";
import type { Migrations } from "./migrate.ts";
import type { StorageLike } from "./persist.ts";
import { CORRUPT_BACKUP_PREFIX, CURRENT_VERSION, SAVE_KEY, defaultSave, type SaveData, type Scores, type Settings } from "./schema.ts";
import { assertSettings } from "./settings.ts";
import { sameData } from "./same-data.ts";
import { assertScores, readSave } from "./validate.ts";

/** What the storage functions need from the outside world; every field has a browser default. */
export interface SaveDeps {
  /** An idb-keyval store (`createStore(db, name)`); default: idb-keyval's own default store. */
  store?: UseStore;
  /** Names backup keys; default `() => new Date()`. */
  now?: () => Date;
  /** For requestPersistentStorage; default `globalThis.navigator?.storage`. */
  storage?: StorageLike;
  /** Version steps; default MIGRATIONS. Injectable so tests can prove the mechanism. */
  migrations?: Migrations;
}

export interface LoadResult {
  save: SaveData;
  /** Sentences for the player about anything repaired, reset or backed up. Empty when all was well. */
  notices: string[];
}

/** Reads the save, migrating and repairing it; writes the repaired save back when it changed. */
export async function loadSave(deps: SaveDeps = {}): Promise<LoadResult> {
  const { store } = deps;
  let raw: unknown;
  try {
    raw = await get<unknown>(SAVE_KEY, store);
  } catch (error) {
    return { save: defaultSave(), notices: [`the save could not be read (${messageOf(error)}); this session uses default settings`] };
  }
  if (raw === undefined) return { save: defaultSave(), notices: [] };

  const outcome = readSave(raw, deps.migrations);
  const stamp = (deps.now ?? (() => new Date()))().toISOString();
  if (outcome.kind !== "ok") {
    const why =
      outcome.kind === "newer"
        ? `the save came from a newer version of Pocket Arcade (save version ${outcome.version}; this app reads up to ${CURRENT_VERSION})`
        : `the save was unreadable (${outcome.reason})`;
    try {
      const backup = await backUp(raw, `${CORRUPT_BACKUP_PREFIX}${stamp}`, store);
      if (outcome.kind === "newer") {
        // Left in place, so the newer build finds it as it left it; this build's saves refuse to
        // overwrite it (see currentSave). The copy guards against anything that does anyway.
        await setMany(backup.writes, store);
        const rest = "this session uses default settings and cannot save until the app is updated";
        return { save: defaultSave(), notices: [`${why}, so it was left untouched and copied to "${backup.key}"; ${rest}`] };
      }
      await setMany([...backup.writes, [SAVE_KEY, defaultSave()]], store);
      return { save: defaultSave(), notices: [`${why} and was reset; the old data is kept under "${backup.key}"`] };
    } catch (error) {
      const rest = "it was left as it is and this session uses default settings";
      return { save: defaultSave(), notices: [`${why}, and backing it up failed (${messageOf(error)}); ${rest}`] };
    }
  }

  const { save, issues, migratedFrom } = outcome;
  const notices = issues.map(formatIssue);
  try {
    if (migratedFrom !== null) {
      // A migration is the one change that rewrites everything at once: keep what it started from.
      const backup = await backUp(raw, `save-v${migratedFrom}-${stamp}`, store);
      await setMany([...backup.writes, [SAVE_KEY, save]], store);
      notices.unshift(`migrated from version ${migratedFrom}; the version ${migratedFrom} save is kept under "${backup.key}"`);
    } else if (!sameData(save, raw)) {
      // Only over the value we repaired: a save another tab wrote meanwhile is newer than ours.
      await update<unknown>(SAVE_KEY, (old) => (sameData(old, raw) ? save : old), store);
    }
  } catch (error) {
    // Nothing was written (setMany is one transaction), so the next start repairs it again; this
    // session runs on the repaired copy meanwhile.
    if (migratedFrom !== null) notices.unshift(`migrated from version ${migratedFrom}`);
    notices.push(`the repaired save could not be stored (${messageOf(error)}); it will be repaired again next start`);
  }
  return { save, notices };
}

/**
 * Picks the key a copy of `value` goes to: `base` (or `base-2`, `base-3`, ... when taken), or the
 * key of an identical earlier backup, so a save this build cannot use is copied once, not at every
 * start. `writes` is what to add to the caller's transaction (empty when the copy exists).
 */
async function backUp(value: unknown, base: string, store: UseStore | undefined): Promise<{ key: string; writes: [IDBValidKey, unknown][] }> {
  const stored = await entries<IDBValidKey, unknown>(store);
  // Only our own backup keys: the default store may hold other modules' values too.
  for (const [key, old] of stored) {
    if (typeof key === "string" && key.startsWith("save-") && sameData(old, value)) return { key, writes: [] };
  }
  const taken = new Set(stored.map(([key]) => key));
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  return { key, writes: [[key, value]] };
}

/** Stores new settings, keeping the stored scores. Throws ProgrammingError if `settings` is invalid. */
export async function saveSettings(settings: Settings, deps: SaveDeps = {}): Promise<void> {
  const valid = assertSettings(settings);
  await updateSave((save) => ({ ...save, settings: valid }), deps);
}

/** Stores new scores, keeping the stored settings. Throws ProgrammingError if `scores` is invalid. */
export async function saveScores(scores: Scores, deps: SaveDeps = {}): Promise<void> {
  const valid = assertScores(scores);
  await updateSave((save) => ({ ...save, scores: valid }), deps);
}

/**
 * Read-modify-write in one IndexedDB transaction, so saving settings in one tab cannot wipe the
 * scores another tab just saved. Refuses to touch a save loadSave has not made current (a newer
 * build's save, or one not repaired yet) rather than overwrite data it cannot read.
 */
async function updateSave(change: (save: SaveData) => SaveData, deps: SaveDeps): Promise<void> {
  await update<unknown>(SAVE_KEY, (old) => change(currentSave(old)), deps.store);
}

function currentSave(old: unknown): SaveData {
  if (old === undefined) return defaultSave();
  const outcome = readSave(old, {});
  if (outcome.kind === "ok") return outcome.save; // repairs here are silent: loadSave has reported them
  if (outcome.kind === "newer") {
    throw new InputError(`was written by a newer version of Pocket Arcade (save version ${outcome.version}); update the app to save`, "save");
  }
  throw new InputError(`cannot be updated (${outcome.reason}); load it with loadSave first`, "save");
}
