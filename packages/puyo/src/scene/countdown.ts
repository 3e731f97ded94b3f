// READY / GO before a versus game's first frame (the local versus and online games alike): a
// second of READY, half a second of GO!, counted in frames like the game. Presses during it are
// not kept. The screen reports `countdown` "ready" while it runs and "over" on the frame presses
// start to count (the end-to-end tests wait for that rather than for a time).
const READY_FRAMES = 60;
const GO_FRAMES = 30;

export class Countdown {
  private left: number;

  constructor(
    on: boolean,
    private readonly report: (values: Record<string, string>) => void,
  ) {
    this.left = on ? READY_FRAMES + GO_FRAMES : 0;
    if (on) report({ countdown: "ready" });
  }

  get running(): boolean {
    return this.left > 0;
  }

  /** Counts one frame; the banner's text after it ("" once it is over). */
  step(): string {
    this.left--;
    if (this.left === 0) this.report({ countdown: "over" });
    return this.left > GO_FRAMES ? "READY" : this.left > 0 ? "GO!" : "";
  }
}
