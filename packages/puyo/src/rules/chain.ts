// Chain resolution on the bitboard field (reference sheet §3, steps 2–6). One step:
//   1. per colour, the cells of groups of 4+ in rows 1..12, found without a flood fill (below);
//   2. nuisance in rows 1..12 next to a popping puyo goes too;
//   3. gravity: each removed bit is squeezed out of its column, highest first;
//   4. scoring: groups are only flood-filled when a colour pops 8+ puyos (fewer is one group).
//
// Finding the popping cells without a flood fill: in a connected group of 4 or more cells on the
// grid, every cell either has 3+ same-colour neighbours, or has 2+ and touches another such cell
// ("core" cells), or touches a core cell. Conversely a core cell always lies in a group of 4+
// (two adjacent cells with another neighbour each: the grid has no triangles, so that is 4
// distinct cells). So "core cells and their same-colour neighbours" is exactly the popping set.
import type { Field } from "./field.ts";
import { CHAIN_POWER, COLOR_BONUS, GROUP_BONUS } from "./scoring.ts";

// Local copies of field.ts's layout constants and bit helpers: the hot loops must not go through
// module bindings (under tsx's transform an imported binding is a getter call on every read).
const WORDS = 3;
const MASK12 = 0x0fff0fff;
const MASK13 = 0x1fff1fff;
// The scoring tables, read once into local constants (same reason).
const POWER: readonly number[] = CHAIN_POWER;
const COLOUR: readonly number[] = COLOR_BONUS;
const GROUP: readonly number[] = GROUP_BONUS;

function power(chain: number): number {
  return chain <= POWER.length ? POWER[chain - 1]! : POWER[POWER.length - 1]! + 32 * (chain - POWER.length);
}

function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export interface ChainStep {
  /** 1 for the first step. */
  chain: number;
  /** Colour puyos popped (nuisance not counted). */
  cleared: number;
  /** Distinct colours popping. */
  colors: number;
  /** Size of every popping group. */
  groups: number[];
  score: number;
  /** Nuisance puyos cleared next to the pops. */
  nuisance: number;
  /** Every cell emptied by the step (colours and nuisance), before gravity. */
  removed: { x: number; y: number }[];
  /** The field after the step's gravity. */
  after: Field;
}

export interface ChainResult {
  /** Chain length (0: nothing popped). */
  chains: number;
  score: number;
  /** Colour puyos popped over the whole chain. */
  cleared: number;
  /** The field is empty afterwards (rows 1..13). */
  allClear: boolean;
  /** One entry per step, only when asked for (`record`). */
  steps: ChainStep[];
}

const NO_STEPS: ChainStep[] = [];
/** Bit p set: colour plane p may pop. */
const ALL_COLOURS = 0x1f;

// Scratch, reused by every call (the engine is single-threaded per worker). Typed arrays rather
// than module `let`s: the hot loops then read and write plain memory, with no binding checks.
/** The cells the last popGroups emptied, per word. */
const removed = new Int32Array(WORDS);
/** The last popGroups' statistics (indices below). */
const stats = new Int32Array(4);
const CLEARED = 0;
const COLORS = 1;
const NUISANCE = 2;
const BONUS = 3;

/** Cells next to the set bits (same word and the neighbouring words), not including them. */
function spread(prev: number, cur: number, next: number): number {
  return (cur << 1) | (cur >>> 1) | (cur << 16) | (cur >>> 16) | (prev >>> 16) | (next << 16);
}

/**
 * The group bonus of a colour's popping cells holding 8 or more (so maybe several groups): each
 * group found by a flood fill by shifts; its size goes to `groups` when recording.
 */
