// The imported logs kept in the browser (localStorage, as the app keeps its saves): a list with
// each log's date of import, players, hands and final scores, its text to open again, and
// deletion. The storage is passed in, so this is pure and tested without a browser. A damaged
// entry is dropped on reading (the rest stay); a write that fails (storage full) says so.
import { InputError, plural, type KeyValueStorage, thousands } from "@arcade/core";
import { finalScores, type CheckedLog } from "./log-import.ts";

export const LIBRARY_KEY = "arcade-mahjong-logs";
/** Logs kept at most; the oldest go first (a hanchan's log is a few tens of kB). */
export const LIBRARY_LIMIT = 30;

export interface LibraryEntry {
  id: string;
  /** When it was imported, ISO 8601. */
  added: string;
  title: string;
  names: string[];
  hands: number;
  finalScores: number[];
  /** The log's JSON, as exported after the check. */
  text: string;
}

function isEntry(v: unknown): v is LibraryEntry {
  const e = v as Partial<LibraryEntry> | null;
  return (
    typeof e === "object" &&
    e !== null &&
    typeof e.id === "string" &&
    typeof e.added === "string" &&
    typeof e.title === "string" &&
    Array.isArray(e.names) &&
    typeof e.hands === "number" &&
    Array.isArray(e.finalScores) &&
    typeof e.text === "string"
  );
}

/** The kept logs, newest first. */
export function listLogs(storage: KeyValueStorage): LibraryEntry[] {
  try {
    const list = JSON.parse(storage.getItem(LIBRARY_KEY) ?? "[]") as unknown;
    return Array.isArray(list) ? list.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function write(storage: KeyValueStorage, list: readonly LibraryEntry[]): void {
  try {
    storage.setItem(LIBRARY_KEY, JSON.stringify(list));
  } catch (error) {
    throw new InputError(`could not be kept (${(error as Error).message}): delete a log and try again`, "log");
  }
}

/** Keeps checked logs (newest first); `now` dates them and makes their ids. Returns the new entries. */
export function addLogs(storage: KeyValueStorage, logs: readonly CheckedLog[], now: Date): LibraryEntry[] {
  const list = listLogs(storage);
  const added = logs.map((checked, i) => ({
    id: `${now.getTime().toString(36)}-${list.length + i}`,
    added: now.toISOString(),
    title: checked.log.title.filter((t) => t !== "").join(" · "),
    names: [0, 1, 2, 3].map((s) => checked.log.names[s] ?? ""),
    hands: checked.history.length,
    finalScores: finalScores(checked.history),
    text: checked.text,
  }));
  write(storage, [...added.reverse(), ...list].slice(0, LIBRARY_LIMIT));
  return added;
}

export function removeLog(storage: KeyValueStorage, id: string): void {
  write(
    storage,
    listLogs(storage).filter((e) => e.id !== id),
  );
}

/** "2026-11-29 · A 31,000 · B 24,000 · C 23,000 · D 22,000 · 3 hands": one line of the list. */
export function entryLine(entry: LibraryEntry): string {
  const players = entry.names.map((name, s) => `${name || `Seat ${s}`} ${thousands(entry.finalScores[s] ?? 0)}`);
  return [entry.added.slice(0, 10), ...players, plural(entry.hands, "hand")].join(" · ");
}
