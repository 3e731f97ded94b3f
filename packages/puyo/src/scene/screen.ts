import { Countdown, FixedStepClock, ProgrammingError, Repeater, type Gesture, type Replay } from "@arcade/core";
import { Synth, type ReplayViewer, type Screen } from "@arcade/core/stage";
import { Container, Graphics, Text } from "pixi.js";
import { printField } from "../rules/field-text.ts";
import { printPair } from "../rules/pair.ts";
import type { PuyoRecorder } from "../rules/replay.ts";
import type { GameEvent, StepAction, SteppedGame } from "../rules/stepped.ts";
import { FRAMES_PER_SECOND } from "../rules/timing.ts";
import type { BotOpponent } from "./bot-opponent.ts";
import { drawBoard, drawIncoming, drawNext } from "./board-view.ts";
import { CalculatorClient, type CalculatorHandlers } from "./calculator-client.ts";
import { buttonAction, gestureActions, playMoves } from "./controls.ts";
import { ChainEffects } from "./effects.ts";
import { EffectsView } from "./effects-view.ts";
import { layoutReport, puyoLayout, type Insets, type PuyoLayout } from "./layout.ts";
import { paletteFor, type PaletteName, type PuyoPalette } from "./palette.ts";
import { placeSideTexts, timeText } from "./side-text.ts";
import { PuyoSounds } from "./sound.ts";

export type PuyoMode = "endless" | "practice" | "versus" | "editor" | "challenge";

/** What the screen runs: a game played (recorded, maybe against the bot), or a record watched. */
export type Driver = { kind: "play"; recorder: PuyoRecorder; bot: BotOpponent | null } | { kind: "watch"; viewer: ReplayViewer<SteppedGame>; replay: Replay };

export interface TurnReport {
  score: number;
  maxChain: number;
  placed: number;
  /** This turn's chain length. */
  chain: number;
  /** The field after the turn, text format. */
  field: string;
}

export interface ScreenOptions {
  das: number;
  arr: number;
  soundVolume: number;
  haptics: boolean;
  /** The app's shared palette setting: colour-blind puyos get other colours and a mark each. */
  palette: PaletteName;
  /** READY / GO before the first frame (a new versus game). */
  countdown: boolean;
  /** Pixels the shell's controls cover at each edge now (asked at every resize). */
  insets: () => Insets;
  /** Respect the player's (or the system's) reduced-motion choice: no swelling, sparks or rolling score. */
  reducedMotion: boolean;
  /** The screen's state changed outside update() (a replay sought): draw once more. */
  invalidate: () => void;
  /** Where the fields are, for the layout checks (`shell.report`). */
  report: (values: Record<string, string>) => void;
  /** After each turn (its chain and nuisance done). */
  onTurn: (state: TurnReport) => void;
  /** Whether undo could take a pair back now (a pair spawned or locked); practice shows it on its Undo button. */
  onUndoable?: (can: boolean) => void;
  /** After each of the versus bot's turns. */
  onBotTurn?: (state: TurnReport) => void;
  /** The game ended: topped out (won false), the bot topped out (won true), or a watched record ended. */
  onOver: (won: boolean | null) => void;
}

const FONT = "Liberation Sans, Arial, sans-serif";

/**
 * The game on screen. The rules (SteppedGame) decide everything frame by frame on core's
 * FixedStepClock; this class turns keys, buttons and gestures into the game's actions at the
 * current frame, steps the bot opponent beside it (nuisance both ways), hands each frame's events
 * to the chain feedback (effects.ts: pops, chain numbers, the counting score, all clear, sounds)
 * and draws where layout.ts says.
 */
