// Effective tiles (ukeire) and discard ranking, as Tenhou's 牌理 shows them, plus a second step.
//
// Speed: a draw or a discard changes one suit, so for a hand we combine the other three groups
// once per group ("rest" vectors) and then each candidate tile costs one table read and a
// ten-entry min. Seven pairs and thirteen orphans are updated from the hand's pair/kind counts.
import { ProgrammingError } from "@arcade/core";
import { checkConcealedCount, combine, entry, lo, tileTotal } from "./shanten.ts";
import { honourIndex, shapeRank, shapeRanksPlusOne, suitIndex } from "./shape-index.ts";
import { shantenTables, VECTOR } from "./suit-table.ts";
import { isOrphan, KIND_COUNT, tileName } from "./tiles.ts";
import { runToEnd } from "./work-steps.ts";

export interface EffectiveTile {
  kind: number;
  /** mpsz name, e.g. "3m". */
  tile: string;
  /** Copies still unseen: 4 − in hand − visible (never below 0). */
  remaining: number;
}

export interface Acceptance {
  /** Shanten of the hand as it stands (3k+1 tiles). */
  shanten: number;
  /** Draws that lower the shanten, by kind. */
  tiles: EffectiveTile[];
  /** Sum of `remaining` over `tiles`. */
  total: number;
}

export interface DiscardOption extends Acceptance {
  discard: number;
  /** mpsz name of the discard. */
  tile: string;
  /**
   * The second step: after each effective draw (weighted by its remaining copies) and the best
   * discard that keeps the lower shanten, the average number of effective tiles. Higher means
   * the hand moves on with better shapes. 0 at tenpai (the draw wins) or with no draws left.
   */
  secondStep: number;
}

/** What one tile-set evaluation needs, filled per hand and reused (no allocation per draw). */
class Evaluator {
  private readonly suit = shantenTables().suit.distances;
  private readonly honours = shantenTables().honours.distances;
  /** Shape index of each group (shape-index.ts). */
  private readonly codes = new Int32Array(4);
  /** Shape index of the group of kind k with one more tile k (−1 where impossible). */
  private readonly up = new Int32Array(KIND_COUNT);
  private readonly rest = new Int32Array(4 * VECTOR);
  private readonly scratch = new Int32Array(VECTOR);
  private readonly rest0 = this.rest.subarray(0, VECTOR);
  private readonly rest1 = this.rest.subarray(VECTOR, 2 * VECTOR);
  private readonly rest2 = this.rest.subarray(2 * VECTOR, 3 * VECTOR);
  private readonly rest3 = this.rest.subarray(3 * VECTOR, 4 * VECTOR);
  private m = 0;
  private special = false;
  private pairs = 0;
  private kinds = 0;
  private orphanKinds = 0;
  private orphanPair = 0;

  /** Loads a 3k+1-tile hand: codes, the "rest" vector of each group, and the counters. */
  load(counts: ArrayLike<number>, n: number): void {
    this.m = ((n + 1) / 3) | 0;
    this.special = n + 1 >= 13;
    const codes = this.codes;
    for (let g = 0; g < 4; g++) {
      const index = g === 3 ? honourIndex() : suitIndex();
      codes[g] = shapeRank(index, counts, g * 9);
      shapeRanksPlusOne(index, counts, g * 9, this.up, g * 9);
    }
    // rest[g] = the other three groups combined: (1+2)+3, (0+2)+3, (0+1)+3, (0+1)+2.
    const t = this.suit;
    const s = this.scratch;
    const m = this.m;
    const h = this.honours;
    const [a, b, c, z] = [codes[0]! * VECTOR, codes[1]! * VECTOR, codes[2]! * VECTOR, codes[3]! * VECTOR];
    combine(this.rest0, combine(s, entry(s, t, b), t, c, m), h, z, m);
    combine(this.rest1, combine(s, entry(s, t, a), t, c, m), h, z, m);
    combine(s, entry(s, t, a), t, b, m);
    combine(this.rest2, s, h, z, m);
    combine(this.rest3, s, t, c, m);
    let pairs = 0;
    let kinds = 0;
    let orphanKinds = 0;
    let orphanPair = 0;
    for (let k = 0; k < KIND_COUNT; k++) {
      const c = counts[k]!;
      if (c >= 1) kinds++;
      if (c >= 2) pairs++;
      if (isOrphan(k)) {
        if (c >= 1) orphanKinds++;
        if (c >= 2) orphanPair = 1;
      }
    }
    this.pairs = pairs;
    this.kinds = kinds;
    this.orphanKinds = orphanKinds;
    this.orphanPair = orphanPair;
  }

