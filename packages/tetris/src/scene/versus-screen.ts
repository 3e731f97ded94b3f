import { Countdown, FixedStepClock, type Gesture } from "@arcade/core";
import type { Screen } from "@arcade/core/stage";
import { Container } from "pixi.js";
import { positionOf } from "../analysis/advisor.ts";
import { printPosition } from "../analysis/position-text.ts";
import type { TetrisGame } from "../rules/game.ts";
import { FRAMES_PER_SECOND } from "../rules/gravity.ts";
import { PLAYER_KEYS } from "../meta.ts";
import { formatFrames } from "./screen.ts";
import { countdownBanner, EffectFeed, Effects } from "./effects.ts";
import { Sounds } from "./sound.ts";
import type { Arena } from "./versus-arena.ts";
import { rectText, textBoxes, type Insets } from "./layout.ts";
import { versusLayout, type VersusLayout } from "./versus-layout.ts";
import { CompactBoard, GarbageMeter } from "./versus-view.ts";
import { TetrisView } from "./view.ts";

export interface VersusScreenOptions {
  /** Each side's name on screen ("YOU", "BOT · EASY", "PLAYER 1", a challenger's name). */
  labels: readonly string[];
  /** Two people at one keyboard: the p1…/p2… key sets route to their sides. */
  twoPlayers: boolean;
  palette: "standard" | "colorblind";
  soundVolume: number;
  reducedMotion: boolean;
  /** What the shell's controls cover at the stage's edges now (`shell.insets`, read on every resize). */
  insets?: () => Insets;
  /** Without `insets`: pixels at the bottom kept free for on-screen buttons. */
  reserveBottom?: number;
  countdown: boolean;
  /**
   * The test report (`data-*` on the host): with it, your position as `printPosition` writes it
   * (`data-position`) each time a new piece comes into play, so an end-to-end test can play it.
   */
  report?: (values: Record<string, string | number>) => void;
  /** What the target is on your board's numbers (a challenge: what to beat), when there is one. */
  target?: () => string;
  onChange?: () => void;
  onEnd: () => void;
}

const FRAME_MS = 1000 / FRAMES_PER_SECOND;

/**
 * A side's name as its numbers show it. The side layout's column is as wide as its numbers
 * ("Score 12345"), so a two-part name ("BOT · BEGINNER") takes two lines there: the who, then
 * the strength on the line under it (the one a solo game gives its status), clear of the board.
 * The phone's strip keeps it on one line, where it has the width.
 */
export function sideLabel(label: string, oneLine: boolean): { mode: string; status?: string } {
  const at = label.indexOf(" · ");
  if (oneLine || at < 0) return { mode: label };
  return { mode: label.slice(0, at), status: label.slice(at + 3) };
}

/**
 * A versus on screen: the arena's games at 60 Hz, your board large and the opponent's beside it
 * (TetrisView both, or a compact board on a phone), garbage meters and the lines sent.
 */
export class VersusScreen implements Screen {
  readonly view = new Container();
  private readonly clock = new FixedStepClock({ rate: FRAMES_PER_SECOND });
  private readonly views: TetrisView[] = [];
  private compact: CompactBoard | null = null;
  private readonly meters = [new GarbageMeter(), new GarbageMeter()];
  private readonly sounds: Sounds;
  private box: VersusLayout | null = null;
  private ended = false;
  private readonly countdown: Countdown;
  /** Each side's effects (drawn on its full board; the compact board has none), fed after each step. */
  private readonly feeds: EffectFeed[];
  private width = 0;
  private height = 0;
  /** Which piece of yours the test report last showed (pieces locked, hold, the type in play). */
  private reported = "";

  constructor(
    readonly arena: Arena,
    private readonly options: VersusScreenOptions,
  ) {
    this.sounds = new Sounds(options.soundVolume);
    this.countdown = new Countdown(options.countdown);
    if (this.countdown.running) for (let side = 0; side < arena.games.length; side++) arena.controller(side)?.wait();
    for (const game of arena.games) game.drainEvents();
    this.feeds = arena.games.map((game) => new EffectFeed(new Effects(options.reducedMotion), game.board));
  }

