// Boards to and from fumen, the community's share format (knewjade/tetris-fumen does the wire
// format; this module only maps its field onto our Board and checks what people paste).
//
// Both sides use the same geometry (reference §0, §8): x = 0..9, y-up, y = 0 the bottom row,
// and a piece's (x, y) is its SRS rotation centre, so cells and pieces copy across unchanged.
// Fumen's field is 10×23 (rows 0..22) plus one "garbage row" at y = -1. That row is not part of
// the playfield: it is a staging row that fumen's `rise` flag pushes into the field on the next
// page. Our Board has no such row (garbage in a game comes from garbage.ts), so it is ignored on
// reading and left empty on writing.
import { decoder, encoder, Field, Mino, type Page } from "tetris-fumen";
import { InputError } from "@arcade/core";
import { BOARD_HEIGHT, BOARD_WIDTH, PIECE_TYPES, type ActivePiece, type Board, type Cell, type PieceType, type Rotation } from "./rules/types.ts";

/** The rows fumen can hold: 0..22. */
export const FUMEN_HEIGHT = 23;

const WHERE = "fumen";
/** v115 is current; m/d are the same data with a different editor mode; v110 is the old 21-row field. */
const PREFIX = /[vmd]1(?:15|10)@/;
/** Fumen's base-64 alphabet; '?' is inserted every 47 characters and means nothing. */
const DATA_CHAR = /[A-Za-z0-9+/?]/;

type FumenRotation = "spawn" | "right" | "reverse" | "left";
const ROTATION_NAMES: readonly FumenRotation[] = ["spawn", "right", "reverse", "left"];

/** Fumen's letter for a cell ("X" gray, "_" empty) → ours ("G" garbage, null). */
function cellFromFumen(letter: string): Cell {
  if (letter === "_") return null;
  if (letter === "X") return "G";
  if ((PIECE_TYPES as readonly string[]).includes(letter)) return letter as PieceType;
  // The library maps every value 0..8 to a letter, so this is a corrupt field, not a new colour.
  throw new Error(`unknown cell ${JSON.stringify(letter)}`);
}

function cellToFumen(cell: Cell): string {
  if (cell === null) return "_";
  return cell === "G" ? "X" : cell;
}

/**
 * Finds the fumen data in what a person pasted: a bare `v115@…`, or any URL that holds one
 * (harddrop.com/fumen/?v115@…, fumen.zui.jp/?v115@…, …?fumen=v115%40…&other=1). Returns the
 * prefix plus the data, with the '?' separators and whitespace removed.
 */
export function extractFumen(input: string): string {
  let text = input.trim();
  // A `?fumen=` query parameter is often percent-encoded ('@' → %40, '+' → %2B, '/' → %2F).
  // decodeURIComponent, unlike URLSearchParams, leaves '+' alone, and '+' is a fumen digit.
  if (text.includes("%")) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // Not valid percent-encoding: look for the data in the text as it is.
    }
  }
  const match = PREFIX.exec(text);
  if (!match) throw new InputError("not a fumen string (expected v115@…)", WHERE);
  const start = match.index + match[0].length;
  let data = "";
  for (let i = start; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "&" || ch === "#") break; // the next URL parameter, or a fragment
    if (/\s/.test(ch) || ch === "?") continue;
    if (!DATA_CHAR.test(ch)) throw new InputError(`could not decode: unexpected character ${JSON.stringify(ch)} at position ${i}`, WHERE);
    data += ch;
  }
  if (data === "") throw new InputError(`could not decode: no data after ${match[0]}`, WHERE);
  return match[0] + data;
}

function pieceFromFumen(page: Page): ActivePiece | undefined {
  const op = page.operation;
  if (op === undefined) return undefined;
  // The decoder only makes operations for the seven pieces (never gray), and with the same
  // centre convention as ours; a piece sticking out of the field means a corrupt string.
  if (!Mino.from(op).isValid()) throw new Error(`the page's ${op.type} piece lies outside the field`);
  return { type: cellFromFumen(op.type) as PieceType, x: op.x, y: op.y, rotation: ROTATION_NAMES.indexOf(op.rotation) as Rotation };
}

/**
 * Reads the first page of a fumen into a 40-row Board (rows above 22 empty). Also returns the
 * page's comment (when it has one; quiz comments `#Q=…` are returned as they are) and its piece
 * (the page's operation, which fumen draws on top of the field: it is not part of the board).
 * Bad input throws an InputError whose `where` is "fumen".
 */
export function boardFromFumen(input: string): { board: Board; comment?: string; piece?: ActivePiece } {
  const fumen = extractFumen(input);
  let page: Page | undefined;
  try {
    page = decoder.decode(fumen)[0];
    if (page === undefined) throw new Error("no pages");
    const field = page.field;
    const board: Board = new Array<Cell>(BOARD_WIDTH * BOARD_HEIGHT).fill(null);
    for (let y = 0; y < FUMEN_HEIGHT; y++) {
      for (let x = 0; x < BOARD_WIDTH; x++) board[y * BOARD_WIDTH + x] = cellFromFumen(field.at(x, y));
    }
    const piece = pieceFromFumen(page);
    return { board, ...(page.comment === "" ? {} : { comment: page.comment }), ...(piece ? { piece } : {}) };
  } catch (error) {
    throw new InputError(`could not decode: ${(error as Error).message}`, WHERE);
  }
}

/**
 * Writes a board as a one-page `v115@…` fumen, with an optional piece (drawn on the field; fumen
 * shows it in place) and comment. Fumen has 23 rows, so cells in rows 23..39 (the top of the
 * hidden buffer, where only a topped-out stack reaches) are dropped: the string cannot hold them.
 * Fumen also caps a comment at 4095 characters after escaping; longer comments are cut.
 */
export function boardToFumen(board: Board, options: { piece?: ActivePiece; comment?: string } = {}): string {
  if (board.length !== BOARD_WIDTH * BOARD_HEIGHT) throw new RangeError(`a board has ${BOARD_WIDTH * BOARD_HEIGHT} cells, got ${board.length}`);
  const field = Field.create();
  for (let y = 0; y < FUMEN_HEIGHT; y++) {
    for (let x = 0; x < BOARD_WIDTH; x++) {
      const cell = board[y * BOARD_WIDTH + x] ?? null;
      if (cell !== null) field.set(x, y, cellToFumen(cell));
    }
  }
  const { piece, comment } = options;
  const operation = piece && { type: piece.type, rotation: ROTATION_NAMES[piece.rotation]!, x: piece.x, y: piece.y };
  if (operation) {
    // The encoder would silently wrap a piece outside the 10×23 field onto other rows.
    const inside = Number.isInteger(piece.x) && Number.isInteger(piece.y) && Mino.from(operation).isValid();
    if (!inside) throw new RangeError(`the ${piece.type} piece at (${piece.x}, ${piece.y}) does not fit in fumen's 10×23 field`);
  }
  // With a piece, lock: false keeps fumen from writing it into the field of a following page:
  // it is the piece in play, not a placement. Without one the default flags give the canonical
  // strings people know (the empty field is v115@vhAAgH).
  return encoder.encode([{ field, ...(operation ? { operation, flags: { lock: false } } : {}), ...(comment ? { comment } : {}) }]);
}
