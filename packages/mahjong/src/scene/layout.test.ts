import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  analyserLayout,
  handReport,
  MAX_HAND_TILE,
  practiceLayout,
  quizLayout,
  textReport,
  type Band,
  type PracticeBand,
  type PracticeContent,
  type ScreenSize,
} from "./layout.ts";
import { FIVE, TOP_ROW } from "./test-screens.ts";

const PORTRAIT = FIVE.filter((s) => s.height > s.width);
const LANDSCAPE = FIVE.filter((s) => s.width > s.height && s.height < 500);

/** The hand's bottom edge is at most this far above the usable bottom on a portrait phone. */
const NEAR = 16;

/** A busy moment of practice: full hand, two wrapped messages, many kept kinds, a full river. */
const BUSY: PracticeContent = { handCount: 14, apart: true, analysisLine: true, messageHeight: 2 * (2 * 18 + 6), keptKinds: 20, riverCount: 18 };

/** Bands that take room, top to bottom: each starts at or below where the one above ends, all inside the insets. */
function expectNoOverlap(bands: Record<string, Band>, screen: ScreenSize): void {
  const shown = Object.entries(bands)
    .filter(([, band]) => band.height > 0)
    .sort(([, a], [, b]) => a.y - b.y);
  for (let i = 1; i < shown.length; i++) {
    const [above, a] = shown[i - 1]!;
    const [below, b] = shown[i]!;
    expect(b.y, `${below} starts inside ${above}`).toBeGreaterThanOrEqual(a.y + a.height);
  }
  const [, last] = shown[shown.length - 1]!;
  expect(last.y + last.height).toBeLessThanOrEqual(screen.height - screen.insets.bottom);
  expect(shown[0]![1].y).toBeGreaterThanOrEqual(screen.insets.top); // below the shell's top row
}

/** The hand's tiles lie inside the screen, between the side insets. */
function expectHandInside(screen: ScreenSize, left: number, hand: { tileW: number; spots: { x: number }[] }): void {
  for (const spot of hand.spots) {
    expect(left + spot.x).toBeGreaterThanOrEqual(screen.insets.left);
    expect(left + spot.x + hand.tileW).toBeLessThanOrEqual(screen.width - screen.insets.right);
  }
}