export class PuyoScreen implements Screen {
  readonly view = new Container();
  private readonly board = new Graphics();
  private readonly side = new Graphics();
  private readonly hud = new Text({ text: "", style: { fill: 0xecebf5, fontFamily: FONT, fontSize: 16, lineHeight: 22 } });
  private readonly banner = new Text({
    text: "",
    style: { fill: 0xffe066, fontFamily: FONT, fontSize: 40, fontWeight: "bold", stroke: { color: 0x0b0b16, width: 6 } },
  });
  private readonly labels = new Text({ text: "NEXT", style: { fill: 0x9a9ac0, fontFamily: FONT, fontSize: 13 } });
  private readonly botLabel = new Text({ text: "", style: { fill: 0x9a9ac0, fontFamily: FONT, fontSize: 13 } });
  private readonly clock = new FixedStepClock({ rate: FRAMES_PER_SECOND });
  private readonly repeater: Repeater;
  private readonly palette: PuyoPalette;
  private readonly calculator = new CalculatorClient();
  private readonly sounds: PuyoSounds;
  private readonly effects: ChainEffects;
  private readonly effectsView: EffectsView;
  private readonly botEffects: ChainEffects | null;
  private readonly botEffectsView: EffectsView | null;
  /** READY / GO before the game steps. */
  private readonly countdown: Countdown;
  /** Nuisance sent on the last frame, delivered to the other side on the next. */
  private toPlayer = 0;
  private toBot = 0;
  private finished = false;
  private layout: PuyoLayout = puyoLayout(360, 640, { top: 0, right: 0, bottom: 0, left: 0 }, false);

  constructor(
    private driver: Driver,
    private readonly options: ScreenOptions,
  ) {
    this.palette = paletteFor(options.palette);
    this.sounds = new PuyoSounds(new Synth(options.soundVolume), options.haptics);
    this.repeater = new Repeater({ das: options.das, arr: options.arr });
    this.countdown = new Countdown(options.countdown, options.report);
    this.view.addChild(this.board, this.side, this.labels, this.botLabel, this.hud);
    this.effects = new ChainEffects(this.game, options.reducedMotion);
    this.effectsView = new EffectsView(this.view);
    const bot = this.bot;
    this.botEffects = bot ? new ChainEffects(bot.game, options.reducedMotion) : null;
    this.botEffectsView = bot ? new EffectsView(this.view) : null;
    this.view.addChild(this.banner);
  }

  get game(): SteppedGame {
    return this.driver.kind === "play" ? this.driver.recorder.game : this.driver.viewer.game;
  }

  get watching(): boolean {
    return this.driver.kind === "watch";
  }

  get bot(): BotOpponent | null {
    return this.driver.kind === "play" ? this.driver.bot : null;
  }

  get recorder(): PuyoRecorder | null {
    return this.driver.kind === "play" ? this.driver.recorder : null;
  }

  /** The record being watched (only while watching). */
  get watched(): Replay {
    if (this.driver.kind !== "watch") throw new ProgrammingError("the screen is not showing a record");
    return this.driver.replay;
  }

  /** Ends the game now (a challenge after its last pair). */
  end(): void {
    this.finish(null);
  }

  get cellSize(): number {
    return this.layout.board.cell;
  }

  get over(): boolean {
    return this.finished;
  }

  /** Watching: the viewer moved to another point of the record (core's ReplayViewer re-ran it). */
  seeked(game: SteppedGame): void {
    game.takeEvents();
    this.effects.settle(game);
    this.finished = false;
    this.draw();
    this.options.invalidate();
  }

  /** Whether the screen changes by itself: a game running, a record playing (else nothing is drawn). */
  live(): boolean {
    if (this.finished) return false;
    if (this.driver.kind === "watch") return !this.driver.viewer.paused && !this.driver.viewer.done;
    return !this.clock.paused;
  }

  resize(width: number, height: number): void {
    const layout = puyoLayout(width, height, this.options.insets(), this.bot !== null);
    this.layout = layout;
    const { board, side } = layout;
    placeSideTexts(layout, { next: this.labels, other: this.botLabel, hud: this.hud }, layout.bot ? side.w : width - side.x - 8);
    this.banner.anchor.set(0.5);
    this.banner.style.fontSize = Math.max(20, Math.round(board.cell * 1.1));
    this.banner.position.set(board.x0 + board.cell * 3, board.y0 + board.cell * 6);
    this.options.report(layoutReport(layout, width));
    this.draw();
  }

