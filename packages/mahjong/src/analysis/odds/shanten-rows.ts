// Per-hand shanten rows, computed once per distinct hand and shared by every search state that
// holds it (the same hand comes back with many different sets of drawn tiles):
//  - a draw row for a waiting hand (3k+1 tiles): the shanten after drawing each kind;
//  - a discard row for a hand that just drew (3k+2 tiles): the shanten after discarding each kind.
// Both use the table-lookup shanten (analysis/shanten.ts) over every form that applies.
import { shanten } from "../shanten.ts";
import { CodeTable } from "./code-table.ts";

/** Marks a kind that cannot be drawn (4 held) or discarded (none held). */
export const NO_TILE = 99;

export class ShantenRows {
  private readonly drawIds = new CodeTable(2);
  private readonly discardIds = new CodeTable(2);
  private readonly drawRows: Int8Array[] = [];
  private readonly discardRows: Int8Array[] = [];

  /** Shanten of `hand` (3k+1 tiles, code lo/hi) plus one tile of each kind. */
  draw(hand: number[], lo: number, hi: number, n: number): Int8Array {
    const id = this.drawIds.find(lo, hi);
    if (id >= 0) return this.drawRows[id]!;
    const row = new Int8Array(34);
    for (let k = 0; k < 34; k++) {
      if (hand[k]! >= 4) {
        row[k] = NO_TILE;
        continue;
      }
      hand[k]!++;
      row[k] = shanten(hand, n + 1);
      hand[k]!--;
    }
    this.drawRows[this.drawIds.add(lo, hi)] = row;
    return row;
  }

  /** Shanten of `hand` (3k+2 tiles, code lo/hi) minus one tile of each kind. */
  discard(hand: number[], lo: number, hi: number, n: number): Int8Array {
    const id = this.discardIds.find(lo, hi);
    if (id >= 0) return this.discardRows[id]!;
    const row = new Int8Array(34);
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
