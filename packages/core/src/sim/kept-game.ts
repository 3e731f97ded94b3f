// The one shape of a game kept for resuming (`services.saves`, handed back as
// `MountOptions.resume`): the game's record plus, when a game needs them, a few extras of its own
// (the versus bot's record, which helps were used). An online seat is not a kept game: it comes
// back separately as `MountOptions.rejoin`.
//
//   {"kept":1,"record":<replay JSON>,"extras":{…}}
//
// Saves written before this shape still load, migrated on reading:
//   - a replay alone (the first saves of every game, the template's);
//   - `{"replay":<replay JSON>, …}`: the record under `replay`, every other key an extra (a
//     falling-block game's `used` helps, a versus game's `bot`).
// A game with a shape older still passes its own migration (see `readKeptGame`).
import { InputError, located } from "../errors.ts";
import { keptRecord, type GameRecord, type ReplayRules } from "./record.ts";
import { replayToJSON } from "./replay.ts";

export const KEPT_VERSION = 1;

/** A game's extras: plain JSON values, by name. */
export type KeptExtras = Readonly<Record<string, unknown>>;

/** A kept game: its record and the game's extras. */
export interface KeptGame {
  readonly record: GameRecord;
  readonly extras: KeptExtras;
}

/** The text the saves keep for `record` (and the game's extras). */
export function printKeptGame(record: GameRecord, extras: KeptExtras = {}): string {
  return JSON.stringify({ kept: KEPT_VERSION, record: replayToJSON(record), ...(Object.keys(extras).length > 0 ? { extras } : {}) });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The flags and counts of one extra, as a game reads them back. */
export type ExtraFields = Readonly<Record<string, boolean | number>>;

/**
 * One extra read defensively against its defaults: each field keeps its default unless the kept
 * value has the default's type (a number must be a count: a whole number, 0 or more). An extra
 * from an older build, or edited by hand, so never breaks a resume. Fields that cannot be together
 * (`possible` false: more perfect pieces than pieces) are all the defaults.
 */
export function keptFields<T extends ExtraFields>(extras: KeptExtras, key: string, defaults: T, possible?: (fields: T) => boolean): T {
  const kept = isObject(extras[key]) ? extras[key] : {};
  const fields: Record<string, boolean | number> = { ...defaults };
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = kept[name];
    const count = typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
    if (typeof fallback === "boolean" ? typeof value === "boolean" : count) fields[name] = value as boolean | number;
  }
  return possible === undefined || possible(fields as T) ? (fields as T) : defaults;
}

/** The record (as JSON, still to parse) and extras of any shape a build ever kept. */
function shapeOf(value: unknown): { record: unknown; extras: Record<string, unknown> } {
  if (!isObject(value)) return { record: value, extras: {} };
  if (value.kept !== undefined) {
    if (value.kept !== KEPT_VERSION) throw new InputError(`is a kept game of format ${JSON.stringify(value.kept)}, this build reads ${KEPT_VERSION}`, "kept");
    return { record: value.record, extras: isObject(value.extras) ? value.extras : {} };
  }
  if (value.replay !== undefined) {
    const { replay, ...extras } = value;
    return { record: replay, extras };
  }
  return { record: value, extras: {} };
}

/**
 * A kept text checked for continuing: the game, or a sentence for the player saying why it cannot
 * be continued (damaged, another game's, another rules version's). `migrate` turns a game's own
 * older shape into a record first (null when the text is not that shape). Never throws for bad input.
 */
export function readKeptGame(rules: ReplayRules, text: string, migrate?: (text: string) => GameRecord | null): { kept: KeptGame } | { reason: string } {
  let shape: { record: unknown; extras: Record<string, unknown> };
  try {
    const migrated = migrate?.(text) ?? null;
    shape = migrated ? { record: replayToJSON(migrated), extras: {} } : shapeOf(JSON.parse(text) as unknown);
  } catch (error) {
    if (error instanceof SyntaxError) return { reason: "Your saved game could not be read (it is not JSON), so a new game starts." };
    if (!(error instanceof InputError)) throw error;
    return { reason: `Your saved game could not be read (${located(error)}), so a new game starts.` };
  }
  const checked = keptRecord(rules, shape.record);
  return "reason" in checked ? checked : { kept: { record: checked.record, extras: shape.extras } };
}
