import { FixedStepClock, ProgrammingError, Repeater, type Gesture, type Replay } from "@arcade/core";
import { Synth, haptic, type ReplayViewer, type Screen } from "@arcade/core/stage";
import { Container, Graphics, Text } from "pixi.js";
import { ROWS, WIDTH } from "../rules/cells.ts";
import { printField } from "../rules/field-text.ts";
import { printPair } from "../rules/pair.ts";
import type { PuyoRecorder } from "../rules/replay.ts";
import type { GameEvent, StepAction, SteppedGame } from "../rules/stepped.ts";
import { FRAMES_PER_SECOND } from "../rules/timing.ts";
import type { BotOpponent } from "./bot-opponent.ts";
import { drawBoard, drawIncoming, drawNext } from "./board-view.ts";
import { CalculatorClient, type CalculatorHandlers } from "./calculator-client.ts";
import { buttonAction, gestureActions, playMoves } from "./controls.ts";
import { paletteFor, type PaletteName, type PuyoPalette } from "./palette.ts";
import { chainTone } from "./sound.ts";

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
  /** Pixels the on-screen buttons cover at the bottom. */
  reserveBottom: number;
  /** The how-to-play line under the field for the first pairs (keys from the player's bindings). */
  hint: string;
  /** After each turn (its chain and nuisance done). */
  onTurn: (state: TurnReport) => void;
  /** After each of the versus bot's turns. */
  onBotTurn?: (state: TurnReport) => void;
  /** The game ended: topped out (won false), the bot topped out (won true), or a watched record ended. */
  onOver: (won: boolean | null) => void;
}

const FONT = "Liberation Sans, Arial, sans-serif";
/** The bot's field beside NEXT (landscape) or under it (portrait), relative to the player's cells. */
const BOT_SCALE = 0.55;
const BOT_SCALE_STACKED = 0.4;
const READY_FRAMES = 60;
const GO_FRAMES = 30;

