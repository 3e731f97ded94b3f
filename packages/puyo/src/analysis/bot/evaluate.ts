// The evaluator: how good a settled, quiet field (nothing pops) is for building a big chain.
// Two kinds of feature, read straight from the bitboards:
//
// - chain potential (puyoai's RensaDetector, ama's "detect"): for every column and colour, add
//   the 1–3 puyos of that colour it takes to pop the group next to the column's top and resolve
//   the chain they would trigger; the best such chain (length, score, puyos needed) is what the
//   field is "holding". Only colours already touching the landing cell are tried: another colour
//   cannot pop there with 3 puyos;
// - shape: same-colour links (pairs and cells with two same-colour neighbours, the material of
//   future groups), the U shape (outer columns higher, the middle low, so pairs can still reach
//   every column), bumpiness, the height of column 3 (the X: death), columns that block the pair's
//   way (12+ high), and nuisance on the field.
//
// The value is a weighted sum of the features; the weights live in strengths.ts.
import { resolveInto, type ChainResult } from "../../rules/chain.ts";
import { Field, popcount } from "../../rules/field.ts";

/** Feature names, in the order of a weight vector. */
export const FEATURES = [
  "chain", // best trigger's chain length
  "chainScore", // its score, in thousands of points (log-scaled)
  "needed", // puyos the best trigger needs (1..3)
  "link2", // adjacent same-colour pairs (rows 1..12)
  "link3", // puyos with 2+ same-colour neighbours
  "uShape", // squared distance of the heights from a U (outer columns higher)
  "bump", // sum of height differences between neighbouring columns
  "danger", // (height of column 3 − 8)² when above 8
  "blocked", // columns other than 3 that are 12 or more high (they cut the pair's way)
  "nuisance", // nuisance puyos on the field
] as const;

export type FeatureName = (typeof FEATURES)[number];
export type Weights = Readonly<Record<FeatureName, number>>;

export interface Potential {
  /** Chain length the best trigger fires (0: none found). */
  chains: number;
  score: number;
  /** Puyos of one colour it takes (1..3). */
  needed: number;
  /** The trigger's column (0: none). */
  column: number;
}

const MASK12 = 0x0fff0fff;
/** U-shape: how much higher than the mean each column should stand (they sum to 0). */
const U_OFFSETS = [1.5, 0, -1, -1, -0.5, 1];
const MAX_NEEDED = 3;

// Scratch objects: evaluation runs once per search node, so it allocates nothing per call.
const probe = new Field();
const result: ChainResult = { chains: 0, score: 0, cleared: 0, allClear: false, steps: [] };

/** Bit of cell (x, y) within its word (column pairs share a word: field.ts's layout). */
function bit(x: number, y: number): number {
  return 1 << (((x - 1) & 1) * 16 + (y - 1));
}

/** True when colour plane p has a puyo at (x, y) (0 outside the field). */
function has(w: Int32Array, p: number, x: number, y: number): boolean {
  if (x < 1 || x > 6 || y < 1) return false;
  return (w[p * 3 + ((x - 1) >> 1)]! & bit(x, y)) !== 0;
}

/**
 * The best chain a few puyos of one colour dropped into one column would trigger. With
 * `perColour`, also the best score each colour's trigger of at most two puyos fires (0: none), the
 * reply detector's material (reply.ts): the probe is the same, so it costs nothing more. With
 * `triggers`, the best score of each colour's trigger by the puyos it takes: `triggers[p * 4 + k]`
 * for k = 1..3 puyos of colour plane p (reply.ts's expectedCounter).
 */
