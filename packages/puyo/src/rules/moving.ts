// The falling pair under control (reference sheet §2, arcade Tsu as modelled by puyoai's
// kumipuyo_moving_state): moves, rotations with wall and floor kicks, and the quick turn (two
// presses of one rotate key in a 1-wide gap flip the pair). The scene keeps time (gravity, the
// 20-frame quick-turn window); these functions only say where the pair may go.
import { ROWS, SPAWN_COLUMN, WIDTH } from "./cells.ts";
import type { Field } from "./field.ts";
import { CHILD_DX, CHILD_DY, type Placement, type Rotation } from "./pair.ts";

export interface PairPosition {
  /** Axis column 1..6. */
  x: number;
  /** Axis row 1..13. */
  y: number;
  rotation: Rotation;
}

export interface RotateResult {
  position: PairPosition;
  /** The turn was refused in a 1-wide gap: a second press in time makes a quick turn. */
  quickTurnArmed: boolean;
}

/** Axis at (3, 12), child above it in row 13. */
export const SPAWN_POSITION: PairPosition = { x: SPAWN_COLUMN, y: 12, rotation: 0 };

/** A cell the pair may occupy: inside the walls, above the floor, empty. Row 14 is always free. */
export function isFree(field: Field, x: number, y: number): boolean {
  if (x < 1 || x > WIDTH || y < 1) return false;
  if (y > ROWS) return y === ROWS + 1;
  return field.get(x, y) === 0;
}

export function fits(field: Field, p: PairPosition): boolean {
  return p.y <= ROWS && isFree(field, p.x, p.y) && isFree(field, p.x + CHILD_DX[p.rotation]!, p.y + CHILD_DY[p.rotation]!);
}

export function move(field: Field, p: PairPosition, dx: -1 | 1): PairPosition | null {
  const next = { ...p, x: p.x + dx };
  return fits(field, next) ? next : null;
}

/** One row down, or null when the pair rests on something. */
export function fall(field: Field, p: PairPosition): PairPosition | null {
  const next = { ...p, y: p.y - 1 };
  return fits(field, next) ? next : null;
}

/**
 * Turns the pair clockwise (dir 1) or counter-clockwise (dir -1). Tries the plain turn, then a
 * kick: away from a wall or puyo for a sideways child, up one row (floor kick) for a child
 * turning below the axis. A sideways turn with both sides blocked is refused; if `quickTurnArmed`
 * (the previous press was refused the same way, within the window) the pair flips instead.
 */
export function rotate(field: Field, p: PairPosition, dir: 1 | -1, quickTurnArmed: boolean): RotateResult {
  const rotation = ((p.rotation + dir + 4) % 4) as Rotation;
  const plain: PairPosition = { ...p, rotation };
  if (fits(field, plain)) return { position: plain, quickTurnArmed: false };
  if (rotation === 1 || rotation === 3) {
    const kicked: PairPosition = { ...plain, x: p.x - CHILD_DX[rotation]! };
    if (fits(field, kicked)) return { position: kicked, quickTurnArmed: false };
    if (!quickTurnArmed) return { position: p, quickTurnArmed: true };
    // Quick turn: child and axis swap places vertically.
    const flipped: PairPosition = { x: p.x, y: p.y + CHILD_DY[p.rotation]!, rotation: ((p.rotation + 2) % 4) as Rotation };
    return { position: fits(field, flipped) ? flipped : p, quickTurnArmed: false };
  }
  if (rotation === 2) {
    const lifted: PairPosition = { ...plain, y: p.y + 1 };
    if (fits(field, lifted)) return { position: lifted, quickTurnArmed: false };
  }
  return { position: p, quickTurnArmed: false };
}

/** The placement a resting pair makes when it locks. */
export function placementOf(p: PairPosition): Placement {
  return { column: p.x, rotation: p.rotation };
}
