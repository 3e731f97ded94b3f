// Checks a GameConfig from the app, the CLI or a replay, with errors that name the field.
import { InputError, describeValue as describe, seedText } from "@arcade/core";
import { fullRows, isCell } from "./board.ts";
import { BOARD_HEIGHT, BOARD_WIDTH, MODES, PIECE_TYPES, type Board, type GameConfig, type Mode, type PieceType } from "./types.ts";

/** A checked config with defaults filled in (board copied, so the caller's array is never shared). */
export interface ValidConfig {
  seed: string;
  mode: Mode;
  allow180: boolean;
  softDropFactor: number;
  board: Board | null;
  queue: readonly PieceType[] | null;
  hold: PieceType | null;
}

/** Names a config field in an error; replays map fields to their JSON paths. */
export type FieldPath = (field: keyof GameConfig) => string;

export function isPieceType(value: unknown): value is PieceType {
  return PIECE_TYPES.includes(value as PieceType);
}

export function validateConfig(config: GameConfig, at: FieldPath = (field) => field): ValidConfig {
  if (typeof config !== "object" || (config as unknown) === null) throw new InputError(`must be an object, got ${describe(config)}`, "config");
  const seed = seedText(config.seed, at("seed"));
  if (!MODES.includes(config.mode)) throw new InputError(`must be one of ${MODES.join(", ")}, got ${describe(config.mode)}`, at("mode"));
  if (typeof config.allow180 !== "boolean") throw new InputError(`must be true or false, got ${describe(config.allow180)}`, at("allow180"));
  const factor: unknown = config.softDropFactor;
  if (typeof factor !== "number" || !Number.isFinite(factor) || factor < 1) {
    throw new InputError(`must be a number of at least 1 (41 or more = instant), got ${describe(factor)}`, at("softDropFactor"));
  }
  return {
    seed,
    mode: config.mode,
    allow180: config.allow180,
    softDropFactor: factor,
    board: checkBoard(config.board, at("board")),
    queue: checkQueue(config.queue, at("queue")),
    hold: checkHold(config.hold, at("hold")),
  };
}

function checkBoard(board: unknown, where: string): Board | null {
  if (board === undefined) return null;
  if (!Array.isArray(board) || board.length !== BOARD_WIDTH * BOARD_HEIGHT) {
    throw new InputError(`must be an array of ${BOARD_WIDTH * BOARD_HEIGHT} cells, got ${describe(board)}`, where);
  }
  const copy = board.slice() as unknown[];
  const bad = copy.findIndex((cell) => !isCell(cell));
  if (bad >= 0) throw new InputError(`must be null, "G" or a piece letter, got ${describe(copy[bad])}`, `${where}[${bad}]`);
  const full = fullRows(copy as Board);
  if (full.length > 0) throw new InputError(`row ${full[0]} is full; a starting board cannot hold a complete line`, where);
  return copy as Board;
}

function checkQueue(queue: unknown, where: string): readonly PieceType[] | null {
  if (queue === undefined) return null;
  if (!Array.isArray(queue) || queue.length === 0) throw new InputError(`must be a non-empty array of pieces, got ${describe(queue)}`, where);
  const pieces = queue.slice() as unknown[];
  const bad = pieces.findIndex((piece) => !isPieceType(piece));
  if (bad >= 0) throw new InputError(`must be one of ${PIECE_TYPES.join(" ")}, got ${describe(pieces[bad])}`, `${where}[${bad}]`);
  return pieces as PieceType[];
}

function checkHold(hold: unknown, where: string): PieceType | null {
  if (hold === undefined) return null;
  if (!isPieceType(hold)) throw new InputError(`must be one of ${PIECE_TYPES.join(" ")}, got ${describe(hold)}`, where);
  return hold;
}
