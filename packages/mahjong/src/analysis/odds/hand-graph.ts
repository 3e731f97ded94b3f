// The whole-hand model's graph (the idea of mahjong-cpp's expected-value calculator, written here
// from its description): nodes are waiting hands (3k+1 tiles); from a hand of shanten s an edge
// goes, for each kind whose draw lowers the shanten, to every hand left by a discard that keeps
// the lower shanten. Values are kept per turn t = 0..T (t draws made since the root):
//   win[t]    = Σ_k p_k(t) · (k completes ? 1 : max_x child.win[t+1]) + (1 − Σ_k p_k(t)) · win[t+1]
//   tenpai[t] = 1 if tenpai, else Σ_k p_k(t) · max_x child.tenpai[t+1] + (1 − Σ p) · tenpai[t+1]
//   score[t]  = Σ_k p_k(t) · (k completes ? points : max_x child.score[t+1]) + (1 − Σ p) · score[t+1]
// with p_k(t) = c_k / (W − t): W the unseen tiles at the root, c_k the root's unseen copies of k
// less those the hand holds beyond its root count. So a draw that does not lower the shanten is
// thrown back at once (the hand stays), and a tile the hand drew and later discarded counts as
// back in the wall — the approximations that make the values depend on the hand alone, so every
// path to a hand shares one node. Each number has its own best discard at each turn.
import { CODE_PART, CODE_STEP, CodeTable, doubled } from "./code-table.ts";
import { OddsCancelled, type WinScorer } from "./limits.ts";
import { FIVE_KIND } from "./search-state.ts";
import { OWN, ShantenRows, USEFUL, USEFUL_COUNT } from "./shanten-rows.ts";

export interface GraphRoot {
  /** Unseen copies of each kind at the root. */
  wall: readonly number[];
  /** The hand at the root (3k+1 or 3k+2 concealed tiles): copies held beyond it leave the wall. */
  hand: readonly number[];
  /** Red fives held at the root and unseen (bit per suit). */
  redHeld: number;
  /** Fives of each suit the waiting hand held at the root: fives held beyond them may be the unseen red. */
  fives: readonly number[];
  redInWall: number;
}

export class HandGraph {
  private readonly ids = new CodeTable(2);
  /** Per node and turn: win, tenpai, score, at (id · (T + 1) + t) · 3. */
  private values = new Float64Array(3 * 1024);
  private readonly rows = new ShantenRows();
  private readonly w: number;
  private readonly rootFives: number[];
  private readonly stride: number;
  /** Nodes built (each a distinct waiting hand). */
  nodes = 0;

  /**
   * @param n concealed tiles of a waiting hand (3k+1)
   * @param turns T, the draws to come from the root
   */
  constructor(
    private readonly root: GraphRoot,
    private readonly n: number,
    private readonly turns: number,
    private readonly scorer: WinScorer | null,
    private readonly signal?: { readonly aborted: boolean },
  ) {
    this.w = root.wall.reduce((a, b) => a + b, 0);
    this.rootFives = FIVE_KIND.map((k) => root.wall[k]!);
    this.stride = 3 * (turns + 1);
  }

  /** Win, tenpai and score of a waiting hand held at turn t (T − t draws left). */
  valuesAt(hand: readonly number[], t: number): { win: number; tenpai: number; expectedScore: number } {
    const h = [...hand];
    let lo = 0;
    let hi = 0;
    for (let k = 0; k < 34; k++) {
      if (CODE_PART[k] === 0) lo += h[k]! * CODE_STEP[k]!;
      else hi += h[k]! * CODE_STEP[k]!;
    }
    const at = this.node(h, lo, hi) * this.stride + 3 * t;
    return { win: this.values[at]!, tenpai: this.values[at + 1]!, expectedScore: this.values[at + 2]! };
  }

  /** Copies of kind k in the wall for hand h: the root's, less those held beyond the root. */
  private copies(h: readonly number[], k: number): number {
    return this.root.wall[k]! - Math.max(0, h[k]! - this.root.hand[k]!);
  }

