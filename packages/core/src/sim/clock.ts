export interface FixedStepClockOptions {
  /** Simulation steps per second (default 60). Replays record inputs by step number. */
  rate?: number;
  /** The most steps one `advance` may run; time beyond is dropped so a slow device or a long
   * stall (a tab in the background) cannot send the loop into a spiral of catch-up (default 5). */
  maxSteps?: number;
}

/**
 * A fixed-step clock: the simulation always advances in equal steps, whatever the frame rate, so a
 * game plays the same at 30, 60 or 144 Hz and replays exactly. Render with `alpha`, the fraction
 * of a step that has built up, to interpolate between the last two simulated states.
 *
 * ```ts
 * const clock = new FixedStepClock({ rate: 60 });
 * ticker.add((t) => { const alpha = clock.advance(t.deltaMS, (frame) => game.step(frame)); draw(alpha); });
 * ```
 */
// Sums of 1000/60 ms are not exact in binary; a step is due when the time is within this of it.
const EPSILON_MS = 1e-9;

export class FixedStepClock {
  readonly stepMs: number;
  private readonly maxSteps: number;
  private accumulated = 0;
  private frameCount = 0;
  private droppedMs = 0;
  private isPaused = false;

  constructor(options: FixedStepClockOptions = {}) {
    const rate = options.rate ?? 60;
    const maxSteps = options.maxSteps ?? 5;
    if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError(`rate must be a positive number, got ${rate}`);
    if (!Number.isInteger(maxSteps) || maxSteps < 1) throw new RangeError(`maxSteps must be a positive integer, got ${maxSteps}`);
    this.stepMs = 1000 / rate;
    this.maxSteps = maxSteps;
  }

  /** Steps simulated so far; the time stamp of the next input. */
  get frame(): number {
    return this.frameCount;
  }

  /** Milliseconds thrown away by the catch-up limit so far. */
  get dropped(): number {
    return this.droppedMs;
  }

  get paused(): boolean {
    return this.isPaused;
  }

  /** Stops time: `advance` runs no steps until `resume` (time while paused is not made up). */
  pause(): void {
    this.isPaused = true;
  }

  resume(): void {
    this.isPaused = false;
  }

  /**
   * Adds `elapsedMs` of real time, runs `step(frame)` for every whole step now due, and returns
   * the interpolation factor in [0, 1).
   */
  advance(elapsedMs: number, step: (frame: number) => void): number {
    if (!(elapsedMs >= 0)) throw new RangeError(`elapsed time must be a non-negative number, got ${elapsedMs}`);
    if (this.isPaused) return this.accumulated / this.stepMs;
    this.accumulated += elapsedMs;
    let steps = 0;
    while (this.accumulated >= this.stepMs - EPSILON_MS && steps < this.maxSteps) {
      step(this.frameCount);
      this.frameCount++;
      this.accumulated = Math.max(0, this.accumulated - this.stepMs);
      steps++;
    }
    if (this.accumulated >= this.stepMs - EPSILON_MS) {
      // Behind by more than maxSteps: keep the fraction, drop the whole steps we cannot afford.
      const behind = Math.floor((this.accumulated + EPSILON_MS) / this.stepMs) * this.stepMs;
      this.droppedMs += behind;
      this.accumulated = Math.max(0, this.accumulated - behind);
    }
    return this.accumulated / this.stepMs;
  }
}
