import { InputError, describe } from "../errors.ts";
import { Rng, type RngState } from "../random/rng.ts";
import type { Seed } from "../random/seed.ts";

/** The seven tetrominoes in Guideline order; the default contents of a bag. */
export const TETROMINOES = ["I", "O", "T", "S", "Z", "J", "L"] as const;

export interface BagState<T> {
  items: T[];
  /** Items already drawn from the RNG but not yet handed out (the part `peek` has looked at). */
  queue: T[];
  rng: RngState;
}

/**
 * A bag randomizer: the items are shuffled (Fisher–Yates) into a bag, handed out one by one, and
 * a new bag is shuffled when it runs out. With the seven tetrominoes this is the Guideline
 * "7-bag": every aligned window of seven pieces holds each piece once, so no piece is ever
 * missing for more than 12 pieces, yet the last piece of one bag can equal the first of the next
 * (a piece twice in a row happens at one bag boundary in seven).
 *
 * The bag owns its Rng: give it a fork used for nothing else (`root.fork("pieces")`), so the
 * order depends on the seed alone and never on what else the game draws.
 */
export class Bag<T> {
  private readonly items: readonly T[];
  private readonly rng: Rng;
  private readonly queue: T[] = [];

  constructor(items: readonly T[], rng: Rng) {
    if (items.length === 0) throw new InputError("a bag needs at least one item", "items");
    this.items = items.slice();
    this.rng = rng;
  }

  /** The Guideline 7-bag of tetromino letters. */
  static tetrominoes(rng: Rng): Bag<(typeof TETROMINOES)[number]> {
    return new Bag(TETROMINOES, rng);
  }

  static fromJSON<T>(state: BagState<T>, where = "bag"): Bag<T> {
    if (typeof state !== "object" || state === null) throw new InputError(`must be an object, got ${describe(state)}`, where);
    if (!Array.isArray(state.items)) throw new InputError(`must be an array, got ${describe(state.items)}`, `${where}.items`);
    if (!Array.isArray(state.queue)) throw new InputError(`must be an array, got ${describe(state.queue)}`, `${where}.queue`);
    const bag = new Bag(state.items, Rng.fromJSON(state.rng, `${where}.rng`));
    bag.queue.push(...state.queue);
    return bag;
  }

  toJSON(): BagState<T> {
    return { items: this.items.slice(), queue: this.queue.slice(), rng: this.rng.toJSON() };
  }

  /** The next item. */
  next(): T {
    this.fill(1);
    return this.queue.shift()!;
  }

  /** The next `n` items without drawing them: `next()` will hand out exactly these. */
  peek(n: number): T[] {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`peek(n) needs a non-negative integer, got ${n}`);
    this.fill(n);
    return this.queue.slice(0, n);
  }

  /** Shuffles whole bags onto the queue until it holds `n` items. Bags are always shuffled in
   * order and whole, so looking ahead never changes what comes out. */
  private fill(n: number): void {
    while (this.queue.length < n) this.queue.push(...this.rng.shuffled(this.items));
  }
}

/** The name of the stream that deals pieces. Nothing else may draw from it. */
export const PIECE_STREAM = "pieces";

/**
 * The Guideline 7-bag for a seed, drawn from the seed's "pieces" stream: every player, every
 * device and the CLI's `bag` command get the same pieces from the same seed.
 */
export function pieceBag(seed: Seed): Bag<(typeof TETROMINOES)[number]> {
  return Bag.tetrominoes(Rng.from(seed).fork(PIECE_STREAM));
}
