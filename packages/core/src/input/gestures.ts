/**
 * Touch gestures on a game's canvas, as the game reads them (each game maps them to its own moves):
 *
 * - drag sideways: a `move` of one column per `cellSize` px travelled;
 * - tap: a `tap` on the left or the right half of the screen;
 * - flick down or up: a quick `flick`;
 * - slow drag down: `slowDragStart`, then `slowDragEnd` when the finger lifts — a continuous
 *   input held for as long as the finger stays down.
 *
 * Pure and fed by the caller with pointer samples (screen px, y growing downwards, times in ms from
 * the event's timeStamp), so it runs in tests and replays as it does in the page. Each call returns
 * the gestures it recognised, in order. Only the first finger down drives a gesture: others are
 * ignored until it lifts (a second thumb resting on the glass must not move the piece).
 *
 * Columns are counted from where the finger went down: after a sample at x the moves emitted so far
 * add up (right positive) to exactly trunc((x − xDown) / cellSize), rounding toward zero. Each sample
 * emits only the difference from the previous count, so nothing is counted twice and dragging back
 * moves the piece back. Rounding toward zero makes the first column on either side need a full
 * cell of travel, so a finger that wobbles around its start point does not jitter the piece.
 */
import type { HorizontalDir } from "./repeater.ts";

export interface PointerSample {
  /** `PointerEvent.pointerId`. */
  readonly id: number;
  readonly x: number;
  readonly y: number;
  /** ms, never going backwards for one pointer. */
  readonly t: number;
}

export type Gesture =
  | { readonly type: "move"; readonly dir: HorizontalDir; readonly steps: number }
  | { readonly type: "tap"; readonly side: "left" | "right" }
  | { readonly type: "flick"; readonly dir: "up" | "down" }
  | { readonly type: "slowDragStart" }
  | { readonly type: "slowDragEnd" };

export interface GestureOptions {
  /** px of finger travel per column (the board's cell size on screen); also the row a slow drag must cover. */
  cellSize: number;
  /** Screen width, in the samples' px: taps left of width / 2 rotate counter-clockwise, the rest clockwise. */
  width: number;
  /** A tap lasts at most this long (default 200 ms; longer is a press and hold, not a tap). */
  tapMaxMs?: number;
  /** A tap's finger may wander this far and still be a tap (default 12 px, fingertip jitter). */
  tapSlop?: number;
  /** A flick's vertical speed at release is at least this (default 1.0 px/ms, a quick wrist flick;
   * a deliberate drag runs at a few tenths). */
  flickMinVelocity?: number;
  /** A flick covers at least this much vertically in its last moments (default 30 px), so a
   * twitch at the end of a tap or a sideways drag is not taken for a flick. */
  flickMinDistance?: number;
}

/** Velocity and flick length are measured over the last this-many ms before the latest sample:
 * long enough to span a few touch events at 60–120 Hz, short enough to forget a pause before it. */
export const FLICK_WINDOW_MS = 80;

/** The defaults of the optional thresholds, in one place for a settings screen to show. */
export const GESTURE_DEFAULTS = { tapMaxMs: 200, tapSlop: 12, flickMinVelocity: 1.0, flickMinDistance: 30 } as const;

interface Drag {
  /** The down sample; its id is the finger this drag follows. */
  readonly start: PointerSample;
  readonly cellSize: number;
  /** Signed columns emitted so far (right positive). */
  columns: number;
  /** Whether any column move was emitted (a drag back to the start is still not a tap). */
  moved: boolean;
  /** The farthest the finger has been from where it went down. */
  reach: number;
  slowDragging: boolean;
  /** The samples within FLICK_WINDOW_MS of the latest, plus the newest one before it. */
  recent: PointerSample[];
}

function validate(options: GestureOptions): Required<GestureOptions> {
  return {
    cellSize: positive("cellSize", options.cellSize),
    width: positive("width", options.width),
    tapMaxMs: positive("tapMaxMs", options.tapMaxMs ?? GESTURE_DEFAULTS.tapMaxMs, true),
    tapSlop: positive("tapSlop", options.tapSlop ?? GESTURE_DEFAULTS.tapSlop, true),
    flickMinVelocity: positive("flickMinVelocity", options.flickMinVelocity ?? GESTURE_DEFAULTS.flickMinVelocity),
    flickMinDistance: positive("flickMinDistance", options.flickMinDistance ?? GESTURE_DEFAULTS.flickMinDistance, true),
  };
}

function positive(name: string, value: number, orZero = false): number {
  if (!(orZero ? value >= 0 : value > 0) || !Number.isFinite(value)) {
    throw new RangeError(`${name} must be a ${orZero ? "non-negative" : "positive"} finite number, got ${value}`);
  }
  return value;
}

export class GestureRecognizer {
  private options: Required<GestureOptions>;
  private drag: Drag | undefined;

  constructor(options: GestureOptions) {
    this.options = validate(options);
  }

  /** Takes new sizes (after a resize or rotation); a drag under way keeps its cell size. */
  resize(options: GestureOptions): void {
    this.options = validate(options);
  }

