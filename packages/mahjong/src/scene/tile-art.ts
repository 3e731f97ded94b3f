// The real faces of the 34 tiles as vector art (no images): characters with their numeral over
// 萬, circles in their usual arrangements, bamboo sticks (the 1 of bamboo a bird of our own), the
// winds and dragons (white an empty blue frame), red fives all in red. Drawn with a `Pen`: onto a
// canvas for the stage, or recorded into a GraphicsContext for tests (tile-face.ts keeps them).
import { numberOf, type Tile } from "../analysis/tiles.ts";
import { HONOURS, MAN, NUMERALS, type Glyph } from "./glyphs.ts";
import type { Pen } from "./tile-pen.ts";

const IVORY = 0xf8f4e8;
const BACK = 0x2f8a5c; // the tile's back, seen as its thickness below the face
const EDGE = 0x0b0b16;
const INK = 0x1d1d38;
const RED = 0xc8201e;
const GREEN = 0x16804a;
const BLUE = 0x1f4fa8;

/** A face's drawing box within the tile. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The blank tile (ivory face on its green back), for text labels and the face under the art. */
export function tileBody(ctx: Pen, w: number, h: number): Box {
  const depth = Math.max(2, Math.round(h * 0.07));
  const radius = Math.max(3, w * 0.12);
  ctx.roundRect(0, 0, w, h, radius).fill(BACK);
  ctx
    .roundRect(0, 0, w, h - depth, radius)
    .fill(IVORY)
    .stroke({ width: 1.2, color: EDGE, alpha: 0.85 });
  ctx.roundRect(0, 0, w, h, radius).stroke({ width: 1.2, color: EDGE });
  const faceH = h - depth;
  return { x: w * 0.11, y: faceH * 0.08, w: w * 0.78, h: faceH * 0.84 };
}

/** Draws the face of `tile` (null: the blank tile) at `w` px wide (1.35 × w tall) with `ctx`. */
export function drawTileFace(ctx: Pen, tile: Tile | null, w: number): void {
  const box = tileBody(ctx, w, Math.round(w * 1.35));
  if (!tile) return;
  const n = numberOf(tile.kind);
  const suit = Math.floor(tile.kind / 9);
  if (suit === 0) characters(ctx, box, n, tile.red);
  else if (suit === 1) circles(ctx, box, n, tile.red);
  else if (suit === 2) bamboo(ctx, box, n, tile.red);
  else honour(ctx, box, n);
}

/** Strokes `glyph` into `box` with a brush `weight` × the box's width. */
function glyph(ctx: Pen, box: Box, shape: Glyph, colour: number, weight: number): void {
  for (const stroke of shape) {
    stroke.forEach(([x, y], i) => {
      const px = box.x + x * box.w;
      const py = box.y + y * box.h;
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    });
  }
  ctx.stroke({ width: Math.max(1.2, box.w * weight), color: colour, cap: "round", join: "round" });
}

function characters(ctx: Pen, box: Box, n: number, red: boolean): void {
  const top = { x: box.x + box.w * 0.1, y: box.y, w: box.w * 0.8, h: box.h * 0.4 };
  glyph(ctx, top, NUMERALS[n]!, red ? RED : INK, 0.13);
  const bottom = { x: box.x, y: box.y + box.h * 0.48, w: box.w, h: box.h * 0.52 };
  glyph(ctx, bottom, MAN, RED, 0.085);
}

/** Where the circles sit (fractions of the box) and their colours, for 2 to 9. */
const CIRCLES: Record<number, { at: [number, number][]; colours: number[]; r: number }> = {
  2: {
    at: [
      [0.5, 0.24],
      [0.5, 0.76],
    ],
    colours: [GREEN, BLUE],
    r: 0.25,
  },
  3: {
    at: [
      [0.2, 0.16],
      [0.5, 0.5],
      [0.8, 0.84],
    ],
    colours: [BLUE, RED, GREEN],
    r: 0.2,
  },
  4: {
    at: [
      [0.26, 0.24],
      [0.74, 0.24],
      [0.26, 0.76],
      [0.74, 0.76],
    ],
    colours: [BLUE, GREEN, GREEN, BLUE],
    r: 0.22,
  },
  5: {
    at: [
      [0.22, 0.18],
      [0.78, 0.18],
      [0.5, 0.5],
      [0.22, 0.82],
      [0.78, 0.82],
    ],
    colours: [BLUE, GREEN, RED, GREEN, BLUE],
    r: 0.2,
  },
  6: {
    at: [
      [0.27, 0.13],
      [0.73, 0.13],
      [0.27, 0.56],
      [0.73, 0.56],
      [0.27, 0.87],
      [0.73, 0.87],
    ],
    colours: [GREEN, GREEN, RED, RED, RED, RED],
    r: 0.18,
  },
  7: {
    at: [
      [0.17, 0.1],
      [0.5, 0.22],
      [0.83, 0.34],
      [0.27, 0.62],
      [0.73, 0.62],
      [0.27, 0.89],
      [0.73, 0.89],
    ],
    colours: [GREEN, GREEN, GREEN, RED, RED, RED, RED],
    r: 0.15,
  },
  8: {
    at: [
      [0.27, 0.11],
      [0.73, 0.11],
      [0.27, 0.37],
      [0.73, 0.37],
      [0.27, 0.63],
      [0.73, 0.63],
      [0.27, 0.89],
      [0.73, 0.89],
    ],
    colours: Array<number>(8).fill(BLUE),
    r: 0.16,
  },
  9: {
    at: [0.14, 0.5, 0.86].flatMap((y) => [0.17, 0.5, 0.83].map((x): [number, number] => [x, y])),
    colours: [BLUE, BLUE, BLUE, RED, RED, RED, GREEN, GREEN, GREEN],
    r: 0.15,
  },
};

