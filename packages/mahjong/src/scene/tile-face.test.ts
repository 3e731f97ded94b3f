// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { HONOURS, MAN, NUMERALS, type Glyph } from "./glyphs.ts";
import { tileFace } from "./tile-face.ts";

describe("tile faces", () => {
  it("draws every glyph inside its unit box, each stroke a line of at least two points", () => {
    const glyphs: Glyph[] = [...NUMERALS.slice(1), MAN, ...Object.values(HONOURS)];
    expect(glyphs).toHaveLength(9 + 1 + 6);
    for (const glyph of glyphs) {
      expect(glyph.length).toBeGreaterThan(0);
      for (const stroke of glyph) {
        expect(stroke.length).toBeGreaterThanOrEqual(2);
        for (const [x, y] of stroke) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(1);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("builds one face per kind, redness and size, shared by later tiles, and keeps it within the tile", () => {
    const width = 44;
    const faces = new Set<unknown>();
    for (let kind = 0; kind < 34; kind++) {
      const face = tileFace({ kind, red: false }, width)!;
      expect(tileFace({ kind, red: false }, width)).toBe(face);
      faces.add(face);
      const bounds = face.bounds;
      // The art stays on the tile: 0..width across, 0..1.35·width down (the stroke's half width aside).
      expect(bounds.minX).toBeGreaterThanOrEqual(-1);
      expect(bounds.maxX).toBeLessThanOrEqual(width + 1);
      expect(bounds.maxY).toBeLessThanOrEqual(Math.round(width * 1.35) + 1);
    }
    for (const kind of [4, 13, 22]) faces.add(tileFace({ kind, red: true }, width));
    faces.add(tileFace({ kind: 0, red: false }, 30));
    faces.add(tileFace(null, width));
    expect(faces.size).toBe(34 + 3 + 1 + 1);
  });
});
