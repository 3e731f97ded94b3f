import type { Screen } from "@arcade/core/stage";
import { Container, Graphics, Rectangle, Text, type FederatedPointerEvent } from "pixi.js";
import { ROWS, WIDTH, type Cell } from "../rules/cells.ts";
import { resolveChain, type ChainStep } from "../rules/chain.ts";
import { Field } from "../rules/field.ts";

export interface EditorOptions {
  field?: Field;
  chainSpeed: number;
  reducedMotion: boolean;
  onShare: (field: Field) => void;
  onPractice: (field: Field) => void;
}

const COLOURS = [0x1a1a33, 0xe84a5f, 0x5ccf6b, 0x4a90e2, 0xf5d547, 0xb06ad9, 0xb8b8c8];
const FONT = "Liberation Sans, Arial, sans-serif";
const BUTTONS = ["Chain", "Clear", "Practice", "Share"] as const;

interface Frame {
  field: Field;
  popping: readonly { x: number; y: number }[];
  ms: number;
  step?: ChainStep;
}

/**
 * The field editor: tap a colour (or the eraser) below the field, then tap or drag over cells to
 * paint them; "Chain" plays the field's chain step by step (floating puyos fall first) and then
 * shows the edited field again; "Practice" plays from it; "Share" gives a link and a puyop.com link.
 */
export class EditorScreen implements Screen {
  readonly view = new Container();
  private readonly g = new Graphics();
  private readonly info = new Text({ text: "Tap a colour, then paint the field.", style: { fill: 0xecebf5, fontFamily: FONT, fontSize: 16 } });
  private readonly buttonLabels: Text[] = BUTTONS.map((label) => new Text({ text: label, style: { fill: 0xffffff, fontFamily: FONT, fontSize: 16 } }));
  readonly field: Field;
  private brush: Cell = 1;
  private frames: Frame[] = [];
  private frameMs = 0;
  private clock = 0;
  private painting = false;
  private cell = 28;
  private x0 = 0;
  private y0 = 0;
  private paletteY = 0;
  private buttonsY = 0;
  private width = 0;

  constructor(private readonly options: EditorOptions) {
    this.field = options.field ? options.field.clone() : Field.empty();
    this.view.addChild(this.g, this.info, ...this.buttonLabels);
    this.view.eventMode = "static";
    this.view.on("pointerdown", (e: FederatedPointerEvent) => this.down(e));
    this.view.on("pointermove", (e: FederatedPointerEvent) => this.painting && this.paintAt(e));
    this.view.on("pointerup", () => (this.painting = false));
    this.view.on("pointerupoutside", () => (this.painting = false));
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.cell = Math.max(16, Math.floor(Math.min((width - 24) / WIDTH, (height - 220) / ROWS)));
    this.x0 = Math.round((width - this.cell * WIDTH) / 2);
    this.y0 = 64;
    this.paletteY = this.y0 + this.cell * ROWS + 14;
    this.buttonsY = this.paletteY + Math.min(48, (width - 24) / 7) + 14;
    this.view.hitArea = new Rectangle(0, 0, width, height);
    this.info.position.set(this.x0, this.y0 - 36);
    this.draw();
  }

  update(deltaMs: number): void {
    this.clock += deltaMs;
    if (this.frames.length === 0) return;
    this.frameMs += deltaMs * this.options.chainSpeed;
    while (this.frames.length > 0 && this.frameMs >= this.frames[0]!.ms) {
      this.frameMs -= this.frames[0]!.ms;
      this.frames.shift();
      const step = this.frames[0]?.step;
      if (step) this.info.text = `${step.chain} chain  +${step.score}`;
    }
    this.draw();
  }

  private swatch(): number {
    return Math.min(48, (this.width - 24) / 7);
  }