/** One circle: a coloured ring with a ring and a spot inside, as on the printed tiles. */
function circle(ctx: Pen, x: number, y: number, r: number, colour: number): void {
  ctx.circle(x, y, r).fill(colour);
  ctx.circle(x, y, r * 0.7).fill(IVORY);
  ctx.circle(x, y, r * 0.5).fill(colour);
  ctx.circle(x, y, r * 0.18).fill(IVORY);
}

function circles(ctx: Pen, box: Box, n: number, red: boolean): void {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  if (n === 1) {
    // The big one: a green-rimmed wheel with a red heart, and a ring of small dots round it.
    const r = box.w * 0.48;
    ctx.circle(cx, cy, r).fill(GREEN);
    ctx.circle(cx, cy, r * 0.86).fill(IVORY);
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      ctx.circle(cx + Math.cos(a) * r * 0.72, cy + Math.sin(a) * r * 0.72, r * 0.08).fill(BLUE);
    }
    ctx.circle(cx, cy, r * 0.55).fill(RED);
    ctx.circle(cx, cy, r * 0.4).fill(IVORY);
    ctx.circle(cx, cy, r * 0.28).fill(BLUE);
    ctx.circle(cx, cy, r * 0.1).fill(IVORY);
    return;
  }
  const layout = CIRCLES[n]!;
  const r = Math.min(box.w, box.h) * layout.r * 0.95;
  layout.at.forEach(([u, v], i) => circle(ctx, box.x + u * box.w, box.y + v * box.h, r, red ? RED : layout.colours[i]!));
}

/** One bamboo stick centred at (x, y), tilted by `angle`: a rod with knots at its ends and middle. */
function stick(ctx: Pen, x: number, y: number, length: number, thick: number, colour: number, angle = 0): void {
  ctx.save();
  // Pixi's context applies each transform after the current one: rotate about the origin, then move.
  if (angle !== 0) ctx.rotate(angle);
  ctx.translate(x, y);
  ctx.roundRect(-thick / 2, -length / 2, thick, length, thick * 0.45).fill(colour);
  const knot = Math.max(0.8, thick * 0.16);
  for (const at of [-0.32, 0, 0.32]) ctx.rect(-thick * 0.62, at * length - knot / 2, thick * 1.24, knot).fill(colour);
  ctx.rect(-thick * 0.12, -length * 0.42, thick * 0.24, length * 0.84).fill({ color: IVORY, alpha: 0.55 });
  ctx.restore();
}

/** Sticks per tile: centre (fractions of the box), tilt, colour marker ("r" red), and their length. */
const STICKS: Record<number, { at: [number, number, number?, string?][]; length: number }> = {
  2: {
    at: [
      [0.5, 0.25],
      [0.5, 0.75],
    ],
    length: 0.4,
  },
  3: {
    at: [
      [0.5, 0.25],
      [0.28, 0.75],
      [0.72, 0.75],
    ],
    length: 0.4,
  },
  4: {
    at: [
      [0.28, 0.25],
      [0.72, 0.25],
      [0.28, 0.75],
      [0.72, 0.75],
    ],
    length: 0.4,
  },
  5: {
    at: [
      [0.18, 0.25],
      [0.82, 0.25],
      [0.5, 0.5, 0, "r"],
      [0.18, 0.75],
      [0.82, 0.75],
    ],
    length: 0.4,
  },
  6: { at: [0.25, 0.75].flatMap((y) => [0.18, 0.5, 0.82].map((x): [number, number] => [x, y])), length: 0.4 },
  7: { at: [[0.5, 0.16, 0, "r"], ...[0.5, 0.84].flatMap((y) => [0.18, 0.5, 0.82].map((x): [number, number] => [x, y]))], length: 0.28 },
  8: {
    at: [
      [0.14, 0.25],
      [0.38, 0.25, 0.42],
      [0.62, 0.25, -0.42],
      [0.86, 0.25],
      [0.14, 0.75],
      [0.38, 0.75, -0.42],
      [0.62, 0.75, 0.42],
      [0.86, 0.75],
    ],
    length: 0.4,
  },
  9: { at: [0.16, 0.5, 0.84].flatMap((y) => [0.18, 0.5, 0.82].map((x): [number, number, number, string] => [x, y, 0, x === 0.5 ? "r" : ""])), length: 0.28 },
};

