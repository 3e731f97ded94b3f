// The last move of the search for a whole field at once: of a set of ordered pairs, which have a
// placement meeting the condition. With one move left this is almost all of the search's work,
// so it is one call per field: in JavaScript (JsLastMove, the reference: the pop test of leaf.ts,
// then place and resolve each placement that may pop) or in WebAssembly (SimdLastMove:
// assembly/last-move.ts does the same in one call instead of up to 16 × 22). Both try the pairs
// and placements in the same order with the same early exit, so they also count the same fields
// (last-move.test.ts checks both on random fields).
import type { ChainResult } from "../../rules/chain.ts";
import { SimdChains, type ChainResolver } from "../../rules/chain-simd.ts";
import type { Field } from "../../rules/field.ts";
import type { Pair } from "../../rules/pair.ts";
import { conditionCode, meets, type Condition, type EarlyFire } from "./condition.ts";
import { PopTest } from "./leaf.ts";
import * as placing from "./placing.ts";

const FIELD_WORDS = 18;
const { legalFor, pairMask, place, readHeights } = placing;
const meetsCondition = meets;

/** The bit of an ordered pair in a set of pairs: 4(a−1) + (b−1) for axis a, child b. */
export function pairBit(pair: Pair): number {
  return 1 << ((pair.axis - 1) * 4 + pair.child - 1);
}

export interface LastMove {
  /**
   * Of the ordered pairs in `pairs` (pairBit), those with a placement on the stable field at
   * w[off..] that meets the condition.
   */
  wins(w: Int32Array, off: number, pairs: number): number;
  /** Fields placed and resolved so far. */
  readonly resolved: number;
}

/** The 16 ordered pairs, by bit. */
const PAIRS: readonly Pair[] = Array.from({ length: 16 }, (_, i) => ({ axis: ((i >> 2) + 1) as Pair["axis"], child: ((i & 3) + 1) as Pair["child"] }));

/** The JavaScript last move (the reference), on any chain engine. */
export class JsLastMove implements LastMove {
  resolved = 0;
  private readonly heights = [0, 0, 0, 0, 0, 0];
  private readonly test = new PopTest();
  private readonly scratch: Field;
  private readonly result: ChainResult = { chains: 0, score: 0, cleared: 0, allClear: false, steps: [] };

  constructor(
    private readonly condition: Condition,
    private readonly resolver: ChainResolver,
    /** Stop at a pair's first winning placement (off: every placement that may pop is resolved). */
    private readonly earlyExit = true,
  ) {
    this.scratch = resolver.scratch;
  }

  wins(w: Int32Array, off: number, pairs: number): number {
    readHeights(w, off, this.heights);
    this.test.prepare(w, off, this.heights);
    let won = 0;
    for (let i = 0; i < 16; i++) if ((pairs & (1 << i)) !== 0 && this.pairWins(w, off, PAIRS[i]!)) won |= 1 << i;
    return won;
  }

  private pairWins(w: Int32Array, off: number, pair: Pair): boolean {
    const test = this.test;
    if (test.cannotPop(pair)) return false;
    const heights = this.heights;
    const mask = pairMask(pair);
    const scratch = this.scratch;
    const s = scratch.w;
    const r = this.result;
    let win = false;
    for (const p of legalFor(heights, pair)) {
      if (!test.mayPop(heights, pair, p)) continue;
      for (let i = 0; i < FIELD_WORDS; i++) s[i] = w[off + i]!;
      place(s, heights, pair, p);
      this.resolver.resolveInto(scratch, mask, r);
      this.resolved++;
      if (meetsCondition(this.condition, r)) {
        win = true;
        if (this.earlyExit) break;
      }
    }
    return win;
  }
}

/**
 * The WebAssembly last move: one call per field; fields with a column above 11 go to JavaScript.
 * It also answers whole nodes with two moves left (`twoMoves`).
 */
export class SimdLastMove implements LastMove {
  private inside = 0;
  private readonly kind: number;
  private readonly value: number;
  private readonly nearTop: JsLastMove;

  constructor(
    condition: Condition,
    private readonly engine: SimdChains,
    private readonly failEarly: boolean,
  ) {
    ({ kind: this.kind, value: this.value } = conditionCode(condition));
    this.nearTop = new JsLastMove(condition, engine);
  }

  /**
   * The numerator over 16 of a node with two moves left (search.ts's value for n = 2 with the
   * shortcuts on, without its table of last-move fields), or −1 when a column is above 9.
   */
  twoMoves(w: Int32Array, off: number, pair: Pair, known: Pair | undefined): number {
    const knownBit = known === undefined ? -1 : (known.axis - 1) * 4 + known.child - 1;
    const r = this.engine.twoMoves(w, off, pair.axis, pair.child, knownBit, this.kind, this.value, this.failEarly);
    if (r < 0) return -1;
    this.inside += r >>> 8;
    return r & 0xff;
  }

  get resolved(): number {
    return this.inside + this.nearTop.resolved;
  }

  wins(w: Int32Array, off: number, pairs: number): number {
    const r = this.engine.lastMove(w, off, pairs, this.kind, this.value);
    if (r < 0) return this.nearTop.wins(w, off, pairs);
    this.inside += r >>> 16;
    return r & 0xffff;
  }
}

/** The WebAssembly last move on the SIMD engine (with the early exit), else the JavaScript one. */
export function lastMoveFor(condition: Condition, early: EarlyFire, resolver: ChainResolver, earlyExit: boolean): LastMove {
  return resolver instanceof SimdChains && earlyExit ? new SimdLastMove(condition, resolver, early === "fail") : new JsLastMove(condition, resolver, earlyExit);
}
