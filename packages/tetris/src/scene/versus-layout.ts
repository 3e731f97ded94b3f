// Where the boards of a versus go, as plain numbers (no Pixi), so it is tested in Node. Both
// boards lie inside the shell's insets (the top row; touch buttons down the sides on a landscape
// phone: your board takes the left column's, the opponent's the right's).
//
// - Against the bot (or a challenger's game) on a wide screen: your board large on the left (62 %
//   of the width), the opponent's smaller on the right, both full TetrisViews.
// - Two players: two equal halves.
// - A phone held upright: your board first and large, across the whole width, and the opponent's
//   compact board (just its stack and piece, its name and numbers beside it) in a band above it;
//   or, where that leaves your board smaller (the touch buttons take the bottom), the compact
//   board in a strip on the right, as on a narrow side.
// - An opponent's side too narrow for a full view (a landscape phone with the touch buttons):
//   your board in its own layout on the left, the compact opponent board on the right.
// - On a short screen (a phone held sideways) the top row stays free even where the touch buttons
//   leave it uncovered: two boards and their words would otherwise fill the height, and a message
//   (a toast, a notice) would have no place that covers none of them.
import { TOP_ROW } from "@arcade/core/stage";
import { BOARD_WIDTH } from "../rules/types.ts";
import { layoutFor, NO_INSETS, SHOWN_ROWS, type Insets, type Layout } from "./layout.ts";

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface VersusLayout {
  /** Each side's area: side 0 (you, player 1) and side 1 (the opponent, player 2). */
  areas: [Area, Area];
  /** Each side's board layout inside its area (area coordinates); null for the compact opponent. */
  layouts: [Layout, Layout | null];
  /** The opponent is drawn as a compact board (a phone held upright, or a narrow side, against the bot). */
  compactOpponent: boolean;
  /** Where the compact board's area is (inside the insets), when there is one. */
  compactArea: Area | null;
  /** The garbage meter of each side: a bar beside its board, bottom at `bottom`, one row = `cell`. */
  meters: [Meter, Meter];
  /** Each side's visible well on the stage (for the host's layout check). */
  wells: [Area, Area];
}

export interface Meter {
  x: number;
  bottom: number;
  width: number;
  cell: number;
}

const PORTRAIT_SHARE = 0.74;
/** The compact board's name line above it, and its numbers' lines under it. */
const COMPACT_NAME = 28;
const COMPACT_NUMBERS = 50;
const WIDE_SHARE = 0.62;
/** The opponent's board on a tall wide screen: its area is this share of the height. */
const OPPONENT_HEIGHT = 0.72;
const SHORT_SCREEN = 600;
/** A full opponent view smaller than this cell size is unreadable: the compact board instead. */
const MIN_FULL_CELL = 12;
/** The band above your board on a phone held upright: 20 rows of at least 4 px, and a margin. */
const MIN_BAND = 84;
/** A compact board's area this much wider than tall is a band: its words go beside the board. */
const BAND_RATIO = 1.5;
/** Room for the compact board's words beside it in a band (its name, "Lines 12 · sent 4"). */
const BAND_TEXT = 130;

/** Is a stage of this size a phone held upright (the single-game layout's rule)? */
export function isPortrait(width: number, height: number): boolean {
  return height > width * 1.3;
}

/**
 * The geometry of the compact board inside its area: cell size, top-left of the visible rows, and
 * where its words go (`beside`: left of the board in a band; else the name above, numbers under).
 */
export function compactBoard(area: Area): { cell: number; x: number; y: number; beside: boolean } {
  if (area.width > area.height * BAND_RATIO) {
    const cell = Math.max(4, Math.floor((area.height - 2) / (SHOWN_ROWS - 2)));
    // Right of the words, centred in what is left of the band.
    const x = Math.round(area.x + BAND_TEXT + (area.width - BAND_TEXT - cell * BOARD_WIDTH) / 2);
    return { cell, x, y: area.y + 1, beside: true };
  }
  // The name above the board; the numbers go under it.
  const cell = Math.max(4, Math.floor(Math.min((area.width - 12) / BOARD_WIDTH, (area.height - COMPACT_NAME - COMPACT_NUMBERS) / (SHOWN_ROWS - 2))));
  return { cell, x: Math.round(area.x + (area.width - cell * BOARD_WIDTH) / 2 + 3), y: area.y + COMPACT_NAME, beside: false };
}

function meterOf(area: Area, box: Layout): Meter {
  // In the gap between the board's right edge and the next queue (clear of the numbers, which
  // stand left of the board in the side layout and above it in the portrait one).
  const cell = box.cell;
  const bottom = area.y + box.boardY + cell * SHOWN_ROWS;
  const width = box.kind === "portrait" ? Math.max(3, Math.round(cell * 0.2)) : Math.max(4, Math.round(cell * 0.3));
  return { x: area.x + box.boardX + cell * BOARD_WIDTH + 4, bottom, width, cell };
}

