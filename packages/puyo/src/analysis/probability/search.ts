// The expectimax search behind the calculator (see ../probability.ts for the recurrence and the
// shortcuts). Fields are kept as raw words: each search depth has one buffer for the children of
// the node being expanded there, so the recursion allocates nothing per node, and positions go
// into an exact table keyed by the words themselves (table.ts).
import { InputError } from "@arcade/core";
import type { ChainResult } from "../../rules/chain.ts";
import { jsResolver, type ChainResolver } from "../../rules/chain-simd.ts";
import type { Field } from "../../rules/field.ts";
import type { Pair } from "../../rules/pair.ts";
import { meets, type Condition, type EarlyFire } from "./condition.ts";
import * as placing from "./placing.ts";
import type { Weighted } from "./placing.ts";
import { lastMoveFor, pairBit, SimdLastMove, type LastMove } from "./last-move.ts";
import { KEY_WORDS, PositionTable } from "./table.ts";

// Local copies of the imported bindings used in the hot loops: under tsx's transform (the CLI) an
// imported binding is a getter call on every read.
const FIELD_WORDS = 18;
const { ORDERED, UNORDERED, legalFor, maxHeight, pairMask, place, readHeights } = placing;
const meetsCondition = meets;

/** Which shortcuts to use (all by default); the tests turn them off one by one. */
export interface Shortcuts {
  transposition: boolean;
  symmetry: boolean;
  dedup: boolean;
  earlyExit: boolean;
  unordered: boolean;
}

export class CalculationCancelled extends Error {
  override readonly name = "CalculationCancelled";
}

/**
 * The transposition table would outgrow its bound (the heap would run out long before the answer
 * comes), so the search stops with this instead: the question asks for too many moves.
 */
export class CalculationTooLarge extends InputError {
  override readonly name = "CalculationTooLarge";
}

/** Positions the table may hold by default (its slots: at most 2^22 of 68 bytes, under 300 MB). */
export const MAX_TABLE_ENTRIES = 1 << 21;

/** What placing the current pair led to (kept for the root's per-placement answers). */
export type Outcome = { kind: "win" } | { kind: "lose" } | { kind: "child"; index: number };

/** The table's level tag for positions whose following pairs are all unknown. */
const UNKNOWN_LEVEL = 15;

export class Search {
  /** Called during a search from depth 1 with the share of that search done (finer progress). */
  onInner: ((share: number) => void) | undefined;
  /** Whether the last `expand` found a placement meeting the condition. */
  lastWin = false;
  private calls = 0;
  private readonly shortcuts: Shortcuts;
  private readonly table = new PositionTable();
  /** Where each placement is made and resolved (in the SIMD engine's memory when it resolves). */
  private readonly scratch: Field;
  private readonly result: ChainResult = { chains: 0, score: 0, cleared: 0, allClear: false, steps: [] };
  /** Per depth: the distinct children of the node expanded there, 22 fields at most. */
  private readonly kids: Int32Array[] = [];
  private readonly depthHeights: number[][] = [];
  /** Per depth: the node's table key (kept while its children are searched). */
  private readonly keys: number[][] = [];
  private readonly leafKey = new Array<number>(KEY_WORDS).fill(0);
  /** The last move, a whole field per call (in WebAssembly on the SIMD engine). */
  private readonly lastMove: LastMove;
  /** Fields placed and resolved by `expand`. */
  private expanded = 0;
  /** Nodes with two moves left answered whole in WebAssembly (with the SIMD engine and the shortcuts on). */
  private readonly wholeTwo: SimdLastMove | undefined;
  private readonly first = [0, 0, 0, 0];
  private readonly order = [0, 1, 2, 3];
  private readonly rank = [0, 0, 0, 0, 0];