  pause(): void {
    if (this.driver.kind === "watch") this.driver.viewer.pause();
    this.clock.pause();
    this.repeater.releaseAll();
    this.countdown.releaseAll();
    this.send("sdOff");
  }

  resume(): void {
    if (this.driver.kind === "watch") this.driver.viewer.resume();
    this.clock.resume();
  }

  /** A keyboard, gamepad or on-screen button action (pause is the shell's). */
  input(action: string, pressed: boolean): void {
    if (this.finished || this.watching || this.countdown.hold(action, pressed)) return;
    const now = this.clock.frame * this.clock.stepMs;
    if (action === "left" || action === "right") {
      this.applyMoves(pressed ? this.repeater.press(action, now) : this.repeater.release(action, now));
      return;
    }
    const step = buttonAction(action, pressed);
    if (step !== null && this.send(step) && (step === "cw" || step === "ccw")) this.sounds.rotate();
  }

  /** Touch gestures: drag to move, tap a side to rotate, flick down to drop, hold-drag down for soft drop (controls.ts). */
  gesture(g: Gesture): void {
    if (this.finished || this.watching || this.countdown.running) return;
    for (const action of gestureActions(g)) if (this.send(action)) this.heard(action);
  }

  /** A move or a turn the game took: its sound (placing sounds from the lock event). */
  private heard(action: StepAction): void {
    if (action === "left" || action === "right") this.sounds.move();
    else if (action === "cw" || action === "ccw") this.sounds.rotate();
  }

  /** Practice: back to before the last pair (works while a pair is under control). */
  undo(): boolean {
    return this.send("undo");
  }

  /** Practice after a top-out: the last pair taken back and the game on again, so one misdrop does not end it. */
  undoTopOut(): boolean {
    const recorder = this.recorder;
    if (!recorder || !this.finished || !recorder.game.toppedOut || !recorder.apply("undo")) return false;
    this.finished = false;
    this.draw();
    this.options.onTurn(this.turnReport(0));
    this.options.invalidate();
    return true;
  }

  /** An action on the current frame (recorded when it changes something). */
  private send(action: StepAction): boolean {
    const recorder = this.recorder;
    if (!recorder || this.finished) return false;
    const done = recorder.apply(action);
    if (done) this.draw();
    // An undo changes the game as a turn does: reported and kept.
    if (done && action === "undo") this.options.onTurn(this.turnReport(0));
    return done;
  }

  private turnReport(chain: number): TurnReport {
    const g = this.game.game;
    return { score: g.score, maxChain: g.maxChain, placed: g.index, chain, field: printField(g.field) };
  }

  private applyMoves(moves: readonly { dir: "left" | "right"; steps: number }[]): void {
    let moved = false;
    playMoves(moves, (dir) => {
      const step = this.send(dir);
      moved ||= step;
      return step;
    });
    // One click however far it went (with ARR 0 a held key crosses the field at once).
    if (moved) this.sounds.move();
  }

  update(deltaMs: number): void {
    if (this.finished) return;
    const driver = this.driver;
    if (driver.kind === "watch") {
      driver.viewer.update(deltaMs, (game) => this.events(game.takeEvents()));
      if (driver.viewer.done) this.finish(null);
    } else this.clock.advance(deltaMs, () => this.step(driver));
    this.draw();
  }

  /** GO: what was held through the countdown starts now, a direction with its DAS already charged. */
  private go(held: readonly string[]): void {
    const now = this.clock.frame * this.clock.stepMs;
    for (const action of held) {
      if (action === "left" || action === "right") this.applyMoves(this.repeater.press(action, now - this.repeater.das));
      else if (action === "softDrop") this.input(action, true);
    }
  }

