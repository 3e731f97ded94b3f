// The pair sequence of a game (reference sheet §6). Everyone with the same seed gets the same
// pairs. The scheme follows the modern games (20th Anniversary / eSports / Champions): for each
// game, one 256-puyo pool per colour count, filled cyclically with its colours (4 colours: 64 of
// each) and shuffled; pairs are (pool[2i], pool[2i+1]) and the 128 pairs repeat.
//
// Exact rule implemented here: the shuffles are Fisher–Yates with unbiased draws from the seed's
// "pairs" stream (@arcade/core Rng), first the 3-colour pool, then the game's pool; then the first
// 4 puyos of the 3-colour pool replace the first 4 of the game's pool, so the first two pairs use
// at most 3 colours (the modern games copy them the same way; their LCG and block-swap shuffle
// are not reproduced). The colours are R G B Y (and P with 5 colours), in that order; the
// 3-colour pool uses R G B.
import { Rng, type Seed } from "@arcade/core";
import { ProgrammingError } from "@arcade/core";
import type { Color } from "./cells.ts";
import type { Pair } from "./pair.ts";

export const POOL_SIZE = 256;
export const CYCLE_PAIRS = POOL_SIZE / 2;
export const PAIR_STREAM = "pairs";
/** How many puyos at the start come from the 3-colour pool. */
export const OPENING_PUYOS = 4;

function shuffledPool(colors: number, rng: Rng): Color[] {
  const pool: Color[] = [];
  for (let i = 0; i < POOL_SIZE; i++) pool.push(((i % colors) + 1) as Color);
  for (let i = POOL_SIZE - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool;
}

export class PairQueue {
  readonly colors: number;
  private readonly pool: Color[];

  constructor(seed: Seed, colors: 3 | 4 | 5 = 4) {
    if (![3, 4, 5].includes(colors)) throw new ProgrammingError(`colours must be 3, 4 or 5, got ${colors}`);
    this.colors = colors;
    const rng = Rng.from(seed).fork(PAIR_STREAM);
    const opening = shuffledPool(3, rng);
    this.pool = colors === 3 ? opening : shuffledPool(colors, rng);
    for (let i = 0; i < OPENING_PUYOS; i++) this.pool[i] = opening[i]!;
  }

  /** Pair number i (0 = the first), repeating every 128 pairs. */
  pair(i: number): Pair {
    const j = (i % CYCLE_PAIRS) * 2;
    return { axis: this.pool[j]!, child: this.pool[j + 1]! };
  }

  pairs(from: number, count: number): Pair[] {
    return Array.from({ length: count }, (_, i) => this.pair(from + i));
  }
}