  private table(g: number): Uint8Array {
    return g === 3 ? this.honours : this.suit;
  }

  /** Shanten of the loaded hand plus one tile of `kind` that it holds `held` copies of (< 4). */
  withDraw(kind: number, held: number): number {
    const g = (kind / 9) | 0;
    const t = this.table(g);
    const at = this.up[kind]! * VECTOR;
    const r = this.rest;
    const ro = g * VECTOR;
    const m = this.m;
    let best = 99;
    for (let i = 0; i <= m; i++) best = lo(best, lo(r[ro + 5 + i]! + t[at + m - i]!, r[ro + i]! + t[at + 5 + m - i]!));
    best -= 1;
    if (!this.special) return best;
    const pairs = this.pairs + (held === 1 ? 1 : 0);
    const kinds = this.kinds + (held === 0 ? 1 : 0);
    const chiitoitsu = 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
    let kokushi = 13 - this.orphanKinds - this.orphanPair;
    if (ORPHAN_KIND[kind] === 1 && (held === 0 || (held === 1 && this.orphanPair === 0))) kokushi -= 1;
    return lo(lo(best, chiitoitsu), kokushi);
  }

  /** Shanten of the loaded hand itself (3k+1 tiles). */
  current(): number {
    const t = this.suit;
    const at = this.codes[0]! * VECTOR;
    const r = this.rest;
    const m = this.m;
    let best = 99;
    for (let i = 0; i <= m; i++) {
      best = Math.min(best, r[5 + i]! + t[at + m - i]!, r[i]! + t[at + 5 + m - i]!);
    }
    best -= 1;
    if (!this.special) return best;
    return Math.min(best, 6 - this.pairs + Math.max(0, 7 - this.kinds), 13 - this.orphanKinds - this.orphanPair);
  }
}

/** 1 for the thirteen orphan kinds (a table read instead of a search in the hot loop). */
const ORPHAN_KIND = Uint8Array.from({ length: KIND_COUNT }, (_, k) => (isOrphan(k) ? 1 : 0));
/** mpsz names by kind, made once (the rows name every effective tile). */
const NAMES = Array.from({ length: KIND_COUNT }, (_, k) => tileName(k));

const evaluator = { instance: undefined as Evaluator | undefined };
function shared(): Evaluator {
  return (evaluator.instance ??= new Evaluator());
}

const NO_SEEN: readonly number[] = new Array<number>(KIND_COUNT).fill(0);

function acceptanceOf(
  ev: Evaluator,
  counts: number[],
  n: number,
  seen: ArrayLike<number>,
  withTiles: boolean,
): { shanten: number; tiles: EffectiveTile[]; total: number } {
  ev.load(counts, n);
  const now = ev.current();
  const tiles: EffectiveTile[] = [];
  let total = 0;
  for (let k = 0; k < KIND_COUNT; k++) {
    const held = counts[k]!;
    if (held >= 4) continue; // would need a fifth copy
    if (ev.withDraw(k, held) < now) {
      const remaining = Math.max(0, 4 - held - seen[k]!);
      total += remaining;
      if (withTiles) tiles.push({ kind: k, tile: NAMES[k]!, remaining });
    }
  }
  return { shanten: now, tiles, total };
}

/**
 * Effective tiles of a 3k+1-tile hand (13, 10, 7, 4, 1): the draws that lower its shanten, each
 * with the copies not yet seen. `seen` counts visible tiles (discards, dora indicators, calls).
 */
