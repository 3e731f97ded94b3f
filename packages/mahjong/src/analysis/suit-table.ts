// Per-suit distance tables, after tomohxx's method (mahjong-algorithm-book), reimplemented.
//
// For one suit (or the honours), a shape is its count vector, coded in base 5 (digit d = copies
// of the d-th tile, 0..4). For every shape H of at most 14 tiles the table holds ten numbers:
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
// Each step visits each of the 405,350 shapes (suits) or 19,855 (honours) once per neighbour.
import { ProgrammingError } from "@arcade/core";

/** Ten entries per shape, as above. */
export const VECTOR = 10;
/** Largest hand part a table covers. */
const MAX_TILES = 14;

export interface GroupTable {
  /** Number of tile kinds in the group (9 for a suit, 7 for honours). */
  digits: number;
  /** v for shape code c at [c·10, c·10 + 10). Codes of shapes above 14 tiles are left at 0. */
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
  const codes = 5 ** digits;
  const pow = Array.from({ length: digits }, (_, d) => 5 ** d);
  const size = new Uint8Array(codes);
  for (let c = 1; c < codes; c++) size[c] = size[Math.floor(c / 5)]! + (c % 5);

  // Shapes of at most 14 tiles, bucketed by size, so steps 2 and 3 can go by size.
  const bySize: number[][] = Array.from({ length: MAX_TILES + 1 }, () => []);
  for (let c = 0; c < codes; c++) if (size[c]! <= MAX_TILES) bySize[size[c]!]!.push(c);

  // Step 1: targets. Bit (5·p + j) of member[c] says shape c is in A(j, p).
  const member = new Uint16Array(codes);
  const melds = meldsOf(digits, runs);
  const counts = new Array<number>(digits).fill(0);
  const mark = (j: number, from: number) => {
    // Record the shape without a pair (bit j) and with each possible pair (bit 5 + j).
    let code = 0;
    for (let d = 0; d < digits; d++) code += counts[d]! * pow[d]!;
    member[code]! |= 1 << j;
    for (let d = 0; d < digits; d++) if (counts[d]! <= 2) member[code + 2 * pow[d]!]! |= 1 << (5 + j);
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

  // Step 2: close downwards (a shape inside a target's shape is in A).
  for (let s = MAX_TILES - 1; s >= 0; s--) {
    for (const c of bySize[s]!) {
      let bits = member[c]!;
      let rest = c;
      for (let d = 0; d < digits; d++) {
        if (rest % 5 < 4) bits |= member[c + pow[d]!]!;
        rest = (rest / 5) | 0;
      }
      member[c] = bits;
    }
  }

  // Step 3: the largest member inside each shape (kept in `distances` until the last pass).
  const distances = new Uint8Array(codes * VECTOR);
  const best = distances;
  for (let s = 0; s <= MAX_TILES; s++) {
    for (const c of bySize[s]!) {
      const bits = member[c]!;
      const at = c * VECTOR;
      for (let b = 0; b < VECTOR; b++) if (bits & (1 << b)) best[at + b] = s;
      let rest = c;
      for (let d = 0; d < digits; d++) {
        if (rest % 5 > 0) {
          const below = (c - pow[d]!) * VECTOR;
          for (let b = 0; b < VECTOR; b++) if (best[below + b]! > best[at + b]!) best[at + b] = best[below + b]!;
        }
        rest = (rest / 5) | 0;
      }
    }
  }
  // Last pass: distance = target size − largest member inside.
  for (let s = 0; s <= MAX_TILES; s++) {
    for (const c of bySize[s]!) {
      const at = c * VECTOR;
      for (let b = 0; b < VECTOR; b++) {
        const distance = 3 * (b % 5) + (b >= 5 ? 2 : 0) - best[at + b]!;
        if (distance < 0) throw new ProgrammingError(`suit table: negative distance for shape ${c}`);
        distances[at + b] = distance;
      }
    }
  }
  return { digits, distances };
}

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
  const ok = (t: GroupTable, digits: number) => t.digits === digits && t.distances instanceof Uint8Array && t.distances.length === 5 ** digits * VECTOR;
  if (!ok(tables.suit, 9) || !ok(tables.honours, 7)) throw new ProgrammingError("installTables: tables of the wrong shape");
  cached = tables;
}

/** The tables, built on first use (about a second on the shared test machine; see the README). */
export function shantenTables(): ShantenTables {
  if (!cached) {
    const start = performance.now();
    const suit = buildGroupTable(9, true);
    const honours = buildGroupTable(7, false);
    cached = { suit, honours, buildMs: performance.now() - start };
  }
  return cached;
}
