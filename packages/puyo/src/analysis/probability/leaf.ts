// The last move's quick test: which placements of a pair can pop anything at all. Every condition
// needs a pop (a chain, puyos cleared, an all clear, a score), and with one move left most
// placements pop nothing, so only the placements that pass are placed and resolved.
//
// For a stable field, each colour's puyos in rows 1..12 are sorted by the size of their group:
// single (T1), two (T2), three or more (T3). A group of three or more always has a cell with two
// same-colour neighbours, and every one of its cells is such a cell or next to one, so T3 is
// "cells with two or more neighbours, and their neighbours". A new puyo at an empty cell joins
// the groups next to it (left, right, below; the cell above is empty or its partner); two
// neighbours in T2 or T1 are always of different groups (the grid has no triangles), so the size
// it reaches is 1 + 2·(T2 neighbours) + (T1 neighbours), or at least 4 with a T3 neighbour. That
// is exact for one puyo ("hot" landing cells: it pops there); for two puyos of the same colour
// 2 + both cells' sums is an upper bound, so such a placement may pass the test and then not pop
// (it is resolved and found out), but no placement that pops is ever skipped. The landing cells
// of a column are its first empty cell and the one above it, in rows 1..12.
import type { Pair, Placement } from "../../rules/pair.ts";

const MASK12 = 0x0fff0fff;
const DX = [0, 1, 0, -1];

export class PopTest {
  // Per colour c (words (c-1) * 3 .. + 2): its puyos in groups of 3+, of 2, and alone.
  private readonly t3 = new Int32Array(12);
  private readonly t2 = new Int32Array(12);
  private readonly t1 = new Int32Array(12);
  /** Per colour: landing cells where one puyo of that colour completes a group of 4 or more. */
  private readonly hot = new Int32Array(12);
  /** Per colour: landing cells next to 2 or more puyos of that colour (counted over their groups). */
  private readonly warm = new Int32Array(12);
  /** Per colour: landing cells next to a puyo of that colour. */
  private readonly near = new Int32Array(12);

  /** Reads the stable field at w[off..] with its column heights. */
  prepare(w: Int32Array, off: number, heights: readonly number[]): void {
    for (let p = 0; p < 4; p++) this.classify(w, off + p * 3, p * 3);
    for (let k = 0; k < 3; k++) {
      // Bits h and h + 1 (rows h + 1 and h + 2) of each column half, kept to rows 1..12.
      const land = ((3 << heights[2 * k]!) | (3 << (heights[2 * k + 1]! + 16))) & MASK12;
      for (let base = 0; base < 12; base += 3) {
        const i = base + k;
        if (land === 0) {
          this.hot[i] = this.warm[i] = this.near[i] = 0;
          continue;
        }
        // Landing cells whose neighbour below (b), left (l) or right (r) is in each class.
        const x3 = this.t3[i]!;
        const x2 = this.t2[i]!;
        const x1 = this.t1[i]!;
        const p3 = k > 0 ? this.t3[i - 1]! : 0;
        const p2 = k > 0 ? this.t2[i - 1]! : 0;
        const p1 = k > 0 ? this.t1[i - 1]! : 0;
        const n3 = k < 2 ? this.t3[i + 1]! : 0;
        const n2 = k < 2 ? this.t2[i + 1]! : 0;
        const n1 = k < 2 ? this.t1[i + 1]! : 0;
        const any3 = (x3 << 1) | (x3 << 16) | (p3 >>> 16) | (x3 >>> 16) | (n3 << 16);
        const b2 = x2 << 1;
        const l2 = (x2 << 16) | (p2 >>> 16);
        const r2 = (x2 >>> 16) | (n2 << 16);
        const b1 = x1 << 1;
        const l1 = (x1 << 16) | (p1 >>> 16);
        const r1 = (x1 >>> 16) | (n1 << 16);
        const any2 = b2 | l2 | r2;
        const any1 = b1 | l1 | r1;
        const two1 = (b1 & l1) | (b1 & r1) | (l1 & r1);
        this.hot[i] = (any3 | (b2 & l2) | (b2 & r2) | (l2 & r2) | (any2 & any1) | (b1 & l1 & r1)) & land;
        this.warm[i] = (any3 | any2 | two1) & land;
        this.near[i] = (any3 | any2 | any1) & land;
      }
    }
  }