describe("practice layout", () => {
  it.each(FIVE)("fits everything on $width×$height inside the shell's insets, the hand as large as the width allows", (screen) => {
    const layout = practiceLayout(screen, BUSY);
    expectNoOverlap(layout.kept === null ? { ...layout.bands, kept: { y: 0, height: 0 } } : layout.bands, screen);
    expectHandInside(screen, layout.left, layout.hand);
    const rows = layout.hand.spots.some((s) => s.y > 0) ? 2 : 1;
    const perRow = rows === 1 ? 14 : 7;
    // Wider tiles would not fit the row (the drawn tile stands half a tile apart), unless at the cap.
    const wider = (perRow + 0.5) * (layout.hand.tileW + 1) + 2 * (perRow - 1);
    if (layout.hand.tileW < MAX_HAND_TILE) expect(wider).toBeGreaterThan(layout.width);
    expect(layout.hand.tileW).toBeGreaterThanOrEqual(43);
  });

  it.each(PORTRAIT)("puts the hand at the bottom of a $width×$height phone, in the lower third, two rows", (screen) => {
    const layout = practiceLayout(screen, BUSY);
    expect(layout.portrait).toBe(true);
    const bottom = layout.bands.hand.y + layout.hand.height;
    const usable = screen.height - screen.insets.bottom;
    expect(usable - bottom).toBeGreaterThanOrEqual(0);
    expect(usable - bottom).toBeLessThanOrEqual(NEAR);
    expect(layout.bands.hand.y).toBeGreaterThan((usable * 2) / 3);
    expect(layout.hand.spots.filter((s) => s.y > 0)).toHaveLength(7);
  });

  it("gives the forms' line two rows on a 360-px phone (it wraps there), one on a 390-px phone", () => {
    const narrow = practiceLayout(FIVE[0]!, BUSY);
    const wide = practiceLayout(FIVE[1]!, BUSY);
    expect(narrow.bands.analysis.height - wide.bands.analysis.height).toBe(16);
  });

  it("keeps the kept tiles on a tall phone and a desktop", () => {
    expect(practiceLayout(FIVE[1]!, BUSY).kept).not.toBeNull();
    expect(practiceLayout(FIVE[4]!, BUSY).kept).not.toBeNull();
  });

  it.each(LANDSCAPE)("on a $width×$height landscape phone: one line of header, one row of hand, the river in one row on screen", (screen) => {
    const layout = practiceLayout(screen, { ...BUSY, messageHeight: 2 * 24 });
    expect(layout.portrait).toBe(false);
    expect(layout.short).toBe(true);
    expect(layout.kept).toBeNull();
    expect(layout.hand.spots.every((s) => s.y === 0)).toBe(true);
    expect(layout.river.perRow).toBe(18);
    expect(layout.left + 17 * layout.river.step + layout.river.tileW).toBeLessThanOrEqual(screen.width);
    const riverTiles = layout.bands.river.y + 22 + Math.round(layout.river.tileW * 1.35);
    expect(riverTiles).toBeLessThanOrEqual(screen.height);
  });

  it("uses the desktop's width: a 14-tile row of large tiles in a column centred between the insets", () => {
    const layout = practiceLayout(FIVE[4]!, BUSY);
    expect(layout.hand.tileW).toBeGreaterThanOrEqual(64);
    expect(layout.left * 2 + layout.width).toBe(1366);
    // The page reads top-down: header, the distance and forms lines, then the hand.
    const shown: PracticeBand[] = ["header", "analysis", "hand", "messages", "kept", "river"];
    const order = shown.map((id) => layout.bands[id].y);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(layout.bands.hand.y).toBe(52 + 8 + 48 + 42);
  });

  it("stays between side insets and above a bottom inset (touch buttons, if a shell had them)", () => {
    const sides = { width: 844, height: 390, insets: { top: 0, right: 122, bottom: 0, left: 122 } };
    const layout = practiceLayout(sides, BUSY);
    expectHandInside(sides, layout.left, layout.hand);
    const bottom = { width: 390, height: 844, insets: { top: 52, right: 0, bottom: 150, left: 0 } };
    const portrait = practiceLayout(bottom, BUSY);
    expect(portrait.bands.hand.y + portrait.hand.height).toBeLessThanOrEqual(844 - 150);
  });

  it("leaves the hand where it is as the river fills and messages come and go", () => {
    const screen = FIVE[1]!;
    const quiet = practiceLayout(screen, { ...BUSY, messageHeight: 0, riverCount: 0, keptKinds: null });
    const busy = practiceLayout(screen, BUSY);
    expect(quiet.bands.hand.y).toBe(busy.bands.hand.y);
    expect(quiet.bands.river.y).toBe(busy.bands.river.y);
  });

  test.prop([
    fc.record({ width: fc.integer({ min: 320, max: 480 }), height: fc.integer({ min: 640, max: 1000 }), bottom: fc.constantFrom(0, 150) }),
    fc.record({
      handCount: fc.constantFrom(13, 14),
      apart: fc.boolean(),
      analysisLine: fc.boolean(),
      messageHeight: fc.integer({ min: 0, max: 100 }),
      keptKinds: fc.option(fc.integer({ min: 1, max: 34 })),
      riverCount: fc.integer({ min: 0, max: 18 }),
    }),
  ])("on any portrait phone, no band overlaps another and the hand is at the bottom", (size, content) => {
    const screen = { width: size.width, height: size.height, insets: { ...TOP_ROW, bottom: size.bottom } };
    const layout = practiceLayout(screen, content);
    fc.pre(layout.portrait);
    expectNoOverlap(layout.kept === null ? { ...layout.bands, kept: { y: 0, height: 0 } } : layout.bands, screen);
    const gap = screen.height - screen.insets.bottom - (layout.bands.hand.y + layout.hand.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(NEAR);
  });
});

describe("quiz layout", () => {
  it.each(FIVE)("on $width×$height: no overlap, the hand inside, the ranking cut to what fits", (screen) => {
    for (const verdictHeight of [null, 2 * 19]) {
      // Five rows of three lines (the step after, the odds) and the odds status line.
      const rankingRows = verdictHeight === null ? 0 : 5 * 3 + 1;
      const layout = quizLayout(screen, { handCount: 14, verdictHeight, rankingRows });
      expectHandInside(screen, layout.left, layout.hand);
      const bands = { ...layout.bands, ranking: { y: layout.bands.ranking.y, height: verdictHeight === null ? 0 : layout.rankingFits * 20 + 10 } };
      expectNoOverlap(bands, screen);
      // All sixteen lines where the screen is tall; on a 640-px phone most; on a landscape phone the best rows.
      if (verdictHeight !== null) expect(layout.rankingFits).toBeGreaterThanOrEqual(screen.height < 500 ? 3 : screen.height < 700 ? 10 : 16);
      if (screen.height > screen.width) {
        expect(layout.portrait).toBe(true);
        expect(screen.height - (layout.bands.hand.y + layout.hand.height)).toBeLessThanOrEqual(NEAR);
      }
    }
  });
});

describe("analyser layout", () => {
  it.each(FIVE)("on $width×$height: the keyboard's nine columns inside the screen, its four rows beside the hand on a landscape screen", (screen) => {
    const layout = analyserLayout(screen);
    const keysRight = layout.keys.left + 9 * (layout.keys.keyW + 3) - 3;
    expect(layout.keys.left + layout.keys.width).toBe(keysRight); // what the screen reports and flows text under
    expect(keysRight).toBeLessThanOrEqual(screen.width - screen.insets.right);
    expect(layout.top).toBeGreaterThanOrEqual(screen.insets.top);
    if (layout.keys.top !== null) {
      expect(layout.keys.top + 4 * (Math.round(layout.keys.keyW * 1.35) + 4)).toBeLessThanOrEqual(screen.height);
      expect(layout.main.left + layout.main.width).toBeLessThan(layout.keys.left);
      expect(layout.main.width).toBeGreaterThanOrEqual(300);
    } else expect(layout.keys.keyW).toBeGreaterThanOrEqual(32);
    if (screen.width === 1366) expect([layout.keys.keyW, layout.handMax]).toEqual([48, 64]);
  });
});

describe("hand report", () => {
  it("gives each tile's centre on the stage, the hand's extent and its rectangle for the shell", () => {
    const layout = practiceLayout(FIVE[1]!, BUSY);
    const report = handReport(layout.portrait, layout.hand, layout.left, layout.bands.hand.y);
    const centres = String(report.handTiles)
      .split(" ")
      .map((pair) => pair.split(",").map(Number) as [number, number]);
    expect(centres).toHaveLength(14);
    // 366 px column, 7 tiles a row plus half a tile apart: 47-px tiles, 63 px tall.
    expect(layout.hand.tileW).toBe(47);
    expect(centres[0]).toEqual([12 + 24, layout.bands.hand.y + 32]);
    expect(centres[13]![1]).toBeGreaterThan(centres[0]![1]);
    for (const [, y] of centres) {
      expect(y).toBeGreaterThan(Number(report.handTop));
      expect(y).toBeLessThan(Number(report.handBottom));
    }
    expect(report.layout).toBe("portrait");
    // x,y,w,h: from the first tile's left edge to the drawn tile's right edge, both rows.
    const drawn = layout.hand.spots[13]!;
    expect(report.fieldRect).toBe(`12,${layout.bands.hand.y},${drawn.x + 47},${layout.hand.height}`);
  });
});

describe("text report", () => {
  it("covers the header and the lines under it, and keeps clear of the hand, at the five sizes", () => {
    for (const screen of FIVE) {
      const layout = practiceLayout(screen, BUSY);
      const { header, analysis, hand } = layout.bands;
      const [x, y, w, h] = textReport([header, analysis], layout.left, layout.width).textRect.split(",").map(Number) as [number, number, number, number];
      expect([x, w]).toEqual([Math.round(layout.left), Math.round(layout.width)]);
      expect(y).toBe(Math.round(Math.min(header.y, analysis.y)));
      expect(y + h).toBe(Math.round(Math.max(header.y + header.height, analysis.y + analysis.height)));
      // The toast may not go where the player reads, nor is the hand counted as text.
      if (hand.y >= y) expect(y + h).toBeLessThanOrEqual(hand.y);
    }
  });
});
