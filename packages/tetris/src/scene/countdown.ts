// "Ready… Go": real time before a game's first frame, shared by the solo and versus screens.
// No frame passes during it, so replays and Sprint times are unaffected; the controllers only
// note what is held (Controller.wait), so DAS can be charged but mashed presses are not kept.

export const COUNTDOWN_MS = 1500;
/** The last stretch of the countdown shows "GO!". */
export const GO_MS = 500;

export class Countdown {
  private left: number;

  constructor(active: boolean) {
    this.left = active ? COUNTDOWN_MS : 0;
  }

  /** Whether the countdown still holds the game's frames back. */
  get running(): boolean {
    return this.left > 0;
  }

  /** Real time left before the first frame. */
  get remaining(): number {
    return this.left;
  }

  /** Spends `ms` of real time; returns the banner to flash now ("READY" at the start, then "GO!"), else null. */
  spend(ms: number): "READY" | "GO!" | null {
    const before = this.left;
    this.left = Math.max(0, this.left - ms);
    if (before === COUNTDOWN_MS || (before > GO_MS && this.left <= GO_MS)) return this.left > GO_MS ? "READY" : "GO!";
    return null;
  }
}