function splitGroups(c0: number, c1: number, c2: number, groups: number[] | null): number {
  let bonus = 0;
  while ((c0 | c1 | c2) !== 0) {
    // Seed: the lowest set bit of the first non-empty word.
    let g0 = c0 & -c0;
    let g1 = g0 === 0 ? c1 & -c1 : 0;
    let g2 = g0 === 0 && g1 === 0 ? c2 & -c2 : 0;
    for (;;) {
      const n0 = (g0 | spread(0, g0, g1)) & c0;
      const n1 = (g1 | spread(g0, g1, g2)) & c1;
      const n2 = (g2 | spread(g1, g2, 0)) & c2;
      if (n0 === g0 && n1 === g1 && n2 === g2) break;
      g0 = n0;
      g1 = n1;
      g2 = n2;
    }
    const size = popcount(g0) + popcount(g1) + popcount(g2);
    bonus += GROUP[size > 11 ? 11 : size]!;
    if (groups !== null) groups.push(size);
    c0 &= ~g0;
    c1 &= ~g1;
    c2 &= ~g2;
  }
  return bonus;
}

/**
 * Pops every group of 4+ in rows 1..12 of the colours in `colours` and the nuisance next to
 * them, without gravity. Returns the number of colour puyos popped (0: nothing popped, the field
 * is unchanged); `removed` holds the emptied cells and `stats` the step's figures. `groups`
 * (when recording) gets each group's size.
 */
function popGroups(w: Int32Array, colours: number, groups: number[] | null): number {
  let pop0 = 0;
  let pop1 = 0;
  let pop2 = 0;
  let cleared = 0;
  let colors = 0;
  let bonus = 0;
  for (let p = 0; p < 5; p++) {
    if ((colours & (1 << p)) === 0) continue;
    const base = p * WORDS;
    const a0 = w[base]! & MASK12;
    const a1 = w[base + 1]! & MASK12;
    const a2 = w[base + 2]! & MASK12;
    if ((a0 | a1 | a2) === 0) continue;
    // Same-colour neighbours of each cell, per direction (up, down, right, left), per word.
    // Everything is written out with locals: this loop is the engine's hot path.
    // A cell has a neighbour below exactly when the cell below has one above (w = u << 1), and
    // one to the left when the cell to the left has one to the right (l from r, moved a column).
    const u0 = a0 & (a0 >>> 1);
    const u1 = a1 & (a1 >>> 1);
    const u2 = a2 & (a2 >>> 1);
    const w0 = u0 << 1;
    const w1 = u1 << 1;
    const w2 = u2 << 1;
    const r0 = a0 & ((a0 >>> 16) | (a1 << 16));
    const r1 = a1 & ((a1 >>> 16) | (a2 << 16));
    const r2 = a2 & (a2 >>> 16);
    const l0 = r0 << 16;
    const l1 = (r1 << 16) | (r0 >>> 16);
    const l2 = (r2 << 16) | (r1 >>> 16);
    // deg2: two or more same-colour neighbours; deg3: three or more.
    const v0 = u0 | w0;
    const v1 = u1 | w1;
    const v2 = u2 | w2;
    const h0 = l0 | r0;
    const h1 = l1 | r1;
    const h2 = l2 | r2;
    const vv0 = u0 & w0;
    const vv1 = u1 & w1;
    const vv2 = u2 & w2;
    const hh0 = l0 & r0;
    const hh1 = l1 & r1;
    const hh2 = l2 & r2;
    const d0 = vv0 | hh0 | (v0 & h0);
    const d1 = vv1 | hh1 | (v1 & h1);
    const d2 = vv2 | hh2 | (v2 & h2);
    if ((d0 | d1 | d2) === 0) continue;
    const k0 = (vv0 & h0) | (hh0 & v0) | (d0 & spread(0, d0, d1));
    const k1 = (vv1 & h1) | (hh1 & v1) | (d1 & spread(d0, d1, d2));
    const k2 = (vv2 & h2) | (hh2 & v2) | (d2 & spread(d1, d2, 0));
    if ((k0 | k1 | k2) === 0) continue;
    const c0 = (k0 | spread(0, k0, k1)) & a0;
    const c1 = (k1 | spread(k0, k1, k2)) & a1;
    const c2 = (k2 | spread(k1, k2, 0)) & a2;
    const n = popcount(c0) + popcount(c1) + popcount(c2);
    // Two groups need at least 8 cells: below that it is one group and no fill is needed.
    if (n >= 8) bonus += splitGroups(c0, c1, c2, groups);
    else {
      bonus += GROUP[n]!;
      if (groups !== null) groups.push(n);
    }
    cleared += n;
    colors++;
    pop0 |= c0;
    pop1 |= c1;
    pop2 |= c2;
  }
  if (cleared === 0) return 0;
  let n0 = w[15]! & MASK12;
  let n1 = w[16]! & MASK12;
  let n2 = w[17]! & MASK12;
  let nuisance = 0;
  if ((n0 | n1 | n2) !== 0) {
    n0 &= spread(0, pop0, pop1);
    n1 &= spread(pop0, pop1, pop2);
    n2 &= spread(pop1, pop2, 0);
    nuisance = popcount(n0) + popcount(n1) + popcount(n2);
  }
  removed[0] = pop0 | n0;
  removed[1] = pop1 | n1;
  removed[2] = pop2 | n2;
  stats[CLEARED] = cleared;
  stats[COLORS] = colors;
  stats[NUISANCE] = nuisance;
  stats[BONUS] = COLOUR[colors]! + bonus;
  return cleared;
}

