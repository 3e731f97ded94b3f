import { plural } from "@arcade/core";
import { Synth, type Screen } from "@arcade/core/stage";
import { Container, Graphics, Rectangle, Text, type FederatedPointerEvent } from "pixi.js";
import type { CalculatorResultJson } from "../analysis/calculator-service.ts";
import { ROWS, WIDTH, type Cell, type Color } from "../rules/cells.ts";
import { Field } from "../rules/field.ts";
import { printField } from "../rules/field-text.ts";
import { printPair, type Pair } from "../rules/pair.ts";
import { CalculatorClient, percent } from "./calculator-client.ts";
import { ChainPlayback } from "./chain-playback.ts";
import { HeatLayer, heatLegend, heatShapes, type HeatShape } from "./editor-heat.ts";
import { conditionText, describe, type OddsSettings } from "./odds-text.ts";
import { paletteFor, type PaletteName, type PuyoPalette } from "./palette.ts";
import { drawPairBox, drawSwatches } from "./editor-draw.ts";
import { EDITOR_BUTTONS, buttonAt, editorLayout, type EditorButton, type EditorLayout } from "./editor-layout.ts";
import { rectText, type Insets } from "./layout.ts";
import { drawPuyo } from "./puyo-art.ts";

/** The current pair and the two next ones; a null next pair is unknown (random). */
export type EditorPairs = [Pair, Pair | null, Pair | null];

export interface EditorOptions {
  field?: Field;
  /** The pairs a link gave (current first). */
  pairs?: readonly Pair[];
  chainSpeed: number;
  reducedMotion: boolean;
  soundVolume: number;
  /** The app's shared palette setting (colours and marks of the puyos). */
  palette: PaletteName;
  onShare: (field: Field, pairs: readonly Pair[]) => void;
  onPractice: (field: Field) => void;
  /** Asks for a pasted position; `apply` puts it in the editor. */
  onImport: (apply: (field: Field, pairs?: readonly Pair[]) => void) => void;
  /** Shows the calculator's settings (and the last result's table); `start` runs it. */
  onOdds: (settings: OddsSettings, last: CalculatorResultJson | null, start: (settings: OddsSettings) => void) => void;
  /** State for tests (data-* on the host). */
  report: (values: Record<string, string | number>) => void;
  /** Something changed outside update() (the calculator answered): draw once more. */
  invalidate: () => void;
  /** Pixels the shell's controls cover at each edge now. */
  insets: () => Insets;
}

const FONT = "Liberation Sans, Arial, sans-serif";

/**
 * The field editor and the calculator screen: tap a colour (or the eraser) under the field and
 * paint cells by tap or drag; tap a puyo of NOW / NEXT / NEXT 2 beside the field to give it the
 * brush colour (the eraser makes a next pair random). "Chain" plays the field's chain (Pause /
 * Play, Step one frame, Speed ½× to 4×); "Odds" runs the probability calculator in a worker with a
 * progress bar (tap again to cancel) and draws every placement of the current pair on the field
 * in heat colours with its chance in per cent; "Import" takes a pasted link or text, "Share" gives
 * the app link (field and pairs) and the puyop.com link, "Practice" plays from the field.
 */
export class EditorScreen implements Screen {
  readonly view = new Container();
  private readonly g = new Graphics();
  private readonly info = new Text({
    text: "Tap a colour, then paint the field.",
    style: { fill: 0xecebf5, fontFamily: FONT, fontSize: 15, wordWrap: true, wordWrapWidth: 300 },
  });
  private readonly buttonLabels = new Map<EditorButton, Text>();
  private readonly pairLabels = ["Now", "Next", "Next 2"].map((t) => new Text({ text: t, style: { fill: 0x9a9ac0, fontFamily: FONT, fontSize: 13 } }));
  private readonly heatLayer = new HeatLayer(this.view);
  /** What the heat map's figures mean (shown with them). */
  private readonly legend = new Text({
    text: "",
    style: { fill: 0xc8c8e8, fontFamily: FONT, fontSize: 12, lineHeight: 15, wordWrap: true, wordWrapWidth: 300 },
  });
  readonly field: Field;
  readonly pairs: EditorPairs;
  private brush: Cell = 1;
  private readonly chain: ChainPlayback;
  private clock = 0;
  private painting = false;
  private layout: EditorLayout = editorLayout(360, 640, { top: 0, right: 0, bottom: 0, left: 0 });
  private readonly calculator = new CalculatorClient();
  private readonly palette: PuyoPalette;
  private oddsSettings: OddsSettings = { condition: { kind: "chain", chains: 2 }, moves: 3, early: "continue" };
  private progress = 0;
  private odds: CalculatorResultJson | null = null;
  private heat: HeatShape[] = [];

