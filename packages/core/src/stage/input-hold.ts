// Input held while a screen is being put on the stage. A screen is built in one task and shown in
// the next (Navigation.showScreen), and the session routes input to the new screen as soon as it
// is built: a key pressed in between would reach a screen not yet laid out or shown (a countdown
// not started, a field not placed). The shell passes every action and gesture through here.

/** Holds what `pass` is given while any `during` is pending, then runs it in order. */
export class InputHold {
  private pending = 0;
  private readonly held: (() => void)[] = [];

  /** Whether input is being held now. */
  get holding(): boolean {
    return this.pending > 0;
  }

  /** Runs `deliver` now, or once the last pending `during` settles (in the order given). */
  pass(deliver: () => void): void {
    if (this.pending > 0) this.held.push(deliver);
    else deliver();
  }

  /**
   * Holds input until `work` settles, then delivers what was held before anything chained on the
   * returned promise runs (so a report made once the screen is shown comes after its held keys).
   */
  async during<T>(work: Promise<T>): Promise<T> {
    this.pending++;
    try {
      return await work;
    } finally {
      this.pending--;
      // One at a time: a held key may put another screen up (a restart), which holds the rest.
      while (this.pending === 0 && this.held.length > 0) this.held.shift()!();
    }
  }

  /** Drops what is held (the game is left). */
  clear(): void {
    this.held.length = 0;
  }
}
