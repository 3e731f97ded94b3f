// Where the table screen puts things, as plain numbers (no Pixi: unit-tested). From the top: a
// header (round, honba, riichi sticks, dora indicators, tiles left), the square table, a status
// line, the call prompt's buttons, and your hand along the bottom edge in thumb reach.
//
// On a phone held upright the square is as wide as the screen and the height left over goes to the
// hand: two rows of seven tiles, about twice as wide as one row of fourteen, as long as the table
// keeps its size (the hand's last events fill the room between them).
//
// The square: a centre box 6 river tiles wide; around it each seat's river (rows of 6, up to 4
// rows), and beyond the river the seat's called melds. Every seat is drawn in its own frame, as if
// it sat at the bottom (river below the centre box, melds below the river), then turned to its
// side: so the right seat's river reads from bottom to top, as that player sees it. The corners
// between two rivers hold each seat's name, wind and score, upright.
import type { ScreenSize } from "../layout.ts";
import { usableBottom } from "../layout.ts";

/** Tile height over width (the faces of tile-face.ts). */
export const TILE_RATIO = 1.35;
export const RIVER_COLUMNS = 6;
export const RIVER_ROWS = 4;
/** Narrowest hand tile on a phone: 14 of them and the drawn one's gap fill a 390-px screen. */
export const MIN_HAND_TILE = 24;
const MAX_HAND_TILE = 60;
/** The widest tile of the two-row hand on a phone held upright (its rows stay in thumb reach). */
const MAX_TWO_ROW_TILE = 50;
/** Tiles a row of the two-row hand holds (the drawn tile goes at the end of the second). */
export const HAND_ROW = 7;
const HAND_GAP = 1;
const HAND_ROW_GAP = 4;
const PROMPT_BUTTON_H = 44;
const PROMPT_GAP = 6;
const STATUS_H = 24;
/** One line of the hand's last events (the screen draws them 20 px apart). */
const EVENT_LINE = 20;
const HEADER_H = 30;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TableLayout {
  header: Rect;
  /** The square table; its centre is the centre box's. */
  square: Rect;
  /** River (and meld) tile width and height. */
  r: number;
  rh: number;
  /** Half the centre box's side. */
  c: number;
  /** The corner label of each seat by place from yours (0 you, 1 right, 2 across, 3 left). */
  corners: Rect[];
  status: Rect;
  /** Room for the hand's last events in words, between the table and the status line (upright) or below the header (wide). */
  log: Rect;
  /** The band of the call prompt's buttons (above the hand). */
  prompt: Rect;
  /** Your hand: `rows` rows (1, or 2 of `HAND_ROW` tiles on a phone held upright), `height` in all. */
  hand: { x: number; y: number; tileW: number; tileH: number; gap: number; width: number; rows: number; height: number };
}

/** Rotation (radians, clockwise on screen) of each place's frame: you, right, across, left. */
export const PLACE_ROTATION = [0, -Math.PI / 2, Math.PI, Math.PI / 2] as const;

/** Half the square's side for river tiles `r` wide: centre box, four river rows, a meld row, margins. */
function halfFor(r: number): number {
  const rh = r * TILE_RATIO;
  return 3 * r + 4 + RIVER_ROWS * rh + 6 + rh + 2;
}

export function tableLayout(screen: ScreenSize): TableLayout {
  const width = screen.width - screen.insets.left - screen.insets.right - 8;
  const wide = screen.width > screen.height;
  const one = tableFor(screen, handRow(screen, width, wide, 1));
  if (wide) return one;
  // Upright: two rows when they give clearly larger tiles and the table keeps its size.
  const two = tableFor(screen, handRow(screen, width, wide, 2, one.square.height));
  return two.square.height >= one.square.height && two.hand.tileW >= one.hand.tileW * 1.25 ? two : one;
}

/**
 * The hand in `rows` rows as wide as the screen allows (on a wide screen at most a sixth of its
 * height tall, so the table keeps its room). Two rows take at most the height the one-row layout
 * leaves free under a table of side `square`.
 */