  private down(e: FederatedPointerEvent): void {
    if (this.frames.length > 0) return;
    const { x, y } = e.global;
    const s = this.swatch();
    const px0 = (this.width - s * 7) / 2;
    if (y >= this.paletteY && y < this.paletteY + s) {
      const i = Math.floor((x - px0) / s);
      if (i >= 0 && i < 7) this.brush = i as Cell;
      this.draw();
      return;
    }
    const bw = (this.width - 24) / BUTTONS.length;
    if (y >= this.buttonsY && y < this.buttonsY + 44) {
      const i = Math.floor((x - 12) / bw);
      if (i >= 0 && i < BUTTONS.length) this.button(BUTTONS[i]!);
      return;
    }
    this.painting = true;
    this.paintAt(e);
  }

  private paintAt(e: FederatedPointerEvent): void {
    const x = Math.floor((e.global.x - this.x0) / this.cell) + 1;
    const y = ROWS - Math.floor((e.global.y - this.y0) / this.cell);
    if (x < 1 || x > WIDTH || y < 1 || y > ROWS) return;
    if (this.field.get(x, y) === this.brush) return;
    this.field.set(x, y, this.brush);
    this.draw();
  }

  private button(name: (typeof BUTTONS)[number]): void {
    if (name === "Clear") {
      this.field.w.fill(0);
      this.info.text = "Cleared.";
      this.draw();
    } else if (name === "Chain") this.playChain();
    else if (name === "Practice") this.options.onPractice(this.field.clone());
    else this.options.onShare(this.field.clone());
  }

  /** Plays the chain on a copy; the edited field comes back when it ends. */
  private playChain(): void {
    const work = this.field.clone();
    work.settle();
    const settled = work.clone();
    const result = resolveChain(work, true);
    const fast = this.options.reducedMotion ? 0.4 : 1;
    const frames: Frame[] = [{ field: settled, popping: [], ms: 300 * fast }];
    let before = settled;
    for (const step of result.steps) {
      frames.push({ field: before, popping: step.removed, ms: 450 * fast, step });
      frames.push({ field: step.after, popping: [], ms: 300 * fast });
      before = step.after;
    }
    frames.push({ field: before, popping: [], ms: 900 });
    this.frames = frames;
    this.frameMs = 0;
    this.info.text = result.chains === 0 ? "Nothing pops." : `${result.chains} chains, ${result.score} points${result.allClear ? ", all clear" : ""}`;
    this.draw();
  }

  private draw(): void {
    const g = this.g.clear();
    const frame = this.frames[0];
    const field = frame ? frame.field : this.field;
    const c = this.cell;
    g.roundRect(this.x0 - 3, this.y0 + c - 3, c * WIDTH + 6, c * (ROWS - 1) + 6, 6).fill(0x26264a);
    g.rect(this.x0, this.y0, c * WIDTH, c).fill(0x1a1a33);
    const flash = Math.floor(this.clock / 90) % 2 === 0;
    for (let y = 1; y <= ROWS; y++) {
      for (let x = 1; x <= WIDTH; x++) {
        const cell = field.get(x, y);
        if (cell === 0) continue;
        const pops = frame?.popping.some((p) => p.x === x && p.y === y) ?? false;
        g.circle(this.x0 + (x - 0.5) * c, this.y0 + (ROWS - y + 0.5) * c, c * 0.45).fill({
          color: COLOURS[cell]!,
          alpha: pops && flash ? 0.35 : y === ROWS ? 0.6 : 1,
        });
      }
    }
    const s = this.swatch();
    const px0 = (this.width - s * 7) / 2;
    for (let i = 0; i < 7; i++) {
      const cx = px0 + (i + 0.5) * s;
      const cy = this.paletteY + s / 2;
      if (i === 0) g.circle(cx, cy, s * 0.38).stroke({ width: 2, color: 0x9a9ac0 });
      else g.circle(cx, cy, s * 0.38).fill(COLOURS[i]);
      if (i === this.brush) g.circle(cx, cy, s * 0.47).stroke({ width: 3, color: 0xffffff });
    }
    const bw = (this.width - 24) / BUTTONS.length;
    BUTTONS.forEach((_, i) => {
      g.roundRect(12 + i * bw + 3, this.buttonsY, bw - 6, 44, 8).fill(0x7a4ad9);
      const label = this.buttonLabels[i]!;
      label.anchor.set(0.5);
      label.position.set(12 + (i + 0.5) * bw, this.buttonsY + 22);
    });
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