  constructor(
    private readonly condition: Condition,
    private readonly early: EarlyFire,
    private readonly known: readonly Pair[],
    shortcuts: Partial<Shortcuts>,
    private readonly signal?: { readonly aborted: boolean },
    private readonly maxEntries = MAX_TABLE_ENTRIES,
    /** The chain engine: the SIMD one where the caller has it, else JavaScript's. */
    private readonly resolver: ChainResolver = jsResolver,
  ) {
    this.scratch = resolver.scratch;
    this.shortcuts = { transposition: true, symmetry: true, dedup: true, earlyExit: true, unordered: true, ...shortcuts };
    this.lastMove = lastMoveFor(condition, early, resolver, this.shortcuts.earlyExit);
    const { earlyExit, dedup, unordered } = this.shortcuts;
    this.wholeTwo = this.lastMove instanceof SimdLastMove && earlyExit && dedup && unordered ? this.lastMove : undefined;
  }

  /** Fields placed and resolved so far. */
  get nodes(): number {
    return this.expanded + this.lastMove.resolved;
  }

  /** The children buffer of a depth (the root's children are at depth 0). */
  children(depth: number): Int32Array {
    while (this.kids.length <= depth) {
      this.kids.push(new Int32Array(22 * FIELD_WORDS));
      this.depthHeights.push([0, 0, 0, 0, 0, 0]);
      this.keys.push(new Array<number>(KEY_WORDS).fill(0));
    }
    return this.kids[depth]!;
  }

  /**
   * Places `pair` every legal way on the settled, stable field at src[off..] and resolves each
   * result; the distinct living children go to `children(depth)`. Returns how many; `lastWin`
   * says whether a placement met the condition. `outcomes` (for the root) gets each placement's fate.
   */
  expand(src: Int32Array, off: number, pair: Pair, depth: number, stopAtWin: boolean, outcomes?: Outcome[]): number {
    const kids = this.children(depth);
    const heights = this.depthHeights[depth]!;
    readHeights(src, off, heights);
    const mask = pairMask(pair);
    const scratch = this.scratch;
    const resolver = this.resolver;
    const w = scratch.w;
    const r = this.result;
    const dedup = this.shortcuts.dedup;
    let count = 0;
    this.lastWin = false;
    for (const p of legalFor(heights, pair)) {
      for (let i = 0; i < FIELD_WORDS; i++) w[i] = src[off + i]!;
      place(w, heights, pair, p);
      resolver.resolveInto(scratch, mask, r);
      this.expanded++;
      if (meetsCondition(this.condition, r)) {
        this.lastWin = true;
        outcomes?.push({ kind: "win" });
        if (stopAtWin) break;
        continue;
      }
      if ((r.chains > 0 && this.early === "fail") || scratch.isDead()) {
        outcomes?.push({ kind: "lose" });
        continue;
      }
      let index = dedup ? indexOf(kids, count, w) : -1;
      if (index < 0) {
        index = count++;
        kids.set(w, index * FIELD_WORDS);
      }
      outcomes?.push({ kind: "child", index });
    }
    return count;
  }

  /** With one move left: does some placement of `pair` on the field at src[off..] meet the condition? */
  winsNow(src: Int32Array, off: number, pair: Pair): boolean {
    const bit = pairBit(pair);
    return (this.lastMove.wins(src, off, bit) & bit) !== 0;
  }

