// Small Pixi widgets of the lab screen: a tappable button and the shared text style.
import { Container, Graphics, Rectangle, Text, type TextStyleOptions } from "pixi.js";
import type { Rect } from "./lab-layout.ts";

export const FONT = "Liberation Sans, Arial, sans-serif";
export const INK = 0xecebf5;
export const MUTED = 0xa3a1c2;
export const PANEL = 0x26264a;
export const ACCENT = 0xffd84a;
export const BAD = 0xff7a7a;
export const GOOD = 0x7ad9a0;

export function textStyle(size: number, fill = INK, extra: TextStyleOptions = {}): TextStyleOptions {
  return { fill, fontFamily: FONT, fontSize: size, ...extra };
}

/** A rounded button with a one- or two-line label; `pointertap` runs `onTap`. */
export class Button {
  readonly view = new Container();
  private readonly bg = new Graphics();
  private readonly label: Text;
  private w = 60;
  private h = 44;
  private enabled = true;
  private selected = false;

  constructor(
    text: string,
    private readonly onTap: () => void,
    private readonly color = PANEL,
  ) {
    this.label = new Text({ text, style: textStyle(15, INK, { align: "center", fontWeight: "bold" }) });
    this.label.anchor.set(0.5);
    this.view.addChild(this.bg, this.label);
    this.view.eventMode = "static";
    this.view.cursor = "pointer";
    this.view.on("pointertap", () => {
      if (this.enabled) this.onTap();
    });
  }

  layout(x: number, y: number, w: number, h: number): void {
    this.w = w;
    this.h = h;
    this.view.position.set(x, y);
    this.view.hitArea = new Rectangle(0, 0, w, h);
    this.label.position.set(w / 2, h / 2);
    this.label.style.fontSize = Math.max(11, Math.min(16, Math.floor(h / 3.2), Math.floor(w / 5)));
    this.draw();
  }

  setText(text: string): void {
    this.label.text = text;
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.view.alpha = enabled ? 1 : 0.45;
    this.view.cursor = enabled ? "pointer" : "default";
  }

  /** Marks the button as the current choice of a group (a brighter frame). */
  setSelected(selected: boolean): void {
    this.selected = selected;
    this.draw();
  }

  private draw(): void {
    this.bg
      .clear()
      .roundRect(0, 0, this.w, this.h, 8)
      .fill(this.selected ? 0x3d2f63 : this.color)
      .stroke(this.selected ? { width: 2, color: ACCENT } : { width: 1, color: 0x4a4a80 });
  }
}

/** Lays a button out in a layout's rectangle. */
export function place(button: Button, r: Rect): void {
  button.layout(r.x, r.y, r.w, r.h);
}
