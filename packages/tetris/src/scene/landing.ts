// Where a piece landed and which rows it cleared, worked out from the board before the lock and
// the board after it. The engine replaces its board array on every change and reports each lock
// as a LockResult without the piece's position, so the effects (the cleared rows' flash and
// collapse, the locked cells' glint) read the two boards instead of asking the rules for more.
// Pure: no Pixi, unit-tested against the engine's own placements.
import { BOARD_HEIGHT, BOARD_WIDTH, type Cell } from "../rules/types.ts";

export interface Landing {
  /** The locked piece's four cells, as (x, y) on the board after the lock (null when it cleared rows: they are gone). */
  cells: [number, number][] | null;
  /** The rows the lock cleared (y before the clear, lowest first); empty when none. */
  cleared: number[];
}

/** The most garbage rows that rise on one lock (VersusMatch's cap). */
const MAX_LIFT = 8;

const at = (board: readonly Cell[], x: number, y: number): Cell => (y >= 0 && y < BOARD_HEIGHT ? (board[y * BOARD_WIDTH + x] ?? null) : null);

/**
 * The landing of the one lock that turned `before` into `after`, clearing `lines` rows; null when
 * the two boards are not one lock apart (two locks in one frame, a zen wipe).
 * A lock that cleared nothing may be followed by rising garbage (versus): the board after it is
 * the board with the piece, lifted by up to 8 rows.
 */
export function landingOf(before: readonly Cell[], after: readonly Cell[], lines: number): Landing | null {
  if (lines === 0) {
    for (let lift = 0; lift <= MAX_LIFT; lift++) {
      const cells = addedCells(before, after, lift);
      if (cells !== null) return { cells, cleared: [] };
    }
    return null;
  }
  // The cleared rows lie within the piece's height (at most 4 rows): try each such set.
  for (let low = 0; low < BOARD_HEIGHT; low++) {
    for (const rows of subsets(low, lines)) {
      if (clearedBy(before, after, rows)) return { cells: null, cleared: rows };
    }
  }
  return null;
}

/** The four cells `after` (lifted by `lift` garbage rows) has beyond `before`, or null if it is not that. */
function addedCells(before: readonly Cell[], after: readonly Cell[], lift: number): [number, number][] | null {
  const cells: [number, number][] = [];
  for (let y = 0; y + lift < BOARD_HEIGHT; y++) {
    for (let x = 0; x < BOARD_WIDTH; x++) {
      const was = at(before, x, y);
      const now = at(after, x, y + lift);
      if (was !== null && now === null) return null;
      if (was === null && now !== null) {
        if (cells.length === 4) return null;
        cells.push([x, y + lift]);
      }
    }
  }
  // Rows of `before` pushed off the top by the lift must have been empty (else it topped out).
  for (let y = BOARD_HEIGHT - lift; y < BOARD_HEIGHT; y++) for (let x = 0; x < BOARD_WIDTH; x++) if (at(before, x, y) !== null) return null;
  return cells.length === 4 && connected(cells) ? cells : null;
}

/** Sets of `size` rows from `low` up within 4 rows, each containing `low`, lowest first. */
function subsets(low: number, size: number): number[][] {
  const out: number[][] = [];
  const rest = [1, 2, 3].map((d) => low + d).filter((y) => y < BOARD_HEIGHT);
  const pick = (from: number, chosen: number[]): void => {
    if (chosen.length === size) return void out.push(chosen);
    for (let i = from; i < rest.length; i++) pick(i + 1, [...chosen, rest[i]!]);
  };
  pick(0, [low]);
  return out;
}

/**
 * Whether locking a piece into `before` and clearing exactly `rows` gives `after`: the kept rows
 * of `before` (in order) are contained in the rows of `after`, the rows freed at the top are
 * empty, and the cells added (the kept rows' extras plus the cleared rows' gaps) are one
 * tetromino's four connected cells.
 */
function clearedBy(before: readonly Cell[], after: readonly Cell[], rows: readonly number[]): boolean {
  const piece: [number, number][] = [];
  let kept = 0;
  for (let y = 0; y < BOARD_HEIGHT; y++) {
    if (rows.includes(y)) {
      for (let x = 0; x < BOARD_WIDTH; x++) if (at(before, x, y) === null) piece.push([x, y]);
    } else {
      for (let x = 0; x < BOARD_WIDTH; x++) {
        const was = at(before, x, y);
        const now = at(after, x, kept);
        if (was !== null && now === null) return false;
        if (was === null && now !== null) piece.push([x, y]);
      }
      kept++;
    }
    if (piece.length > 4) return false;
  }
  for (let y = kept; y < BOARD_HEIGHT; y++) for (let x = 0; x < BOARD_WIDTH; x++) if (at(after, x, y) !== null) return false;
  return piece.length === 4 && connected(piece);
}

/** Four cells joined edge to edge (a tetromino's shape). */
function connected(cells: readonly [number, number][]): boolean {
  const seen = new Set([0]);
  const stack = [0];
  while (stack.length > 0) {
    const [x, y] = cells[stack.pop()!]!;
    cells.forEach(([cx, cy], i) => {
      if (!seen.has(i) && Math.abs(cx - x) + Math.abs(cy - y) === 1) {
        seen.add(i);
        stack.push(i);
      }
    });
  }
  return seen.size === cells.length;
}
