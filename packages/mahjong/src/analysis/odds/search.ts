// The exact search behind the odds: a waiting hand, a wall of unseen tiles drawn uniformly without
// replacement, r draws left; after each draw the player either wins (the hand is complete) or
// discards one tile. Values under the policy that maximises each of them:
//   win(h, D)    = Σ_k wall[k]/W · (h+k complete ? 1 : max_x win(h+k−x, D+k))
//   score(h, D)  = Σ_k wall[k]/W · max(points of h+k if complete, max_x score(h+k−x, D+k))
//   tenpai(h, D) = 1 if h is tenpai, else Σ_k wall[k]/W · max_x tenpai(h+k−x, D+k)
// where D is the multiset of tiles drawn so far (the wall is the root wall minus D, W its size,
// and r = draws − |D|). A state is (hand, D); it is memoised on both, so paths that reach the
// same hand with the same tiles drawn (in another order, or discarding differently) share one
// value — and nothing else does, which is what keeps the result exact.
//
// Pruning that cannot change a value: a hand h with shanten s needs s + 1 more useful draws to
// win and s to be tenpai, so a state with s > r − 1 (win, score) or s > r (tenpai) is worth 0 and
// is never entered; a draw after which no discard keeps the hand within reach contributes 0 (its
// copies only count in W). The last draw is a sum over the winning (or improving) kinds.
//
// Red fives matter only to the score; how they stay out of the state is in search-state.ts: the
// points of a win are averaged over whether the hand holds each red five.
import { doubled, CodeTable, PairValues } from "./code-table.ts";
import { shanten } from "../shanten.ts";
import type { SearchLimits, WinScorer } from "./limits.ts";
import type { HandValues } from "./request.ts";
import { SearchState, type RootState } from "./search-state.ts";
import { OWN, USEFUL, USEFUL_COUNT } from "./shanten-rows.ts";

export { OddsCancelled, OddsTooExpensive, type SearchLimits, type WinScorer } from "./limits.ts";
export type { RootState } from "./search-state.ts";

/** 2^38 > the largest drawn-tiles code of kinds 18–33 (5^16): the red-five part goes above it. */
const RED_SHIFT = 2 ** 38;
/** Marks a win key made for a tight state (drawn tiles restricted to its relevant kinds); above the red part (< 2^11 · 2^38). */
const TIGHT_WIN = 2 ** 49;
/** The same for a tenpai key (no red part there). */
const TIGHT_TENPAI = 2 ** 38;

export class OddsSearch extends SearchState {
  private readonly winMemo = new CodeTable(4);
  private readonly tenpaiMemo = new CodeTable(4);
  private readonly pointsMemo = new CodeTable(4);
  /** Win probability and expected score by win-memo id. */
  private readonly winValues = new PairValues();
  private tenpaiValues = new Float64Array(1024);
  private pointsValues = new Float64Array(256);
  /** Results of the last winScore / bestAfterDraw call (kept in fields: no allocation per state). */
  private outWin = 0;
  private outScore = 0;

  /**
   * @param wall unseen counts at the root (the hand, its calls and the seen tiles removed)
   * @param draws draws to come
   * @param handTiles concealed tiles of a waiting hand (3k+1)
   * @param redInWall red fives among the unseen tiles (bit per suit)
   * @param scorer points of a win; null leaves every expected score 0 (and skips its search)
   */
  constructor(
    wall: readonly number[],
    draws: number,
    handTiles: number,
    redInWall: number,
    private readonly scorer: WinScorer | null,
    limits: SearchLimits,
  ) {
    super(wall, handTiles, redInWall, limits, draws);
  }

  /** The three values of a waiting hand with every draw still to come. */
  evaluate(root: RootState): HandValues {
    this.load(root);
    const s = shanten(this.h, this.n);
    const r = this.draws;
    let win = 0;
    let expectedScore = 0;
    if (r >= 1 && s <= r - 1) {
      this.winScore(r);
      win = this.outWin;
      expectedScore = this.outScore;
    }
    const tenpai = s <= 0 ? 1 : s <= r ? this.tenpai(r) : 0;
    return { win, tenpai, expectedScore };
  }

