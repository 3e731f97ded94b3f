// Where everything goes on screen, as plain numbers (no Pixi), so the layout is tested in Node.
// Everything lies inside the shell's insets (the top row with the pause button, back link and
// button bar; the touch buttons at the bottom in portrait or down both sides in landscape), except
// the two buffer rows above the well, which may reach into the top row between its corners.
//
// Three arrangements, as the official games do it:
// - "side" (landscape, tablet, desktop): hold and the numbers left of the board, the next queue
//   right of it, the board as tall as the height allows.
// - "portrait" (phones held upright): the board as wide as the screen allows, a slim next column
//   on its right, and hold and the numbers in a strip above it. The player's thumbs are on the
//   board, so the board gets the space: at least 70 % of a 390x844 phone's height with gestures.
// - "column" (short portrait stages, e.g. with the touch buttons under the board): the board as
//   tall as the height allows, with hold, next and the numbers in one column on its right.
import type { Insets } from "@arcade/core/stage";
import { BOARD_WIDTH, VISIBLE_HEIGHT } from "../rules/types.ts";

/** Rows drawn: the visible field and the two buffer rows above it, where pieces spawn. */
export const SHOWN_ROWS = VISIBLE_HEIGHT + 2;
/** Width of the portrait layout's next column, in board cells (pieces drawn at 0.45 of a cell). */
const PORTRAIT_NEXT_CELLS = 2.2;
/** Height of the portrait layout's top strip (hold and numbers), in board cells. */
const PORTRAIT_STRIP_CELLS = 2.4;
/** Room the app's back button and the pause button take at the top corners (CSS pixels). */
const CORNER_BUTTON = 48;
/** The column arrangement's column: at least this wide (CSS px), and 8 font sizes for its longest line ("Time 10:59.99"). */
const COLUMN_WIDTH = 88;
/** The side arrangement's lines of numbers, and how wide a line is in font sizes ("Lines 150/150"). */
const SIDE_LINES = 7;
const LINE_EMS = 7.5;
/**
 * Free height kept between the top row and the well in the column arrangement, so a one-line
 * notice or the app's toast (56 px with its close button) has a place that covers no part of it.
 */
const NOTICE_ROOM = 60;
const EDGE = 4;

/** CSS px the shell's own controls cover at each edge (`shell.insets`): core's type, re-exported for this game's screens. */
export type { Insets };

export const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 };

