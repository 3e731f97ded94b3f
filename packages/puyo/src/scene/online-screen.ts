// The online versus on screen: your field large with NEXT beside it and your opponent's field
// (smaller) beside that on a wide screen, or under NEXT on a phone held upright; each field has
// its nuisance meter above it. Keys, buttons and gestures become your actions at the current frame
// of core's FixedStepClock; the arena (online-arena.ts) plays them, sends the batches and runs the
// opponent's game as the room relays it. The room decides: the screen ends when its verdict comes.
import { FixedStepClock, RealTimeDebt, Repeater, type Gesture } from "@arcade/core";
import { Synth, haptic, type Screen } from "@arcade/core/stage";
import { Container, Graphics, Text } from "pixi.js";
import { ROWS, WIDTH } from "../rules/cells.ts";
import type { StepAction } from "../rules/stepped.ts";
import { FRAMES_PER_SECOND } from "../rules/timing.ts";
import { drawBoard, drawIncoming, drawNext } from "./board-view.ts";
import { buttonAction, gestureActions, playMoves } from "./controls.ts";
import type { PuyoOnlineArena } from "./online-arena.ts";
import { paletteFor, type PaletteName, type PuyoPalette } from "./palette.ts";
import { chainTone } from "./sound.ts";

export interface OnlineScreenOptions {
  das: number;
  arr: number;
  soundVolume: number;
  haptics: boolean;
  palette: PaletteName;
  /** READY / GO before the first frame (a new game; not after a rejoin). */
  countdown: boolean;
  /** Pixels the on-screen buttons cover at the bottom. */
  reserveBottom: number;
  /** Something worth reporting changed (a turn, nuisance, a top-out). */
  onChange: () => void;
  /** The room's verdict has come. */
  onEnd: () => void;
}

const FONT = "Liberation Sans, Arial, sans-serif";
/** The opponent's field beside NEXT (landscape) or under it (portrait), relative to your cells. */
const OPPONENT_SCALE = 0.55;
const OPPONENT_SCALE_STACKED = 0.4;
const READY_FRAMES = 60;
const GO_FRAMES = 30;
const FRAME_MS = 1000 / FRAMES_PER_SECOND;
/**
 * Keeping up with real time (the room forfeits a stream too far behind it): the app's ticker caps
 * a drawn frame's delta at 100 ms and the clock drops time past a few steps, so a slow device (a
 * phone drawing 3 frames a second) would play in slow motion. Measured on the real clock, it is
 * owed the difference and pays it with extra steps, at most CATCH_UP_STEPS a drawn frame (the debt
 * kept below MAX_OWED_FRAMES). A gap over PAUSE_GAP_MS between two drawn frames (a hidden page, a
 * pause) is not owed.
 */
const CATCH_UP_STEPS = 30;
const MAX_OWED_FRAMES = 120;
const PAUSE_GAP_MS = 1500;

export class OnlineScreen implements Screen {
  readonly view = new Container();
  private readonly board = new Graphics();
  private readonly side = new Graphics();
  private readonly text = (size: number, fill = 0xecebf5) => new Text({ text: "", style: { fill, fontFamily: FONT, fontSize: size } });
  private readonly hud = this.text(16);
  private readonly nextLabel = this.text(13, 0x9a9ac0);
  private readonly opponentLabel = this.text(13, 0x9a9ac0);
  private readonly popup = new Text({
    text: "",
    style: { fill: 0xffffff, fontFamily: FONT, fontSize: 28, fontWeight: "bold", stroke: { color: 0x0b0b16, width: 5 } },
  });
  private readonly banner = new Text({
    text: "",
    style: { fill: 0xffe066, fontFamily: FONT, fontSize: 34, fontWeight: "bold", stroke: { color: 0x0b0b16, width: 6 }, wordWrap: true },
  });
  private readonly clock = new FixedStepClock({ rate: FRAMES_PER_SECOND });
  private readonly repeater: Repeater;
  private readonly palette: PuyoPalette;
  private readonly synth: Synth;
  private countdown: number;
  private popupFrames = 0;
  private ended = false;
  private cell = 28;
  private x0 = 0;
  private y0 = 0;
  private stacked = false;
  /** Frames real time asked for beyond the steps taken (see CATCH_UP_STEPS). */
  private readonly debt = new RealTimeDebt({ frameMs: FRAME_MS, maxExtra: CATCH_UP_STEPS, maxOwed: MAX_OWED_FRAMES, pauseGapMs: PAUSE_GAP_MS });

  constructor(
    readonly arena: PuyoOnlineArena,
    private readonly options: OnlineScreenOptions,
  ) {
    this.palette = paletteFor(options.palette);
    this.synth = new Synth(options.soundVolume);
    this.repeater = new Repeater({ das: options.das, arr: options.arr });
    this.countdown = options.countdown ? READY_FRAMES + GO_FRAMES : 0;
    this.nextLabel.text = "NEXT";
    this.view.addChild(this.board, this.side, this.nextLabel, this.opponentLabel, this.hud, this.popup, this.banner);
  }

  get cellSize(): number {
    return this.cell;
  }

  /** The opponent's field's cell size (compact on a phone). */
  get opponentCell(): number {
    return this.cell * (this.stacked ? OPPONENT_SCALE_STACKED : OPPONENT_SCALE);
  }

