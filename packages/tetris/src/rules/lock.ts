// What locking a piece does to the board and the score: place, clear, name the clear, score it.
import { clearLines, isEmpty, place } from "./board.ts";
import { cellsOf } from "./pieces.ts";
import { clearName, scoreLock } from "./scoring.ts";
import { tspinKind, type LastRotation } from "./tspin.ts";
import { VISIBLE_HEIGHT, type ActivePiece, type Board, type Cell, type LockResult } from "./types.ts";

/** The scoring state a lock reads and updates. */
export interface ChainState {
  level: number;
  /** The B2B flag: the last line clear was difficult. */
  backToBack: boolean;
  /** −1 = no combo. */
  combo: number;
}

export interface Locked {
  board: Board;
  result: LockResult;
  chain: ChainState;
  /** Every mino locked at y ≥ 20, above the visible matrix (a top-out). */
  lockOut: boolean;
}

/** Locks `piece` on `board`. `lastRotation` is null unless the piece's last action was a rotation. */
export function lockPiece(board: readonly Cell[], piece: Readonly<ActivePiece>, lastRotation: LastRotation | null, chain: ChainState): Locked {
  const spin = tspinKind(board, piece, lastRotation);
  const { board: after, cleared } = clearLines(place(board, piece));
  const lines = cleared.length;
  const clear = clearName(lines, spin);
  const perfectClear = lines > 0 && isEmpty(after);
  const scored = scoreLock({ clear, lines, level: chain.level, backToBack: chain.backToBack, combo: chain.combo, perfectClear });
  return {
    board: after,
    result: { piece: piece.type, clear, lines, perfectClear, backToBack: scored.backToBackBonus, combo: scored.combo, points: scored.points },
    chain: { level: chain.level, backToBack: scored.backToBack, combo: scored.combo },
    lockOut: cellsOf(piece).every(([, y]) => y >= VISIBLE_HEIGHT),
  };
}
