// The piece in play and everything that belongs to it alone: how it moves, whether its last
// action was a rotation (for T-spins) and its lock delay.
//
// Lock delay (reference §1, TETR.IO and Cold Clear): the piece locks after 30 frames on the
// ground. A successful move or rotation that starts on the ground resets the timer, at most 15
// times per piece; reaching a new lowest row (of the rotation centre) restores the timer and all
// 15 resets; with no resets left the piece locks on the first frame it is grounded.
import { dropDistance, fits } from "./board.ts";
import { rotate, type Turn } from "./srs.ts";
import type { LastRotation } from "./tspin.ts";
import type { ActivePiece, Cell } from "./types.ts";

export const LOCK_DELAY_FRAMES = 30;
export const MAX_LOCK_RESETS = 15;

export class FallingPiece {
  /** Moved in place: no allocation per frame. */
  piece: ActivePiece;
  /** Set by a successful rotation, cleared by any later successful move or fall. */
  lastRotation: LastRotation | null = null;
  /** Fraction of a row fallen so far, in subrows (gravity.ts). */
  subrows = 0;
  private lockTimer = 0;
  private resetsLeft = MAX_LOCK_RESETS;
  private lowestY: number;

  constructor(piece: ActivePiece) {
    this.piece = piece;
    this.lowestY = piece.y;
  }

  /** An independent copy (lock timer, resets and lowest row included). */
  clone(): FallingPiece {
    const copy = new FallingPiece({ ...this.piece });
    copy.lastRotation = this.lastRotation && { ...this.lastRotation };
    copy.subrows = this.subrows;
    copy.lockTimer = this.lockTimer;
    copy.resetsLeft = this.resetsLeft;
    copy.lowestY = this.lowestY;
    return copy;
  }

  /**
   * Garbage rose under the piece: move it up, a row at a time, until it fits again (at most
   * `rows` rows, since everything under it rose by that much). False if it cannot fit.
   */
  liftOut(board: readonly Cell[], rows: number): boolean {
    for (let lifted = 0; !fits(board, this.piece); lifted++) {
      if (lifted === rows) return false;
      this.piece.y++;
    }
    return true;
  }

  grounded(board: readonly Cell[]): boolean {
    this.piece.y--;
    const grounded = !fits(board, this.piece);
    this.piece.y++;
    return grounded;
  }

  /** One column (or to the wall) left (−1) or right (+1). */
  shift(board: readonly Cell[], dx: number, toWall: boolean): boolean {
    const grounded = this.grounded(board);
    let moved = 0;
    do {
      this.piece.x += dx;
      if (!fits(board, this.piece)) {
        this.piece.x -= dx;
        break;
      }
      moved++;
    } while (toWall);
    if (moved === 0) return false;
    this.lastRotation = null;
    this.moved(grounded);
    return true;
  }

  turn(board: readonly Cell[], turn: Turn): boolean {
    const from = this.piece.rotation;
    const grounded = this.grounded(board);
    const result = rotate(board, this.piece, turn);
    if (result === null) return false;
    this.piece = result.piece;
    this.lastRotation = { from, to: result.piece.rotation, test: result.test };
    this.moved(grounded);
    return true;
  }

  /** Falls up to `rows` rows (Infinity = to the floor); returns how many it fell. */
  fall(board: readonly Cell[], rows: number): number {
    const fallen = dropDistance(board, this.piece, rows);
    if (fallen === 0) return 0;
    this.piece.y -= fallen;
    this.lastRotation = null;
    this.noteLowest();
    return fallen;
  }

  /** Counts one grounded frame; true when the piece must lock now. */
  lockFrame(): boolean {
    this.subrows = 0;
    this.lockTimer++;
    return this.lockTimer >= LOCK_DELAY_FRAMES || this.resetsLeft === 0;
  }

  private moved(wasGrounded: boolean): void {
    if (wasGrounded && this.resetsLeft > 0) {
      this.resetsLeft--;
      this.lockTimer = 0;
    }
    this.noteLowest();
  }

  private noteLowest(): void {
    if (this.piece.y >= this.lowestY) return;
    this.lowestY = this.piece.y;
    this.resetsLeft = MAX_LOCK_RESETS;
    this.lockTimer = 0;
  }
}