function onStage(area: Area, well: Area): Area {
  return { x: area.x + well.x, y: area.y + well.y, width: well.width, height: well.height };
}

/** The layout of a versus on a stage of width × height (`single`: one board only) inside the shell's insets. */
export function versusLayout(width: number, height: number, twoPlayers: boolean, single = false, insets: Insets = NO_INSETS): VersusLayout {
  const beside = besideLayout(width, height, twoPlayers, single, insets);
  if (twoPlayers || single || !isPortrait(width, height)) return beside;
  const above = aboveLayout(width, height, insets);
  return above.layouts[0].cell > beside.layouts[0].cell ? above : beside;
}

/** A phone held upright: your board over the whole width, the opponent's compact board in a band above it. */
function aboveLayout(width: number, height: number, insets: Insets): VersusLayout {
  const whole: Area = { x: 0, y: 0, width, height };
  const mine = layoutFor(width, height, { ...insets, top: insets.top + MIN_BAND });
  // The band: from the shell's top row down to your numbers' strip (or the board, in the column arrangement).
  const bottom = mine.kind === "portrait" ? mine.hold.labelY : mine.boardY + mine.cell * 2;
  const band: Area = { x: insets.left + 4, y: insets.top, width: width - insets.left - insets.right - 8, height: Math.max(0, bottom - insets.top - 2) };
  const board = compactBoard(band);
  const rows = SHOWN_ROWS - 2;
  return {
    areas: [whole, band],
    layouts: [mine, null],
    compactOpponent: true,
    compactArea: band,
    meters: [meterOf(whole, mine), { x: board.x - 5, bottom: board.y + board.cell * rows, width: 3, cell: board.cell }],
    wells: [mine.well, { x: board.x, y: board.y, width: board.cell * BOARD_WIDTH, height: board.cell * rows }],
  };
}

/** Side by side: your board on the left, the opponent's full view or compact board on the right. */
function besideLayout(width: number, height: number, twoPlayers: boolean, single: boolean, shellInsets: Insets): VersusLayout {
  const portrait = isPortrait(width, height);
  // A short screen against an opponent: the message row at the top is kept free (see the header).
  const messageRow = height < SHORT_SCREEN && !twoPlayers && !single;
  const insets = messageRow ? { ...shellInsets, top: Math.max(shellInsets.top, TOP_ROW) } : shellInsets;
  // A challenge without a challenger's game beside it has the whole stage.
  const share = single ? 1 : twoPlayers ? 0.5 : portrait ? PORTRAIT_SHARE : WIDE_SHARE;
  const left = Math.round(width * share);
  // The opponent's board is smaller than yours: its area is shorter, centred on the height.
  // (Not on a short screen, a phone held sideways: there the height is what limits both boards.)
  const otherHeight = twoPlayers || height < SHORT_SCREEN ? height : Math.round(height * OPPONENT_HEIGHT);
  const otherY = Math.round((height - otherHeight) / 2);
  const areas: [Area, Area] = [
    { x: 0, y: 0, width: left, height },
    { x: left, y: otherY, width: width - left, height: otherHeight },
  ];
  const mine = layoutFor(left, height, { ...insets, right: single ? insets.right : 0 });
  // The insets as the opponent's area meets them (a shorter area clears the top row by itself).
  const otherInsets = { top: Math.max(0, insets.top - otherY), right: insets.right, bottom: Math.max(0, insets.bottom - otherY), left: 0 };
  const full = twoPlayers || (!portrait && !single) ? layoutFor(areas[1].width, otherHeight, otherInsets) : null;
  const compactOpponent = !twoPlayers && !single && (full === null || full.cell < MIN_FULL_CELL);
  const own = meterOf(areas[0], mine);
  let other: Meter;
  let otherWell: Area;
  let compactArea: Area | null = null;
  if (compactOpponent) {
    compactArea = {
      x: areas[1].x,
      y: Math.max(insets.top, 4),
      width: areas[1].width - insets.right - 4,
      height: height - Math.max(insets.top, 4) - insets.bottom - 4,
    };
    const board = compactBoard(compactArea);
    other = { x: board.x - 5, bottom: board.y + board.cell * (SHOWN_ROWS - 2), width: 3, cell: board.cell };
    otherWell = { x: board.x, y: board.y, width: board.cell * BOARD_WIDTH, height: board.cell * (SHOWN_ROWS - 2) };
  } else {
    const box = full ?? mine;
    other = meterOf(areas[1], box);
    otherWell = onStage(areas[1], box.well);
  }
  return {
    areas,
    layouts: [mine, compactOpponent ? null : (full ?? mine)],
    compactOpponent,
    compactArea,
    meters: [own, other],
    wells: [onStage(areas[0], mine.well), otherWell],
  };
}
