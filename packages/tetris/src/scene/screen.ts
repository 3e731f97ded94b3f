import { FixedStepClock, formatClock, type Gesture, type Replay } from "@arcade/core";
import type { Screen } from "@arcade/core/stage";
import { Container } from "pixi.js";
import type { TetrisGame } from "../rules/game.ts";
import { FRAMES_PER_SECOND } from "../rules/gravity.ts";
import { MODE_RULES } from "../rules/modes.ts";
import type { GameRecorder, ReplayPlayer } from "../rules/replay.ts";
import type { ValidConfig } from "../rules/config.ts";
import type { LockResult, PlayAction } from "../rules/types.ts";
import type { Controller } from "./controller.ts";
import { Sounds } from "./sound.ts";
import { TetrisView } from "./view.ts";

/**
 * Where a game's frames come from. The player's game runs through the rules' GameRecorder (so
 * what is played is what the replay holds); a watched replay through the rules' ReplayPlayer.
 */
export type Driver = { kind: "player"; recorder: GameRecorder; controller: Controller } | { kind: "replay"; player: ReplayPlayer; replay: Replay };

export interface ScreenOptions {
  palette: "standard" | "colorblind";
  soundVolume: number;
  reducedMotion: boolean;
  /** Pixels at the bottom kept free for on-screen buttons. */
  reserveBottom: number;
  /** Show READY/GO before the first frame (not when resuming a game mid-way). */
  countdown: boolean;
  onEnd: (game: TetrisGame) => void;
  onChange?: (game: TetrisGame) => void;
}

const FRAME_MS = 1000 / FRAMES_PER_SECOND;
const COUNTDOWN_MS = 1500;
const CLEAR_NAMES: Record<string, string> = {
  single: "Single",
  double: "Double",
  triple: "Triple",
  tetris: "Tetris",
  "tspin-mini": "T-Spin Mini",
  "tspin-mini-single": "T-Spin Mini Single",
  "tspin-mini-double": "T-Spin Mini Double",
  tspin: "T-Spin",
  "tspin-single": "T-Spin Single",
  "tspin-double": "T-Spin Double",
  "tspin-triple": "T-Spin Triple",
};

/** A number of frames as m:ss.cc. */
export function formatFrames(frames: number): string {
  return formatClock(frames * FRAME_MS);
}

/**
 * One game on screen: a fixed 60 Hz simulation fed by the controller (or a replay), drawn by the
 * view. It owns its Pixi objects and frees them in `destroy()`.
 */
export class TetrisScreen implements Screen {
  readonly view = new Container();
  private readonly clock = new FixedStepClock({ rate: FRAMES_PER_SECOND });
  private readonly drawing = new TetrisView();
  private readonly sounds: Sounds;
  private ended = false;
  /** "Ready… Go": real time before the simulation starts. Inputs during it wait in the controller
   * (so DAS can be charged), and no frame passes, so replays and Sprint times are unaffected. */
  private countdownMs: number;

  constructor(
    private readonly driver: Driver,
    private readonly options: ScreenOptions,
  ) {
    this.sounds = new Sounds(options.soundVolume);
    this.drawing.setPalette(options.palette);
    this.view.addChild(this.drawing);
    this.countdownMs = options.countdown ? COUNTDOWN_MS : 0;
    this.game.drainEvents(); // a resumed game's past events were heard before the reload
  }

  get game(): TetrisGame {
    return this.driver.kind === "player" ? this.driver.recorder.game : this.driver.player.game;
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
    this.drawing.layout(width, Math.max(200, height - this.options.reserveBottom));
    this.draw();
  }

  pause(): void {
    this.clock.pause();
    if (this.driver.kind === "player") this.driver.controller.releaseAll();
  }

  resume(): void {
    this.clock.resume();
  }

  get paused(): boolean {
    return this.clock.paused;
  }

