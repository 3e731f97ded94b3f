import { Countdown, FixedStepClock, type Gesture, type Replay } from "@arcade/core";
import type { Screen } from "@arcade/core/stage";
import { Container } from "pixi.js";
import type { TetrisGame } from "../rules/game.ts";
import { FRAMES_PER_SECOND } from "../rules/gravity.ts";
import type { GameRecorder, TetrisReplayable } from "../rules/replay.ts";
import type { ValidConfig } from "../rules/config.ts";
import { advise, positionOf, type Advice } from "../analysis/advisor.ts";
import type { FinesseResult } from "../analysis/finesse.ts";
import { AdvisorClient } from "./advisor-client.ts";
import { AssistBar } from "./assist-bar.ts";
import { applyFrame, FinesseWatch } from "./finesse-watch.ts";
import { layoutWithPanel, rectText, textBoxes, WHY_PANEL } from "./layout.ts";
import { countdownBanner, EffectFeed, Effects } from "./effects.ts";
import { Sounds } from "./sound.ts";
import { TetrisView } from "./view.ts";
import { whyTable } from "./why.ts";
import { assistedLine, BOT_SPEEDS, finesseLine, formatFrames, soloHud, type Assistance, type Driver, type ScreenOptions } from "./screen-options.ts";

export { assistedLine, BOT_SPEEDS, finesseLine, formatFrames, type Assistance, type Driver, type ScreenOptions };

const FRAME_MS = 1000 / FRAMES_PER_SECOND;
/** How long the finesse count shows red after a fault. */
const FAULT_MS = 700;

/**
 * One game on screen: a fixed 60 Hz simulation fed by the controller (or a replay), drawn by the
 * view. It owns its Pixi objects and frees them in `destroy()`.
 */
export class TetrisScreen implements Screen {
  readonly view = new Container();
  /** The player's game's clock (a watched replay runs on its viewer's own clock, at its speed). */
  private readonly clock = new FixedStepClock({ rate: FRAMES_PER_SECOND, maxSteps: 5 });
  private readonly drawing: TetrisView;
  private readonly sounds: Sounds;
  private ended = false;
  /** Finesse over the game: faults, pieces judged (the bot's are not), share without a fault. */
  readonly finesse: FinesseWatch;
  private readonly bar: AssistBar | null;
  private advisor: AdvisorClient | null = null;
  private advisorOn = false;
  private whyOn = false;
  /** Auto-play: the frame the bot places its next piece at, or null when the player plays. */
  private botNextFrame: number | null = null;
  private botSpeed: number;
  /** What has helped so far in this game. */
  readonly used: Assistance = { advisor: false, why: false, bot: false };
  private size = { width: 0, height: 0 };
  /** The finesse count shows red for this long still (ms). */
  private faultMs = 0;
  /** "Ready… Go": real time before the simulation starts. What is held through it starts at GO
   * (DAS charged); no frame passes, so replays and Sprint times are unaffected. */
  private readonly countdown: Countdown;
  /** Feedback effects (effects.ts), fed by the game's events after each step. */
  private readonly effects: Effects;
  private readonly feed: EffectFeed;

  constructor(
    private readonly driver: Driver,
    private readonly options: ScreenOptions,
  ) {
    this.drawing = options.drawing ?? new TetrisView();
    this.sounds = new Sounds(options.soundVolume);
    this.drawing.setPalette(options.palette);
    this.view.addChild(this.drawing);
    this.countdown = new Countdown(options.countdown);
    if (this.countdown.running && driver.kind === "player") driver.controller.wait();
    this.game.drainEvents(); // a resumed game's past events were heard before the reload
    this.effects = new Effects(options.reducedMotion);
    this.feed = new EffectFeed(this.effects, this.game.board);
    this.drawing.setEffects(this.effects);
    this.finesse = new FinesseWatch(this.config.allow180);
    this.botSpeed = Math.min(BOT_SPEEDS.length - 1, Math.max(0, options.botSpeed ?? 1));
    // While watching, the viewer's bar is the only control (the assist tools are the player's).
    this.bar =
      options.host && options.actionBar && driver.kind === "player"
        ? new AssistBar(options.host, options.actionBar, {
            toggleAdvisor: () => this.setAdvisor(!this.advisorOn),
            toggleBot: () => (this.autoplaying ? this.stopAutoplay() : this.startAutoplay()),
            cycleBotSpeed: () => this.setBotSpeed((this.botSpeed + 1) % BOT_SPEEDS.length),
          })
        : null;
    if (options.advisor && driver.kind === "player") this.setAdvisor(true);
    this.refreshTools();
  }

  // ---- assistance: the advisor, the why panel, auto-play ----

  get advisorShown(): boolean {
    return this.advisorOn;
  }

  get whyShown(): boolean {
    return this.whyOn;
  }

  get autoplaying(): boolean {
    return this.botNextFrame !== null;
  }

  get assisted(): boolean {
    return this.used.advisor || this.used.why || this.used.bot;
  }

  /** The bot's speed: an index into BOT_SPEEDS. */
  get botSpeedIndex(): number {
    return this.botSpeed;
  }