export function effectiveTiles(counts: readonly number[], seen: ArrayLike<number> = NO_SEEN): Acceptance {
  const n = tileTotal(counts);
  checkConcealedCount(n);
  if (n % 3 !== 1) throw new ProgrammingError(`effectiveTiles needs 3k+1 tiles, got ${n}`);
  return acceptanceOf(shared(), [...counts], n, seen, true);
}

export interface RankOptions {
  /** Visible tiles (discards, dora indicators, other players' calls) as counts. */
  seen?: ArrayLike<number>;
  /**
   * Which discards get the second step: "ties" (default) only those tied on shanten and
   * effective-tile count with another among the best, where it decides the order; "best" every
   * discard that keeps the hand's shanten; "none" skips it. It costs about 300 evaluations per
   * discard, so "ties" keeps a typical analysis fast.
   */
  secondStep?: "ties" | "best" | "none";
}

/**
 * Every discard of a 3k+2-tile hand, best first: lowest shanten after it, then most effective
 * tiles, then the second step, then tile order. Discards that do not get the second step
 * (see RankOptions) have 0 there.
 */
export function rankDiscards(counts: readonly number[], options: RankOptions = {}): DiscardOption[] {
  return runToEnd(rankingSteps(counts, options));
}

/**
 * `rankDiscards` in steps, for a page that ranks a hand between frames: it pauses (yields) once
 * every discard's effective tiles are counted and between second steps, and returns the ranking.
 */
export function* rankingSteps(counts: readonly number[], options: RankOptions = {}): Generator<void, DiscardOption[]> {
  const seen = options.seen ?? NO_SEEN;
  const mode = options.secondStep ?? "ties";
  const n = tileTotal(counts);
  checkConcealedCount(n);
  if (n % 3 !== 2) throw new ProgrammingError(`rankDiscards needs 3k+2 tiles, got ${n}`);
  // The evaluator is filled afresh by every acceptance (no state is kept across a pause).
  const ev = shared();
  const hand = [...counts];
  const rows: DiscardOption[] = [];
  for (let d = 0; d < KIND_COUNT; d++) {
    if (hand[d] === 0) continue;
    hand[d]!--;
    const acceptance = acceptanceOf(ev, hand, n - 1, seen, true);
    rows.push({ discard: d, tile: NAMES[d]!, shanten: acceptance.shanten, tiles: acceptance.tiles, total: acceptance.total, secondStep: 0 });
    hand[d]!++;
  }
  const best = Math.min(...rows.map((o) => o.shanten));
  for (const option of rows) {
    if (mode === "none" || option.shanten !== best || best <= 0) continue;
    if (mode === "ties" && !rows.some((o) => o !== option && o.shanten === best && o.total === option.total)) continue;
    yield;
    hand[option.discard]!--;
    option.secondStep = secondStep(ev, hand, n - 1, option, seen);
    hand[option.discard]!++;
  }
  return rows.sort((a, b) => a.shanten - b.shanten || b.total - a.total || b.secondStep - a.secondStep || a.discard - b.discard);
}

/** Weighted average, over the effective draws, of the best effective-tile count after them. */
function secondStep(ev: Evaluator, hand: number[], n: number, first: Acceptance, seen: ArrayLike<number>): number {
  let weight = 0;
  let sum = 0;
  for (const { kind, remaining } of first.tiles) {
    if (remaining === 0) continue;
    hand[kind]!++;
    let bestTotal = 0;
    for (let d = 0; d < KIND_COUNT; d++) {
      if (hand[d] === 0 || d === kind) continue;
      hand[d]!--;
      const next = acceptanceOf(ev, hand, n, seen, false);
      if (next.shanten < first.shanten && next.total > bestTotal) bestTotal = next.total;
      hand[d]!++;
    }
    hand[kind]!--;
    weight += remaining;
    sum += remaining * bestTotal;
  }
  return weight === 0 ? 0 : sum / weight;
}
