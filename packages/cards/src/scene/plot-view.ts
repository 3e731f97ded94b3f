// The "distance against shuffles" plot: after each single shuffle of the routine, the exact TV to
// random (filled dots on the line), or where it is not known the exact upper bound (the line) and
// lower bound (hollow dots) with a bar between them.
import type { CurvePoint } from "../analysis/lab-session.ts";
import { Container, Graphics, Text } from "pixi.js";
import { ACCENT, MUTED, textStyle } from "./widgets.ts";

export class PlotView {
  readonly view = new Container();
  private readonly g = new Graphics();
  private readonly title = new Text({ text: "Distance to random after each shuffle (dashed: 0.25)", style: textStyle(12, MUTED) });
  private readonly axis = new Text({ text: "", style: textStyle(11, MUTED) });
  private readonly top = new Text({ text: "1", style: textStyle(11, MUTED) });
  private points: CurvePoint[] = [];
  private w = 300;
  private h = 120;

  constructor() {
    this.view.addChild(this.g, this.title, this.axis, this.top);
  }

  layout(x: number, y: number, w: number, h: number): void {
    this.view.position.set(x, y);
    this.w = w;
    this.h = h;
    this.draw();
  }

  set(points: CurvePoint[]): void {
    this.points = points;
    this.draw();
  }

  private draw(): void {
    const g = this.g.clear();
    const left = 14;
    const topY = 18;
    const plotW = this.w - left - 4;
    const plotH = this.h - topY - 16;
    this.title.position.set(0, 0);
    this.top.position.set(0, topY - 6);
    g.rect(left, topY, plotW, plotH).stroke({ width: 1, color: 0x4a4a80 });
    // The common "random enough" line at TV = 0.25 (dashed look by short segments).
    for (let x = left; x < left + plotW; x += 8) g.moveTo(x, topY + plotH * 0.75).lineTo(Math.min(left + plotW, x + 4), topY + plotH * 0.75);
    g.stroke({ width: 1, color: 0x6b6b99 });
    const last = this.points.at(-1);
    const count = Math.max(1, last?.applications ?? 1);
    this.axis.text = `0…${count} shuffle${count === 1 ? "" : "s"} · line: TV or upper bound · ○ lower bound`;
    this.axis.position.set(left, topY + plotH + 2);
    if (this.points.length === 0) return;
    const px = (p: CurvePoint) => left + (p.applications / count) * plotW;
    const py = (x: number) => topY + (1 - Math.min(1, Math.max(0, x))) * plotH;
    // The guarantee (exact TV, or the upper bound) as the line; where TV is not known exactly, a
    // bar down to the lower bound shows how much is unknown.
    for (const p of this.points) if (!p.exact && p.upper > p.distance) g.moveTo(px(p), py(p.upper)).lineTo(px(p), py(p.distance));
    g.stroke({ width: 1, color: 0x8a87b8 });
    this.points.forEach((p, i) => (i === 0 ? g.moveTo(px(p), py(p.upper)) : g.lineTo(px(p), py(p.upper))));
    g.stroke({ width: 2, color: ACCENT });
    const r = this.points.length > 40 ? 1.5 : 3;
    for (const p of this.points) {
      if (p.exact) g.circle(px(p), py(p.distance), r).fill(ACCENT);
      else g.circle(px(p), py(p.distance), r).fill(0x1f1f3a).stroke({ width: 1.5, color: ACCENT });
    }
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
