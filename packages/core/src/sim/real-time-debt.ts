/**
 * Keeping a game's frames up with real time. A device whose frames run below the game's rate (a
 * slow phone drawing a few frames a second, a clock that drops time past a few steps) would play
 * in slow motion; an online room forfeits a stream that falls too far behind. Measured on the real
 * clock, the frames real time asked for beyond the steps taken are owed, and paid with a bounded
 * number of extra steps a call. A gap of `pauseGapMs` or more between two calls (a pause, a hidden
 * page) is not owed and pays nothing: a paused game is never fast-forwarded.
 */
export interface RealTimeDebtOptions {
  /** Milliseconds a frame lasts (1000 / 60). */
  frameMs: number;
  /** Extra steps paid at most in one call. */
  maxExtra: number;
  /** The debt never grows past this many frames. */
  maxOwed: number;
  /** A gap this long between two calls is a pause, not slowness. */
  pauseGapMs: number;
}

/** How far ahead of real time a game may run before it stops being owed (a fast burst of steps). */
const MAX_CREDIT_FRAMES = 10;

export class RealTimeDebt {
  private owed = 0;
  private last: number | null = null;

  constructor(private readonly options: RealTimeDebtOptions) {}

  /** At `now` (ms), after `taken` steps since the previous call: how many extra steps to take now. */
  extra(now: number, taken: number): number {
    const gap = this.last === null ? 0 : now - this.last;
    this.last = now;
    const { frameMs, maxExtra, maxOwed, pauseGapMs } = this.options;
    if (gap >= pauseGapMs) return 0;
    this.owed = Math.min(maxOwed, Math.max(-MAX_CREDIT_FRAMES, this.owed + gap / frameMs - taken));
    const extra = Math.min(maxExtra, Math.floor(this.owed));
    if (extra <= 0) return 0;
    this.owed -= extra;
    return extra;
  }

  /** Time passes without play (the game is paused): nothing is owed for it. */
  pass(now: number): void {
    this.last = now;
  }

  /** Forget when the last call was (a new game, or the screen shown again). */
  restart(): void {
    this.last = null;
  }
}