  /** The watched replay's speed (1, 2 or 4, from its viewer); 1 while playing. */
  get replaySpeed(): number {
    return this.driver.kind === "replay" ? this.driver.viewer.speed : 1;
  }

  /** The advice being shown (null when the advisor and the why panel are off, or while it is worked out). */
  get advice(): Advice | null {
    return this.advisorOn || this.whyOn ? (this.advisor?.advice ?? null) : null;
  }

  private get playable(): boolean {
    return this.driver.kind === "player" && !this.ended && this.game.over === null;
  }

  setAdvisor(on: boolean): void {
    if (on && !this.playable) return;
    this.advisorOn = on;
    if (on) this.used.advisor = true;
    this.options.onAdvisor?.(on);
    this.adviceChanged();
  }

  setWhy(on: boolean): void {
    if (on && !this.playable) return;
    this.whyOn = on;
    if (on) this.used.why = true;
    this.relayout();
    this.adviceChanged();
  }

  /** The bot plays from here, through the same recorder a player's inputs go through. */
  startAutoplay(): void {
    if (!this.playable || this.driver.kind !== "player") return;
    this.driver.controller.releaseAll();
    this.used.bot = true;
    this.botNextFrame = this.game.frame;
    this.refreshTools();
  }

  stopAutoplay(): void {
    if (this.botNextFrame === null) return;
    this.botNextFrame = null;
    this.refreshTools();
  }

  setBotSpeed(index: number): void {
    this.botSpeed = index;
    if (this.botNextFrame !== null) this.botNextFrame = Math.min(this.botNextFrame, this.game.frame + BOT_SPEEDS[index]!.frames);
    this.options.onBotSpeed?.(index);
    this.refreshTools();
  }

  /** The advisor client runs while the advisor or the why panel is on. */
  private adviceChanged(): void {
    const wanted = this.advisorOn || this.whyOn;
    // The advice arrives from the worker, outside update(): draw it.
    if (wanted && this.advisor === null) this.advisor = new AdvisorClient(() => (this.showAdvice(), this.options.invalidate?.()));
    if (!wanted && this.advisor !== null) {
      this.advisor.destroy();
      this.advisor = null;
    }
    this.advisor?.update(this.game);
    this.showAdvice();
  }

  private showAdvice(): void {
    const advice = this.advice;
    const best = this.advisorOn ? (advice?.best ?? null) : null;
    this.drawing.setSuggestion(best);
    this.bar?.showWhy(this.whyOn ? this.whyRect : null, advice && whyTable(advice));
    this.refreshTools();
  }

  private whyRect: { x: number; y: number; width: number; height: number } | null = null;

  private refreshTools(): void {
    this.bar?.update({ advisor: this.advisorOn, autoplay: this.autoplaying, botSpeed: BOT_SPEEDS[this.botSpeed]!.label });
    this.options.onChange?.(this.game);
  }

  private judged(results: readonly (FinesseResult | null)[]): void {
    let fault = false;
    for (const result of results) if (result && result.faults > 0) fault = true;
    if (results.some((r) => r !== null)) this.refreshTools();
    if (fault) this.faultMs = FAULT_MS;
  }

  get game(): TetrisGame {
    return this.driver.kind === "player" ? this.driver.recorder.game : this.driver.viewer.game.game;
  }

  get config(): ValidConfig {
    return this.game.config;
  }

  get watching(): boolean {
    return this.driver.kind === "replay";
  }

  /** The game as a replay: what the player has played so far, or the replay being watched. */
  replay(): Replay {
    return this.driver.kind === "player" ? this.driver.recorder.replay() : this.driver.replay;
  }

  /** The on-screen size of a board cell (touch drags move one column per cell). */
  get cellSize(): number {
    return this.drawing.cellSize;
  }

  resize(width: number, height: number): void {
    this.size = { width, height };
    this.relayout();
  }

  private relayout(): void {
    const { width, height } = this.size;
    if (width === 0) return;
    const placed = layoutWithPanel(width, height, this.whyOn ? WHY_PANEL : null, this.options.insets());
    this.drawing.applyLayout(placed.layout);
    this.whyRect = placed.panel;
    this.showAdvice();
    this.draw();
  }

  pause(): void {
    this.clock.pause();
    this.countdown.releaseAll();
    if (this.driver.kind === "player") this.driver.controller.releaseAll();
    else this.driver.viewer.pause();
  }

  resume(): void {
    this.clock.resume();
    if (this.driver.kind === "replay") this.driver.viewer.resume();
  }

  /** Watching: the viewer's timeline moved to another frame (core's ReplayViewer re-ran the record). */
  seeked(replayable: TetrisReplayable): void {
    replayable.game.drainEvents(); // the re-run's events were not this moment's
    this.feed.reset(replayable.game.board);
    this.ended = false;
    this.options.onChange?.(replayable.game);
    this.draw();
  }

  get paused(): boolean {
    return this.clock.paused;
  }

  /** Whether it changes by itself: the game (or countdown, or a watched replay) runs, or an effect plays. */
  live(): boolean {
    if (this.clock.paused) return false;
    if (this.effects.live) return true;
    if (this.ended) return false;
    return this.driver.kind === "player" || this.countdown.running || !this.driver.viewer.paused;
  }