function handRow(screen: ScreenSize, width: number, wide: boolean, rows: number, square = 0): TableLayout["hand"] {
  const left = screen.insets.left + 4;
  const bottom = usableBottom(screen);
  // A row: its tiles and half a tile's gap before the drawn one.
  const perRow = rows === 1 ? 14 : HAND_ROW;
  const tallest = Math.min(rows === 1 ? MAX_HAND_TILE : MAX_TWO_ROW_TILE, wide ? Math.floor((screen.height * 0.16) / TILE_RATIO) : Infinity);
  let tileW = Math.max(MIN_HAND_TILE, Math.min(tallest, Math.floor((width - (perRow - 1) * HAND_GAP) / (perRow + 0.5))));
  if (rows > 1) {
    // The height above the hand the table and its bands need: header, the square, a line of the
    // hand's events, status, prompt (with the gaps tableFor leaves between them).
    const above = screen.insets.top + 6 + HEADER_H + 4 + square + 8 + EVENT_LINE + 4 + STATUS_H + PROMPT_BUTTON_H + 8;
    while (tileW > MIN_HAND_TILE && bottom - (rows * Math.round(tileW * TILE_RATIO) + HAND_ROW_GAP) < above) tileW--;
  }
  const tileH = Math.round(tileW * TILE_RATIO);
  const handWidth = Math.round(tileW * (perRow + 0.5) + (perRow - 1) * HAND_GAP);
  const height = rows * tileH + (rows - 1) * HAND_ROW_GAP;
  return { x: left + Math.max(0, Math.round((width - handWidth) / 2)), y: bottom - height, tileW, tileH, gap: HAND_GAP, width: handWidth, rows, height };
}

/** The table and its bands above (upright) or beside (wide) `hand`. */
function tableFor(screen: ScreenSize, hand: TableLayout["hand"]): TableLayout {
  const left = screen.insets.left + 4;
  const width = screen.width - screen.insets.left - screen.insets.right - 8;
  const wide = screen.width > screen.height;
  const top = screen.insets.top + 6;
  // Upright: header, table, status and prompt stacked. Wide: the table on the left, the header,
  // status and prompt in a column on its right.
  const roomTop = wide ? top : top + HEADER_H + 4;
  const roomBottom = hand.y - 8 - (wide ? 0 : PROMPT_BUTTON_H + STATUS_H + 4);
  const room = Math.min(wide ? Math.floor(width * 0.62) : width, roomBottom - roomTop);
  const r = riverTileFor(room);
  const size = Math.round(2 * halfFor(r));
  // Wide: the table is centred in its height. Upright: it sits under the header, the room left
  // below it holds the hand's last events.
  const square: Rect = wide
    ? { x: left + 4, y: roomTop + Math.max(0, Math.round((roomBottom - roomTop - size) / 2)), width: size, height: size }
    : { x: left + Math.round((width - size) / 2), y: roomTop, width: size, height: size };
  const column = wide ? { x: square.x + size + 12, width: left + width - (square.x + size + 12) } : { x: left, width };
  const header: Rect = { x: column.x, y: top, width: column.width, height: HEADER_H };
  const prompt: Rect = { x: column.x, y: hand.y - 8 - PROMPT_BUTTON_H, width: column.width, height: PROMPT_BUTTON_H };
  const status: Rect = { x: column.x, y: prompt.y - STATUS_H, width: column.width, height: STATUS_H };
  const logTop = wide ? header.y + header.height + 8 : square.y + size + 8;
  const log: Rect = { x: column.x, y: logTop, width: column.width, height: Math.max(0, status.y - 4 - logTop) };
  const rh = Math.round(r * TILE_RATIO);
  const c = 3 * r + 4;
  const cx = square.x + size / 2;
  const cy = square.y + size / 2;
  const reach = c + RIVER_ROWS * rh;
  const side = reach - c - 4;
  // Corners between rivers: yours bottom-right, right's top-right, across's top-left, left's bottom-left.
  const corner = (sx: number, sy: number): Rect => ({
    x: Math.round(sx > 0 ? cx + c + 4 : cx - reach),
    y: Math.round(sy > 0 ? cy + c + 4 : cy - reach),
    width: side,
    height: side,
  });
  const corners = [corner(1, 1), corner(1, -1), corner(-1, -1), corner(-1, 1)];
  return { header, square, r, rh, c, corners, status, log, prompt, hand };
}

