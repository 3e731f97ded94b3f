// Reading a stored value as a save: recognise it, migrate it, then repair it field by field.
// Pure (no storage access), so every case can be tested without IndexedDB; save-store.ts does the
// reading, backing up and writing around it.
import { describe, isPlainObject, own, throwFirst, type Issue } from "./issues.ts";
import { MIGRATIONS, migrate, type Migrations } from "./migrate.ts";
import { CURRENT_VERSION, SAVE_SCHEMA, type SaveData, type Scores } from "./schema.ts";
import { validateScores } from "./scores.ts";
import { validateSettings } from "./settings.ts";

export type ReadOutcome =
  /** Usable, perhaps after migration and repairs (listed in `issues`). */
  | { kind: "ok"; save: SaveData; issues: Issue[]; migratedFrom: number | null }
  /** Not a save we can read at all: keep the raw value somewhere safe and start over. */
  | { kind: "unreadable"; reason: string }
  /** Written by a newer build: we cannot know what its fields mean, so we must not rewrite it. */
  | { kind: "newer"; version: number };

export function readSave(raw: unknown, migrations: Migrations = MIGRATIONS): ReadOutcome {
  if (!isPlainObject(raw)) return { kind: "unreadable", reason: `it is ${describe(raw)}, not a save object` };
  const schema = own(raw, "schema");
  if (schema !== SAVE_SCHEMA) return { kind: "unreadable", reason: `its schema is ${describe(schema)}, not "${SAVE_SCHEMA}"` };
  const version = own(raw, "version");
  if (typeof version !== "number" || !Number.isSafeInteger(version)) {
    return { kind: "unreadable", reason: `its version ${describe(version)} is not a whole number` };
  }
  if (version > CURRENT_VERSION) return { kind: "newer", version };
  let current = raw;
  if (version < CURRENT_VERSION) {
    const migrated = migrate(raw, version, migrations);
    if (!migrated.ok) return { kind: "unreadable", reason: migrated.reason };
    current = migrated.save;
  }
  const issues: Issue[] = [];
  const save = validateEnvelope(current, issues);
  return { kind: "ok", save, issues, migratedFrom: version < CURRENT_VERSION ? version : null };
}

/** Repairs the two halves of a current-version envelope; other top-level fields are dropped. */
function validateEnvelope(raw: Record<string, unknown>, issues: Issue[]): SaveData {
  return {
    schema: SAVE_SCHEMA,
    version: CURRENT_VERSION,
    settings: validateSettings(own(raw, "settings"), "settings", issues),
    scores: validateScores(own(raw, "scores"), "scores", issues),
  };
}

/** For scores coming from code: anything invalid is a bug in the caller, so throw ProgrammingError. */
export function assertScores(value: Scores): Scores {
  const issues: Issue[] = [];
  const scores = validateScores(value, "scores", issues);
  throwFirst(issues);
  return scores;
}
