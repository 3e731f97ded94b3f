import { describe, expect, it } from "vitest";
import { EDITOR_BUTTONS, PANEL, buttonAt, editorLayout } from "./editor-layout.ts";
import type { Insets, Rect } from "./layout.ts";

const NONE: Insets = { top: 0, right: 0, bottom: 0, left: 0 };
/** The five sizes with the insets core's shellLayout gives there (top row 52; buttons at the bottom or down the sides). */
const TOP: Insets = { ...NONE, top: 52 };
const SIDES: Insets = { ...NONE, left: 126, right: 126 };
const SIZES: [number, number, Insets][] = [
  [360, 640, TOP],
  [360, 640, { ...TOP, bottom: 150 }],
  [390, 844, TOP],
  [390, 844, { ...TOP, bottom: 150 }],
  [844, 390, TOP],
  [844, 390, SIDES],
  [740, 360, TOP],
  [740, 360, SIDES],
  [1366, 768, TOP],
];

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function inside(r: Rect, width: number, height: number, insets: Insets): boolean {
  return r.x >= insets.left && r.y >= insets.top && r.x + r.w <= width - insets.right && r.y + r.h <= height - insets.bottom;
}

describe("editorLayout", () => {
  for (const [width, height, insets] of SIZES) {
    it(`${width}x${height} insets ${JSON.stringify(insets)}: field, pairs, legend, swatches and eight buttons all on screen, none on another`, () => {
      const l = editorLayout(width, height, insets);
      // The pair boxes (editor.ts pairBox: from 0.35 cells right of the field, labels 17 px above).
      const pairs = { x: l.x0 + l.cell * 6.35, y: l.y0 + l.cell * 0.55 - 17, w: l.cell * (PANEL - 0.35), h: l.cell * (3.1 * 2 + 2.2) + 17 };
      const swatches = { x: l.swatchX, y: l.swatchY, w: l.swatch * 7, h: l.swatch };
      const parts: Rect[] = [l.fieldRect, pairs, l.legend, swatches, ...EDITOR_BUTTONS.map((id) => l.buttons[id])];
      for (const r of parts) expect(inside(r, width, height, insets)).toBe(true);
      for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) expect(overlaps(parts[i]!, parts[j]!)).toBe(false);
      for (const id of EDITOR_BUTTONS) {
        const r = l.buttons[id];
        expect(r.h).toBeGreaterThanOrEqual(44); // a finger's target
        expect(buttonAt(l, r.x + r.w / 2, r.y + r.h / 2)).toBe(id);
      }
      // The info line and progress bar above the field; cells of at least 16 px (the smallest
      // phone with the touch buttons' strip), 20 px otherwise.
      expect(l.progress.y + l.progress.h).toBeLessThanOrEqual(l.y0);
      expect(l.cell).toBeGreaterThanOrEqual(insets.bottom > 0 && height < 700 ? 16 : 20);
    });
  }

  it("puts the buttons beside the field when the screen is wider than tall, under it otherwise", () => {
    const landscape = editorLayout(844, 390, NONE);
    expect(landscape.buttons.chain.x).toBeGreaterThan(landscape.fieldRect.x + landscape.fieldRect.w);
    const portrait = editorLayout(390, 844, NONE);
    expect(portrait.buttons.chain.y).toBeGreaterThan(portrait.fieldRect.y + portrait.fieldRect.h);
    expect(buttonAt(portrait, 1, 1)).toBeNull();
  });
});
