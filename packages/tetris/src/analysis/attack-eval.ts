// The attacking evaluator: the versus strengths' way of scoring a search path. Where the survivor
// evaluator (evaluate.ts) keeps a stack alive, this one is after garbage sent: T-spin doubles and
// triples, back-to-back chains kept, combos, perfect clears, and digging through garbage.
//
// Its board features are the survivor's (`boardFeatures`: holes, covered cells, transitions,
// bumpiness, wells, T-slots); what differs is what a lock is worth (Cold Clear's `standard.rs`
// has the same split: per-clear rewards, a B2B bonus, a combo reward, a perfect-clear reward and a
// "wasted T" cost for a T placed without a spin) and the weights, which are not chosen by hand:
// `bench/tune.ts` finds them by seeded self-play (see attack-weights.ts for how the committed ones
// were obtained). All weights are one flat record of numbers so the tuner can move any of them.
import type { ClearName } from "../rules/types.ts";
import { isDifficult } from "../rules/scoring.ts";
import { FEATURE_NAMES, boardFeatures, type Evaluator } from "./evaluate.ts";
import type { Field } from "./field.ts";
import type { LockInfo } from "./lock.ts";

/**
 * Board features of this evaluator only, after the survivor's: `tsdShape` counts T-spin double
 * shapes still open at the top (a stem hole with both sides filled, the row above empty over three
 * cells, both rows full but for the T) — one roof piece away from the survivor's `tslotDouble`, so
 * the search is drawn to build the roof instead of filling the shape with a plain piece.
 */
export const SHAPE_FEATURE_NAMES = ["tsdShape"] as const;

/** The lock rewards and shaping numbers, after the board features (FEATURE_NAMES). */
export const MOVE_WEIGHT_NAMES = [
  "single",
  "double",
  "triple",
  "tetris",
  "tspinZero",
  "tspinMiniSingle",
  "tspinMiniDouble",
  "tspinSingle",
  "tspinDouble",
  "tspinTriple",
  /** Per garbage line sent (combo and B2B lines included). */
  "attack",
  /** A clear that gets the back-to-back bonus. */
  "backToBack",
  /** A plain clear (single to triple) that ends a back-to-back chain. */
  "backToBackBreak",
  /** Per step of a running combo (the second clear in a row is 1, …, capped at 8). */
  "combo",
  "perfectClear",
  "landingHeight",
  "erodedCells",
  /** A T placed without a T-spin clear: the piece every spin needs, spent on nothing. */
  "wastedT",
  /** Negative clear rewards fade out linearly as the stack before the clear rises to this height. */
  "safeHeight",
  /** The tetris well's reward fades out from this stack height over safeHeight rows. */
  "wellFadeFrom",
] as const;

export const ATTACK_WEIGHT_NAMES = [...FEATURE_NAMES, ...SHAPE_FEATURE_NAMES, ...MOVE_WEIGHT_NAMES] as const;
export type AttackWeightName = (typeof ATTACK_WEIGHT_NAMES)[number];
export type AttackWeights = Readonly<Record<AttackWeightName, number>>;

/** Which clear-reward weight each clear takes (a plain line-less lock takes none). */
const CLEAR_WEIGHT: Readonly<Record<ClearName, AttackWeightName | null>> = {
  none: null,
  single: "single",
  double: "double",
  triple: "triple",
  tetris: "tetris",
  "tspin-mini": "tspinZero",
  tspin: "tspinZero",
  "tspin-mini-single": "tspinMiniSingle",
  "tspin-mini-double": "tspinMiniDouble",
  "tspin-single": "tspinSingle",
  "tspin-double": "tspinDouble",
  "tspin-triple": "tspinTriple",
};

const MAX_COMBO_REWARD = 8;
const FULL_ROW = 0x3ff;
const columnHeights = new Int32Array(10);

/**
 * What the T-slots of a field do to the board features: `open` counts T-spin double shapes
 * without a roof yet (SHAPE_FEATURE_NAMES); `holes`, `holeRows` and `covered` are the parts of the
 * survivor's hole features that come from roofed T-slots: the arm cell under a roof is an empty
 * cell under a mino, so it counts as a hole, but it is the slot a T spins into, not a cavity.
 */
export interface SlotShapes {
  open: number;
  holes: number;
  holeRows: number;
  covered: number;
}

const MAX_COVER = 6;