  /**
   * The sum over classes of next pair of their weight where some child wins at once (the value
   * of a node with two moves left): child by child, each child's field read once, and only the
   * classes no earlier child has won yet are tried on it.
   */
  private lastTwo(kids: Int32Array, count: number, classes: readonly Weighted[], level: number): number {
    const all = (1 << classes.length) - 1;
    const transposition = this.shortcuts.transposition;
    const key = this.leafKey;
    const rank = this.rank;
    let won = 0;
    for (let i = 0; i < count && won !== all; i++) {
      if (level === 1) this.onInner?.(i / count);
      this.checkCancelled();
      const off = i * FIELD_WORDS;
      // What is known of this field from other orders of the same placements: bit 4a + b for each
      // ordered pair (relabelled colours) tried, and the same bit in `wins` when it won.
      let tried = 0;
      let wins = 0;
      if (transposition) {
        this.writeLeafKey(key, kids, off);
        const entry = this.table.get(key);
        if (entry >= 0) {
          tried = entry % 65536;
          wins = (entry - tried) / 65536;
        }
      }
      // The pairs of the classes not won yet: answered from the entry, or tried now in one call.
      let ask = 0;
      for (let j = 0; j < classes.length; j++) {
        if ((won & (1 << j)) !== 0) continue;
        const pair = classes[j]!.pair;
        const bit = transposition ? 1 << (rank[pair.axis]! * 4 + rank[pair.child]!) : 0;
        if ((tried & bit) !== 0) {
          if ((wins & bit) !== 0) won |= 1 << j;
        } else ask |= pairBit(pair);
      }
      if (ask === 0) continue;
      const answer = this.lastMove.wins(kids, off, ask);
      const before = tried;
      for (let j = 0; j < classes.length; j++) {
        const pair = classes[j]!.pair;
        if ((ask & pairBit(pair)) === 0) continue;
        const bit = transposition ? 1 << (rank[pair.axis]! * 4 + rank[pair.child]!) : 0;
        tried |= bit;
        if ((answer & pairBit(pair)) !== 0) {
          wins |= bit;
          won |= 1 << j;
        }
      }
      if (tried !== before) this.store(key, wins * 65536 + tried);
    }
    let result = 0;
    for (let j = 0; j < classes.length; j++) if ((won & (1 << j)) !== 0) result += classes[j]!.weight;
    return result;
  }

  /** The classes of the pair after depth `level`'s: the known pair, the 10 unordered or the 16 ordered. */
  classes(level: number, count: number): readonly Weighted[] {
    const known = this.known[level];
    if (known) return [{ pair: known, weight: 16 }];
    if (!this.shortcuts.unordered) return ORDERED;
    const kids = this.kids[level]!;
    for (let i = 0; i < count; i++) if (maxHeight(kids, i * FIELD_WORDS) > 11) return ORDERED;
    return UNORDERED;
  }

  /**
   * Numerator (over 16^(n-1)) of P for the stable, living field at src[off..] that does not meet
   * the condition, with `pair` to place, n ≥ 1 moves left, at search depth `level` (0 = the
   * current pair).
   */
  value(src: Int32Array, off: number, pair: Pair, n: number, level: number): number {
    this.checkCancelled();
    if (n === 1) return this.winsNow(src, off, pair) ? 1 : 0;
    const transposition = this.shortcuts.transposition;
    this.children(level);
    const key = this.keys[level]!;
    if (transposition) {
      this.writeKey(key, src, off, pair, n, level);
      const hit = this.table.get(key);
      if (hit >= 0) return hit;
    }
    if (n === 2 && this.wholeTwo) {
      const numerator = this.wholeTwo.twoMoves(src, off, pair, this.known[level]);
      if (numerator >= 0) return this.store(key, numerator);
    }
    const earlyExit = this.shortcuts.earlyExit;
    const full = 16 ** (n - 1);
    const count = this.expand(src, off, pair, level, earlyExit);
    let result = 0;
    if (this.lastWin) result = full;
    else if (count > 0) {
      const kids = this.kids[level]!;
      const childFull = full / 16;
      const classes = this.classes(level, count);
      let classesDone = 0;
      if (n === 2 && earlyExit) return this.store(key, this.lastTwo(kids, count, classes, level));
      for (const { pair: next, weight } of classes) {
        let best = 0;
        for (let i = 0; i < count; i++) {
          const v = this.value(kids, i * FIELD_WORDS, next, n - 1, level + 1);
          if (v > best) {
            best = v;
            if (best === childFull && earlyExit) break;
          }
        }
        result += weight * best;
        if (level === 1) this.onInner?.(++classesDone / classes.length);
      }
    }
    return this.store(key, result);
  }

  /** Every 1024 calls: throws CalculationCancelled once the signal says so. */
  private checkCancelled(): void {
    if ((++this.calls & 1023) === 0 && this.signal?.aborted) throw new CalculationCancelled("the calculation was cancelled");
  }

  /** Remembers a node's value (with the transposition table on) and returns it. */
  private store(key: readonly number[], result: number): number {
    if (!this.shortcuts.transposition) return result;
    if (this.table.size >= this.maxEntries) {
      throw new CalculationTooLarge(`the search needs more than ${this.maxEntries} positions in memory; ask for fewer moves`, "moves");
    }
    this.table.set(key, result);
    return result;
  }