  private get playing(): boolean {
    return !this.ended && this.countdown === 0 && !this.arena.player.done;
  }

  resize(width: number, height: number): void {
    this.stacked = width < height;
    const columns = this.stacked ? WIDTH + 0.4 + WIDTH * OPPONENT_SCALE_STACKED + 0.3 : WIDTH + 2.6 + WIDTH * OPPONENT_SCALE;
    const usable = height - this.options.reserveBottom;
    this.cell = Math.max(14, Math.floor(Math.min((width - 24) / columns, (usable - 90) / (ROWS + 0.5))));
    this.x0 = Math.round((width - this.cell * columns) / 2);
    this.y0 = Math.round(Math.max(56, (usable - this.cell * ROWS) / 2));
    this.hud.position.set(this.x0, this.y0 - 44);
    this.banner.position.set(this.x0 + this.cell * 0.4, this.y0 + this.cell * 5);
    this.banner.style.wordWrapWidth = this.cell * WIDTH;
    this.draw();
  }

  pause(): void {
    this.debt.restart();
    this.clock.pause();
    this.repeater.releaseAll();
    this.act("sdOff");
  }

  resume(): void {
    this.clock.resume();
  }

  /** A keyboard, gamepad or on-screen button action (pause is the shell's). */
  input(action: string, pressed: boolean): void {
    if (!this.playing) return;
    const now = this.clock.frame * this.clock.stepMs;
    if (action === "left" || action === "right") this.moves(pressed ? this.repeater.press(action, now) : this.repeater.release(action, now));
    else {
      const step = buttonAction(action, pressed);
      if (step !== null) this.act(step);
    }
  }

  /** Touch gestures (controls.ts). */
  gesture(g: Gesture): void {
    if (this.playing) for (const action of gestureActions(g)) this.act(action);
  }

  private act(action: StepAction): boolean {
    if (this.arena.player.done) return false;
    const done = this.arena.act(action);
    if (done) this.afterFrame();
    return done;
  }

  private moves(moves: readonly { dir: "left" | "right"; steps: number }[]): void {
    playMoves(moves, (dir) => this.act(dir));
  }

  update(deltaMs: number): void {
    if (this.ended) return;
    let steps = 0;
    this.clock.advance(deltaMs, () => {
      steps++;
      this.step();
    });
    const now = performance.now();
    if (this.clock.paused) this.debt.pass(now);
    else for (let extra = this.debt.extra(now, steps); extra > 0; extra--) this.step();
    if (this.arena.over) {
      this.ended = true;
      this.draw();
      this.options.onEnd();
      return;
    }
    this.draw();
  }

  /** One frame: the countdown, or held moves and the tick (the arena sends the batches). */
  private step(): void {
    if (this.countdown > 0) {
      this.countdown--;
      this.banner.text = this.countdown > GO_FRAMES ? "READY" : this.countdown > 0 ? "GO!" : "";
      return;
    }
    if (this.popupFrames > 0 && --this.popupFrames === 0) this.popup.text = "";
    if (this.arena.player.done) return;
    this.moves(this.repeater.update(this.clock.frame * this.clock.stepMs));
    this.arena.tick();
    this.afterFrame();
  }

  /** The events of your game: chain popups and tones, a lock's buzz, a report after each turn. */
  private afterFrame(): void {
    for (const e of this.arena.player.takeEvents()) {
      if (e.kind === "pop") {
        this.popup.text = `${e.step.chain} chain!  +${e.step.score}`;
        this.popupFrames = 54;
        chainTone(this.synth, e.step.chain);
      } else if (e.kind === "lock") haptic(10, this.options.haptics);
      else if (e.kind === "turn" || e.kind === "over") this.options.onChange();
    }
    if (this.arena.player.done) this.banner.text = "Topped out: waiting for the room's verdict…";
  }

  private draw(): void {
    const { player, opponent } = this.arena;
    const game = player.game;
    const flash = Math.floor(this.clock.frame / 5) % 2 === 0;
    const at = { x0: this.x0, y0: this.y0, cell: this.cell };
    drawBoard(this.board.clear(), this.palette, game, at, flash);
    drawIncoming(this.board, this.palette, player.pending, at);
    const pending = player.pending > 0 ? `  ·  incoming ${player.pending}` : "";
    this.hud.text = `YOU  ${game.game.score}  ·  sent ${player.sent}${pending}`;
    this.popup.position.set(this.x0 + 4, this.y0 + this.cell * 5);
    const g = this.side.clear();
    const nx = this.x0 + WIDTH * this.cell + this.cell * 0.4;
    drawNext(g, this.palette, game.preview(), nx, this.y0, this.cell);
    this.nextLabel.position.set(nx, this.y0 - 4);
    const small = this.opponentCell;
    const ox = this.stacked ? nx : nx + this.cell * 1.6;
    const oy = this.y0 + this.cell * ROWS - small * ROWS;
    const other = { x0: ox, y0: oy, cell: small };
    drawBoard(g, this.palette, opponent.game, other, flash);
    drawIncoming(g, this.palette, opponent.game.game.pending, other);
    const beat = opponent.game.beat;
    const chain = beat?.step ? ` · ${beat.step.chain} chain!` : "";
    this.opponentLabel.text = `OPPONENT ${opponent.game.game.score}${chain}`;
    this.opponentLabel.position.set(ox, oy - 18);
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
