// The online versus on screen: your field large with NEXT beside it and your opponent's field
// (smaller) beside that on a wide screen, or under NEXT on a phone held upright; each field has
// its nuisance meter above it. Keys, buttons and gestures become your actions at the current frame
// of core's FixedStepClock; the arena (online-arena.ts) plays them, sends the batches and runs the
// opponent's game as the room relays it. The room decides: the screen ends when its verdict comes.
import { Countdown, FixedStepClock, Repeater, type Gesture } from "@arcade/core";
import { onlineCatchUp } from "@arcade/core/rooms";
import { Synth, type Screen } from "@arcade/core/stage";
import { Container, Graphics, Text } from "pixi.js";
import { WIDTH } from "../rules/cells.ts";
import type { StepAction, SteppedGame } from "../rules/stepped.ts";
import { FRAMES_PER_SECOND } from "../rules/timing.ts";
import { drawBoard, drawIncoming, drawNext } from "./board-view.ts";
import { buttonAction, gestureActions, playMoves } from "./controls.ts";
import { ChainEffects } from "./effects.ts";
import { EffectsView } from "./effects-view.ts";
import { placeSideTexts } from "./side-text.ts";
import { layoutReport, puyoLayout, type Insets, type PuyoLayout } from "./layout.ts";
import type { PuyoOnlineArena } from "./online-arena.ts";
import { paletteFor, type PaletteName, type PuyoPalette } from "./palette.ts";
import { PuyoSounds } from "./sound.ts";

export interface OnlineScreenOptions {
  das: number;
  arr: number;
  soundVolume: number;
  haptics: boolean;
  palette: PaletteName;
  /** Respect the player's (or the system's) reduced-motion choice: no swelling, sparks or rolling score. */
  reducedMotion: boolean;
  /** READY / GO before the first frame (a new game; not after a rejoin). */
  countdown: boolean;
  /** Pixels the shell's controls cover at each edge now (asked at every resize). */
  insets: () => Insets;
  /** The screen's state changed outside update() (the verdict came): draw once more. */
  invalidate: () => void;
  /** Where both fields are, for the layout checks (`shell.report`). */
  report: (values: Record<string, string>) => void;
  /** Something worth reporting changed (a turn, nuisance, a top-out). */
  onChange: () => void;
  /** The room's verdict has come. */
  onEnd: () => void;
}

const FONT = "Liberation Sans, Arial, sans-serif";
const FRAME_MS = 1000 / FRAMES_PER_SECOND;

export class OnlineScreen implements Screen {
  readonly view = new Container();
  private readonly board = new Graphics();
  private readonly side = new Graphics();
  private readonly text = (size: number, fill = 0xecebf5) => new Text({ text: "", style: { fill, fontFamily: FONT, fontSize: size } });
  private readonly hud = new Text({ text: "", style: { fill: 0xecebf5, fontFamily: FONT, fontSize: 16, lineHeight: 22 } });
  private readonly nextLabel = this.text(13, 0x9a9ac0);
  private readonly opponentLabel = this.text(13, 0x9a9ac0);
  private readonly banner = new Text({
    text: "",
    style: { fill: 0xffe066, fontFamily: FONT, fontSize: 34, fontWeight: "bold", stroke: { color: 0x0b0b16, width: 6 }, wordWrap: true },
  });
  private readonly clock = new FixedStepClock({ rate: FRAMES_PER_SECOND });
  private readonly repeater: Repeater;
  private readonly palette: PuyoPalette;
  private readonly sounds: PuyoSounds;
  /** The chain feedback (effects.ts) of your field, and of the opponent's as its game runs here. */
  private readonly effects: ChainEffects;
  private readonly effectsView: EffectsView;
  private readonly opponentEffects: ChainEffects;
  private readonly opponentEffectsView: EffectsView;
  /** READY / GO before the game steps. */
  private readonly countdown: Countdown;
  private ended = false;
  /** Your field beside NEXT, the opponent's beside that (landscape) or under NEXT (portrait): layout.ts's versus. */
  private layout: PuyoLayout = puyoLayout(360, 640, { top: 0, right: 0, bottom: 0, left: 0 }, true);
  /** Frames real time asked for beyond the steps taken: core's one catch-up policy for online games. */
  private readonly debt = onlineCatchUp(FRAME_MS);

  constructor(
    readonly arena: PuyoOnlineArena,
    private readonly options: OnlineScreenOptions,
  ) {
    this.palette = paletteFor(options.palette);
    this.sounds = new PuyoSounds(new Synth(options.soundVolume), options.haptics);
    this.repeater = new Repeater({ das: options.das, arr: options.arr });
    this.countdown = new Countdown(options.countdown, options.report);
    this.nextLabel.text = "NEXT";
    this.view.addChild(this.board, this.side, this.nextLabel, this.opponentLabel, this.hud);
    this.effects = new ChainEffects(arena.player.game, options.reducedMotion);
    this.effectsView = new EffectsView(this.view);
    this.opponentEffects = this.watchOpponent(arena.opponent.game);
    this.opponentEffectsView = new EffectsView(this.view);
    this.view.addChild(this.banner);
  }