  /**
   * A last-move field's key: its colours relabelled by where they first appear (those absent by
   * colour), tagged n = 1. Its entry holds which ordered pairs, in the relabelled colours, were
   * tried on it and which of them won; `rank` maps colours to the labels.
   */
  private writeLeafKey(key: number[], w: Int32Array, off: number): void {
    this.canonicalOrder(w, off, this.shortcuts.symmetry, 0, 0);
    this.writePlanes(key, w, off);
    key[12] = w[off + 15]!;
    key[13] = w[off + 16]! | (1 << 13);
    key[14] = w[off + 17]! | ((UNKNOWN_LEVEL & 7) << 13) | ((UNKNOWN_LEVEL >> 3) << 29);
  }

  /**
   * Sorts the colour planes into `order` by where each colour first appears (when `relabel`);
   * absent colours come after, in the order of `axis`, `child` (0 for none), then by colour.
   */
  private canonicalOrder(w: Int32Array, off: number, relabel: boolean, axis: number, child: number): void {
    const order = this.order;
    for (let p = 0; p < 4; p++) order[p] = p;
    if (!relabel) return;
    const first = this.first;
    for (let p = 0; p < 4; p++) {
      const a = w[off + p * 3]!;
      const b = w[off + p * 3 + 1]!;
      const c = w[off + p * 3 + 2]!;
      if (a !== 0) first[p] = 31 - Math.clz32(a & -a);
      else if (b !== 0) first[p] = 63 - Math.clz32(b & -b);
      else if (c !== 0) first[p] = 95 - Math.clz32(c & -c);
      else first[p] = axis === p + 1 ? 1000 : child === p + 1 ? 1001 : 1002 + p;
    }
    for (let i = 1; i < 4; i++) {
      const plane = order[i]!;
      let j = i;
      for (; j > 0 && first[order[j - 1]!]! > first[plane]!; j--) order[j] = order[j - 1]!;
      order[j] = plane;
    }
  }

  /** The colour planes in `order` into key[0..11], and each colour's label into `rank`. */
  private writePlanes(key: number[], w: Int32Array, off: number): void {
    const order = this.order;
    const rank = this.rank;
    for (let i = 0; i < 4; i++) {
      const plane = order[i]!;
      rank[plane + 1] = i;
      key[i * 3] = w[off + plane * 3]!;
      key[i * 3 + 1] = w[off + plane * 3 + 1]!;
      key[i * 3 + 2] = w[off + plane * 3 + 2]!;
    }
  }

  /**
   * The position's table key: the colour planes in a canonical order (when every later pair is
   * unknown the 16 pairs are symmetric under any colour permutation, so colours are relabelled
   * by where they first appear in the field, then by where they appear in the pair), the
   * nuisance words, and in their free bits the pair's relabelled colours, n and the level.
   */
  private writeKey(key: number[], w: Int32Array, off: number, pair: Pair, n: number, level: number): void {
    this.canonicalOrder(w, off, this.shortcuts.symmetry && level >= this.known.length, pair.axis, pair.child);
    this.writePlanes(key, w, off);
    const rank = this.rank;
    // Nuisance words (plane 5; plane 4, purple, is always empty here). Bits 13..15 and 29..31 are free.
    const tag = level < this.known.length ? level : UNKNOWN_LEVEL;
    key[12] = w[off + 15]! | (rank[pair.axis]! << 13) | (rank[pair.child]! << 29);
    key[13] = w[off + 16]! | ((n & 7) << 13) | ((n >> 3) << 29);
    key[14] = w[off + 17]! | ((tag & 7) << 13) | ((tag >> 3) << 29);
  }
}

/** The index of the field among the first `count` in `kids` equal to `w`, or -1. */
function indexOf(kids: Int32Array, count: number, w: Int32Array): number {
  for (let i = 0; i < count; i++) {
    const base = i * FIELD_WORDS;
    let same = true;
    for (let j = 0; j < FIELD_WORDS; j++) {
      if (kids[base + j] !== w[j]) {
        same = false;
        break;
      }
    }
    if (same) return i;
  }
  return -1;
}