  /** One frame: the countdown, or inputs (held keys, the bot, nuisance arriving), ticks, events. */
  private step(driver: Extract<Driver, { kind: "play" }>): void {
    if (this.finished) return;
    if (this.countdown.running) {
      this.countdown.spend(this.clock.stepMs);
      this.banner.text = this.countdown.banner;
      if (!this.countdown.running) this.go(this.countdown.takeHeld());
      return;
    }
    const { recorder, bot } = driver;
    this.applyMoves(this.repeater.update(this.clock.frame * this.clock.stepMs));
    if (bot) {
      bot.act(recorder.game);
      bot.recorder.receive(this.toBot);
      recorder.receive(this.toPlayer);
      this.toBot = this.toPlayer = 0;
      bot.recorder.tick();
    }
    recorder.tick();
    this.events(recorder.game.takeEvents());
    if (bot) {
      const events = bot.game.takeEvents();
      this.botEffects?.take(bot.game, events);
      this.botEffects?.tick(bot.game);
      for (const e of events) this.botEvent(e);
    }
  }

  /** One frame's events: the feedback's effects and sounds, nuisance to the bot, the turn's report. */
  private events(events: readonly GameEvent[]): void {
    const game = this.game;
    for (const cue of this.effects.take(game, events)) this.sounds.cue(cue);
    this.effects.tick(game);
    for (const e of events) {
      if (e.kind === "spawn" || e.kind === "lock") this.options.onUndoable?.(e.kind === "spawn" && game.game.canUndo);
      if (e.kind === "turn") {
        this.toBot += e.result.sent;
        this.options.onTurn(this.turnReport(e.result.chain.chains));
      } else if (e.kind === "over") this.finish(this.bot ? false : null);
    }
  }

  private botEvent(e: GameEvent): void {
    if (e.kind === "turn") {
      this.toPlayer += e.result.sent;
      const g = this.bot!.game.game;
      this.options.onBotTurn?.({ score: g.score, maxChain: g.maxChain, placed: g.index, chain: e.result.chain.chains, field: printField(g.field) });
    } else if (e.kind === "over" && !this.finished) this.finish(true);
  }

  private finish(won: boolean | null): void {
    if (this.finished) return;
    this.finished = true;
    this.effects.settle(this.game);
    this.draw();
    this.options.invalidate();
    this.options.onOver(won);
  }

  // --- drawing ---

  private draw(): void {
    const game = this.game;
    const { board: at } = this.layout;
    const g = this.board.clear();
    const frame = game.frame;
    const flash = Math.floor(frame / 5) % 2 === 0;
    drawBoard(g, this.palette, game, at, flash, this.effects.popping(frame));
    drawIncoming(g, this.palette, game.game.pending, at);
    this.effectsView.draw(this.effects, frame, at, this.palette);
    this.drawSide(flash);
    const watch = this.watching ? `\nReplay ${timeText(frame)}` : "";
    this.hud.text = `Score\n${this.effects.shownScore}\nMax chain ${this.effects.shownMaxChain}${watch}`;
  }

  private drawSide(flash: boolean): void {
    const g = this.side.clear();
    const { side, board } = this.layout;
    drawNext(g, this.palette, this.game.preview(), side.x, side.y + board.cell * 0.3, board.cell);
    const bot = this.bot;
    const at = this.layout.bot;
    this.botLabel.visible = bot !== null;
    if (!bot || !at) return;
    const botFrame = bot.game.frame;
    drawBoard(g, this.palette, bot.game, at, flash, this.botEffects!.popping(botFrame));
    drawIncoming(g, this.palette, bot.game.game.pending, at);
    this.botEffectsView!.draw(this.botEffects!, botFrame, at, this.palette);
    this.botLabel.text = `Bot (${bot.bot}) ${this.botEffects!.shownScore}`;
    this.botLabel.position.set(at.x0, at.y0 - at.cell * 0.6 - this.botLabel.height - 2);
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
    const game = this.game;
    const [next] = game.preview();
    this.calculator.run(
      {
        field: printField(game.game.field),
        pair: printPair(game.currentPair),
        next: [printPair(next)],
        moves,
        condition: { kind: "chain", chains },
      },
      handlers,
    );
    return () => this.calculator.cancel();
  }

  destroy(): void {
    this.calculator.destroy();
    this.bot?.destroy();
    if (this.driver.kind === "watch") this.driver.viewer.destroy();
    this.view.destroy({ children: true });
  }
}