  /** Whether a finger is driving a gesture now. */
  get active(): boolean {
    return this.drag !== undefined;
  }

  down(p: PointerSample): Gesture[] {
    checkSample(p);
    if (this.drag !== undefined) return [];
    this.drag = { start: p, cellSize: this.options.cellSize, columns: 0, moved: false, reach: 0, slowDragging: false, recent: [p] };
    return [];
  }

  move(p: PointerSample): Gesture[] {
    const drag = this.track(p);
    if (drag === undefined) return [];
    const out = this.columns(drag, p);
    if (!drag.slowDragging && this.isSlowDragDown(drag, p)) {
      drag.slowDragging = true;
      out.push({ type: "slowDragStart" });
    }
    return out;
  }

  up(p: PointerSample): Gesture[] {
    const drag = this.track(p);
    if (drag === undefined) return [];
    const out = this.columns(drag, p);
    this.drag = undefined;
    if (drag.slowDragging) out.push({ type: "slowDragEnd" });
    const { dx, dy, dt } = motion(drag);
    const o = this.options;
    if (dt > 0 && Math.abs(dy) >= o.flickMinDistance && Math.abs(dy) > Math.abs(dx) && Math.abs(dy) / dt >= o.flickMinVelocity) {
      out.push({ type: "flick", dir: dy > 0 ? "down" : "up" });
    } else if (!drag.moved && !drag.slowDragging && drag.reach <= o.tapSlop && p.t - drag.start.t <= o.tapMaxMs) {
      out.push({ type: "tap", side: drag.start.x < o.width / 2 ? "left" : "right" });
    }
    return out;
  }

  /** `pointercancel` (the system took the touch): the gesture ends with nothing recognised,
   * except that a slow drag under way is ended so it never sticks. */
  cancel(id: number): Gesture[] {
    return this.drag?.start.id === id ? this.cancelAll() : [];
  }

  /** Ends whatever gesture is under way, as `cancel` does: for blur, pause and leaving the screen. */
  cancelAll(): Gesture[] {
    const drag = this.drag;
    this.drag = undefined;
    return drag?.slowDragging === true ? [{ type: "slowDragEnd" }] : [];
  }

  /** The drag `p` belongs to, with `p` recorded; undefined for any other finger. */
  private track(p: PointerSample): Drag | undefined {
    checkSample(p);
    const drag = this.drag;
    if (drag?.start.id !== p.id) return undefined;
    const last = drag.recent.at(-1)!;
    if (p.t < last.t) throw new RangeError(`pointer ${p.id} went back in time: ${p.t} ms after ${last.t} ms`);
    drag.recent.push(p);
    while (drag.recent[1] !== undefined && drag.recent[1].t < p.t - FLICK_WINDOW_MS) drag.recent.shift();
    drag.reach = Math.max(drag.reach, Math.hypot(p.x - drag.start.x, p.y - drag.start.y));
    return drag;
  }

  /** The column moves that bring the count up to date with `p` (at most one entry). */
  private columns(drag: Drag, p: PointerSample): Gesture[] {
    const target = Math.trunc((p.x - drag.start.x) / drag.cellSize);
    const delta = target - drag.columns;
    if (delta === 0) return [];
    drag.columns = target;
    drag.moved = true;
    return [{ type: "move", dir: delta > 0 ? "right" : "left", steps: Math.abs(delta) }];
  }

  /**
   * A slow drag starts once the finger is at least a row (and beyond the tap slop) below where it
   * went down, moving mostly downwards, and slower than a flick: a flick passes the same place on
   * its way down and must not start a slow drag first. The earlier path does not matter, so
   * "slide sideways, then pull down" works.
   */
  private isSlowDragDown(drag: Drag, p: PointerSample): boolean {
    if (p.y - drag.start.y < Math.max(drag.cellSize, this.options.tapSlop)) return false;
    const { dx, dy, dt } = motion(drag);
    return dy > Math.abs(dx) && (dt === 0 || Math.hypot(dx, dy) / dt < this.options.flickMinVelocity);
  }
}

function checkSample(p: PointerSample): void {
  if (!Number.isFinite(p.x) || !Number.isFinite(p.y) || !Number.isFinite(p.t)) {
    throw new RangeError(`pointer ${p.id} sample must have finite x, y and t, got (${p.x}, ${p.y}) at ${p.t}`);
  }
}

/**
 * The finger's travel over the flick window, ending at the latest sample. It starts from the oldest
 * sample inside the window; if the window holds only the latest sample (events far apart) it starts
 * from the one before, so a single fast event after a still finger is measured from the finger's
 * last known place.
 */
function motion(drag: Drag): { dx: number; dy: number; dt: number } {
  const recent = drag.recent;
  const last = recent.at(-1)!;
  const first = recent[0]!;
  const from = first.t < last.t - FLICK_WINDOW_MS && recent.length > 2 ? recent[1]! : first;
  return { dx: last.x - from.x, dy: last.y - from.y, dt: last.t - from.t };
}
