import { describe, expect, it } from "vitest";
import { layoutReport, puyoLayout, rectText, textRects, type Insets, type Rect } from "./layout.ts";

const NONE: Insets = { top: 0, right: 0, bottom: 0, left: 0 };

/**
 * The five sizes the app is checked at, with the insets core's shellLayout gives there: the top
 * row (52 px: pause, back link, the bar) without buttons or in portrait, buttons 150 px at the
 * bottom in portrait, and down both sides (126 px) in landscape; and none at all.
 */
const TOP: Insets = { ...NONE, top: 52 };
const SIZES: { name: string; width: number; height: number; insets: Insets[] }[] = [
  { name: "360x640 phone", width: 360, height: 640, insets: [NONE, TOP, { ...TOP, bottom: 150 }] },
  { name: "390x844 phone", width: 390, height: 844, insets: [NONE, TOP, { ...TOP, bottom: 150 }] },
  { name: "844x390 landscape", width: 844, height: 390, insets: [NONE, TOP, { ...NONE, left: 126, right: 126 }] },
  { name: "740x360 landscape", width: 740, height: 360, insets: [NONE, TOP, { ...NONE, left: 126, right: 126 }] },
  { name: "1366x768 desktop", width: 1366, height: 768, insets: [NONE, TOP] },
];

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function inside(r: Rect, width: number, height: number, insets: Insets): boolean {
  return r.x >= insets.left && r.y >= insets.top && r.x + r.w <= width - insets.right && r.y + r.h <= height - insets.bottom;
}

/** The app's back button and the shell's pause button, top left and top right. */
function corners(width: number): Rect[] {
  return [
    { x: 0, y: 0, w: 56, h: 56 },
    { x: width - 56, y: 0, w: 56, h: 56 },
  ];
}

/**
 * The largest whole cell for which a field `columns` cells wide (field, gaps, maybe the bot's)
 * plus the narrowest NEXT column (`side` cells: 1.4 for NEXT's boxes in solo, 2.6 in versus; at least 80 px for its text) and 13.6 cells tall (13 rows and the nuisance
 * row), centred across, fits 8 px inside the insets and clear of the 60 px top corners (the back
 * and pause buttons) at some height.
 */
function largestCell(width: number, height: number, insets: Insets, columns: number, side: number): number {
  for (let cell = 200; cell > 12; cell--) {
    const w = cell * columns + Math.max(cell * side, 80);
    const h = cell * 13.6;
    const room = width - insets.left - insets.right - 16;
    if (w > room) continue;
    const x = insets.left + 8 + (room - w) / 2;
    const underCorners = x < 60 || x + w > width - 60;
    for (let y = insets.top + 8; y + h <= height - insets.bottom - 8; y++) if (!underCorners || y >= 60) return cell;
  }
  return 12;
}

describe("puyoLayout at the five sizes", () => {
  for (const { name, width, height, insets: cases } of SIZES) {
    for (const insets of cases) {
      for (const versus of [false, true]) {
        it(`${name}, insets ${JSON.stringify(insets)}, ${versus ? "versus" : "solo"}: inside, apart, as large as fits`, () => {
          const l = puyoLayout(width, height, insets, versus);
          const { board, fieldRect, side } = l;
          // Inside the viewport and clear of the shell's controls and the top corners.
          expect(inside(fieldRect, width, height, insets)).toBe(true);
          expect(inside(side, width, height, insets)).toBe(true);
          for (const corner of corners(width)) expect(overlaps(fieldRect, corner)).toBe(false);
          // NEXT and the score beside the field, not on it.
          expect(overlaps(fieldRect, side)).toBe(false);
          expect(side.x).toBeGreaterThanOrEqual(fieldRect.x + fieldRect.w);
          expect(side.w).toBeGreaterThanOrEqual(80); // "Max chain 12" fits
          // The whole field: 6 columns, 13 rows under the nuisance row.
          expect(fieldRect.w).toBeGreaterThanOrEqual(board.cell * 6);
          expect(fieldRect.y + fieldRect.h).toBeGreaterThanOrEqual(board.y0 + board.cell * 13);
          if (versus) {
            const bot = l.botRect!;
            expect(inside(bot, width, height, insets)).toBe(true);
            expect(overlaps(fieldRect, bot)).toBe(false);
            // The bot's label (18 px) above its field stays under the three score lines when stacked.
            if (l.stacked) expect(bot.y - 18).toBeGreaterThanOrEqual(l.scoreY + l.fontSize * 1.3 * 3);
            else expect(bot.x).toBeGreaterThanOrEqual(side.x + side.w);
          }
          // As large as fits: the largest cell a brute-force search finds for the same space.
          expect(board.cell).toBe(largestCell(width, height, insets, versus && !l.stacked ? 6 + 0.4 + 0.3 + 6 * 0.55 : 6.4, versus ? 2.6 : 1.4));
        });
      }
    }
  }

  it("is tall on a portrait phone and fills the height on a landscape one", () => {
    const phone = puyoLayout(390, 844, TOP, false);
    // Width-bound: the side column gives way to the field, which takes over 70 % of the height.
    expect(phone.board.cell).toBeGreaterThanOrEqual(45);
    expect(phone.fieldRect.h).toBeGreaterThanOrEqual(0.7 * 844);
    expect(puyoLayout(390, 844, { ...TOP, bottom: 150 }, false).fieldRect.h).toBeGreaterThanOrEqual(0.7 * 844);
    expect(phone.side.w).toBeGreaterThanOrEqual(80);
    // Buttons down both sides: the field takes the whole height between them.
    const landscape = puyoLayout(844, 390, { ...NONE, left: 126, right: 126 }, false);
    expect(landscape.fieldRect.h).toBeGreaterThan(390 - 2 * 8 - 15);
    const desktop = puyoLayout(1366, 768, NONE, true);
    expect(desktop.board.cell).toBeGreaterThanOrEqual(48);
    expect(desktop.stacked).toBe(false);
    expect(puyoLayout(390, 844, NONE, true).stacked).toBe(true);
  });

  it("reports rects as whole pixels", () => {
    expect(rectText({ x: 1.4, y: 2.6, w: 100, h: 50.5 })).toBe("1,3,100,51");
  });
});

describe("the words a layout reports (textRect)", () => {
  for (const { name, width, height, insets: cases } of SIZES) {
    for (const insets of cases) {
      for (const versus of [false, true]) {
        it(`${name}${versus ? " versus" : ""}: NEXT, the score and the bot's name, off both fields, inside the stage`, () => {
          const layout = puyoLayout(width, height, insets, versus);
          const rects = textRects(layout, width);
          for (const r of rects) {
            expect(overlaps(r, layout.fieldRect)).toBe(false);
            if (layout.botRect) expect(overlaps(r, layout.botRect)).toBe(false);
            expect(r.x >= 0 && r.y >= 0 && r.x + r.w <= width && r.y + r.h <= height).toBe(true);
          }
          const covers = (x: number, y: number) => rects.some((r) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h);
          expect(covers(layout.side.x + 1, layout.side.y + 1), "NEXT").toBe(true);
          expect(covers(layout.side.x + 1, layout.scoreY + 1), "the score").toBe(true);
          if (layout.bot && layout.botRect) expect(covers(layout.bot.x0 + 1, layout.botRect.y - 2), "the bot's name").toBe(true);
          expect(layoutReport(layout, width).textRect.split(";")).toHaveLength(rects.length);
        });
      }
    }
  }
});
