// The calculator's answer on the editor's field: every placement of NOW as a badge with its per
// cent in viridis heat colours (colour-blind safe), on the cells it fills or led to them when
// another badge is there, the best one starred and its cells ringed; a legend says what the
// figures mean.
import { Text, type Container, type Graphics } from "pixi.js";
import type { CalculatorResultJson } from "../analysis/calculator-service.ts";
import { resolveChain } from "../rules/chain.ts";
import { ROWS, WIDTH } from "../rules/cells.ts";
import type { Field } from "../rules/field.ts";
import { applyPlacement, type Pair, type Placement, type Rotation } from "../rules/pair.ts";

const FONT = "Liberation Sans, Arial, sans-serif";
/** Viridis (colour-blind safe, unlike any puyo colour in shape): 0 % dark purple … 100 % yellow. */
const HEAT = [0x440154, 0x3b528b, 0x21918c, 0x5ec962, 0xfde725];

/** One shape on the field: the cells a placement fills, the best of its placements' values. */
export interface HeatShape {
  cells: { x: number; y: number }[];
  probability: number;
  placement: Placement;
}

export function heatColour(p: number): number {
  const t = Math.max(0, Math.min(1, p)) * (HEAT.length - 1);
  const i = Math.min(HEAT.length - 2, Math.floor(t));
  const f = t - i;
  const a = HEAT[i]!;
  const b = HEAT[i + 1]!;
  const mix = (shift: number) => Math.round(((a >> shift) & 255) * (1 - f) + ((b >> shift) & 255) * f) << shift;
  return mix(16) | mix(8) | mix(0);
}

/** The cells each placement of the current pair fills, merged where two placements fill the same cells. */
export function heatShapes(field: Field, pair: Pair, result: CalculatorResultJson): HeatShape[] {
  const base = field.clone();
  base.settle();
  resolveChain(base);
  const shapes = new Map<string, HeatShape>();
  for (const p of result.placements) {
    const placement: Placement = { column: p.column, rotation: p.rotation as Rotation };
    const placed = base.clone();
    applyPlacement(placed, pair, placement);
    const cells: { x: number; y: number }[] = [];
    for (let x = 1; x <= WIDTH; x++) for (let y = 1; y <= ROWS; y++) if (placed.get(x, y) !== base.get(x, y)) cells.push({ x, y });
    const key = cells.map((c) => `${c.x},${c.y}`).join(" ");
    const old = shapes.get(key);
    if (!old || p.probability > old.probability) shapes.set(key, { cells, probability: p.probability, placement });
  }
  return [...shapes.values()].sort((a, b) => (a.cells[0]?.x === a.cells[1]?.x ? 0 : 1) - (b.cells[0]?.x === b.cells[1]?.x ? 0 : 1));
}

/** A badge's box on the screen (CSS px). */
export interface BadgeBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where a shape's badge goes: its box, and the point it stands for (the middle of the shape's cells). */
export interface Badge {
  box: BadgeBox;
  anchorX: number;
  anchorY: number;
}

function apart(a: BadgeBox, b: BadgeBox): boolean {
  return a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
}

/**
 * Places one badge per shape, none on another: each starts centred on its shape (upright pairs in
 * their column, lying ones on the line between their two columns) and, if it would cover a badge
 * already placed, moves up a badge's height at a time (down once it would leave the field's top)
 * until it is clear. The field (13 rows) has room for the at most 11 shapes of a pair.
 */
