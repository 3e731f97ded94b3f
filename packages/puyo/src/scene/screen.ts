import { Repeater, type Gesture } from "@arcade/core";
import { haptic, type Screen } from "@arcade/core/stage";
import { Container, Graphics, Text } from "pixi.js";
import { chooseMove } from "../analysis/bot.ts";
import { printField } from "../rules/field-text.ts";
import { printPair } from "../rules/pair.ts";
import { DEATH_X, DEATH_Y, NUISANCE, ROWS, WIDTH, type Cell } from "../rules/cells.ts";
import type { ChainStep } from "../rules/chain.ts";
import type { Field } from "../rules/field.ts";
import { PuyoGame, type TurnResult } from "../rules/game.ts";
import { SPAWN_POSITION, fall, move, placementOf, rotate, type PairPosition } from "../rules/moving.ts";
import { CHILD_DX, CHILD_DY, applyPlacement, type Pair } from "../rules/pair.ts";
import { Versus } from "../rules/versus.ts";
import { CalculatorClient, type CalculatorHandlers } from "./calculator-client.ts";
import { paletteFor, type PaletteName, type PuyoPalette } from "./palette.ts";
import { drawPuyo } from "./puyo-art.ts";
import { chainTone } from "./sound.ts";

export type PuyoMode = "endless" | "practice" | "versus" | "editor";

export interface ScreenOptions {
  mode: PuyoMode;
  seed: string;
  /** A start field (practice from a shared position). */
  field?: Field;
  das: number;
  arr: number;
  /** Chain animation speed factor (1..4). */
  chainSpeed: number;
  /** The bot fires chains of at least this length (versus). */
  botChain: number;
  reducedMotion: boolean;
  soundVolume: number;
  haptics: boolean;
  /** The app's shared palette setting: colour-blind puyos get other colours and a mark each. */
  palette: PaletteName;
  /** After each placed pair: the totals, this turn's chain, the field after it (text format). */
  onTurn: (state: { score: number; maxChain: number; placed: number; chain: number; field: string }) => void;
  onOver: (result: { score: number; maxChain: number; placed: number; won: boolean | null }) => void;
}

const FONT = "Liberation Sans, Arial, sans-serif";
/** Arcade Tsu falls about one row per 16 frames; a little quicker feels better on a phone. */
const FALL_MS = 500;
const SOFT_DROP_MS = 30;
const LOCK_MS = 250;
/** The quick-turn window: 20 frames at 60 Hz. */
const QUICK_TURN_MS = 333;
const POP_MS = 450;
const SETTLE_MS = 250;
const BOT_THINK_MS = 1400;
/** The bot's field beside NEXT (landscape) or under it (portrait), relative to the player's cells. */
const BOT_SCALE = 0.55;
const BOT_SCALE_STACKED = 0.4;

interface Frame {
  field: Field;
  /** Cells flashing before they pop. */
  popping: { x: number; y: number }[];
  ms: number;
  step?: ChainStep;
}

/**
 * The game on screen: the field with its hidden 13th row, the falling pair, NEXT and NEXT 2, the
 * score, chain popups, and in versus the bot's field beside it. The rules (PuyoGame, Versus,
 * moving.ts) decide everything; this class keeps time (gravity, lock, quick-turn window, chain
 * animation) and draws.
 */
