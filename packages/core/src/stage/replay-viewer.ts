// Watching records, for any game: one record, or several on one timeline (a versus's two boards,
// a challenge's two games), re-run on core's fixed-step clock at 1×, 2× or 4×; pause; and a
// timeline that scrubs to any frame by re-running from the start (games keep no snapshots, and a
// re-run of a few thousand frames takes milliseconds). The game's screen draws `viewer.game` (or
// `viewer.games`, one per record); the bar (DOM buttons and a range input over the canvas) is
// optional. A record that ends earlier (a top-out) stays at its end while the others play on.
import { formatClock } from "../game-module.ts";
import { FixedStepClock } from "../sim/clock.ts";
import { RecordPlayer, type GameRecord, type ReplayRules, type ReplayableGame } from "../sim/record.ts";
import { installStyle } from "./style.ts";

export const REPLAY_SPEEDS = [1, 2, 4] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** The height in CSS pixels the bar takes at the bottom of the host (a game's layout reserves it). */
export const REPLAY_BAR_HEIGHT = 56;

export interface ReplayViewerOptions<G extends ReplayableGame> {
  rules: ReplayRules<G>;
  /** The record to watch, or several watched together on one timeline (frame 0 of each at once). */
  record: GameRecord | readonly GameRecord[];
  /** Steps per second of the game's simulation. */
  rate: number;
  /** Where the bar goes; without one the viewer is driven from code (a game's own controls, tests). */
  host?: HTMLElement;
  /** After a seek replaced the games (the screen redraws them and forgets effects of the old ones); `game` is the first. */
  onSeek?: (game: G, games: readonly G[]) => void;
}

const STYLE_ID = "arcade-replay-bar-style";
const CSS = `
.arcade-replay-bar{position:absolute;left:0;right:0;bottom:env(safe-area-inset-bottom);height:${REPLAY_BAR_HEIGHT}px;display:flex;align-items:center;gap:8px;padding:6px 10px;box-sizing:border-box;background:#101018cc;color:#ecebf5;font:14px system-ui,sans-serif;z-index:3}
.arcade-replay-bar button{min-width:44px;height:44px;border-radius:8px;border:1px solid #ffffff40;background:#ffffff1a;color:inherit;font:inherit}
.arcade-replay-bar input[type=range]{flex:1;min-width:60px;height:44px}
.arcade-replay-bar output{min-width:4.5em;text-align:right;font-variant-numeric:tabular-nums}
`;

export class ReplayViewer<G extends ReplayableGame> {
  private players: RecordPlayer<G>[];
  private readonly records: readonly GameRecord[];
  private readonly clock: FixedStepClock;
  private speedIndex = 0;
  private readonly bar: { root: HTMLElement; pause: HTMLButtonElement; speed: HTMLButtonElement; timeline: HTMLInputElement; time: HTMLOutputElement } | null;

  constructor(private readonly options: ReplayViewerOptions<G>) {
    this.records = Array.isArray(options.record) ? (options.record as readonly GameRecord[]) : [options.record as GameRecord];
    if (this.records.length === 0) throw new RangeError("a ReplayViewer needs at least one record");
    this.players = this.start();
    // 4× runs four steps per display frame: let the clock catch up that far.
    this.clock = new FixedStepClock({ rate: options.rate, maxSteps: 5 * REPLAY_SPEEDS.at(-1)! });
    this.bar = options.host ? this.mountBar(options.host) : null;
    this.refresh();
  }

  private start(): RecordPlayer<G>[] {
    return this.records.map((record) => new RecordPlayer(this.options.rules, record));
  }

  /** The (first) record's game. */
  get game(): G {
    return this.players[0]!.game;
  }

  /** Every record's game, in the order of the records. */
  get games(): G[] {
    return this.players.map((player) => player.game);
  }

  /** The frame the timeline ends at (the latest end of the records). */
  get end(): number {
    return Math.max(...this.players.map((player) => player.end));
  }

  /** Where the timeline is: the furthest frame any record has reached (at most its end). */
  get frame(): number {
    return Math.max(...this.players.map((player) => Math.min(player.game.frame, player.end)));
  }

  /** Every record played to its end. */
  get done(): boolean {
    return this.players.every((player) => player.done);
  }

  get speed(): ReplaySpeed {
    return REPLAY_SPEEDS[this.speedIndex]!;
  }

  get paused(): boolean {
    return this.clock.paused;
  }

  /**
   * Advances by real time × speed; `afterStep` runs after every simulation step (sounds,
   * effects), with the first record's game and all of them.
   */
  update(deltaMs: number, afterStep?: (game: G, games: readonly G[]) => void): void {
    if (this.done) return;
    this.clock.advance(deltaMs * this.speed, () => {
      if (this.done) return;
      for (const player of this.players) if (!player.done) player.step();
      afterStep?.(this.game, this.games);
    });
    this.refresh();
  }

  pause(): void {
    this.clock.pause();
    this.refresh();
  }

  resume(): void {
    this.clock.resume();
    this.refresh();
  }

  togglePause(): void {
    if (this.paused) this.resume();
    else this.pause();
  }

  /** 1× → 2× → 4× → 1×. */
  cycleSpeed(): void {
    this.speedIndex = (this.speedIndex + 1) % REPLAY_SPEEDS.length;
    this.refresh();
  }

  /** Shows every game at `frame` (clamped to the timeline; a record that ended sooner, at its end), re-running from the start. */
  seek(frame: number): void {
    const target = Math.max(0, Math.min(this.end, Math.round(frame)));
    this.players = this.start();
    for (const player of this.players) player.runTo(target);
    this.options.onSeek?.(this.game, this.games);
    this.refresh();
  }

  /** Removes the bar. */
  destroy(): void {
    this.bar?.root.remove();
  }

  private mountBar(host: HTMLElement): NonNullable<ReplayViewer<G>["bar"]> {
    installStyle(STYLE_ID, CSS);
    const root = document.createElement("div");
    root.className = "arcade-replay-bar";
    root.dataset.role = "replay-bar";
    const button = (action: string, label: string, run: () => void) => {
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.action = action;
      b.setAttribute("aria-label", label);
      b.addEventListener("click", run);
      return b;
    };
    const pause = button("replay-pause", "Pause or play the replay", () => this.togglePause());
    const speed = button("replay-speed", "Replay speed", () => this.cycleSpeed());
    const timeline = document.createElement("input");
    timeline.type = "range";
    timeline.min = "0";
    timeline.step = "1";
    timeline.setAttribute("aria-label", "Replay position");
    timeline.addEventListener("input", () => this.seek(Number(timeline.value)));
    const time = document.createElement("output");
    root.append(pause, speed, timeline, time);
    host.append(root);
    return { root, pause, speed, timeline, time };
  }

  private refresh(): void {
    const bar = this.bar;
    if (!bar) return;
    const frame = this.frame;
    bar.pause.textContent = this.paused ? "▶" : "❚❚";
    bar.speed.textContent = `${this.speed}×`;
    bar.timeline.max = String(this.end);
    bar.timeline.value = String(frame);
    bar.time.textContent = formatClock((frame * 1000) / this.options.rate);
    bar.root.dataset.frame = String(frame);
  }
}
