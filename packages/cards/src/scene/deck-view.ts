// One simulated deck as a strip of thin cards, coloured by where each card started (top = blue,
// bottom = red, lands marked below), so clumps of neighbours stay visible after a shuffle. When a
// step is added the cards slide to their new places; a tap skips the animation.
import { Container, Graphics, Rectangle, Text } from "pixi.js";
import { MUTED, textStyle } from "./widgets.ts";

const SLIDE_MS = 450;

function hue(card: number, n: number): number {
  // Blue (top) through green to red (bottom).
  const t = n <= 1 ? 0 : card / (n - 1);
  const h = (1 - t) * 220;
  const f = (k: number) => {
    const a = 0.75 * Math.min(0.55, 1 - 0.55);
    const x = (k + h / 30) % 12;
    return Math.round(255 * (0.55 - a * Math.max(-1, Math.min(x - 3, 9 - x, 1))));
  };
  return (f(0) << 16) | (f(8) << 8) | f(4);
}

export class DeckView {
  readonly view = new Container();
  private readonly bars = new Graphics();
  private readonly caption = new Text({ text: "", style: textStyle(12, MUTED) });
  private order: number[] = [];
  private from: Map<number, number> = new Map();
  private elapsed = SLIDE_MS;
  private w = 300;
  private h = 40;
  private lands = 0;

  constructor() {
    this.view.addChild(this.bars, this.caption);
    this.view.eventMode = "static";
    this.view.on("pointertap", () => this.skip());
  }

  layout(x: number, y: number, w: number, h: number): void {
    this.w = w;
    this.h = h;
    this.view.position.set(x, y);
    this.view.hitArea = new Rectangle(0, 0, w, h + 18);
    this.caption.position.set(0, h + 3);
    this.draw();
  }

  /** Shows an order (top card first); `animate` slides the cards from the previous order. */
  set(order: readonly number[], lands: number, animate: boolean, label: string): void {
    const previous = new Map<number, number>();
    this.order.forEach((card, j) => previous.set(card, j));
    this.from = previous;
    this.order = [...order];
    this.lands = lands;
    this.elapsed = animate && previous.size === order.length ? 0 : SLIDE_MS;
    this.caption.text = label;
    this.draw();
  }

  get animating(): boolean {
    return this.elapsed < SLIDE_MS;
  }

  update(deltaMs: number): void {
    if (!this.animating) return;
    this.elapsed = Math.min(SLIDE_MS, this.elapsed + deltaMs);
    this.draw();
  }

  skip(): void {
    this.elapsed = SLIDE_MS;
    this.draw();
  }

  private draw(): void {
    const g = this.bars.clear();
    const n = this.order.length;
    if (n === 0) return;
    const step = this.w / n;
    const t = this.elapsed / SLIDE_MS;
    const ease = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    const barH = this.h - 6;
    this.order.forEach((card, j) => {
      const start = this.from.get(card) ?? j;
      const x = (start + (j - start) * ease) * step;
      // Cards moving far arc upwards a little, so the eye can follow them.
      const lift = Math.sin(Math.PI * ease) * Math.min(10, Math.abs(j - start) * 0.5);
      g.rect(x, 2 - lift, Math.max(1, step - 1), barH).fill(hue(card, n));
      if (card < this.lands) g.rect(x, this.h - 3, Math.max(1, step - 1), 3).fill(0xffffff);
    });
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
