// READY / GO before a game's first frame, the same in every game: a second of READY, then half a
// second of GO!, in real time. No frame passes during it, so records and timers are unaffected.
// Presses during it are not played, but what is held is noted: at GO the game gets the actions
// still held (oldest press first), and starts them as held with their auto-repeat already charged,
// so a player holding a direction through GO slides at once. Pure: no stage, no DOM.

export const COUNTDOWN_MS = 1500;
/** The last stretch of the countdown shows "GO!". */
export const GO_MS = 500;
// A countdown spent in fixed steps (90 frames of 1000/60 ms) ends within this of 0.
const EPSILON = 1e-6;

export type CountdownBanner = "READY" | "GO!";

export class Countdown {
  private left: number;
  private readonly held: string[] = [];

  /**
   * `report`: the state for the end-to-end tests, `countdown` "ready" while it runs and "over" once
   * frames count (tests wait for that rather than for a time).
   */
  constructor(
    active: boolean,
    private readonly report?: (values: Record<string, string>) => void,
  ) {
    this.left = active ? COUNTDOWN_MS : 0;
    if (active) report?.({ countdown: "ready" });
  }

  /** Whether the countdown still holds the game's frames back. */
  get running(): boolean {
    return this.left > 0;
  }

  /** Real time left before the first frame (ms). */
  get remaining(): number {
    return this.left;
  }

  /** What the banner says now ("" once it is over). */
  get banner(): CountdownBanner | "" {
    return this.left > GO_MS ? "READY" : this.left > 0 ? "GO!" : "";
  }

  /**
   * A press or release while the countdown runs: noted as held or let go, not played (true). Once
   * it is over this does nothing and returns false: the game plays the input.
   */
  hold(action: string, pressed: boolean): boolean {
    if (!this.running) return false;
    const at = this.held.indexOf(action);
    if (at >= 0) this.held.splice(at, 1);
    if (pressed) this.held.push(action);
    return true;
  }

  /** Lets go of everything held (a pause: the key-up events may never come). */
  releaseAll(): void {
    this.held.length = 0;
  }

  /** Spends `ms` of real time; returns the banner to flash now ("READY" at the start, then "GO!"), else null. */
  spend(ms: number): CountdownBanner | null {
    if (!this.running) return null;
    const before = this.left;
    this.left = this.left - ms < EPSILON ? 0 : this.left - ms;
    if (this.left === 0) this.report?.({ countdown: "over" });
    if (before === COUNTDOWN_MS || (before > GO_MS && this.left <= GO_MS)) return this.left > GO_MS ? "READY" : "GO!";
    return null;
  }

  /** At GO: the actions still held, oldest press first, to start with their auto-repeat charged (once). */
  takeHeld(): string[] {
    return this.held.splice(0);
  }
}