export interface Layout {
  kind: "side" | "portrait" | "column";
  /** One board cell in pixels (also one column of a touch drag). */
  cell: number;
  /** Top-left corner of the drawn rows (buffer rows included). */
  boardX: number;
  boardY: number;
  /** The visible well (20 rows × 10 columns): what the layout tests and the host's layout check see. */
  well: Rect;
  /** Top-left of the hold piece, and the size of its cells. */
  hold: { x: number; y: number; mini: number; labelX: number; labelY: number };
  /** Top-left of the first next piece, its cell size, and the vertical step between pieces. */
  next: { x: number; y: number; mini: number; step: number; labelX: number; labelY: number };
  /** Where the numbers start, their font size and line height, and how many go on one line. */
  hud: { x: number; y: number; fontSize: number; lineHeight: number; compact: boolean };
  /**
   * A free column for the assist tools (advisor and bot buttons, finesse count), outside the
   * board: under the next queue in portrait, under the numbers otherwise.
   */
  tools: Rect;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of the stage inside the insets, less a small margin. */
function inner(width: number, height: number, insets: Insets): { left: number; right: number; top: number; bottom: number } {
  return { left: insets.left + EDGE, right: width - insets.right - EDGE, top: Math.max(insets.top, EDGE), bottom: height - insets.bottom - EDGE };
}

function wellOf(boardX: number, boardY: number, cell: number): Rect {
  return { x: boardX, y: boardY + cell * 2, width: cell * BOARD_WIDTH, height: cell * VISIBLE_HEIGHT };
}

const sideFont = (cell: number) => Math.min(22, Math.max(12, Math.round(cell * 0.62)));

function sideLayout(width: number, height: number, insets: Insets): Layout {
  const area = inner(width, height, insets);
  // The visible rows inside the insets; the buffer rows above them may reach into the top row.
  let cell = Math.floor(Math.min((area.bottom - area.top) / VISIBLE_HEIGHT, (area.bottom - EDGE) / SHOWN_ROWS));
  const columns = (c: number) => ({ left: Math.max(c * 3.5, sideFont(c) * LINE_EMS), gap: Math.max(6, Math.round(c * 0.6)), right: c * 3.3 });
  const across = (c: number) => {
    const col = columns(c);
    return col.left + 2 * col.gap + c * BOARD_WIDTH + col.right;
  };
  while (cell > 8 && across(cell) > area.right - area.left) cell--;
  cell = Math.max(8, cell);
  const col = columns(cell);
  const free = area.right - area.left - across(cell);
  const boardX = Math.round(area.left + Math.max(0, free) / 2 + col.left + col.gap);
  const visibleTop = Math.round(Math.max(area.top, (area.top + area.bottom - cell * VISIBLE_HEIGHT) / 2));
  const boardY = visibleTop - cell * 2;
  const mini = Math.round(cell * 0.7);
  const fontSize = sideFont(cell);
  const lineHeight = Math.round(fontSize * 1.35);
  const holdX = Math.round(boardX - col.gap - col.left);
  const nextX = Math.round(boardX + cell * BOARD_WIDTH + col.gap);
  const labelY = Math.max(area.top, visibleTop);
  const pieceY = labelY + fontSize + 6;
  const hudY = Math.round(pieceY + mini * 2 + cell);
  // The numbers, then the tools, down to the bottom of the well.
  const toolsY = Math.round(hudY + lineHeight * (SIDE_LINES + 0.5));
  return {
    kind: "side",
    cell,
    boardX,
    boardY,
    well: wellOf(boardX, boardY, cell),
    hold: { x: holdX, y: pieceY, mini, labelX: holdX, labelY },
    next: { x: nextX, y: pieceY, mini, step: Math.round(cell * 2.2), labelX: nextX, labelY },
    hud: { x: holdX, y: hudY, fontSize, lineHeight, compact: false },
    tools: { x: holdX, y: toolsY, width: Math.round(col.left), height: Math.max(0, visibleTop + cell * VISIBLE_HEIGHT - toolsY) },
  };
}

function portraitLayout(width: number, height: number, insets: Insets): Layout {
  const area = inner(width, height, insets);
  const across = BOARD_WIDTH + PORTRAIT_NEXT_CELLS;
  const cell = Math.max(8, Math.floor(Math.min((area.right - area.left) / across, (area.bottom - area.top) / (SHOWN_ROWS + PORTRAIT_STRIP_CELLS))));
  const boardX = Math.round(area.left + (area.right - area.left - cell * across) / 2);
  // The board sits at the bottom, near the thumbs; the strip right above it.
  const boardY = Math.round(Math.max(area.top + cell * PORTRAIT_STRIP_CELLS, area.bottom - cell * SHOWN_ROWS));
  const stripTop = Math.round(boardY - cell * PORTRAIT_STRIP_CELLS);
  const mini = Math.round(cell * 0.45);
  // Clear of the back button when the strip reaches the top corners.
  const holdX = stripTop < CORNER_BUTTON ? Math.max(CORNER_BUTTON, boardX) : boardX;
  const nextX = boardX + cell * (BOARD_WIDTH + 0.3);
  const fontSize = Math.max(11, Math.round(cell * 0.42));
  const nextStep = cell * 1.6;
  // Under the five next pieces, as wide as the next column, down to the board's bottom edge.
  const toolsY = Math.round(boardY + cell * 2.4 + nextStep * 5 + cell * 0.2);
  return {
    kind: "portrait",
    cell,
    boardX,
    boardY,
    well: wellOf(boardX, boardY, cell),
    // The hold piece sits in the strip after the back button; its label above it.
    hold: { x: holdX, y: stripTop + fontSize + 4, mini, labelX: holdX, labelY: stripTop },
    next: { x: nextX, y: boardY + cell * 2.4, mini, step: nextStep, labelX: nextX, labelY: boardY + cell * 1.3 },
    hud: { x: holdX + mini * 4 + cell * 0.6, y: stripTop, fontSize, lineHeight: Math.round(fontSize * 1.35), compact: true },
    tools: {
      x: Math.round(nextX),
      y: toolsY,
      width: Math.max(0, Math.min(area.right + EDGE, boardX + cell * across) - Math.round(nextX)),
      height: boardY + cell * SHOWN_ROWS - toolsY,
    },
  };
}

function columnLayout(width: number, height: number, insets: Insets): Layout {
  const area = inner(width, height, insets);
  const gap = 6;
  const fontSize = Math.max(11, Math.min(13, Math.round(((area.bottom - area.top) / SHOWN_ROWS) * 0.45)));
  const columnWidth = Math.max(COLUMN_WIDTH, fontSize * 8);
  const tall = Math.min((area.bottom - area.top) / SHOWN_ROWS, (area.bottom - area.top - NOTICE_ROOM) / VISIBLE_HEIGHT);
  const cell = Math.max(8, Math.floor(Math.min(tall, (area.right - area.left - gap - columnWidth) / BOARD_WIDTH)));
  const boardX = Math.round(area.left + (area.right - area.left - gap - columnWidth - cell * BOARD_WIDTH) / 2);
  const boardY = Math.round(area.bottom - cell * SHOWN_ROWS);
  const x = boardX + cell * BOARD_WIDTH + gap;
  const lineHeight = Math.round(fontSize * 1.3);
  const mini = Math.max(6, Math.min(Math.round(cell * 0.5), Math.floor(columnWidth / 4)));
  const holdLabelY = boardY + cell * 2;
  const holdY = holdLabelY + fontSize + 4;
  const nextLabelY = holdY + mini * 2 + Math.round(cell * 0.6);
  const step = Math.round(mini * 2.8);
  const nextY = nextLabelY + fontSize + 4;
  const hudY = nextY + step * 5;
  const toolsY = Math.round(hudY + lineHeight * (SIDE_LINES + 0.3));
  return {
    kind: "column",
    cell,
    boardX,
    boardY,
    well: wellOf(boardX, boardY, cell),
    hold: { x, y: holdY, mini, labelX: x, labelY: holdLabelY },
    next: { x, y: nextY, mini, step, labelX: x, labelY: nextLabelY },
    hud: { x, y: hudY, fontSize, lineHeight, compact: false },
    tools: { x, y: toolsY, width: columnWidth, height: Math.max(0, boardY + cell * SHOWN_ROWS - toolsY) },
  };
}

/**
 * The layout for a stage of width × height pixels inside the shell's insets: on phones held
 * upright the portrait strip, or the column when that gives a larger board (a short stage); else side.
 */
export function layoutFor(width: number, height: number, insets: Insets = NO_INSETS): Layout {
  if (height <= width * 1.3) return sideLayout(width, height, insets);
  const strip = portraitLayout(width, height, insets);
  const column = columnLayout(width, height, insets);
  return column.cell > strip.cell ? column : strip;
}

/** A rectangle as the shell reports it (`data-field-rect`, `data-text-rect`): "x,y,w,h" in whole pixels. */
export function rectText(rect: Rect): string {
  return [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(",");
}

/**
 * Where a layout draws words and small pieces the player reads (hold, next, the numbers), as
 * boxes for the shell's `textRect`: toasts and notices are kept off them as off the well.
 */
export function textBoxes(box: Layout): Rect[] {
  const { cell, hold, next, tools } = box;
  const queue = (width: number): Rect => ({ x: next.labelX, y: next.labelY, width, height: next.y + next.step * 5 - next.labelY });
  if (box.kind === "side") return [{ x: hold.labelX, y: hold.labelY, width: tools.width, height: tools.y - hold.labelY }, queue(cell * 3.3)];
  if (box.kind === "column") return [{ x: hold.labelX, y: hold.labelY, width: tools.width, height: tools.y - hold.labelY }];
  // Portrait: the strip over the board (hold and numbers) and the next column beside the board.
  const stripRight = box.boardX + cell * (BOARD_WIDTH + PORTRAIT_NEXT_CELLS);
  return [{ x: hold.labelX, y: hold.labelY, width: stripRight - hold.labelX, height: box.boardY - hold.labelY }, queue(cell * (PORTRAIT_NEXT_CELLS - 0.3))];
}

/** The "why" panel's size: a table of features by candidate. */
export const WHY_PANEL = { width: 312, height: 200 };

/**
 * The layout with a panel beside the game: in the side layout, right of the next queue when the
 * screen is wide enough; otherwise in a band under the board (the board shrinks to make room).
 * Without a panel, plain `layoutFor`.
 */
export function layoutWithPanel(
  width: number,
  height: number,
  panel: { width: number; height: number } | null,
  insets: Insets = NO_INSETS,
): { layout: Layout; panel: Rect | null } {
  const plain = layoutFor(width, height, insets);
  if (panel === null) return { layout: plain, panel: null };
  if (plain.kind === "side") {
    // Beside the queue when the board keeps its size with the panel's width taken from the right.
    const beside = layoutFor(width, height, { ...insets, right: insets.right + panel.width + EDGE });
    if (beside.kind === "side" && beside.cell === plain.cell) {
      const x = Math.round(beside.next.x + beside.cell * 3.3 + EDGE);
      return { layout: beside, panel: { x, y: beside.next.labelY, width: panel.width, height: panel.height } };
    }
  }
  const bandHeight = Math.min(panel.height, Math.round((height - insets.top - insets.bottom) * 0.3));
  const layout = layoutFor(width, height, { ...insets, bottom: insets.bottom + bandHeight });
  const room = width - insets.left - insets.right - 2 * EDGE;
  const panelWidth = Math.min(panel.width, room);
  return {
    layout,
    panel: { x: Math.round(insets.left + EDGE + (room - panelWidth) / 2), y: height - insets.bottom - bandHeight, width: panelWidth, height: bandHeight },
  };
}
