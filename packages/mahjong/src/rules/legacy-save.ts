// What a practice hand or a quiz keeps across a reload (the host's saveSession / resume): one
// line of JSON, printed by `printSaved` and read back by `parseSaved`. A practice hand is its
// seed, the wall option and the discards in order (replaying them rebuilds every state, undo
// included); a quiz is its seed, the question reached, the points so far and the answer given to
// the current question, if any.
import { InputError } from "@arcade/core";
import { parseTileList, printTiles, tileName } from "../analysis/tiles.ts";
import { PracticeGame } from "./practice.ts";

export type Saved =
  | { mode: "practice"; seed: string; redFives: boolean; discards: string[]; assisted: boolean }
  | { mode: "quiz"; seed: string; index: number; points: number; answer: number | null };

/** Format version, so a later change can tell old saves apart. */
const VERSION = 1;

export function printSaved(saved: Saved): string {
  return JSON.stringify({ v: VERSION, ...saved });
}

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
      const tiles = rethrowUnder(where, () => parseTileList(d));
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

/** The save of a practice game in progress. */
export function savePractice(game: PracticeGame, redFives: boolean, assisted: boolean): Saved {
  const { seed, discards } = game.state;
  return { mode: "practice", seed, redFives, discards: discards.map((t) => tileName(t)), assisted };
}

/** Replays a practice save; throws InputError if a discard is not in the hand at its turn. */
export function restorePractice(saved: Extract<Saved, { mode: "practice" }>): PracticeGame {
  const game = new PracticeGame(saved.seed, { redFives: saved.redFives });
  saved.discards.forEach((tile, i) => rethrowUnder(`discards, entry ${i + 1}`, () => game.discardTile(tile)));
  return game;
}

function rethrowUnder<T>(where: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof InputError) throw error.under(where);
    throw error;
  }
}