/**
 * The game on screen. The rules (SteppedGame) decide everything frame by frame on core's
 * FixedStepClock; this class turns keys, buttons and gestures into the game's actions at the
 * current frame, steps the bot opponent beside it (nuisance both ways), plays each event's
 * sound and popup, and draws.
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
  private readonly banner = new Text({
    text: "",
    style: { fill: 0xffe066, fontFamily: FONT, fontSize: 40, fontWeight: "bold", stroke: { color: 0x0b0b16, width: 6 } },
  });
  private readonly labels = new Text({ text: "NEXT", style: { fill: 0x9a9ac0, fontFamily: FONT, fontSize: 13 } });
  private readonly botLabel = new Text({ text: "", style: { fill: 0x9a9ac0, fontFamily: FONT, fontSize: 13 } });
  private readonly hint: Text;
  private readonly clock = new FixedStepClock({ rate: FRAMES_PER_SECOND });
  private readonly repeater: Repeater;
  private readonly palette: PuyoPalette;
  private readonly calculator = new CalculatorClient();
  private readonly synth: Synth;
  /** Frames of READY / GO still to show before the game steps. */
  private countdown: number;
  /** Nuisance sent on the last frame, delivered to the other side on the next. */
  private toPlayer = 0;
  private toBot = 0;
  private popupFrames = 0;
  private finished = false;
  private cell = 28;
  private x0 = 0;
  private y0 = 0;
  /** Versus with the bot's field under NEXT (portrait). */
  private stacked = false;

  constructor(
    private driver: Driver,
    private readonly options: ScreenOptions,
  ) {
    this.palette = paletteFor(options.palette);
    this.synth = new Synth(options.soundVolume);
    this.repeater = new Repeater({ das: options.das, arr: options.arr });
    this.countdown = options.countdown ? READY_FRAMES + GO_FRAMES : 0;
    this.hint = new Text({ text: options.hint, style: { fill: 0x9a9ac0, fontFamily: FONT, fontSize: 12, align: "left" } });
    this.view.addChild(this.board, this.side, this.labels, this.botLabel, this.hud, this.hint, this.popup, this.banner);
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
    return this.cell;
  }

  get over(): boolean {
    return this.finished;
  }

  /** Watching: the viewer moved to another point of the record (core's ReplayViewer re-ran it). */
  seeked(game: SteppedGame): void {
    game.takeEvents();
    this.popup.text = "";
    this.finished = false;
    this.draw();
  }

  resize(width: number, height: number): void {
    // Versus on a portrait screen: the bot's field (smaller) goes under NEXT instead of beside it.
    const versus = this.bot !== null;
    this.stacked = versus && width < height;
    const columns = versus ? (this.stacked ? WIDTH + 0.4 + WIDTH * BOT_SCALE_STACKED + 0.3 : WIDTH + 2.6 + WIDTH * BOT_SCALE) : WIDTH + 3;
    const usable = height - this.options.reserveBottom;
    this.cell = Math.max(14, Math.floor(Math.min((width - 24) / columns, (usable - 90) / (ROWS + 0.5))));
    this.x0 = Math.round((width - this.cell * columns) / 2);
    this.y0 = Math.round(Math.max(56, (usable - this.cell * ROWS) / 2));
    this.hud.position.set(this.x0, this.y0 - 44);
    this.hint.position.set(this.x0, this.y0 + this.cell * ROWS + 8);
    this.hint.style.wordWrap = true;
    this.hint.style.wordWrapWidth = Math.max(200, width - this.x0 - 12);
    this.banner.position.set(this.x0 + this.cell * 0.6, this.y0 + this.cell * 5);
    this.draw();
  }

  pause(): void {
    if (this.driver.kind === "watch") this.driver.viewer.pause();
    this.clock.pause();
    this.repeater.releaseAll();
    this.send("sdOff");
  }

  resume(): void {
    if (this.driver.kind === "watch") this.driver.viewer.resume();
    this.clock.resume();
  }

  /** A keyboard, gamepad or on-screen button action (pause is the shell's). */
  input(action: string, pressed: boolean): void {
    if (this.finished || this.watching || this.countdown > 0) return;
    const now = this.clock.frame * this.clock.stepMs;
    if (action === "left" || action === "right") {
      this.applyMoves(pressed ? this.repeater.press(action, now) : this.repeater.release(action, now));
      return;
    }
    const step = buttonAction(action, pressed);
    if (step !== null) this.send(step);
  }

  /** Touch gestures: drag to move, tap a side to rotate, flick down to drop, hold-drag down for soft drop (controls.ts). */
  gesture(g: Gesture): void {
    if (this.finished || this.watching || this.countdown > 0) return;
    for (const action of gestureActions(g)) this.send(action);
  }

  /** Practice: back to before the last pair (works while a pair is under control). */
  undo(): boolean {
    return this.send("undo");
  }

  /** An action on the current frame (recorded when it changes something). */
  private send(action: StepAction): boolean {
    const recorder = this.recorder;
    if (!recorder || this.finished) return false;
    const done = recorder.apply(action);
    if (done) this.draw();
    return done;
  }

  private applyMoves(moves: readonly { dir: "left" | "right"; steps: number }[]): void {
    playMoves(moves, (dir) => this.send(dir));
  }

  update(deltaMs: number): void {
    if (this.finished) return;
    const driver = this.driver;
    if (driver.kind === "watch") {
      driver.viewer.update(deltaMs, (game) => {
        if (this.popupFrames > 0 && --this.popupFrames === 0) this.popup.text = "";
        this.events(game.takeEvents());
      });
      if (driver.viewer.done) this.finish(null);
    } else this.clock.advance(deltaMs, () => this.step(driver));
    this.draw();
  }

  /** One frame: the countdown, or inputs (held keys, the bot, nuisance arriving), ticks, events. */
  private step(driver: Extract<Driver, { kind: "play" }>): void {
    if (this.finished) return;
    if (this.countdown > 0) {
      this.countdown--;
      this.banner.text = this.countdown > GO_FRAMES ? "READY" : this.countdown > 0 ? "GO!" : "";
      return;
    }
    if (this.popupFrames > 0 && --this.popupFrames === 0) this.popup.text = "";
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
    if (bot) for (const e of bot.game.takeEvents()) this.botEvent(e);
  }

  private events(events: readonly GameEvent[]): void {
    for (const e of events) {
      if (e.kind === "pop") this.announce(`${e.step.chain} chain!  +${e.step.score}`, e.step.chain);
      else if (e.kind === "lock") haptic(10, this.options.haptics);
      else if (e.kind === "turn") {
        this.toBot += e.result.sent;
        const g = this.game.game;
        this.options.onTurn({ score: g.score, maxChain: g.maxChain, placed: g.index, chain: e.result.chain.chains, field: printField(g.field) });
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

  private announce(text: string, chain: number): void {
    this.popup.text = text;
    this.popupFrames = 54;
    chainTone(this.synth, chain);
  }

  private finish(won: boolean | null): void {
    if (this.finished) return;
    this.finished = true;
    this.draw();
    this.options.onOver(won);
  }

  // --- drawing ---

  private draw(): void {
    const game = this.game;
    const g = this.board.clear();
    const at = { x0: this.x0, y0: this.y0, cell: this.cell };
    const flash = Math.floor(this.clock.frame / 5) % 2 === 0;
    drawBoard(g, this.palette, game, at, flash);
    drawIncoming(g, this.palette, game.game.pending, at);
    this.drawSide(flash);
    this.hint.visible = game.game.index < 3 && !this.finished && !this.watching;
    const pending = game.game.pending > 0 ? `  ·  incoming ${game.game.pending}` : "";
    const watch = this.watching ? `  ·  replay ${timeText(game.frame)}` : "";
    this.hud.text = `Score ${game.game.score}  ·  max chain ${game.game.maxChain}${pending}${watch}`;
    this.popup.position.set(this.x0 + 4, this.y0 + this.cell * 5);
  }

  private drawSide(flash: boolean): void {
    const g = this.side.clear();
    const nx = this.x0 + WIDTH * this.cell + this.cell * 0.4;
    drawNext(g, this.palette, this.game.preview(), nx, this.y0, this.cell);
    this.labels.position.set(nx, this.y0 - 4);
    const bot = this.bot;
    this.botLabel.visible = bot !== null;
    if (!bot) return;
    const small = this.cell * (this.stacked ? BOT_SCALE_STACKED : BOT_SCALE);
    const bx = this.stacked ? nx : nx + this.cell * 1.6;
    const by = this.y0 + this.cell * ROWS - small * ROWS;
    const at = { x0: bx, y0: by, cell: small };
    drawBoard(g, this.palette, bot.game, at, flash);
    drawIncoming(g, this.palette, bot.game.game.pending, at);
    const beat = bot.game.beat;
    const chain = beat?.step ? ` · ${beat.step.chain} chain!` : "";
    this.botLabel.text = `Bot (${bot.bot}) ${bot.game.game.score}${chain}`;
    this.botLabel.position.set(bx, by - 18);
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

/** Frames as m:ss. */
export function timeText(frames: number): string {
  const seconds = Math.floor(frames / FRAMES_PER_SECOND);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
