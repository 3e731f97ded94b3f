// The editor's pieces around the field: a pair's box (NOW, NEXT, NEXT 2; an unknown next pair is
// drawn as two empty rings) and the brush swatches (eraser, five colours, nuisance).
import type { Graphics, Text } from "pixi.js";
import type { Cell } from "../rules/cells.ts";
import type { Pair } from "../rules/pair.ts";
import type { PuyoPalette } from "./palette.ts";
import { drawPuyo } from "./puyo-art.ts";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Pair `i` (0 NOW, 1 NEXT, 2 NEXT 2) in its box, child on top; null is a random pair. */
export function drawPairBox(g: Graphics, palette: PuyoPalette, pair: Pair | null, i: number, box: Box, label: Text, cell: number): void {
  label.text = i === 0 ? "Now" : pair ? (i === 1 ? "Next" : "Next 2") : "random";
  label.position.set(box.x, box.y - 17);
  g.roundRect(box.x, box.y, box.w, box.h, 6).fill(0x26264a);
  const x = box.x + box.w / 2;
  const r = cell * (i === 0 ? 0.42 : 0.38);
  if (pair) {
    drawPuyo(g, x, box.y + box.h * 0.27, r, pair.child, palette);
    drawPuyo(g, x, box.y + box.h * 0.73, r, pair.axis, palette);
  } else {
    for (const f of [0.27, 0.73]) g.circle(x, box.y + box.h * f, r).stroke({ width: 2, color: 0x6a6a99 });
  }
}

/** The seven brushes in a row from `left` at `top`, each `size` wide; the chosen one ringed. */
export function drawSwatches(g: Graphics, palette: PuyoPalette, brush: Cell, left: number, top: number, size: number): void {
  for (let i = 0; i < 7; i++) {
    const cx = left + (i + 0.5) * size;
    const cy = top + size / 2;
    if (i === 0) g.circle(cx, cy, size * 0.38).stroke({ width: 2, color: 0x9a9ac0 });
    else drawPuyo(g, cx, cy, size * 0.38, i as Cell, palette, { eyes: false });
    if (i === brush) g.circle(cx, cy, size * 0.47).stroke({ width: 3, color: 0xffffff });
  }
}
