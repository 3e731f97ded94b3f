// The save format Mahjong used before its games were records (rules/record.ts), read once so a
// practice hand or quiz kept by an older build is migrated, never lost: one line of JSON
// `{ v: 1, mode, seed, ... }`. A practice hand was its seed, the wall option and the discards in
// order; a quiz its seed, the question reached, the points so far and the current answer.
import { InputError, type GameRecord } from "@arcade/core";
import { parseTileList, printTiles } from "../analysis/tiles.ts";
import { PracticeGame } from "./practice.ts";
import { QUIZ_LENGTH, practiceRecord, quizRecord } from "./record.ts";

export type Saved =
  | { mode: "practice"; seed: string; redFives: boolean; discards: string[]; assisted: boolean }
  | { mode: "quiz"; seed: string; index: number; points: number; answer: number | null };

/** Format version, so a later change can tell old saves apart. */
const VERSION = 1;

/** Reads a saved line; throws InputError (where: the field) on anything malformed. */
export function parseSaved(text: string): Saved {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new InputError("is not JSON", "saved game");
  }
  if (typeof raw !== "object" || raw === null) throw new InputError("is not an object", "saved game");
  const o = raw as Record<string, unknown>;
  if (o.v !== VERSION) throw new InputError(`unknown version ${JSON.stringify(o.v)}`, "v");
  if (typeof o.seed !== "string" || o.seed === "") throw new InputError("must be a non-empty string", "seed");
  if (o.mode === "practice") {
    if (typeof o.redFives !== "boolean") throw new InputError("must be true or false", "redFives");
    if (typeof o.assisted !== "boolean") throw new InputError("must be true or false", "assisted");
    if (!Array.isArray(o.discards) || !o.discards.every((d) => typeof d === "string")) throw new InputError("must be a list of tiles", "discards");
    const discards = o.discards.map((d, i) => {
      const where = `discards, entry ${i + 1}`;
      const tiles = InputError.within(where, () => parseTileList(d));
      if (tiles.length !== 1) throw new InputError(`${JSON.stringify(d)} is not one tile`, where);
      return printTiles(tiles);
    });
    return { mode: "practice", seed: o.seed, redFives: o.redFives, discards, assisted: o.assisted };
  }
  if (o.mode === "quiz") {
    const count = (v: unknown, field: string) => {
      if (typeof v !== "number" || !Number.isInteger(v) || v < 0) throw new InputError("must be a whole number ≥ 0", field);
      return v;
    };
    const answer = o.answer === null ? null : count(o.answer, "answer");
    if (answer !== null && answer >= 34) throw new InputError("must be a tile kind 0–33", "answer");
    return { mode: "quiz", seed: o.seed, index: count(o.index, "index"), points: count(o.points, "points"), answer };
  }
  throw new InputError(`unknown mode ${JSON.stringify(o.mode)}`, "mode");
}

/**
 * The record an old save becomes, or null when `text` is not an old save (a record, or nothing
 * we know). A damaged old save is an InputError naming the field.
 */
export function migrateLegacySave(text: string): GameRecord | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null || !("v" in raw)) return null;
  const saved = parseSaved(text);
  if (saved.mode === "practice") {
    const game = new PracticeGame(saved.seed, { redFives: saved.redFives });
    saved.discards.forEach((tile, i) => InputError.within(`discards, entry ${i + 1}`, () => game.discardTile(tile)));
    return practiceRecord(game, saved.redFives, saved.assisted);
  }
  const start = { index: Math.min(saved.index, QUIZ_LENGTH - 1), points: saved.points };
  const current = { index: start.index, points: saved.points, answer: saved.answer };
  return quizRecord(saved.seed, start, saved.answer === null ? [] : [saved.answer], current);
}
