// The advisor for a running game: asks the analysis worker (through core's WorkerClient) for
// advice whenever the piece in play, hold or the board changes, and keeps the newest answer; an
// answer for a position that has moved on is dropped. Without workers the page advises itself,
// which takes a millisecond or two.
import { WorkerClient } from "@arcade/core/stage";
import { advisorJobs, positionOf, type Advice } from "../analysis/advisor.ts";
import type { TetrisGame } from "../rules/game.ts";

export class AdvisorClient {
  private readonly worker = new WorkerClient<typeof advisorJobs>({
    create: () => new Worker(new URL("../analysis/worker.ts", import.meta.url), { type: "module" }),
    inPage: advisorJobs,
    name: "advisor",
  });
  private key = "";
  private current: Advice | null = null;

  /** `onAdvice` is called when new advice arrives (to redraw and report it). */
  constructor(private readonly onAdvice: (advice: Advice | null) => void) {}

  /** The advice for the position last seen, or null while it is being worked out (or none). */
  get advice(): Advice | null {
    return this.current;
  }

  /**
   * Looks at the game: a new piece (after a lock or a hold), or a new board, asks for new advice
   * (the old one is cleared at once, so a stale ghost is never drawn). Moving the piece does not:
   * the advice is for the piece, planned from where it appeared.
   */
  update(game: TetrisGame): void {
    const key = `${game.pieces}/${game.stats.holds}/${game.over ?? ""}`;
    if (key === this.key) return;
    this.key = key;
    this.current = null;
    this.worker.drop();
    this.onAdvice(null);
    const position = positionOf(game);
    if (position === null) return;
    this.worker.run(
      "advise",
      { position },
      {
        result: (advice) => {
          this.current = advice;
          this.onAdvice(advice);
        },
      },
    );
  }

  destroy(): void {
    this.worker.destroy();
  }
}
