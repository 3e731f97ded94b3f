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
const FIELD_WORDS = 18;
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

/**
 * Squeezes a run of `len` removed rows starting at bit `lo` out of word k's column (the bits above
 * it move down by len) in every plane. The removed cells must already be empty.
 */
function removeRun(w: Int32Array, k: number, lo: number, len: number): void {
  const half = lo >= 16 ? -65536 : 0x0000ffff;
  const keep = ((1 << lo) - 1) | ~half;
  const above = half & ~((1 << (lo + len)) - 1);
  for (let i = k; i < FIELD_WORDS; i += WORDS) {
    const x = w[i]!;
    if (x !== 0) w[i] = (x & keep) | ((x & above) >>> len);
  }
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

// Scratch words, reused by every call (the engine is single-threaded per worker).
const deg2 = new Int32Array(WORDS);
const deg3 = new Int32Array(WORDS);
const core = new Int32Array(WORDS);
const pop = new Int32Array(WORDS);
const colorPop = new Int32Array(WORDS);
const removed = new Int32Array(WORDS);

/** Cells next to the set bits (same word and the neighbouring words), not including them. */
function spread(prev: number, cur: number, next: number): number {
  return (cur << 1) | (cur >>> 1) | (cur << 16) | (cur >>> 16) | (prev >>> 16) | (next << 16);
}

/** Neighbour-count masks of one word: deg2[k] = 2+ same-colour neighbours, deg3[k] = 3+. */
function degrees(prev: number, cur: number, next: number, k: number): void {
  const up = cur & (cur >>> 1);
  const down = cur & (cur << 1);
  const right = cur & ((cur >>> 16) | (next << 16));
  const left = cur & ((cur << 16) | (prev >>> 16));
  const vBoth = up & down;
  const hBoth = left & right;
  const v = up | down;
  const h = left | right;
  deg2[k] = vBoth | hBoth | (v & h);
  deg3[k] = (vBoth & h) | (hBoth & v);
}

/** Step statistics of the last popStep (kept in module scope so the hot path allocates nothing). */
let stepCleared = 0;
let stepColors = 0;
let stepNuisance = 0;
let stepBonus = 0;
let stepGroups: number[] | null = null;

/** Sizes of the groups in a colour's popping cells (a flood fill by shifts). */
function groupSizes(c0: number, c1: number, c2: number, out: (size: number) => void): void {
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
    out(popcount(g0) + popcount(g1) + popcount(g2));
    c0 &= ~g0;
    c1 &= ~g1;
    c2 &= ~g2;
  }
}

let groupBonusSum = 0;
function addGroup(size: number): void {
  groupBonusSum += GROUP[size > 11 ? 11 : size]!;
  stepGroups?.push(size);
}

/**
 * Pops every group of 4+ in rows 1..12 and the nuisance next to them, without gravity. Returns
 * the number of colour puyos popped (0: nothing popped, the field is unchanged); `removed` holds
 * the emptied cells and the step statistics are in the module's step variables.
 */
