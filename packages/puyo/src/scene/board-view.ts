// Drawing one player's board: the field with its hidden 13th row and the X, the pair under
// control, the cells flashing before a pop (or, with the chain feedback of effects.ts, blinking,
// swelling and fading as it says), the nuisance on its way above the field, and NEXT / NEXT 2. It
// reads a SteppedGame and draws; it decides nothing.
import type { Graphics } from "pixi.js";
import { DEATH_X, DEATH_Y, NUISANCE, ROWS, WIDTH, type Cell } from "../rules/cells.ts";
import type { Field } from "../rules/field.ts";
import { CHILD_DX, CHILD_DY, type Pair } from "../rules/pair.ts";
import type { SteppedGame } from "../rules/stepped.ts";
import type { PopLook } from "./effects.ts";
import type { BoardPlace } from "./layout.ts";
import type { PuyoPalette } from "./palette.ts";
import { drawPuyo } from "./puyo-art.ts";

export type { BoardPlace } from "./layout.ts";

/** The popping cells and their look (effects.ts `popping`). */
export type PopShown = { cells: readonly { x: number; y: number }[]; look: PopLook } | null;

function puyo(g: Graphics, palette: PuyoPalette, cx: number, cy: number, r: number, cell: Cell, alpha = 1): void {
  drawPuyo(g, cx, cy, r, cell, palette, { alpha, outline: true });
}

/**
 * The field: its frame, the X, every puyo (row 13 dimmed). Popping cells blink on `flash`, or look
 * as `pop` says when the screen runs the chain feedback.
 */
export function drawField(
  g: Graphics,
  palette: PuyoPalette,
  field: Field,
  at: BoardPlace,
  popping: readonly { x: number; y: number }[],
  flash: boolean,
  pop?: PopShown,
): void {
  const { x0, y0, cell } = at;
  g.roundRect(x0 - 3, y0 + cell - 3, cell * WIDTH + 6, cell * (ROWS - 1) + 6, 6).fill(0x26264a);
  g.rect(x0, y0, cell * WIDTH, cell).fill({ color: 0x1a1a33 });
  const xx = x0 + (DEATH_X - 0.5) * cell;
  const xy = y0 + (ROWS - DEATH_Y + 0.5) * cell;
  const d = cell * 0.25;
  g.moveTo(xx - d, xy - d)
    .lineTo(xx + d, xy + d)
    .moveTo(xx + d, xy - d)
    .lineTo(xx - d, xy + d)
    .stroke({ width: 2, color: 0xe84a5f, alpha: 0.5 });
  for (let y = 1; y <= ROWS; y++) {
    for (let x = 1; x <= WIDTH; x++) {
      const c = field.get(x, y);
      const px = x0 + (x - 0.5) * cell;
      const py = y0 + (ROWS - y + 0.5) * cell;
      const pops = popping.some((p) => p.x === x && p.y === y);
      if (pops && pop !== undefined) {
        // The feedback's look: null once its beat is over for it (a seek), then drawn plainly.
        const look = pop?.cells.some((p) => p.x === x && p.y === y) ? pop.look : null;
        if (!look) puyo(g, palette, px, py, cell * 0.45, c);
        else {
          puyo(g, palette, px, py, cell * 0.45 * look.scale, c, look.alpha);
          if (look.glow > 0) g.circle(px, py, cell * 0.45 * look.scale).fill({ color: 0xffffff, alpha: look.glow * look.alpha * 0.6 });
        }
        continue;
      }
      puyo(g, palette, px, py, cell * 0.45, c, y === ROWS ? 0.45 : pops && flash ? 0.35 : 1);
    }
  }
}

/** The field as the game shows it now, and the pair under control with its axis ringed. */
export function drawBoard(g: Graphics, palette: PuyoPalette, game: SteppedGame, at: BoardPlace, flash: boolean, pop?: PopShown): void {
  const shown = game.shown;
  drawField(g, palette, shown.field, at, shown.popping, flash, pop);
  const p = game.pair;
  if (!p) return;
  const { x0, y0, cell } = at;
  const pair = game.currentPair;
  const r = cell * 0.45;
  const cx = (x: number) => x0 + (x - 0.5) * cell;
  const cy = (y: number) => y0 + (ROWS - y + 0.5) * cell;
  puyo(g, palette, cx(p.x), cy(p.y), r, pair.axis);
  puyo(g, palette, cx(p.x + CHILD_DX[p.rotation]!), cy(p.y + CHILD_DY[p.rotation]!), r, pair.child);
  g.circle(cx(p.x), cy(p.y), r + 2).stroke({ width: 2, color: 0xffffff, alpha: 0.6 });
}

/** The icons of `pending` nuisance as the games show them: gold 30, big grey 6, small 1; at most 6. */
export function incomingIcons(pending: number): number[] {
  const icons: number[] = [];
  for (let left = pending; left > 0 && icons.length < 6;) {
    const size = left >= 30 ? 30 : left >= 6 ? 6 : 1;
    icons.push(size);
    left -= size;
  }
  return icons;
}

/** The nuisance on its way, in a row just above the field. */
export function drawIncoming(g: Graphics, palette: PuyoPalette, pending: number, at: BoardPlace): void {
  const { x0, y0, cell } = at;
  incomingIcons(pending).forEach((size, i) => {
    const r = cell * (size === 1 ? 0.16 : 0.28);
    g.circle(x0 + (i + 0.5) * cell, y0 - cell * 0.3, r)
      .fill(size === 30 ? palette.rock : palette.colours[NUISANCE]!)
      .stroke({ width: 1.5, color: 0x0b0b16 });
  });
}

/** NEXT and NEXT 2 in their boxes, from `left` (NEXT 2 a little smaller and to the right). */
export function drawNext(g: Graphics, palette: PuyoPalette, pairs: readonly Pair[], left: number, top: number, cell: number): void {
  const r = cell * 0.42;
  pairs.forEach((p, i) => {
    const y = top + cell * (1 + i * 2.6);
    const x = left + cell * 0.5 + i * cell * 0.3;
    g.roundRect(x - cell * 0.55, y - cell * 0.1, cell * 1.1, cell * 2.2, 6).fill(0x26264a);
    puyo(g, palette, x, y + cell * 0.5, i === 0 ? r : r * 0.8, p.child);
    puyo(g, palette, x, y + cell * 1.5, i === 0 ? r : r * 0.8, p.axis);
  });
}
