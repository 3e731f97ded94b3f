import { FixedStepClock, type GameAction as InputAction, type Gesture } from "@arcade/core";
import type { Screen } from "@arcade/core/stage";
import { Container } from "pixi.js";
import { TetrisGame } from "../rules/game.ts";
import type { GameConfig, LockResult, PlayAction } from "../rules/types.ts";
import type { Controller} from "./controller.ts";
import { type Handling } from "./controller.ts";
import { Sounds } from "./sound.ts";
import { TetrisView } from "./view.ts";

export type ReplayInput = [number, string];

/** Where a frame's actions come from: the player (recorded) or a replay being watched. */
export type Source = { kind: "player"; controller: Controller } | { kind: "replay"; inputs: readonly ReplayInput[] };

const FRAME_MS = 1000 / 60;
const NAMES: Record<string, string> = {
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

export function formatTime(frames: number): string {
  const ms = Math.round(frames * FRAME_MS);
  const minutes = Math.floor(ms / 60000);
  const seconds = ((ms % 60000) / 1000).toFixed(2).padStart(5, "0");
  return `${minutes}:${seconds}`;
}

/**
 * One game on screen: a fixed 60 Hz simulation fed by the controller (or a replay), drawn by the
 * view. Everything the player did is recorded as (frame, action), which is the replay.
 */
export class TetrisScreen implements Screen {
  readonly view = new Container();
  readonly game: TetrisGame;
  readonly inputs: ReplayInput[] = [];
  private readonly clock = new FixedStepClock({ rate: 60 });
  private readonly drawing = new TetrisView();
  private readonly sounds: Sounds;
  private softDropHeld = false;
  private replayCursor = 0;
  private ended = false;
  /** "Ready… Go": real time before the simulation starts. Inputs during it wait in the controller
   * (so DAS can be charged), and no frame passes, so replays and Sprint times are unaffected. */
  private countdownMs = 1500;

  constructor(
    readonly config: GameConfig,
    private readonly source: Source,
    private readonly options: {
      /** Inputs of the same game played before a reload: fast-forwarded before the first frame. */
      resume?: readonly ReplayInput[];
      palette: "standard" | "colorblind";
      soundVolume: number;
      reducedMotion: boolean;
      /** Pixels at the bottom kept free for on-screen buttons. */
      reserveBottom: number;
      onEnd: (game: TetrisGame) => void;
      onChange?: (game: TetrisGame) => void;
    },
  ) {
    this.game = new TetrisGame(config);
    this.sounds = new Sounds(options.soundVolume);
    this.drawing.setPalette(options.palette);
    this.view.addChild(this.drawing);
    if (options.resume) this.fastForward(options.resume);
  }

  /**
   * Re-plays earlier inputs of this game without drawing or sound: the game is (seed, inputs), so
   * this restores it exactly, e.g. after a reload forced by a lost GPU context.
   */
  private fastForward(inputs: readonly ReplayInput[]): void {
    const last = inputs.at(-1)?.[0] ?? -1;
    let cursor = 0;
    while (this.game.frame <= last && !this.game.over) {
      const frame = this.game.frame;
      while (cursor < inputs.length && inputs[cursor]![0] === frame) {
        const action = inputs[cursor++]![1];
        this.inputs.push([frame, action]);
        if (action === "sdOn") this.softDropHeld = true;
        else if (action === "sdOff") this.softDropHeld = false;
        else this.game.apply(action as PlayAction);
      }
      this.game.tick(this.softDropHeld);
    }
    this.game.drainEvents();
    this.countdownMs = 1500;
  }

  resize(width: number, height: number): void {
    this.drawing.layout(width, Math.max(200, height - this.options.reserveBottom));
    this.draw();
  }

  pause(): void {
    this.clock.pause();
    if (this.source.kind === "player") this.source.controller.releaseAll();
  }

  resume(): void {
    this.clock.resume();
  }

  get paused(): boolean {
    return this.clock.paused;
  }

  update(deltaMs: number): void {
    if (this.ended) return;
    if (this.countdownMs > 0) {
      if (this.clock.paused) return;
      const before = this.countdownMs;
      this.countdownMs = Math.max(0, this.countdownMs - Math.min(deltaMs, 250));
      if (before === 1500 || (before > 500 && this.countdownMs <= 500)) this.drawing.flash(this.countdownMs > 500 ? "READY" : "GO!", this.options.reducedMotion);
      this.draw();
      return;
    }
    this.clock.advance(Math.min(deltaMs, 250), () => this.step());
    this.draw();
  }

  private step(): void {
    const game = this.game;
    if (game.over) return;
    const frame = game.frame;
    let actions: readonly string[];
    if (this.source.kind === "player") {
      const input = this.source.controller.frame(frame * FRAME_MS);
      actions = input.actions;
      if (input.softDropHeld !== this.softDropHeld) this.inputs.push([frame, input.softDropHeld ? "sdOn" : "sdOff"]);
      this.softDropHeld = input.softDropHeld;
      for (const action of actions) this.inputs.push([frame, action]);
    } else {
      const due: string[] = [];
      const inputs = this.source.inputs;
      while (this.replayCursor < inputs.length && inputs[this.replayCursor]![0] === frame) due.push(inputs[this.replayCursor++]![1]);
      actions = due;
    }
    for (const action of actions) {
      if (action === "sdOn") this.softDropHeld = true;
      else if (action === "sdOff") this.softDropHeld = false;
      else if (game.apply(action as PlayAction)) this.feedback(action as PlayAction);
    }
    game.tick(this.softDropHeld);
    for (const event of game.drainEvents()) {
      if (event.type === "lock") this.onLock(event.result);
      else if (event.type === "levelUp") this.drawing.flash(`Level ${event.level}`, this.options.reducedMotion);
      else if (event.type === "gameOver") {
        if (event.reason === "finished") this.sounds.finish();
        else this.sounds.gameOver();
      }
    }
    this.options.onChange?.(game);
    if (game.over && !this.ended) {
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
    if (result.clear !== "none") parts.push(NAMES[result.clear] ?? result.clear);
    if (result.combo > 0) parts.push(`${result.combo} combo`);
    if (result.perfectClear) parts.push("Perfect Clear!");
    if (parts.length > 0 && (result.clear !== "none" || result.perfectClear)) this.drawing.flash(parts.join(" "), this.options.reducedMotion);
  }

  /** The numbers under the hold box. */
  private draw(): void {
    const game = this.game;
    const seconds = (game.frame * FRAME_MS) / 1000;
    const goal = this.config.mode === "sprint" ? "/40" : this.config.mode === "marathon" ? "/150" : "";
    const time = this.config.mode === "ultra" ? formatTime(Math.max(0, 7200 - game.frame)) : formatTime(game.frame);
    this.drawing.draw(game, {
      mode: this.config.mode.toUpperCase(),
      time,
      score: game.score,
      level: game.level,
      lines: `${game.lines}${goal}`,
      pps: seconds > 0 ? (game.pieces / seconds).toFixed(2) : "0.00",
    });
  }

  /** Only the player's screen takes device input. */
  input(action: InputAction, pressed: boolean): void {
    if (this.source.kind === "player" && !this.clock.paused) this.source.controller.input(action, pressed);
  }

  gesture(g: Gesture): void {
    if (this.source.kind === "player" && !this.clock.paused) this.source.controller.gesture(g);
  }

  static handling(settings: { das: number; arr: number; softDropFactor: number }, allow180: boolean): Handling {
    return { das: settings.das, arr: settings.arr, softDropFactor: settings.softDropFactor, allow180 };
  }
}