  constructor(private readonly options: EditorOptions) {
    this.palette = paletteFor(options.palette);
    this.field = options.field ? options.field.clone() : Field.empty();
    const given = options.pairs ?? [];
    this.pairs = [given[0] ?? { axis: 1, child: 2 }, given[1] ?? null, given[1] ? (given[2] ?? null) : null];
    this.chain = new ChainPlayback(options.chainSpeed, options.reducedMotion, new Synth(options.soundVolume), (step) => {
      this.info.text = `${step.chain} chain  +${step.score}`;
    });
    for (const id of EDITOR_BUTTONS) this.buttonLabels.set(id, new Text({ text: "", style: { fill: 0xffffff, fontFamily: FONT, fontSize: 15 } }));
    this.view.addChild(this.g, this.info, this.legend, ...this.buttonLabels.values(), ...this.pairLabels);
    this.view.eventMode = "static";
    this.view.on("pointerdown", (e: FederatedPointerEvent) => this.down(e));
    this.view.on("pointermove", (e: FederatedPointerEvent) => this.painting && this.paintAt(e));
    this.view.on("pointerup", () => (this.painting = false));
    this.view.on("pointerupoutside", () => (this.painting = false));
    this.report();
  }

  resize(width: number, height: number): void {
    this.layout = editorLayout(width, height, this.options.insets());
    const { legend } = this.layout;
    // The legend is text a toast must not cover (the app's layout test reads textRect).
    this.options.report({ fieldRect: rectText(this.layout.fieldRect), textRect: rectText(legend) });
    this.legend.position.set(legend.x, legend.y);
    this.legend.style.wordWrapWidth = legend.w;
    this.view.hitArea = new Rectangle(0, 0, width, height);
    // Clear of the app's back button (top left) and the pause button (top right).
    this.info.position.set(56, 10);
    this.info.style.wordWrapWidth = width - 112;
    this.draw();
  }

  /** Changing by itself only while a chain plays or the calculator runs (its progress bar); else it costs nothing. */
  live(): boolean {
    return this.chain.playing || this.calculator.busy;
  }

  update(deltaMs: number): void {
    this.clock += deltaMs;
    // The chain's frames, the progress bar, the pop flash.
    if (this.chain.update(deltaMs) || this.calculator.busy || this.chain.active) this.draw();
  }

  // --- input ---

  private down(e: FederatedPointerEvent): void {
    const { x, y } = e.global;
    const button = buttonAt(this.layout, x, y);
    if (button) return this.press(button);
    if (this.chain.active) return;
    const { swatch: s, swatchX, swatchY } = this.layout;
    if (y >= swatchY && y < swatchY + s && x >= swatchX && x < swatchX + s * 7) {
      this.brush = Math.floor((x - swatchX) / s) as Cell;
      this.draw();
      return;
    }
    if (this.tapPair(x, y)) return;
    this.painting = true;
    this.paintAt(e);
  }

  private paintAt(e: FederatedPointerEvent): void {
    const { x0, y0, cell } = this.layout;
    const x = Math.floor((e.global.x - x0) / cell) + 1;
    const y = ROWS - Math.floor((e.global.y - y0) / cell);
    if (x < 1 || x > WIDTH || y < 1 || y > ROWS) return;
    if (this.field.get(x, y) === this.brush) return;
    this.field.set(x, y, this.brush);
    this.edited();
  }

