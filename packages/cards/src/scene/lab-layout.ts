// Where everything on the lab screen goes, as a pure function of the screen's size and the
// shell's insets (the edges its own controls cover), so it is tested at every size without a
// browser. Portrait: one column, the heatmap, the results panel (scrolls) and the plot stacked.
// Landscape and desktop: controls and results on the left, heatmap and plot on the right.
import type { Insets } from "@arcade/core/stage";

export type { Insets };

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 };

export interface LabLayout {
  wide: boolean;
  /** Header and subheader text, below the shell's top row (back link, button bar, pause button). */
  head: { x: number; y: number; width: number };
  /** The button that opens the rankings, at the header's right end. */
  rank: Rect;
  methods: Rect[];
  /** The simulated deck's strip; its caption goes below it. */
  deck: Rect;
  /** The heatmap (a square), with the width its caption may take. */
  map: { x: number; y: number; size: number; captionWidth: number };
  /** The pinned routine's heatmap when comparing. */
  pinned: { x: number; y: number; size: number } | null;
  /** The results panel (DOM text, scrolls when its text is longer). */
  panel: Rect;
  plot: Rect;
  /** Text size of the results panel. */
  fontPx: number;
}

const PAD = 12;
const GAP = 6;
/** Tap targets: never under 44 px. */
const BUTTON_H = 48;
const RANK_W = 72;
/** The header: routine and subheader. */
const HEAD_H = 48;
/** The deck strip and its caption. */
const DECK_H = 34;
const DECK_CAPTION = 22;
/** Caption under a heatmap: one line, or two under the half-width maps of a comparison. */
// Two lines: the axes, then what the shades mean.
const MAP_CAPTION = 40;
const PAIR_CAPTION = 40;

function row(x: number, y: number, width: number, h: number): Rect[] {
  const w = Math.floor((width - 4 * GAP) / 5);
  return [0, 1, 2, 3, 4].map((i) => ({ x: x + i * (w + GAP), y, w: i === 4 ? width - 4 * (w + GAP) : w, h }));
}

function clamp(x: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, x));
}

export function labLayout(width: number, height: number, insets: Insets = NO_INSETS, comparing = false): LabLayout {
  const left = insets.left + PAD;
  const right = width - insets.right - PAD;
  const top = insets.top;
  const bottom = height - insets.bottom - GAP;
  const wide = width > height && width >= 560;
  const columnW = wide ? Math.min(520, Math.floor((right - left) * 0.45)) : right - left;
  const head = { x: left, y: top + 2, width: columnW - RANK_W - GAP };
  const rank = { x: left + columnW - RANK_W, y: top, w: RANK_W, h: 44 };
  let y = top + HEAD_H;
  const methods = row(left, y, columnW, BUTTON_H);
  y += BUTTON_H + GAP + 4;
  const deck = { x: left, y, w: columnW, h: DECK_H };
  y += DECK_H + DECK_CAPTION;
  const controls = { wide, head, rank, methods, deck };
  if (wide) {
    const x = left + columnW + PAD;
    // Below the top row nothing covers the right edge.
    const room = right - x;
    const plotH = clamp(Math.floor((bottom - top) * 0.3), 80, 130);
    const mapY = top + 4;
    const below = (comparing ? PAIR_CAPTION : MAP_CAPTION) + 10;
    const size = Math.max(100, Math.min(comparing ? Math.floor((room - PAD) / 2) : room, bottom - mapY - plotH - below));
    const pinned = comparing ? { x, y: mapY, size } : null;
    const map = { x: comparing ? x + size + PAD : x, y: mapY, size, captionWidth: comparing ? size : room };
    const plotY = mapY + size + below;
    return {
      ...controls,
      map,
      pinned,
      panel: { x: left, y, w: columnW, h: bottom - y },
      plot: { x, y: plotY, w: Math.min(comparing ? 2 * size + PAD : size, room), h: Math.min(plotH, bottom - plotY) },
      fontPx: 13,
    };
  }
  // Portrait: what is left below the deck is shared by the heatmap, the panel and the plot.
  const avail = bottom - y;
  const plotH = clamp(Math.floor(avail * 0.2), 64, 112);
  if (comparing) {
    const size = Math.min(Math.floor((columnW - PAD) / 2), Math.floor(avail * 0.4));
    const pinned = { x: left, y, size };
    const map = { x: left + size + PAD, y, size, captionWidth: size };
    const panelY = y + size + PAIR_CAPTION;
    return {
      ...controls,
      map,
      pinned,
      panel: { x: left, y: panelY, w: columnW, h: bottom - plotH - GAP - panelY },
      plot: { x: left, y: bottom - plotH, w: columnW, h: plotH },
      fontPx: 12,
    };
  }
  // At least half the free width (the layout test's floor), else two fifths of what is left, and
  // always room for a few lines of results.
  const freeW = width - insets.left - insets.right;
  const size = Math.max(96, Math.min(columnW, Math.max(Math.floor(avail * 0.4), Math.ceil(freeW * 0.52)), avail - MAP_CAPTION - plotH - GAP - 100));
  // Centred, unless that leaves its caption too little room on one line.
  const offset = Math.max(0, Math.min(Math.floor((columnW - size) / 2), columnW - 300));
  const panelY = y + size + MAP_CAPTION;
  return {
    ...controls,
    map: { x: left + offset, y, size, captionWidth: columnW - offset },
    pinned: null,
    panel: { x: left, y: panelY, w: columnW, h: bottom - plotH - GAP - panelY },
    plot: { x: left, y: bottom - plotH, w: columnW, h: plotH },
    fontPx: 12,
  };
}