  // --- win probability and expected score ---------------------------------------------------

  /**
   * Win probability and expected score of the current waiting hand with r ≥ 1 draws left and
   * shanten ≤ r − 1, into outWin / outScore.
   */
  private winScore(r: number): void {
    if (r === 1) {
      this.lastDrawWin();
      return;
    }
    const row = this.rows.draw(this.h, this.hLo, this.hHi, this.n);
    // With no draw to spare (shanten = r − 1) only the kinds that lower the shanten can lead to a
    // win; the others add their copies to W alone.
    const tight = row[OWN] === r - 1;
    this.keyOf(tight, -1);
    // Red fives only change scores: without a scorer they stay out of the key.
    const keyLo = this.keyLo;
    const keyHi = this.keyHi + (this.scorer === null ? 0 : this.redKey() * RED_SHIFT) + (tight ? TIGHT_WIN : 0);
    const id = this.winMemo.find(this.hLo, this.hHi, keyLo, keyHi);
    if (id >= 0) {
      this.outWin = this.winValues.first[id]!;
      this.outScore = this.winValues.second[id]!;
      return;
    }
    this.tick();
    const count = tight ? row[USEFUL_COUNT]! : 34;
    let winSum = 0;
    let scoreSum = 0;
    for (let i = 0; i < count; i++) {
      const k = tight ? row[USEFUL + i]! : i;
      const copies = this.wall[k]!;
      if (copies === 0) continue;
      const after = row[k]!;
      if (after === -1) {
        winSum += copies;
        if (this.scorer !== null) scoreSum += copies * this.winDrawScore(k, r);
      } else if (after <= r - 2) {
        this.addDraw(k);
        this.bestAfterDraw(r - 1);
        this.removeDraw(k);
        winSum += copies * this.outWin;
        scoreSum += copies * this.outScore;
      }
    }
    const win = winSum / this.w;
    const score = scoreSum / this.w;
    this.winValues.set(this.winMemo.add(this.hLo, this.hHi, keyLo, keyHi), win, score);
    this.outWin = win;
    this.outScore = score;
  }

  /** The last draw of a tenpai hand: the copies of its winning kinds (and their points) over W. */
  private lastDrawWin(): void {
    const row = this.rows.draw(this.h, this.hLo, this.hHi, this.n);
    const count = row[USEFUL_COUNT]!;
    let winSum = 0;
    let scoreSum = 0;
    for (let i = 0; i < count; i++) {
      const k = row[USEFUL + i]!;
      const copies = this.wall[k]!;
      if (copies === 0) continue;
      winSum += copies;
      if (this.scorer !== null) scoreSum += copies * this.winDrawScore(k, 1);
    }
    this.outWin = winSum / this.w;
    this.outScore = scoreSum / this.w;
  }

  /**
   * The score of drawing a winning tile of kind k: the win's points, or playing on when that is
   * worth more (the score-maximising policy may decline a cheap win with draws left).
   */
  private winDrawScore(k: number, r: number): number {
    this.addDraw(k);
    let best = this.expectedPoints(k);
    if (r - 1 >= 1) {
      this.bestAfterDraw(r - 1);
      if (this.outScore > best) best = this.outScore;
    }
    this.removeDraw(k);
    return best;
  }

  /** Points of the current complete hand won on kind k, averaged over the red fives it may hold. */
  private expectedPoints(k: number): number {
    let sure = 0;
    const chances = [0, 0, 0];
    let unsure = 0;
    for (let suit = 0; suit < 3; suit++) {
      const p = this.redChance(suit);
      if (p === 1) sure |= 1 << suit;
      else if (p > 0) {
        chances[suit] = p;
        unsure |= 1 << suit;
      }
    }
    if (unsure === 0) return this.points(k, sure);
    let sum = 0;
    // Every subset of the unsure suits, weighted by its chance.
    for (let subset = unsure; ; subset = (subset - 1) & unsure) {
      let weight = 1;
      for (let suit = 0; suit < 3; suit++) if ((unsure >> suit) & 1) weight *= (subset >> suit) & 1 ? chances[suit]! : 1 - chances[suit]!;
      sum += weight * this.points(k, sure | subset);
      if (subset === 0) break;
    }
    return sum;
  }

