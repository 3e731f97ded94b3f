// Per-game score tables and statistics: pure updates (addScore, recordPlay) and the validation
// that repairs stored scores. Tables are kept best-first and capped, both on write and on read.
import { ProgrammingError } from "@arcade/core";
import { child, describe, isPlainObject, own, throwFirst, type Issue } from "./issues.ts";
import { validateMatches } from "./matches.ts";
import { ID_PATTERN, MAX_SCORES_PER_MODE, type GameScores, type GameStats, type ScoreEntry, type Scores } from "./schema.ts";

/** Whether `a` ranks above `b` (both from the same mode, so they agree on the direction). */
export function isBetter(a: ScoreEntry, b: ScoreEntry): boolean {
  return a.higherIsBetter ? a.value > b.value : a.value < b.value;
}

/** The table of one mode, best first; empty when the game or mode has no scores yet. */
export function scoreTable(scores: Scores, gameId: string, mode: string): readonly ScoreEntry[] {
  const game = ownValue(scores, gameId);
  return (game === undefined ? undefined : ownValue(game.modes, mode)) ?? [];
}

/**
 * Adds a finished game's score. Returns new scores (the input is not changed) and the 1-based rank
 * the entry took, or null when it did not make the table (then `scores` is returned as it was).
 * A tie ranks below the score already there: whoever got it first keeps the place. A result of 0
 * (a game ended before scoring anything) never makes the table.
 * Throws ProgrammingError for an invalid id or entry — that is a bug in the calling game.
 */
export function addScore(scores: Scores, gameId: string, mode: string, entry: ScoreEntry): { scores: Scores; rank: number | null } {
  requireId(gameId, "gameId");
  requireId(mode, "mode");
  const issues: Issue[] = [];
  const checked = readEntry(entry, "entry", issues);
  throwFirst(issues);
  if (checked === undefined) throw new ProgrammingError("entry: is not a score"); // unreachable: an issue was thrown
  // An empty game (no points, a time of nothing) is no one's record: it never takes a place.
  if (checked.value <= 0) return { scores, rank: null };
  const table = scoreTable(scores, gameId, mode);
  const first = table[0];
  if (first !== undefined && first.higherIsBetter !== checked.higherIsBetter) {
    throw new ProgrammingError(`entry.higherIsBetter: is ${checked.higherIsBetter} but the ${gameId} ${mode} table has ${first.higherIsBetter}`);
  }
  const found = table.findIndex((other) => isBetter(checked, other));
  const position = found === -1 ? table.length : found;
  if (position >= MAX_SCORES_PER_MODE) return { scores, rank: null };
  const updated = [...table.slice(0, position), checked, ...table.slice(position)].slice(0, MAX_SCORES_PER_MODE);
  const game = ownValue(scores, gameId) ?? emptyGame();
  return { scores: { ...scores, [gameId]: { ...game, modes: { ...game.modes, [mode]: updated } } }, rank: position + 1 };
}

/** Counts one more game played and adds its duration. Returns new scores; the input is unchanged. */
export function recordPlay(scores: Scores, gameId: string, timeMs: number): Scores {
  requireId(gameId, "gameId");
  if (!Number.isFinite(timeMs) || timeMs < 0) throw new ProgrammingError(`timeMs: ${describe(timeMs)} is not a duration in ms`);
  const game = ownValue(scores, gameId) ?? emptyGame();
  const stats = { played: game.stats.played + 1, timeMs: game.stats.timeMs + timeMs };
  return { ...scores, [gameId]: { ...game, stats } };
}

/** Reads scores from stored data: malformed games, modes and entries are dropped with an issue. */
export function validateScores(raw: unknown, path: string, issues: Issue[]): Scores {
  if (raw === undefined) {
    issues.push({ path, problem: "missing", fix: "set to no scores" });
    return {};
  }
  if (!isPlainObject(raw)) {
    issues.push({ path, problem: `${describe(raw)} is not an object`, fix: "reset to no scores" });
    return {};
  }
  const scores: Scores = {};
  for (const [gameId, value] of Object.entries(raw)) {
    const where = child(path, gameId);
    if (!ID_PATTERN.test(gameId)) issues.push({ path: where, problem: "not a valid game id", fix: "dropped with its scores" });
    else if (!isPlainObject(value)) issues.push({ path: where, problem: `${describe(value)} is not an object`, fix: "dropped" });
    else {
      const stats = validateStats(own(value, "stats"), child(where, "stats"), issues);
      const modes = validateModes(value, where, issues);
      const matches = validateMatches(own(value, "matches"), child(where, "matches"), issues);
      scores[gameId] = { stats, modes, ...(matches ? { matches } : {}) };
    }
  }
  return scores;
}

