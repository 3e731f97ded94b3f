// The matrix: 10 columns × 40 rows, y-up, as a flat array (cells[y * 10 + x]).
//
// Everything outside the 10×40 matrix is solid: the walls, the floor and also a ceiling above
// row 39. A piece therefore can never hold a mino the board cannot store (pieces spawn at rows
// 19-21 and kick up at most two rows, so nothing legal ever reaches the ceiling), and locking
// always adds exactly four minos.
//
// `place` and `clearLines` return new boards and never change their input: a board handed out
// by the game is a snapshot that stays valid after later locks.
import { InputError, describeValue as describe } from "@arcade/core";
import { cellsOf, pieceCells } from "./pieces.ts";
import { BOARD_HEIGHT, BOARD_WIDTH, PIECE_TYPES, type ActivePiece, type Board, type Cell, type PieceType } from "./types.ts";

/** A cell outside the matrix, as `cellAt` reports it. */
export const WALL = "wall";

const CELL_COUNT = BOARD_WIDTH * BOARD_HEIGHT;

export function emptyBoard(): Board {
  return new Array<Cell>(CELL_COUNT).fill(null);
}

function inside(x: number, y: number): boolean {
  return x >= 0 && x < BOARD_WIDTH && y >= 0 && y < BOARD_HEIGHT;
}

/** The cell at (x, y); "wall" for anything outside the matrix (walls, floor and ceiling). */
export function cellAt(board: readonly Cell[], x: number, y: number): Cell | typeof WALL {
  return inside(x, y) ? (board[y * BOARD_WIDTH + x] ?? null) : WALL;
}

/** Whether (x, y) is a mino or outside the matrix: what SRS and the T-spin corners test. */
export function isFilled(board: readonly Cell[], x: number, y: number): boolean {
  return !inside(x, y) || board[y * BOARD_WIDTH + x] !== null;
}

/** Whether the piece overlaps nothing and stays inside the matrix. The engine's hot path. */
export function fits(board: readonly Cell[], piece: Readonly<ActivePiece>): boolean {
  return fitsAt(board, piece, piece.x, piece.y);
}

/** `fits` for the piece moved to centre (x, y), without building a new piece. */
function fitsAt(board: readonly Cell[], piece: Readonly<ActivePiece>, px: number, py: number): boolean {
  const cells = pieceCells(piece.type, piece.rotation);
  for (let i = 0; i < 8; i += 2) {
    const x = px + cells[i]!;
    const y = py + cells[i + 1]!;
    if (x < 0 || x >= BOARD_WIDTH || y < 0 || y >= BOARD_HEIGHT || board[y * BOARD_WIDTH + x] !== null) return false;
  }
  return true;
}

/** How many rows the piece can fall before it rests (0 = it is on the ground), at most `max`. */
export function dropDistance(board: readonly Cell[], piece: Readonly<ActivePiece>, max = Infinity): number {
  let rows = 0;
  while (rows < max && fitsAt(board, piece, piece.x, piece.y - rows - 1)) rows++;
  return rows;
}

/** A new board with the piece's minos written in its colour. The piece must fit. */
export function place(board: readonly Cell[], piece: Readonly<ActivePiece>): Board {
  if (!fits(board, piece)) throw new Error(`place: ${piece.type} at (${piece.x}, ${piece.y}) r${piece.rotation} does not fit`);
  const next = board.slice();
  for (const [x, y] of cellsOf(piece)) next[y * BOARD_WIDTH + x] = piece.type;
  return next;
}

function rowFull(board: readonly Cell[], y: number): boolean {
  for (let x = 0; x < BOARD_WIDTH; x++) if (board[y * BOARD_WIDTH + x] === null) return false;
  return true;
}

/** Removes full rows (the rows above move down); `cleared` lists their y, lowest first. */
export function clearLines(board: readonly Cell[]): { board: Board; cleared: number[] } {
  const cleared: number[] = [];
  for (let y = 0; y < BOARD_HEIGHT; y++) if (rowFull(board, y)) cleared.push(y);
  if (cleared.length === 0) return { board: board.slice(), cleared };
  const next: Board = [];
  for (let y = 0; y < BOARD_HEIGHT; y++) {
    if (!cleared.includes(y)) for (let x = 0; x < BOARD_WIDTH; x++) next.push(board[y * BOARD_WIDTH + x] ?? null);
  }
  while (next.length < CELL_COUNT) next.push(null);
  return { board: next, cleared };
}

/** The y of every full row (a starting board must have none). */
export function fullRows(board: readonly Cell[]): number[] {
  const rows: number[] = [];
  for (let y = 0; y < BOARD_HEIGHT; y++) if (rowFull(board, y)) rows.push(y);
  return rows;
}

export function isEmpty(board: readonly Cell[]): boolean {
  return board.every((cell) => cell === null);
}

/** The number of minos on the board. */
export function minoCount(board: readonly Cell[]): number {
  let count = 0;
  for (const cell of board) if (cell !== null) count++;
  return count;
}

const CELL_OF_CHAR: Readonly<Record<string, Cell>> = { ".": null, G: "G", X: "G", ...Object.fromEntries(PIECE_TYPES.map((p) => [p, p])) };

/**
 * A board from text rows, top row first, 10 characters each: `.` empty, `IOTSZJL` a piece's
 * colour, `G` or `X` garbage. The rows fill the bottom of the matrix (the last string is y = 0),
 * so tests and replays write only the rows that matter.
 */
export function boardFromRows(rows: readonly string[], where = "rows"): Board {
  if (!Array.isArray(rows)) throw new InputError(`must be an array of strings, got ${describe(rows)}`, where);
  if (rows.length > BOARD_HEIGHT) throw new InputError(`has ${rows.length} rows; the matrix has ${BOARD_HEIGHT}`, where);
  const board = emptyBoard();
  rows.forEach((row: unknown, i) => {
    const at = `${where}[${i}]`;
    if (typeof row !== "string" || row.length !== BOARD_WIDTH) throw new InputError(`must be a string of ${BOARD_WIDTH} characters, got ${describe(row)}`, at);
    const y = rows.length - 1 - i;
    for (let x = 0; x < BOARD_WIDTH; x++) {
      const cell = CELL_OF_CHAR[row[x]!];
      if (cell === undefined) throw new InputError(`character ${x} is ${JSON.stringify(row[x])}; use . I O T S Z J L G or X`, at);
      board[y * BOARD_WIDTH + x] = cell;
    }
  });
  return board;
}

/** The board as text rows, top row first, from the highest non-empty row down to y = 0. */
export function boardToRows(board: readonly Cell[]): string[] {
  let top = BOARD_HEIGHT - 1;
  while (top >= 0 && board.slice(top * BOARD_WIDTH, (top + 1) * BOARD_WIDTH).every((c) => c === null)) top--;
  const rows: string[] = [];
  for (let y = top; y >= 0; y--) {
    let row = "";
    for (let x = 0; x < BOARD_WIDTH; x++) row += board[y * BOARD_WIDTH + x] ?? ".";
    rows.push(row);
  }
  return rows;
}

/** Whether a value can be a board cell (for validating boards from outside). */
export function isCell(value: unknown): value is Cell {
  return value === null || value === "G" || PIECE_TYPES.includes(value as PieceType);
}
