// T-spin detection (reference §5): the 3-corner rule, mini vs full by the front corners, and the
// TST/Fin kick upgrade.
import { isFilled } from "./board.ts";
import type { ActivePiece, Cell, Rotation } from "./types.ts";

export type SpinKind = "none" | "mini" | "full";

/** The piece's last successful action, when it was a rotation (else the game passes null). */
export interface LastRotation {
  from: Rotation;
  to: Rotation;
  /** The kick test that succeeded, 1-based. */
  test: number;
}

/** The four diagonal cells of the centre, clockwise from the top left: NW NE SE SW. */
const CORNERS: readonly (readonly [number, number])[] = [
  [-1, 1],
  [1, 1],
  [1, -1],
  [-1, -1],
];

/**
 * The TST and Fin kicks: test 5 of 0→R (−1,−2), 0→L (+1,−2), 2→R (−1,−2) and 2→L (+1,−2).
 *
 * Choice: we follow triangle.js / TETR.IO (these four kicks only), not Cold Clear (every
 * test-5 kick). They differ only on the upward fifth kicks (from R or L, +2 rows), where TETR.IO
 * players see a mini and so do we. 180° turns never upgrade (their tests are a different table).
 */
export function isTstOrFinKick(rotation: LastRotation): boolean {
  return rotation.test === 5 && (rotation.from === 0 || rotation.from === 2) && (rotation.to === 1 || rotation.to === 3);
}

/**
 * What kind of T-spin locking this piece here would be. `lastRotation` is null unless the last
 * successful action was a rotation (any later move or drop of at least one row cancels it).
 * 1. a T whose last action was a rotation; 2. three of the four corners filled (walls and floor
 * count); 3. both front corners (the side the T points to) filled → full, else mini; 4. a TST/Fin
 * kick makes it full even with one front corner.
 */
export function tspinKind(board: readonly Cell[], piece: Readonly<ActivePiece>, lastRotation: LastRotation | null): SpinKind {
  if (piece.type !== "T" || lastRotation === null) return "none";
  const filled = CORNERS.map(([dx, dy]) => isFilled(board, piece.x + dx, piece.y + dy));
  if (filled.filter(Boolean).length < 3) return "none";
  // The front corners of rotation r are CORNERS[r] and CORNERS[r + 1]: N = NW NE, E = NE SE, …
  const front = filled[piece.rotation]! && filled[(piece.rotation + 1) % 4]!;
  return front || isTstOrFinKick(lastRotation) ? "full" : "mini";
}
