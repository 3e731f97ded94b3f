// Where the game screen puts things, in CSS pixels, for any stage size: the field as large as the
// space inside the shell's insets allows, with NEXT and the score in a column beside it, and in
// versus the bot's smaller field beside that (landscape) or under NEXT (portrait). Pure, so the
// five sizes the app is checked at are unit-tested (layout.test.ts).
import type { Insets } from "@arcade/core/stage";
import { ROWS, WIDTH } from "../rules/cells.ts";

/** CSS px the shell's own controls cover at each edge (`shell.insets`): core's type, re-exported for this game's screens. */
export type { Insets };

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A board: its top-left corner (row 13's top) and its cell size. */
export interface BoardPlace {
  x0: number;
  y0: number;
  cell: number;
}

export interface PuyoLayout {
  board: BoardPlace;
  /** The column beside the field: NEXT, NEXT 2, the score (and the bot's field when stacked). */
  side: Rect;
  /** The score lines' top, inside the side column. */
  scoreY: number;
  fontSize: number;
  bot: BoardPlace | null;
  /** Versus with the bot's field under NEXT (a portrait screen). */
  stacked: boolean;
  /** The player's field as drawn (the nuisance row above it included), for the layout checks. */
  fieldRect: Rect;
  botRect: Rect | null;
}

/** The nuisance icons' row above row 13, in cells. */
const INCOMING = 0.6;
/** The field's height in cells: the incoming row and 13 rows. */
const FIELD_H = ROWS + INCOMING;
const SIDE_GAP = 0.4;
/** The side column's width where there is room, in cells. */
const SIDE_W = 2.6;
/** The side column is never narrower than its text needs ("Max chain 12" at the smallest font). */
export const SIDE_MIN_PX = 80;
/** Nor narrower than NEXT's two boxes (board-view.ts's drawNext: 1.35 cells), in cells. */
const SIDE_MIN_CELLS = 1.4;
/** NEXT's label and two boxes, in cells from the field's top. */
const NEXT_H = 6.2;
/** The bot's field beside NEXT (landscape) or under it (portrait), relative to the player's cells. */
export const BOT_SCALE = 0.55;
export const BOT_SCALE_STACKED = 0.38;
const BOT_GAP = 0.3;
/** The app's back button and the pause button sit in the top corners, this wide and tall. */
const CORNER = 60;
const MARGIN = 8;

/** The board's cell size and place for a stage `width` × `height` inside `insets`. */
export function puyoLayout(width: number, height: number, insets: Insets, versus: boolean): PuyoLayout {
  const stacked = versus && width < height;
  // Cells across besides the side column. The side column is SIDE_W cells where there is room;
  // on a narrow screen it gives way in solo (down to NEXT's boxes and its text's 80 px) so the
  // field can grow: a portrait phone's field is bound by the width.
  const cells = WIDTH + SIDE_GAP + (versus && !stacked ? BOT_GAP + WIDTH * BOT_SCALE : 0);
  const left = insets.left + MARGIN;
  const right = width - insets.right - MARGIN;
  const bottom = height - insets.bottom - MARGIN;
  const across = right - left;
  // In versus the side column keeps its width: the bot's field (stacked) or its label sits by it.
  const sideMin = versus ? SIDE_W : SIDE_MIN_CELLS;
  const sideW = (c: number) => Math.max(SIDE_MIN_PX, c * sideMin, Math.min(c * SIDE_W, across - c * cells));
  const fit = (top: number) => Math.max(12, Math.floor(Math.min(across / (cells + sideMin), (across - SIDE_MIN_PX) / cells, (bottom - top) / FIELD_H)));
  // Try the full height first; if the field then reaches a top corner, start under the corners.
  let top = insets.top + MARGIN;
  let cell = fit(top);
  const span = (c: number) => ({ x: Math.round(left + (across - c * cells - sideW(c)) / 2), w: c * cells + sideW(c) });
  let { x, w } = span(cell);
  if (top < CORNER && (x < CORNER || x + w > width - CORNER)) {
    top = Math.max(top, CORNER);
    cell = fit(top);
    ({ x, w } = span(cell));
  }
  const y = Math.round(top + Math.max(0, (bottom - top - cell * FIELD_H) / 2));
  const board = { x0: x, y0: y + Math.round(cell * INCOMING), cell };
  const sideX = x + Math.round(cell * (WIDTH + SIDE_GAP));
  const side = { x: sideX, y, w: Math.round(sideW(cell)), h: Math.round(cell * FIELD_H) };
  const fieldRect = { x: x - 3, y, w: cell * WIDTH + 6, h: Math.round(cell * FIELD_H) + 3 };
  // "Max chain 12" (about 6.6 em) stays on one line in a side column that gave way.
  const fontSize = Math.round(Math.min(20, Math.max(12, cell * 0.4), Math.max(12, side.w / 6.6)));
  const scoreY = y + Math.round(cell * NEXT_H);
  if (!versus) return { board, side, scoreY, fontSize, bot: null, stacked, fieldRect, botRect: null };
  const small = cell * (stacked ? BOT_SCALE_STACKED : BOT_SCALE);
  const fieldBottom = y + cell * FIELD_H;
  const botX = stacked ? sideX : sideX + side.w + Math.round(cell * BOT_GAP);
  const botTop = Math.round(fieldBottom - small * FIELD_H);
  const bot = { x0: botX, y0: botTop + Math.round(small * INCOMING), cell: small };
  const botRect = { x: botX - 3, y: botTop, w: Math.round(small * WIDTH) + 6, h: Math.round(small * FIELD_H) + 3 };
  return { board, side, scoreY, fontSize, bot, stacked, fieldRect, botRect };
}

/** A rect as `shell.report` takes it: "x,y,w,h" in whole CSS px. */
export function rectText(r: Rect): string {
  return [r.x, r.y, r.w, r.h].map((v) => Math.round(v)).join(",");
}

/**
 * Where the words are drawn (NEXT, the score, the bot's name), for the shell's `textRect`: the side
 * column, to the stage's edge in solo (where the score may run wider than the column), down to the
 * bot's field where that stands under NEXT, and above the bot's field where it stands beside.
 */
export function textRects(layout: PuyoLayout, stageWidth: number): Rect[] {
  const { side, botRect } = layout;
  if (!botRect) return [{ ...side, w: Math.max(side.w, stageWidth - side.x - MARGIN) }];
  if (layout.stacked) return [{ ...side, h: botRect.y - side.y }];
  return [side, { x: botRect.x, y: side.y, w: botRect.w, h: botRect.y - side.y }];
}

/** What a screen reports to the shell after a layout: its field, the bot's (or ""), and its words. */
export function layoutReport(layout: PuyoLayout, stageWidth: number): { fieldRect: string; fieldRect2: string; textRect: string } {
  return {
    fieldRect: rectText(layout.fieldRect),
    fieldRect2: layout.botRect ? rectText(layout.botRect) : "",
    textRect: textRects(layout, stageWidth).map(rectText).join(";"),
  };
}
