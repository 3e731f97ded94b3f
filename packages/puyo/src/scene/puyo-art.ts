// Drawing one puyo in either palette: the fill, an optional outline, and its face. The standard
// palette's face is a pair of eyes; the colour-blind palette draws the colour's mark instead (a
// shape reads at a phone's small cell sizes where two eyes would only add noise).
import type { Graphics } from "pixi.js";
import { NUISANCE, type Cell } from "../rules/cells.ts";
import type { Mark, PuyoPalette } from "./palette.ts";

const INK = 0x0b0b16;

export interface PuyoStyle {
  alpha?: number;
  /** A dark rim (the game screen draws one, the editor does not). */
  outline?: boolean;
  /** Eyes on colour puyos in the standard palette (the editor's colour swatches have none). */
  eyes?: boolean;
}

export function drawPuyo(g: Graphics, x: number, y: number, r: number, cell: Cell, palette: PuyoPalette, style: PuyoStyle = {}): void {
  if (cell === 0) return;
  const alpha = style.alpha ?? 1;
  g.circle(x, y, r).fill({ color: palette.colours[cell]!, alpha });
  if (style.outline) g.stroke({ width: Math.max(1, r * 0.12), color: INK, alpha });
  if (cell === NUISANCE) return;
  const mark = palette.marks[cell];
  if (mark) drawMark(g, x, y, r, mark, alpha);
  else if (style.eyes ?? true) {
    g.circle(x - r * 0.32, y - r * 0.1, r * 0.16).fill({ color: INK, alpha });
    g.circle(x + r * 0.32, y - r * 0.1, r * 0.16).fill({ color: INK, alpha });
  }
}

/** The mark in dark ink, about half the puyo wide, centred. */
function drawMark(g: Graphics, x: number, y: number, r: number, mark: Mark, alpha: number): void {
  const ink = { color: INK, alpha };
  switch (mark) {
    case "dot":
      g.circle(x, y, r * 0.3).fill(ink);
      return;
    case "triangle":
      g.poly([x, y - r * 0.46, x + r * 0.44, y + r * 0.32, x - r * 0.44, y + r * 0.32]).fill(ink);
      return;
    case "square":
      g.rect(x - r * 0.32, y - r * 0.32, r * 0.64, r * 0.64).fill(ink);
      return;
    case "cross": {
      const long = r * 0.48;
      const half = r * 0.12;
      g.rect(x - long, y - half, long * 2, half * 2)
        .fill(ink)
        .rect(x - half, y - long, half * 2, long * 2)
        .fill(ink);
      return;
    }
    case "ring":
      g.circle(x, y, r * 0.36).stroke({ width: Math.max(1.5, r * 0.15), ...ink });
      return;
  }
}
