// Per-suit distance tables, after tomohxx's method (mahjong-algorithm-book), reimplemented.
//
// For one suit (or the honours), a shape is its count vector (copies of each tile, 0..4). For
// every shape H of at most 14 tiles, stored at its dense index (shape-index.ts: 405,350 suit
// shapes, 43,130 honour shapes, smallest first), the table holds ten bytes:
//   v[j]     = fewest tiles to add so that the suit holds j melds          (j = 0..4)
//   v[5 + j] = fewest tiles to add so that the suit holds j melds and a pair
// where the completed suit never has more than four of a tile (the cap that makes 1111m need a
// fifth 1m). Combining four suits by min-plus convolution gives the exact shanten (shanten.ts).
//
// How the table is built, with no search per shape: let A(j,p) be every shape that is part of
// some j-meld (+p pair) target. Then the distance of H is |target| − (size of the largest shape
// in A(j,p) that fits inside H), because the best target T keeps exactly T ∧ H of H.
//   1. mark the targets (all ways to pick j melds and p pairs within the cap);
//   2. close A downwards, largest shapes first: H is in A if H plus one tile is;
//   3. for every H, smallest first: best(H) = |H| if H is in A, else the best of H minus one tile.
// Each step visits each of the 405,350 shapes (suits) or 43,130 (honours) once per neighbour.
// Stored: 4,053,500 + 431,300 bytes (the lookup needs all ten entries for a 13/14-tile hand).
import { ProgrammingError } from "@arcade/core";
import { honourIndex, MAX_SHAPE_TILES, type ShapeIndex, shapeIndex, shapeRank, suitIndex } from "./shape-index.ts";

/** Ten entries per shape, as above. */
export const VECTOR = 10;

export interface GroupTable {
  /** Number of tile kinds in the group (9 for a suit, 7 for honours). */
  digits: number;
  /** v for the shape of index i (shape-index.ts) at [i·10, i·10 + 10). */
  distances: Uint8Array;
}

/** The melds of a group as lists of digit indexes: triplets, and runs when the group has them. */
function meldsOf(digits: number, runs: boolean): number[][] {
  const melds: number[][] = [];
  for (let d = 0; d < digits; d++) melds.push([d, d, d]);
  if (runs) for (let d = 0; d + 2 < digits; d++) melds.push([d, d + 1, d + 2]);
  return melds;
}

