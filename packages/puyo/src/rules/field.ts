// The Tsu field as bitboards: one 96-bit board per cell kind (5 colours + nuisance), each stored
// as three 32-bit words. Word k holds column 2k+1 in bits 0..12 and column 2k+2 in bits 16..28
// (bit = row - 1), so moving up or down a row is a shift by 1 and moving across a column is a
// shift by 16 (within a word) or a carry between neighbouring words. Column-major words make
// gravity a per-column bit compaction. Everything lives in one Int32Array of 18 words so a field
// copies with one `set`, and the hot loops in chain.ts work on the words directly. The same
// words, read as 16-bit lanes, are one SIMD register per plane (chain-simd.ts).
import { ProgrammingError } from "@arcade/core";
import { DEATH_X, DEATH_Y, ROWS, WIDTH, type Cell } from "./cells.ts";

/** Planes: colours 1..5 → 0..4, nuisance → 5. */
export const PLANES = 6;
export const WORDS = 3;
export const FIELD_WORDS = PLANES * WORDS;
/** Rows 1..13 of both columns of a word. */
export const MASK13 = 0x1fff1fff;
/** Rows 1..12 (where puyos pop and nuisance is cleared). */
export const MASK12 = 0x0fff0fff;

export function wordOf(x: number): number {
  return (x - 1) >> 1;
}

export function bitOf(x: number, y: number): number {
  return ((x - 1) & 1) * 16 + (y - 1);
}

function checkCoordinates(x: number, y: number): void {
  if (!(Number.isInteger(x) && Number.isInteger(y) && x >= 1 && x <= WIDTH && y >= 1 && y <= ROWS)) {
    throw new ProgrammingError(`no cell (${x}, ${y}) in a ${WIDTH}×${ROWS} field`);
  }
}

export class Field {
  /** The 18 words: plane p's word k at index p * 3 + k. */
  readonly w: Int32Array;

  /**
   * For a field living in the SIMD engine's memory (chain-simd.ts): that engine and the byte
   * address of `w` there (plain properties: a typed array's own `buffer` and `byteOffset` are
   * slow getters). null and -1 for every other field.
   */
  readonly engine: object | null;
  readonly address: number;

  /**
   * A copy of `words` (or an empty field). With `slot`, the field works on `words` itself: a slot
   * of the SIMD engine's memory, which then resolves it in place.
   */
  constructor(words?: Int32Array, slot?: { engine: object; address: number }) {
    if (slot && words?.length !== FIELD_WORDS) throw new ProgrammingError(`a field in engine memory needs ${FIELD_WORDS} words`);
    this.w = words ? (slot ? words : words.slice()) : new Int32Array(FIELD_WORDS);
    this.engine = slot?.engine ?? null;
    this.address = slot?.address ?? -1;
  }

  static empty(): Field {
    return new Field();
  }

  clone(): Field {
    return new Field(this.w);
  }

  /** Copies another field's words (written out: for 18 words this beats `set`'s call). */
  copyFrom(other: Field): this {
    const a = this.w;
    const b = other.w;
    a[0] = b[0]!;
    a[1] = b[1]!;
    a[2] = b[2]!;
    a[3] = b[3]!;
    a[4] = b[4]!;
    a[5] = b[5]!;
    a[6] = b[6]!;
    a[7] = b[7]!;
    a[8] = b[8]!;
    a[9] = b[9]!;
    a[10] = b[10]!;
    a[11] = b[11]!;
    a[12] = b[12]!;
    a[13] = b[13]!;
    a[14] = b[14]!;
    a[15] = b[15]!;
    a[16] = b[16]!;
    a[17] = b[17]!;
    return this;
  }

  equals(other: Field): boolean {
    for (let i = 0; i < FIELD_WORDS; i++) if (this.w[i] !== other.w[i]) return false;
    return true;
  }

  get(x: number, y: number): Cell {
    checkCoordinates(x, y);
    const k = wordOf(x);
    const bit = 1 << bitOf(x, y);
    for (let p = 0; p < PLANES; p++) if (this.w[p * WORDS + k]! & bit) return (p + 1) as Cell;
    return 0;
  }