function popGroups(w: Int32Array, colours: number): number {
  pop[0] = pop[1] = pop[2] = 0;
  stepCleared = 0;
  stepColors = 0;
  groupBonusSum = 0;
  for (let p = 0; p < 5; p++) {
    if ((colours & (1 << p)) === 0) continue;
    const base = p * WORDS;
    const a0 = w[base]! & MASK12;
    const a1 = w[base + 1]! & MASK12;
    const a2 = w[base + 2]! & MASK12;
    if ((a0 | a1 | a2) === 0) continue;
    degrees(0, a0, a1, 0);
    degrees(a0, a1, a2, 1);
    degrees(a1, a2, 0, 2);
    const d0 = deg2[0]!;
    const d1 = deg2[1]!;
    const d2 = deg2[2]!;
    core[0] = deg3[0]! | (d0 & spread(0, d0, d1));
    core[1] = deg3[1]! | (d1 & spread(d0, d1, d2));
    core[2] = deg3[2]! | (d2 & spread(d1, d2, 0));
    if ((core[0] | core[1] | core[2]) === 0) continue;
    const k0 = core[0];
    const k1 = core[1];
    const k2 = core[2];
    const c0 = (k0 | spread(0, k0, k1)) & a0;
    const c1 = (k1 | spread(k0, k1, k2)) & a1;
    const c2 = (k2 | spread(k1, k2, 0)) & a2;
    colorPop[0] = c0;
    colorPop[1] = c1;
    colorPop[2] = c2;
    const n = popcount(c0) + popcount(c1) + popcount(c2);
    // Two groups need at least 8 cells: below that it is one group and no fill is needed.
    if (n < 8) addGroup(n);
    else groupSizes(c0, c1, c2, addGroup);
    stepCleared += n;
    stepColors++;
    pop[0] |= c0;
    pop[1] |= c1;
    pop[2] |= c2;
  }
  if (stepCleared === 0) return 0;
  const p0 = pop[0];
  const p1 = pop[1];
  const p2 = pop[2];
  const n0 = w[15]! & MASK12 & spread(0, p0, p1);
  const n1 = w[16]! & MASK12 & spread(p0, p1, p2);
  const n2 = w[17]! & MASK12 & spread(p1, p2, 0);
  stepNuisance = popcount(n0) + popcount(n1) + popcount(n2);
  removed[0] = p0 | n0;
  removed[1] = p1 | n1;
  removed[2] = p2 | n2;
  stepBonus = COLOUR[stepColors]! + groupBonusSum;
  return stepCleared;
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
    // Cells at or above the lowest removed bit of each column half end up moved (or empty).
    const lowLow = r & 0xffff & -(r & 0xffff);
    const highHigh = r & -65536;
    const lowHigh = highHigh & -highHigh;
    const moved = (lowLow === 0 ? 0 : 0xffff & ~(lowLow - 1)) | (lowHigh === 0 ? 0 : -65536 & ~(lowHigh - 1));
    for (let i = k; i < FIELD_WORDS; i += WORDS) w[i] = w[i]! & ~r;
    // Runs of consecutive removed rows, highest first, so the lower runs keep their positions.
    // (Bits 13..15 are never set, so a run never crosses from one column half into the other.)
    while (r !== 0) {
      const top = 31 - Math.clz32(r);
      const gaps = ~r & ((1 << top) - 1);
      const lo = gaps === 0 ? 0 : 32 - Math.clz32(gaps);
      const len = top - lo + 1;
      r &= (1 << lo) - 1;
      removeRun(w, k, lo, len);
    }
    for (let p = 0; p < 5; p++) if ((w[p * WORDS + k]! & moved) !== 0) colours |= 1 << p;
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
  return 10 * stepCleared * Math.min(999, Math.max(1, power(chain) + stepBonus));
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
    stepGroups = record ? [] : null;
    if (popGroups(w, colours) === 0) break;
    chains++;
    const stepScore = stepScoreOf(chains);
    score += stepScore;
    cleared += stepCleared;
    if (record) {
      const cells = removedCells();
      colours = dropRemoved(w);
      steps.push({
        chain: chains,
        cleared: stepCleared,
        colors: stepColors,
        groups: stepGroups!,
        score: stepScore,
        nuisance: stepNuisance,
        removed: cells,
        after: field.clone(),
      });
    } else {
      colours = dropRemoved(w);
    }
  }
  stepGroups = null;
  let any = 0;
  for (let i = 0; i < FIELD_WORDS; i++) any |= w[i]! & MASK13;
  return { chains, score, cleared, allClear: any === 0, steps };
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
  stepGroups = null;
  while (popGroups(w, colours) !== 0) {
    chains++;
    score += stepScoreOf(chains);
    cleared += stepCleared;
    colours = dropRemoved(w);
  }
  let any = 0;
  for (let i = 0; i < FIELD_WORDS; i++) any |= w[i]! & MASK13;
  out.chains = chains;
  out.score = score;
  out.cleared = cleared;
  out.allClear = any === 0;
  return out;
}

/** One chain step (for step-by-step playback). Returns null when nothing pops. */
export function resolveStep(field: Field, chain: number): ChainStep | null {
  stepGroups = [];
  const groups = stepGroups;
  const n = popGroups(field.w, ALL_COLOURS);
  stepGroups = null;
  if (n === 0) return null;
  const cells = removedCells();
  const score = stepScoreOf(chain);
  dropRemoved(field.w);
  return { chain, cleared: stepCleared, colors: stepColors, groups, score, nuisance: stepNuisance, removed: cells, after: field.clone() };
}

/** True when something would pop (the field is not stable). */
export function willPop(field: Field): boolean {
  return popGroups(field.w, ALL_COLOURS) !== 0;
}