/** The T-slot shapes of a field (see SlotShapes), into `out`. */
export function slotShapes(field: Field, out: SlotShapes = { open: 0, holes: 0, holeRows: 0, covered: 0 }): SlotShapes {
  out.open = out.holes = out.holeRows = out.covered = 0;
  let top = 40;
  while (top > 0 && field[top - 1] === 0) top--;
  columnHeights.fill(0);
  let seen = 0;
  for (let y = top - 1; y >= 0 && seen !== FULL_ROW; y--) {
    const fresh = field[y]! & ~seen;
    if (fresh !== 0) for (let x = 0; x < 10; x++) if ((fresh >> x) & 1) columnHeights[x] = y + 1;
    seen |= field[y]!;
  }
  for (let x = 1; x < 9; x++) {
    const y = columnHeights[x]!;
    if (y + 2 >= 40 || columnHeights[x - 1]! <= y || columnHeights[x + 1]! <= y) continue;
    const arms = 7 << (x - 1);
    if ((field[y + 1]! & arms) !== 0) continue;
    const stemRowFull = (field[y]! | (1 << x)) === FULL_ROW;
    const armRowFull = (field[y + 1]! | arms) === FULL_ROW;
    const roof = field[y + 2]!;
    if (((roof >> (x - 1)) & 1) === 0 && ((roof >> (x + 1)) & 1) === 0) {
      if (stemRowFull && armRowFull) out.open++;
      continue;
    }
    if (!stemRowFull && !armRowFull) continue;
    out.holeRows++;
    for (let c = x - 1; c <= x + 1; c += 2) {
      if (((roof >> c) & 1) === 0) continue;
      out.holes++;
      let cover = 0;
      for (let yy = y + 2; yy < top && cover < MAX_COVER; yy++) if ((field[yy]! >> c) & 1) cover++;
      out.covered += cover;
    }
  }
  return out;
}

const WELL_INDEX = FEATURE_NAMES.indexOf("wellDepth");
const HEIGHT_INDEX = FEATURE_NAMES.indexOf("height");
const HOLES_INDEX = FEATURE_NAMES.indexOf("holes");
const HOLE_ROWS_INDEX = FEATURE_NAMES.indexOf("holeRows");
const COVERED_INDEX = FEATURE_NAMES.indexOf("coveredCells");

/** An attacking evaluator from a set of weights. */
export function attackEvaluator(name: string, weights: AttackWeights): Evaluator {
  const vector = Float64Array.from(FEATURE_NAMES.map((f) => weights[f]));
  const clearValue = new Map<ClearName, number>(
    (Object.keys(CLEAR_WEIGHT) as ClearName[]).map((clear) => {
      const weight = CLEAR_WEIGHT[clear];
      return [clear, weight === null ? 0 : weights[weight]];
    }),
  );
  const difficult = new Map<ClearName, boolean>((Object.keys(CLEAR_WEIGHT) as ClearName[]).map((clear) => [clear, isDifficult(clear)]));
  const safeHeight = Math.max(1, weights.safeHeight);
  const scratch = new Float64Array(FEATURE_NAMES.length);
  const slots: SlotShapes = { open: 0, holes: 0, holeRows: 0, covered: 0 };
  return {
    name,
    move(lock: LockInfo): number {
      let clear = clearValue.get(lock.clear)!;
      if (clear < 0) clear *= Math.max(0, 1 - lock.heightBefore / safeHeight);
      let value = clear + weights.attack * lock.attack + weights.landingHeight * lock.landingHeight + weights.erodedCells * lock.erodedCells;
      if (lock.backToBackBonus) value += weights.backToBack;
      if (lock.lines > 0 && lock.backToBackBefore && !difficult.get(lock.clear)!) value += weights.backToBackBreak;
      if (lock.chain.combo >= 1) value += weights.combo * Math.min(lock.chain.combo, MAX_COMBO_REWARD);
      if (lock.perfectClear) value += weights.perfectClear;
      if (lock.piece === "T" && !(lock.clear.startsWith("tspin") && lock.lines > 0)) value += weights.wastedT;
      return value;
    },
    position(field: Field): number {
      boardFeatures(field, scratch);
      slotShapes(field, slots);
      scratch[HOLES_INDEX] = scratch[HOLES_INDEX]! - slots.holes;
      scratch[HOLE_ROWS_INDEX] = scratch[HOLE_ROWS_INDEX]! - slots.holeRows;
      scratch[COVERED_INDEX] = scratch[COVERED_INDEX]! - slots.covered;
      const fade = Math.max(0, Math.min(1, 1 - (scratch[HEIGHT_INDEX]! - weights.wellFadeFrom) / safeHeight));
      scratch[WELL_INDEX] = scratch[WELL_INDEX]! * fade;
      let value = weights.tsdShape * slots.open;
      for (let i = 0; i < vector.length; i++) value += vector[i]! * scratch[i]!;
      return value;
    },
  };
}

/**
 * A weaker player's weights: T-slots are not seen and T-spins are worth no more than the lines
 * they send (a beginner clears lines and sometimes stacks for a tetris, but does not set up spins).
 */
export function withoutSpins(weights: AttackWeights): AttackWeights {
  return {
    ...weights,
    tslotSingle: 0,
    tslotDouble: 0,
    tsdShape: 0,
    tspinZero: 0,
    tspinMiniSingle: 0,
    tspinMiniDouble: 0,
    tspinSingle: 0,
    tspinDouble: 0,
    tspinTriple: 0,
    wastedT: 0,
  };
}
