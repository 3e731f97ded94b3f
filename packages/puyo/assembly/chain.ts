// Chain resolution in WebAssembly SIMD (AssemblyScript; index.ts is compiled by
// ../scripts/build-wasm.mjs to dist/chain.wasm). The same rules as src/rules/chain.ts, which stays the reference.
//
// A field in memory is src/rules/field.ts's 18 words (72 bytes): plane p (colours 1..5, then
// nuisance) is words 3p..3p+2, and word k holds column 2k+1 in bits 0..12 and column 2k+2 in bits
// 16..28. Read as a v128 of eight 16-bit lanes, a plane's 12 bytes are lanes 0..5 = columns 1..6,
// one column per lane, row y in bit y-1; lanes 6 and 7 (the next plane's first word) are masked
// off. So in a plane
//   - the cell above or below is a 16-bit shift of every lane (i16x8.shr_u / shl by 1),
//   - the cell to the right or left is a lane move (an i16x8.shuffle with a zero vector),
//   - a popcount is i64.popcnt of the two halves,
//   - gravity is a per-lane bit compaction (Hacker's Delight "compress", four stages of shifts
//     by 1, 2, 4, 8 whose masks depend only on the removed cells, applied to all six planes).
// Fields are 80 bytes apart (72 used) so a v128 load of the last plane stays inside the slot.

import { fromLeft, fromRight, ONE, ROWS12, ROWS13, ZERO } from "./lanes";

/** Rows 1..11: the lower cell of a vertical pair in rows 1..12. */
const ROWS11: v128 = i16x8(0x07ff, 0x07ff, 0x07ff, 0x07ff, 0x07ff, 0x07ff, 0, 0);

/** Chain power for steps 1..24; later steps add 32 each (src/rules/scoring.ts). */
const POWER = memory.data<i32>([0, 8, 16, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448, 480, 512, 544, 576, 608, 640, 672]);
/** Colour bonus by the number of colours popping. */
const COLOUR = memory.data<i32>([0, 0, 3, 6, 12, 24, 48]);
/** Group bonus by group size, 11 and more alike. */
const GROUP = memory.data<i32>([0, 0, 0, 0, 0, 2, 3, 4, 5, 6, 7, 10]);
/** The last resolution's figures: chains, score, cleared colour puyos, all clear (0/1). */
export const RESULT = memory.data(16, 16);

/** Where the caller's field slots may start (after the tables; 16-byte aligned). */
export function slotBase(): usize {
  return (__heap_base + 15) & ~15;
}

/** Where `resolve` leaves its figures (four i32: chains, score, cleared, all clear). */
export function resultAddress(): usize {
  return RESULT;
}

/** The four neighbours of the set cells, not the cells themselves. */
function spread(a: v128): v128 {
  return v128.or(v128.or(i16x8.shl(a, 1), i16x8.shr_u(a, 1)), v128.or(fromRight(a), fromLeft(a)));
}

function count(a: v128): i32 {
  return <i32>(i64.popcnt(i64x2.extract_lane(a, 0)) + i64.popcnt(i64x2.extract_lane(a, 1)));
}

function groupBonus(size: i32): i32 {
  return load<i32>(GROUP + ((<usize>(size > 11 ? 11 : size)) << 2));
}

/**
 * The group bonus of one colour's popping cells when they are 8 or more (maybe several groups):
 * each group grown from its lowest cell by dilation within the cells until it stops growing.
 */
function splitGroups(cells: v128): i32 {
  let bonus = 0;
  while (v128.any_true(cells)) {
    const lo = i64x2.extract_lane(cells, 0);
    let group = lo !== 0 ? i64x2(lo & -lo, 0) : i64x2(0, i64x2.extract_lane(cells, 1) & -i64x2.extract_lane(cells, 1));
    for (;;) {
      const grown = v128.and(v128.or(group, spread(group)), cells);
      if (!v128.any_true(v128.xor(grown, group))) break;
      group = grown;
    }
    bonus += groupBonus(count(group));
    cells = v128.andnot(cells, group);
  }
  return bonus;
}

// The step's figures, shared by the per-colour counting below.
let stepCleared = 0;
let stepColours = 0;
let stepBonus = 0;

/** Counts one colour's popping cells (if any) into the step's figures. */
function countColour(plane: v128, pop: v128): void {
  const cells = v128.and(plane, pop);
  if (v128.any_true(cells)) {
    const n = count(cells);
    // Two groups need 8 cells: below that it is one group and needs no fill.
    stepBonus += n >= 8 ? splitGroups(cells) : groupBonus(n);
    stepCleared += n;
    stepColours++;
  }
}

/** One stage of the compaction: the bits in `move` go down by `shift`. */
function compact(x: v128, move: v128, shift: i32): v128 {
  const t = v128.and(x, move);
  return v128.or(v128.xor(x, t), i16x8.shr_u(t, shift));
}

