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
// Red fives matter only to the score: a drawn five is the red one with probability 1/wall[five]
// while the red is unseen, and a hand keeps its red five whenever it discards a five it holds two
// of (a red five only adds a dora, so keeping it is never worse).
import { InputError } from "@arcade/core";
import { CODE_PART, CODE_STEP, CodeTable, doubled, PairValues } from "./code-table.ts";
import { shanten } from "../shanten.ts";
import { Relevance } from "./relevance.ts";
import { OWN, ShantenRows, USEFUL, USEFUL_COUNT } from "./shanten-rows.ts";

/** Points of a self-drawn win: the complete hand's concealed counts, the winning kind, the red fives held (bit 0 m, 1 p, 2 s). 0 = no yaku. */
export type WinScorer = (counts: readonly number[], winKind: number, redFives: number) => number;

export interface SearchLimits {
  /** Most search states to evaluate before giving up with OddsTooExpensive. */
  maxStates: number;
  /** Polled every few thousand states; reading it may itself throw (a time limit). */
  signal?: { readonly aborted: boolean } | undefined;
}

/** The request needs more states than allowed: ask for fewer draws. */
export class OddsTooExpensive extends InputError {
  override readonly name = "OddsTooExpensive";
}

/** The caller's signal asked the search to stop. */
export class OddsCancelled extends Error {
  override readonly name = "OddsCancelled";
}

/** 2^38 > the largest drawn-tiles code of kinds 18–33 (5^16): the red-five bits go above it. */
const RED_SHIFT = 2 ** 38;
/** Marks a win key made for a tight state (drawn tiles restricted to its relevant kinds). */
const TIGHT_WIN = 2 ** 44;
/** The same for a tenpai key (no red bits there). */
const TIGHT_TENPAI = 2 ** 38;
/** Kinds of the three fives, by suit. */
const FIVE_SUIT = Int8Array.from({ length: 34 }, (_, k) => (k < 27 && k % 9 === 4 ? Math.floor(k / 9) : -1));

export interface RootState {
  /** Concealed counts of the waiting hand (3k+1 tiles). */
  hand: readonly number[];
  /** Red fives the hand holds (bit per suit). */
  redHeld: number;
}

export interface HandValues {
  win: number;
  tenpai: number;
  expectedScore: number;
}

export class OddsSearch {
  private readonly h: number[] = new Array<number>(34).fill(0);
  private readonly wall: number[];
  private w: number;
  private readonly n: number;
  private hLo = 0;
  private hHi = 0;
  private dLo = 0;
  private dHi = 0;
  private redHeld = 0;
  private redDrawn = 0;
  private readonly rows = new ShantenRows();
  private readonly relevance = new Relevance(this.rows);
  /** Tiles drawn so far, by kind (the multiset D). */
  private readonly drawn: number[] = new Array<number>(34).fill(0);
  /** Key of the current state, set by keyOf. */
  private keyLo = 0;
  private keyHi = 0;
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
  /** States evaluated (memo misses), across every root. */
  states = 0;

  /**
   * @param wall unseen counts at the root (the hand, its calls and the seen tiles removed)
   * @param draws draws to come
   * @param handTiles concealed tiles of a waiting hand (3k+1)
   * @param redInWall red fives among the unseen tiles (bit per suit)
   * @param scorer points of a win; null leaves every expected score 0 (and skips its search)
   */
  constructor(
    wall: readonly number[],
    private readonly draws: number,
    handTiles: number,
    private readonly redInWall: number,
    private readonly scorer: WinScorer | null,
    private readonly limits: SearchLimits,
  ) {
    this.wall = [...wall];
    this.w = wall.reduce((a, b) => a + b, 0);
    this.n = handTiles;
  }

