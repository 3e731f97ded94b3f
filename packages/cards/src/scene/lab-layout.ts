// Where everything on the lab screen goes, as a pure function of the screen's size and the
// shell's insets (the edges its own controls cover), so it is tested at every size without a
// browser. Portrait: one column, the heatmap, the plot, then the results panel running on below the
// screen (the whole lab scrolls as a page: no box scrolling inside it). Landscape and desktop:
// controls and results (scrolling beside them) on the left, heatmap and plot on the right.
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
  /** The results panel (DOM text): at rest it shows this rect; see `flow`. */
  panel: Rect;
  /** The panel grows below the screen and the lab scrolls as a page (portrait); else it scrolls itself. */
  flow: boolean;
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
/** The results a portrait phone shows at rest, above the fold (the rest is a scroll away). */
const PANEL_AT_REST = 140;

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
      flow: false,
    };
  }
  // Portrait: the maps and the plot share what is left below the deck, keeping some results in
  // sight at rest; the panel runs on below the screen.
  const avail = bottom - y;
  const plotH = clamp(Math.floor(avail * 0.2), 64, 112);
  if (comparing) {
    const size = Math.min(Math.floor((columnW - PAD) / 2), Math.floor(avail * 0.4));
    const pinned = { x: left, y, size };
    const map = { x: left + size + PAD, y, size, captionWidth: size };
    const plotY = y + size + PAIR_CAPTION;
    const panelY = plotY + plotH + GAP;
    return {
      ...controls,
      map,
      pinned,
      plot: { x: left, y: plotY, w: columnW, h: plotH },
      panel: { x: left, y: panelY, w: columnW, h: Math.max(PANEL_AT_REST, bottom - panelY) },
      fontPx: 12,
      flow: true,
    };
  }
  // At least half the free width (the layout test's floor), as wide as the column when the results
  // still show a few lines at rest.
  const freeW = width - insets.left - insets.right;
  const size = Math.max(96, Math.min(columnW, Math.max(Math.ceil(freeW * 0.52), avail - MAP_CAPTION - plotH - GAP - PANEL_AT_REST)));
  // Centred, unless that leaves its caption too little room on one line.
  const offset = Math.max(0, Math.min(Math.floor((columnW - size) / 2), columnW - 300));
  const plotY = y + size + MAP_CAPTION;
  const panelY = plotY + plotH + GAP;
  return {
    ...controls,
    map: { x: left + offset, y, size, captionWidth: columnW - offset },
    pinned: null,
    plot: { x: left, y: plotY, w: columnW, h: plotH },
    panel: { x: left, y: panelY, w: columnW, h: Math.max(PANEL_AT_REST, bottom - panelY) },
    fontPx: 12,
    flow: true,
  };
}

/** The first lines of the results, which a message must leave readable at rest (the headline). */
const HEADLINE_H = 72;

/**
 * The words the lab draws or shows that a toast or notice must not cover, for the shell's
 * `textRect`: the header with the method buttons and the deck's strip, the heatmap's legend, the
 * plot, and the results' headline (on a portrait phone the rest of the results scrolls into view).
 */
export function labTextRects(l: LabLayout): Rect[] {
  const head = { x: l.head.x, y: l.rank.y, w: l.rank.x + l.rank.w - l.head.x, h: l.deck.y + l.deck.h + DECK_CAPTION - l.rank.y };
  const below = l.pinned ? PAIR_CAPTION : MAP_CAPTION;
  const legends: Rect[] = [{ x: l.map.x, y: l.map.y + l.map.size, w: l.map.captionWidth, h: below }];
  if (l.pinned) legends.push({ x: l.pinned.x, y: l.pinned.y + l.pinned.size, w: l.pinned.size, h: below });
  return [head, ...legends, l.plot, { ...l.panel, h: Math.min(l.panel.h, HEADLINE_H) }];
}