function validateStats(raw: unknown, path: string, issues: Issue[]): GameStats {
  if (!isPlainObject(raw)) {
    const problem = raw === undefined ? "missing" : `${describe(raw)} is not an object`;
    issues.push({ path, problem, fix: "reset to 0 games, 0 ms" });
    return { played: 0, timeMs: 0 };
  }
  const count = (key: keyof GameStats, ok: (n: number) => boolean, what: string): number => {
    const value = own(raw, key);
    if (typeof value === "number" && ok(value)) return value;
    const problem = value === undefined ? "missing" : `${describe(value)} is not ${what}`;
    issues.push({ path: child(path, key), problem, fix: "reset to 0" });
    return 0;
  };
  return {
    played: count("played", (n) => Number.isSafeInteger(n) && n >= 0, "a whole number of games"),
    timeMs: count("timeMs", (n) => Number.isFinite(n) && n >= 0, "a duration in ms"),
  };
}

function validateModes(game: Record<string, unknown>, gamePath: string, issues: Issue[]): Record<string, ScoreEntry[]> {
  const path = child(gamePath, "modes");
  const raw = own(game, "modes");
  if (!isPlainObject(raw)) {
    const problem = raw === undefined ? "missing" : `${describe(raw)} is not an object`;
    issues.push({ path, problem, fix: "reset to no scores" });
    return {};
  }
  const modes: Record<string, ScoreEntry[]> = {};
  for (const [mode, value] of Object.entries(raw)) {
    const where = child(path, mode);
    if (!ID_PATTERN.test(mode)) issues.push({ path: where, problem: "not a valid mode name", fix: "dropped with its scores" });
    else if (!Array.isArray(value)) issues.push({ path: where, problem: `${describe(value)} is not a list of scores`, fix: "dropped" });
    else modes[mode] = validateTable(value, where, issues);
  }
  return modes;
}

function validateTable(raw: readonly unknown[], path: string, issues: Issue[]): ScoreEntry[] {
  const table: ScoreEntry[] = [];
  for (let i = 0; i < raw.length; i++) {
    const entry = readEntry(raw[i], `${path}[${i}]`, issues);
    if (entry === undefined) continue;
    const first = table[0];
    if (first !== undefined && first.higherIsBetter !== entry.higherIsBetter) {
      const problem = `${entry.higherIsBetter} disagrees with the mode's earlier scores`;
      issues.push({ path: `${path}[${i}].higherIsBetter`, problem, fix: "score dropped" });
    } else {
      table.push(entry);
    }
  }
  // Re-sorting loses nothing, so it needs no notice; sort is stable, so ties keep their order.
  table.sort((a, b) => (isBetter(a, b) ? -1 : isBetter(b, a) ? 1 : 0));
  if (table.length > MAX_SCORES_PER_MODE) {
    issues.push({ path, problem: `${table.length} scores, more than ${MAX_SCORES_PER_MODE}`, fix: `kept the best ${MAX_SCORES_PER_MODE}` });
    table.length = MAX_SCORES_PER_MODE;
  }
  return table;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A copy of a valid entry with only known fields, or undefined with an issue naming the bad field. */
function readEntry(raw: unknown, path: string, issues: Issue[]): ScoreEntry | undefined {
  const fail = (where: string, problem: string): undefined => {
    issues.push({ path: where, problem, fix: "score dropped" });
    return undefined;
  };
  if (!isPlainObject(raw)) return fail(path, `${describe(raw)} is not a score`);
  const value = own(raw, "value");
  const higherIsBetter = own(raw, "higherIsBetter");
  const date = own(raw, "date");
  const seed = own(raw, "seed");
  const replay = own(raw, "replay");
  const assisted = own(raw, "assisted");
  if (typeof value !== "number" || !Number.isFinite(value)) return fail(`${path}.value`, `${describe(value)} is not a finite number`);
  if (typeof higherIsBetter !== "boolean") return fail(`${path}.higherIsBetter`, `${describe(higherIsBetter)} is not true or false`);
  if (typeof date !== "string" || !ISO_DATE.test(date) || Number.isNaN(Date.parse(date))) {
    return fail(`${path}.date`, `${describe(date)} is not an ISO 8601 date`);
  }
  if (typeof seed !== "string") return fail(`${path}.seed`, `${describe(seed)} is not a string`);
  if (replay !== undefined && typeof replay !== "string") return fail(`${path}.replay`, `${describe(replay)} is not a string`);
  if (assisted !== undefined && assisted !== true) return fail(`${path}.assisted`, `${describe(assisted)} is not true (or absent)`);
  return { value, higherIsBetter, date, seed, ...(replay === undefined ? {} : { replay }), ...(assisted === true ? { assisted } : {}) };
}

function requireId(id: string, where: string): void {
  if (typeof id !== "string" || !ID_PATTERN.test(id)) throw new ProgrammingError(`${where}: ${describe(id)} is not a valid id`);
}

function ownValue<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function emptyGame(): GameScores {
  return { stats: { played: 0, timeMs: 0 }, modes: {} };
}