  update(deltaMs: number): void {
    if (this.ended || this.clock.paused) return;
    const dt = Math.min(deltaMs, 250);
    if (this.countdownMs > 0) {
      const before = this.countdownMs;
      this.countdownMs = Math.max(0, this.countdownMs - dt);
      if (before === COUNTDOWN_MS || (before > 500 && this.countdownMs <= 500))
        this.drawing.flash(this.countdownMs > 500 ? "READY" : "GO!", this.options.reducedMotion);
    } else {
      this.clock.advance(dt, () => this.step());
    }
    this.draw();
  }

  private step(): void {
    if (this.ended) return;
    const driver = this.driver;
    if (driver.kind === "player") {
      const { recorder, controller } = driver;
      const input = controller.frame(recorder.game.frame * FRAME_MS);
      recorder.setSoftDrop(input.softDropHeld);
      for (const action of input.actions) if (recorder.apply(action)) this.feedback(action);
      if (!recorder.game.over) recorder.tick();
    } else {
      driver.player.step();
    }
    const game = this.game;
    for (const event of game.drainEvents()) {
      if (event.type === "lock") this.onLock(event.result);
      else if (event.type === "levelUp") this.drawing.flash(`Level ${event.level}`, this.options.reducedMotion);
      else if (event.type === "gameOver") {
        if (event.reason === "finished") this.sounds.finish();
        else this.sounds.gameOver();
      }
    }
    this.options.onChange?.(game);
    const over = driver.kind === "player" ? game.over !== null : driver.player.done;
    if (over) {
      this.ended = true;
      this.draw();
      this.options.onEnd(game);
    }
  }

  private feedback(action: PlayAction): void {
    if (action === "cw" || action === "ccw" || action === "180") this.sounds.rotate();
    else if (action === "hold") this.sounds.hold();
    else if (action === "left" || action === "right" || action === "leftWall" || action === "rightWall") this.sounds.move();
  }

  private onLock(result: LockResult): void {
    this.sounds.lock();
    const special = result.lines === 4 || result.clear.startsWith("tspin") || result.perfectClear;
    this.drawing.pulse(result.lines === 0 ? 0.06 : special ? 0.45 : 0.2, this.options.reducedMotion);
    if (result.lines > 0) this.sounds.clear(result.lines, result.clear !== "single" && result.clear !== "double" && result.clear !== "triple");
    const parts: string[] = [];
    if (result.backToBack) parts.push("B2B");
    if (result.clear !== "none") parts.push(CLEAR_NAMES[result.clear] ?? result.clear);
    if (result.combo > 0) parts.push(`${result.combo} combo`);
    if (result.perfectClear) parts.push("Perfect Clear!");
    if (parts.length > 0 && (result.clear !== "none" || result.perfectClear)) this.drawing.flash(parts.join(" "), this.options.reducedMotion);
  }

  private draw(): void {
    const game = this.game;
    const rules = MODE_RULES[this.config.mode];
    const seconds = (game.frame * FRAME_MS) / 1000;
    const time = rules.timeLimitFrames === null ? formatFrames(game.frame) : formatFrames(Math.max(0, rules.timeLimitFrames - game.frame));
    this.drawing.draw(game, {
      mode: this.config.mode.toUpperCase(),
      time,
      score: game.score,
      level: game.level,
      lines: rules.goalLines === null ? String(game.lines) : `${game.lines}/${rules.goalLines}`,
      pps: seconds > 0 ? (game.pieces / seconds).toFixed(2) : "0.00",
    });
  }

  /** A game action from a key, button or gamepad; only the player's running game takes it. */
  input(action: string, pressed: boolean): void {
    if (this.driver.kind === "player" && !this.clock.paused && !this.ended) this.driver.controller.input(action, pressed);
  }

  gesture(g: Gesture): void {
    if (this.driver.kind === "player" && !this.clock.paused && !this.ended) this.driver.controller.gesture(g);
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