  /** The pair boxes: where pair i's box starts. */
  private pairBox(i: number): { x: number; y: number; w: number; h: number } {
    const { x0, y0, cell: c } = this.layout;
    return { x: x0 + (WIDTH + 0.35) * c, y: y0 + c * (0.55 + i * 3.1), w: c * 1.3, h: c * 2.2 };
  }

  /** A tap on a pair puyo: the brush colour; the eraser makes a next pair random; else the next colour. */
  private tapPair(x: number, y: number): boolean {
    for (let i = 0; i < 3; i++) {
      const box = this.pairBox(i);
      if (x < box.x || x >= box.x + box.w || y < box.y || y >= box.y + box.h) continue;
      const childHalf = y < box.y + box.h / 2;
      if (this.brush === 0 && i > 0) {
        this.pairs[i] = null;
        if (i === 1) this.pairs[2] = null;
      } else {
        if (i === 2 && this.pairs[1] === null) return true; // NEXT 2 is known only after NEXT
        const old = this.pairs[i] ?? { axis: 1, child: 1 };
        const colour = (this.brush >= 1 && this.brush <= 5 ? this.brush : ((childHalf ? old.child : old.axis) % 4) + 1) as Color;
        const pair = this.pairs[i] ? { ...old } : { axis: colour, child: colour };
        if (childHalf) pair.child = colour;
        else pair.axis = colour;
        this.pairs[i] = pair;
      }
      this.edited();
      return true;
    }
    return false;
  }

  private press(id: EditorButton): void {
    switch (id) {
      case "chain":
        if (!this.chain.active) this.startChain(true);
        else this.chain.playing = !this.chain.playing;
        break;
      case "step":
        if (!this.chain.active) this.startChain(false);
        else this.chain.step();
        break;
      case "speed":
        this.chain.cycleSpeed();
        break;
      case "clear":
        this.chain.stop();
        this.field.w.fill(0);
        this.edited();
        this.info.text = "Cleared.";
        break;
      case "odds":
        if (this.calculator.busy) {
          this.calculator.cancel();
          this.info.text = "Calculation cancelled.";
        } else this.options.onOdds(this.oddsSettings, this.odds, (settings) => this.calculate(settings));
        break;
      case "import":
        this.options.onImport((field, pairs) => {
          this.chain.stop();
          this.field.copyFrom(field);
          if (pairs && pairs.length > 0) {
            this.pairs[0] = pairs[0]!;
            this.pairs[1] = pairs[1] ?? null;
            this.pairs[2] = pairs[1] ? (pairs[2] ?? null) : null;
          }
          this.edited();
          this.info.text = "Imported.";
        });
        break;
      case "practice":
        this.options.onPractice(this.field.clone());
        break;
      case "share":
        this.options.onShare(this.field.clone(), this.knownPairs());
        break;
    }
    this.draw();
  }

  /** The field or the pairs changed: an old calculation no longer applies. */
  private edited(): void {
    if (this.calculator.busy) this.calculator.cancel();
    this.odds = null;
    this.heat = [];
    this.report();
    this.draw();
    this.options.invalidate();
  }

  private knownPairs(): Pair[] {
    const out: Pair[] = [];
    for (const p of this.pairs) {
      if (!p) break;
      out.push(p);
    }
    return out;
  }

  // --- the chain ---

  /** Plays (or steps through) the field's chain; the info line says what it comes to. */
  private startChain(play: boolean): void {
    const result = this.chain.start(this.field, play);
    this.info.text =
      result.chains === 0 ? "Nothing pops." : `${plural(result.chains, "chain")}, ${plural(result.score, "point")}${result.allClear ? ", all clear" : ""}`;
    this.options.report({ chains: result.chains, chainScore: result.score });
    this.draw();
  }

  // --- the calculator ---

