// Where the trainer's screens put things, as plain numbers (no Pixi: unit-tested). A portrait
// phone keeps the hand along the bottom edge, in thumb reach, with the information and the river
// above it (as Mahjong Soul and Tenhou's mobile client do); a desktop or landscape screen reads
// top-down: header, hand, feedback, buttons, then the rest.

/** Narrowest hand tile we draw: about the width of a fingertip, with a digit still legible. */
export const MIN_HAND_TILE = 40;

/** The first line of text: below the shell's pause button (44 px at the top right). */
export const TOP = 60;

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

/**
 * Where a hand's tiles go within `width`: one row while the tiles can be at least MIN_HAND_TILE
 * wide, otherwise two rows (the first ⌈n/2⌉ on top), so a 14-tile hand on a 390-px phone gets
 * ~46-px tiles instead of ~22. With `apart`, the last tile (the drawn one) stands half a tile
 * apart at the end of the last row.
 */
export function handLayout(width: number, count: number, apart: boolean, maxW = 56): HandLayout {
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

/**
 * The column a screen draws in: the full width less a 12-px margin on a phone, at most 760 px
 * centred on a desktop (rows of text and tiles stay within reach of the eye).
 */
export function contentBox(screenWidth: number): { left: number; width: number } {
  const width = Math.min(760, screenWidth - 24);
  return { left: Math.round((screenWidth - width) / 2), width };
}

/** The screen a layout is for: its size and the pixels at the bottom the shell keeps for itself. */
export interface ScreenSize {
  width: number;
  height: number;
  /** GameShell.reservedBottom: on-screen buttons (the safe-area inset is already outside the stage). */
  reserveBottom: number;
}

/** A phone held upright: the hand goes to the bottom edge. Tablets and desktops keep the top-down page. */
export function isPortraitPhone(screen: ScreenSize): boolean {
  return screen.height > screen.width && screen.width < 700;
}

/** The lowest y the screen's content may reach. */
export function usableBottom(screen: ScreenSize): number {
  return screen.height - screen.reserveBottom - BOTTOM_MARGIN;
}

/** A horizontal band of the screen: its top and height (the height includes the gap below it). */
export interface Band {
  y: number;
  height: number;
}

/**
 * Stacks bands: `upper` downward from TOP, `lower` upward from the usable bottom (the last one
 * lowest). Returns null when the two stacks would overlap. With `lower` empty, this is a plain
 * top-down page.
 */
function stack<K extends string>(screen: ScreenSize, upper: [K, number][], lower: [K, number][]): Record<K, Band> | null {
  const bands = {} as Record<K, Band>;
  let y = TOP;
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

export type PracticeBand = "header" | "analysis" | "hand" | "messages" | "buttons" | "kept" | "river";

export interface PracticeLayout {
  left: number;
  width: number;
  /** The hand is at the bottom edge. */
  portrait: boolean;
  bands: Record<PracticeBand, Band>;
  hand: HandLayout;
  /** The effective tiles the last discard kept, null when not shown (or dropped for room). */
  kept: TileGrid | null;
  river: TileGrid;
  /** Undo, Hint and Riichi side by side, 12 px apart. */
  buttonWidth: number;
}

const HEADER_HEIGHT = 48;
// On a portrait phone the seat and wall line under the title wraps to two lines.
const PORTRAIT_HEADER_HEIGHT = 62;
const ANALYSIS_HEIGHT = 24;
const BUTTONS_HEIGHT = 56;
const CAPTION_HEIGHT = 22;

/** Rows a grid needs for `count` tiles (at least one: the space stays while empty). */
function gridHeight(grid: TileGrid, count: number, rowGap: number): number {
  const rows = Math.max(1, Math.ceil(count / grid.perRow));
  return rows * Math.round(grid.tileW * 1.35) + (rows - 1) * rowGap;
}

/**
 * Practice: header, shanten line, river and the tiles the last discard kept from the top; the
 * feedback, Undo/Hint and the hand from the bottom on a portrait phone. Elsewhere top-down:
 * header, shanten, hand, feedback, buttons, kept tiles, river. On a phone too short for both
 * stacks the kept tiles go first (the shanten line says the essentials), then the page flows.
 */
export function practiceLayout(screen: ScreenSize, content: PracticeContent): PracticeLayout {
  const { left, width } = contentBox(screen.width);
  const hand = handLayout(width, content.handCount, content.apart);
  const keptW = Math.min(30, fitTileWidth(width, 12));
  const keptGrid = { tileW: keptW, perRow: Math.max(1, Math.floor((width + 2) / (keptW + 2))), step: keptW + 2 };
  const riverW = Math.min(30, fitTileWidth(width, 9));
  // Rows of nine; on a short landscape screen one row of all 18 when it fits, so it stays in view.
  const short = !isPortraitPhone(screen) && screen.height < 500;
  const river = { tileW: riverW, perRow: short ? Math.max(9, Math.min(18, Math.floor((width + 2) / (riverW + 2)))) : 9, step: riverW + 2 };
  const heightsFor = (portrait: boolean): Record<PracticeBand, number> => ({
    header: portrait ? PORTRAIT_HEADER_HEIGHT : HEADER_HEIGHT,
    analysis: content.analysisLine ? ANALYSIS_HEIGHT : 0,
    // At the bottom edge the hand needs no gap below it.
    hand: hand.height + (portrait ? 0 : 14),
    messages: content.messageHeight,
    buttons: BUTTONS_HEIGHT,
    kept: content.keptKinds === null ? 0 : CAPTION_HEIGHT + gridHeight(keptGrid, content.keptKinds, 6) + 14,
    // In portrait the river keeps room for two rows (18 discards): the stacks do not move mid-game.
    river: CAPTION_HEIGHT + gridHeight(river, portrait ? Math.max(content.riverCount, 10) : content.riverCount, 4) + 10,
  });
  const { bands, dropped, portrait } = place(screen, heightsFor, {
    upper: ["header", "analysis", "river", "kept"],
    lower: ["messages", "buttons", "hand"],
    flow: ["header", "analysis", "hand", "messages", "buttons", "kept", "river"],
    optional: ["kept"],
  });
  const shown = content.keptKinds !== null && !dropped.includes("kept");
  return { left, width, portrait, bands, hand, kept: shown ? keptGrid : null, river, buttonWidth: Math.floor(Math.min(150, (width - 24) / 3)) };
}

/** What the quiz shows: the hand, and once answered the verdict (measured), ranking rows and Next. */
export interface QuizContent {
  handCount: number;
  /** Height of the wrapped verdict line, or null while the question is unanswered. */
  verdictHeight: number | null;
  rankingRows: number;
}

export type QuizBand = "header" | "question" | "hand" | "verdict" | "ranking" | "next";

export interface QuizLayout {
  left: number;
  width: number;
  portrait: boolean;
  bands: Record<QuizBand, Band>;
  hand: HandLayout;
}

/**
 * The quiz: on a portrait phone the question, verdict and ranking from the top, the Next button
 * and the hand at the bottom; elsewhere top-down as before (question, hand, verdict, Next).
 */
export function quizLayout(screen: ScreenSize, content: QuizContent): QuizLayout {
  const { left, width } = contentBox(screen.width);
  const hand = handLayout(width, content.handCount, false);
  const answered = content.verdictHeight !== null;
  const heightsFor = (portrait: boolean): Record<QuizBand, number> => ({
    header: 30,
    question: 58, // the question (two lines on a phone) and the seat line
    hand: hand.height + (portrait ? 0 : 16),
    verdict: answered ? content.verdictHeight! + 10 : 0,
    ranking: answered ? content.rankingRows * 20 + 10 : 0,
    next: answered ? 56 : 0,
  });
  const { bands, portrait } = place(screen, heightsFor, {
    upper: ["header", "question", "verdict", "ranking"],
    lower: ["next", "hand"],
    flow: ["header", "question", "hand", "verdict", "ranking", "next"],
  });
  return { left, width, portrait, bands, hand };
}

/**
 * Where a placed hand is, for the host element (`data-*`, read by the end-to-end tests): the
 * layout kind, each tile's centre ("x,y" in stage pixels, in drawing order) and the hand's extent.
 */
export function handReport(portrait: boolean, hand: HandLayout, left: number, top: number): Record<string, string | number> {
  const centres = hand.spots.map((spot) => `${Math.round(left + spot.x + hand.tileW / 2)},${Math.round(top + spot.y + hand.tileH / 2)}`);
  return { layout: portrait ? "portrait" : "page", handTiles: centres.join(" "), handTop: top, handBottom: top + hand.height };
}