function bamboo(ctx: Pen, box: Box, n: number, red: boolean): void {
  if (n === 1) {
    bird(ctx, box);
    return;
  }
  const layout = STICKS[n]!;
  const thick = box.w * (n === 8 ? 0.13 : 0.16);
  for (const [u, v, angle = 0, mark] of layout.at) {
    const colour = red || mark === "r" ? RED : GREEN;
    stick(ctx, box.x + u * box.w, box.y + v * box.h, layout.length * box.h, thick, colour, angle);
  }
}

/** The 1 of bamboo: a perched bird with a fanned tail (our own design). */
function bird(ctx: Pen, box: Box): void {
  const x = (u: number) => box.x + u * box.w;
  const y = (v: number) => box.y + v * box.h;
  const s = box.w;
  // Tail: three long feathers fanned out behind, each with an eye.
  [-0.5, -0.1, 0.3].forEach((angle, i) => {
    ctx.save();
    ctx.rotate(Math.PI + angle);
    ctx.translate(x(0.46), y(0.64));
    ctx.ellipse(s * 0.2, 0, s * 0.2, s * 0.08).fill(i === 1 ? BLUE : GREEN);
    ctx.circle(s * 0.3, 0, s * 0.045).fill(RED);
    ctx.restore();
  });
  // Body and wing.
  ctx.ellipse(x(0.55), y(0.52), s * 0.24, s * 0.3).fill(GREEN);
  ctx.ellipse(x(0.6), y(0.56), s * 0.12, s * 0.2).fill(BLUE);
  // Head, crest, eye and beak.
  ctx.circle(x(0.68), y(0.2), s * 0.14).fill(RED);
  ctx.moveTo(x(0.62), y(0.1)).lineTo(x(0.56), y(0.02)).lineTo(x(0.7), y(0.08)).closePath().fill(RED);
  ctx.circle(x(0.71), y(0.18), s * 0.04).fill(IVORY);
  ctx.moveTo(x(0.8), y(0.17)).lineTo(x(0.98), y(0.23)).lineTo(x(0.8), y(0.27)).closePath().fill(0xd98a1a);
  // Legs and the branch it stands on.
  ctx.moveTo(x(0.5), y(0.78)).lineTo(x(0.46), y(0.92)).moveTo(x(0.62), y(0.8)).lineTo(x(0.64), y(0.92));
  ctx.stroke({ width: Math.max(1, s * 0.05), color: INK, cap: "round" });
  ctx
    .moveTo(x(0.12), y(0.94))
    .lineTo(x(0.92), y(0.92))
    .stroke({ width: Math.max(1.2, s * 0.07), color: 0x7a4a1a, cap: "round" });
}

const WIND_GLYPHS = [HONOURS.east, HONOURS.south, HONOURS.west, HONOURS.north];

function honour(ctx: Pen, box: Box, n: number): void {
  const square = { x: box.x, y: box.y + (box.h - box.w * 1.1) / 2, w: box.w, h: box.w * 1.1 };
  if (n <= 4) glyph(ctx, square, WIND_GLYPHS[n - 1]!, INK, 0.09);
  else if (n === 5) {
    // White dragon: an empty frame, a thick blue border with a thin one inside.
    const inset = box.w * 0.04;
    ctx.roundRect(box.x + inset, box.y + inset, box.w - 2 * inset, box.h - 2 * inset, box.w * 0.06).stroke({ width: box.w * 0.09, color: BLUE });
    ctx
      .roundRect(box.x + box.w * 0.2, box.y + box.w * 0.2, box.w * 0.6, box.h - box.w * 0.4, box.w * 0.03)
      .stroke({ width: Math.max(1, box.w * 0.03), color: BLUE });
  } else if (n === 6) glyph(ctx, square, HONOURS.green, GREEN, 0.09);
  else glyph(ctx, { x: box.x - box.w * 0.05, y: box.y, w: box.w * 1.1, h: box.h }, HONOURS.red, RED, 0.13);
}
