/**
 * DAS/ARR auto-repeat for the held left/right keys, as TETR.IO and Jstris do it: a press moves the
 * piece once at once; held for DAS (delayed auto shift) ms it starts repeating, one move every
 * ARR (auto repeat rate) ms. ARR 0 means "instant": the piece goes all the way to the wall.
 *
 * The class is pure and driven by times the caller passes in (ms, any origin, never going
 * backwards), so a replay that feeds the same timed inputs gets the same moves on every device.
 * Every method that takes a time first reports the moves that fell due up to that time under the
 * old key state, then applies its own change: apply everything each call returns, in order.
 *
 * Conventions (each tested in repeater.test.ts):
 * - Last pressed wins: pressing the other direction while one is held switches to it at once.
 * - Each newly active direction charges its DAS from scratch (TETR.IO's default "cancel DAS on
 *   direction change"; no DAS carried over). On a press it charges from the press time; when the
 *   active key is released and the other is still held, the other takes over *without* a move of
 *   its own (its key was not pressed again) and charges from the release time.
 * - Pressing a key that is already held does nothing, so the browser's own key repeat (repeated
 *   keydown events) neither moves the piece nor restarts the charge.
 * - Repeats fall at `start + das + k·arr` (k = 0, 1, …) but only strictly after `start`, so with
 *   DAS 0 the press's own move is not doubled; the first repeat comes one ARR later.
 * - With ARR 0 there is no schedule: once charged, every call that moves time on reports one
 *   `{ dir, steps: Infinity }`, so a new piece spawned under a held key slides to the wall too.
 *   Moving to the wall twice is the same as once.
 */

export type HorizontalDir = "left" | "right";

/** Move the piece `steps` columns towards `dir`; `Infinity` means as far as it goes. */
export interface RepeatMove {
  readonly dir: HorizontalDir;
  readonly steps: number;
}

export interface RepeaterOptions {
  /** Delayed auto shift: ms a key is held before it repeats (default 167, ten frames at 60 Hz). */
  das?: number;
  /** Auto repeat rate: ms between repeats once charged; 0 = instant (default 33, two frames). */
  arr?: number;
}

export const DEFAULT_DAS_MS = 167;
export const DEFAULT_ARR_MS = 33;

// Sums and quotients of fractional ms are not exact in binary; a repeat is due within this of it.
const EPSILON = 1e-9;

function checkDelay(name: string, value: number): number {
  if (!(value >= 0) || !Number.isFinite(value)) throw new RangeError(`${name} must be a non-negative number of ms, got ${value}`);
  return value;
}

export class Repeater {
  readonly das: number;
  readonly arr: number;
  /** Held directions, oldest press first; the last one is the active one. */
  private held: HorizontalDir[] = [];
  /** When the active direction began charging its DAS. */
  private chargeStart = 0;
  /** The time of the latest call; moves up to it have been reported. */
  private now: number | undefined;

  constructor(options: RepeaterOptions = {}) {
    this.das = checkDelay("das", options.das ?? DEFAULT_DAS_MS);
    this.arr = checkDelay("arr", options.arr ?? DEFAULT_ARR_MS);
  }

  /** The direction that moves the piece now, if any. */
  get active(): HorizontalDir | undefined {
    return this.held.at(-1);
  }

  /** Whether the active direction has held for DAS as of the latest call (it is repeating). */
  get charged(): boolean {
    return this.active !== undefined && this.now !== undefined && this.now >= this.chargeStart + this.das - EPSILON;
  }

  /** Key down: one move in `dir` now, unless the key was already held. */
  press(dir: HorizontalDir, t: number): RepeatMove[] {
    const moves = this.advance(t);
    if (this.held.includes(dir)) return moves;
    this.held.push(dir);
    this.chargeStart = t;
    moves.push({ dir, steps: 1 });
    return moves;
  }

  /** Key up. Releasing the active key hands over to the other one if it is still held. */
  release(dir: HorizontalDir, t: number): RepeatMove[] {
    const moves = this.advance(t);
    const index = this.held.indexOf(dir);
    if (index < 0) return moves;
    const wasActive = index === this.held.length - 1;
    this.held.splice(index, 1);
    if (wasActive) this.chargeStart = t;
    return moves;
  }

  /**
   * Lets go of every key without reporting anything still due: for blur, focus loss and pause,
   * when the key-up events will never come, so no key sticks.
   */
  releaseAll(): void {
    this.held = [];
  }

  /** The moves due since the previous call, at most one entry (the active direction's). */
  update(t: number): RepeatMove[] {
    return this.advance(t);
  }

  private advance(t: number): RepeatMove[] {
    if (!Number.isFinite(t)) throw new RangeError(`time must be a finite number of ms, got ${t}`);
    const from = this.now;
    if (from !== undefined && t < from) throw new RangeError(`time went backwards: ${t} ms after ${from} ms`);
    this.now = t;
    const dir = this.active;
    if (dir === undefined || from === undefined || t === from) return [];
    const first = this.chargeStart + this.das;
    if (t < first - EPSILON) return [];
    if (this.arr === 0) return [{ dir, steps: Infinity }];
    const steps = this.repeatsBy(t, first) - this.repeatsBy(from, first);
    return steps > 0 ? [{ dir, steps }] : [];
  }

  /** How many repeats fall at or before `t` (the one at the charge start itself included). */
  private repeatsBy(t: number, first: number): number {
    if (t < first - EPSILON) return 0;
    return Math.floor((t - first) / this.arr + EPSILON) + 1;
  }
}