export class PuyoScreen implements Screen {
  readonly view = new Container();
  private readonly board = new Graphics();
  private readonly side = new Graphics();
  private readonly hud = new Text({ text: "", style: { fill: 0xecebf5, fontFamily: FONT, fontSize: 16 } });
  private readonly popup = new Text({
    text: "",
    style: { fill: 0xffffff, fontFamily: FONT, fontSize: 28, fontWeight: "bold", stroke: { color: 0x0b0b16, width: 5 } },
  });
  private readonly labels = new Text({ text: "", style: { fill: 0x9a9ac0, fontFamily: FONT, fontSize: 13 } });
  private readonly botLabel = new Text({ text: "", style: { fill: 0x9a9ac0, fontFamily: FONT, fontSize: 13 } });
  /** How to play, under the field for the first pairs. */
  private readonly hint = new Text({
    text: "Touch: drag to move · tap left/right to turn · flick down to drop\nKeys: ← → move · ↓ soft drop · Z / X turn · Space drop",
    style: { fill: 0x9a9ac0, fontFamily: FONT, fontSize: 12, align: "left" },
  });
  readonly game: PuyoGame;
  private readonly versus: Versus | null;
  private readonly repeater: Repeater;
  private pair: PairPosition | null = null;
  private frames: Frame[] = [];
  private frameMs = 0;
  private clock = 0;
  private fallMs = 0;
  private lockMs = 0;
  private softDrop = false;
  private armedAt = -Infinity;
  private botMs = 0;
  private paused = false;
  private finished = false;
  private popupMs = 0;
  private cell = 28;
  private readonly calculator = new CalculatorClient();
  private readonly palette: PuyoPalette;
  private x0 = 0;
  private y0 = 0;
  /** Versus with the bot's field under NEXT (portrait). */
  private stacked = false;

  constructor(private readonly options: ScreenOptions) {
    if (options.mode === "versus") {
      this.versus = new Versus(options.seed);
      this.game = this.versus.players[0];
    } else {
      this.versus = null;
      this.game = new PuyoGame({ seed: options.seed, ...(options.field ? { field: options.field } : {}) });
    }
    this.palette = paletteFor(options.palette);
    this.repeater = new Repeater({ das: options.das, arr: options.arr });
    this.view.addChild(this.board, this.side, this.labels, this.botLabel, this.hud, this.hint, this.popup);
    this.spawn();
  }

  get cellSize(): number {
    return this.cell;
  }

  get state(): { over: boolean; score: number; maxChain: number; placed: number } {
    return { over: this.finished, score: this.game.score, maxChain: this.game.maxChain, placed: this.game.index };
  }

  resize(width: number, height: number): void {
    // Versus on a portrait screen: the bot's field (smaller) goes under NEXT instead of beside
    // it, so the player's field keeps most of the width.
    this.stacked = this.versus !== null && width < height;
    const columns = this.versus ? (this.stacked ? WIDTH + 0.4 + WIDTH * BOT_SCALE_STACKED + 0.3 : WIDTH + 2.6 + WIDTH * BOT_SCALE) : WIDTH + 3;
    this.cell = Math.max(14, Math.floor(Math.min((width - 24) / columns, (height - 90) / (ROWS + 0.5))));
    const total = this.cell * columns;
    this.x0 = Math.round((width - total) / 2);
    this.y0 = Math.round(Math.max(56, (height - this.cell * ROWS) / 2));
    this.hud.position.set(this.x0, this.y0 - 44);
    this.hint.position.set(this.x0, this.y0 + this.cell * ROWS + 8);
    this.hint.style.wordWrap = true;
    this.hint.style.wordWrapWidth = Math.max(200, width - this.x0 - 12);
    this.draw();
  }

  pause(): void {
    this.paused = true;
    this.repeater.releaseAll();
    this.softDrop = false;
  }

  resume(): void {
    this.paused = false;
  }

  /** A keyboard, gamepad or on-screen button action (pause is the shell's). */
  input(action: string, pressed: boolean): void {
    if (this.paused || this.finished) return;
    if (action === "left" || action === "right") {
      const moves = pressed ? this.repeater.press(action, this.clock) : this.repeater.release(action, this.clock);
      this.applyMoves(moves);
      return;
    }
    if (action === "softDrop") {
      this.softDrop = pressed;
      return;
    }
    if (!pressed) return;
    if (action === "rotateCW") this.turn(1);
    else if (action === "rotateCCW") this.turn(-1);
    else if (action === "hardDrop") this.hardDrop();
    else if (action === "undo") this.undo();
  }

  /** Touch gestures: drag to move, tap a side to rotate, flick down to drop, hold-drag down for soft drop. */
  gesture(g: Gesture): void {
    if (this.paused || this.finished) return;
    if (g.type === "move") {
      for (let i = 0; i < g.steps; i++) this.shift(g.dir === "left" ? -1 : 1);
    } else if (g.type === "tap") this.turn(g.side === "left" ? -1 : 1);
    else if (g.type === "flick" && g.dir === "down") this.hardDrop();
    else if (g.type === "softDropStart") this.softDrop = true;
    else if (g.type === "softDropEnd") this.softDrop = false;
  }

