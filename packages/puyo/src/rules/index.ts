// The Puyo Puyo Tsu rules engine: pure (no DOM, no pixi.js, no Node), so it runs in tests, the
// CLI, a Web Worker and the page alike.
export * from "./cells.ts";
export { Field, PLANES, WORDS, MASK12, MASK13 } from "./field.ts";
export { resolveChain, resolveStep, willPop, type ChainResult, type ChainStep } from "./chain.ts";
export { CHAIN_POWER, COLOR_BONUS, GROUP_BONUS, chainPower, colorBonus, groupBonus, stepScore } from "./scoring.ts";
export { parseField, printField } from "./field-text.ts";
export { parsePosition, type Position } from "./position.ts";
export { fieldFromPuyop, fieldToPuyop, puyopCode, PUYOP_PREFIX } from "./puyop.ts";
export {
  ALL_PLACEMENTS,
  SAME_COLOR_PLACEMENTS,
  CHILD_DX,
  CHILD_DY,
  applyPlacement,
  childColumn,
  isPlacement,
  isReachable,
  legalPlacements,
  parsePair,
  parsePairList,
  parsePlacement,
  placementsOf,
  printPair,
  printPairList,
  printPlacement,
  type Pair,
  type Placement,
  type Rotation,
} from "./pair.ts";
export { SPAWN_POSITION, fall, fits, isFree, move, placementOf, rotate, type PairPosition, type RotateResult } from "./moving.ts";
export {
  ALL_CLEAR_NUISANCE,
  MARGIN_SECONDS,
  MARGIN_STEP_SECONDS,
  MAX_DROP,
  TARGET_POINTS,
  convertPoints,
  dropNuisance,
  offset,
  targetPoints,
  type Conversion,
  type Offset,
} from "./nuisance.ts";
export { PairQueue, CYCLE_PAIRS, OPENING_PUYOS, PAIR_STREAM, POOL_SIZE } from "./generator.ts";
export { PuyoGame, NUISANCE_STREAM, type GameOptions, type TurnResult } from "./game.ts";
export { Versus } from "./versus.ts";
export * from "./timing.ts";
export {
  SteppedGame,
  PLAY_ACTIONS,
  NUISANCE_PREFIX,
  MAX_NUISANCE_INPUT,
  checkAction,
  type FinalState,
  type GameEvent,
  type Phase,
  type PlayAction,
  type StepAction,
  type SteppedOptions,
} from "./stepped.ts";
export {
  DEFAULT_REPLAY_OPTIONS,
  PUYO_RULES,
  PuyoRecorder,
  REPLAY_GAME,
  REPLAY_MODES,
  RULES_VERSION,
  configOf,
  finalState,
  nuisanceAction,
  replayPlayer,
  runReplay,
  type PuyoConfig,
  type PuyoReplayOptions,
  type ReplayMode,
} from "./replay.ts";
export { parseReplayCode, replayCode } from "./replay-code.ts";
export { CHALLENGE_PAIRS, challengeCode, compareChallenge, verifyChallenge, type ChallengeResult, type VerifiedChallenge } from "./challenge.ts";
export { pathTo } from "./path.ts";
export { AutoPlayer, selfplay, type ChoosePlacement } from "./autoplay.ts";