  /** Puts a cell (0 empties it). No gravity: the caller keeps the field settled. */
  set(x: number, y: number, cell: Cell): void {
    checkCoordinates(x, y);
    const k = wordOf(x);
    const bit = 1 << bitOf(x, y);
    for (let p = 0; p < PLANES; p++) this.w[p * WORDS + k]! &= ~bit;
    if (cell !== 0) this.w[(cell - 1) * WORDS + k]! |= bit;
  }

  /** Occupied cells of word k (all planes). */
  occupied(k: number): number {
    const w = this.w;
    return w[k]! | w[3 + k]! | w[6 + k]! | w[9 + k]! | w[12 + k]! | w[15 + k]!;
  }

  /** The highest filled row of column x (0 for an empty column). */
  height(x: number): number {
    const k = wordOf(x);
    const column = (this.occupied(k) >>> (((x - 1) & 1) * 16)) & 0x1fff;
    return 32 - Math.clz32(column);
  }

  heights(): number[] {
    const out: number[] = [];
    for (let x = 1; x <= WIDTH; x++) out.push(this.height(x));
    return out;
  }

  /** Drops one puyo onto column x. Returns the row it rests in, or 0 if it went past row 13 (deleted). */
  drop(x: number, cell: Cell): number {
    const y = this.height(x) + 1;
    if (y > ROWS) return 0;
    this.w[(cell - 1) * WORDS + wordOf(x)]! |= 1 << bitOf(x, y);
    return y;
  }

  isEmpty(): boolean {
    for (let i = 0; i < FIELD_WORDS; i++) if (this.w[i] !== 0) return false;
    return true;
  }

  /** The X cell (3, 12) is filled: a pair could not spawn. */
  isDead(): boolean {
    return (this.occupied(wordOf(DEATH_X)) & (1 << bitOf(DEATH_X, DEATH_Y))) !== 0;
  }

  /** How many puyos (colours and nuisance) the field holds. */
  count(): number {
    let n = 0;
    for (let i = 0; i < FIELD_WORDS; i++) n += popcount(this.w[i]!);
    return n;
  }

  /** True when no puyo has an empty cell under it. */
  isSettled(): boolean {
    for (let k = 0; k < WORDS; k++) {
      const occ = this.occupied(k);
      // A settled column is a run of ones from bit 0: occ + 1 is then a single bit per half.
      for (const half of [0, 16]) {
        const column = (occ >>> half) & 0x1fff;
        if ((column & (column + 1)) !== 0) return false;
      }
    }
    return true;
  }

  /** Lets every floating puyo fall (for fields typed by hand; placement keeps fields settled). */
  settle(): void {
    for (let k = 0; k < WORDS; k++) {
      let holes = ~this.occupied(k) & MASK13;
      // Only holes below some puyo matter: remove them from the top down.
      while (holes !== 0) {
        const b = 31 - Math.clz32(holes);
        holes ^= 1 << b;
        const half = b >= 16 ? 0xffff0000 | 0 : 0x0000ffff;
        const above = half & ~((2 << b) - 1);
        if ((this.occupied(k) & above) === 0) continue;
        removeBit(this.w, k, b);
      }
    }
  }

  /** A string usable as a map key (equal fields, equal keys). */
  key(): string {
    return String.fromCharCode(...wordsAsChars(this.w));
  }

  /** Cells top row first, as rows of 6 (for tests and text printing). */
  rows(): Cell[][] {
    const rows: Cell[][] = [];
    for (let y = ROWS; y >= 1; y--) {
      const row: Cell[] = [];
      for (let x = 1; x <= WIDTH; x++) row.push(this.get(x, y));
      rows.push(row);
    }
    return rows;
  }
}

function wordsAsChars(w: Int32Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < w.length; i++) out.push(w[i]! & 0xffff, w[i]! >>> 16);
  return out;
}

/** Removes bit b of word k in every plane and moves the bits above it (same column) down one. */
export function removeBit(w: Int32Array, k: number, b: number): void {
  const half = b >= 16 ? 0xffff0000 | 0 : 0x0000ffff;
  const above = half & ~((2 << b) - 1);
  const keep = ((1 << b) - 1) | ~half;
  for (let i = k; i < FIELD_WORDS; i += WORDS) {
    const x = w[i]!;
    w[i] = (x & keep) | ((x & above) >>> 1);
  }
}

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
