// The state the exact odds search walks: the waiting hand, the tiles drawn since the root (the
// multiset D, which fixes the wall and the draws left) and what the red fives need, each kept as
// counts and as exact base-5 codes so a memo key is a few numbers. Moves are made in place and
// undone (no allocation per state). The recursions over these states are in search.ts.
//
// Red fives are not part of the hand: the player's choices see tile kinds only, and a five is
// discarded as a plain copy whenever the hand may hold the red one. Then, given the kinds drawn,
// the chance that the hand holds the red five of a suit is exact and small to carry:
//  - red held at the root: 1 until the hand has held no five of that suit (then 0 for good);
//  - red unseen at the root: e / F, where F is the root wall's fives of the suit and e the fives
//    drawn since the hand last held none (every order of the wall's fives is equally likely).
// So a five drawn is one branch, not a red and a plain one, and the memo key carries only e (or
// the "lost" flag) per suit, which differs from the drawn count only after the hand let go of
// every five of a suit.
import { CODE_PART, CODE_STEP } from "./code-table.ts";
import { tooExpensive, OddsCancelled, type SearchLimits } from "./limits.ts";
import { Relevance } from "./relevance.ts";
import { ShantenRows } from "./shanten-rows.ts";

/** Kinds of the three fives, by suit. */
export const FIVE_SUIT = Int8Array.from({ length: 34 }, (_, k) => (k < 27 && k % 9 === 4 ? Math.floor(k / 9) : -1));
/** The five's kind of each suit. */
export const FIVE_KIND: readonly number[] = [4, 13, 22];

export interface RootState {
  /** Concealed counts of the waiting hand (3k+1 tiles). */
  hand: readonly number[];
  /** Red fives the hand holds (bit per suit). */
  redHeld: number;
}

export class SearchState {
  protected readonly h: number[] = new Array<number>(34).fill(0);
  protected readonly wall: number[];
  protected w: number;
  protected hLo = 0;
  protected hHi = 0;
  private dLo = 0;
  private dHi = 0;
  /** Red fives held at the root (bit per suit). */
  protected rootRed = 0;
  /** Per suit: for a root red, 1 once the hand held no five; for an unseen red, the fives drawn until the hand last held none. */
  protected readonly lost = [0, 0, 0];
  protected readonly rows = new ShantenRows();
  private readonly relevance = new Relevance(this.rows);
  /** Tiles drawn so far, by kind (the multiset D). */
  protected readonly drawn: number[] = new Array<number>(34).fill(0);
  /** Fives of each suit in the root wall (F above). */
  private readonly rootFives: number[];
  /** Key of the current state, set by keyOf. */
  protected keyLo = 0;
  protected keyHi = 0;
  /** States evaluated (memo misses), across every root. */
  states = 0;

  /**
   * @param wall unseen counts at the root (the hand, its calls and the seen tiles removed)
   * @param n concealed tiles of a waiting hand (3k+1)
   * @param redInWall red fives among the unseen tiles (bit per suit)
   */
  constructor(
    wall: readonly number[],
    protected readonly n: number,
    protected readonly redInWall: number,
    private readonly limits: SearchLimits,
    protected readonly draws: number,
  ) {
    this.wall = [...wall];
    this.w = wall.reduce((a, b) => a + b, 0);
    this.rootFives = FIVE_KIND.map((k) => wall[k]!);
  }

  protected load(root: RootState): void {
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
    this.rootRed = root.redHeld;
    this.lost.fill(0);
    this.drawn.fill(0);
  }

  protected tick(): void {
    this.states++;
    if (this.states > this.limits.maxStates) throw tooExpensive(this.limits.maxStates, this.draws);
    if ((this.states & 4095) !== 0) return;
    if (this.limits.signal?.aborted === true) throw new OddsCancelled("the odds search was cancelled");
  }

  protected addDraw(k: number): void {
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
  }

  protected removeDraw(k: number): void {
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
  }

  /** Discards one tile of kind x; returns what undiscard needs (the suit's lost value before, or −1). */
  protected discard(x: number): number {
    this.h[x]!--;
    if (CODE_PART[x] === 0) this.hLo -= CODE_STEP[x]!;
    else this.hHi -= CODE_STEP[x]!;
    const suit = FIVE_SUIT[x]!;
    if (suit < 0 || this.h[x] !== 0) return -1;
    // The hand lets go of its last five: a red it may hold goes with it.
    const before = this.lost[suit]!;
    this.lost[suit] = (this.rootRed & (1 << suit)) !== 0 ? 1 : this.drawn[x]!;
    return before;
  }

  protected undiscard(x: number, before: number): void {
    this.h[x]!++;
    if (CODE_PART[x] === 0) this.hLo += CODE_STEP[x]!;
    else this.hHi += CODE_STEP[x]!;
    if (before >= 0) this.lost[FIVE_SUIT[x]!] = before;
  }

  /** The chance that the current hand holds the red five of `suit` (see the top of the file). */
  protected redChance(suit: number): number {
    const bit = 1 << suit;
    if (this.h[FIVE_KIND[suit]!]! === 0) return 0;
    if ((this.rootRed & bit) !== 0) return this.lost[suit] === 0 ? 1 : 0;
    if ((this.redInWall & bit) === 0) return 0;
    return (this.drawn[FIVE_KIND[suit]!]! - this.lost[suit]!) / this.rootFives[suit]!;
  }

  /**
   * What the red fives add to a state's key: the root reds (3 bits) and per suit the lost flag
   * or e (0–5), below 2^11. Only needed when scores are searched.
   */
  protected redKey(): number {
    let key = this.rootRed;
    let scale = 8;
    for (let suit = 0; suit < 3; suit++) {
      const bit = 1 << suit;
      const part = (this.rootRed & bit) !== 0 ? this.lost[suit]! : (this.redInWall & bit) !== 0 ? this.drawn[FIVE_KIND[suit]!]! - this.lost[suit]! : 0;
      key += part * scale;
      scale *= 6;
    }
    return key;
  }

  /**
   * The drawn-tiles part of the current state's key, into keyLo / keyHi: all the drawn tiles, or
   * for a tight state only those of the kinds its value can read (relevance.ts) — the same value
   * for every state that differs elsewhere, so they share one entry.
   */
  protected keyOf(tight: boolean, target: -1 | 0): void {
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
}
