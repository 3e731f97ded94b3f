// Per-hand shanten rows, computed once per distinct hand and shared by every search state that
// holds it (the same hand comes back with many different sets of drawn tiles):
//  - a draw row for a waiting hand (3k+1 tiles): the shanten after drawing each kind;
//  - a discard row for a hand that just drew (3k+2 tiles): the shanten after discarding each kind.
// A draw row also holds the hand's own shanten (OWN) and the kinds that lower it (USEFUL_COUNT
// kinds from USEFUL): the last draw, and any state with no draw to spare, only looks at those.
// Both use the table-lookup shanten (analysis/shanten.ts) over every form that applies.
import { shanten } from "../shanten.ts";
import { CodeTable } from "./code-table.ts";

/** Marks a kind that cannot be drawn (4 held) or discarded (none held). */
export const NO_TILE = 99;
/** Draw row: index of the hand's own shanten. */
export const OWN = 34;
/** Draw row: index of the number of kinds that lower the shanten… */
export const USEFUL_COUNT = 35;
/** …which follow from this index, in kind order. */
export const USEFUL = 36;

/** Rows are cut from shared chunks: a typed array of its own per row costs a backing store each. */
class RowChunks {
  private chunk = new Int8Array(0);
  private used = 0;

  constructor(private readonly width: number) {}

  next(): Int8Array {
    if (this.used + this.width > this.chunk.length) {
      this.chunk = new Int8Array(this.width * 4096);
      this.used = 0;
    }
    const row = this.chunk.subarray(this.used, this.used + this.width);
    this.used += this.width;
    return row;
  }
}

export class ShantenRows {
  private readonly drawChunks = new RowChunks(USEFUL + 34);
  private readonly discardChunks = new RowChunks(34);
  private readonly drawIds = new CodeTable(2);
  private readonly discardIds = new CodeTable(2);
  private readonly drawRows: Int8Array[] = [];
  private readonly discardRows: Int8Array[] = [];

  /** Shanten of `hand` (3k+1 tiles, code lo/hi) plus one tile of each kind. */
  draw(hand: number[], lo: number, hi: number, n: number): Int8Array {
    const id = this.drawIds.find(lo, hi);
    if (id >= 0) return this.drawRows[id]!;
    const row = this.drawChunks.next();
    const own = shanten(hand, n);
    let useful = 0;
    for (let k = 0; k < 34; k++) {
      if (hand[k]! >= 4) {
        row[k] = NO_TILE;
        continue;
      }
      hand[k]!++;
      row[k] = shanten(hand, n + 1);
      hand[k]!--;
      if (row[k]! < own) row[USEFUL + useful++] = k;
    }
    row[OWN] = own;
    row[USEFUL_COUNT] = useful;
    this.drawRows[this.drawIds.add(lo, hi)] = row;
    return row;
  }

  /** Shanten of `hand` (3k+2 tiles, code lo/hi) minus one tile of each kind. */
  discard(hand: number[], lo: number, hi: number, n: number): Int8Array {
    const id = this.discardIds.find(lo, hi);
    if (id >= 0) return this.discardRows[id]!;
    const row = this.discardChunks.next();
    for (let k = 0; k < 34; k++) {
      if (hand[k] === 0) {
        row[k] = NO_TILE;
        continue;
      }
      hand[k]!--;
      row[k] = shanten(hand, n - 1);
      hand[k]!++;
    }
    this.discardRows[this.discardIds.add(lo, hi)] = row;
    return row;
  }

  /** Distinct hands seen so far (both kinds of row). */
  get size(): number {
    return this.drawIds.size + this.discardIds.size;
  }
}
