// Finesse: how many more inputs a player used for a piece than the fewest that put it where it
// went (Jstris's "finesse faults"). The fewest comes from the move generator with DAS moves on: a
// tap, a DAS to the wall, a rotation, a soft drop to the floor and the hard drop each count one,
// as a player's key presses do. The placement is matched by its cells, so an S locked in rotation
// 2 is the same placement as in rotation 0, and a T-spin and a slide into the same cells are too.
import { pieceCells } from "../rules/pieces.ts";
import type { Board, PieceType, Rotation } from "../rules/types.ts";
import { fieldFromBoard, type Field } from "./field.ts";
import { generateMoves } from "./movegen.ts";

export interface FinesseResult {
  /** The fewest presses that lock the piece on those cells (hard drop included), or null if
   * the search cannot reach them from spawn (the piece got there with gravity's help, say). */
  optimal: number | null;
  /** The player's presses beyond `optimal` (0 when optimal is null or they did as well). */
  faults: number;
}

function cellKey(piece: PieceType, x: number, y: number, rotation: Rotation): string {
  const cells = pieceCells(piece, rotation);
  const list: number[] = [];
  for (let i = 0; i < 8; i += 2) list.push((y + cells[i + 1]!) * 10 + x + cells[i]!);
  return list.sort((a, b) => a - b).join(",");
}

/**
 * The fewest presses that lock `piece`, spawned on `board` (before the lock), at (x, y, rotation).
 * `allow180`: whether the player has a 180° key.
 */
export function optimalPresses(board: Board | Field, piece: PieceType, at: { x: number; y: number; rotation: Rotation }, allow180 = true): number | null {
  const field = board instanceof Uint16Array ? board : fieldFromBoard(board);
  const target = cellKey(piece, at.x, at.y, at.rotation);
  let best: number | null = null;
  for (const placement of generateMoves(field, piece, { das: true, allow180 })) {
    if (cellKey(piece, placement.x, placement.y, placement.rotation) !== target) continue;
    const presses = placement.inputs.length + 1;
    if (best === null || presses < best) best = presses;
  }
  return best;
}

/**
 * Finesse for one piece: `presses` is what the player pressed from the piece's spawn (after any
 * hold) to its lock — each tap, each DAS hold, each rotation, a soft drop hold, the hard drop.
 */
export function finesse(
  board: Board | Field,
  piece: PieceType,
  at: { x: number; y: number; rotation: Rotation },
  presses: number,
  allow180 = true,
): FinesseResult {
  const optimal = optimalPresses(board, piece, at, allow180);
  return { optimal, faults: optimal === null ? 0 : Math.max(0, presses - optimal) };
}

/**
 * Finesse as a game goes, for the scene: `start` when a piece appears (after a spawn or a hold),
 * `press` on every key press or gesture that acts on the piece (not on auto-repeat: a DAS hold is
 * one press), `lock` with where the piece locked (the active piece just before it locked). Keeps
 * the total for the results screen.
 */
export class FinesseTracker {
  private board: Board | null = null;
  private piece: PieceType | null = null;
  private presses = 0;
  /** Faults over the game so far, pieces judged, and pieces judged without a fault. */
  faults = 0;
  pieces = 0;
  perfect = 0;

  constructor(private readonly allow180 = true) {}

  start(board: Board, piece: PieceType): void {
    this.board = board;
    this.piece = piece;
    this.presses = 0;
  }

  press(): void {
    this.presses++;
  }

  /** The finesse of the piece that just locked at `at`; null if no piece was started. */
  lock(at: { x: number; y: number; rotation: Rotation }): FinesseResult | null {
    if (this.board === null || this.piece === null) return null;
    const result = finesse(this.board, this.piece, at, this.presses, this.allow180);
    this.faults += result.faults;
    this.pieces++;
    if (result.faults === 0) this.perfect++;
    this.abandon();
    return result;
  }

  /** Forgets the piece in play: its lock will not be judged (a bot placed it, say). */
  abandon(): void {
    this.board = null;
    this.piece = null;
  }

  /** Whether a piece is being watched (started and not yet locked or abandoned). */
  get watching(): boolean {
    return this.piece !== null;
  }
}
