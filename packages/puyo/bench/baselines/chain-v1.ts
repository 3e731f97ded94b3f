// BASELINE, kept for the benchmark and the equality test: the chain resolution as it was before the
// faster engine in src/rules/chain.ts (same field layout, so it runs on the same Field words).
// Do not optimise this file: bench/index.ts prints the engine's times as ratios to it.
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
import type { Field } from "../../src/rules/field.ts";
import { CHAIN_POWER, COLOR_BONUS, GROUP_BONUS } from "../../src/rules/scoring.ts";

// Local copies of field.ts's layout constants and bit helpers: the hot loops must not go through
// module bindings (under tsx's transform an imported binding is a getter call on every read).
const WORDS = 3;
const PLANES = 6;
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
const removed = new Int32Array(WORDS);
// Gravity's runs of removed rows in one word (at most 12: rows alternate in two column halves).
const runKeep = new Int32Array(16);
const runAbove = new Int32Array(16);
const runLength = new Int32Array(16);

/** Cells next to the set bits (same word and the neighbouring words), not including them. */
function spread(prev: number, cur: number, next: number): number {
  return (cur << 1) | (cur >>> 1) | (cur << 16) | (cur >>> 16) | (prev >>> 16) | (next << 16);
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
  let pop0 = 0;
  let pop1 = 0;
  let pop2 = 0;
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
    // Same-colour neighbours of each cell, per direction (up, down, right, left), per word.
    // Everything is written out with locals: this loop is the engine's hot path.
    const u0 = a0 & (a0 >>> 1);
    const u1 = a1 & (a1 >>> 1);
    const u2 = a2 & (a2 >>> 1);
    const w0 = a0 & (a0 << 1);
    const w1 = a1 & (a1 << 1);
    const w2 = a2 & (a2 << 1);
    const r0 = a0 & ((a0 >>> 16) | (a1 << 16));
    const r1 = a1 & ((a1 >>> 16) | (a2 << 16));
    const r2 = a2 & (a2 >>> 16);
    const l0 = a0 & (a0 << 16);
    const l1 = a1 & ((a1 << 16) | (a0 >>> 16));
    const l2 = a2 & ((a2 << 16) | (a1 >>> 16));
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
    if (n >= 8) groupSizes(c0, c1, c2, addGroup);
    else {
      groupBonusSum += GROUP[n]!;
      if (stepGroups !== null) stepGroups.push(n);
    }
    stepCleared += n;
    stepColors++;
    pop0 |= c0;
    pop1 |= c1;
    pop2 |= c2;
  }
  if (stepCleared === 0) return 0;
  const p0 = pop0;
  const p1 = pop1;
  const p2 = pop2;
  let n0 = w[15]! & MASK12;
  let n1 = w[16]! & MASK12;
  let n2 = w[17]! & MASK12;
  stepNuisance = 0;
  if ((n0 | n1 | n2) !== 0) {
    n0 &= spread(0, p0, p1);
    n1 &= spread(p0, p1, p2);
    n2 &= spread(p1, p2, 0);
    stepNuisance = popcount(n0) + popcount(n1) + popcount(n2);
  }
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
    // Cells at or above the lowest removed bit of each column half end up moved (or empty); a
    // plane with nothing there is unchanged (it has no removed bit either).
    const lowLow = r & 0xffff & -(r & 0xffff);
    const highHigh = r & -65536;
    const lowHigh = highHigh & -highHigh;
    const moved = (lowLow === 0 ? 0 : 0xffff & ~(lowLow - 1)) | (lowHigh === 0 ? 0 : -65536 & ~(lowHigh - 1));
    // Runs of consecutive removed rows, highest first, so the lower runs keep their positions.
    // Squeezing a run out also discards its (removed) bits, so they need no clearing first.
    // (Bits 13..15 are never set, so a run never crosses from one column half into the other.)
    let runs = 0;
    while (r !== 0) {
      const top = 31 - Math.clz32(r);
      const gaps = ~r & ((1 << top) - 1);
      const lo = gaps === 0 ? 0 : 32 - Math.clz32(gaps);
      const half = lo >= 16 ? -65536 : 0x0000ffff;
      runKeep[runs] = ((1 << lo) - 1) | ~half;
      runAbove[runs] = half & ~((2 << top) - 1);
      runLength[runs] = top - lo + 1;
      runs++;
      r &= (1 << lo) - 1;
    }
    for (let p = 0; p < PLANES; p++) {
      const i = p * WORDS + k;
      let x = w[i]!;
      if ((x & moved) === 0) continue;
      for (let j = 0; j < runs; j++) x = (x & runKeep[j]!) | ((x & runAbove[j]!) >>> runLength[j]!);
      w[i] = x;
      if (p < 5 && (x & moved) !== 0) colours |= 1 << p;
    }
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
