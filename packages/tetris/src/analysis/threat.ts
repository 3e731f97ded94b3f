// The opponent's threat in versus: the most garbage lines the opponent could send in its next one
// or two placements, from what both players can see (its board, its piece in play, hold and next
// piece; both games share the piece sequence), as the match would count them (times the attack
// multiplier, less what would go to cancelling the opponent's own incoming garbage).
//
// Cheap on purpose (it runs before every versus move): move generation for the piece in play and
// for the other piece (the held one, or the next one when hold is empty), a lock each, and only
// from the placements that clear lines a second placement of the piece after (a combo, a
// back-to-back). A two-piece plan whose first piece clears nothing (a tetris well waiting for the
// I that comes next) is the second piece's best on the board as it is.
import type { TetrisGame } from "../rules/game.ts";
import type { PieceType } from "../rules/types.ts";
import { emptyField, fieldFromBoard, type Field } from "./field.ts";
import { lockInto, type Chain } from "./lock.ts";
import { generateMoves } from "./movegen.ts";

/** What the threat is computed from: the opponent's side of the match as anyone can see it. */
export interface OpponentView {
  field: Field;
  /** The piece in play (null: none, e.g. between pieces or topped out). */
  current: PieceType | null;
  hold: PieceType | null;
  /** The queue after the piece in play (the first one or two are used). */
  queue: readonly PieceType[];
  chain: Chain;
  /** Garbage lines waiting against the opponent: its attack cancels them first. */
  pending: number;
}

const board = emptyField();

/** The best attack (lines, before the multiplier) of one placement of each of `pieces` on `field`. */
function bestLocks(
  field: Field,
  pieces: readonly (PieceType | null)[],
  chain: Chain,
  allow180: boolean,
  out: { best: number; clears: { field: Field; chain: Chain; attack: number }[] } | null,
): number {
  let best = 0;
  for (const piece of pieces) {
    if (piece === null) continue;
    for (const placement of generateMoves(field, piece, { allow180, paths: false })) {
      board.set(field);
      const lock = lockInto(board, placement, chain);
      if (lock.attack > best) best = lock.attack;
      if (out !== null && lock.lines > 0) out.clears.push({ field: new Uint16Array(board), chain: lock.chain, attack: lock.attack });
    }
  }
  return best;
}

/**
 * The most lines the opponent could send us in its next `depth` (1 or 2) placements: the best
 * attack (plain lines of the attack table, back-to-back and combo from its chain) times
 * `attackScale`, rounded down per lock as the match does, less its pending garbage (which its
 * attack cancels first). 0 when it has no piece.
 */
export function threatOf(view: OpponentView, attackScale = 1, depth: 1 | 2 = 2, allow180 = true): number {
  if (view.current === null) return 0;
  const other = view.hold ?? view.queue[0] ?? null;
  const scaled = (lines: number) => Math.floor(lines * attackScale);
  const firsts = { best: 0, clears: [] as { field: Field; chain: Chain; attack: number }[] };
  const one = bestLocks(view.field, [view.current, other === view.current ? null : other], view.chain, allow180, depth === 2 ? firsts : null);
  let best = scaled(one);
  if (depth === 2) {
    // The second piece: the next one, or the one kept in hold (the piece in play, if hold was empty).
    const next = view.queue[0] ?? null;
    const kept = view.hold ?? view.current;
    const second = kept === next ? [next] : [next, kept];
    // The first piece placed where it clears nothing, then the second's best on the board as it is.
    best = Math.max(best, scaled(bestLocks(view.field, second, { backToBack: view.chain.backToBack, combo: -1 }, allow180, null)));
    for (const clear of firsts.clears) {
      best = Math.max(best, scaled(clear.attack) + scaled(bestLocks(clear.field, second, clear.chain, allow180, null)));
    }
  }
  return Math.max(0, best - Math.max(0, view.pending));
}

/** A game's side of the match as its opponent sees it (threatOf's input). */
export function opponentViewOf(game: TetrisGame, pending: number): OpponentView {
  return {
    field: fieldFromBoard(game.board),
    current: game.active?.type ?? null,
    hold: game.hold,
    queue: game.next(2),
    chain: { backToBack: game.backToBack, combo: game.combo },
    pending,
  };
}