  /** The three values of a waiting hand with every draw still to come. */
  evaluate(root: RootState): HandValues {
    this.load(root);
    const s = this.currentShanten();
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

  private load(root: RootState): void {
    let lo = 0;
    let hi = 0;
    for (let k = 0; k < 34; k++) {
      this.h[k] = root.hand[k]!;
      if (CODE_PART[k] === 0) lo += root.hand[k]! * CODE_STEP[k]!;
      else hi += root.hand[k]! * CODE_STEP[k]!;
    }
    this.hLo = lo;
    this.hHi = hi;
    this.dLo = 0;
    this.dHi = 0;
    this.redHeld = root.redHeld;
    this.redDrawn = 0;
    this.drawn.fill(0);
  }

  private currentShanten(): number {
    return shanten(this.h, this.n);
  }

  private tick(): void {
    this.states++;
    if ((this.states & 4095) !== 0) return;
    if (this.states > this.limits.maxStates) {
      throw new OddsTooExpensive(
        `needs more than ${this.limits.maxStates.toLocaleString("en-US")} search states for ${this.draws} draws: ask for fewer draws`,
        "--draws",
      );
    }
    if (this.limits.signal?.aborted === true) throw new OddsCancelled("the odds search was cancelled");
  }

  // --- moving between states ---------------------------------------------------------------

  private addDraw(k: number, red: boolean): void {
    this.h[k]!++;
    this.drawn[k]!++;
    this.wall[k]!--;
    this.w--;
    const step = CODE_STEP[k]!;
    if (CODE_PART[k] === 0) {
      this.hLo += step;
      this.dLo += step;
    } else {
      this.hHi += step;
      this.dHi += step;
    }
    if (red) {
      const bit = 1 << FIVE_SUIT[k]!;
      this.redHeld |= bit;
      this.redDrawn |= bit;
    }
  }

  private removeDraw(k: number, red: boolean): void {
    this.h[k]!--;
    this.drawn[k]!--;
    this.wall[k]!++;
    this.w++;
    const step = CODE_STEP[k]!;
    if (CODE_PART[k] === 0) {
      this.hLo -= step;
      this.dLo -= step;
    } else {
      this.hHi -= step;
      this.dHi -= step;
    }
    if (red) {
      const bit = 1 << FIVE_SUIT[k]!;
      this.redHeld &= ~bit;
      this.redDrawn &= ~bit;
    }
  }

  /** Discards one tile of kind x; returns the red flags before (to restore). A held red is kept while a plain copy remains. */
  private discard(x: number): number {
    const before = this.redHeld;
    this.h[x]!--;
    if (this.h[x] === 0 && FIVE_SUIT[x]! >= 0) this.redHeld &= ~(1 << FIVE_SUIT[x]!);
    if (CODE_PART[x] === 0) this.hLo -= CODE_STEP[x]!;
    else this.hHi -= CODE_STEP[x]!;
    return before;
  }

  private undiscard(x: number, redBefore: number): void {
    this.h[x]!++;
    this.redHeld = redBefore;
    if (CODE_PART[x] === 0) this.hLo += CODE_STEP[x]!;
    else this.hHi += CODE_STEP[x]!;
  }

  /** Copies of kind k that are the unseen red five (0 or 1). */
  private redWeight(k: number): number {
    const suit = FIVE_SUIT[k]!;
    if (suit < 0) return 0;
    const bit = 1 << suit;
    return (this.redInWall & ~this.redDrawn & bit) !== 0 ? 1 : 0;
  }

  /**
   * The drawn-tiles part of the current state's key, into keyLo / keyHi: all the drawn tiles, or
   * for a tight state only those of the kinds its value can read (relevance.ts) — the same value
   * for every state that differs elsewhere, so they share one entry.
   */
  private keyOf(tight: boolean, target: -1 | 0): void {
    if (!tight) {
      this.keyLo = this.dLo;
      this.keyHi = this.dHi;
      return;
    }
    this.relevance.of(this.h, this.hLo, this.hHi, this.n, target);
    let lo = 0;
    let hi = 0;
    for (let m = this.relevance.low; m !== 0; m &= m - 1) {
      const k = 31 - Math.clz32(m & -m);
      if (CODE_PART[k] === 0) lo += this.drawn[k]! * CODE_STEP[k]!;
      else hi += this.drawn[k]! * CODE_STEP[k]!;
    }
    for (let m = this.relevance.high; m !== 0; m &= m - 1) {
      const k = 48 - Math.clz32(m & -m);
      if (CODE_PART[k] === 0) lo += this.drawn[k]! * CODE_STEP[k]!;
      else hi += this.drawn[k]! * CODE_STEP[k]!;
    }
    this.keyLo = lo;
    this.keyHi = hi;
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
    const keyHi = this.keyHi + (this.scorer === null ? 0 : (this.redHeld | (this.redDrawn << 3)) * RED_SHIFT) + (tight ? TIGHT_WIN : 0);
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
        if (this.scorer !== null) scoreSum += this.winDrawScores(k, copies, r);
      } else if (after <= r - 2) {
        const red = this.scorer === null ? 0 : this.redWeight(k);
        if (red > 0) {
          // The red copy and the plain ones lead to the same shapes but different scores.
          this.addDraw(k, true);
          this.bestAfterDraw(r - 1);
          this.removeDraw(k, true);
          winSum += this.outWin;
          scoreSum += this.outScore;
        }
        if (copies > red) {
          this.addDraw(k, false);
          this.bestAfterDraw(r - 1);
          this.removeDraw(k, false);
          winSum += (copies - red) * this.outWin;
          scoreSum += (copies - red) * this.outScore;
        }
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
      if (this.scorer !== null) scoreSum += this.winDrawScores(k, copies, 1);
    }
    this.outWin = winSum / this.w;
    this.outScore = scoreSum / this.w;
  }

  /** The summed scores of drawing each of the `copies` of winning kind k (the red one apart). */
  private winDrawScores(k: number, copies: number, r: number): number {
    const red = this.redWeight(k);
    let sum = 0;
    if (red > 0) sum += this.winDrawScore(k, true, r);
    if (copies > red) sum += (copies - red) * this.winDrawScore(k, false, r);
    return sum;
  }

  /**
   * The score of drawing a winning tile k (red or plain): the win's points, or playing on when
   * that is worth more (the score-maximising policy may decline a cheap win with draws left).
   */
  private winDrawScore(k: number, red: boolean, r: number): number {
    this.addDraw(k, red);
    let best = this.points(k);
    if (r - 1 >= 1) {
      this.bestAfterDraw(r - 1);
      if (this.outScore > best) best = this.outScore;
    }
    this.removeDraw(k, red);
    return best;
  }

  /** Points of the current complete hand won on kind k (memoised on hand, kind and red fives). */
  private points(k: number): number {
    const scorer = this.scorer!;
    const id = this.pointsMemo.find(this.hLo, this.hHi, k, this.redHeld);
    if (id >= 0) return this.pointsValues[id]!;
    const value = scorer(this.h, k, this.redHeld);
    const added = this.pointsMemo.add(this.hLo, this.hHi, k, this.redHeld);
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
      const red = this.discard(x);
      this.winScore(r);
      this.undiscard(x, red);
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
        this.addDraw(k, false);
        const discards = this.rows.discard(this.h, this.hLo, this.hHi, this.n + 1);
        let best = 0;
        for (let x = 0; x < 34; x++) {
          if (discards[x]! > r - 1) continue;
          const red = this.discard(x);
          const value = this.tenpai(r - 1);
          this.undiscard(x, red);
          if (value > best) best = value;
        }
        this.removeDraw(k, false);
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