  /** Whether the screen changes by itself: the games run (or the countdown), or an effect plays. */
  live(): boolean {
    if (this.clock.paused) return false;
    return (!this.ended && this.arena.still !== true) || this.feeds.some((feed) => feed.effects.live);
  }

  get games(): readonly TetrisGame[] {
    return this.arena.games;
  }

  /** The board cell size of a side (its touch drags move one column per cell). */
  cellSizeOf(side: number): number {
    return this.views[side]?.cellSize ?? 20;
  }

  /** The cell size of side 0, whose swipes the shell passes (one player on a touch screen). */
  get cellSize(): number {
    return this.cellSizeOf(0);
  }

  /** Where each side's area is on the stage (for two players' touch halves). */
  get layout(): VersusLayout | null {
    return this.box;
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.build();
    this.draw();
    this.options.onChange?.();
  }

  /** Each side's visible well on the host, "x,y,w,h" in CSS pixels (for the host's layout check); "" for a side with no game (a challenge alone). */
  fieldRect(side: number): string {
    const well = this.box?.wells[side];
    return well && this.games[side] ? rectText(well) : "";
  }

  /**
   * Where both sides' hold, next and numbers are drawn ("x,y,w,h;…"), and the compact board's
   * whole area (its name and numbers): toasts and notices keep off them.
   */
  textRect(): string {
    const box = this.box;
    if (!box) return "";
    const boxes = box.layouts.flatMap((layout, side) => {
      const area = box.areas[side]!;
      return layout && this.games[side] ? textBoxes(layout).map((r) => ({ ...r, x: r.x + area.x, y: r.y + area.y })) : [];
    });
    return [...boxes, ...(box.compactArea && this.compact ? [box.compactArea] : [])].map(rectText).join(";");
  }

  /** Makes the views for the current size (a phone turned sideways swaps the compact board). */
  private build(): void {
    const sides = this.games.length;
    const insets = this.options.insets?.() ?? { top: 0, right: 0, left: 0, bottom: this.options.reserveBottom ?? 0 };
    const box = (this.box = versusLayout(this.width, this.height, this.options.twoPlayers, sides === 1, insets));
    const wantCompact = sides > 1 && box.compactOpponent;
    if (this.views.length === 0 || (this.compact !== null) !== wantCompact) {
      // The meters live as long as the screen; the boards are made again (a phone turned sideways).
      for (const child of this.view.removeChildren()) if (!this.meters.includes(child as GarbageMeter)) child.destroy({ children: true });
      this.views.length = 0;
      this.compact = null;
      for (let side = 0; side < sides; side++) {
        if (side === 1 && wantCompact) {
          this.compact = new CompactBoard(this.options.palette);
          this.view.addChild(this.compact);
        } else {
          const view = new TetrisView();
          view.setPalette(this.options.palette);
          view.setEffects(this.feeds[side]!.effects);
          this.views[side] = view;
          this.view.addChild(view);
        }
      }
      for (const meter of this.meters) this.view.addChild(meter);
    }
    box.areas.forEach((area, side) => {
      const view = this.views[side];
      const layout = box.layouts[side];
      if (view && layout) {
        view.position.set(area.x, area.y);
        view.applyLayout(layout);
      }
    });
    if (box.compactArea) this.compact?.layout(box.compactArea);
  }

  pause(): void {
    this.clock.pause();
    this.countdown.releaseAll();
    for (let side = 0; side < this.games.length; side++) this.arena.controller(side)?.releaseAll();
  }

  /** GO: each side's controller starts what its player held through the countdown (noted as "side action"). */
  private go(held: readonly string[]): void {
    for (let side = 0; side < this.games.length; side++) {
      const own = held.filter((entry) => entry.startsWith(`${side} `)).map((entry) => entry.slice(2));
      this.arena.controller(side)?.go(own);
    }
  }

