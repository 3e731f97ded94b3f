// The advisor for a running game: asks the analysis Web Worker for advice whenever the piece in
// play, hold or the board changes, and keeps the newest answer. Answers to an older position are
// dropped by id. Without Worker support (or if the worker fails) it advises in the page, which
// takes a millisecond or two.
import { advise, positionOf, type Advice, type AdvisorReply, type AdvisorRequest } from "../analysis/advisor.ts";
import type { TetrisGame } from "../rules/game.ts";

export class AdvisorClient {
  private worker: Worker | null = null;
  private id = 0;
  private key = "";
  private current: Advice | null = null;

  /** `onAdvice` is called when new advice arrives (to redraw and report it). */
  constructor(private readonly onAdvice: (advice: Advice | null) => void) {
    if (typeof Worker === "undefined") return;
    try {
      this.worker = new Worker(new URL("../analysis/worker.ts", import.meta.url), { type: "module" });
      this.worker.addEventListener("message", (event: MessageEvent<AdvisorReply>) => {
        if (event.data.id !== this.id) return; // an answer for a position that has moved on
        this.current = event.data.advice;
        this.onAdvice(this.current);
      });
      this.worker.addEventListener("error", () => this.fallBack());
    } catch {
      this.worker = null;
    }
  }

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
    this.onAdvice(null);
    const position = positionOf(game);
    if (position === null) return;
    const request: AdvisorRequest = { id: ++this.id, position };
    if (this.worker) this.worker.postMessage(request);
    else this.answerHere(request);
  }

  /** Asks again for the current position (after the worker failed, say). */
  private fallBack(): void {
    this.worker?.terminate();
    this.worker = null;
    this.key = "";
  }

  private answerHere(request: AdvisorRequest): void {
    this.current = advise(request.position);
    this.onAdvice(this.current);
  }

  destroy(): void {
    this.worker?.terminate();
    this.worker = null;
    this.id++;
  }
}