  /**
   * The opponent's game runs here as the room relays it, a batch of frames at a time: its events
   * feed its field's feedback as each of its frames is stepped (no sounds: those are yours).
   */
  private watchOpponent(game: SteppedGame): ChainEffects {
    const effects = new ChainEffects(game, this.options.reducedMotion);
    let frame = game.frame;
    this.arena.opponent.checker.onEvents = (events) => {
      effects.take(game, events);
      if (game.frame === frame) return;
      frame = game.frame;
      effects.tick(game);
    };
    return effects;
  }

  get cellSize(): number {
    return this.layout.board.cell;
  }

  /** The opponent's field's cell size (compact on a phone). */
  get opponentCell(): number {
    return this.layout.bot?.cell ?? 0;
  }

  /**
   * Whether the screen changes by itself: until the verdict the games run (the countdown, your
   * frames, the opponent's as the room relays them), unless paused.
   */
  live(): boolean {
    return !this.ended && !this.clock.paused;
  }

  private get playing(): boolean {
    return !this.ended && !this.countdown.running && !this.arena.player.done;
  }

  resize(width: number, height: number): void {
    const layout = (this.layout = puyoLayout(width, height, this.options.insets(), true));
    const board = layout.board;
    placeSideTexts(layout, { next: this.nextLabel, other: this.opponentLabel, hud: this.hud }, layout.side.w);
    this.banner.style.fontSize = Math.max(18, Math.round(board.cell * 0.9));
    this.banner.position.set(board.x0 + board.cell * 0.3, board.y0 + board.cell * 5);
    this.banner.style.wordWrapWidth = board.cell * (WIDTH - 0.6);
    this.options.report(layoutReport(layout, width));
    this.draw();
  }

  pause(): void {
    this.debt.restart();
    this.clock.pause();
    this.repeater.releaseAll();
    this.countdown.releaseAll();
    this.act("sdOff");
  }

  resume(): void {
    this.clock.resume();
  }

  /** A keyboard, gamepad or on-screen button action (pause is the shell's). */
  input(action: string, pressed: boolean): void {
    if (this.countdown.hold(action, pressed) || !this.playing) return;
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
      this.effects.settle(this.arena.player.game);
      this.opponentEffects.settle(this.arena.opponent.game);
      this.draw();
      this.options.invalidate();
      this.options.onEnd();
      return;
    }
    this.draw();
  }

  /** GO: what was held through the countdown starts now, a direction with its DAS already charged. */
  private go(held: readonly string[]): void {
    const now = this.clock.frame * this.clock.stepMs;
    for (const action of held) {
      if (action === "left" || action === "right") this.moves(this.repeater.press(action, now - this.repeater.das));
      else if (action === "softDrop") this.input(action, true);
    }
  }

  /** One frame: the countdown, or held moves and the tick (the arena sends the batches). */
  private step(): void {
    if (this.countdown.running) {
      this.countdown.spend(this.clock.stepMs);
      this.banner.text = this.countdown.banner;
      if (!this.countdown.running) this.go(this.countdown.takeHeld());
      return;
    }
    if (this.arena.player.done) return;
    this.moves(this.repeater.update(this.clock.frame * this.clock.stepMs));
    this.arena.tick();
    this.afterFrame();
    this.effects.tick(this.arena.player.game);
  }

  /** The events of your game: the chain feedback and its sounds, a report after each turn. */
  private afterFrame(): void {
    const game = this.arena.player.game;
    const events = this.arena.player.takeEvents();
    for (const cue of this.effects.take(game, events)) this.sounds.cue(cue);
    for (const e of events) if (e.kind === "turn" || e.kind === "over") this.options.onChange();
    if (this.arena.player.done) this.banner.text = "Topped out: waiting for the room's verdict…";
  }

  private draw(): void {
    const { player, opponent } = this.arena;
    const game = player.game;
    const flash = Math.floor(this.clock.frame / 5) % 2 === 0;
    const { board: at, side } = this.layout;
    drawBoard(this.board.clear(), this.palette, game, at, flash, this.effects.popping(game.frame));
    drawIncoming(this.board, this.palette, player.pending, at);
    this.effectsView.draw(this.effects, game.frame, at, this.palette);
    this.hud.text = `You\n${this.effects.shownScore}\nSent ${player.sent}`;
    const g = this.side.clear();
    drawNext(g, this.palette, game.preview(), side.x, side.y + at.cell * 0.3, at.cell);
    const other = this.layout.bot;
    if (!other) return;
    const theirs = opponent.game;
    drawBoard(g, this.palette, theirs, other, flash, this.opponentEffects.popping(theirs.frame));
    drawIncoming(g, this.palette, theirs.game.pending, other);
    this.opponentEffectsView.draw(this.opponentEffects, theirs.frame, other, this.palette);
    this.opponentLabel.text = `Opponent ${this.opponentEffects.shownScore}`;
    this.opponentLabel.position.set(other.x0, other.y0 - other.cell * 0.6 - this.opponentLabel.height - 2);
  }

  destroy(): void {
    this.arena.opponent.checker.onEvents = null;
    this.view.destroy({ children: true });
  }
}