  /** An action for a side: held for GO while the countdown runs, else played. */
  private press(side: number, action: string, pressed: boolean): void {
    if (!this.countdown.hold(`${side} ${action}`, pressed)) this.arena.controller(side)?.input(action, pressed);
  }

  resume(): void {
    this.clock.resume();
  }

  get paused(): boolean {
    return this.clock.paused;
  }

  update(deltaMs: number): void {
    if (this.clock.paused) return;
    const dt = Math.min(deltaMs, 250);
    for (const feed of this.feeds) feed.effects.advance(dt);
    if (this.ended) return this.draw();
    if (this.countdown.running) {
      const banner = this.countdown.spend(dt);
      if (banner !== null) for (const feed of this.feeds) countdownBanner(feed.effects, banner, this.countdown.remaining);
      if (!this.countdown.running) this.go(this.countdown.takeHeld());
    } else {
      this.clock.advance(dt, () => this.step());
    }
    this.draw();
  }

  private step(): void {
    if (this.ended) return;
    this.arena.step((side, action) => {
      if (side === 0 || this.options.twoPlayers) this.sounds.action(action);
    });
    this.games.forEach((game, side) => {
      const locks = this.feeds[side]!.take(game.drainEvents(), game.board);
      // Your own sounds (both players' in a two-player game); the bot plays silently.
      if (side === 0 || this.options.twoPlayers) for (const lock of locks) this.sounds.locked(lock.result, lock.hardDrop);
    });
    this.reportPosition();
    this.options.onChange?.();
    if (this.arena.over) {
      this.ended = true;
      this.sounds.finish();
      this.draw();
      this.options.onEnd();
    }
  }

  /** Your position on the test report, once per piece in play (not every frame). */
  private reportPosition(): void {
    const game = this.games[0];
    if (!this.options.report || !game?.active) return;
    const key = `${game.pieces},${game.hold ?? "-"},${game.active.type}`;
    if (key === this.reported) return;
    this.reported = key;
    const position = positionOf(game, 5);
    if (position) this.options.report({ position: printPosition(position) });
  }

  private draw(): void {
    const box = this.box;
    if (!box) return;
    this.games.forEach((game, side) => {
      const stats = this.arena.stats(side);
      const label = this.options.labels[side] ?? "";
      const seconds = (game.frame * FRAME_MS) / 1000;
      // The side layout lists the numbers one a line; the phone's strip keeps them on one.
      const oneLine = box.layouts[side]?.hud.compact ?? true;
      const sent = stats ? (oneLine ? ` · sent ${stats.sent}` : `\nSent ${stats.sent}`) : "";
      const view = this.views[side];
      const target = side === 0 ? this.options.target?.() : undefined;
      if (view) {
        view.draw(game, {
          // The line under the name holds a target where there is one; the name then stays whole.
          ...sideLabel(label, oneLine || target !== undefined),
          time: formatFrames(game.frame),
          score: game.score,
          level: game.level,
          lines: `${game.lines}${sent}`,
          pps: seconds > 0 ? (game.pieces / seconds).toFixed(2) : "0.00",
          ...(target === undefined ? {} : { target }),
        });
      } else {
        this.compact?.draw(game, label, `Lines ${game.lines}${sent}\nPieces ${game.pieces}`);
      }
      const incoming = this.arena.incoming(side);
      this.meters[side]!.draw(box.meters[side]!, incoming.waiting, incoming.ready);
    });
  }

  /** A key, button or gamepad action: two players' key sets go to their sides, the rest to side 0. */
  input(action: string, pressed: boolean): void {
    if (this.clock.paused || this.ended) return;
    for (const [side, keys] of PLAYER_KEYS.entries()) {
      const own = keys[action];
      if (own !== undefined) {
        if (this.options.twoPlayers || side === 0) this.press(side, own, pressed);
        return;
      }
    }
    this.press(0, action, pressed);
  }

  /** A swipe or tap for side 0 (the shell's), or for a side's own half of the screen. */
  gesture(g: Gesture, side = 0): void {
    if (!this.clock.paused && !this.ended) this.arena.controller(side)?.gesture(g);
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
