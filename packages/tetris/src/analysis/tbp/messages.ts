// The Tetris Bot Protocol's messages (the public `tbp-spec`, its first version): plain JSON objects
// with a `type`, one per line on stdin/stdout or one per postMessage in a Web Worker. This file
// only reads and writes them: parse checks every field a message needs and says exactly which one
// is wrong; print writes the same JSON a reader gets back. Unknown message types and unknown
// fields are ignored, as the spec asks (so a frontend may speak extensions we do not know).
import { PIECE_TYPES, type PieceType } from "../../rules/types.ts";

export type Orientation = "north" | "east" | "south" | "west";
export const ORIENTATIONS: readonly Orientation[] = ["north", "east", "south", "west"];
export type Spin = "none" | "mini" | "full";
const SPINS: readonly Spin[] = ["none", "mini", "full"];

/** A board cell: empty, a piece's colour, or garbage. */
export type TbpCell = PieceType | "G" | null;
export const TBP_ROWS = 40;
export const TBP_COLUMNS = 10;

/** Where a piece locks: its SRS true-rotation centre (the engine's own centre) and orientation. */
export interface PieceLocation {
  type: PieceType;
  orientation: Orientation;
  x: number;
  y: number;
}

export interface TbpMove {
  location: PieceLocation;
  spin: Spin;
}

export interface StartMessage {
  type: "start";
  hold: PieceType | null;
  queue: PieceType[];
  /** Consecutive line clears made so far (0 = no combo running). */
  combo: number;
  back_to_back: boolean;
  /** 40 rows of 10 cells, row 0 at the bottom. */
  board: TbpCell[][];
  /** The randomizer extension (sent with `rules.randomizer` "seven_bag"). */
  randomizer?: SevenBagState;
}

/** The randomizer extension's `start` part: the pieces left in the 7-bag after the queue (never empty: a used-up bag is a full new one). */
export interface SevenBagState {
  type: "seven_bag";
  bag_state: PieceType[];
}

export type FrontendMessage =
  | { type: "rules"; randomizer?: string }
  | StartMessage
  | { type: "stop" }
  | { type: "suggest" }
  | { type: "play"; move: TbpMove }
  | { type: "new_piece"; piece: PieceType }
  | { type: "quit" };

export type BotMessage =
  | { type: "info"; name: string; version: string; author: string; features: string[] }
  | { type: "ready" }
  | { type: "suggestion"; moves: TbpMove[] }
  | { type: "error"; reason: string };

/** A message that is not valid TBP: `where` is the field (e.g. "start.board[3][7]"). */
export class TbpError extends Error {
  constructor(
    message: string,
    readonly where: string,
  ) {
    super(`${where}: ${message}`);
    this.name = "TbpError";
  }
}

type Json = Record<string, unknown>;

function record(value: unknown, where: string): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new TbpError(`must be an object, got ${describe(value)}`, where);
  return value as Json;
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function piece(value: unknown, where: string): PieceType {
  if (typeof value !== "string" || !(PIECE_TYPES as readonly string[]).includes(value))
    throw new TbpError(`must be one of ${PIECE_TYPES.join(" ")}, got ${describe(value)}`, where);
  return value as PieceType;
}

function integer(value: unknown, where: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    throw new TbpError(`must be an integer from ${min} to ${max}, got ${describe(value)}`, where);
  return value;
}

function oneOf<T extends string>(value: unknown, options: readonly T[], where: string): T {
  if (typeof value !== "string" || !(options as readonly string[]).includes(value))
    throw new TbpError(`must be one of ${options.join(", ")}, got ${describe(value)}`, where);
  return value as T;
}

function string(value: unknown, where: string): string {
  if (typeof value !== "string") throw new TbpError(`must be a string, got ${describe(value)}`, where);
  return value;
}

function cell(value: unknown, where: string): TbpCell {
  if (value === null) return null;
  if (value === "G") return "G";
  if (typeof value === "string" && (PIECE_TYPES as readonly string[]).includes(value)) return value as PieceType;
  throw new TbpError(`must be null, "G" or a piece letter, got ${describe(value)}`, where);
}

function board(value: unknown, where: string): TbpCell[][] {
  if (!Array.isArray(value) || value.length !== TBP_ROWS)
    throw new TbpError(`must be a list of ${TBP_ROWS} rows, got ${Array.isArray(value) ? `${value.length} rows` : describe(value)}`, where);
  return value.map((row: unknown, y) => {
    if (!Array.isArray(row) || row.length !== TBP_COLUMNS)
      throw new TbpError(`must be a list of ${TBP_COLUMNS} cells, got ${Array.isArray(row) ? `${row.length} cells` : describe(row)}`, `${where}[${y}]`);
    return row.map((c: unknown, x) => cell(c, `${where}[${y}][${x}]`));
  });
}

