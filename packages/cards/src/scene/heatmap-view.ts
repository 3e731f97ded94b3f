// The exact expected heatmap in the paper's orientation (rows = deck position, top row = top of
// the deck; columns = card), darker = likelier, mid grey = the uniform 1/n, with its axes and
// colour legend (map-axes.ts) in the same square box. Zoom, so a 60×60 map
// is readable on a phone: pinch with two fingers, drag with one to pan, the mouse wheel on a
// desktop; a tap zooms 3× around the tapped cell, or back out when zoomed; "Reset" zooms out.
import { heatmapImage, type Heatmap } from "./lab-api.ts";
import { Container, Graphics, Rectangle, Sprite, Text, Texture, type FederatedPointerEvent, type FederatedWheelEvent } from "pixi.js";
import { AXIS_ROOM, MapAxes } from "./map-axes.ts";
import { Button, MUTED, textStyle } from "./widgets.ts";
import { clampView, pinchView, zoomAt, type MapView } from "./zoom.ts";

/** The zoom a tap gives. */
const TAP_ZOOM = 3;
/** A press that moves less than this (px) is a tap. */
const TAP_SLOP = 8;

export class HeatmapView {
  readonly view = new Container();
  /** The map itself, right of and below the axes. */
  private readonly inner = new Container();
  private readonly axes = new MapAxes();
  private readonly frame = new Graphics();
  private readonly clip = new Graphics();
  private readonly sprite = new Sprite();
  private readonly caption = new Text({ text: "", style: textStyle(12, MUTED) });
  private readonly reset: Button;
  private texture: Texture | null = null;
  private canvas: HTMLCanvasElement | null = null;
  /** The map's side (the box less the axes). */
  private size = 200;
  private captionWidth = 200;
  /** Whether the map shows chances (with the legend) rather than one deck. */
  private odds = true;
  /** Zoom factor and the map's offset inside the frame (px, ≤ 0). */
  private zoom: MapView = { scale: 1, x: 0, y: 0 };
  /** Pointers down on the map, in the view's coordinates. */
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private gesture: { start: Map<number, { x: number; y: number }>; view: MapView; moved: boolean } | null = null;

  /** `onZoom` hears every change of the zoom factor (for the shell's test report). */
  constructor(private readonly onZoom: (scale: number) => void = () => {}) {
    this.reset = new Button("Reset", () => this.setZoom({ scale: 1, x: 0, y: 0 }));
    this.inner.addChild(this.frame, this.sprite, this.clip, this.caption, this.reset.view);
    this.inner.position.set(AXIS_ROOM, AXIS_ROOM);
    this.view.addChild(this.axes.view, this.inner);
    this.sprite.mask = this.clip;
    this.sprite.eventMode = "static";
    this.sprite.cursor = "zoom-in";
    this.sprite.on("pointerdown", (e: FederatedPointerEvent) => this.down(e));
    this.sprite.on("globalpointermove", (e: FederatedPointerEvent) => this.move(e));
    this.sprite.on("pointerup", (e: FederatedPointerEvent) => this.up(e, true));
    this.sprite.on("pointerupoutside", (e: FederatedPointerEvent) => this.up(e, false));
    this.sprite.on("wheel", (e: FederatedWheelEvent) => this.wheel(e));
    this.reset.view.visible = false;
  }

  /**
   * Shows a heatmap of chances with its legend and an optional caption (a routine's name), or
   * with `kind` "deck" one deck as a 0/1 map (its permutation plot) with a caption instead.
   */
  show(heatmap: Heatmap, caption = "", kind: "odds" | "deck" = "odds"): void {
    this.odds = kind === "odds";
    const image = heatmapImage(heatmap, { orientation: "paper" });
    const canvas = this.canvas ?? document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d")!;
    const data = context.createImageData(image.width, image.height);
    image.pixels.forEach((grey, i) => {
      data.data[4 * i] = grey;
      data.data[4 * i + 1] = grey;
      data.data[4 * i + 2] = grey;
      data.data[4 * i + 3] = 255;
    });
    context.putImageData(data, 0, 0);
    this.canvas = canvas;
    this.texture?.destroy(true);
    this.texture = Texture.from(canvas);
    this.texture.source.scaleMode = "nearest";
    this.sprite.texture = this.texture;
    this.caption.text = caption;
    this.place();
  }

