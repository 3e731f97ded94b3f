// The attacking evaluator's weights (attack-eval.ts).
//
// START_WEIGHTS is where tuning began: the survivor's board weights (evaluate.ts) with lock
// rewards pointed at attack. TUNED_WEIGHTS are what `bench/tune.ts` kept (how they were obtained is
// written beside them). The strengths use the tuned ones.
import type { AttackWeights } from "./attack-eval.ts";
import { DEFAULT_WEIGHTS } from "./evaluate.ts";

export const START_WEIGHTS: AttackWeights = {
  ...DEFAULT_WEIGHTS.features,
  wellDepth: 30,
  tslotSingle: 20,
  tslotDouble: 120,
  tsdShape: 40,
  single: -120,
  double: -100,
  triple: -80,
  tetris: 200,
  tspinZero: -10,
  tspinMiniSingle: -40,
  tspinMiniDouble: 0,
  tspinSingle: 60,
  tspinDouble: 400,
  tspinTriple: 550,
  attack: 40,
  backToBack: 80,
  backToBackBreak: -80,
  combo: 30,
  perfectClear: 1500,
  landingHeight: -4,
  erodedCells: 2,
  wastedT: -60,
  safeHeight: 8,
  wellFadeFrom: 6,
};

/**
 * The strengths' weights, as `bench/tune.ts` kept them: three seeded runs, one after the other, on
 * this 2-core machine while other work ran (so each ran as long as there was time, not to a fixed
 * number of tries):
 * 1. `--from start --rng tune`, 4 seeds × 250 pieces, search preview 1 / beam 4, a high stack
 *    costing from 14 rows: about 8 minutes, 11 changes kept (training score 0.487 → 0.585);
 * 2. from run 1's weights, `--rng tune-2 --seeds 6 --pieces 300 --preview 2 --beam 6`: 20 minutes,
 *    14 changes kept by try 94 (0.603 → 0.668); stopped when the evaluator gained `slotShapes`;
 * 3. from run 2's weights with `slotShapes` (and `tsdShape`, starting at 45.6) and the stack cost
 *    from 12 rows, `--rng tune-3`, same size: 17 minutes, 5 changes kept by try 107 (0.640 →
 *    0.663).
 * Checked at expert's own search (preview 4, beam 12, dedupe) on four seeds the tuner never saw,
 * 300 pieces each at 0.4 garbage rows per piece: run 3's weights 0.787 attack per piece (stack at
 * most 15 rows), run 2's 0.782 (at most 17 rows), the start weights 0.703; run 3's are these.
 */
export const TUNED_WEIGHTS: AttackWeights = {
  height: -5.7,
  aboveHalf: -88.4,
  aboveQuarter: -250,
  holes: -45.1,
  holeRows: -81.1,
  coveredCells: -8,
  rowTransitions: -5.1,
  columnTransitions: -26.3,
  bumpiness: -8.8,
  bumpinessSq: -4.9,
  wellDepth: 30,
  wellSums: -10,
  tslotSingle: 22.6,
  tslotDouble: 70.2,
  tsdShape: 45.6,
  single: -95.3,
  double: -174.4,
  triple: -118.8,
  tetris: 201.7,
  tspinZero: -10.9,
  tspinMiniSingle: -50,
  tspinMiniDouble: -2.9,
  tspinSingle: 60,
  tspinDouble: 71.5,
  tspinTriple: 534.4,
  attack: 52.5,
  backToBack: 116.5,
  backToBackBreak: -46.8,
  combo: 30,
  perfectClear: 1966,
  landingHeight: 5.2,
  erodedCells: -8.2,
  wastedT: -53,
  safeHeight: 12.6,
  wellFadeFrom: 6.5,
};

/**
 * The expert's weights: the tuned ones with T-spin doubles valued as Cold Clear values them —
 * above a tetris (a TSD sends as many lines with one T and three rows of stack, and keeps the
 * back-to-back alive as often), its slot and its open shape drawn for, and a T spent without a spin
 * costing more. Tuned weights sent most lines through tetrises (1.3 T-spin doubles per 100 pieces
 * solo); these were chosen on the seed set `tune-tsd` (3 seeds × 300 pieces at 0.3 garbage rows a
 * piece: 1.33 → 4.78 T-spin doubles per 100 pieces, attack per piece 0.73 → 0.76, stack at most 15
 * rows either way) and measured against the survivor on seeds never used (README, benchmarks).
 * The weaker strengths keep TUNED_WEIGHTS (without spins), so the lower ladder is unchanged.
 */
export const SPIN_WEIGHTS: AttackWeights = {
  ...TUNED_WEIGHTS,
  tslotDouble: 220,
  tsdShape: 120,
  tetris: 100,
  tspinDouble: 450,
  wastedT: -120,
};
