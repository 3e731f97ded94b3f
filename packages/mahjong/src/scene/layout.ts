// Where the trainer's screens put things, as plain numbers (no Pixi: unit-tested). A portrait
// phone keeps the hand along the bottom edge, in thumb reach, with the information and the river
// above it (as Mahjong Soul and Tenhou's mobile client do); a desktop or landscape screen reads
// top-down: header, hand, feedback, then the rest. Everything stays inside the shell's insets
// (its top row with the pause button and the button bar); the buttons are the shell's, so the
// screens' bands hold only text and tiles.
import type { Insets } from "@arcade/core/stage";

/** Narrowest hand tile we draw: about the width of a fingertip, with a digit still legible. */
export const MIN_HAND_TILE = 40;

/** Space between the shell's top row (its inset) and the first line of text. */
export const TOP_GAP = 8;

/** Free pixels between the hand's bottom edge and the usable bottom of the screen. */
export const BOTTOM_MARGIN = 10;

/** Tile width so that `count` tiles (plus gaps) fit in `width`, within [min, max]. */
export function fitTileWidth(width: number, count: number, min = 18, max = 56): number {
  return Math.max(min, Math.min(max, Math.floor((width - 16) / (count + 0.6)) - 2));
}

export interface HandLayout {
  tileW: number;
  tileH: number;
  /** Top-left corner of each tile, relative to the hand's origin. */
  spots: { x: number; y: number }[];
  /** Total height of the hand block. */
  height: number;
}

/** The widest hand tile: on a desktop a 14-tile hand fills a wide column with tiles this size. */
export const MAX_HAND_TILE = 72;

/**
 * Where a hand's tiles go within `width`: one row while the tiles can be at least MIN_HAND_TILE
 * wide, otherwise two rows (the first ⌈n/2⌉ on top), so a 14-tile hand on a 390-px phone gets
 * ~48-px tiles instead of ~22. With `apart`, the last tile (the drawn one) stands half a tile
 * apart at the end of the last row.
 */
export function handLayout(width: number, count: number, apart: boolean, maxW = MAX_HAND_TILE): HandLayout {
  const gap = 2;
  const extra = apart ? 0.5 : 0;
  const widthFor = (perRow: number) => Math.floor((width - (perRow - 1) * gap) / (perRow + extra));
  const oneRow = Math.min(maxW, widthFor(count));
  const rows = oneRow >= MIN_HAND_TILE || count <= 1 ? 1 : 2;
  const perRow = rows === 1 ? count : Math.ceil(count / 2);
  const tileW = rows === 1 ? oneRow : Math.min(maxW, widthFor(perRow));
  const tileH = Math.round(tileW * 1.35);
  const spots = Array.from({ length: count }, (_, i) => {
    const row = rows === 1 ? 0 : i < perRow ? 0 : 1;
    const col = row === 0 ? i : i - perRow;
    const shift = apart && i === count - 1 ? Math.round(tileW * 0.5) : 0;
    return { x: col * (tileW + gap) + shift, y: row * (tileH + 8) };
  });
  return { tileW, tileH, spots, height: rows * tileH + (rows - 1) * 8 };
}

/** CSS px the shell's own controls cover at each edge (`shell.insets`): core's type, re-exported for this game's screens. */
export type { Insets };

/** The screen a layout is for: its size and what the shell's controls cover at its edges. */
export interface ScreenSize {
  width: number;
  height: number;
  insets: Insets;
}

/** The widest column a screen draws in (rows of text and tiles stay within reach of the eye). */
const MAX_COLUMN = 1040;

/**
 * The column a screen draws in: the width between the insets less a 12-px margin each side, at
 * most MAX_COLUMN centred in it on a desktop.
 */
export function contentBox(screen: ScreenSize): { left: number; width: number } {
  const free = screen.width - screen.insets.left - screen.insets.right;
  const width = Math.min(MAX_COLUMN, free - 24);
  return { left: screen.insets.left + Math.round((free - width) / 2), width };
}

/** The first y a screen draws at: below the shell's top row. */
export function topOf(screen: ScreenSize): number {
  return screen.insets.top + TOP_GAP;
}

/** A phone held upright: the hand goes to the bottom edge. Tablets and desktops keep the top-down page. */
export function isPortraitPhone(screen: ScreenSize): boolean {
  return screen.height > screen.width && screen.width < 700;
}

/** A landscape phone: too short for the page's full stack; the screens drop or squeeze lines. */
export function isShort(screen: ScreenSize): boolean {
  return !isPortraitPhone(screen) && screen.height < 500;
}