  update(deltaMs: number): void {
    if (this.clock.paused) return;
    const dt = Math.min(deltaMs, 250);
    this.effects.advance(dt);
    this.faultMs = Math.max(0, this.faultMs - dt);
    if (this.ended) return this.draw();
    if (this.countdown.running) {
      const banner = this.countdown.spend(dt);
      if (banner !== null) countdownBanner(this.effects, banner, this.countdown.remaining);
      if (!this.countdown.running && this.driver.kind === "player") this.driver.controller.go(this.countdown.takeHeld());
    } else if (this.driver.kind === "replay") {
      const viewer = this.driver.viewer;
      viewer.update(dt, () => this.afterStep());
      if (viewer.done && !this.ended) this.end();
    } else {
      this.clock.advance(dt, () => this.step());
    }
    this.draw();
  }

  /** One frame of the player's game: the controller's (or the bot's) inputs, then a tick. */
  private step(): void {
    if (this.ended || this.driver.kind !== "player") return;
    const { recorder, controller } = this.driver;
    const game = recorder.game;
    const input = controller.frame(game.frame * FRAME_MS);
    if (this.botNextFrame !== null) this.botFrame(recorder);
    else {
      recorder.setSoftDrop(input.softDropHeld);
      this.judged(
        applyFrame(
          game,
          input,
          this.finesse,
          (action) => recorder.apply(action),
          (action) => this.sounds.action(action),
        ),
      );
    }
    if (!game.over) {
      this.finesse.before(game);
      recorder.tick();
      this.judged([this.finesse.after(game)]);
    }
    this.afterStep();
    if (game.over !== null) this.end();
  }

  /** After any frame, played or watched: its sounds and flashes, the advisor, the host's report. */
  private afterStep(): void {
    const game = this.game;
    const events = game.drainEvents();
    for (const lock of this.feed.take(events, game.board)) this.sounds.locked(lock.result, lock.hardDrop);
    for (const event of events) {
      if (event.type !== "gameOver") continue;
      if (event.reason === "finished") this.sounds.finish();
      else this.sounds.gameOver();
    }
    this.advisor?.update(game);
    this.options.onChange?.(game);
  }

  /** The game is over, or the watched replay reached its end. */
  private end(): void {
    this.ended = true;
    this.stopAutoplay();
    this.draw();
    this.options.onEnd(this.game);
  }

  /**
   * Auto-play: when its time comes, the bot searches the position as it stands and plays the whole
   * move through the recorder in this frame (so the replay and the results stay a real game).
   * Its pieces are not judged for finesse.
   */
  private botFrame(recorder: GameRecorder): void {
    const game = recorder.game;
    recorder.setSoftDrop(false);
    if (game.active === null || game.frame < this.botNextFrame!) return;
    const position = positionOf(game);
    const best = position && advise(position, "default", 0).best;
    if (!best) return this.stopAutoplay();
    for (const action of best.actions) {
      this.finesse.abandon();
      this.finesse.before(game);
      recorder.apply(action);
      this.finesse.after(game);
    }
    this.botNextFrame = game.frame + BOT_SPEEDS[this.botSpeed]!.frames;
  }

  private draw(): void {
    const finesse = this.options.finesseLive?.() === false || this.watching ? null : this.finesse.faults;
    this.drawing.draw(this.game, { ...soloHud(this.game, this.assisted), finesse, fault: this.faultMs > 0 });
  }

  /** The visible well on the host, "x,y,w,h" in CSS pixels (core reports it for the host's layout check); one player. */
  fieldRect(player: number): string {
    return player === 0 ? rectText(this.drawing.arrangement.well) : "";
  }
  /** Where the hold, next and numbers are drawn ("x,y,w,h;…"): toasts and notices keep off them. */
  textRect(): string {
    return textBoxes(this.drawing.arrangement).map(rectText).join(";");
  }

  /**
   * A game action from a key, button or gamepad; only the player's running game takes it. While
   * the bot plays, a press takes control back (that press itself does nothing else, so a stray
   * hard drop cannot throw the piece away).
   */
  input(action: string, pressed: boolean): void {
    if (action === "advisor" && pressed) return this.setAdvisor(!this.advisorOn); // its key, at any time
    if (this.driver.kind !== "player" || this.clock.paused || this.ended) return;
    if (this.botNextFrame !== null && pressed) return this.stopAutoplay();
    if (!this.countdown.hold(action, pressed)) this.driver.controller.input(action, pressed);
  }

  gesture(g: Gesture): void {
    if (this.driver.kind !== "player" || this.clock.paused || this.ended) return;
    if (this.botNextFrame !== null) {
      if (g.type !== "slowDragEnd") this.stopAutoplay();
      return;
    }
    this.driver.controller.gesture(g);
  }

  destroy(): void {
    this.advisor?.destroy();
    this.advisor = null;
    this.bar?.destroy();
    if (this.driver.kind === "replay") this.driver.viewer.destroy();
    this.view.destroy({ children: true });
  }
}