export function parseMove(value: unknown, where: string): TbpMove {
  const move = record(value, where);
  const location = record(move.location, `${where}.location`);
  return {
    location: {
      type: piece(location.type, `${where}.location.type`),
      orientation: oneOf(location.orientation, ORIENTATIONS, `${where}.location.orientation`),
      x: integer(location.x, `${where}.location.x`, -2, TBP_COLUMNS + 1),
      y: integer(location.y, `${where}.location.y`, -2, TBP_ROWS + 1),
    },
    spin: oneOf(move.spin, SPINS, `${where}.spin`),
  };
}

/**
 * A frontend → bot message, or null for a message type this bot does not know (the spec says to
 * ignore those). Throws TbpError naming the field for a known message that is malformed.
 */
export function parseFrontendMessage(value: unknown): FrontendMessage | null {
  const message = record(value, "message");
  const type = message.type;
  if (typeof type !== "string") throw new TbpError(`must be a string, got ${describe(type)}`, "message.type");
  switch (type) {
    case "rules":
      return message.randomizer === undefined ? { type } : { type, randomizer: string(message.randomizer, "rules.randomizer") };
    case "stop":
    case "suggest":
    case "quit":
      return { type };
    case "start": {
      if (!Array.isArray(message.queue)) throw new TbpError(`must be a list of pieces, got ${describe(message.queue)}`, "start.queue");
      return {
        type,
        hold: message.hold === null ? null : piece(message.hold, "start.hold"),
        queue: message.queue.map((p: unknown, i) => piece(p, `start.queue[${i}]`)),
        combo: integer(message.combo, "start.combo", 0, 1_000_000),
        back_to_back: boolean(message.back_to_back, "start.back_to_back"),
        board: board(message.board, "start.board"),
        ...sevenBag(message.randomizer),
      };
    }
    case "play":
      return { type, move: parseMove(message.move, "play.move") };
    case "new_piece":
      return { type, piece: piece(message.piece, "new_piece.piece") };
    default:
      return null;
  }
}

/** `start.randomizer` when it is a 7-bag's state; other randomizers are not ours to read (ignored). */
function sevenBag(value: unknown): { randomizer?: SevenBagState } {
  if (value === undefined) return {};
  const randomizer = record(value, "start.randomizer");
  if (randomizer.type !== "seven_bag") return {};
  const bag = randomizer.bag_state;
  if (!Array.isArray(bag) || bag.length === 0 || bag.length > 7)
    throw new TbpError(`must be a list of 1 to 7 pieces, got ${describe(bag)}`, "start.randomizer.bag_state");
  return { randomizer: { type: "seven_bag", bag_state: bag.map((p: unknown, i) => piece(p, `start.randomizer.bag_state[${i}]`)) } };
}

function boolean(value: unknown, where: string): boolean {
  if (typeof value !== "boolean") throw new TbpError(`must be true or false, got ${describe(value)}`, where);
  return value;
}

/** A bot → frontend message (for frontends: the app's TBP opponent, the scripted test frontend). */
export function parseBotMessage(value: unknown): BotMessage | null {
  const message = record(value, "message");
  const type = message.type;
  if (typeof type !== "string") throw new TbpError(`must be a string, got ${describe(type)}`, "message.type");
  switch (type) {
    case "info": {
      const features = message.features ?? [];
      if (!Array.isArray(features)) throw new TbpError(`must be a list, got ${describe(features)}`, "info.features");
      return {
        type,
        name: string(message.name, "info.name"),
        version: string(message.version, "info.version"),
        author: string(message.author, "info.author"),
        features: features.map((f: unknown, i) => string(f, `info.features[${i}]`)),
      };
    }
    case "ready":
      return { type };
    case "suggestion": {
      if (!Array.isArray(message.moves)) throw new TbpError(`must be a list of moves, got ${describe(message.moves)}`, "suggestion.moves");
      return { type, moves: message.moves.map((m: unknown, i) => parseMove(m, `suggestion.moves[${i}]`)) };
    }
    case "error":
      return { type, reason: string(message.reason, "error.reason") };
    default:
      return null;
  }
}

/** Reads one line of the stdin/stdout transport: JSON, then the message. */
export function parseLine<T>(line: string, parse: (value: unknown) => T): T {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new TbpError(`is not JSON: ${describe(line)}`, "line");
  }
  return parse(value);
}

/** One message as one line of JSON (no line break inside, none at the end). */
export function printMessage(message: FrontendMessage | BotMessage): string {
  return JSON.stringify(message);
}
