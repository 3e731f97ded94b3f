// The settings a game contributes: a list of fields (a range, a number, a choice, a toggle) that the app's
// Settings page shows as the game's own section and stores, repaired field by field, in the save.
// Plain data, so a game's `meta` can carry it without loading the game.
import { ProgrammingError, describe } from "../errors.ts";

export type SettingValue = number | string | boolean;

interface FieldBase {
  /** Stable id: the key under which the value is saved. Never rename a shipped one. */
  readonly key: string;
  readonly label: string;
  /** One line of help under the control, if the label is not enough. */
  readonly hint?: string;
}

export interface RangeField extends FieldBase {
  readonly kind: "range";
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Shown after the number: " ms", "×", " %". */
  readonly unit: string;
  readonly default: number;
}

/**
 * A number typed in (players who know their values enter them exactly, not by dragging a slider).
 * `also` shows the value in a second unit beside it (value × factor, to `digits` decimals: frames
 * shown in milliseconds). `was` names an older saved key this field replaced and the factor from
 * its value to this one's: when this key is not saved, that value (times the factor, snapped to
 * the step) is taken instead, so a setting moved to another unit keeps what the player chose.
 */
export interface NumberField extends FieldBase {
  readonly kind: "number";
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Shown after the number: " f", "×". */
  readonly unit: string;
  readonly default: number;
  readonly also?: { readonly factor: number; readonly unit: string; readonly digits: number };
  readonly was?: { readonly key: string; readonly factor: number };
}

export interface ChoiceField extends FieldBase {
  readonly kind: "choice";
  /** [value, label] pairs. */
  readonly options: readonly (readonly [string, string])[];
  readonly default: string;
}

export interface ToggleField extends FieldBase {
  readonly kind: "toggle";
  readonly default: boolean;
}

export type SettingField = RangeField | NumberField | ChoiceField | ToggleField;

/** A game's setting values, by field key. */
export type SettingValues = Record<string, SettingValue>;

export function defaultValues(fields: readonly SettingField[]): SettingValues {
  return Object.fromEntries(fields.map((field) => [field.key, field.default]));
}

/**
 * A game's setting by key: the stored value when it is valid for its field, else the field's
 * default. Defaults live in `meta.settings` only; a game never restates them. A key that is not a
 * field is a bug.
 */
export function settingOf(fields: readonly SettingField[], values: SettingValues, key: string): SettingValue {
  const field = fields.find((f) => f.key === key);
  if (!field) throw new ProgrammingError(`there is no setting ${JSON.stringify(key)}`);
  return fieldProblem(field, values[key]) === null ? values[key]! : field.default;
}

/** A range or number setting's number (see settingOf). */
export function numberSetting(fields: readonly SettingField[], values: SettingValues, key: string): number {
  const value = settingOf(fields, values, key);
  if (typeof value !== "number") throw new ProgrammingError(`the setting ${JSON.stringify(key)} is not a number`);
  return value;
}

/** Why `value` cannot be this field's value, or null if it can. */
export function fieldProblem(field: SettingField, value: unknown): string | null {
  switch (field.kind) {
    case "range":
    case "number":
      // NaN fails both comparisons; a value off the step grid is still a usable number.
      return typeof value === "number" && value >= field.min && value <= field.max
        ? null
        : `${describe(value)} is not a number from ${field.min} to ${field.max}`;
    case "choice":
      return typeof value === "string" && field.options.some(([v]) => v === value)
        ? null
        : `${describe(value)} is not one of ${field.options.map(([v]) => JSON.stringify(v)).join(", ")}`;
    case "toggle":
      return typeof value === "boolean" ? null : `${describe(value)} is not true or false`;
  }
}

/** `value` on the field's step grid (counted from min), without the float noise of the division. */
export function snapToStep(field: NumberField, value: number): number {
  const steps = Math.round((value - field.min) / field.step);
  const decimals = (String(field.step).split(".")[1] ?? "").length;
  return Number((field.min + steps * field.step).toFixed(decimals));
}

/** The value in the field's second unit, as shown beside it ("167 ms"), or null without one. */
export function alsoText(field: NumberField, value: number): string | null {
  if (field.also === undefined) return null;
  return `${Number((value * field.also.factor).toFixed(field.also.digits))}${field.also.unit}`;
}

/**
 * What a player typed into a number field: the value (snapped to the step), or why it is not one —
 * a sentence naming the field, what was typed and what is allowed. A comma is read as the decimal
 * point ("1,5"), as many keyboards type it.
 */
export function parseNumberInput(field: NumberField, text: string): { value: number } | { problem: string } {
  const trimmed = text.trim().replace(",", ".");
  const range = `from ${field.min} to ${field.max}${field.unit}`;
  if (trimmed === "") return { problem: `${field.label}: enter a number ${range}.` };
  const value = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (Number.isNaN(value)) return { problem: `${field.label}: ${JSON.stringify(text.trim())} is not a number; enter one ${range}.` };
  if (value < field.min || value > field.max) return { problem: `${field.label}: ${value} is out of range; enter a number ${range}.` };
  return { value: snapToStep(field, value) };
}

/** A value saved under a field's older key (`NumberField.was`), converted, if it is usable. */
function migrated(field: SettingField, record: Record<string, unknown>): number | undefined {
  if (field.kind !== "number" || field.was === undefined || !Object.hasOwn(record, field.was.key)) return undefined;
  const old = record[field.was.key];
  if (typeof old !== "number" || !Number.isFinite(old)) return undefined;
  const value = snapToStep(field, old * field.was.factor);
  return fieldProblem(field, value) === null ? value : undefined;
}

export interface ParsedValues {
  values: SettingValues;
  /** Each repair, with its path: `settings.games.blocks.das: "fast" is not a number from 0 to 500; reset to 167`. */
  problems: string[];
}

/**
 * Reads stored values for `fields`, keeping every good one and resetting a bad or missing one to
 * its default alone, so one damaged value never costs the player the rest. A number field missing
 * from the save takes the converted value of the key it replaced (`NumberField.was`) if that one
 * is usable. Unknown keys are dropped silently (a setting a later build removed). Never throws.
 */
export function parseSettingValues(json: unknown, fields: readonly SettingField[], where: string): ParsedValues {
  const problems: string[] = [];
  const record = typeof json === "object" && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  if (record === null && json !== undefined) problems.push(`${where}: ${describe(json)} is not an object; using the defaults`);
  const values: SettingValues = {};
  for (const field of fields) {
    const saved = record !== null && Object.hasOwn(record, field.key);
    const value = saved ? record[field.key] : record !== null ? migrated(field, record) : undefined;
    const problem = fieldProblem(field, value);
    if (problem === null) values[field.key] = value as SettingValue;
    else {
      values[field.key] = field.default;
      // A field added since the values were saved takes its default without a complaint.
      if (record !== null && value !== undefined) problems.push(`${where}.${field.key}: ${problem}; set to ${JSON.stringify(field.default)}`);
    }
  }
  return { values, problems };
}
