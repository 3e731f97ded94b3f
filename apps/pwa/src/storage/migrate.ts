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
 * Empty: version 1 is the first save format. When the format changes, add `1: (old) => ...` here
 * (returning `{ ...old, version: 2, ... }`), bump CURRENT_VERSION, and test the step with a
 * stored version-1 save.
 */
export const MIGRATIONS: Migrations = {};

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