export function placeBadges(
  heat: readonly HeatShape[],
  cell: number,
  cx: (x: number) => number,
  cy: (y: number) => number,
  top: number,
  bottom: number,
): Badge[] {
  const w = Math.round(cell * 0.92);
  const h = Math.max(14, Math.round(cell * 0.42));
  const placed: BadgeBox[] = [];
  return heat.map((shape) => {
    const cells = shape.cells.length > 0 ? shape.cells : [{ x: shape.placement.column, y: 1 }];
    const anchorX = cells.reduce((sum, c) => sum + cx(c.x), 0) / cells.length;
    const anchorY = cells.reduce((sum, c) => sum + cy(c.y), 0) / cells.length;
    const start = Math.min(bottom - h, Math.max(top, Math.round(anchorY - h / 2)));
    const at = (y: number): BadgeBox => ({ x: Math.round(anchorX - w / 2), y, w, h });
    // Up from the start while inside the field, then down from it.
    const ys: number[] = [];
    for (let y = start; y >= top; y -= h + 2) ys.push(y);
    for (let y = start + h + 2; y <= bottom - h; y += h + 2) ys.push(y);
    const box = ys.map(at).find((b) => placed.every((p) => apart(p, b))) ?? at(start);
    placed.push(box);
    return { box, anchorX, anchorY };
  });
}

/** The legend under (or beside) the field: what the figures on it mean. */
export function heatLegend(condition: string, moves: number): string {
  return `% = chance of a ${condition} within ${moves} pair${moves === 1 ? "" : "s"} if you place NOW there · ★ the best placement`;
}

/** The per-cent badges of the heat map (pixi Text objects, made as needed and kept). */
export class HeatLayer {
  private readonly labels: Text[] = [];
  /** The badges drawn last (for the app's layout report). */
  badges: Badge[] = [];

  constructor(private readonly view: Container) {}

  /**
   * Draws every shape's badge, in its heat colour with its per cent, a leader to its cells when it
   * had to move, and the best placement's cells ringed in white (hidden while `visible` is false).
   */
  draw(
    g: Graphics,
    heat: readonly HeatShape[],
    cell: number,
    cx: (x: number) => number,
    cy: (y: number) => number,
    area: { top: number; bottom: number },
    visible: boolean,
  ): void {
    const c = cell;
    const best = Math.max(0, ...heat.map((h) => h.probability));
    while (this.labels.length < heat.length) {
      const label = new Text({ text: "", style: { fill: 0xffffff, fontFamily: FONT, fontSize: 12, fontWeight: "bold" } });
      label.anchor.set(0.5);
      this.labels.push(label);
      this.view.addChild(label);
    }
    this.badges = visible ? placeBadges(heat, c, cx, cy, area.top, area.bottom) : [];
    const bestShape = heat.find((shape) => shape.probability === best && best > 0);
    if (visible && bestShape)
      for (const cellAt of bestShape.cells) g.circle(cx(cellAt.x), cy(cellAt.y), c * 0.4).stroke({ width: 3, color: 0xffffff, alpha: 0.95 });
    this.labels.forEach((label, i) => {
      const shape = heat[i];
      const badge = this.badges[i];
      label.visible = shape !== undefined && badge !== undefined;
      if (!shape || !badge) return;
      const { box } = badge;
      const colour = heatColour(shape.probability);
      const centreY = box.y + box.h / 2;
      if (Math.abs(centreY - badge.anchorY) > box.h / 2) {
        g.moveTo(badge.anchorX, badge.anchorY)
          .lineTo(box.x + box.w / 2, centreY)
          .stroke({ width: 2, color: colour, alpha: 0.9 });
        g.circle(badge.anchorX, badge.anchorY, 3).fill(colour);
      }
      const isBest = shape === bestShape;
      g.roundRect(box.x, box.y, box.w, box.h, box.h / 2).fill({ color: colour, alpha: 0.95 });
      if (isBest) g.roundRect(box.x - 1, box.y - 1, box.w + 2, box.h + 2, box.h / 2).stroke({ width: 2, color: 0xffffff });
      label.style.fontSize = Math.max(10, Math.min(Math.round(box.h * 0.72), Math.round(box.w / 4)));
      // Dark text on the light half of viridis, light text on the dark half.
      label.style.fill = shape.probability >= 0.5 ? 0x0b0b16 : 0xffffff;
      label.text = `${isBest ? "★" : ""}${Math.round(shape.probability * 100)}%`;
      label.position.set(box.x + box.w / 2, centreY);
    });
  }
}
