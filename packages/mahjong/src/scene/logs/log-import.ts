// Reading pasted or picked tenhou.net/6 JSON for the log player: one log, or an array of logs
// (as some exporters write a session), each parsed (table/tenhou6-parse.ts) and re-run through
// the table's rules (table/tenhou6-check.ts). A log the rules refuse is not kept: the problem
// names the round and the turn where the rules and the log part ways. Pure: no DOM.
import { InputError, located } from "@arcade/core";
import { checkLog } from "../../table/tenhou6-check.ts";
import { parseTenhou6, type Tenhou6Log } from "../../table/tenhou6-parse.ts";
import { printTenhou6, type Tenhou6Json } from "../../table/tenhou6-print.ts";
import type { HandRecord, TableRules } from "../../table/types.ts";

/** A log the rules accept: as parsed, the hands as the rules re-ran them, and its own text. */
export interface CheckedLog {
  log: Tenhou6Log;
  rules: TableRules;
  history: HandRecord[];
  /** The log's JSON as one line (kept in the library). */
  text: string;
}

/**
 * The logs in `text` (a tenhou.net/6 object, an array of them, or a viewer link ending in
 * `#json=`), each checked; an InputError names the first problem, with the log's place in an
 * array ("log 2 of 3: …"), the round and the turn when the rules refuse a play.
 */
export function readLogs(text: string): CheckedLog[] {
  const trimmed = text.trim();
  if (trimmed === "") throw new InputError("is empty: paste a tenhou.net/6 log (JSON starting with {)", "log");
  let items: string[] = [trimmed];
  if (trimmed.startsWith("[")) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch (error) {
      throw new InputError(`is not JSON (${(error as Error).message})`, "log file");
    }
    if (!Array.isArray(json) || json.length === 0) throw new InputError("is an empty array: it holds no log", "log file");
    items = json.map((item) => JSON.stringify(item));
  }
  return items.map((item, i) => {
    const where = items.length > 1 ? `log ${i + 1} of ${items.length}` : null;
    try {
      return checkedLog(item);
    } catch (error) {
      if (error instanceof InputError && where) throw new InputError(located(error), where);
      throw error;
    }
  });
}

function checkedLog(text: string): CheckedLog {
  const log = parseTenhou6(text);
  const check = checkLog(log);
  if (!check.ok) {
    const m = check.mismatch;
    const seat = m.seat === null ? "" : ` (seat ${m.seat}${log.names[m.seat] ? `, ${log.names[m.seat]}` : ""})`;
    throw new InputError(`the rules refuse it at ${m.roundName}, turn ${m.turn}${seat}: ${m.reason}`, "log");
  }
  const rules = { redFives: log.redFives };
  return { log, rules, history: check.history, text: JSON.stringify(exportLog({ log, rules, history: check.history })) };
}

/** A checked log as tenhou.net/6 JSON again: the rounds as the rules re-ran them, with the log's names and title. */
export function exportLog(checked: Pick<CheckedLog, "log" | "rules" | "history">): Tenhou6Json {
  const names = [0, 1, 2, 3].map((s) => checked.log.names[s] ?? "");
  const json = printTenhou6({ history: checked.history, rules: checked.rules }, names, checked.log.title.length > 0 ? checked.log.title : ["", ""]);
  // The log's own rule name ("般南喰赤", a Mahjong Soul room's) is kept as it was written.
  if (checked.log.disp !== "") json.rule.disp = checked.log.disp;
  return json;
}

/** The scores at the end of the log's last hand (riichi sticks paid during it taken out). */
export function finalScores(history: readonly HandRecord[]): number[] {
  const last = history.at(-1);
  if (!last) return [];
  return last.startScores.map((score, seat) => {
    const sticks = last.events.filter((e) => e.type === "riichiAccepted" && e.seat === seat).length;
    return score + last.deltas[seat]! - 1000 * sticks;
  });
}
