// Where the field editor puts things, in CSS pixels: the field with the pair panel (NOW, NEXT,
// NEXT 2) beside it, the odds legend, the brush swatches and the eight buttons — under the field on a portrait
// screen (two rows of four), in a column to the right of it on a landscape one (four rows of
// two), so nothing falls off a phone held sideways. Pure; checked in editor-layout.test.ts.
import { ROWS, WIDTH } from "../rules/cells.ts";
import type { Insets, Rect } from "./layout.ts";

export type EditorButton = "chain" | "step" | "speed" | "clear" | "odds" | "import" | "practice" | "share";
/** The buttons in reading order (portrait rows of four; landscape rows of two). */
export const EDITOR_BUTTONS: readonly EditorButton[] = ["chain", "step", "speed", "clear", "odds", "import", "practice", "share"];

export interface EditorLayout {
  cell: number;
  /** The field's top-left corner (row 13's top). */
  x0: number;
  y0: number;
  /** The swatches: left, top, size of one. */
  swatchX: number;
  swatchY: number;
  swatch: number;
  buttons: Record<EditorButton, Rect>;
  /** The calculator's progress bar, under the info line. */
  progress: Rect;
  /** The heat map's legend: under the field (portrait) or over the swatches (landscape). */
  legend: Rect;
  fieldRect: Rect;
}

/** Columns of the pair panel beside the field. */
export const PANEL = 1.9;
const BUTTON_H = 44;
const GAP = 8;
const MARGIN = 12;
/** Room for the info line (between the back and pause buttons) and the progress bar under it. */
const TOP_PORTRAIT = 66;
const TOP_LANDSCAPE = 48;
/** The legend's two lines under the field (portrait), three in the narrower column (landscape). */
const LEGEND_PORTRAIT = 32;
const LEGEND_LANDSCAPE = 46;

export function editorLayout(width: number, height: number, insets: Insets): EditorLayout {
  const left = insets.left + MARGIN;
  const right = width - insets.right - MARGIN;
  const bottom = height - insets.bottom - MARGIN;
  const landscape = width > height;
  const top = Math.max(landscape ? TOP_LANDSCAPE : TOP_PORTRAIT, insets.top + 8);
  const room = right - left;
  const progress = { x: 56, y: top - 14, w: Math.max(40, width - 112), h: 10 };
  if (!landscape) {
    const swatch = Math.min(48, room / 7);
    const controls = MARGIN + LEGEND_PORTRAIT + swatch + 10 + BUTTON_H * 2 + GAP;
    const cell = Math.max(12, Math.floor(Math.min(room / (WIDTH + PANEL), (bottom - top - controls) / ROWS)));
    const x0 = Math.round(left + (room - cell * (WIDTH + PANEL)) / 2);
    const legend = { x: left, y: top + cell * ROWS + 6, w: room, h: LEGEND_PORTRAIT };
    const swatchY = top + cell * ROWS + MARGIN + LEGEND_PORTRAIT;
    const bw = Math.min(120, room / 4);
    const bx = left + (room - bw * 4) / 2;
    const by = swatchY + swatch + 10;
    const buttons = grid(4, bx, by, bw);
    return { cell, x0, y0: top, swatchX: left + (room - swatch * 7) / 2, swatchY, swatch, buttons, progress, legend, fieldRect: fieldRect(x0, top, cell) };
  }
  // Landscape: the controls in a column of two buttons a row, right of the field and its pairs.
  const panel = Math.min(260, Math.max(180, room * 0.4));
  const cell = Math.max(12, Math.floor(Math.min((room - panel - MARGIN * 2) / (WIDTH + PANEL), (bottom - top) / ROWS)));
  const used = cell * (WIDTH + PANEL) + MARGIN * 2 + panel;
  const x0 = Math.round(left + (room - used) / 2);
  const px = x0 + cell * (WIDTH + PANEL) + MARGIN * 2;
  const swatch = Math.min(44, panel / 7);
  const controlsH = LEGEND_LANDSCAPE + swatch + 10 + BUTTON_H * 4 + GAP * 3;
  const legendY = Math.round(top + Math.max(0, (cell * ROWS - controlsH) / 2));
  const legend = { x: px, y: legendY, w: panel, h: LEGEND_LANDSCAPE };
  const swatchY = legendY + LEGEND_LANDSCAPE;
  const buttons = grid(2, px, swatchY + swatch + 10, panel / 2);
  return { cell, x0, y0: top, swatchX: px + (panel - swatch * 7) / 2, swatchY, swatch, buttons, progress, legend, fieldRect: fieldRect(x0, top, cell) };
}

/** The buttons `perRow` to a row from (x, y), each `w` wide with a gap inside. */
function grid(perRow: number, x: number, y: number, w: number): Record<EditorButton, Rect> {
  const out = {} as Record<EditorButton, Rect>;
  EDITOR_BUTTONS.forEach((id, i) => {
    out[id] = { x: x + (i % perRow) * w + 3, y: y + Math.floor(i / perRow) * (BUTTON_H + GAP), w: w - 6, h: BUTTON_H };
  });
  return out;
}

function fieldRect(x0: number, y0: number, cell: number): Rect {
  return { x: x0 - 3, y: y0, w: cell * WIDTH + 6, h: cell * ROWS + 3 };
}

/** The button under a point, if any. */
export function buttonAt(layout: EditorLayout, x: number, y: number): EditorButton | null {
  for (const id of EDITOR_BUTTONS) {
    const r = layout.buttons[id];
    if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h) return id;
  }
  return null;
}