/** The largest river tile (whole pixels, at least 10) whose square fits `room`. */
function riverTileFor(room: number): number {
  let r = 10;
  while (2 * halfFor(r + 1) <= room) r++;
  return r;
}

/** Where the river's `index`-th tile goes in the seat's frame (origin at the table's centre, the seat below). */
export function riverSpot(index: number, r: number, rh: number, c: number, sidewaysBefore: boolean[]): { x: number; y: number } {
  const row = Math.min(RIVER_ROWS - 1, Math.floor(index / RIVER_COLUMNS));
  const first = row * RIVER_COLUMNS;
  // A riichi tile lies sideways: the tiles after it in its row move by the difference.
  let x = -3 * r;
  for (let i = first; i < index; i++) x += sidewaysBefore[i] ? rh : r;
  return { x, y: c + 4 + row * rh };
}

/** The top of the meld row in a seat's frame; melds are laid from `meldRight` leftward. */
export function meldRow(rh: number, c: number): { y: number; right: number } {
  return { y: c + 4 + RIVER_ROWS * rh + 6, right: c + RIVER_ROWS * rh };
}

/** The call prompt's buttons: one row, right-aligned above the hand, each at least 64 px wide. */
export function promptSpots(labels: readonly number[], band: Rect): Rect[] {
  const gap = PROMPT_GAP;
  const widths = labels.map((chars) => Math.max(64, 16 + chars * 9));
  const total = widths.reduce((a, b) => a + b, 0) + gap * (widths.length - 1);
  const scale = total > band.width ? (band.width - gap * (widths.length - 1)) / (total - gap * (widths.length - 1)) : 1;
  let x = band.x + band.width;
  const out: Rect[] = [];
  for (let i = widths.length - 1; i >= 0; i--) {
    const w = Math.floor(widths[i]! * scale);
    x -= w;
    out.unshift({ x, y: band.y, width: w, height: band.height });
    x -= gap;
  }
  return out;
}

/**
 * The hand's tile positions: `count` tiles in the layout's rows (seven a row when there are two),
 * the last set half a tile apart when it is the drawn one.
 */
export function handSpots(layout: TableLayout, count: number, drawnApart: boolean): { x: number; y: number }[] {
  const { x, y, tileW, tileH, gap, rows } = layout.hand;
  const perRow = rows === 1 ? count : HAND_ROW;
  return Array.from({ length: count }, (_, i) => ({
    x: x + (i % perRow) * (tileW + gap) + (drawnApart && i === count - 1 ? Math.round(tileW / 2) : 0),
    y: y + Math.floor(i / perRow) * (tileH + HAND_ROW_GAP),
  }));
}

/** A rectangle as the shell reads it ("x,y,w,h", whole CSS px). */
function rectText(r: Rect): string {
  return [r.x, r.y, r.width, r.height].map(Math.round).join(",");
}

/**
 * What the table reports to the shell, so a toast or notice covers none of it: the square (the
 * four rivers, the melds and the seats' corners) as its `fieldRect`, and as `textRect` the header,
 * the `logLines` event lines drawn at the log's bottom, the status line, the prompt's band and your hand.
 */
export function tableReport(layout: TableLayout, logLines: number, lineHeight: number): { fieldRect: string; textRect: string } {
  const { log, hand } = layout;
  const events: Rect = { x: log.x, y: log.y + log.height - logLines * lineHeight, width: log.width, height: logLines * lineHeight };
  const handBox: Rect = { x: hand.x, y: hand.y, width: hand.width, height: hand.height };
  const texts = [layout.header, ...(logLines > 0 ? [events] : []), layout.status, layout.prompt, handBox];
  return { fieldRect: rectText(layout.square), textRect: texts.map(rectText).join(";") };
}