  private calculate(settings: OddsSettings): void {
    this.oddsSettings = settings;
    const known = this.knownPairs();
    this.progress = 0;
    this.odds = null;
    this.heat = [];
    this.calculator.run(
      { field: printField(this.field), pair: printPair(known[0]!), next: known.slice(1).map(printPair), ...settings },
      {
        progress: (done) => (this.progress = done),
        result: (result, cached) => {
          this.odds = result;
          this.heat = heatShapes(this.field, this.pairs[0], result);
          this.legend.text = heatLegend(conditionText(settings.condition), settings.moves);
          this.info.text = `${describe(settings)}: ${percent(result.probability)} (${result.fraction})${cached ? " · computed before" : ` · ${result.nodes.toLocaleString("en")} fields in ${result.ms} ms`}`;
          this.options.report({ probability: result.probability, fraction: result.fraction });
          this.draw();
          this.options.invalidate();
        },
        error: (message) => {
          this.info.text = message;
          this.draw();
          this.options.invalidate();
        },
      },
    );
    this.info.text = this.calculator.busy ? `${describe(settings)}: calculating… (tap Cancel to stop)` : this.info.text;
    this.draw();
  }

  private report(): void {
    // An edit makes the last answer stale: it is cleared along with the heat map.
    this.options.report({ field: printField(this.field), pairs: this.knownPairs().map(printPair).join(","), probability: "", fraction: "" });
  }

  // --- drawing ---

  private draw(): void {
    const g = this.g.clear();
    const frame = this.chain.shown;
    const field = frame ? frame.field : this.field;
    const { x0, y0, cell: c, swatchX, swatchY, swatch, progress } = this.layout;
    const cx = (x: number) => x0 + (x - 0.5) * c;
    const cy = (y: number) => y0 + (ROWS - y + 0.5) * c;
    g.roundRect(x0 - 3, y0 + c - 3, c * WIDTH + 6, c * (ROWS - 1) + 6, 6).fill(0x26264a);
    g.rect(x0, y0, c * WIDTH, c).fill(0x1a1a33);
    // Popping cells blink, or (reduced motion) stay dimmed.
    const flash = this.options.reducedMotion || Math.floor(this.clock / 90) % 2 === 0;
    for (let y = 1; y <= ROWS; y++) {
      for (let x = 1; x <= WIDTH; x++) {
        const cell = field.get(x, y);
        if (cell === 0) continue;
        const pops = frame?.popping.some((p) => p.x === x && p.y === y) ?? false;
        drawPuyo(g, cx(x), cy(y), c * 0.45, cell, this.palette, { alpha: pops && flash ? 0.35 : y === ROWS ? 0.6 : 1 });
      }
    }
    this.heatLayer.draw(g, this.heat, c, cx, cy, { top: y0, bottom: y0 + c * ROWS }, !frame);
    this.legend.visible = this.heat.length > 0 && !frame;
    this.pairs.forEach((pair, i) => drawPairBox(g, this.palette, pair, i, this.pairBox(i), this.pairLabels[i]!, c));
    drawSwatches(g, this.palette, this.brush, swatchX, swatchY, swatch);
    this.drawButtons();
    if (this.calculator.busy) {
      g.roundRect(progress.x, progress.y, progress.w, progress.h, 5).fill(0x26264a);
      g.roundRect(progress.x, progress.y, Math.max(10, progress.w * this.progress), progress.h, 5).fill(0xb14fe0);
    }
  }

  private buttonText(id: EditorButton): string {
    switch (id) {
      case "chain":
        return !this.chain.active ? "Chain" : this.chain.playing ? "Pause" : "Play";
      case "step":
        return "Step";
      case "speed":
        return this.chain.speedLabel;
      case "clear":
        return "Clear";
      case "odds":
        return this.calculator.busy ? `Cancel ${Math.floor(this.progress * 100)}%` : "Odds";
      case "import":
        return "Import";
      case "practice":
        return "Practice";
      case "share":
        return "Share";
    }
  }

  private drawButtons(): void {
    for (const id of EDITOR_BUTTONS) {
      const r = this.layout.buttons[id];
      const primary = id === "chain" || id === "odds";
      this.g.roundRect(r.x, r.y, r.w, r.h, 8).fill(primary ? 0xb14fe0 : 0x3a3a6a);
      const label = this.buttonLabels.get(id)!;
      label.text = this.buttonText(id);
      label.anchor.set(0.5);
      label.position.set(r.x + r.w / 2, r.y + r.h / 2);
    }
  }

  destroy(): void {
    this.calculator.destroy();
    this.view.destroy({ children: true });
  }
}
