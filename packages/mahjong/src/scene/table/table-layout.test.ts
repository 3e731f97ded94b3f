import { describe, expect, it } from "vitest";
import { handSpots, MIN_HAND_TILE, promptSpots, tableLayout, tableReport, type Rect } from "./table-layout.ts";

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Rect, w: number, h: number) => a.x >= 0 && a.y >= 0 && a.x + a.width <= w && a.y + a.height <= h;

describe("the table screen's layout", () => {
  for (const [width, height, top] of [
    [390, 844, 52],
    [360, 640, 52],
    [1280, 800, 52],
    [844, 390, 52],
  ] as const) {
    it(`keeps header, table, status, prompt and hand apart and on screen at ${width}x${height}`, () => {
      const layout = tableLayout({ width, height, insets: { top, right: 0, bottom: 0, left: 0 } });
      const hand: Rect = { x: layout.hand.x, y: layout.hand.y, width: layout.hand.width, height: layout.hand.height };
      const parts = [layout.header, layout.square, layout.log, layout.status, layout.prompt, hand];
      for (const part of parts) expect(inside(part, width, height)).toBe(true);
      for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) expect(overlaps(parts[i]!, parts[j]!)).toBe(false);
      expect(layout.header.y).toBeGreaterThanOrEqual(top);
      // Corner labels lie inside the table and clear of the centre box.
      const cx = layout.square.x + layout.square.width / 2;
      const cy = layout.square.y + layout.square.height / 2;
      const centre: Rect = { x: cx - layout.c, y: cy - layout.c, width: 2 * layout.c, height: 2 * layout.c };
      for (const corner of layout.corners) {
        expect(overlaps(corner, centre)).toBe(false);
        expect(corner.x >= layout.square.x && corner.x + corner.width <= layout.square.x + layout.square.width).toBe(true);
      }
    });
  }

  it("gives a phone's hand tiles at least 24 px and fits 14 of them and the drawn one's gap", () => {
    for (const [width, height] of [
      [390, 844],
      [360, 640],
    ] as const) {
      const layout = tableLayout({ width, height, insets: { top: 52, right: 0, bottom: 0, left: 0 } });
      expect(layout.hand.tileW).toBeGreaterThanOrEqual(MIN_HAND_TILE);
      const spots = handSpots(layout, 14, true);
      expect(spots.at(-1)!.x + layout.hand.tileW).toBeLessThanOrEqual(width);
      expect(spots.at(-1)!.x - spots.at(-2)!.x).toBeGreaterThan(layout.hand.tileW);
      for (const spot of spots) expect(spot.y + layout.hand.tileH).toBeLessThanOrEqual(layout.hand.y + layout.hand.height);
    }
  });

  it("on a 390x844 phone the table keeps the screen's width and the hand takes the height under it: two rows of 7 tiles twice a one-row tile's width", () => {
    const layout = tableLayout({ width: 390, height: 844, insets: { top: 52, right: 0, bottom: 0, left: 0 } });
    expect(layout.square.width).toBeGreaterThanOrEqual(370);
    expect(layout.hand.rows).toBe(2);
    expect(layout.hand.tileW).toBeGreaterThanOrEqual(2 * MIN_HAND_TILE);
    const spots = handSpots(layout, 14, true);
    expect(spots.filter((s) => s.y > layout.hand.y)).toHaveLength(7);
    // Nothing but the hand's last events between the table and the status line: at most a quarter of the screen.
    expect(layout.status.y - (layout.square.y + layout.square.height)).toBeLessThan(844 / 4);
  });

  it("keeps a wide screen's hand tiles at most 60 px, so the table keeps its room", () => {
    const layout = tableLayout({ width: 1366, height: 768, insets: { top: 52, right: 0, bottom: 0, left: 0 } });
    expect(layout.hand.rows).toBe(1);
    expect(layout.hand.tileW).toBe(60);
    expect(layout.square.height).toBeGreaterThanOrEqual(600);
  });

  it("reports the square as the field and the header, events, status, prompt and hand as text", () => {
    const layout = tableLayout({ width: 1366, height: 768, insets: { top: 52, right: 0, bottom: 0, left: 0 } });
    const report = tableReport(layout, 2, 20);
    const { x, y, width, height } = layout.square;
    expect(report.fieldRect).toBe(`${x},${y},${width},${height}`);
    const boxes = report.textRect.split(";").map((t) => t.split(",").map(Number));
    expect(boxes).toHaveLength(5);
    expect(boxes[1]).toEqual([layout.log.x, layout.log.y + layout.log.height - 40, layout.log.width, 40]);
    expect(boxes[4]).toEqual([layout.hand.x, layout.hand.y, layout.hand.width, layout.hand.height]);
  });

  it("right-aligns the prompt's buttons and shrinks them to fit the band", () => {
    const band: Rect = { x: 0, y: 0, width: 300, height: 44 };
    const spots = promptSpots([3, 3, 4], band);
    expect(spots.at(-1)!.x + spots.at(-1)!.width).toBe(300);
    const many = promptSpots([12, 12, 12, 12, 4], band);
    expect(many[0]!.x).toBeGreaterThanOrEqual(0);
    for (let i = 1; i < many.length; i++) expect(many[i]!.x).toBeGreaterThanOrEqual(many[i - 1]!.x + many[i - 1]!.width);
  });
});
