// Which tile kinds a "tight" state can depend on. A state is tight when it has no draw to spare:
// shanten s with exactly s + 1 draws left for a win (s for tenpai). Then every draw must lower
// the shanten and every discard must keep the lower shanten, so its value only ever reads the
// wall counts of the kinds met along those paths — the useful kinds of the hand, of the hands
// its useful draws and shanten-keeping discards lead to, and so on down to the last draw. The
// other kinds only count in the wall's size, which the draws left already fix. So two tight
// states with the same hand whose drawn tiles differ only outside these kinds have the same
// value, and the search memoises them under one key (the drawn tiles restricted to these kinds).
//
// The set depends on the hand and the goal only (never on the wall: kinds with no copy left are
// kept, which can only make the set larger), so it is computed once per hand and goal.
import { CODE_PART, CODE_STEP, CodeTable, PairValues } from "./code-table.ts";
import { OWN, type ShantenRows, USEFUL, USEFUL_COUNT } from "./shanten-rows.ts";

/** The goal's target shanten: −1 (complete) for a win, 0 for tenpai. */
export type Target = -1 | 0;

/** 2^38 > the largest code part of kinds 18–33 (5^16): the goal bit goes above it. */
const GOAL_BIT = 2 ** 38;

export class Relevance {
  private readonly ids = new CodeTable(2);
  /** Kinds 0–16 and 17–33 as two 17-bit masks, by id. */
  private readonly masks = new PairValues();
  /** Results of the last call (no allocation per call). */
  low = 0;
  high = 0;

  constructor(private readonly rows: ShantenRows) {}

  /**
   * The kinds a tight state of `hand` (3k+1 tiles, code lo/hi, n tiles) can depend on, into
   * `low` / `high`. The hand is changed during the call and restored.
   */
  of(hand: number[], lo: number, hi: number, n: number, target: Target): void {
    const key = hi + (target === 0 ? GOAL_BIT : 0);
    const id = this.ids.find(lo, key);
    if (id >= 0) {
      this.low = this.masks.first[id]!;
      this.high = this.masks.second[id]!;
      return;
    }
    const row = this.rows.draw(hand, lo, hi, n);
    const s = row[OWN]!;
    let low = 0;
    let high = 0;
    const count = row[USEFUL_COUNT]!;
    for (let i = 0; i < count; i++) {
      const k = row[USEFUL + i]!;
      if (k < 17) low |= 1 << k;
      else high |= 1 << (k - 17);
      // One draw from the target: the useful kinds are all there is.
      if (s - 1 <= target) continue;
      hand[k]!++;
      const lo14 = lo + (CODE_PART[k] === 0 ? CODE_STEP[k]! : 0);
      const hi14 = hi + (CODE_PART[k] === 1 ? CODE_STEP[k]! : 0);
      const discards = this.rows.discard(hand, lo14, hi14, n + 1);
      for (let x = 0; x < 34; x++) {
        if (discards[x]! > s - 1) continue;
        hand[x]!--;
        this.of(hand, lo14 - (CODE_PART[x] === 0 ? CODE_STEP[x]! : 0), hi14 - (CODE_PART[x] === 1 ? CODE_STEP[x]! : 0), n, target);
        hand[x]!++;
        low |= this.low;
        high |= this.high;
      }
      hand[k]!--;
    }
    this.masks.set(this.ids.add(lo, key), low, high);
    this.low = low;
    this.high = high;
  }
}