/**
 * Empties the removed cells and lets the puyos above them fall. Returns the colours (bit p for
 * plane p) that have a puyo that moved: only they can form a new group in the next step, since
 * a group of puyos that did not move would have popped in this step already.
 */
function dropRemoved(w: Int32Array): number {
  let colours = 0;
  for (let k = 0; k < WORDS; k++) {
    let r = removed[k]!;
    if (r === 0) continue;
    // The word of every plane, in locals for the whole squeeze.
    let x0 = w[k]!;
    let x1 = w[3 + k]!;
    let x2 = w[6 + k]!;
    let x3 = w[9 + k]!;
    let x4 = w[12 + k]!;
    let x5 = w[15 + k]!;
    // Cells at or above the lowest removed bit of each column half end up moved (or empty).
    const lowLow = r & 0xffff & -(r & 0xffff);
    const highHigh = r & -65536;
    const lowHigh = highHigh & -highHigh;
    const moved = (lowLow === 0 ? 0 : 0xffff & ~(lowLow - 1)) | (lowHigh === 0 ? 0 : -65536 & ~(lowHigh - 1));
    // Runs of consecutive removed rows, highest first, so the lower runs keep their positions;
    // each is squeezed out of all six planes at once. Squeezing also discards the run's (removed)
    // bits. (Bits 13..15 are never set, so a run never crosses from one column half into the other.)
    while (r !== 0) {
      const top = 31 - Math.clz32(r);
      const gaps = ~r & ((1 << top) - 1);
      const lo = gaps === 0 ? 0 : 32 - Math.clz32(gaps);
      const half = lo >= 16 ? -65536 : 0x0000ffff;
      const keep = ((1 << lo) - 1) | ~half;
      const above = half & ~((2 << top) - 1);
      const length = top - lo + 1;
      x0 = (x0 & keep) | ((x0 & above) >>> length);
      x1 = (x1 & keep) | ((x1 & above) >>> length);
      x2 = (x2 & keep) | ((x2 & above) >>> length);
      x3 = (x3 & keep) | ((x3 & above) >>> length);
      x4 = (x4 & keep) | ((x4 & above) >>> length);
      x5 = (x5 & keep) | ((x5 & above) >>> length);
      r &= (1 << lo) - 1;
    }
    w[k] = x0;
    w[3 + k] = x1;
    w[6 + k] = x2;
    w[9 + k] = x3;
    w[12 + k] = x4;
    w[15 + k] = x5;
    if ((x0 & moved) !== 0) colours |= 1;
    if ((x1 & moved) !== 0) colours |= 2;
    if ((x2 & moved) !== 0) colours |= 4;
    if ((x3 & moved) !== 0) colours |= 8;
    if ((x4 & moved) !== 0) colours |= 16;
  }
  return colours;
}

