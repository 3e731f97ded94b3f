// @arcade/cards — the pure entry of the card-shuffle laboratory: the physical shuffles, routines'
// times, exact distances to random, exact expected heatmaps, the measured metric panel, the
// paper's experiments and heatmap export. No DOM, no Pixi, no Node built-ins: it runs in Node, a
// Web Worker and the page.
// The physical shuffles (C H R F D) and their routines, the statistics the lab reads from a deck.
export { cut, type CutOptions } from "./shuffle/cut.ts";
export { hindu, type HinduOptions } from "./shuffle/hindu.ts";
export { riffle } from "./shuffle/riffle.ts";
export { faro, type FaroKind } from "./shuffle/faro.ts";
export { deal, type DealOptions } from "./shuffle/deal.ts";
export {
  applyMethod,
  applyRoutine,
  formatRoutine,
  freshDeck,
  parseRoutine,
  METHOD_NAMES,
  SHUFFLE_METHODS,
  type ShuffleMethod,
  type ShuffleParams,
  type ShuffleStep,
} from "./shuffle/routine.ts";
export { risingSequences, successions, eulerianRow, riffleRisingLaw } from "./shuffle/stats.ts";
export { makeLab, routineSeconds, shuffleParams, isRandomMethod, DEFAULT_COSTS, MIN_CARDS, MAX_CARDS, type Lab, type LabOptions } from "./analysis/params.ts";
export { riffleDistance, riffleDistanceNumbers, rifflesNeeded, eulerian, factorial, type RiffleDistance } from "./analysis/exact-tv.ts";
export { toNumber, toDecimal, complement, type Fraction } from "./analysis/fraction.ts";
export { riffleKernel, cutKernel, cutLaw, hinduKernel, permutationKernel, methodKernel, denseOf, type Kernel } from "./analysis/kernels.ts";
export {
  expectedHeatmap,
  heatmapMetrics,
  identityHeatmap,
  applyKernel,
  applyStep,
  kernelPower,
  multiply,
  paperOrientation,
  KernelCache,
  type Heatmap,
  type HeatmapMetrics,
} from "./analysis/heatmap.ts";
export { routineShape, exactTv, supportBound, rotationLaw, fixedOrder, log2Factorial, type RoutineShape, type ExactTv } from "./analysis/structure.ts";
export { riffleInto } from "./analysis/fast-riffle.ts";
export { RoutineSimulator, simulate, type Trial } from "./analysis/simulate.ts";
export { risingOf, successionsOf, guessScore, landsInHand, sortedLands, wovenLands } from "./analysis/deck-stats.ts";
export { risingNullLaw, successionNullLaw, hypergeometric, harmonic, wilson, meanInterval, normalQuantile, type Interval } from "./analysis/laws.ts";
export { measureRoutine, type Metric, type MetricKind, type MeasureOptions, type RoutineReport } from "./analysis/measure.ts";
export {
  scoreRoutine,
  compareScores,
  repeatMethod,
  bestSingleMethods,
  bestRoutines,
  rankFamily,
  parseFamily,
  orderingCount,
  repeatsNeeded,
  PAPER_FAMILY_60,
  type RoutineScore,
  type BeamOptions,
  type Multiset,
  type MethodNeed,
} from "./analysis/experiments.ts";
export {
  heatmapImage,
  toPgmText,
  toPgmBytes,
  toPng,
  heatmapCsv,
  crc32,
  adler32,
  zlibStored,
  type GreyImage,
  type HeatmapImageOptions,
} from "./analysis/image.ts";
export { Cancelled, checkCancel, type RunControl } from "./analysis/progress.ts";
export { erfc, normalCdf, normalMass, roundedNormalLaw } from "./analysis/normal.ts";
export {
  addStep,
  removeStep,
  distanceCurve,
  metricsCsv,
  runLabRequest,
  type CurvePoint,
  type LabRequest,
  type LabResponse,
  type LabSummary,
} from "./analysis/lab-session.ts";
export {
  runExperiment,
  runRankRequest,
  measuredBound,
  provenLowerBound,
  compareMeasured,
  experimentTitle,
  rowDistanceText,
  distanceDigits,
  type Experiment,
  type MeasuredBound,
  type RankRow,
  type RankResult,
  type RankOptions,
  type RankRequest,
  type RankResponse,
} from "./analysis/ranking.ts";
export { meta } from "./meta.ts";
