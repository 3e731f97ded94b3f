import { InputError, describe } from "../errors.ts";
import { Rng, type RngState } from "../random/rng.ts";

export interface BagState<T> {
  items: T[];
  /** Items already drawn from the RNG but not yet handed out (the part `peek` has looked at). */
  queue: T[];
  rng: RngState;
}

/**
 * A bag randomizer: the items are shuffled (Fisher–Yates) into a bag, handed out one by one, and
 * a new bag is shuffled when it runs out. Every aligned window of n items holds each item once,
 * so no item is ever missing for more than 2n − 2 draws, yet the last item of one bag can equal
 * the first of the next (an item twice in a row happens at one bag boundary in n). Games name
 * their own contents (a game's bag of pieces lives in its own package).
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