/** The lowest y the screen's content may reach. */
export function usableBottom(screen: ScreenSize): number {
  return screen.height - screen.insets.bottom - BOTTOM_MARGIN;
}

/** A horizontal band of the screen: its top and height (the height includes the gap below it). */
export interface Band {
  y: number;
  height: number;
}

/**
 * Stacks bands: `upper` downward from the top, `lower` upward from the usable bottom (the last one
 * lowest). Returns null when the two stacks would overlap. With `lower` empty, this is a plain
 * top-down page.
 */
function stack<K extends string>(screen: ScreenSize, upper: [K, number][], lower: [K, number][]): Record<K, Band> | null {
  const bands = {} as Record<K, Band>;
  let y = topOf(screen);
  for (const [id, height] of upper) {
    bands[id] = { y, height };
    y += height;
  }
  let bottom = usableBottom(screen);
  for (const [id, height] of [...lower].reverse()) {
    bottom -= height;
    bands[id] = { y: bottom, height };
  }
  return lower.length > 0 && y > bottom ? null : bands;
}

/**
 * The portrait stacks when they fit, else the same with the optional bands dropped, else the
 * top-down page (a screen too short for the bottom hand still shows everything in order). The
 * page drops the optional bands too when it does not fit (a landscape phone), so the bands after
 * them stay on the screen.
 */
function place<K extends string>(
  screen: ScreenSize,
  heightsFor: (portrait: boolean) => Record<K, number>,
  order: { upper: K[]; lower: K[]; flow: K[]; optional?: K[] },
): { bands: Record<K, Band>; dropped: K[]; portrait: boolean } {
  const optional = order.optional ?? [];
  const without = (ids: K[]) => ids.filter((id) => !optional.includes(id));
  const pairs = (ids: K[], heights: Record<K, number>) => ids.map((id): [K, number] => [id, heights[id]]);
  if (isPortraitPhone(screen)) {
    const heights = heightsFor(true);
    const lower = pairs(order.lower, heights);
    const full = stack(screen, pairs(order.upper, heights), lower);
    if (full) return { bands: full, dropped: [], portrait: true };
    const fewer = stack(screen, pairs(without(order.upper), heights), lower);
    if (fewer) return { bands: fewer, dropped: optional, portrait: true };
  }
  const heights = heightsFor(false);
  const page = stack(screen, pairs(order.flow, heights), [])!;
  const end = Math.max(...order.flow.map((id) => page[id].y + page[id].height));
  if (end <= usableBottom(screen) || optional.length === 0) return { bands: page, dropped: [], portrait: false };
  return { bands: stack(screen, pairs(without(order.flow), heights), [])!, dropped: optional, portrait: false };
}

/** Small tiles wrapped in rows: tile width, tiles per row and the step from one tile to the next. */
export interface TileGrid {
  tileW: number;
  perRow: number;
  step: number;
}

/** What practice shows, as far as its size goes. */
export interface PracticeContent {
  /** Tiles in the hand (14 while a discard is due) and whether the drawn one stands apart. */
  handCount: number;
  apart: boolean;
  /** The shanten line under the header. */
  analysisLine: boolean;
  /** Height of the feedback and hint lines (wrapped text, measured by the screen); 0 for none. */
  messageHeight: number;
  /** Kinds of tile the last discard kept (drawn as small tiles), or null when not shown. */
  keptKinds: number | null;
  /** Tiles in the river. */
  riverCount: number;
}

export type PracticeBand = "header" | "analysis" | "hand" | "messages" | "kept" | "river";

export interface PracticeLayout {
  left: number;
  width: number;
  /** The hand is at the bottom edge. */
  portrait: boolean;
  /** A landscape phone: the header on one line, the shanten line without the forms. */
  short: boolean;
  bands: Record<PracticeBand, Band>;
  hand: HandLayout;
  /** The effective tiles the last discard kept, null when not shown (or dropped for room). */
  kept: TileGrid | null;
  river: TileGrid;
}

const HEADER_HEIGHT = 48;
// On a portrait phone the seat and wall line under the title wraps to two lines.
const PORTRAIT_HEADER_HEIGHT = 62;
// A landscape phone: the headline and the seat line side by side.
const SHORT_HEADER_HEIGHT = 30;
// The distance from ready, and the forms' line under it (dropped on a landscape phone).
const ANALYSIS_HEIGHT = 42;
const SHORT_ANALYSIS_HEIGHT = 24;
const CAPTION_HEIGHT = 22;

/** Under each kept tile, the copies still unseen ("×3"); then the gap to the next row. */
export const KEPT_COUNT_HEIGHT = 14;
export const KEPT_ROW_GAP = 4;

