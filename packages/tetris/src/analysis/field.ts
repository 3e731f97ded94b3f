// The AI's search state: the matrix as a bitboard, one 16-bit row per y (bit x = column x),
// 40 rows, y-up like the engine's Board. Copying one is a 80-byte typed-array copy, so a search can
// try thousands of placements; the engine's Board (400 coloured cells) is only converted at the
// edges. Colours are not kept: the AI only needs filled or empty.
import { pieceCells } from "../rules/pieces.ts";
import { BOARD_HEIGHT, BOARD_WIDTH, PIECE_TYPES, type Board, type Cell, type PieceType, type Rotation } from "../rules/types.ts";

export type Field = Uint16Array;

// Local copies of the matrix size: hot loops read these (an imported binding can cost a getter
// call per read under some loaders).
const WIDTH = 10;
const HEIGHT = 40;
if (WIDTH !== BOARD_WIDTH || HEIGHT !== BOARD_HEIGHT) throw new Error("field.ts assumes a 10×40 matrix");

/** A row with all ten columns filled. */
export const FULL_ROW = (1 << WIDTH) - 1;

export function emptyField(): Field {
  return new Uint16Array(HEIGHT);
}

export function fieldFromBoard(board: readonly Cell[]): Field {
  const field = emptyField();
  for (let y = 0; y < HEIGHT; y++) {
    let row = 0;
    for (let x = 0; x < WIDTH; x++) if (board[y * WIDTH + x] !== null) row |= 1 << x;
    field[y] = row;
  }
  return field;
}

/** The field as an engine Board; every mino is `cell` (default garbage grey). */
export function fieldToBoard(field: Field, cell: Exclude<Cell, null> = "G"): Board {
  const board: Board = new Array<Cell>(WIDTH * HEIGHT).fill(null);
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) if ((field[y]! >> x) & 1) board[y * WIDTH + x] = cell;
  return board;
}

/** Whether (x, y) is a mino or outside the matrix (walls, floor, ceiling), as the engine's `isFilled`. */
export function filledAt(field: Field, x: number, y: number): boolean {
  if (x < 0 || x >= WIDTH || y < 0 || y >= HEIGHT) return true;
  return ((field[y]! >> x) & 1) === 1;
}

export function popcount(v: number): number {
  v -= (v >> 1) & 0x5555;
  v = (v & 0x3333) + ((v >> 2) & 0x3333);
  v = (v + (v >> 4)) & 0x0f0f;
  return (v + (v >> 8)) & 0x1f;
}

/**
 * A piece shape in one rotation as row masks: rows[k] is the mask of row (y + minDy + k) with
 * bit 0 at column (x + minDx), for the piece's rotation centre at (x, y).
 */
export interface Shape {
  readonly type: PieceType;
  readonly rotation: Rotation;
  readonly minDx: number;
  readonly maxDx: number;
  readonly minDy: number;
  readonly rows: Int32Array;
  /** rows.length */
  readonly height: number;
  /** Flat [dx0, dy0, …] as the engine's pieceCells. */
  readonly cells: readonly number[];
  /**
   * Same id ⇔ same set of cells up to translation (an S in rotation 0 and 2, an I flat, …):
   * placements are deduplicated by (id, bottom-left corner).
   */
  readonly id: number;
}

function makeShapes(): Record<PieceType, Shape[]> {
  const ids = new Map<string, number>();
  const out = {} as Record<PieceType, Shape[]>;
  for (const type of PIECE_TYPES) {
    out[type] = ([0, 1, 2, 3] as Rotation[]).map((rotation) => {
      const cells = pieceCells(type, rotation);
      const dxs = [0, 2, 4, 6].map((i) => cells[i]!);
      const dys = [1, 3, 5, 7].map((i) => cells[i]!);
      const minDx = Math.min(...dxs);
      const minDy = Math.min(...dys);
      const rows = new Int32Array(Math.max(...dys) - minDy + 1);
      for (let i = 0; i < 4; i++) rows[dys[i]! - minDy]! |= 1 << (dxs[i]! - minDx);
      const form = `${type}:${rows.join(",")}`;
      if (!ids.has(form)) ids.set(form, ids.size);
      return { type, rotation, minDx, maxDx: Math.max(...dxs), minDy, rows, height: rows.length, cells, id: ids.get(form)! };
    });
  }
  return out;
}

export const SHAPES: Readonly<Record<PieceType, readonly Shape[]>> = makeShapes();
/** How many distinct shape ids there are (for sizing lookup tables). */
export const SHAPE_IDS = 1 + Math.max(...PIECE_TYPES.flatMap((t) => SHAPES[t].map((s) => s.id)));

export function fits(field: Field, shape: Shape, x: number, y: number): boolean {
  const left = x + shape.minDx;
  if (left < 0 || x + shape.maxDx >= WIDTH) return false;
  const bottom = y + shape.minDy;
  const height = shape.height;
  if (bottom < 0 || bottom + height > HEIGHT) return false;
  const rows = shape.rows;
  for (let k = 0; k < height; k++) if ((field[bottom + k]! & (rows[k]! << left)) !== 0) return false;
  return true;
}

/** The y the piece lands on when dropped from centre (x, y) (it must fit there). */
export function landingY(field: Field, shape: Shape, x: number, y: number): number {
  while (fits(field, shape, x, y - 1)) y--;
  return y;
}

/** Writes the piece into the field (in place). */
export function placeInto(field: Field, shape: Shape, x: number, y: number): void {
  const left = x + shape.minDx;
  const bottom = y + shape.minDy;
  for (let k = 0; k < shape.rows.length; k++) field[bottom + k]! |= shape.rows[k]! << left;
}

/** Removes full rows in place (rows above move down); returns how many. */
export function clearFullRows(field: Field, from = 0, to = HEIGHT): number {
  let write = from;
  for (let y = from; y < HEIGHT; y++) {
    const row = field[y]!;
    if (y < to && row === FULL_ROW) continue;
    field[write++] = row;
  }
  const cleared = HEIGHT - write;
  for (; write < HEIGHT; write++) field[write] = 0;
  return cleared;
}

/** The number of rows up to the highest mino (0 for an empty field). */
export function stackHeight(field: Field): number {
  let top = HEIGHT;
  while (top > 0 && field[top - 1] === 0) top--;
  return top;
}

export function isEmptyField(field: Field): boolean {
  for (let y = 0; y < HEIGHT; y++) if (field[y] !== 0) return false;
  return true;
}

/** Garbage rows pushed in under the stack, as garbage.ts's `addGarbage`; true if minos left the top. */
export function riseGarbage(field: Field, holes: readonly number[]): boolean {
  const n = Math.min(holes.length, HEIGHT);
  let toppedOut = holes.length > HEIGHT;
  for (let y = HEIGHT - n; y < HEIGHT; y++) if (field[y] !== 0) toppedOut = true;
  field.copyWithin(n, 0, HEIGHT - n);
  for (let y = 0; y < n; y++) field[y] = FULL_ROW & ~(1 << holes[holes.length - 1 - y]!);
  return toppedOut;
}
