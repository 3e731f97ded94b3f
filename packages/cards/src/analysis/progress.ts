// Long computations (rankings, many trials) report progress and can be stopped, so that the app
// can run them in a Web Worker and offer a Cancel button. The flag is checked between units of
// work; a stopped computation throws Cancelled.

export interface RunControl {
  /** Called with the work done so far and the total, in the computation's own units. */
  onProgress?: (done: number, total: number) => void;
  /** Set `cancelled` to true (from a message handler, say) to stop at the next check. */
  cancel?: { readonly cancelled: boolean };
}

export class Cancelled extends Error {
  constructor() {
    super("cancelled");
    this.name = "Cancelled";
  }
}

/** Throws Cancelled when the caller asked to stop. */
export function checkCancel(control: RunControl | undefined): void {
  if (control?.cancel?.cancelled) throw new Cancelled();
}