  /** Sorts one colour's puyos (rows 1..12; its words at w[at..at+2]) by the size of their group. */
  private classify(w: Int32Array, at: number, base: number): void {
    const a0 = w[at]! & MASK12;
    const a1 = w[at + 1]! & MASK12;
    const a2 = w[at + 2]! & MASK12;
    // Same-colour neighbours per direction (up, down, right, left), per word.
    const u0 = a0 & (a0 >>> 1);
    const u1 = a1 & (a1 >>> 1);
    const u2 = a2 & (a2 >>> 1);
    const d0 = a0 & (a0 << 1);
    const d1 = a1 & (a1 << 1);
    const d2 = a2 & (a2 << 1);
    const r0 = a0 & ((a0 >>> 16) | (a1 << 16));
    const r1 = a1 & ((a1 >>> 16) | (a2 << 16));
    const r2 = a2 & (a2 >>> 16);
    const l0 = a0 & (a0 << 16);
    const l1 = a1 & ((a1 << 16) | (a0 >>> 16));
    const l2 = a2 & ((a2 << 16) | (a1 >>> 16));
    const v0 = u0 | d0;
    const v1 = u1 | d1;
    const v2 = u2 | d2;
    const h0 = l0 | r0;
    const h1 = l1 | r1;
    const h2 = l2 | r2;
    // Two or more neighbours; groups of 3+ are those cells and their neighbours.
    const m0 = (u0 & d0) | (l0 & r0) | (v0 & h0);
    const m1 = (u1 & d1) | (l1 & r1) | (v1 & h1);
    const m2 = (u2 & d2) | (l2 & r2) | (v2 & h2);
    const big0 = (m0 | spread(0, m0, m1)) & a0;
    const big1 = (m1 | spread(m0, m1, m2)) & a1;
    const big2 = (m2 | spread(m1, m2, 0)) & a2;
    this.t3[base] = big0;
    this.t3[base + 1] = big1;
    this.t3[base + 2] = big2;
    this.t2[base] = (v0 | h0) & ~big0;
    this.t2[base + 1] = (v1 | h1) & ~big1;
    this.t2[base + 2] = (v2 | h2) & ~big2;
    this.t1[base] = a0 & ~(v0 | h0);
    this.t1[base + 1] = a1 & ~(v1 | h1);
    this.t1[base + 2] = a2 & ~(v2 | h2);
  }

  /** No placement of this pair can pop (judged from the landing cells alone). */
  cannotPop(pair: Pair): boolean {
    const a = (pair.axis - 1) * 3;
    if (pair.axis !== pair.child) {
      const c = (pair.child - 1) * 3;
      return (this.hot[a]! | this.hot[a + 1]! | this.hot[a + 2]! | this.hot[c]! | this.hot[c + 1]! | this.hot[c + 2]!) === 0;
    }
    // Two of one colour pop only if one of them lands next to that colour.
    return (this.near[a]! | this.near[a + 1]! | this.near[a + 2]!) === 0;
  }

  /** False when the placement certainly pops nothing (true: it may pop; resolve it to know). */
  mayPop(heights: readonly number[], pair: Pair, p: Placement): boolean {
    const x = p.column;
    const cx = x + DX[p.rotation]!;
    let ya: number;
    let yc: number;
    if (cx === x) {
      const low = heights[x - 1]! + 1;
      ya = p.rotation === 2 ? low + 1 : low;
      yc = p.rotation === 2 ? low : low + 1;
    } else {
      ya = heights[x - 1]! + 1;
      yc = heights[cx - 1]! + 1;
    }
    // Rows 13 and 14 never connect (row 14 does not even stay).
    const hot = this.hot;
    if (pair.axis !== pair.child || ya > 12 || yc > 12) {
      return (ya <= 12 && has(hot, pair.axis, x, ya)) || (yc <= 12 && has(hot, pair.child, cx, yc));
    }
    // Two of one colour: 2 + (puyos next to the first) + (next to the second) must reach 4.
    const c = pair.axis;
    return has(this.warm, c, x, ya) || has(this.warm, c, cx, yc) || (has(this.near, c, x, ya) && has(this.near, c, cx, yc));
  }
}

/** Whether colour c's mask holds the cell (x, y). */
function has(mask: Int32Array, c: number, x: number, y: number): boolean {
  return (mask[(c - 1) * 3 + ((x - 1) >> 1)]! & (1 << (((x - 1) & 1) * 16 + y - 1))) !== 0;
}

/** Cells next to the set bits (same word and the neighbouring words), not including them. */
function spread(prev: number, cur: number, next: number): number {
  return (cur << 1) | (cur >>> 1) | (cur << 16) | (cur >>> 16) | (prev >>> 16) | (next << 16);
}
