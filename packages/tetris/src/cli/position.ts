// What the position-taking commands (sim, suggest) share: reading a board, a queue and sim tokens
// from options, and printing a board and a result as text.
import { InputError } from "@arcade/core";
import { boardFromFumen } from "../fumen.ts";
import { BOARD_WIDTH, boardToRows, emptyBoard, isPieceType } from "../rules/index.ts";
import type { Board, PieceType, PlayAction } from "../rules/index.ts";

/** The sim's input tokens. `sd` is a sonic drop (to the floor, no lock), as in Cold Clear's movegen. */
const TOKENS: ReadonlyMap<string, PlayAction> = new Map<string, PlayAction>([
  ["left", "left"],
  ["right", "right"],
  ["cw", "cw"],
  ["ccw", "ccw"],
  ["180", "180"],
  ["sd", "sonicDrop"],
  ["hd", "hardDrop"],
  ["hold", "hold"],
]);
/** A Map, not an object: an object would list the integer-like key "180" first. */
const TOKEN_LIST = [...TOKENS.keys()].join(" ");

/** Instant soft drop, like TETR.IO's top setting (the sim never ticks, so it only fills the config). */
export const SIM_SOFT_DROP_FACTOR = 41;
/** The readable board shows at least this many rows, so an empty board still looks like one. */
const MIN_TEXT_ROWS = 4;

/** Re-throws an InputError from a part (fumen, config) under the option a person typed. */
export function underOption(error: unknown, option: string): never {
  if (!(error instanceof InputError)) throw error;
  throw new InputError(error.message, option);
}

export function parsePieces(text: string, option: string): PieceType[] {
  if (text === "") throw new InputError("must name at least one piece (I O T S Z J L)", option);
  return [...text].map((ch, i) => {
    const piece = ch.toUpperCase();
    if (!isPieceType(piece)) throw new InputError(`unknown piece ${JSON.stringify(ch)} at position ${i + 1} (pieces are I O T S Z J L)`, option);
    return piece;
  });
}

/** Tokens separated by spaces or commas; positions count tokens from 1. */
export function parseInputs(text: string): { token: string; action: PlayAction }[] {
  const tokens = text.split(/[\s,]+/).filter((t) => t !== "");
  return tokens.map((token, i) => {
    const action = TOKENS.get(token.toLowerCase());
    if (action === undefined) {
      throw new InputError(`unknown token ${JSON.stringify(token)} at position ${i + 1} (tokens: ${TOKEN_LIST})`, "--inputs");
    }
    return { token, action };
  });
}

export function parseBoard(text: string): Board {
  if (text.trim().toLowerCase() === "empty") return emptyBoard();
  try {
    return boardFromFumen(text).board;
  } catch (error) {
    return underOption(error, "--board");
  }
}

/** Rows top-down from the highest non-empty row, at least MIN_TEXT_ROWS of them. */
export function boardText(board: Board): string {
  const rows = boardToRows(board);
  while (rows.length < MIN_TEXT_ROWS) rows.unshift(".".repeat(BOARD_WIDTH));
  return rows.join("\n");
}

export function fieldsText(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .map(([name, value]) => `${name}: ${typeof value === "object" && value !== null ? JSON.stringify(value) : String(value)}`)
    .join("\n");
}
