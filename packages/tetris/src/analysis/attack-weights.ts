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

export const TUNED_WEIGHTS: AttackWeights = START_WEIGHTS;
