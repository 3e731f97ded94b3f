// Versus and online results, kept per game, mode and opponent: wins, losses, draws and when the
// opponent was last played. A pure update (recordMatch) and the validation that repairs stored
// records, like scores.ts does for the personal-best tables.
import { ProgrammingError } from "@arcade/core";
import { child, describe, isPlainObject, own, type Issue } from "./issues.ts";
import { ID_PATTERN, type GameScores, type MatchRecord, type Matches, type Scores } from "./schema.ts";

export const OUTCOMES = ["win", "loss", "draw"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/**
 * What an opponent's name may be: the words the game shows ("Bot (Easy)", "TBP bot", "Online"),
 * at most 40 characters, starting with a letter or digit (so never "__proto__") and with no
 * control characters.
 */
export const OPPONENT_PATTERN = /^[\p{L}\p{N}][^\p{Cc}]{0,39}$/u;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The records of one game's mode, by opponent; empty when none was played yet. */
export function matchRecords(scores: Scores, gameId: string, mode: string): Readonly<Record<string, MatchRecord>> {
  const game = Object.hasOwn(scores, gameId) ? scores[gameId] : undefined;
  const matches = game?.matches;
  return (matches && Object.hasOwn(matches, mode) ? matches[mode] : undefined) ?? {};
}

/**
 * Counts one finished match against `opponent` in `mode` of `gameId`, played at `date` (ISO 8601).
 * Returns new scores; the input is not changed. Throws ProgrammingError for a bad id, name,
 * outcome or date: that is a bug in the calling game.
 */
export function recordMatch(scores: Scores, gameId: string, mode: string, opponent: string, outcome: Outcome, date: string): Scores {
  for (const [id, where] of [
    [gameId, "gameId"],
    [mode, "mode"],
  ] as const) {
    if (typeof id !== "string" || !ID_PATTERN.test(id)) throw new ProgrammingError(`${where}: ${describe(id)} is not a valid id`);
  }
  if (typeof opponent !== "string" || !OPPONENT_PATTERN.test(opponent)) throw new ProgrammingError(`opponent: ${describe(opponent)} is not an opponent's name`);
  if (!OUTCOMES.includes(outcome)) throw new ProgrammingError(`outcome: ${describe(outcome)} is not win, loss or draw`);
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date))) throw new ProgrammingError(`date: ${describe(date)} is not an ISO 8601 date`);
  const game: GameScores = (Object.hasOwn(scores, gameId) ? scores[gameId] : undefined) ?? { stats: { played: 0, timeMs: 0 }, modes: {} };
  const before = matchRecords(scores, gameId, mode);
  const was = (Object.hasOwn(before, opponent) ? before[opponent] : undefined) ?? { wins: 0, losses: 0, draws: 0, last: date };
  const record: MatchRecord = {
    wins: was.wins + (outcome === "win" ? 1 : 0),
    losses: was.losses + (outcome === "loss" ? 1 : 0),
    draws: was.draws + (outcome === "draw" ? 1 : 0),
    last: date,
  };
  const matches: Matches = { ...game.matches, [mode]: { ...before, [opponent]: record } };
  return { ...scores, [gameId]: { ...game, matches } };
}

/**
 * Reads a game's stored `matches` (absent: none yet, silently, as in a save written before they
 * were kept). A malformed mode, opponent or record is dropped with an issue naming its path.
 */
export function validateMatches(raw: unknown, path: string, issues: Issue[]): Matches | undefined {
  if (raw === undefined) return undefined;
  if (!isPlainObject(raw)) {
    issues.push({ path, problem: `${describe(raw)} is not an object`, fix: "reset to no matches" });
    return undefined;
  }
  const matches: Matches = {};
  for (const [mode, opponents] of Object.entries(raw)) {
    const where = child(path, mode);
    if (!ID_PATTERN.test(mode)) issues.push({ path: where, problem: "not a valid mode name", fix: "dropped with its matches" });
    else if (!isPlainObject(opponents)) issues.push({ path: where, problem: `${describe(opponents)} is not an object`, fix: "dropped" });
    else matches[mode] = validateOpponents(opponents, where, issues);
  }
  return matches;
}

function validateOpponents(raw: Record<string, unknown>, path: string, issues: Issue[]): Record<string, MatchRecord> {
  const records: Record<string, MatchRecord> = {};
  for (const [opponent, value] of Object.entries(raw)) {
    const where = child(path, opponent);
    if (!OPPONENT_PATTERN.test(opponent)) issues.push({ path: where, problem: "not an opponent's name", fix: "dropped with its record" });
    else {
      const record = readRecord(value, where, issues);
      if (record) records[opponent] = record;
    }
  }
  return records;
}

function readRecord(raw: unknown, path: string, issues: Issue[]): MatchRecord | undefined {
  const fail = (where: string, problem: string): undefined => {
    issues.push({ path: where, problem, fix: "record dropped" });
    return undefined;
  };
  if (!isPlainObject(raw)) return fail(path, `${describe(raw)} is not a record of matches`);
  const counts: number[] = [];
  for (const key of ["wins", "losses", "draws"] as const) {
    const value = own(raw, key);
    if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
      return fail(child(path, key), `${describe(value)} is not a whole number of matches`);
    }
    counts.push(value);
  }
  const last = own(raw, "last");
  if (typeof last !== "string" || !ISO_DATE.test(last) || Number.isNaN(Date.parse(last)))
    return fail(child(path, "last"), `${describe(last)} is not an ISO 8601 date`);
  const [wins, losses, draws] = counts as [number, number, number];
  if (wins + losses + draws === 0) return fail(path, "no matches counted");
  return { wins, losses, draws, last };
}
