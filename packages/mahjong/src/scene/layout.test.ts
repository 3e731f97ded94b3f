import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { handReport, practiceLayout, quizLayout, type Band, type PracticeBand, type PracticeContent, type ScreenSize } from "./layout.ts";

const PHONES: ScreenSize[] = [
  { width: 390, height: 844, reserveBottom: 0 },
  { width: 360, height: 740, reserveBottom: 0 },
  // With the shell's on-screen buttons (a game that has them keeps ~96 px).
  { width: 390, height: 844, reserveBottom: 96 },
];

/** The hand's bottom edge is at most this far above the usable bottom on a portrait phone. */
const NEAR = 16;

/** A busy moment of practice: full hand, two wrapped messages, many kept kinds, a full river. */
const BUSY: PracticeContent = { handCount: 14, apart: true, analysisLine: true, messageHeight: 2 * (2 * 18 + 6), keptKinds: 20, riverCount: 18 };

/** Bands that take room, top to bottom; each must start at or below where the one above ends. */
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
  expect(last.y + last.height).toBeLessThanOrEqual(screen.height - screen.reserveBottom);
  expect(shown[0]![1].y).toBeGreaterThanOrEqual(48); // below the pause button
}

describe("practice layout", () => {
  it.each(PHONES)("puts the hand at the bottom of a $width×$height phone (reserving $reserveBottom px)", (screen) => {
    const layout = practiceLayout(screen, BUSY);
    expect(layout.portrait).toBe(true);
    const bottom = layout.bands.hand.y + layout.hand.height;
    const usable = screen.height - screen.reserveBottom;
    expect(bottom).toBeLessThanOrEqual(usable);
    expect(usable - bottom).toBeLessThanOrEqual(NEAR);
    // Two rows of tiles about a fingertip wide, the hand in the lower third of the screen.
    expect(layout.hand.tileW).toBeGreaterThanOrEqual(43);
    expect(layout.bands.hand.y).toBeGreaterThan((usable * 2) / 3);
    // The river, kept tiles and buttons all still shown, none overlapping.
    expect(layout.kept).not.toBeNull();
    expectNoOverlap(layout.bands, screen);
  });

  it.each([...PHONES, { width: 1366, height: 768, reserveBottom: 0 }, { width: 844, height: 390, reserveBottom: 0 }])(
    "fits Undo, Hint and Riichi side by side on $width×$height, and a win's yaku and points lines with the hint's odds",
    (screen) => {
      // The end of a hand: two lines of score (wrapped on a phone), the feedback, the hint and its odds.
      const layout = practiceLayout(screen, { ...BUSY, messageHeight: 5 * (18 + 6) + 2 * 18 });
      const { buttonWidth: bw, left, width } = layout;
      expect(bw).toBeGreaterThanOrEqual(100);
      expect(3 * bw + 24).toBeLessThanOrEqual(width);
      expect(left + 3 * bw + 24).toBeLessThanOrEqual(screen.width);
      if (screen.height > screen.width) expect(layout.portrait).toBe(true);
      expectNoOverlap(layout.bands, screen.height > 500 ? screen : { ...screen, height: Number.POSITIVE_INFINITY });
    },
  );

  it("keeps every hand tile inside the column and inside the hand's band", () => {
    const screen = PHONES[1]!;
    const layout = practiceLayout(screen, BUSY);
    for (const spot of layout.hand.spots) {
      expect(layout.left + spot.x).toBeGreaterThanOrEqual(0);
      expect(layout.left + spot.x + layout.hand.tileW).toBeLessThanOrEqual(screen.width);
      expect(spot.y + layout.hand.tileH).toBeLessThanOrEqual(layout.hand.height);
    }
    const river = layout.river;
    expect(layout.left + (river.perRow - 1) * river.step + river.tileW).toBeLessThanOrEqual(screen.width);
  });

  it("leaves the hand where it is as the river fills and messages come and go", () => {
    const screen = PHONES[0]!;
    const quiet = practiceLayout(screen, { ...BUSY, messageHeight: 0, riverCount: 0, keptKinds: null });
    const busy = practiceLayout(screen, BUSY);
    expect(quiet.bands.hand.y).toBe(busy.bands.hand.y);
    expect(quiet.bands.buttons.y).toBe(busy.bands.buttons.y);
    expect(quiet.bands.river.y).toBe(busy.bands.river.y);
  });

  it("gives a portrait phone's header room for the title and a seat and wall line wrapped to two lines", () => {
    const layout = practiceLayout({ width: 390, height: 844, reserveBottom: 0 }, BUSY);
    expect(layout.portrait).toBe(true);
    // The 20 px title, then the 13 px line at +26 in two rows of about 16 px, clear of the shanten line.
    expect(layout.bands.analysis.y - layout.bands.header.y).toBeGreaterThanOrEqual(26 + 2 * 16);
  });

  it("keeps the top-down page on a desktop and a landscape phone", () => {
    for (const screen of [
      { width: 1280, height: 800, reserveBottom: 0 },
      { width: 844, height: 390, reserveBottom: 0 },
    ]) {
      const layout = practiceLayout(screen, BUSY);
      expect(layout.portrait).toBe(false);
      const shown: PracticeBand[] = ["header", "analysis", "hand", "messages", "buttons", ...(layout.kept ? (["kept"] as const) : []), "river"];
      const order = shown.map((id) => layout.bands[id].y);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(layout.bands.hand.y).toBe(60 + 48 + 24); // as before: under the header and shanten line
    }
    expect(practiceLayout({ width: 1280, height: 800, reserveBottom: 0 }, BUSY).kept).not.toBeNull();
  });

  it("on a landscape phone gives the kept tiles' room to the river, in one row, which would fall off the bottom", () => {
    const screen = { width: 844, height: 390, reserveBottom: 0 };
    const layout = practiceLayout(screen, { ...BUSY, messageHeight: 24, riverCount: 18 });
    expect(layout.kept).toBeNull();
    // All 18 discards in one row, its tiles above the screen's bottom edge.
    expect(layout.river.perRow).toBe(18);
    expect(layout.left + 17 * layout.river.step + layout.river.tileW).toBeLessThanOrEqual(screen.width);
    const riverTiles = layout.bands.river.y + 22 + Math.round(layout.river.tileW * 1.35);
    expect(riverTiles).toBeLessThanOrEqual(screen.height);
    expect(practiceLayout({ width: 1280, height: 800, reserveBottom: 0 }, BUSY).river.perRow).toBe(9);
  });

  it("drops the kept tiles, then the bottom hand, on a phone too short for everything", () => {
    const short = practiceLayout({ width: 360, height: 560, reserveBottom: 0 }, { ...BUSY, keptKinds: 34 });
    expect(short.portrait).toBe(true);
    expect(short.kept).toBeNull();
    expectNoOverlap({ ...short.bands, kept: { y: 0, height: 0 } }, { width: 360, height: 560, reserveBottom: 0 });
    const tiny = practiceLayout({ width: 360, height: 420, reserveBottom: 0 }, BUSY);
    expect(tiny.portrait).toBe(false);
  });

  test.prop([
    fc.record({ width: fc.integer({ min: 320, max: 480 }), height: fc.integer({ min: 640, max: 1000 }), reserveBottom: fc.constantFrom(0, 96) }),
    fc.record({
      handCount: fc.constantFrom(13, 14),
      apart: fc.boolean(),
      analysisLine: fc.boolean(),
      messageHeight: fc.integer({ min: 0, max: 100 }),
      keptKinds: fc.option(fc.integer({ min: 1, max: 34 })),
      riverCount: fc.integer({ min: 0, max: 18 }),
    }),
  ])("on any portrait phone, no band overlaps another and the hand is at the bottom", (screen, content) => {
    const layout = practiceLayout(screen, content);
    fc.pre(layout.portrait);
    expectNoOverlap(layout.kept === null ? { ...layout.bands, kept: { y: 0, height: 0 } } : layout.bands, screen);
    const gap = screen.height - screen.reserveBottom - (layout.bands.hand.y + layout.hand.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(NEAR);
  });
});

describe("quiz layout", () => {
  it.each(PHONES)("puts the hand and Next at the bottom of a $width×$height phone", (screen) => {
    for (const verdictHeight of [null, 3 * 19]) {
      const layout = quizLayout(screen, { handCount: 14, verdictHeight, rankingRows: verdictHeight === null ? 0 : 4 });
      expect(layout.portrait).toBe(true);
      const usable = screen.height - screen.reserveBottom;
      const bottom = layout.bands.hand.y + layout.hand.height;
      expect(usable - bottom).toBeGreaterThanOrEqual(0);
      expect(usable - bottom).toBeLessThanOrEqual(NEAR);
      expectNoOverlap(layout.bands, screen);
      if (verdictHeight !== null) expect(layout.bands.next.y + layout.bands.next.height).toBeLessThanOrEqual(layout.bands.hand.y);
    }
  });
  it("reads top-down on a desktop", () => {
    const layout = quizLayout({ width: 1280, height: 800, reserveBottom: 0 }, { handCount: 14, verdictHeight: 19, rankingRows: 4 });
    expect(layout.portrait).toBe(false);
    // Header 30, the question (two lines on a phone) and its seat line 58.
    expect(layout.bands.hand.y).toBe(60 + 30 + 58);
    expect(layout.bands.verdict.y).toBe(layout.bands.hand.y + layout.hand.height + 16);
  });

  it.each([...PHONES, { width: 1366, height: 768, reserveBottom: 0 }])(
    "keeps five ranking rows with their odds lines (an answer outside the top four) on $width×$height without overlap",
    (screen) => {
      // Five rows of two lines each, and the odds status line.
      const layout = quizLayout(screen, { handCount: 14, verdictHeight: 2 * 19, rankingRows: 5 * 2 + 1 });
      if (screen.height > screen.width) expect(layout.portrait).toBe(true);
      expectNoOverlap(layout.bands, screen);
    },
  );
});

describe("hand report", () => {
  it("gives each tile's centre on the stage and the hand's extent", () => {
    const layout = practiceLayout(PHONES[0]!, BUSY);
    const report = handReport(layout.portrait, layout.hand, layout.left, layout.bands.hand.y);
    const centres = String(report.handTiles)
      .split(" ")
      .map((pair) => pair.split(",").map(Number) as [number, number]);
    expect(centres).toHaveLength(14);
    // The first tile: top-left of the two rows; the drawn one: last, in the lower row.
    // 366 px column, 7 tiles a row plus half a tile apart: 47-px tiles, 63 px tall.
    expect(layout.hand.tileW).toBe(47);
    expect(centres[0]).toEqual([12 + 24, layout.bands.hand.y + 32]);
    expect(centres[13]![1]).toBeGreaterThan(centres[0]![1]);
    for (const [, y] of centres) {
      expect(y).toBeGreaterThan(Number(report.handTop));
      expect(y).toBeLessThan(Number(report.handBottom));
    }
    expect(report.layout).toBe("portrait");
  });
});