  /** Practice: back to before the last pair. */
  undo(): boolean {
    if (this.options.mode !== "practice" || this.frames.length > 0 || !this.game.undo()) return false;
    this.finished = false;
    this.spawn();
    this.draw();
    return true;
  }

  update(deltaMs: number): void {
    if (this.paused || this.finished) return;
    this.clock += deltaMs;
    if (this.popupMs > 0) {
      this.popupMs -= deltaMs;
      if (this.popupMs <= 0) this.popup.text = "";
    }
    if (this.versus) this.botTurn(deltaMs);
    if (this.frames.length > 0) {
      this.frameMs += deltaMs * this.options.chainSpeed;
      while (this.frames.length > 0 && this.frameMs >= this.frames[0]!.ms) {
        this.frameMs -= this.frames[0]!.ms;
        this.frames.shift();
        const next = this.frames[0];
        if (next?.step) this.announce(next.step);
      }
      if (this.frames.length === 0) this.endTurn();
      this.draw();
      return;
    }
    if (!this.pair) return;
    this.applyMoves(this.repeater.update(this.clock));
    this.fallMs += deltaMs;
    const interval = this.softDrop ? SOFT_DROP_MS : FALL_MS;
    let changed = false;
    while (this.pair && this.fallMs >= interval) {
      this.fallMs -= interval;
      const below = fall(this.game.field, this.pair);
      if (below) {
        this.pair = below;
        this.lockMs = 0;
        changed = true;
      } else break;
    }
    if (this.pair && !fall(this.game.field, this.pair)) {
      this.lockMs += deltaMs;
      if (this.lockMs >= LOCK_MS || this.softDrop) this.lock();
      changed = true;
    }
    if (changed) this.draw();
  }

  private applyMoves(moves: readonly { dir: "left" | "right"; steps: number }[]): void {
    for (const m of moves) {
      const steps = Number.isFinite(m.steps) ? m.steps : WIDTH;
      for (let i = 0; i < steps; i++) if (!this.shift(m.dir === "left" ? -1 : 1)) break;
    }
  }

  private shift(dx: -1 | 1): boolean {
    if (!this.pair || this.frames.length > 0) return false;
    const next = move(this.game.field, this.pair, dx);
    if (!next) return false;
    this.pair = next;
    this.draw();
    return true;
  }

  private turn(dir: 1 | -1): void {
    if (!this.pair || this.frames.length > 0) return;
    const armed = this.clock - this.armedAt <= QUICK_TURN_MS;
    const result = rotate(this.game.field, this.pair, dir, armed);
    this.armedAt = result.quickTurnArmed ? this.clock : -Infinity;
    this.pair = result.position;
    this.draw();
  }

  private hardDrop(): void {
    if (!this.pair || this.frames.length > 0) return;
    for (let below = fall(this.game.field, this.pair); below; below = fall(this.game.field, this.pair)) this.pair = below;
    this.lock();
  }

  private spawn(): void {
    this.pair = this.game.over ? null : { ...SPAWN_POSITION };
    this.fallMs = 0;
    this.lockMs = 0;
    this.armedAt = -Infinity;
  }

  private lock(): void {
    if (!this.pair) return;
    const placement = placementOf(this.pair);
    const placed = this.game.field.clone();
    applyPlacement(placed, this.game.current, placement);
    this.pair = null;
    const seconds = this.clock / 1000;
    const turn: TurnResult = this.versus ? this.versus.play(0, placement, seconds) : this.game.place(placement, seconds, false);
    this.frames = this.animation(placed, turn);
    this.frameMs = 0;
    haptic(10, this.options.haptics);
    this.options.onTurn({
      score: this.game.score,
      maxChain: this.game.maxChain,
      placed: this.game.index,
      chain: turn.chain.chains,
      field: printField(this.game.field),
    });
  }

