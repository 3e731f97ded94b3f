// The probability calculator's last move for a whole field in one call: of the ordered pairs
// asked for, which have a placement meeting the condition. The same work as
// src/analysis/probability/last-move.ts's JavaScript version (which stays the reference, and
// both are tested equal): the pop test of src/analysis/probability/leaf.ts first (only
// placements that may pop are placed and resolved), then placing and resolving each, the pairs
// and placements in the same order and with the same early exit, so both count the same fields.
// One call does the work of up to 16 × 22 calls of place-and-resolve.
import { copy, RESULT, resolve } from "./chain";
import { fromLeft, fromRight, ONE, ROWS12, ROWS13 } from "./lanes";

/** Per colour 1..4 (16 bytes each, one column a lane): landing cells where one puyo of it pops. */
const HOT = memory.data(64, 16);
/** Per colour: landing cells next to two or more puyos of it (counted over their groups). */
const WARM = memory.data(64, 16);
/** Per colour: landing cells next to a puyo of it. */
const NEAR = memory.data(64, 16);
/** The column heights, one a lane. */
const HEIGHTS = memory.data(16, 16);
/** Where each placement is made and resolved (a field slot, 80 bytes). */
const PLACED = memory.data(80, 16);

/** Fields placed and resolved since the last resetResolved. */
let resolved = 0;

export function resetResolved(): void {
  resolved = 0;
}

export function resolvedSoFar(): i32 {
  return resolved;
}

/** The four neighbours of the set cells (not the cells themselves). */
function spread(a: v128): v128 {
  return v128.or(v128.or(i16x8.shl(a, 1), i16x8.shr_u(a, 1)), v128.or(fromRight(a), fromLeft(a)));
}

/**
 * One colour's puyos in rows 1..12 (`a`) sorted by the size of their group (alone, two, three or
 * more), and from that its landing cells' classes (leaf.ts's PopTest.classify and prepare).
 */
function classify(a: v128, land: v128, at: usize): void {
  const u = v128.and(a, i16x8.shr_u(a, 1));
  const d = v128.and(a, i16x8.shl(a, 1));
  const r = v128.and(a, fromRight(a));
  const l = v128.and(a, fromLeft(a));
  const v = v128.or(u, d);
  const h = v128.or(l, r);
  const linked = v128.or(v, h);
  // Two or more neighbours; groups of three or more are those cells and their neighbours.
  const m = v128.or(v128.or(v128.and(u, d), v128.and(l, r)), v128.and(v, h));
  const t3 = v128.and(v128.or(m, spread(m)), a);
  const t2 = v128.andnot(linked, t3);
  const t1 = v128.andnot(a, linked);
  // A landing cell's neighbours below, left and right in each class.
  const any3 = v128.or(i16x8.shl(t3, 1), v128.or(fromLeft(t3), fromRight(t3)));
  const b2 = i16x8.shl(t2, 1);
  const l2 = fromLeft(t2);
  const r2 = fromRight(t2);
  const b1 = i16x8.shl(t1, 1);
  const l1 = fromLeft(t1);
  const r1 = fromRight(t1);
  const any2 = v128.or(b2, v128.or(l2, r2));
  const any1 = v128.or(b1, v128.or(l1, r1));
  const two1 = v128.or(v128.and(b1, l1), v128.or(v128.and(b1, r1), v128.and(l1, r1)));
  const twoOf2 = v128.or(v128.and(b2, l2), v128.or(v128.and(b2, r2), v128.and(l2, r2)));
  const hot = v128.or(v128.or(any3, twoOf2), v128.or(v128.and(any2, any1), v128.and(b1, v128.and(l1, r1))));
  v128.store(HOT + at, v128.and(hot, land));
  v128.store(WARM + at, v128.and(v128.or(any3, v128.or(any2, two1)), land));
  v128.store(NEAR + at, v128.and(v128.or(any3, v128.or(any2, any1)), land));
}

/** Reads the stable field's heights and landing cells; false when a column is above `top`. */
export function prepare(field: usize, top: i32): bool {
  const occ = v128.and(
    v128.or(
      v128.or(v128.or(v128.load(field), v128.load(field, 12)), v128.or(v128.load(field, 24), v128.load(field, 36))),
      v128.or(v128.load(field, 48), v128.load(field, 60)),
    ),
    ROWS13,
  );
  // A settled column is filled from the bottom: its height is its count.
  const heights = i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(occ));
  if (v128.any_true(i16x8.gt_u(heights, i16x8.splat(<i16>top)))) return false;
  v128.store(HEIGHTS, heights);
  // The first empty cell of each column and the one above, in rows 1..12.
  const first = v128.andnot(i16x8.add(occ, ONE), occ);
  const land = v128.and(v128.or(first, i16x8.shl(first, 1)), ROWS12);
  for (let c = 0; c < 4; c++) classify(v128.and(v128.load(field + c * 12), ROWS12), land, <usize>(c << 4));
  return true;
}

function height(x: i32): i32 {
  return <i32>load<u16>(HEIGHTS + ((<usize>(x - 1)) << 1));
}

/** Whether colour c's landing mask at `masks` holds the cell (x, y). */
function has(masks: usize, c: i32, x: i32, y: i32): bool {
  return (((<i32>load<u16>(masks + ((<usize>(c - 1)) << 4) + ((<usize>(x - 1)) << 1))) >> (y - 1)) & 1) !== 0;
}

