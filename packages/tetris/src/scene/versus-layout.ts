// Where the boards of a versus go, as plain numbers (no Pixi), so it is tested in Node.
//
// - Against the bot (or a challenger's game) on a wide screen: your board large on the left (62 %
//   of the width), the opponent's smaller on the right, both full TetrisViews.
// - Two players: two equal halves.
// - A phone held upright: your board in the portrait layout on the left 74 %, and a compact
//   opponent board (just its stack and piece, with its name and numbers) in the strip on the right.
import { BOARD_WIDTH } from "../rules/types.ts";
import { layoutFor, SHOWN_ROWS, type Layout } from "./layout.ts";

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface VersusLayout {
  /** Each side's area: side 0 (you, player 1) and side 1 (the opponent, player 2). */
  areas: [Area, Area];
  /** The opponent is drawn as a compact board (a phone held upright, against the bot). */
  compactOpponent: boolean;
  /** The garbage meter of each side: a bar beside its board, bottom at `bottom`, one row = `cell`. */
  meters: [Meter, Meter];
}

export interface Meter {
  x: number;
  bottom: number;
  width: number;
  cell: number;
}

const PORTRAIT_SHARE = 0.74;
/** The compact board starts this far down its area: the pause button and the name are above it. */
const COMPACT_TOP = 80;
const WIDE_SHARE = 0.62;
/** The opponent's board on a wide screen: its area is this share of the height. */
const OPPONENT_HEIGHT = 0.72;
const SHORT_SCREEN = 600;

/** Is a stage of this size a phone held upright (the single-game layout's rule)? */
export function isPortrait(width: number, height: number): boolean {
  return height > width * 1.3;
}

/** The geometry of the compact board inside its area: cell size and top-left of the visible rows. */
export function compactBoard(area: Area): { cell: number; x: number; y: number } {
  // Below the pause button (top right corner) and the name; the numbers go under the board.
  const top = area.y + COMPACT_TOP;
  const cell = Math.max(4, Math.floor(Math.min((area.width - 12) / BOARD_WIDTH, (area.height - COMPACT_TOP - 50) / (SHOWN_ROWS - 2))));
  return { cell, x: Math.round(area.x + (area.width - cell * BOARD_WIDTH) / 2 + 3), y: top };
}

function meterOf(area: Area, box: Layout): Meter {
  // In the gap between the board's right edge and the next queue (clear of the numbers, which
  // stand left of the board in the side layout and above it in the portrait one).
  const cell = box.cell;
  const bottom = area.y + box.boardY + cell * SHOWN_ROWS;
  const width = box.kind === "portrait" ? Math.max(3, Math.round(cell * 0.2)) : Math.max(4, Math.round(cell * 0.3));
  return { x: area.x + box.boardX + cell * BOARD_WIDTH + 4, bottom, width, cell };
}

/** The layout of a versus on a stage of width × height (`single`: one board only). */
export function versusLayout(width: number, height: number, twoPlayers: boolean, single = false): VersusLayout {
  const portrait = isPortrait(width, height);
  const compactOpponent = portrait && !twoPlayers && !single;
  // A challenge without a challenger's game beside it has the whole stage.
  const share = single ? 1 : twoPlayers ? 0.5 : portrait ? PORTRAIT_SHARE : WIDE_SHARE;
  const left = Math.round(width * share);
  // The opponent's board is smaller than yours: its area is shorter, centred on the height.
  // (Not on a short screen, a phone held sideways: there the height is what limits both boards.)
  const shorter = height >= SHORT_SCREEN ? Math.round(height * OPPONENT_HEIGHT) : height;
  const otherHeight = twoPlayers ? height : compactOpponent ? Math.round(height * 0.6) : shorter;
  const areas: [Area, Area] = [
    { x: 0, y: 0, width: left, height },
    { x: left, y: compactOpponent ? 0 : Math.round((height - otherHeight) / 2), width: width - left, height: otherHeight },
  ];
  const own = meterOf(areas[0], layoutFor(areas[0].width, areas[0].height));
  let other: Meter;
  if (compactOpponent) {
    const board = compactBoard(areas[1]);
    other = { x: board.x - 5, bottom: board.y + board.cell * (SHOWN_ROWS - 2), width: 3, cell: board.cell };
  } else {
    other = meterOf(areas[1], layoutFor(areas[1].width, areas[1].height));
  }
  return { areas, compactOpponent, meters: [own, other] };
}