export function buildGroupTable(digits: number, runs: boolean): GroupTable {
  const index: ShapeIndex = digits === 9 ? suitIndex() : digits === 7 ? honourIndex() : shapeIndex(digits);
  const shapes = index.count;
  const pow = Array.from({ length: digits }, (_, d) => 5 ** d);
  // The build walks shapes by base-5 code (easy neighbours: ± 5^d) and stores by shape index.
  const codes = 5 ** digits;
  const indexOf = new Int32Array(codes).fill(-1);
  const codeAt = new Int32Array(shapes);
  const sizeAt = new Uint8Array(shapes);
  // Visit only the shapes of ≤ 14 tiles (not all 5^digits codes), digit by digit.
  const shape = new Array<number>(digits).fill(0);
  const visit = (d: number, code: number, size: number) => {
    if (d === digits) {
      const i = shapeRank(index, shape, 0);
      indexOf[code] = i;
      codeAt[i] = code;
      sizeAt[i] = size;
      return;
    }
    for (let c = 0; c <= 4 && size + c <= MAX_SHAPE_TILES; c++) {
      shape[d] = c;
      visit(d + 1, code + c * pow[d]!, size + c);
    }
    shape[d] = 0;
  };
  visit(0, 0, 0);

  // Step 1: targets. Bit (5·p + j) of member[i] says shape i is in A(j, p).
  const member = new Uint16Array(shapes);
  const melds = meldsOf(digits, runs);
  const counts = new Array<number>(digits).fill(0);
  const mark = (j: number, from: number) => {
    // Record the shape without a pair (bit j) and with each possible pair (bit 5 + j).
    let code = 0;
    for (let d = 0; d < digits; d++) code += counts[d]! * pow[d]!;
    member[indexOf[code]!]! |= 1 << j;
    for (let d = 0; d < digits; d++) if (counts[d]! <= 2) member[indexOf[code + 2 * pow[d]!]!]! |= 1 << (5 + j);
    if (j === 4) return;
    for (let k = from; k < melds.length; k++) {
      const meld = melds[k]!;
      if (meld.some((d) => counts[d]! + meld.filter((e) => e === d).length > 4)) continue;
      for (const d of meld) counts[d]!++;
      mark(j + 1, k);
      for (const d of meld) counts[d]!--;
    }
  };
  mark(0, 0);

  // Step 2: close downwards (a shape inside a target's shape is in A). Shapes are numbered by
  // size, so going down the numbers visits every shape after all shapes one tile larger.
  for (let i = shapes - 1; i >= 0; i--) {
    if (sizeAt[i] === MAX_SHAPE_TILES) continue;
    const c = codeAt[i]!;
    let bits = member[i]!;
    for (let d = 0, rest = c; d < digits; d++, rest = (rest / 5) | 0) {
      if (rest % 5 < 4) bits |= member[indexOf[c + pow[d]!]!]!;
    }
    member[i] = bits;
  }

  // Step 3: the largest member inside each shape, smallest shapes first; then in the same
  // pass, distance = target size − that size (the entries of smaller shapes are already final
  // distances, so the "largest member" is recovered from them as target size − distance).
  const distances = new Uint8Array(shapes * VECTOR);
  const best = new Uint8Array(VECTOR);
  for (let i = 0; i < shapes; i++) {
    const c = codeAt[i]!;
    const bits = member[i]!;
    const size = sizeAt[i]!;
    for (let b = 0; b < VECTOR; b++) best[b] = bits & (1 << b) ? size : 0;
    for (let d = 0, rest = c; d < digits; d++, rest = (rest / 5) | 0) {
      if (rest % 5 === 0) continue;
      const below = indexOf[c - pow[d]!]! * VECTOR;
      for (let b = 0; b < VECTOR; b++) {
        const kept = TARGET_SIZE[b]! - distances[below + b]!;
        if (kept > best[b]!) best[b] = kept;
      }
    }
    const at = i * VECTOR;
    for (let b = 0; b < VECTOR; b++) {
      const distance = TARGET_SIZE[b]! - best[b]!;
      if (distance < 0) throw new ProgrammingError(`suit table: negative distance for shape ${c}`);
      distances[at + b] = distance;
    }
  }
  return { digits, distances };
}

/** Tiles in a target of entry b: 3 per meld, 2 for the pair. */
const TARGET_SIZE = Uint8Array.from({ length: VECTOR }, (_, b) => 3 * (b % 5) + (b >= 5 ? 2 : 0));

export interface ShantenTables {
  suit: GroupTable;
  honours: GroupTable;
  /** Milliseconds the build took (performance.now), for the benchmark and the app's diagnostics. */
  buildMs: number;
}

let cached: ShantenTables | undefined;

/**
 * Uses tables built elsewhere (a Web Worker: table-worker.ts) instead of building them here.
 * Checks their shape, since they crossed a thread boundary.
 */
export function installTables(tables: ShantenTables): void {
  const ok = (t: GroupTable, digits: number) =>
    t.digits === digits && t.distances instanceof Uint8Array && t.distances.length === (digits === 9 ? suitIndex() : honourIndex()).count * VECTOR;
  if (!ok(tables.suit, 9) || !ok(tables.honours, 7)) throw new ProgrammingError("installTables: tables of the wrong shape");
  cached = tables;
}

/** The tables, built on first use (a few hundred ms on the shared test machine; see the README). */
export function shantenTables(): ShantenTables {
  if (!cached) {
    const start = performance.now();
    const suit = buildGroupTable(9, true);
    const honours = buildGroupTable(7, false);
    cached = { suit, honours, buildMs: performance.now() - start };
  }
  return cached;
}
