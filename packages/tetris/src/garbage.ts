// Versus garbage rows: where each row's hole goes, and pushing rows under a stack.
//
// The hole rule is the project's PPT-like "70 %-same-hole" rule (reference §7): each garbage
// row keeps the previous row's hole column with probability 0.70, else the hole moves. A move
// picks uniformly among the 9 OTHER columns. Re-rolling over all 10 columns would land on the
// same column again one time in ten, making "same" 0.70 + 0.30/10 = 0.73; choosing a different
// column keeps it at exactly 0.70, which is what the spec's number says.
//
// Randomness comes only from the seed's own "garbage" stream, never the "pieces" stream, so
// however much garbage is rolled, every player of a seed still gets the identical piece order.
import { InputError, Rng, describeValue, type RngState, type Seed } from "@arcade/core";
import { BOARD_HEIGHT, BOARD_WIDTH, type Board, type Cell } from "./rules/types.ts";

/** The name of the stream garbage holes come from (the pieces come from PIECE_STREAM, rules/bag.ts). */
export const GARBAGE_STREAM = "garbage";
/** Probability that a garbage row keeps the previous row's hole column. */
export const SAME_HOLE_CHANCE = 0.7;

export interface GarbageState {
  rng: RngState;
  /** The hole of the last row handed out, or null before the first row. */
  lastHole: number | null;
}

function isColumn(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < BOARD_WIDTH;
}

/**
 * Rolls the hole column of each garbage row. The hole carries over from one call of `rows` to the
 * next (an attack of 2 and then one of 3 rows is the same as one attack of 5), so the "same hole"
 * streak does not restart with every attack.
 */
export class GarbageGenerator {
  private readonly rng: Rng;
  private last: number | null;

  /** `rng` must be a stream used for nothing else: the seed's `fork("garbage")` (see `fromSeed`). */
  constructor(rng: Rng, lastHole: number | null = null) {
    if (lastHole !== null && !isColumn(lastHole)) throw new RangeError(`lastHole must be a column 0..${BOARD_WIDTH - 1} or null, got ${String(lastHole)}`);
    this.rng = rng;
    this.last = lastHole;
  }

  /** The garbage of a seed: its dedicated "garbage" stream. */
  static fromSeed(seed: Seed): GarbageGenerator {
    return new GarbageGenerator(Rng.from(seed).fork(GARBAGE_STREAM));
  }

  static fromJSON(json: unknown, where = "garbage"): GarbageGenerator {
    if (typeof json !== "object" || json === null || Array.isArray(json)) throw new InputError(`must be an object, got ${describeValue(json)}`, where);
    const { rng, lastHole } = json as Record<string, unknown>;
    if (lastHole !== null && !isColumn(lastHole))
      throw new InputError(`must be a column 0..${BOARD_WIDTH - 1} or null, got ${describeValue(lastHole)}`, `${where}.lastHole`);
    return new GarbageGenerator(Rng.fromJSON(rng, `${where}.rng`), lastHole);
  }

  toJSON(): GarbageState {
    return { rng: this.rng.toJSON(), lastHole: this.last };
  }

  /** The hole of the last row handed out, or null before the first. */
  get lastHole(): number | null {
    return this.last;
  }

  /** The hole columns of the next `count` garbage rows, in the order they arrive. */
  rows(count: number): number[] {
    if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`rows(count) needs a non-negative integer, got ${count}`);
    const holes: number[] = [];
    for (let i = 0; i < count; i++) {
      this.last = this.next(this.last);
      holes.push(this.last);
    }
    return holes;
  }

  private next(previous: number | null): number {
    if (previous === null) return this.rng.below(BOARD_WIDTH);
    if (this.rng.chance(SAME_HOLE_CHANCE)) return previous;
    // Uniform over the other 9 columns: draw 0..8 and skip over the previous column.
    const other = this.rng.below(BOARD_WIDTH - 1);
    return other >= previous ? other + 1 : other;
  }
}

/**
 * Pushes garbage under a stack. The rows arrive in the order of `holes`, each one entering at the
 * bottom and lifting everything above it, so `holes[0]` ends up highest (y = holes.length - 1)
 * and the last hole at y = 0. Each row is "G" except its hole. Minos pushed above row 39 are lost
 * and make `toppedOut` true (a "garbage out"; the caller ends the game).
 */
export function addGarbage(board: Board, holes: readonly number[]): { board: Board; toppedOut: boolean } {
  if (board.length !== BOARD_WIDTH * BOARD_HEIGHT) throw new RangeError(`a board has ${BOARD_WIDTH * BOARD_HEIGHT} cells, got ${board.length}`);
  holes.forEach((hole, i) => {
    if (!isColumn(hole)) throw new RangeError(`holes[${i}] must be a column 0..${BOARD_WIDTH - 1}, got ${String(hole)}`);
  });
  const n = Math.min(holes.length, BOARD_HEIGHT);
  const cutoff = (BOARD_HEIGHT - n) * BOARD_WIDTH;
  // Everything from row (40 - n) up leaves the matrix; beyond 40 rows the first garbage rows do too.
  const toppedOut = holes.length > BOARD_HEIGHT || board.slice(cutoff).some((cell) => cell !== null);
  const garbage: Cell[] = [];
  for (let y = 0; y < n; y++) {
    const hole = holes[holes.length - 1 - y]!; // the last row to arrive is the bottom one
    for (let x = 0; x < BOARD_WIDTH; x++) garbage.push(x === hole ? null : "G");
  }
  return { board: [...garbage, ...board.slice(0, cutoff)], toppedOut };
}