  /** The placed field, each step's pop and fall, then the field after the nuisance. */
  private animation(placed: Field, turn: TurnResult): Frame[] {
    const fast = this.options.reducedMotion ? 0.4 : 1;
    const frames: Frame[] = [{ field: placed, popping: [], ms: 120 * fast }];
    let before = placed;
    for (const step of turn.chain.steps) {
      frames.push({ field: before, popping: step.removed, ms: POP_MS * fast, step });
      frames.push({ field: step.after, popping: [], ms: SETTLE_MS * fast });
      before = step.after;
    }
    if (turn.dropped > 0) frames.push({ field: this.game.field.clone(), popping: [], ms: SETTLE_MS * fast });
    if (frames[1]?.step) this.announce(frames[1].step);
    return frames;
  }

  private announce(step: ChainStep): void {
    this.popup.text = `${step.chain} chain!  +${step.score}`;
    this.popupMs = 900;
    chainTone(step.chain, this.options.soundVolume);
  }

  private endTurn(): void {
    if (this.versus && this.versus.winner !== null) return this.finish();
    if (this.game.over) return this.finish();
    this.spawn();
  }

  private finish(): void {
    this.finished = true;
    this.pair = null;
    this.draw();
    const winner = this.versus?.winner ?? null;
    this.options.onOver({ score: this.game.score, maxChain: this.game.maxChain, placed: this.game.index, won: winner === null ? null : winner === 0 });
  }

  private botTurn(deltaMs: number): void {
    const v = this.versus!;
    const bot = v.players[1];
    if (bot.over || v.winner !== null) return;
    this.botMs += deltaMs;
    if (this.botMs < BOT_THINK_MS) return;
    this.botMs = 0;
    const move = chooseMove(bot.field, bot.pairsPreview().slice(0, 2), { fireChain: this.options.botChain, pending: bot.pending });
    if (!move) return;
    v.play(1, move.placement, this.clock / 1000);
    if (v.winner !== null && this.frames.length === 0) this.finish();
    this.draw();
  }

  // --- drawing ---

  private px(x: number): number {
    return this.x0 + (x - 1) * this.cell;
  }

  private py(y: number): number {
    return this.y0 + (ROWS - y) * this.cell;
  }

  private puyo(g: Graphics, cx: number, cy: number, r: number, cell: Cell, alpha = 1): void {
    drawPuyo(g, cx, cy, r, cell, this.palette, { alpha, outline: true });
  }

  private drawField(g: Graphics, field: Field, x0: number, y0: number, cell: number, popping: readonly { x: number; y: number }[]): void {
    g.roundRect(x0 - 3, y0 + cell - 3, cell * WIDTH + 6, cell * (ROWS - 1) + 6, 6).fill(0x26264a);
    g.rect(x0, y0, cell * WIDTH, cell).fill({ color: 0x1a1a33 });
    const xx = x0 + (DEATH_X - 0.5) * cell;
    const xy = y0 + (ROWS - DEATH_Y + 0.5) * cell;
    const d = cell * 0.25;
    g.moveTo(xx - d, xy - d)
      .lineTo(xx + d, xy + d)
      .moveTo(xx + d, xy - d)
      .lineTo(xx - d, xy + d)
      .stroke({ width: 2, color: 0xe84a5f, alpha: 0.5 });
    const flash = Math.floor(this.clock / 90) % 2 === 0;
    for (let y = 1; y <= ROWS; y++) {
      for (let x = 1; x <= WIDTH; x++) {
        const c = field.get(x, y);
        const pops = popping.some((p) => p.x === x && p.y === y);
        this.puyo(g, x0 + (x - 0.5) * cell, y0 + (ROWS - y + 0.5) * cell, cell * 0.45, c, y === ROWS ? 0.45 : pops && flash ? 0.35 : 1);
      }
    }
  }