  /**
   * The square box (`box` px, axes included) at (x, y); `captionWidth`: room for the legend and
   * caption under it (it may be wider than the box).
   */
  layout(x: number, y: number, box: number, captionWidth = box): void {
    const size = box - AXIS_ROOM;
    if (size !== this.size) this.zoom = { scale: 1, x: 0, y: 0 };
    this.size = size;
    this.captionWidth = captionWidth - AXIS_ROOM;
    this.view.position.set(x, y);
    this.frame
      .clear()
      .rect(-1, -1, size + 2, size + 2)
      .stroke({ width: 1, color: 0x4a4a80 });
    this.clip.clear().rect(0, 0, size, size).fill(0xffffff);
    this.caption.style.wordWrap = true;
    this.caption.style.wordWrapWidth = this.captionWidth;
    this.reset.layout(size - 62, 4, 58, 30);
    this.place();
  }

  /** The map's frame on the screen, axes left out (for the tests' state report). */
  get screenBox(): { x: number; y: number; size: number } {
    const p = this.inner.toGlobal({ x: 0, y: 0 });
    return { x: Math.round(p.x), y: Math.round(p.y), size: this.size };
  }

  /** The current zoom (for the tests' state report). */
  get zoomFactor(): number {
    return this.zoom.scale;
  }

  private setZoom(view: MapView): void {
    const before = this.zoom.scale;
    this.zoom = clampView(view, this.size);
    this.place();
    if (this.zoom.scale !== before) this.onZoom(this.zoom.scale);
  }

  private place(): void {
    const n = this.texture?.width ?? 1;
    this.sprite.scale.set((this.size / n) * this.zoom.scale);
    this.sprite.hitArea = new Rectangle(0, 0, n, n);
    this.sprite.position.set(this.zoom.x, this.zoom.y);
    this.sprite.cursor = this.zoom.scale > 1 ? "grab" : "zoom-in";
    this.reset.view.visible = this.zoom.scale > 1.001;
    this.axes.draw(n, this.size, this.zoom, this.odds, this.captionWidth);
    // Under the legend's bar and words, or right under the map.
    this.caption.position.set(0, this.size + (this.odds ? 26 : 4));
  }

  private local(e: FederatedPointerEvent): { x: number; y: number } {
    const p = this.inner.toLocal(e.global);
    return { x: p.x, y: p.y };
  }

  private down(e: FederatedPointerEvent): void {
    this.pointers.set(e.pointerId, this.local(e));
    // Every change in the number of fingers restarts the gesture from the current view.
    this.gesture = { start: new Map(this.pointers), view: { ...this.zoom }, moved: this.gesture?.moved ?? false };
  }

  private move(e: FederatedPointerEvent): void {
    if (!this.gesture || !this.pointers.has(e.pointerId)) return;
    this.pointers.set(e.pointerId, this.local(e));
    const ids = [...this.gesture.start.keys()].filter((id) => this.pointers.has(id));
    if (ids.length >= 2) {
      const [a, b] = ids as [number, number];
      this.gesture.moved = true;
      this.setZoom(
        pinchView(this.gesture.view, [this.gesture.start.get(a)!, this.gesture.start.get(b)!], [this.pointers.get(a)!, this.pointers.get(b)!], this.size),
      );
    } else if (ids.length === 1) {
      const id = ids[0]!;
      const from = this.gesture.start.get(id)!;
      const to = this.pointers.get(id)!;
      if (!this.gesture.moved && Math.hypot(to.x - from.x, to.y - from.y) < TAP_SLOP) return;
      this.gesture.moved = true;
      this.setZoom({ ...this.gesture.view, x: this.gesture.view.x + to.x - from.x, y: this.gesture.view.y + to.y - from.y });
    }
  }

  private up(e: FederatedPointerEvent, inside: boolean): void {
    if (!this.pointers.has(e.pointerId)) return;
    const point = this.pointers.get(e.pointerId)!;
    this.pointers.delete(e.pointerId);
    const tap = inside && this.gesture !== null && !this.gesture.moved && this.pointers.size === 0;
    if (this.pointers.size === 0) this.gesture = null;
    else this.gesture = { start: new Map(this.pointers), view: { ...this.zoom }, moved: true };
    if (tap) this.setZoom(this.zoom.scale > 1 ? { scale: 1, x: 0, y: 0 } : zoomAt(this.zoom, point, TAP_ZOOM));
  }

  private wheel(e: FederatedWheelEvent): void {
    e.preventDefault();
    const p = this.inner.toLocal(e.global);
    // About 1.25× per notch of a mouse wheel (deltaY ≈ 100), smooth for touchpads.
    this.setZoom(zoomAt(this.zoom, { x: p.x, y: p.y }, this.zoom.scale * Math.exp(-e.deltaY * 0.0022)));
  }

  destroy(): void {
    this.texture?.destroy(true);
    this.texture = null;
    this.view.destroy({ children: true });
  }
}