function prefixXor(mk: v128): v128 {
  let mp = v128.xor(mk, i16x8.shl(mk, 1));
  mp = v128.xor(mp, i16x8.shl(mp, 2));
  mp = v128.xor(mp, i16x8.shl(mp, 4));
  return v128.xor(mp, i16x8.shl(mp, 8));
}

/** Copies the field at `src` to `dst` (five v128 moves). */
export function copy(dst: usize, src: usize): void {
  v128.store(dst, v128.load(src), 0);
  v128.store(dst, v128.load(src, 16), 16);
  v128.store(dst, v128.load(src, 32), 32);
  v128.store(dst, v128.load(src, 48), 48);
  v128.store(dst, v128.load(src, 64), 64);
}

/** Copies the field at `src` to `dst` and resolves the copy there (one call instead of two). */
export function copyAndResolve(dst: usize, src: usize, colours: i32): i32 {
  copy(dst, src);
  return resolve(dst, colours);
}

/**
 * Copies the field at `src` to `dst` and resolves the copy, `times` times over, inside the module:
 * the copy-and-resolve loop the calculator's batched calls run per placement (last-move.ts,
 * two-moves.ts), for the benchmark to time without a call from JavaScript per field. Returns the
 * chains summed.
 */
export function resolveCopies(dst: usize, src: usize, colours: i32, times: i32): i32 {
  let chains = 0;
  for (let i = 0; i < times; i++) {
    copy(dst, src);
    chains += resolve(dst, colours);
  }
  return chains;
}

/** Stores a plane's six lanes as its three words (12 bytes: the next plane is left alone). */
function storePlane(at: usize, plane: v128): void {
  v128.store64_lane(at, plane, 0);
  v128.store32_lane(at, plane, 2, 8);
}

/**
 * Resolves the whole chain of the settled field at `field` in place; `colours` (bit c-1 for
 * colour c) limits the first step's search as in rules/chain.ts. Returns the chain length and
 * leaves chains, score, cleared and all clear at resultAddress().
 */
