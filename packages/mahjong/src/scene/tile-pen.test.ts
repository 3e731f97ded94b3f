// @vitest-environment happy-dom
// The canvas pen against Pixi's own GraphicsContext: every face drawn both ways must paint the
// same shapes in the same order and colours, each where Pixi puts it (its transforms included).
import { GraphicsContext } from "pixi.js";
import { describe, expect, it } from "vitest";
import { drawTileFace } from "./tile-art.ts";
import { CanvasPen, cssColour, tinted } from "./tile-pen.ts";

interface Paint {
  action: "fill" | "stroke";
  colour: string;
  /** The painted path's box: minX, minY, maxX, maxY. */
  box: [number, number, number, number];
}

/** The calls CanvasPen makes on a 2D context, kept as painted paths with their boxes (points transformed as a canvas does, when added). */
function recordingContext(paints: Paint[]) {
  let m = [1, 0, 0, 1, 0, 0];
  let box = [Infinity, Infinity, -Infinity, -Infinity] as Paint["box"];
  const add = (x: number, y: number) => {
    const px = m[0]! * x + m[2]! * y + m[4]!;
    const py = m[1]! * x + m[3]! * y + m[5]!;
    box = [Math.min(box[0], px), Math.min(box[1], py), Math.max(box[2], px), Math.max(box[3], py)];
  };
  const corners = (x: number, y: number, w: number, h: number) => {
    add(x, y);
    add(x + w, y);
    add(x, y + h);
    add(x + w, y + h);
  };
  const ctx = {
    fillStyle: "",
    strokeStyle: "",
    lineWidth: 1,
    lineCap: "butt",
    lineJoin: "miter",
    setTransform: (a: number, b: number, c: number, d: number, e: number, f: number) => void (m = [a, b, c, d, e, f]),
    beginPath: () => void (box = [Infinity, Infinity, -Infinity, -Infinity]),
    moveTo: add,
    lineTo: add,
    closePath: () => {},
    rect: corners,
    roundRect: corners,
    ellipse: (x: number, y: number, rx: number, ry: number) => corners(x - rx, y - ry, 2 * rx, 2 * ry),
    fill: () => paints.push({ action: "fill", colour: ctx.fillStyle, box: [...box] }),
    stroke: () => paints.push({ action: "stroke", colour: ctx.strokeStyle, box: [...box] }),
  };
  return ctx as unknown as CanvasRenderingContext2D;
}

describe("the canvas pen", () => {
  const tiles = [...Array.from({ length: 34 }, (_, kind) => ({ kind, red: false })), ...[4, 13, 22].map((kind) => ({ kind, red: true }))];
  it.each(tiles.map((tile) => [tile.kind, tile.red, tile] as const))("paints face %i (red %s) as Pixi's GraphicsContext records it", (_k, _r, tile) => {
    const width = 47;
    const pixi = new GraphicsContext();
    drawTileFace(pixi, tile, width);
    const paints: Paint[] = [];
    drawTileFace(new CanvasPen(recordingContext(paints), 1), tile, width);
    const expected = pixi.instructions.map((instruction) => {
      const { style, path } = instruction.data as {
        style: { color: number; alpha: number };
        path: { bounds: { minX: number; minY: number; maxX: number; maxY: number } };
      };
      const b = path.bounds;
      return { action: instruction.action, colour: cssColour(style.color, style.alpha), box: [b.minX, b.minY, b.maxX, b.maxY] };
    });
    expect(paints.map((p) => `${p.action} ${p.colour}`)).toEqual(expected.map((p) => `${p.action} ${p.colour}`));
    paints.forEach((paint, i) => paint.box.forEach((v, j) => expect(v).toBeCloseTo(expected[i]!.box[j]!, 6)));
  });

  it("rotates after the current transform, and save and restore bring the last one back", () => {
    const paints: Paint[] = [];
    const pen = new CanvasPen(recordingContext(paints), 2, 1, 1);
    // Rotated a quarter turn about the origin, then moved: the point (1, 0) goes to (0, 1) + (10, 0).
    pen
      .save()
      .rotate(Math.PI / 2)
      .translate(10, 0)
      .moveTo(1, 0)
      .lineTo(1, 0)
      .stroke({ width: 1, color: 0xff0000 })
      .restore();
    pen.moveTo(3, 4).lineTo(3, 4).fill({ color: 0x00ff00, alpha: 0.5 });
    expect(paints[0]!.colour).toBe("#ff0000");
    expect(paints[0]!.box.map((v) => Math.round(v * 1e9) / 1e9)).toEqual([2 * 10 + 1, 2 * 1 + 1, 2 * 10 + 1, 2 * 1 + 1]);
    expect(paints[1]).toEqual({ action: "fill", colour: "rgba(0,255,0,0.5)", box: [7, 9, 7, 9] });
    // Moved, then rotated: the move turns too, so (1, 0) goes to (11, 0) and then to (0, 11).
    pen
      .translate(10, 0)
      .rotate(Math.PI / 2)
      .moveTo(1, 0)
      .lineTo(1, 0)
      .fill(0x0000ff);
    expect(paints[2]!.box.map((v) => Math.round(v * 1e9) / 1e9)).toEqual([1, 2 * 11 + 1, 1, 2 * 11 + 1]);
  });

  it("draws a greyed face in its colours multiplied by the tint, channel by channel", () => {
    // A tint multiplies each 0–255 channel by tint/255: white becomes the tint, black stays black.
    expect(tinted(0xffffff, 0xa9a59a)).toBe(0xa9a59a);
    expect(tinted(0x000000, 0xa9a59a)).toBe(0);
    expect(tinted(0x80ff40, 0x808080)).toBe((64 << 16) | (128 << 8) | 32);
    expect(tinted(0x123456, 0xffffff)).toBe(0x123456);
    const paints: Paint[] = [];
    drawTileFace(new CanvasPen(recordingContext(paints), 1, 0, 0, 0xa9a59a), { kind: 31, red: false }, 47);
    // The white dragon's face: the ivory body (0xf8f4e8) and its blue frame (0x1f4fa8), greyed.
    expect(paints.map((p) => p.colour)).toContain(cssColour(tinted(0xf8f4e8, 0xa9a59a)));
    expect(paints.map((p) => p.colour)).toContain(cssColour(tinted(0x1f4fa8, 0xa9a59a)));
    expect(paints.map((p) => p.colour)).not.toContain(cssColour(0xf8f4e8));
  });
});