export function detectPotential(field: Field, colors = 4, heights = field.heights(), perColour?: Float64Array, triggers?: Float64Array): Potential {
  const best: Potential = { chains: 0, score: 0, needed: 0, column: 0 };
  perColour?.fill(0);
  triggers?.fill(0);
  const w = field.w;
  for (let x = 1; x <= 6; x++) {
    const h = heights[x - 1]!;
    if (h >= 12) continue;
    const y = h + 1;
    for (let p = 0; p < colors; p++) {
      if (!has(w, p, x, y - 1) && !has(w, p, x - 1, y) && !has(w, p, x + 1, y)) continue;
      for (let k = 1; k <= MAX_NEEDED && h + k <= 12; k++) {
        probe.copyFrom(field);
        for (let i = 0; i < k; i++) probe.drop(x, (p + 1) as 1);
        resolveInto(probe, 1 << p, result);
        if (result.chains === 0) continue;
        if (perColour && k <= 2 && result.score > perColour[p]!) perColour[p] = result.score;
        if (triggers && result.score > triggers[p * 4 + k]!) triggers[p * 4 + k] = result.score;
        if (result.chains > best.chains || (result.chains === best.chains && (k < best.needed || (k === best.needed && result.score > best.score)))) {
          best.chains = result.chains;
          best.score = result.score;
          best.needed = k;
          best.column = x;
        }
        break;
      }
    }
  }
  return best;
}

export interface Features extends Record<FeatureName, number> {
  potential: Potential;
}

/** All features of a quiet field (`perColour`, `triggers`: see detectPotential). */
export function features(field: Field, colors = 4, perColour?: Float64Array, triggers?: Float64Array): Features {
  const heights = field.heights();
  const potential = detectPotential(field, colors, heights, perColour, triggers);
  const w = field.w;
  let link2 = 0;
  let link3 = 0;
  for (let p = 0; p < 5; p++) {
    const a0 = w[p * 3]! & MASK12;
    const a1 = w[p * 3 + 1]! & MASK12;
    const a2 = w[p * 3 + 2]! & MASK12;
    if ((a0 | a1 | a2) === 0) continue;
    // Vertical and horizontal same-colour neighbours (as in rules/chain.ts's pop search).
    link2 += popcount(a0 & (a0 >>> 1)) + popcount(a1 & (a1 >>> 1)) + popcount(a2 & (a2 >>> 1));
    link2 += popcount(a0 & (a0 >>> 16)) + popcount(a1 & (a1 >>> 16)) + popcount(a2 & (a2 >>> 16));
    link2 += popcount((a0 >>> 16) & a1) + popcount((a1 >>> 16) & a2);
    link3 += degreeTwo(a0, a1, a2);
  }
  const mean = heights.reduce((s, h) => s + h, 0) / 6;
  let uShape = 0;
  let bump = 0;
  let blocked = 0;
  for (let x = 0; x < 6; x++) {
    const d = heights[x]! - mean - U_OFFSETS[x]!;
    uShape += d * d;
    if (x > 0) bump += Math.abs(heights[x]! - heights[x - 1]!);
    if (x !== 2 && heights[x]! >= 12) blocked++;
  }
  const h3 = heights[2]!;
  const nuisance = popcount(w[15]!) + popcount(w[16]!) + popcount(w[17]!);
  return {
    chain: potential.chains,
    chainScore: Math.log2(1 + potential.score / 1000),
    needed: potential.needed,
    link2,
    link3,
    uShape,
    bump,
    danger: h3 > 8 ? (h3 - 8) * (h3 - 8) : 0,
    blocked,
    nuisance,
    potential,
  };
}

/** Cells with two or more same-colour neighbours, in one colour plane's three words. */
function degreeTwo(a0: number, a1: number, a2: number): number {
  let n = 0;
  const words = [a0, a1, a2];
  for (let k = 0; k < 3; k++) {
    const a = words[k]!;
    const prev = k > 0 ? words[k - 1]! : 0;
    const next = k < 2 ? words[k + 1]! : 0;
    const up = a & (a >>> 1);
    const down = a & (a << 1);
    const right = a & ((a >>> 16) | (next << 16));
    const left = a & ((a << 16) | (prev >>> 16));
    const v = up | down;
    const h = left | right;
    n += popcount((up & down) | (left & right) | (v & h));
  }
  return n;
}

/** The weighted sum of a field's features (`perColour`, `triggers`: see detectPotential). */
export function evaluate(field: Field, weights: Weights, colors = 4, perColour?: Float64Array, triggers?: Float64Array): number {
  const f = features(field, colors, perColour, triggers);
  let value = 0;
  for (const name of FEATURES) value += weights[name] * f[name];
  return value;
}