export function resolve(field: usize, colours: i32): i32 {
  let c0 = v128.and(v128.load(field, 0), ROWS13);
  let c1 = v128.and(v128.load(field, 12), ROWS13);
  let c2 = v128.and(v128.load(field, 24), ROWS13);
  let c3 = v128.and(v128.load(field, 36), ROWS13);
  let c4 = v128.and(v128.load(field, 48), ROWS13);
  let nu = v128.and(v128.load(field, 60), ROWS13);
  let chains = 0;
  let score = 0;
  let cleared = 0;
  for (;;) {
    // Same-colour edges of the searched colours, united (see rules/chain.ts: the union's groups
    // are the colours' groups): up = a cell and the one above, rt = a cell and the one right.
    // (Lanes 6 and 7 are empty, so column 6 has no right neighbour.)
    let up = ZERO;
    let rt = ZERO;
    if (colours & 1) {
      up = v128.and(c0, i16x8.shr_u(c0, 1));
      rt = v128.and(c0, fromRight(c0));
    }
    if (colours & 2) {
      up = v128.or(up, v128.and(c1, i16x8.shr_u(c1, 1)));
      rt = v128.or(rt, v128.and(c1, fromRight(c1)));
    }
    if (colours & 4) {
      up = v128.or(up, v128.and(c2, i16x8.shr_u(c2, 1)));
      rt = v128.or(rt, v128.and(c2, fromRight(c2)));
    }
    if (colours & 8) {
      up = v128.or(up, v128.and(c3, i16x8.shr_u(c3, 1)));
      rt = v128.or(rt, v128.and(c3, fromRight(c3)));
    }
    if (colours & 16) {
      up = v128.or(up, v128.and(c4, i16x8.shr_u(c4, 1)));
      rt = v128.or(rt, v128.and(c4, fromRight(c4)));
    }
    // Only rows 1..12 pop: an up edge's lower cell is in rows 1..11, a right edge in rows 1..12.
    up = v128.and(up, ROWS11);
    rt = v128.and(rt, ROWS12);
    const dn = i16x8.shl(up, 1);
    const lf = fromLeft(rt);
    const v = v128.or(up, dn);
    const h = v128.or(lf, rt);
    const vv = v128.and(up, dn);
    const hh = v128.and(lf, rt);
    // Two or more same-colour neighbours.
    const d = v128.or(v128.or(vv, hh), v128.and(v, h));
    if (!v128.any_true(d)) break;
    // Core cells: three or more neighbours, or two and a neighbour that has two.
    const nextToD = v128.or(
      v128.or(v128.and(up, i16x8.shr_u(d, 1)), v128.and(dn, i16x8.shl(d, 1))),
      v128.or(v128.and(rt, fromRight(d)), v128.and(lf, fromLeft(d))),
    );
    const core = v128.or(v128.or(v128.and(vv, h), v128.and(hh, v)), v128.and(d, nextToD));
    if (!v128.any_true(core)) break;
    // The popping cells: core cells and their same-colour neighbours.
    const pop = v128.or(
      v128.or(core, v128.or(v128.and(up, i16x8.shr_u(core, 1)), v128.and(dn, i16x8.shl(core, 1)))),
      v128.or(v128.and(rt, fromRight(core)), v128.and(lf, fromLeft(core))),
    );
    stepCleared = 0;
    stepColours = 0;
    stepBonus = 0;
    if (colours & 1) countColour(c0, pop);
    if (colours & 2) countColour(c1, pop);
    if (colours & 4) countColour(c2, pop);
    if (colours & 8) countColour(c3, pop);
    if (colours & 16) countColour(c4, pop);
    chains++;
    const power = chains <= 24 ? load<i32>(POWER + ((<usize>(chains - 1)) << 2)) : 672 + 32 * (chains - 24);
    const bonus = power + load<i32>(COLOUR + ((<usize>stepColours) << 2)) + stepBonus;
    score += 10 * stepCleared * (bonus < 1 ? 1 : bonus > 999 ? 999 : bonus);
    cleared += stepCleared;

    // Nuisance in rows 1..12 next to a popping puyo goes too.
    const removed = v128.any_true(nu) ? v128.or(pop, v128.and(v128.and(nu, ROWS12), spread(pop))) : pop;
    c0 = v128.andnot(c0, removed);
    c1 = v128.andnot(c1, removed);
    c2 = v128.andnot(c2, removed);
    c3 = v128.andnot(c3, removed);
    c4 = v128.andnot(c4, removed);
    nu = v128.andnot(nu, removed);
    // Gravity: compress each lane to the kept cells (Hacker's Delight 7-4 with 16-bit lanes). The
    // masks come from the removed cells alone; a stage that moves nothing is skipped.
    let keep = v128.not(removed);
    let mk = i16x8.shl(removed, 1);
    let mp = prefixXor(mk);
    let move = v128.and(mp, keep);
    if (v128.any_true(move)) {
      keep = v128.or(v128.xor(keep, move), i16x8.shr_u(move, 1));
      c0 = compact(c0, move, 1);
      c1 = compact(c1, move, 1);
      c2 = compact(c2, move, 1);
      c3 = compact(c3, move, 1);
      c4 = compact(c4, move, 1);
      nu = compact(nu, move, 1);
    }
    mk = v128.andnot(mk, mp);
    mp = prefixXor(mk);
    move = v128.and(mp, keep);
    if (v128.any_true(move)) {
      keep = v128.or(v128.xor(keep, move), i16x8.shr_u(move, 2));
      c0 = compact(c0, move, 2);
      c1 = compact(c1, move, 2);
      c2 = compact(c2, move, 2);
      c3 = compact(c3, move, 2);
      c4 = compact(c4, move, 2);
      nu = compact(nu, move, 2);
    }
    mk = v128.andnot(mk, mp);
    mp = prefixXor(mk);
    move = v128.and(mp, keep);
    if (v128.any_true(move)) {
      keep = v128.or(v128.xor(keep, move), i16x8.shr_u(move, 4));
      c0 = compact(c0, move, 4);
      c1 = compact(c1, move, 4);
      c2 = compact(c2, move, 4);
      c3 = compact(c3, move, 4);
      c4 = compact(c4, move, 4);
      nu = compact(nu, move, 4);
    }
    mk = v128.andnot(mk, mp);
    // The last stage (by 8): its mask is the last one needed, so keep is not updated.
    move = v128.and(prefixXor(mk), keep);
    if (v128.any_true(move)) {
      c0 = compact(c0, move, 8);
      c1 = compact(c1, move, 8);
      c2 = compact(c2, move, 8);
      c3 = compact(c3, move, 8);
      c4 = compact(c4, move, 8);
      nu = compact(nu, move, 8);
    }
    // Only colours with a puyo that moved (at or above the lowest removed cell of its column)
    // can pop in the next step.
    const low = v128.and(removed, i16x8.sub(ZERO, removed));
    const moved = v128.not(i16x8.sub(low, ONE));
    colours = 0;
    if (v128.any_true(v128.and(c0, moved))) colours |= 1;
    if (v128.any_true(v128.and(c1, moved))) colours |= 2;
    if (v128.any_true(v128.and(c2, moved))) colours |= 4;
    if (v128.any_true(v128.and(c3, moved))) colours |= 8;
    if (v128.any_true(v128.and(c4, moved))) colours |= 16;
  }
  if (chains > 0) {
    storePlane(field, c0);
    storePlane(field + 12, c1);
    storePlane(field + 24, c2);
    storePlane(field + 36, c3);
    storePlane(field + 48, c4);
    storePlane(field + 60, nu);
  }
  const all = v128.or(v128.or(v128.or(c0, c1), v128.or(c2, c3)), v128.or(c4, nu));
  store<i32>(RESULT, chains);
  store<i32>(RESULT, score, 4);
  store<i32>(RESULT, cleared, 8);
  store<i32>(RESULT, v128.any_true(all) ? 0 : 1, 12);
  return chains;
}
