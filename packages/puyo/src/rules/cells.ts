// Cell contents and the field's dimensions (Puyo Puyo Tsu). Coordinates are 1-based as in the
// reference sheet: columns x = 1..6 left to right, rows y = 1..13 bottom to top.

/** 0 empty, 1..5 the colours red, green, blue, yellow, purple, 6 nuisance (ojama). */
export type Cell = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** A colour puyo (never empty, never nuisance). */
export type Color = 1 | 2 | 3 | 4 | 5;

export const EMPTY = 0;
export const RED = 1;
export const GREEN = 2;
export const BLUE = 3;
export const YELLOW = 4;
export const PURPLE = 5;
export const NUISANCE = 6;

export const WIDTH = 6;
/** Rows 1..12 are visible and the only rows where puyos pop. */
export const VISIBLE_ROWS = 12;
/**
 * Rows kept in the field: 12 visible + the hidden 13th (holds puyos, never pops, never connects).
 * A puyo that would come to rest in row 14 is deleted (PPSim, jspuyo; the reference sheet's
 * recommendation), so the field never holds a 14th row.
 */
export const ROWS = 13;
export const SPAWN_COLUMN = 3;
/** The "X": the game is over when this cell is filled as the next pair would spawn. */
export const DEATH_X = 3;
export const DEATH_Y = 12;

/** The text letters, indexed by cell: `.` empty, `R G B Y P` colours, `O` nuisance. */
export const CELL_CHARS = ".RGBYPO";

export function isColor(cell: number): cell is Color {
  return cell >= 1 && cell <= 5;
}

export function cellChar(cell: Cell): string {
  return CELL_CHARS[cell]!;
}

/** The cell for a letter, or undefined. */
export function cellOfChar(ch: string): Cell | undefined {
  const i = CELL_CHARS.indexOf(ch);
  return i < 0 || ch.length !== 1 ? undefined : (i as Cell);
}