/** Rows a grid needs for `count` tiles (at least one: the space stays while empty); `under` each row's line below its tiles. */
function gridHeight(grid: TileGrid, count: number, rowGap: number, under = 0): number {
  const rows = Math.max(1, Math.ceil(count / grid.perRow));
  return rows * (Math.round(grid.tileW * 1.35) + under) + (rows - 1) * rowGap;
}

/**
 * Practice: header, shanten line, river and the tiles the last discard kept from the top; the
 * feedback and the hand from the bottom on a portrait phone. Elsewhere top-down: header, shanten,
 * hand, feedback, kept tiles, river. On a phone too short for both stacks the kept tiles go first
 * (the shanten line says the essentials), then the page flows. Undo, Hint and Riichi are in the
 * shell's bar (its top row, inside the insets), so no band of the screen holds buttons.
 */
export function practiceLayout(screen: ScreenSize, content: PracticeContent): PracticeLayout {
  const { left, width } = contentBox(screen);
  const short = isShort(screen);
  const hand = handLayout(width, content.handCount, content.apart);
  const keptW = Math.min(30, fitTileWidth(width, 12));
  const keptGrid = { tileW: keptW, perRow: Math.max(1, Math.floor((width + 2) / (keptW + 2))), step: keptW + 2 };
  const riverW = Math.min(30, fitTileWidth(width, 9));
  // Rows of nine; on a short landscape screen one row of all 18 when it fits, so it stays in view.
  const river = { tileW: riverW, perRow: short ? Math.max(9, Math.min(18, Math.floor((width + 2) / (riverW + 2)))) : 9, step: riverW + 2 };
  const heightsFor = (portrait: boolean): Record<PracticeBand, number> => ({
    header: portrait ? PORTRAIT_HEADER_HEIGHT : short ? SHORT_HEADER_HEIGHT : HEADER_HEIGHT,
    // The forms' line wraps to two lines in a column narrower than 360 px (a 360-px phone).
    analysis: content.analysisLine ? (short ? SHORT_ANALYSIS_HEIGHT : ANALYSIS_HEIGHT + (width < 360 ? 16 : 0)) : 0,
    // At the bottom edge the hand needs no gap below it.
    hand: hand.height + (portrait ? 0 : 14),
    messages: content.messageHeight,
    kept: content.keptKinds === null ? 0 : CAPTION_HEIGHT + gridHeight(keptGrid, content.keptKinds, KEPT_ROW_GAP, KEPT_COUNT_HEIGHT) + 14,
    // In portrait the river keeps room for two rows (18 discards): the stacks do not move mid-game.
    river: CAPTION_HEIGHT + gridHeight(river, portrait ? Math.max(content.riverCount, 10) : content.riverCount, 4) + 10,
  });
  const { bands, dropped, portrait } = place(screen, heightsFor, {
    upper: ["header", "analysis", "river", "kept"],
    lower: ["messages", "hand"],
    flow: ["header", "analysis", "hand", "messages", "kept", "river"],
    optional: ["kept"],
  });
  const shown = content.keptKinds !== null && !dropped.includes("kept");
  return { left, width, portrait, short, bands, hand, kept: shown ? keptGrid : null, river };
}

/** What the quiz shows: the hand, and once answered the verdict (measured) and ranking lines. */
export interface QuizContent {
  handCount: number;
  /** Height of the wrapped verdict line, or null while the question is unanswered. */
  verdictHeight: number | null;
  /** Lines of the ranking (each row's line, its step-after and odds lines, the odds status). */
  rankingRows: number;
}

export type QuizBand = "header" | "question" | "hand" | "verdict" | "ranking";

export interface QuizLayout {
  left: number;
  width: number;
  portrait: boolean;
  bands: Record<QuizBand, Band>;
  hand: HandLayout;
  /** Ranking lines that fit on the screen (a landscape phone shows the first few; the text alternative has them all). */
  rankingFits: number;
}

/** One line of the quiz's ranking. */
export const RANKING_LINE = 20;

/**
 * The quiz: on a portrait phone the question, verdict and ranking from the top, the hand at the
 * bottom; elsewhere top-down (question, hand, verdict, ranking). Next is in the shell's bar.
 */