  private draw(): void {
    const g = this.board.clear();
    const frame = this.frames[0];
    this.drawField(g, frame ? frame.field : this.game.field, this.x0, this.y0, this.cell, frame ? frame.popping : []);
    this.drawIncoming(g, this.game.pending);
    if (this.pair && !frame) {
      const pair = this.game.current;
      const ghost = this.pair;
      const r = this.cell * 0.45;
      const cx = (x: number) => this.px(x) + this.cell / 2;
      const cy = (y: number) => this.py(y) + this.cell / 2;
      this.puyo(g, cx(ghost.x), cy(ghost.y), r, pair.axis);
      this.puyo(g, cx(ghost.x + CHILD_DX[ghost.rotation]!), cy(ghost.y + CHILD_DY[ghost.rotation]!), r, pair.child);
      g.circle(cx(ghost.x), cy(ghost.y), r + 2).stroke({ width: 2, color: 0xffffff, alpha: 0.6 });
    }
    this.drawSide();
    this.hint.visible = this.game.index < 3 && !this.finished;
    const pending = this.game.pending > 0 ? `  ·  incoming ${this.game.pending}` : "";
    this.hud.text = `Score ${this.game.score}  ·  max chain ${this.game.maxChain}${pending}${this.options.mode === "practice" ? "  ·  undo: U" : ""}`;
    this.popup.position.set(this.x0 + 4, this.y0 + this.cell * 5);
  }

  /**
   * The nuisance on its way, as the games show it above the field: a gold puyo for 30, a big grey
   * one for a row of 6, a small one for each single; at most 6 icons.
   */
  private drawIncoming(g: Graphics, pending: number): void {
    const icons: number[] = [];
    for (let left = pending; left > 0 && icons.length < 6;) {
      const size = left >= 30 ? 30 : left >= 6 ? 6 : 1;
      icons.push(size);
      left -= size;
    }
    const c = this.cell;
    const y = this.y0 - c * 0.3;
    icons.forEach((size, i) => {
      const x = this.x0 + (i + 0.5) * c;
      const r = c * (size === 1 ? 0.16 : 0.28);
      g.circle(x, y, r)
        .fill(size === 30 ? this.palette.rock : this.palette.colours[NUISANCE]!)
        .stroke({ width: 1.5, color: 0x0b0b16 });
    });
  }

  private drawSide(): void {
    const g = this.side.clear();
    const nx = this.px(WIDTH + 1) + this.cell * 0.4;
    const r = this.cell * 0.42;
    const labels: string[] = [];
    const nexts: Pair[] = [this.game.next(this.pair || this.frames.length > 0 ? 1 : 0), this.game.next(this.pair || this.frames.length > 0 ? 2 : 1)];
    nexts.forEach((p, i) => {
      const top = this.y0 + this.cell * (1 + i * 2.6);
      const x = nx + this.cell * 0.5 + i * this.cell * 0.3;
      g.roundRect(x - this.cell * 0.55, top - this.cell * 0.1, this.cell * 1.1, this.cell * 2.2, 6).fill(0x26264a);
      this.puyo(g, x, top + this.cell * 0.5, i === 0 ? r : r * 0.8, p.child);
      this.puyo(g, x, top + this.cell * 1.5, i === 0 ? r : r * 0.8, p.axis);
    });
    labels.push("NEXT");
    if (this.versus) {
      const bot = this.versus.players[1];
      const small = this.cell * (this.stacked ? BOT_SCALE_STACKED : BOT_SCALE);
      const bx = this.stacked ? this.px(WIDTH + 1) + this.cell * 0.4 : nx + this.cell * 1.6;
      const by = this.y0 + this.cell * ROWS - small * ROWS;
      this.drawField(g, bot.field, bx, by, small, []);
      this.botLabel.text = `Bot ${bot.score}${bot.pending > 0 ? ` · incoming ${bot.pending}` : ""}`;
      this.botLabel.position.set(bx, by - 18);
    }
    this.labels.text = labels.join("\n");
    this.labels.position.set(nx, this.y0 - 4);
  }

  /**
   * Runs the probability calculator in a Web Worker on the current field: the chance of a chain of
   * at least `chains` within `moves` pairs (the current one and the known NEXT, then unknown
   * pairs). Returns a cancel function (which terminates the worker).
   */
  get calculating(): boolean {
    return this.calculator.busy;
  }

  computeOdds(chains: number, moves: number, handlers: CalculatorHandlers): () => void {
    this.calculator.run(
      {
        field: printField(this.game.field),
        pair: printPair(this.game.current),
        next: [printPair(this.game.next(1))],
        moves,
        condition: { kind: "chain", chains },
      },
      handlers,
    );
    return () => this.calculator.cancel();
  }

  destroy(): void {
    this.calculator.destroy();
    this.view.destroy({ children: true });
  }
}