/** False when the placement certainly pops nothing (leaf.ts's mayPop). */
function mayPop(a: i32, b: i32, x: i32, ya: i32, cx: i32, yc: i32): bool {
  // Rows 13 and 14 never connect.
  if (a !== b || ya > 12 || yc > 12) return (ya <= 12 && has(HOT, a, x, ya)) || (yc <= 12 && has(HOT, b, cx, yc));
  // Two of one colour: 2 + (puyos next to the first) + (next to the second) must reach 4.
  return has(WARM, a, x, ya) || has(WARM, a, cx, yc) || (has(NEAR, a, x, ya) && has(NEAR, a, cx, yc));
}

/** Adds a puyo of colour c at (x, y) to the field at `field` (a puyo above row 13 is deleted). */
function put(field: usize, c: i32, x: i32, y: i32): void {
  if (y > 13) return;
  const at = field + <usize>((c - 1) * 12 + (x - 1) * 2);
  const bits: i32 = (<i32>load<u16>(at)) | (1 << (y - 1));
  store<u16>(at, bits);
}

/** The condition of src/analysis/probability/condition.ts on the last resolution (kind: its code). */
export function meets(kind: i32, value: i32): bool {
  const chains = load<i32>(RESULT);
  if (kind === 0) return chains >= value;
  if (kind === 1) return load<i32>(RESULT, 8) >= value;
  if (kind === 2) return chains > 0 && load<i32>(RESULT, 12) === 1;
  return load<i32>(RESULT, 4) >= value;
}

// Where placement p puts the axis (landX, landA) and the child (landCX, landC) on the prepared field.
let landX = 0;
let landA = 0;
let landCX = 0;
let landC = 0;

/**
 * Placement p of rules/pair.ts's order on the prepared field's heights: 0..5 up in columns 1..6,
 * 6..10 right (1..5), 11..16 down (1..6), 17..21 left (2..6); a double has only the first 11.
 */
function landing(p: i32): void {
  if (p < 6) {
    landX = landCX = p + 1;
    landA = height(landX) + 1;
    landC = landA + 1;
  } else if (p < 11) {
    landX = p - 5;
    landCX = landX + 1;
    landA = height(landX) + 1;
    landC = height(landCX) + 1;
  } else if (p < 17) {
    landX = landCX = p - 10;
    landC = height(landX) + 1;
    landA = landC + 1;
  } else {
    landX = p - 15;
    landCX = landX - 1;
    landA = height(landX) + 1;
    landC = height(landCX) + 1;
  }
}

/** Places axis a, child b in placement p of the prepared field on the copy of it at `dst`. */
export function placeCopy(dst: usize, field: usize, a: i32, b: i32, p: i32): void {
  landing(p);
  copy(dst, field);
  put(dst, a, landX, landA);
  put(dst, b, landCX, landC);
}

/** Whether some placement of axis a, child b wins, in rules/pair.ts's order, each tried only if it may pop. */
function pairWins(field: usize, a: i32, b: i32, kind: i32, value: i32): bool {
  const placements = a === b ? 11 : 22;
  const colours = (1 << (a - 1)) | (1 << (b - 1));
  for (let p = 0; p < placements; p++) {
    landing(p);
    if (!mayPop(a, b, landX, landA, landCX, landC)) continue;
    copy(PLACED, field);
    put(PLACED, a, landX, landA);
    put(PLACED, b, landCX, landC);
    resolve(PLACED, colours);
    resolved++;
    if (meets(kind, value)) return true;
  }
  return false;
}

/** Of the ordered pairs in `pairs`, those that win on the field last prepared (see lastMove). */
export function pairsWinning(field: usize, pairs: i32, kind: i32, value: i32): i32 {
  let won = 0;
  for (let i = 0; i < 16; i++) {
    if ((pairs & (1 << i)) === 0) continue;
    const a = (i >> 2) + 1;
    const b = (i & 3) + 1;
    const at = <usize>((a - 1) << 4);
    if (a !== b) {
      // No landing cell where either colour pops: no placement can pop.
      if (!v128.any_true(v128.or(v128.load(HOT + at), v128.load(HOT + <usize>((b - 1) << 4))))) continue;
    } else if (!v128.any_true(v128.load(NEAR + at))) continue;
    if (pairWins(field, a, b, kind, value)) won |= 1 << i;
  }
  return won;
}

/**
 * The last move on the stable field at `field`: of the ordered pairs in `pairs` (bit 4(a−1) +
 * (b−1) for axis a, child b, colours 1..4), those with a placement meeting the condition (`kind`
 * 0 chains ≥ value, 1 cleared ≥ value, 2 all clear, 3 score ≥ value), in bits 0..15, and the
 * fields placed and resolved in bits 16 and up. −1 when a column is above 11: near the top the
 * 13th-row rules decide which placements can be reached, and the caller answers in JavaScript.
 */
export function lastMove(field: usize, pairs: i32, kind: i32, value: i32): i32 {
  if (!prepare(field, 11)) return -1;
  resetResolved();
  const won = pairsWinning(field, pairs, kind, value);
  return won | (resolved << 16);
}