function removedCells(): { x: number; y: number }[] {
  const cells: { x: number; y: number }[] = [];
  for (let k = 0; k < WORDS; k++) {
    for (let b = 0; b < 32; b++) {
      if (removed[k]! & (1 << b)) cells.push({ x: 2 * k + (b >= 16 ? 2 : 1), y: (b & 15) + 1 });
    }
  }
  return cells;
}

function stepScoreOf(chain: number): number {
  return 10 * stats[CLEARED]! * Math.min(999, Math.max(1, power(chain) + stats[BONUS]!));
}

/** Whether the field is empty (rows 1..13 of every plane). */
function isEmpty(w: Int32Array): boolean {
  const any =
    w[0]! | w[1]! | w[2]! | w[3]! | w[4]! | w[5]! | w[6]! | w[7]! | w[8]! | w[9]! | w[10]! | w[11]! | w[12]! | w[13]! | w[14]! | w[15]! | w[16]! | w[17]!;
  return (any & MASK13) === 0;
}

/**
 * Resolves every chain step of a settled field in place. With `record`, each step is described
 * (groups, removed cells, the field after it) for animation and the CLI; without, nothing is
 * allocated beyond the result. `firstColours` (bit c-1 for colour c) limits the first step's
 * search to those colours: pass the placed pair's colours when the field was stable before it.
 */
export function resolveChain(field: Field, record = false, firstColours = ALL_COLOURS): ChainResult {
  const w = field.w;
  let colours = firstColours;
  let chains = 0;
  let score = 0;
  let cleared = 0;
  const steps: ChainStep[] = record ? [] : NO_STEPS;
  for (;;) {
    const groups: number[] | null = record ? [] : null;
    if (popGroups(w, colours, groups) === 0) break;
    chains++;
    const stepScore = stepScoreOf(chains);
    score += stepScore;
    cleared += stats[CLEARED]!;
    if (groups !== null) {
      const cells = removedCells();
      const step = { chain: chains, cleared: stats[CLEARED]!, colors: stats[COLORS]!, groups, score: stepScore, nuisance: stats[NUISANCE]! };
      colours = dropRemoved(w);
      steps.push({ ...step, removed: cells, after: field.clone() });
    } else {
      colours = dropRemoved(w);
    }
  }
  return { chains, score, cleared, allClear: isEmpty(w), steps };
}

/**
 * resolveChain without steps, writing into a caller's result object (the calculator's hot path:
 * no allocation per call). Returns `out`.
 */
export function resolveInto(field: Field, firstColours: number, out: ChainResult): ChainResult {
  const w = field.w;
  let colours = firstColours;
  let chains = 0;
  let score = 0;
  let cleared = 0;
  while (popGroups(w, colours, null) !== 0) {
    chains++;
    score += stepScoreOf(chains);
    cleared += stats[CLEARED]!;
    colours = dropRemoved(w);
  }
  out.chains = chains;
  out.score = score;
  out.cleared = cleared;
  out.allClear = isEmpty(w);
  return out;
}

/** One chain step (for step-by-step playback). Returns null when nothing pops. */
export function resolveStep(field: Field, chain: number): ChainStep | null {
  const groups: number[] = [];
  if (popGroups(field.w, ALL_COLOURS, groups) === 0) return null;
  const cells = removedCells();
  const score = stepScoreOf(chain);
  const step = { chain, cleared: stats[CLEARED]!, colors: stats[COLORS]!, groups, score, nuisance: stats[NUISANCE]! };
  dropRemoved(field.w);
  return { ...step, removed: cells, after: field.clone() };
}

/** True when something would pop (the field is not stable). */
export function willPop(field: Field): boolean {
  return popGroups(field.w, ALL_COLOURS, null) !== 0;
}
