// Version migrations: each step turns a whole save envelope of version v into version v + 1.
// Steps run in order, and each result is checked, so a broken step is caught at the step that
// broke rather than showing up later as a pile of "field reset" notices.
import { describe, isPlainObject, messageOf } from "./issues.ts";
import { CURRENT_VERSION, SAVE_SCHEMA } from "./schema.ts";

/** Takes a version-v envelope and returns the version-(v + 1) envelope. Must not mutate its input. */
export type Migration = (old: unknown) => unknown;

/** Keyed by the version a step migrates FROM. */
export type Migrations = Readonly<Record<number, Migration>>;

/**
 * The steps, keyed by the version they start from. To change the format: add the step here
 * (returning `{ ...old, version: v + 1, ... }`), bump CURRENT_VERSION, and test the step with a
 * stored save of the old version.
 */
export const MIGRATIONS: Migrations = {
  1: settingsPerGame,
};

/**
 * Version 1 → 2: settings were one flat record with Tetris's handling and keys in it. They become
 * the shared settings, one section per game (Tetris's: DAS, ARR, soft drop factor, keys and touch
 * scheme; 180° rotation on, as version 1 always played), and the dismissed hints. The music volume
 * goes: there was never any music. Fields that are missing stay missing, for validation to report.
 */
function settingsPerGame(old: unknown): unknown {
  const save = old as Record<string, unknown>;
  const flat = isPlainObject(save.settings) ? save.settings : {};
  const pick = (keys: readonly string[]) => Object.fromEntries(keys.filter((key) => Object.hasOwn(flat, key)).map((key) => [key, flat[key]]));
  const tetris: Record<string, unknown> = { values: { ...pick(["das", "arr", "softDropFactor"]), allow180: true } };
  if (Object.hasOwn(flat, "keyBindings")) tetris.keys = flat.keyBindings;
  if (Object.hasOwn(flat, "touchControls")) tetris.touchControls = flat.touchControls;
  return {
    ...save,
    version: 2,
    settings: { shared: pick(["soundVolume", "haptics", "reducedMotion", "palette", "handedness"]), games: { tetris }, hints: [] },
  };
}

export type MigrationResult = { ok: true; save: Record<string, unknown> } | { ok: false; reason: string };

/** Runs the steps from `from` up to `to`; the reason on failure is written for a notice. */
export function migrate(save: Record<string, unknown>, from: number, migrations: Migrations, to: number = CURRENT_VERSION): MigrationResult {
  let current = save;
  for (let version = from; version < to; version++) {
    const step = Object.hasOwn(migrations, version) ? migrations[version] : undefined;
    if (step === undefined) return { ok: false, reason: `no migration from version ${version}` };
    let next: unknown;
    try {
      next = step(current);
    } catch (error) {
      return { ok: false, reason: `the migration from version ${version} failed: ${messageOf(error)}` };
    }
    if (!isPlainObject(next) || next.schema !== SAVE_SCHEMA || next.version !== version + 1) {
      const got = isPlainObject(next) ? `version ${describe(next.version)}` : describe(next);
      return { ok: false, reason: `the migration from version ${version} gave ${got}, not a version ${version + 1} save` };
    }
    current = next;
  }
  return { ok: true, save: current };
}
