import { describe, expect, it } from "vitest";
import { COLORBLIND, STANDARD, paletteFor, type PuyoPalette } from "./palette.ts";

// An independent check of the colour-blind palette: simulate dichromat vision with the Machado,
// Oliveira & Fernandes (2009) matrices at full severity (applied to linear sRGB), then compare
// the colours in CIELAB (ΔE76). A ΔE of about 2 is a just-noticeable difference; 20 is a clear
// difference for a small coloured disc on a dark field.

type Rgb = [number, number, number];
type Matrix = [Rgb, Rgb, Rgb];

const NORMAL: Matrix = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];
const PROTANOPIA: Matrix = [
  [0.152286, 1.052583, -0.204868],
  [0.114503, 0.786281, 0.099216],
  [-0.003882, -0.048116, 1.051998],
];
const DEUTERANOPIA: Matrix = [
  [0.367322, 0.860646, -0.227968],
  [0.280085, 0.672501, 0.047413],
  [-0.01182, 0.04294, 0.968881],
];
const VISIONS = { normal: NORMAL, protanopia: PROTANOPIA, deuteranopia: DEUTERANOPIA };

/** 0xRRGGBB to linear-light sRGB components, 0..1. */
function linear(hex: number): Rgb {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel((hex >> 16) & 255), channel((hex >> 8) & 255), channel(hex & 255)];
}

function simulate(m: Matrix, rgb: Rgb): Rgb {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return m.map((row) => clamp(row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2])) as Rgb;
}

/** Linear sRGB (D65) to CIELAB. */
function lab([r, g, b]: Rgb): Rgb {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

function deltaE(m: Matrix, a: number, b: number): number {
  const p = lab(simulate(m, linear(a)));
  const q = lab(simulate(m, linear(b)));
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** The closest pair of drawn cells (R G B Y P and nuisance) as seen with `m`. */
function closest(palette: PuyoPalette, m: Matrix): { pair: string; distance: number } {
  let best = { pair: "", distance: Infinity };
  for (let a = 1; a <= 6; a++)
    for (let b = a + 1; b <= 6; b++) {
      const distance = deltaE(m, palette.colours[a]!, palette.colours[b]!);
      if (distance < best.distance) best = { pair: ".RGBYPO"[a]! + ".RGBYPO"[b]!, distance };
    }
  return best;
}

describe("the simulation itself", () => {
  it("keeps greys grey (each matrix row sums to 1) and moves no colour with normal vision", () => {
    for (const m of [PROTANOPIA, DEUTERANOPIA]) for (const row of m) expect(row[0] + row[1] + row[2]).toBeCloseTo(1, 3);
    expect(deltaE(NORMAL, 0x123456, 0x123456)).toBe(0);
  });

  it("confuses what dichromats confuse: pure red and green come close, blue and yellow stay apart", () => {
    for (const m of [PROTANOPIA, DEUTERANOPIA]) {
      expect(deltaE(m, 0xcc3333, 0x669933)).toBeLessThan(deltaE(NORMAL, 0xcc3333, 0x669933) / 2);
      expect(deltaE(m, 0x3355ff, 0xffdd33)).toBeGreaterThan(60);
    }
  });
});

describe("palettes", () => {
  it("gives every cell its own colour in both palettes", () => {
    for (const palette of [STANDARD, COLORBLIND]) {
      expect(palette.colours).toHaveLength(7);
      expect(new Set(palette.colours.slice(1)).size).toBe(6);
      expect(closest(palette, NORMAL).distance).toBeGreaterThan(25);
    }
  });

  it("keeps the standard look: today's colours and no marks", () => {
    expect(paletteFor("standard")).toBe(STANDARD);
    expect(STANDARD.colours.slice(1)).toEqual([0xe84a5f, 0x5ccf6b, 0x4a90e2, 0xf5d547, 0xb06ad9, 0xb8b8c8]);
    expect(STANDARD.marks.every((m) => m === null)).toBe(true);
  });

  it("the standard palette is not safe (why the colour-blind one exists): blue and purple merge", () => {
    expect(closest(STANDARD, DEUTERANOPIA).distance).toBeLessThan(10);
    expect(closest(STANDARD, PROTANOPIA).distance).toBeLessThan(10);
  });

  it.each(Object.entries(VISIONS))("keeps every colour-blind pair apart with %s vision (ΔE ≥ 25)", (_, m) => {
    const { pair, distance } = closest(COLORBLIND, m);
    expect(distance, pair).toBeGreaterThanOrEqual(25);
  });

  it("gives each colour-blind colour its own mark and leaves the nuisance plain", () => {
    expect(paletteFor("colorblind")).toBe(COLORBLIND);
    const marks = COLORBLIND.marks.slice(1, 6);
    expect(marks.every((m) => m !== null)).toBe(true);
    expect(new Set(marks).size).toBe(5);
    expect(COLORBLIND.marks[6]).toBeNull();
  });

  it("keeps the nuisance grey (chroma under 10) in both palettes", () => {
    for (const palette of [STANDARD, COLORBLIND]) {
      const [, a, b] = lab(linear(palette.colours[6]!));
      expect(Math.hypot(a, b)).toBeLessThan(10);
    }
  });
});
