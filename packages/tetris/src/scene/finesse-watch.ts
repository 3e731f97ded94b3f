// Finesse during a game, as the screen sees it: it steps the engine one action or tick at a time
// and tells this watch before and after each step, and hands over the player's presses in order.
// The watch notices a new piece (a spawn after a lock, or a hold), where a locked piece landed,
// and judges each lock with the analysis' FinesseTracker. Pure (no Pixi), so it is unit-tested
// with scripted inputs through the real Controller.
import { FinesseTracker, type FinesseResult } from "../analysis/finesse.ts";
import type { TetrisGame } from "../rules/game.ts";
import type { ActivePiece, PlayAction } from "../rules/types.ts";

/** Faults over a game, pieces judged, and pieces judged without a fault. */
export interface FinesseCounts {
  faults: number;
  pieces: number;
  perfect: number;
}

export class FinesseWatch {
  readonly tracker: FinesseTracker;
  /** Which piece the tracker watches: pieces locked and holds made when it appeared. */
  private pieceKey = "";
  private landing: ActivePiece | null = null;
  private lockedBefore = 0;

  constructor(allow180: boolean) {
    this.tracker = new FinesseTracker(allow180);
  }

  /** Starts watching the piece in play if it is a new one (call before the frame's inputs). */
  sync(game: TetrisGame): void {
    const key = `${game.pieces}/${game.stats.holds}`;
    if (key === this.pieceKey) return;
    this.pieceKey = key;
    if (game.active) this.tracker.start(game.board, game.active.type);
    else this.tracker.abandon();
  }

  /** One press by the player, for the piece in play. */
  press(): void {
    this.tracker.press();
  }

  /** The piece in play is not the player's to judge (the bot places it). */
  abandon(): void {
    this.tracker.abandon();
  }

  /** Before an engine step (an action or a tick): where the piece would lock now. */
  before(game: TetrisGame): void {
    this.landing = game.ghost();
    this.lockedBefore = game.pieces;
  }

  /** After the step: the judgement if the piece locked (null otherwise, or if it was abandoned). */
  after(game: TetrisGame): FinesseResult | null {
    const locked = game.pieces > this.lockedBefore && this.landing !== null;
    const result = locked ? this.tracker.lock(this.landing!) : null;
    this.sync(game);
    return result;
  }

  get faults(): number {
    return this.tracker.faults;
  }

  /** The counts so far (kept with a game, so a resumed game goes on counting from them). */
  get counts(): FinesseCounts {
    const { faults, pieces, perfect } = this.tracker;
    return { faults, pieces, perfect };
  }

  set counts(counts: FinesseCounts) {
    Object.assign(this.tracker, counts);
  }

  /** Pieces judged, and the share of them played with no fault (0..1; 1 before any). */
  get pieces(): number {
    return this.tracker.pieces;
  }

  get perfectShare(): number {
    return this.tracker.pieces === 0 ? 1 : this.tracker.perfect / this.tracker.pieces;
  }
}

/**
 * Applies one frame's input to a game the way the screen does, telling the watch about every
 * press and step. `apply` is the engine (or recorder) call; it returns whether the action worked.
 * Returns the judgements of the pieces that locked during these actions.
 */
export function applyFrame(
  game: TetrisGame,
  input: { actions: readonly PlayAction[]; presses: readonly number[] },
  watch: FinesseWatch,
  apply: (action: PlayAction) => boolean,
  onApplied?: (action: PlayAction) => void,
): FinesseResult[] {
  const results: FinesseResult[] = [];
  let press = 0;
  watch.sync(game);
  input.actions.forEach((action, i) => {
    for (; press < input.presses.length && input.presses[press]! <= i; press++) watch.press();
    watch.before(game);
    if (apply(action)) onApplied?.(action);
    const result = watch.after(game);
    if (result) results.push(result);
  });
  for (; press < input.presses.length; press++) watch.press();
  return results;
}
