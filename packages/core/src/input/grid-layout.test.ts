import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cellAt, cellRect, gridLayout, rectText, type GridLayoutInput, type Rect } from "./grid-layout.ts";

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const input = fc.record({
  rows: fc.integer({ min: 1, max: 30 }),
  columns: fc.integer({ min: 1, max: 30 }),
  width: fc.integer({ min: 200, max: 2600 }),
  height: fc.integer({ min: 200, max: 2600 }),
  insets: fc.record({
    top: fc.integer({ min: 0, max: 60 }),
    right: fc.integer({ min: 0, max: 130 }),
    bottom: fc.integer({ min: 0, max: 160 }),
    left: fc.integer({ min: 0, max: 130 }),
  }),
  text: fc.record({ width: fc.integer({ min: 0, max: 200 }), height: fc.integer({ min: 0, max: 80 }) }),
  margin: fc.integer({ min: 0, max: 24 }),
  maxCell: fc.integer({ min: 8, max: 120 }),
});

/** The free area as the contract states it: the stage minus the insets and the margin. */
function areaOf(i: Required<GridLayoutInput>): Rect {
  const { insets, margin } = i;
  return {
    x: insets.left + margin,
    y: insets.top + margin,
    width: i.width - insets.left - insets.right - 2 * margin,
    height: i.height - insets.top - insets.bottom - 2 * margin,
  };
}

/** Whether a cell of `size` px fits with the text beside or above, counted independently of gridLayout. */
function fits(i: Required<GridLayoutInput>, size: number): boolean {
  const area = areaOf(i);
  const besideFits = size * i.columns + i.margin + i.text.width <= area.width && Math.max(size * i.rows, i.text.height) <= area.height;
  const aboveFits = Math.max(size * i.columns, i.text.width) <= area.width && size * i.rows + i.margin + i.text.height <= area.height;
  return besideFits || aboveFits;
}

describe("gridLayout", () => {
  it("keeps the board and the text inside the free area, apart, with the largest whole cell that fits", () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(fits(i, 1));
        const layout = gridLayout(i);
        const area = areaOf(i);
        expect(layout.fieldRect.width).toBe(layout.cell * i.columns);
        expect(layout.fieldRect.height).toBe(layout.cell * i.rows);
        expect(Number.isInteger(layout.cell)).toBe(true);
        expect(inside(layout.fieldRect, area)).toBe(true);
        expect(inside(layout.textRect, area)).toBe(true);
        expect(overlap(layout.fieldRect, layout.textRect)).toBe(false);
        expect(layout.textRect.width).toBeGreaterThanOrEqual(i.text.width);
        expect(layout.textRect.height).toBeGreaterThanOrEqual(i.text.height);
        // Maximal: within the cap, one px more per cell fits neither way.
        expect(fits(i, layout.cell)).toBe(true);
        if (layout.cell < i.maxCell) expect(fits(i, layout.cell + 1)).toBe(false);
        else expect(layout.cell).toBe(i.maxCell);
      }),
      { numRuns: 500 },
    );
  });

  it("finds every cell's middle in that cell and nothing off the board", () => {
    fc.assert(
      fc.property(input, fc.nat(), fc.nat(), (i, r, c) => {
        fc.pre(fits(i, 1));
        const layout = gridLayout(i);
        const cell = { row: r % i.rows, column: c % i.columns };
        const box = cellRect(layout, cell);
        expect(cellAt(layout, box.x + box.width / 2, box.y + box.height / 2)).toEqual(cell);
        expect(cellAt(layout, box.x, box.y)).toEqual(cell);
        expect(cellAt(layout, box.x + box.width - 0.01, box.y + box.height - 0.01)).toEqual(cell);
        const { fieldRect: f } = layout;
        expect(cellAt(layout, f.x - 0.5, f.y)).toBeNull();
        expect(cellAt(layout, f.x, f.y - 0.5)).toBeNull();
        expect(cellAt(layout, f.x + f.width, f.y)).toBeNull();
        expect(cellAt(layout, f.x, f.y + f.height)).toBeNull();
      }),
    );
  });

  it("puts the text beside a square board on a wide stage and above it on a tall one", () => {
    const text = { width: 160, height: 40 };
    const wide = gridLayout({ rows: 8, columns: 8, width: 1280, height: 800, insets: { top: 52, right: 0, bottom: 0, left: 0 }, text });
    expect(wide.textPlace).toBe("beside");
    expect(wide.cell).toBe(Math.floor((800 - 52 - 24) / 8));
    expect(wide.textRect.x).toBe(wide.fieldRect.x + wide.fieldRect.width + 12);
    const tall = gridLayout({ rows: 8, columns: 8, width: 390, height: 844, insets: { top: 52, right: 0, bottom: 0, left: 0 }, text });
    expect(tall.textPlace).toBe("above");
    expect(tall.cell).toBe(Math.floor((390 - 24) / 8));
    expect(tall.textRect.y + tall.textRect.height + 12).toBe(tall.fieldRect.y);
    expect(rectText(tall.fieldRect)).toBe(`${tall.fieldRect.x},${tall.fieldRect.y},${tall.cell * 8},${tall.cell * 8}`);
  });

  it("refuses a board without whole rows and columns", () => {
    expect(() => gridLayout({ rows: 0, columns: 3, width: 100, height: 100, text: { width: 0, height: 0 } })).toThrow("whole rows and columns ≥ 1, got 0×3");
    expect(() => gridLayout({ rows: 2.5, columns: 3, width: 100, height: 100, text: { width: 0, height: 0 } })).toThrow(RangeError);
  });

  it("still gives one px cells on a stage too small for the board", () => {
    expect(gridLayout({ rows: 50, columns: 50, width: 30, height: 30, text: { width: 10, height: 10 } }).cell).toBe(1);
  });
});
