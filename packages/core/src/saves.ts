// Where a game in progress is kept between visits: after a reload, the app being killed, a lost
// GPU context or an app update. The host (the app, a game's dev page) gives each mounted game a
// SaveService for its game and mode; the game keeps its record (a stringified replay) there as it
// plays and clears it when the game ends or the player leaves it on purpose. On the next mount the
// host hands the kept record back as `MountOptions.resume`, unless the link asks for another
// seed. The storage is passed in (localStorage in the app), so this stays pure and testable.
import type { SaveService } from "./game-module.ts";

/** The part of the Web Storage API a save needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const SAVE_PREFIX = "arcade-save:";

interface Kept {
  seed: string;
  record: string;
}

function read(storage: KeyValueStorage, key: string): Kept | null {
  try {
    const kept = JSON.parse(storage.getItem(key) ?? "null") as Partial<Kept> | null;
    return kept && typeof kept.seed === "string" && typeof kept.record === "string" ? { seed: kept.seed, record: kept.record } : null;
  } catch {
    return null; // damaged: as if nothing was kept (the next keep overwrites it)
  }
}

export interface GameSaves {
  /** What the game gets as `services.saves`. */
  readonly service: SaveService;
  /**
   * The kept record to resume, if any: none when the link names another seed than the kept
   * game's (a shared link opens what it shares; the kept game stays until it is overwritten).
   */
  resume(linkSeed: string | undefined): string | undefined;
}

/**
 * The saves of one game and mode in `storage` (one key each). A write that fails (storage full,
 * private mode) is reported through `onError` and never breaks the game.
 */
export function gameSaves(storage: KeyValueStorage, game: string, mode: string, onError: (error: unknown) => void = () => undefined): GameSaves {
  const key = `${SAVE_PREFIX}${game}:${mode}`;
  return {
    service: {
      keep: (record, seed) => {
        try {
          storage.setItem(key, JSON.stringify({ seed, record } satisfies Kept));
        } catch (error) {
          onError(error);
        }
      },
      clear: () => {
        try {
          storage.removeItem(key);
        } catch (error) {
          onError(error);
        }
      },
    },
    resume: (linkSeed) => {
      const kept = read(storage, key);
      if (!kept || (linkSeed !== undefined && linkSeed !== kept.seed)) return undefined;
      return kept.record;
    },
  };
}
