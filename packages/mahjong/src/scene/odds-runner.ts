// The page's side of the odds jobs: one worker (core's WorkerClient) per screen, one question at
// a time. A new question, or `cancel()` when the hand changes, stops the one in progress (the
// worker is terminated: a busy search reads no messages), so the answer shown is always the
// current hand's.
import { WorkerClient } from "@arcade/core/stage";
import { oddsJobs, type OddsRequest } from "../analysis/odds-jobs.ts";
import type { DiscardOdds, HandOdds } from "../analysis/odds/odds.ts";

export { ODDS_DRAWS, oddsText } from "./words.ts";

export interface OddsCallbacks<T> {
  progress: (fraction: number) => void;
  result: (value: T) => void;
  error: (message: string) => void;
}

/** A status that says the worker is still computing: its line keeps its height as the number changes. */
export function isOddsProgress(text: string): boolean {
  return text.startsWith("Win chances: computing");
}

export class OddsRunner {
  private readonly client = new WorkerClient<typeof oddsJobs>({
    create: () => new Worker(new URL("../analysis/table-worker.ts", import.meta.url), { type: "module" }),
    inPage: oddsJobs,
    name: "odds",
  });

  discards(request: OddsRequest, callbacks: OddsCallbacks<DiscardOdds[]>): void {
    this.client.cancel();
    this.client.run("discardOdds", request, { progress: callbacks.progress, result: callbacks.result, error: (m, w) => callbacks.error(w ? `${w}: ${m}` : m) });
  }

  hand(request: OddsRequest, callbacks: OddsCallbacks<HandOdds>): void {
    this.client.cancel();
    this.client.run("handOdds", request, { progress: callbacks.progress, result: callbacks.result, error: (m, w) => callbacks.error(w ? `${w}: ${m}` : m) });
  }

  /**
   * Asks for a hand's odds: per discard when it just drew (3k + 2 tiles), else as it stands.
   * `status` gets "Win chances: computing… 40%" while it runs, a reason on failure, "" when done.
   */
  ask(request: OddsRequest, answer: { status: (text: string) => void; discards: (rows: DiscardOdds[]) => void; hand: (odds: HandOdds) => void }): void {
    const callbacks = {
      progress: (f: number) => answer.status(`Win chances: computing… ${Math.round(f * 100)}%`),
      error: (message: string) => answer.status(`Win chances: ${message}`),
    };
    answer.status("Win chances: computing…");
    const done = () => answer.status("");
    if (request.hand.concealed.length % 3 === 2) this.discards(request, { ...callbacks, result: (rows) => (answer.discards(rows), done()) });
    else this.hand(request, { ...callbacks, result: (odds) => (answer.hand(odds), done()) });
  }

  /** Stops the question in progress (the hand changed); its answer never arrives. */
  cancel(): void {
    this.client.cancel();
  }

  destroy(): void {
    this.client.destroy();
  }
}