  /** Points of the current complete hand won on kind k with the given red fives (memoised). */
  private points(k: number, reds: number): number {
    const id = this.pointsMemo.find(this.hLo, this.hHi, k, reds);
    if (id >= 0) return this.pointsValues[id]!;
    const value = this.scorer!(this.h, k, reds);
    const added = this.pointsMemo.add(this.hLo, this.hHi, k, reds);
    if (added >= this.pointsValues.length) this.pointsValues = doubled(this.pointsValues);
    this.pointsValues[added] = value;
    return value;
  }

  /**
   * After a draw (3k+2 tiles, r ≥ 1 draws left once a tile is discarded): the best discard for
   * the win probability and, separately, for the expected score, into outWin / outScore.
   */
  private bestAfterDraw(r: number): void {
    const row = this.rows.discard(this.h, this.hLo, this.hHi, this.n + 1);
    let bestWin = 0;
    let bestScore = 0;
    for (let x = 0; x < 34; x++) {
      if (row[x]! > r - 1) continue; // also skips kinds not held (NO_TILE)
      const before = this.discard(x);
      this.winScore(r);
      this.undiscard(x, before);
      if (this.outWin > bestWin) bestWin = this.outWin;
      if (this.outScore > bestScore) bestScore = this.outScore;
    }
    this.outWin = bestWin;
    this.outScore = bestScore;
  }

  // --- tenpai probability -------------------------------------------------------------------

  /** Probability of being tenpai after some discard within r draws, for a hand with 1 ≤ shanten ≤ r. */
  private tenpai(r: number): number {
    const row = this.rows.draw(this.h, this.hLo, this.hHi, this.n);
    const count = row[USEFUL_COUNT]!;
    if (r === 1) {
      // The last draw of a 1-shanten hand: the copies of the kinds that make it tenpai.
      let sum = 0;
      for (let i = 0; i < count; i++) sum += this.wall[row[USEFUL + i]!]!;
      return sum / this.w;
    }
    // With no draw to spare (shanten = r) only the kinds that lower the shanten count.
    const tight = row[OWN] === r;
    this.keyOf(tight, 0);
    const keyLo = this.keyLo;
    const keyHi = this.keyHi + (tight ? TIGHT_TENPAI : 0);
    const id = this.tenpaiMemo.find(this.hLo, this.hHi, keyLo, keyHi);
    if (id >= 0) return this.tenpaiValues[id]!;
    this.tick();
    const kinds = tight ? count : 34;
    let sum = 0;
    for (let i = 0; i < kinds; i++) {
      const k = tight ? row[USEFUL + i]! : i;
      const copies = this.wall[k]!;
      if (copies === 0) continue;
      // The 3k+2 shanten is the best shanten any discard leaves.
      const after = row[k]!;
      if (after <= 0) sum += copies;
      else if (after <= r - 1) {
        this.addDraw(k);
        const discards = this.rows.discard(this.h, this.hLo, this.hHi, this.n + 1);
        let best = 0;
        for (let x = 0; x < 34; x++) {
          if (discards[x]! > r - 1) continue;
          const before = this.discard(x);
          const value = this.tenpai(r - 1);
          this.undiscard(x, before);
          if (value > best) best = value;
        }
        this.removeDraw(k);
        sum += copies * best;
      }
    }
    const value = sum / this.w;
    const added = this.tenpaiMemo.add(this.hLo, this.hHi, keyLo, keyHi);
    if (added >= this.tenpaiValues.length) this.tenpaiValues = doubled(this.tenpaiValues);
    this.tenpaiValues[added] = value;
    return value;
  }
}
