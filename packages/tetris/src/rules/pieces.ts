// The seven tetrominoes as cells around their SRS rotation centre (y-up), in every rotation.
// Colours are the scene's business; this file only knows shapes.
import type { ActivePiece, PieceType, Rotation } from "./types.ts";

type Offset = readonly [dx: number, dy: number];

/**
 * Cells at spawn (rotation 0), relative to the rotation centre: Cold Clear `piece.rs` and
 * tetris-fumen `inner_field.ts` use exactly these, so an ActivePiece means the same thing here,
 * in a fumen operation and in a Cold Clear placement.
 */
export const SPAWN_CELLS: Readonly<Record<PieceType, readonly Offset[]>> = {
  I: [
    [-1, 0],
    [0, 0],
    [1, 0],
    [2, 0],
  ],
  O: [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ],
  T: [
    [-1, 0],
    [0, 0],
    [1, 0],
    [0, 1],
  ],
  L: [
    [-1, 0],
    [0, 0],
    [1, 0],
    [1, 1],
  ],
  J: [
    [-1, 0],
    [0, 0],
    [1, 0],
    [-1, 1],
  ],
  S: [
    [-1, 0],
    [0, 0],
    [0, 1],
    [1, 1],
  ],
  Z: [
    [-1, 1],
    [0, 1],
    [0, 0],
    [1, 0],
  ],
};

/** Turns a cell about the centre: CW (x,y)→(y,−x), 180 (x,y)→(−x,−y), CCW (x,y)→(−y,x). */
function turnCell([x, y]: Offset, rotation: Rotation): [number, number] {
  switch (rotation) {
    case 0:
      return [x, y];
    case 1:
      return [y, -x];
    case 2:
      return [-x, -y];
    case 3:
      return [-y, x];
  }
}

const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3];

/**
 * CELLS[type][rotation] = [dx0, dy0, dx1, dy1, dx2, dy2, dx3, dy3]. Flat number arrays so that
 * `fits`, which runs several times per frame, reads four cells without allocating.
 *
 * Every piece turns about its centre, the O included: its rotated cells sit one cell off, and the
 * O's "kick" in srs.ts moves the centre back, so an O's minos never move when it is rotated while
 * its rotation state still changes like fumen's does.
 */
const CELLS: Readonly<Record<PieceType, readonly (readonly number[])[]>> = Object.fromEntries(
  Object.entries(SPAWN_CELLS).map(([type, cells]) => [type, ROTATIONS.map((r) => cells.flatMap((cell) => turnCell(cell, r)))]),
) as Record<PieceType, number[][]>;

/** The flat cell offsets of a piece type in a rotation (see CELLS). */
export function pieceCells(type: PieceType, rotation: Rotation): readonly number[] {
  return CELLS[type][rotation]!;
}

/** The board cells a piece covers, as [x, y] pairs. */
export function cellsOf(piece: Readonly<ActivePiece>): [number, number][] {
  const cells = pieceCells(piece.type, piece.rotation);
  const out: [number, number][] = [];
  for (let i = 0; i < 8; i += 2) out.push([piece.x + cells[i]!, piece.y + cells[i + 1]!]);
  return out;
}

/** The rotation reached by turning `quarterTurns` clockwise (negative = counter-clockwise). */
export function turned(rotation: Rotation, quarterTurns: number): Rotation {
  return ((((rotation + quarterTurns) % 4) + 4) % 4) as Rotation;
}
