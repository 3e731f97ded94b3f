// Where a board of rows × columns square cells goes on a stage of any size, and which cell a point
// is in. Pure arithmetic in CSS px, so the screen that draws the board, the pointer glue that reads
// it and the tests all use the same numbers.
//
// The contract a board game relies on (property-tested in grid-layout.test.ts):
// - `fieldRect` is the board: exactly `columns × cell` wide and `rows × cell` tall, every cell the
//   same whole number of px, inside the free area (the stage minus the shell's insets and a margin)
//   whenever that area has room for one px per cell beside or above the text block's minimum.
// - `textRect` is the game's text (score, clock, whose turn): at least the minimum asked for, beside
//   the board on the right when that gives bigger cells (landscape), otherwise above it; it never
//   overlaps `fieldRect` and stays in the free area.
// - `cell` is the largest whole cell size for which board and text fit either way.
// The shell's notices and the app's toasts avoid both (report them as `fieldRect` and `textRect`).

/** A rectangle in CSS px. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A cell of a board, 0-based from the top left. */
export interface Cell {
  readonly row: number;
  readonly column: number;
}

export interface GridLayoutInput {
  readonly rows: number;
  readonly columns: number;
  /** The stage, CSS px. */
  readonly width: number;
  readonly height: number;
  /** What the shell's controls cover at each edge (GameShell.insets), plus anything the game keeps clear (a replay bar). */
  readonly insets?: { readonly top: number; readonly right: number; readonly bottom: number; readonly left: number };
  /** The smallest block the game's text needs: its width beside the board, its height above it. */
  readonly text: { readonly width: number; readonly height: number };
  /** Space around everything and between the text and the board (default 12). */
  readonly margin?: number;
  /** The largest cell worth drawing (default 96: a board on a big screen need not fill it). */
  readonly maxCell?: number;
}

export interface GridLayout {
  readonly rows: number;
  readonly columns: number;
  /** A cell's side, whole px (at least 1). */
  readonly cell: number;
  /** The board, `columns × cell` by `rows × cell`. */
  readonly fieldRect: Rect;
  /** The game's text block: beside the board (right) or above it. */
  readonly textRect: Rect;
  readonly textPlace: "beside" | "above";
}

export const DEFAULT_GRID_MARGIN = 12;
export const DEFAULT_MAX_CELL = 96;

/** The board and its text for a stage: the arrangement with the larger cells (above on a tie). */
export function gridLayout(input: GridLayoutInput): GridLayout {
  const { rows, columns, text } = input;
  if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1) {
    throw new RangeError(`a grid needs whole rows and columns ≥ 1, got ${rows}×${columns}`);
  }
  const margin = input.margin ?? DEFAULT_GRID_MARGIN;
  const maxCell = input.maxCell ?? DEFAULT_MAX_CELL;
  const insets = input.insets ?? { top: 0, right: 0, bottom: 0, left: 0 };
  const area: Rect = {
    x: insets.left + margin,
    y: insets.top + margin,
    width: Math.max(0, input.width - insets.left - insets.right - 2 * margin),
    height: Math.max(0, input.height - insets.top - insets.bottom - 2 * margin),
  };
  const fit = (width: number, height: number) => Math.min(maxCell, Math.floor(width / columns), Math.floor(height / rows));
  const beside = area.height >= text.height ? fit(area.width - text.width - margin, area.height) : 0;
  const above = area.width >= text.width ? fit(area.width, area.height - text.height - margin) : 0;
  const place = beside > above ? "beside" : "above";
  const cell = Math.max(1, place === "beside" ? beside : above);
  const fieldWidth = cell * columns;
  const fieldHeight = cell * rows;

  if (place === "beside") {
    const height = Math.max(fieldHeight, text.height);
    // Board and text centred together; the text column takes what the board leaves (up to twice its minimum).
    const textWidth = Math.max(text.width, Math.min(2 * text.width, area.width - fieldWidth - margin));
    const x = area.x + Math.floor((area.width - fieldWidth - margin - textWidth) / 2);
    const y = area.y + Math.floor((area.height - height) / 2);
    return {
      rows,
      columns,
      cell,
      fieldRect: { x, y: y + Math.floor((height - fieldHeight) / 2), width: fieldWidth, height: fieldHeight },
      textRect: { x: x + fieldWidth + margin, y, width: textWidth, height },
      textPlace: place,
    };
  }
  const textWidth = Math.max(fieldWidth, text.width);
  const top = area.y + Math.floor((area.height - fieldHeight - margin - text.height) / 2);
  const y = Math.max(area.y, top);
  return {
    rows,
    columns,
    cell,
    fieldRect: { x: area.x + Math.floor((area.width - fieldWidth) / 2), y: y + text.height + margin, width: fieldWidth, height: fieldHeight },
    textRect: { x: area.x + Math.floor((area.width - textWidth) / 2), y, width: textWidth, height: text.height },
    textPlace: place,
  };
}

/** The cell under a point (CSS px on the stage), or null when the point is off the board. */
export function cellAt(layout: GridLayout, x: number, y: number): Cell | null {
  const { fieldRect, cell } = layout;
  const column = Math.floor((x - fieldRect.x) / cell);
  const row = Math.floor((y - fieldRect.y) / cell);
  if (row < 0 || row >= layout.rows || column < 0 || column >= layout.columns) return null;
  return { row, column };
}

/** A cell's square on the stage. */
export function cellRect(layout: GridLayout, { row, column }: Cell): Rect {
  return { x: layout.fieldRect.x + column * layout.cell, y: layout.fieldRect.y + row * layout.cell, width: layout.cell, height: layout.cell };
}

/** A rectangle as the shell reports it (`data-field-rect`, `data-text-rect`): "x,y,w,h". */
export function rectText({ x, y, width, height }: Rect): string {
  return `${Math.round(x)},${Math.round(y)},${Math.round(width)},${Math.round(height)}`;
}
