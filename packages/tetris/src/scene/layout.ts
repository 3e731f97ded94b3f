// Where everything goes on screen, as plain numbers (no Pixi), so the layout is tested in Node.
//
// Two arrangements, as the official games do it:
// - "side" (landscape, tablet, desktop): hold and the numbers left of the board, the next queue
//   right of it, everything centred.
// - "portrait" (phones held upright): the board as wide as the screen allows, a slim next column
//   on its right, and hold and the numbers in a strip above it. The player's thumbs are on the
//   board, so the board gets the space: at least 70 % of a 390x844 phone's height with gestures.
import { BOARD_WIDTH, VISIBLE_HEIGHT } from "../rules/types.ts";

/** Rows drawn: the visible field and the two buffer rows above it, where pieces spawn. */
export const SHOWN_ROWS = VISIBLE_HEIGHT + 2;
/** Hold and next columns of the side layout, in board cells. */
const SIDE_CELLS = 4;
/** Width of the portrait layout's next column, in board cells (pieces drawn at 0.45 of a cell). */
const PORTRAIT_NEXT_CELLS = 2.2;
/** Height of the portrait layout's top strip (hold and numbers), in board cells. */
const PORTRAIT_STRIP_CELLS = 2.4;
/** The side layout keeps this many pixels for the numbers under the board's bottom edge. */
const SIDE_MARGIN = 90;
/** Room the app's back button and the pause button take at the top corners (CSS pixels). */
const CORNER_BUTTON = 48;
const EDGE = 4;

export interface Layout {
  kind: "side" | "portrait";
  /** One board cell in pixels (also one column of a touch drag). */
  cell: number;
  /** Top-left corner of the drawn rows (buffer rows included). */
  boardX: number;
  boardY: number;
  /** Top-left of the hold piece, and the size of its cells. */
  hold: { x: number; y: number; mini: number; labelX: number; labelY: number };
  /** Top-left of the first next piece, its cell size, and the vertical step between pieces. */
  next: { x: number; y: number; mini: number; step: number; labelX: number; labelY: number };
  /** Where the numbers start, their font size and line height, and how many go on one line. */
  hud: { x: number; y: number; fontSize: number; lineHeight: number; compact: boolean };
  /**
   * A free column for the assist tools (advisor and bot buttons, finesse count), outside the
   * board: under the next queue in portrait, under the numbers in the side layout.
   */
  tools: Rect;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

function sideLayout(width: number, height: number): Layout {
  const cell = Math.max(8, Math.floor(Math.min(width / (BOARD_WIDTH + 2 * SIDE_CELLS + 1), (height - SIDE_MARGIN) / SHOWN_ROWS)));
  const boardX = Math.round((width - cell * BOARD_WIDTH) / 2);
  const boardY = Math.round(Math.max(40, (height - cell * SHOWN_ROWS) / 2));
  const mini = Math.round(cell * 0.7);
  const holdX = boardX - cell * (SIDE_CELLS - 0.5);
  const nextX = boardX + cell * (BOARD_WIDTH + 1);
  const hudY = boardY + cell * 8;
  const lineHeight = Math.round(cell * 0.95);
  // Seven lines of numbers, then the tools, down to the board's bottom edge.
  const toolsY = Math.round(hudY + lineHeight * 7.5);
  return {
    kind: "side",
    cell,
    boardX,
    boardY,
    hold: { x: holdX, y: boardY + cell * 2.5, mini, labelX: holdX, labelY: boardY + cell * 1.5 },
    next: { x: nextX, y: boardY + cell * 2.5, mini, step: cell * 2.6, labelX: nextX, labelY: boardY + cell * 1.5 },
    hud: {
      x: boardX - cell * SIDE_CELLS,
      y: hudY,
      fontSize: Math.max(12, Math.round(cell * 0.62)),
      lineHeight,
      compact: false,
    },
    tools: { x: boardX - cell * SIDE_CELLS, y: toolsY, width: cell * (SIDE_CELLS - 0.5), height: boardY + cell * SHOWN_ROWS - toolsY },
  };
}

function portraitLayout(width: number, height: number): Layout {
  const across = BOARD_WIDTH + PORTRAIT_NEXT_CELLS;
  const cell = Math.max(8, Math.floor(Math.min((width - 2 * EDGE) / across, (height - EDGE) / (SHOWN_ROWS + PORTRAIT_STRIP_CELLS))));
  const boardX = Math.round((width - cell * across) / 2);
  // The board sits at the bottom, near the thumbs; the strip right above it.
  const boardY = Math.round(Math.max(EDGE + cell * PORTRAIT_STRIP_CELLS, height - EDGE - cell * SHOWN_ROWS));
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
    // The hold piece sits in the strip after the back button; its label above it.
    hold: { x: holdX, y: stripTop + fontSize + 4, mini, labelX: holdX, labelY: stripTop },
    next: { x: nextX, y: boardY + cell * 2.4, mini, step: nextStep, labelX: nextX, labelY: boardY + cell * 1.3 },
    hud: { x: holdX + mini * 4 + cell * 0.6, y: stripTop, fontSize, lineHeight: Math.round(fontSize * 1.35), compact: true },
    tools: {
      x: Math.round(nextX),
      y: toolsY,
      width: Math.max(0, Math.min(width - EDGE, boardX + cell * across) - Math.round(nextX)),
      height: boardY + cell * SHOWN_ROWS - toolsY,
    },
  };
}

/** The layout for a stage of width × height pixels: portrait on phones held upright, else side. */
export function layoutFor(width: number, height: number): Layout {
  return height > width * 1.3 ? portraitLayout(width, height) : sideLayout(width, height);
}

/** The "why" panel's size: a table of features by candidate. */
export const WHY_PANEL = { width: 312, height: 200 };

/**
 * The layout with a panel beside the game: in the side layout, right of the next queue when the
 * screen is wide enough; otherwise in a band under the board (the board shrinks to make room).
 * Without a panel, plain `layoutFor`.
 */
export function layoutWithPanel(width: number, height: number, panel: { width: number; height: number } | null): { layout: Layout; panel: Rect | null } {
  const plain = layoutFor(width, height);
  if (panel === null) return { layout: plain, panel: null };
  if (plain.kind === "side") {
    const right = plain.next.x + plain.cell * SIDE_CELLS;
    if (width - right - EDGE >= panel.width) {
      return { layout: plain, panel: { x: Math.round(right), y: plain.next.labelY, width: panel.width, height: panel.height } };
    }
  }
  const bandHeight = Math.min(panel.height, Math.round(height * 0.3));
  const layout = layoutFor(width, height - bandHeight);
  const panelWidth = Math.min(panel.width, width - 2 * EDGE);
  return { layout, panel: { x: Math.round((width - panelWidth) / 2), y: height - bandHeight, width: panelWidth, height: bandHeight } };
}
