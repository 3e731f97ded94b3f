// BASELINE for the odds benchmark — written by us, not from any source: the plain recursion that
// defines the odds. For every draw kind (weighted by its unseen copies) and, when the hand is not
// complete, every discard, recurse with one draw fewer; no memo, no pruning, no grouping of
// states. It computes the same three numbers as analysis/odds (win and tenpai probability,
// expected score, each under its own maximising policy, a win may be declined for a better score)
// for hands without red fives in play. It is exponential in the draws: used for 2–3 draws only.
import { shanten } from "../../src/analysis/shanten.ts";

export type PlainScorer = (counts: readonly number[], winKind: number) => number;

export interface PlainOdds {
  win: number;
  tenpai: number;
  expectedScore: number;
}

export class PlainOddsRecursion {
  constructor(private readonly scorer: PlainScorer) {}

  /** The odds of a waiting hand (`hand` counts, n tiles) with `draws` draws from `wall`. */
  evaluate(hand: number[], wall: number[], draws: number): PlainOdds {
    const n = hand.reduce((a, b) => a + b, 0);
    const total = wall.reduce((a, b) => a + b, 0);
    return {
      win: this.win(hand, n, wall, total, draws),
      tenpai: this.tenpai(hand, n, wall, total, draws),
      expectedScore: this.score(hand, n, wall, total, draws),
    };
  }

  /** Each discard of a hand that just drew, in kind order. */
  perDiscard(hand: number[], wall: number[], draws: number): (PlainOdds & { discard: number })[] {
    const rows: (PlainOdds & { discard: number })[] = [];
    for (let x = 0; x < 34; x++) {
      if (hand[x] === 0) continue;
      hand[x]!--;
      rows.push({ discard: x, ...this.evaluate(hand, wall, draws) });
      hand[x]!++;
    }
    return rows;
  }

  private win(hand: number[], n: number, wall: number[], total: number, r: number): number {
    if (r === 0) return 0;
    return this.overDraws(hand, wall, total, () =>
      shanten(hand, n + 1) === -1 ? 1 : this.bestDiscard(hand, n, (h) => this.win(h, n, wall, total - 1, r - 1)),
    );
  }

  private tenpai(hand: number[], n: number, wall: number[], total: number, r: number): number {
    if (shanten(hand, n) <= 0) return 1;
    if (r === 0) return 0;
    return this.overDraws(hand, wall, total, () => this.bestDiscard(hand, n, (h) => this.tenpai(h, n, wall, total - 1, r - 1)));
  }

  private score(hand: number[], n: number, wall: number[], total: number, r: number): number {
    if (r === 0) return 0;
    return this.overDraws(hand, wall, total, (k) => {
      const playOn = r > 1 ? this.bestDiscard(hand, n, (h) => this.score(h, n, wall, total - 1, r - 1)) : 0;
      return shanten(hand, n + 1) === -1 ? Math.max(this.scorer(hand, k), playOn) : playOn;
    });
  }

  /** The mean over the next draw (each unseen copy alike) of `value`, called with the tile in the hand and out of the wall. */
  private overDraws(hand: number[], wall: number[], total: number, value: (k: number) => number): number {
    let sum = 0;
    for (let k = 0; k < 34; k++) {
      const copies = wall[k]!;
      if (copies === 0) continue;
      hand[k]!++;
      wall[k]!--;
      sum += copies * value(k);
      hand[k]!--;
      wall[k]!++;
    }
    return sum / total;
  }

  /** The best value over every discard of a hand that just drew. */
  private bestDiscard(hand: number[], n: number, value: (h: number[]) => number): number {
    let best = 0;
    for (let x = 0; x < 34; x++) {
      if (hand[x] === 0) continue;
      hand[x]!--;
      best = Math.max(best, value(hand));
      hand[x]!++;
    }
    return best;
  }
}
