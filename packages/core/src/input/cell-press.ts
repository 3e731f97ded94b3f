// What a pointer on a board means: a tap is the primary action on a cell; a long press (a finger
// held still) or a secondary click (the right mouse button) is the secondary action. Pure and fed
// by the caller with samples and times (ms, the events' time stamps), like the gesture recogniser,
// so the timing decisions run in tests as they do in the page. The DOM glue is stage/board-input.ts.

/** A pointer event as the tracker reads it: its id, where (px) and when (ms, never going backwards). */
export interface PressSample {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly t: number;
}

export type CellPressKind = "primary" | "secondary";

/** A press the tracker recognised, at the point where the pointer went down (the caller finds the cell). */
export interface CellPress {
  readonly kind: CellPressKind;
  readonly x: number;
  readonly y: number;
}

export interface CellPressOptions {
  /** Held this long without moving: a long press (default 450 ms). */
  readonly longPressMs?: number;
  /** A press may wander this far and still count (default 10 px, fingertip jitter); farther cancels it. */
  readonly slop?: number;
}

export const CELL_PRESS_DEFAULTS = { longPressMs: 450, slop: 10 } as const;

/** `PointerEvent.button` of the secondary (usually right) mouse button. */
export const SECONDARY_BUTTON = 2;

/**
 * One press at a time: the first pointer down is followed, others are ignored until it lifts (a
 * second finger resting on the glass presses nothing). The caller asks `due(now)` when
 * `deadline` has passed (a timer) so a long press fires while the finger is still down.
 */
export class CellPressTracker {
  private down: PressSample | null = null;
  private readonly longPressMs: number;
  private readonly slop: number;

  constructor(options: CellPressOptions = {}) {
    this.longPressMs = options.longPressMs ?? CELL_PRESS_DEFAULTS.longPressMs;
    this.slop = options.slop ?? CELL_PRESS_DEFAULTS.slop;
  }

  /** When a long press of the pointer down now would fire (ms), or null when none is pending. */
  get deadline(): number | null {
    return this.down === null ? null : this.down.t + this.longPressMs;
  }

  /** A pointer went down; the secondary button presses at once. */
  press(sample: PressSample, button = 0): CellPress | null {
    if (this.down !== null) return null;
    if (button === SECONDARY_BUTTON) return { kind: "secondary", x: sample.x, y: sample.y };
    if (button !== 0) return null;
    this.down = { id: sample.id, x: sample.x, y: sample.y, t: sample.t };
    return null;
  }

  /** The pointer moved: farther than the slop from where it went down, the press is off. */
  move(sample: PressSample): void {
    const { down } = this;
    if (down === null || sample.id !== down.id) return;
    if (Math.hypot(sample.x - down.x, sample.y - down.y) > this.slop) this.down = null;
  }

  /** The pointer lifted: a tap if it is still a press and the long press has not fired. */
  release(sample: PressSample): CellPress | null {
    const { down } = this;
    if (down === null || sample.id !== down.id) return null;
    this.move(sample);
    if (this.down === null) return null;
    this.down = null;
    if (sample.t - down.t >= this.longPressMs) return { kind: "secondary", x: down.x, y: down.y };
    return { kind: "primary", x: down.x, y: down.y };
  }

  /** Time passed with the pointer still down: the long press once it has been held long enough. */
  due(now: number): CellPress | null {
    const { down } = this;
    if (down === null || now - down.t < this.longPressMs) return null;
    this.down = null;
    return { kind: "secondary", x: down.x, y: down.y };
  }

  /** The pointer was cancelled (the browser took it for a scroll, the window lost focus): no press. */
  cancel(id?: number): void {
    if (id === undefined || this.down?.id === id) this.down = null;
  }
}
