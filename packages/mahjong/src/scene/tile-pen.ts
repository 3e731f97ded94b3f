// What the tile faces are drawn with: the few path calls of Pixi's GraphicsContext that the faces
// use (`Pen`), and the same calls straight onto a 2D canvas (`CanvasPen`). On the stage every face
// is drawn once onto its own small canvas, which becomes the texture of its sprites: far cheaper
// at start than recording Pixi graphics and rendering each one into a render texture (the first
// screens of the trainer draw 30–60 faces). Without a canvas (unit tests) the faces are recorded
// into a GraphicsContext, which takes the same calls.

/** A colour, or a colour with an alpha. */
export type PenFill = number | { color: number; alpha: number };

export interface PenStroke {
  width: number;
  color: number;
  alpha?: number;
  cap?: "round";
  join?: "round";
}

/**
 * The drawing calls a face makes, with Pixi's GraphicsContext's meaning: shapes add to the current
 * path; `fill` and `stroke` paint it, and a fill straight after a stroke (or the reverse) paints
 * the same path; the next shape starts a new one. `rotate` and `translate` apply after the
 * current transform (rotate, then translate, moves a rotated shape).
 */
export interface Pen {
  moveTo(x: number, y: number): Pen;
  lineTo(x: number, y: number): Pen;
  closePath(): Pen;
  rect(x: number, y: number, w: number, h: number): Pen;
  roundRect(x: number, y: number, w: number, h: number, radius: number): Pen;
  circle(x: number, y: number, radius: number): Pen;
  ellipse(x: number, y: number, radiusX: number, radiusY: number): Pen;
  fill(style: PenFill): Pen;
  stroke(style: PenStroke): Pen;
  save(): Pen;
  restore(): Pen;
  rotate(angle: number): Pen;
  translate(x: number, y: number): Pen;
}

/**
 * A colour multiplied channel by channel by `tint` (0xffffff keeps it): what tinting the drawn
 * face would give, since a tint multiplies every pixel's colour and blending is linear in it.
 */
export function tinted(color: number, tint: number): number {
  if (tint === 0xffffff) return color;
  const channel = (shift: number) => Math.round((((color >> shift) & 255) * ((tint >> shift) & 255)) / 255) << shift;
  return channel(16) | channel(8) | channel(0);
}

/** `#rrggbb`, or `rgba(…)` with an alpha below 1. */
export function cssColour(color: number, alpha = 1): string {
  if (alpha >= 1) return `#${color.toString(16).padStart(6, "0")}`;
  return `rgba(${(color >> 16) & 255},${(color >> 8) & 255},${color & 255},${alpha})`;
}

/** A 2D affine transform [a, b, c, d, tx, ty] (x' = a·x + c·y + tx, y' = b·x + d·y + ty). */
type Affine = [number, number, number, number, number, number];

/**
 * The Pen calls on a 2D canvas context, scaled by `scale` (device pixels per unit), offset by
 * (ox, oy), every colour multiplied by `tint` (a greyed tile is drawn grey, not tinted after).
 */
export class CanvasPen implements Pen {
  private transform: Affine = [1, 0, 0, 1, 0, 0];
  private readonly saved: Affine[] = [];
  /** A fill or a stroke ended the path: the next shape starts a new one. */
  private painted = true;

  constructor(
    private readonly ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
    private readonly scale: number,
    private readonly ox = 0,
    private readonly oy = 0,
    private readonly tint = 0xffffff,
  ) {
    this.apply();
  }

  moveTo(x: number, y: number): this {
    this.shape().moveTo(x, y);
    return this;
  }

  lineTo(x: number, y: number): this {
    this.shape().lineTo(x, y);
    return this;
  }

  closePath(): this {
    this.ctx.closePath();
    return this;
  }

  rect(x: number, y: number, w: number, h: number): this {
    this.shape().rect(x, y, w, h);
    return this;
  }

  roundRect(x: number, y: number, w: number, h: number, radius: number): this {
    this.shape().roundRect(x, y, w, h, radius);
    return this;
  }

  circle(x: number, y: number, radius: number): this {
    return this.ellipse(x, y, radius, radius);
  }

  ellipse(x: number, y: number, radiusX: number, radiusY: number): this {
    // A shape of its own: a new subpath, not joined to the last point.
    const ctx = this.shape();
    ctx.moveTo(x + radiusX, y);
    ctx.ellipse(x, y, radiusX, radiusY, 0, 0, 2 * Math.PI);
    ctx.closePath();
    return this;
  }

  fill(style: PenFill): this {
    this.ctx.fillStyle = typeof style === "number" ? cssColour(tinted(style, this.tint)) : cssColour(tinted(style.color, this.tint), style.alpha);
    this.ctx.fill();
    this.painted = true;
    return this;
  }

  stroke(style: PenStroke): this {
    const ctx = this.ctx;
    ctx.strokeStyle = cssColour(tinted(style.color, this.tint), style.alpha);
    ctx.lineWidth = style.width;
    ctx.lineCap = style.cap ?? "butt";
    ctx.lineJoin = style.join ?? "miter";
    // The width is in face units, whatever transform the path was drawn under (as in Pixi).
    ctx.setTransform(this.scale, 0, 0, this.scale, this.ox, this.oy);
    ctx.stroke();
    this.apply();
    this.painted = true;
    return this;
  }

  save(): this {
    this.saved.push([...this.transform]);
    return this;
  }

  restore(): this {
    this.transform = this.saved.pop() ?? [1, 0, 0, 1, 0, 0];
    this.apply();
    return this;
  }

  /** Rotates after the current transform (about the origin, position included). */
  rotate(angle: number): this {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const [a, b, c, d, tx, ty] = this.transform;
    this.transform = [a * cos - b * sin, a * sin + b * cos, c * cos - d * sin, c * sin + d * cos, tx * cos - ty * sin, tx * sin + ty * cos];
    this.apply();
    return this;
  }

  /** Moves after the current transform. */
  translate(x: number, y: number): this {
    this.transform[4] += x;
    this.transform[5] += y;
    this.apply();
    return this;
  }

  /** The context, with a new path begun if the last one was painted. */
  private shape(): CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D {
    if (this.painted) this.ctx.beginPath();
    this.painted = false;
    return this.ctx;
  }

  /** Sets the context's transform: the pen's, then the scale and offset to device pixels. */
  private apply(): void {
    const [a, b, c, d, tx, ty] = this.transform;
    const s = this.scale;
    this.ctx.setTransform(s * a, s * b, s * c, s * d, s * tx + this.ox, s * ty + this.oy);
  }
}
