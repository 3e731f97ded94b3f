// The exact expected heatmap in the paper's orientation (rows = deck position, top row = top of
// the deck; columns = card), darker = likelier, mid grey = the uniform 1/n. A tap zooms 3× around
// the tapped cell (and a second tap zooms back out), so a 60×60 map is readable on a phone.
import { heatmapImage, type Heatmap } from "./lab-api.ts";
import { Container, Graphics, Rectangle, Sprite, Text, Texture, type FederatedPointerEvent } from "pixi.js";
import { MUTED, textStyle } from "./widgets.ts";

const ZOOM = 3;

export class HeatmapView {
  readonly view = new Container();
  private readonly frame = new Graphics();
  private readonly clip = new Graphics();
  private readonly sprite = new Sprite();
  private readonly caption = new Text({ text: "", style: textStyle(12, MUTED) });
  private texture: Texture | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private size = 200;
  private zoom: { x: number; y: number } | null = null;

  constructor() {
    this.view.addChild(this.frame, this.sprite, this.clip, this.caption);
    this.sprite.mask = this.clip;
    this.sprite.eventMode = "static";
    this.sprite.cursor = "zoom-in";
    this.sprite.on("pointertap", (event: FederatedPointerEvent) => this.tap(event));
  }

  /** Shows a heatmap with a caption (a single deck is a 0/1 heatmap: its permutation plot). */
  show(heatmap: Heatmap, caption = "Exact heatmap · rows = positions · tap to zoom"): void {
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

  /** `captionWidth`: room for the caption under the map (it may be wider than the map). */
  layout(x: number, y: number, size: number, captionWidth = size): void {
    this.size = size;
    this.view.position.set(x, y);
    this.frame
      .clear()
      .rect(-1, -1, size + 2, size + 2)
      .stroke({ width: 1, color: 0x4a4a80 });
    this.clip.clear().rect(0, 0, size, size).fill(0xffffff);
    this.sprite.hitArea = new Rectangle(0, 0, this.texture?.width ?? size, this.texture?.height ?? size);
    this.caption.position.set(0, size + 4);
    this.caption.style.wordWrap = true;
    this.caption.style.wordWrapWidth = captionWidth;
    this.place();
  }

  private place(): void {
    const n = this.texture?.width ?? 1;
    const scale = (this.size / n) * (this.zoom ? ZOOM : 1);
    this.sprite.scale.set(scale);
    this.sprite.hitArea = new Rectangle(0, 0, n, n);
    if (this.zoom) {
      // Keep the tapped point under the finger, clamped so the map fills the frame.
      const max = this.size * (ZOOM - 1);
      this.sprite.position.set(-Math.min(max, Math.max(0, this.zoom.x * (ZOOM - 1))), -Math.min(max, Math.max(0, this.zoom.y * (ZOOM - 1))));
    } else this.sprite.position.set(0, 0);
    this.sprite.cursor = this.zoom ? "zoom-out" : "zoom-in";
  }

  private tap(event: FederatedPointerEvent): void {
    const local = this.view.toLocal(event.global);
    this.zoom = this.zoom ? null : { x: local.x, y: local.y };
    this.place();
  }

  destroy(): void {
    this.texture?.destroy(true);
    this.texture = null;
    this.view.destroy({ children: true });
  }
}
