/** What the schedule switches: the stage's frame loop (Pixi's ticker in the page, a fake in tests). */
export interface FrameLoop {
  start(): void;
  stop(): void;
}

/**
 * Frames after an invalidation: the first draws the change, the next ones let what the change set
 * in motion settle (a layout measured on the first frame, a hover or press state, a texture
 * uploaded late) before the loop may stop.
 */
export const SETTLE_FRAMES = 3;

/**
 * Render on demand: decides when the stage's frame loop runs. It runs while the top screen says
 * it is live (a game clock, an effect, a replay playing) or while frames are still owed to an
 * invalidation (input, a resize, a popup shown or closed, state changed outside update()); then
 * it stops, so a static screen costs no animation frames at all. A hidden page never runs it.
 *
 * Call `frameDone()` once after each frame was drawn. No DOM and no Pixi: the stage wires it to
 * the ticker, and the tests drive it frame by frame.
 */
export class RenderSchedule {
  private runningNow = false;
  private owed = 0;
  private hiddenNow = false;
  private readonly listeners = new Set<(running: boolean) => void>();

  constructor(
    private readonly loop: FrameLoop,
    private readonly live: () => boolean,
    readonly settleFrames = SETTLE_FRAMES,
  ) {}

  /** Whether the frame loop is running now. */
  get running(): boolean {
    return this.runningNow;
  }

  get hidden(): boolean {
    return this.hiddenNow;
  }

  /** Something changed outside the frame loop: draw `settleFrames` more frames (starting the loop). */
  invalidate(): void {
    this.owed = Math.max(this.owed, this.settleFrames);
    this.wake();
  }

  /** The page was hidden (no frames at all) or shown again (redrawn, then on demand as before). */
  setHidden(hidden: boolean): void {
    if (hidden === this.hiddenNow) return;
    this.hiddenNow = hidden;
    if (hidden && this.runningNow) this.halt();
    else if (hidden) this.notify();
    else this.invalidate();
  }

  /** One frame was drawn: stop when none is owed and the top screen is still. */
  frameDone(): void {
    if (this.owed > 0) this.owed--;
    if (this.owed === 0 && !this.live()) this.halt();
  }

  /** Told whenever the loop starts (true) or stops (false), or the page hides; returns the remover. */
  onChange(listener: (running: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops the loop for good (the stage is going away). */
  dispose(): void {
    this.halt();
    this.listeners.clear();
  }

  private wake(): void {
    if (this.hiddenNow || this.runningNow) return;
    this.runningNow = true;
    this.loop.start();
    this.notify();
  }

  private halt(): void {
    if (!this.runningNow) return;
    this.runningNow = false;
    this.owed = 0;
    this.loop.stop();
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener(this.runningNow);
  }
}

/** How often a connected gamepad is read while the frame loop is stopped. */
export const IDLE_POLL_MS = 50;

/**
 * Gamepads have no events for their buttons, so they are read once a frame from the ticker. When
 * the schedule stops the frames (a still screen, a pause menu), a connected pad is read 20 times a
 * second from a timer instead: a press still arrives (at most 50 ms late, and it starts the frames
 * again), while a pad left plugged into a computer does not keep the page drawing 60 frames a
 * second, as treating "a pad is connected" as live would. Nothing is read while the page is hidden
 * or no pad is connected. `connected()` says whether a pad is there now; call the returned
 * `recheck` when that may have changed (gamepadconnected/-disconnected), `dispose` at the end.
 */
export function pollWhileIdle(
  schedule: RenderSchedule,
  poll: () => void,
  connected: () => boolean,
  timers: { every(ms: number, run: () => void): () => void } = {
    every: (ms, run) => {
      const id = setInterval(run, ms);
      return () => clearInterval(id);
    },
  },
): { recheck(): void; dispose(): void } {
  let stop: (() => void) | null = null;
  const recheck = () => {
    const wanted = !schedule.running && !schedule.hidden && connected();
    if (wanted && stop === null) stop = timers.every(IDLE_POLL_MS, poll);
    else if (!wanted && stop !== null) {
      stop();
      stop = null;
    }
  };
  const unlisten = schedule.onChange(recheck);
  recheck();
  return {
    recheck,
    dispose: () => {
      unlisten();
      stop?.();
      stop = null;
    },
  };
}