export function quizLayout(screen: ScreenSize, content: QuizContent): QuizLayout {
  const { left, width } = contentBox(screen);
  const hand = handLayout(width, content.handCount, false);
  const answered = content.verdictHeight !== null;
  const verdict = answered ? content.verdictHeight! + 10 : 0;
  // On a portrait phone the ranking gets the lines that fit between the verdict and the hand.
  const room = usableBottom(screen) - topOf(screen) - 30 - 58 - verdict - hand.height;
  const portraitLines = Math.max(0, Math.min(content.rankingRows, Math.floor((room - 10) / RANKING_LINE)));
  const heightsFor = (portrait: boolean): Record<QuizBand, number> => ({
    header: 30,
    question: 58, // the question (two lines on a phone) and the seat line
    hand: hand.height + (portrait ? 0 : 16),
    verdict,
    ranking: answered ? (portrait ? portraitLines : content.rankingRows) * RANKING_LINE + 10 : 0,
  });
  const { bands, portrait } = place(screen, heightsFor, {
    upper: ["header", "question", "verdict", "ranking"],
    lower: ["hand"],
    flow: ["header", "question", "hand", "verdict", "ranking"],
  });
  const end = portrait ? bands.hand.y : usableBottom(screen);
  const rankingFits = Math.max(0, Math.min(content.rankingRows, Math.floor((end - bands.ranking.y - 10) / RANKING_LINE)));
  return { left, width, portrait, bands, hand, rankingFits };
}

/**
 * Where a placed hand is, for the host element (`data-*`, read by the end-to-end tests): the
 * layout kind, each tile's centre ("x,y" in stage pixels, in drawing order), the hand's extent,
 * and its rectangle as the shell's `fieldRect` ("x,y,w,h" in CSS px: what no control may cover).
 */
export function handReport(portrait: boolean, hand: HandLayout, left: number, top: number): Record<string, string | number> {
  const centres = hand.spots.map((spot) => `${Math.round(left + spot.x + hand.tileW / 2)},${Math.round(top + spot.y + hand.tileH / 2)}`);
  const right = Math.max(...hand.spots.map((spot) => spot.x + hand.tileW));
  return {
    layout: portrait ? "portrait" : "page",
    handTiles: centres.join(" "),
    handTop: top,
    handBottom: top + hand.height,
    fieldRect: `${Math.round(left)},${Math.round(top)},${Math.round(right)},${Math.round(hand.height)}`,
  };
}

/**
 * The canvas text and buttons above the hand (the header and the lines under it, the analyser's
 * call buttons) as the shell's `textRect` ("x,y,w,h" in CSS px): a toast or notice finds a place that hides none of it.
 */
export function textReport(bands: readonly Band[], left: number, width: number): { textRect: string } {
  return { textRect: bandsRect(bands, left, width) };
}

/** The box ("x,y,w,h", whole CSS px) from the first band's top to the last one's bottom. */
export function bandsRect(bands: readonly Band[], left: number, width: number): string {
  const top = Math.min(...bands.map((band) => band.y));
  const bottom = Math.max(...bands.map((band) => band.y + band.height));
  return `${Math.round(left)},${Math.round(top)},${Math.round(width)},${Math.round(bottom - top)}`;
}

export interface AnalyserLayout {
  top: number;
  /** The column of the hand, the calls and the analysis. */
  main: { left: number; width: number };
  /** The 34-tile keyboard: its left edge, its first row's top (null: below the hand, in the main column), its key width and its width (nine keys). */
  keys: { left: number; top: number | null; keyW: number; width: number };
  /** The widest hand tile. */
  handMax: number;
}

/**
 * The analyser: one column top-down on a portrait screen (the hand, the calls, the keyboard, the
 * analysis); on a landscape screen the keyboard stands at the right, its four rows fitting the
 * height, and the hand and analysis take the column at its left (more rows of the discard table
 * on a desktop, everything on a landscape phone).
 */
export function analyserLayout(screen: ScreenSize): AnalyserLayout {
  const box = contentBox(screen);
  const top = topOf(screen);
  // A desktop's height takes larger keys and hand tiles.
  const roomy = screen.height >= 700;
  const keysWidth = (keyW: number) => 9 * (keyW + 3) - 3;
  if (screen.height >= screen.width) {
    // A small phone (360x640) needs smaller hand tiles and keys for the analysis to fit below them.
    const keyW = fitTileWidth(box.width + 16, 9, 20, roomy ? 44 : 34);
    return { top, main: box, keys: { left: box.left, top: null, keyW, width: keysWidth(keyW) }, handMax: roomy ? 50 : 40 };
  }
  const rowHeight = (usableBottom(screen) - top) / 4;
  const keyW = Math.max(20, Math.min(roomy ? 48 : 36, Math.floor((rowHeight - 4) / 1.35)));
  const width = keysWidth(keyW);
  return {
    top,
    main: { left: box.left, width: box.width - width - 16 },
    keys: { left: box.left + box.width - width, top, keyW, width },
    handMax: roomy ? 64 : 40,
  };
}
