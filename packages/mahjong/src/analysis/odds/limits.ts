// What bounds an exact odds request: the state budget, the caller's cancel signal, and the errors
// that stop a search (too expensive, cancelled). The up-front estimate is in estimate.ts.
import { InputError } from "@arcade/core";

/** Points of a self-drawn win: the complete hand's concealed counts, the winning kind, the red fives held (bit 0 m, 1 p, 2 s). 0 = no yaku. */
export type WinScorer = (counts: readonly number[], winKind: number, redFives: number) => number;

export interface SearchLimits {
  /** Most search states to evaluate before giving up with OddsTooExpensive. */
  maxStates: number;
  /** Polled every few thousand states; reading it may itself throw (a time limit). */
  signal?: { readonly aborted: boolean } | undefined;
}

/** The request needs more states than allowed: ask for fewer draws. */
export class OddsTooExpensive extends InputError {
  override readonly name = "OddsTooExpensive";
}

/** The caller's signal asked the search to stop. */
export class OddsCancelled extends Error {
  override readonly name = "OddsCancelled";
}

/** The message of a request beyond the budget (the same whether the estimate or the count stops it). */
export function tooExpensive(maxStates: number, draws: number): OddsTooExpensive {
  return new OddsTooExpensive(`needs more than ${maxStates.toLocaleString("en-US")} search states for ${draws} draws: ask for fewer draws`, "--draws");
}
