// The calculator's answer on the editor's field: every placement of NOW as the cells it fills,
// in viridis heat colours (colour-blind safe) with its per cent, the best one outlined.
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

/** The per-cent labels of the heat map (pixi Text objects, made as needed and kept). */
export class HeatLayer {
  private readonly labels: Text[] = [];

  constructor(private readonly view: Container) {}

  /** Draws every shape on the field in its heat colour with its per cent (hidden while `visible` is false). */
  draw(g: Graphics, heat: readonly HeatShape[], cell: number, cx: (x: number) => number, cy: (y: number) => number, visible: boolean): void {
    const c = cell;
    const best = Math.max(0, ...heat.map((h) => h.probability));
    while (this.labels.length < heat.length) {
      const label = new Text({
        text: "",
        style: { fill: 0xffffff, fontFamily: FONT, fontSize: 12, fontWeight: "bold", stroke: { color: 0x0b0b16, width: 3 } },
      });
      label.anchor.set(0.5);
      this.labels.push(label);
      this.view.addChild(label);
    }
    this.labels.forEach((label, i) => {
      const shape = visible ? heat[i] : undefined;
      label.visible = shape !== undefined && shape.cells.length > 0;
      if (!shape || shape.cells.length === 0) return;
      const [a, b = a] = shape.cells as [{ x: number; y: number }, { x: number; y: number }?];
      const vertical = a.x === b.x;
      const colour = heatColour(shape.probability);
      g.moveTo(cx(a.x), cy(a.y))
        .lineTo(cx(b.x), cy(b.y) + (a.y === b.y && a.x === b.x ? 0.01 : 0))
        .stroke({ width: c * (vertical ? 0.62 : 0.34), color: colour, alpha: 0.85, cap: "round" });
      if (shape.probability === best && best > 0) {
        g.moveTo(cx(a.x), cy(a.y))
          .lineTo(cx(b.x), cy(b.y) + 0.01)
          .stroke({ width: c * (vertical ? 0.62 : 0.34) + 4, color: 0xffffff, alpha: 0.9, cap: "round" });
        g.moveTo(cx(a.x), cy(a.y))
          .lineTo(cx(b.x), cy(b.y) + 0.01)
          .stroke({ width: c * (vertical ? 0.62 : 0.34), color: colour, alpha: 1, cap: "round" });
      }
      label.style.fontSize = Math.max(10, Math.round(c * 0.3));
      label.text = String(Math.round(shape.probability * 100));
      label.position.set((cx(a.x) + cx(b.x)) / 2, (cy(a.y) + cy(b.y)) / 2);
    });
  }
}
