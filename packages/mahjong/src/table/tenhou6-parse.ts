// Reads a tenhou.net/6 log (Tenhou's editor, Mahjong Soul exporters, our own export) into typed
// rounds, checking its shape: every error names where it is (`log[2][5][3]: 68 is not a tile
// code`). Whether the play is legal is checkLog's question (tenhou6-check.ts).
import { InputError, describeValue as describe } from "@arcade/core";
import { codeTile } from "./tenhou6-codes.ts";
import type { Tenhou6Entry } from "./tenhou6-print.ts";

export interface Tenhou6Round {
  /** 0–3 East 1–4, 4–7 South 1–4, 8–11 West 1–4. */
  round: number;
  honba: number;
  sticks: number;
  scores: number[];
  dora: number[];
  ura: number[];
  haipai: number[][];
  takes: Tenhou6Entry[][];
  discards: Tenhou6Entry[][];
  /** The result as written: its name, then deltas and details. */
  result: unknown[];
}

export interface Tenhou6Log {
  title: string[];
  names: string[];
  /** Red fives in play (rule.aka, or Mahjong Soul's aka51/aka52/aka53). */
  redFives: boolean;
  disp: string;
  rounds: Tenhou6Round[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function array(v: unknown, where: string, length?: number): unknown[] {
  if (!Array.isArray(v)) throw new InputError(`must be an array, got ${describe(v)}`, where);
  if (length !== undefined && v.length !== length) throw new InputError(`must have ${length} entries, has ${v.length}`, where);
  return v;
}

function integer(v: unknown, where: string, min = -Infinity, max = Infinity): number {
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max)
    throw new InputError(`must be a whole number${min > -Infinity ? ` ${min}–${max}` : ""}, got ${describe(v)}`, where);
  return v;
}

function tile(v: unknown, where: string): number {
  if (typeof v !== "number" || codeTile(v) === null) throw new InputError(`${describe(v)} is not a tile code (11–19, 21–29, 31–39, 41–47, 51–53)`, where);
  return v;
}

function entry(v: unknown, where: string, discards: boolean): Tenhou6Entry {
  if (typeof v === "string") {
    if (!/^(r?\d\d|[0-9]*[cpmka][0-9]+)$/.test(v)) throw new InputError(`${describe(v)} is not a call, kan or riichi entry`, where);
    return v;
  }
  if (discards && (v === 60 || v === 0)) return v;
  return tile(v, where);
}

function round(v: unknown, where: string): Tenhou6Round {
  const r = array(v, where);
  if (r.length !== 17) throw new InputError(`a round has 17 entries (header, scores, dora, ura, 3 per seat, result), this one ${r.length}`, where);
  const head = array(r[0], `${where}[0]`, 3);
  const seats = [0, 1, 2, 3];
  return {
    round: integer(head[0], `${where}[0][0]`, 0, 15),
    honba: integer(head[1], `${where}[0][1]`, 0, 99),
    sticks: integer(head[2], `${where}[0][2]`, 0, 99),
    scores: array(r[1], `${where}[1]`, 4).map((x, i) => integer(x, `${where}[1][${i}]`)),
    dora: array(r[2], `${where}[2]`).map((x, i) => tile(x, `${where}[2][${i}]`)),
    ura: array(r[3], `${where}[3]`).map((x, i) => tile(x, `${where}[3][${i}]`)),
    haipai: seats.map((s) => array(r[4 + 3 * s], `${where}[${4 + 3 * s}]`, 13).map((x, i) => tile(x, `${where}[${4 + 3 * s}][${i}]`))),
    takes: seats.map((s) => array(r[5 + 3 * s], `${where}[${5 + 3 * s}]`).map((x, i) => entry(x, `${where}[${5 + 3 * s}][${i}]`, false))),
    discards: seats.map((s) => array(r[6 + 3 * s], `${where}[${6 + 3 * s}]`).map((x, i) => entry(x, `${where}[${6 + 3 * s}][${i}]`, true))),
    result: (() => {
      const res = array(r[16], `${where}[16]`);
      if (typeof res[0] !== "string") throw new InputError(`must start with the result's name ("和了", "流局", …), got ${describe(res[0])}`, `${where}[16][0]`);
      return res;
    })(),
  };
}

/** Parses tenhou.net/6 JSON text (or a Tenhou viewer URL ending in `#json=…`). */
export function parseTenhou6(text: string): Tenhou6Log {
  const at = text.indexOf("json=");
  const body = at >= 0 ? decodeURIComponent(text.slice(at + 5)) : text;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new InputError(`is not JSON (${(error as Error).message})`, "log file");
  }
  if (!isObject(json)) throw new InputError(`must be a JSON object with "log", got ${describe(json)}`, "log file");
  const rule = json.rule;
  let redFives = true;
  let disp = "";
  if (rule !== undefined) {
    if (!isObject(rule)) throw new InputError(`must be an object, got ${describe(rule)}`, "rule");
    disp = typeof rule.disp === "string" ? rule.disp : "";
    const aka = rule.aka ?? rule.aka51;
    if (aka !== undefined) redFives = integer(aka, rule.aka === undefined ? "rule.aka51" : "rule.aka", 0, 4) > 0;
  }
  const strings = (v: unknown, where: string) => (v === undefined ? [] : array(v, where).map((x) => (typeof x === "string" ? x : JSON.stringify(x))));
  const rounds = array(json.log, "log");
  if (rounds.length === 0) throw new InputError("has no rounds", "log");
  return { title: strings(json.title, "title"), names: strings(json.name, "name"), redFives, disp, rounds: rounds.map((r, i) => round(r, `log[${i}]`)) };
}
