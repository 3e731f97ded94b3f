// `pnpm arcade mahjong log-check FILE`: reads a tenhou.net/6 log (ours, Tenhou's editor's, a Mahjong
// Soul exporter's) and re-runs every round through the table's rules (table/tenhou6-check.ts). Node only.
import { InputError } from "@arcade/core";
import { MAX_RECORD_FILE_BYTES, readTextFile, type Command } from "@arcade/core/cli";
import { checkLog, type LogMismatch } from "../table/tenhou6-check.ts";
import { parseTenhou6 } from "../table/tenhou6-parse.ts";

/** `hanchan` (1-based) when the file held several logs: which one the mismatch is in, or how many passed. */
export type LogCheckJson = { ok: true; rounds: number; hanchan?: number } | { ok: false; rounds: number; mismatch: LogMismatch; hanchan?: number };

/**
 * The check of a log's text: a malformed log is an InputError naming where. A JSON array of logs
 * (what `mahjong table --log-out` writes for several hanchan) is checked log by log, stopping at
 * the first mismatch.
 */
export function logCheckOfText(text: string): LogCheckJson {
  if (!text.trimStart().startsWith("[")) {
    const result = checkLog(parseTenhou6(text));
    return result.ok ? { ok: true, rounds: result.rounds } : result;
  }
  let logs: unknown;
  try {
    logs = JSON.parse(text);
  } catch (error) {
    throw new InputError(`is not valid JSON (${(error as Error).message})`, "log");
  }
  if (!Array.isArray(logs) || logs.length === 0) throw new InputError("is an empty array (expected tenhou.net/6 logs)", "log");
  let rounds = 0;
  for (let i = 0; i < logs.length; i++) {
    const result = InputError.within(`log ${i + 1}`, () => checkLog(parseTenhou6(JSON.stringify(logs[i]))));
    rounds += result.rounds;
    if (!result.ok) return { ok: false, rounds, mismatch: result.mismatch, hanchan: i + 1 };
  }
  return { ok: true, rounds, hanchan: logs.length };
}

function logCheckText(r: LogCheckJson): string {
  const games = r.hanchan === undefined ? "" : r.ok ? ` in ${r.hanchan} hanchan` : `hanchan ${r.hanchan}, `;
  if (r.ok) return `ok: ${r.rounds} round${r.rounds === 1 ? "" : "s"}${games} re-run and matching the rules`;
  const m = r.mismatch;
  return `refused: ${games}round ${m.round + 1} (${m.roundName}), turn ${m.turn}${m.seat === null ? "" : `, seat ${m.seat}`}: ${m.reason}`;
}

export const logCheckCommand: Command = {
  name: "log-check",
  summary: "Re-run a tenhou.net/6 log through the rules: ok, or the first mismatch with its round and turn.",
  usage: "FILE",
  details: [
    "FILE is tenhou.net/6 JSON (Tenhou's log editor, Mahjong Soul exporters, `mahjong table --log-out`),",
    "or a viewer link ending in #json=…. Each round is replayed from its starting hands, draws and",
    "indicators under Tenhou's rules: every discard must be in hand, every call and kan legal, every",
    "draw where the rules put one, and each result (winner, points string, yaku, deltas; draws and",
    "abortive draws) what the rules give; the next round's start scores must follow.",
    "--json: { ok: true, rounds } or { ok: false, rounds, mismatch: { round, roundName, turn, seat,",
    "reason } } (round 0-based; turn = the discard made or answered, counted over the round).",
    "A JSON array of logs (several hanchan from `mahjong table --log-out`) is checked log by log;",
    "the JSON then adds `hanchan`: how many passed, or the 1-based one with the mismatch.",
    "A refused log exits 0 with ok false; a file that is not a log exits 2 naming where.",
    "Example: pnpm arcade mahjong log-check game.json --json",
  ].join("\n"),
  options: {},
  positionals: 1,
  run({ positionals, json, io }) {
    const path = positionals[0];
    if (path === undefined) throw new InputError("is required", "FILE");
    const result = logCheckOfText(readTextFile(path, MAX_RECORD_FILE_BYTES));
    io.stdout.write(json ? `${JSON.stringify(result)}\n` : `${logCheckText(result)}\n`);
  },
};
