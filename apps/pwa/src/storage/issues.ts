// Small helpers shared by the validators: how a problem is recorded, described and reported.
import { ProgrammingError, describeValue } from "@arcade/core";

/**
 * One thing repaired while reading a save. Kept structured so the same check can either become a
 * notice for the player (stored data) or a ProgrammingError (a bug in code that passed bad settings).
 */
export interface Issue {
  /** Where, as a path into the save: `settings.das`, `scores.tetris.modes.sprint[3].value`. */
  path: string;
  /** What is wrong: `"fast" is not a number from 0 to 500`. */
  problem: string;
  /** What was done about it: `reset to 167`; absent when `problem` already says. */
  fix?: string;
}

export function formatIssue(issue: Issue): string {
  return issue.fix === undefined ? `${issue.path}: ${issue.problem}` : `${issue.path}: ${issue.problem}; ${issue.fix}`;
}

/** For writes from code: any issue means the caller is wrong, so fail loudly at the first one. */
export function throwFirst(issues: readonly Issue[]): void {
  const first = issues[0];
  if (first !== undefined) throw new ProgrammingError(`${first.path}: ${first.problem}`);
}

/**
 * Only objects made by `{}`/JSON/structured clone count: an array, Map, Date or class instance in
 * place of a record is as wrong as a string.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Reads an own property only, so a missing "constructor" field is not found on the prototype. */
export function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** `settings.das`, or `scores["odd key"]` when the key is not a plain identifier. */
export function child(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** Describes a value for a notice without dumping a whole object (shared with @arcade/core's errors). */
export const describe = describeValue;

/** An exception's message for a notice, whatever was thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : describe(error);
}