  /** The node of hand h (code lo/hi), built with its values on first use; h is restored. */
  private node(h: number[], lo: number, hi: number): number {
    const found = this.ids.find(lo, hi);
    if (found >= 0) return found;
    if ((++this.nodes & 1023) === 0 && this.signal?.aborted === true) throw new OddsCancelled("the odds search was cancelled");
    const row = this.rows.draw(h, lo, hi, this.n);
    const s = row[OWN]!;
    const count = row[USEFUL_COUNT]!;
    const weights: number[] = [];
    const points: number[] = [];
    const children: number[][] = [];
    for (let i = 0; i < count; i++) {
      const k = row[USEFUL + i]!;
      const c = this.copies(h, k);
      if (c <= 0) continue;
      const stepLo = CODE_PART[k] === 0 ? CODE_STEP[k]! : 0;
      const stepHi = CODE_PART[k] === 1 ? CODE_STEP[k]! : 0;
      h[k]!++;
      weights.push(c);
      if (row[k] === -1) {
        points.push(this.scorer === null ? 0 : this.expectedPoints(h, k));
        children.push([]);
      } else {
        points.push(-1);
        const discards = this.rows.discard(h, lo + stepLo, hi + stepHi, this.n + 1);
        const kept: number[] = [];
        for (let x = 0; x < 34; x++) {
          if (discards[x] !== row[k]) continue;
          h[x]!--;
          kept.push(this.node(h, lo + stepLo - (CODE_PART[x] === 0 ? CODE_STEP[x]! : 0), hi + stepHi - (CODE_PART[x] === 1 ? CODE_STEP[x]! : 0)));
          h[x]!++;
        }
        children.push(kept);
      }
      h[k]!--;
    }
    const id = this.ids.add(lo, hi);
    if ((id + 1) * this.stride > this.values.length) this.values = doubled(this.values);
    this.fill(id, s, weights, points, children);
    return id;
  }

  /** The node's values for every turn, from the last backwards. */
  private fill(id: number, s: number, weights: number[], points: number[], children: number[][]): void {
    const v = this.values;
    const base = id * this.stride;
    const T = this.turns;
    v[base + 3 * T] = 0;
    v[base + 3 * T + 1] = s <= 0 ? 1 : 0;
    v[base + 3 * T + 2] = 0;
    for (let t = T - 1; t >= 0; t--) {
      const left = this.w - t;
      let total = 0;
      for (const c of weights) total += c;
      // A tiny wall could hold fewer tiles than the useful copies counted: never more than certain.
      const scale = total > left ? 1 / total : 1 / left;
      let win = 0;
      let tenpai = 0;
      let score = 0;
      for (let j = 0; j < weights.length; j++) {
        const p = weights[j]! * scale;
        if (points[j]! >= 0) {
          win += p;
          tenpai += p;
          score += p * points[j]!;
          continue;
        }
        let bestWin = 0;
        let bestTenpai = 0;
        let bestScore = 0;
        for (const child of children[j]!) {
          const at = child * this.stride + 3 * (t + 1);
          if (v[at]! > bestWin) bestWin = v[at]!;
          if (v[at + 1]! > bestTenpai) bestTenpai = v[at + 1]!;
          if (v[at + 2]! > bestScore) bestScore = v[at + 2]!;
        }
        win += p * bestWin;
        tenpai += p * bestTenpai;
        score += p * bestScore;
      }
      const stay = 1 - total * scale;
      const next = base + 3 * (t + 1);
      v[base + 3 * t] = win + stay * v[next]!;
      v[base + 3 * t + 1] = s <= 0 ? 1 : tenpai + stay * v[next + 1]!;
      v[base + 3 * t + 2] = score + stay * v[next + 2]!;
    }
  }

  /**
   * Points of the complete hand h won on kind k, averaged over the red fives: a red held at the
   * root counts while a five of its suit is held; an unseen red is each five held beyond the
   * root's fives with chance 1/F (F the root wall's fives of the suit).
   */
  private expectedPoints(h: readonly number[], k: number): number {
    let sure = 0;
    let total = 0;
    const chances: number[] = [];
    const suits: number[] = [];
    for (let suit = 0; suit < 3; suit++) {
      const five = FIVE_KIND[suit]!;
      const bit = 1 << suit;
      if (h[five] === 0) continue;
      if ((this.root.redHeld & bit) !== 0) sure |= bit;
      else if ((this.root.redInWall & bit) !== 0) {
        const extra = Math.max(0, h[five]! - this.root.fives[suit]!);
        if (extra > 0) {
          chances.push(Math.min(1, extra / this.rootFives[suit]!));
          suits.push(suit);
        }
      }
    }
    for (let subset = 0; subset < 1 << suits.length; subset++) {
      let weight = 1;
      let reds = sure;
      for (let j = 0; j < suits.length; j++) {
        if ((subset >> j) & 1) {
          weight *= chances[j]!;
          reds |= 1 << suits[j]!;
        } else weight *= 1 - chances[j]!;
      }
      if (weight > 0) total += weight * this.scorer!(h, k, reds);
    }
    return total;
  }
}
