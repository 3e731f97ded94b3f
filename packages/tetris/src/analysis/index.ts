// The Tetris AI, pure (no DOM, no Node): runs in tests, the CLI, a Web Worker and the page.
// field (bitboard) → movegen (real-input BFS) → evaluate (features and weights) → search (beam over
// hold and queue) → bot (plays a TetrisGame); versus and finesse build on them.
export { FULL_ROW, SHAPES, emptyField, fieldFromBoard, fieldToBoard, riseGarbage, stackHeight, type Field, type Shape } from "./field.ts";
export { generateMoves, spawnY, type MoveInput, type MovegenOptions, type Placement } from "./movegen.ts";
export { lockInto, type Chain, type LockInfo } from "./lock.ts";
export { BACK_TO_BACK_ATTACK, CLEAR_ATTACK, COMBO_ATTACK, PERFECT_CLEAR_ATTACK, attackOf, type AttackInput } from "./attack.ts";
export {
  DEFAULT_WEIGHTS,
  FEATURE_NAMES,
  boardFeatures,
  defaultEvaluator,
  namedFeatures,
  weightedEvaluator,
  type Evaluator,
  type FeatureName,
  type Weights,
} from "./evaluate.ts";
export { columnDrops, reportEvaluator, reportScore } from "./report.ts";
export { search, type Candidate, type MoveModel, type SearchInput, type SearchOptions, type SearchResult } from "./search.ts";
export {
  BOTS,
  BOT_NAMES,
  STRENGTHS,
  STRENGTH_INFO,
  actionsOf,
  isBotName,
  playPiece,
  playSolo,
  searchOptionsOf,
  startOf,
  think,
  type BotConfig,
  type BotName,
  type SoloOptions,
  type SoloResult,
  type Strength,
  type StrengthInfo,
} from "./bot.ts";
export { addClears, countClear, noClears, type ClearCounts } from "./clears.ts";
export {
  GARBAGE_DELAY_FRAMES,
  MARGIN_FRAMES,
  MARGIN_INCREASE_PER_SECOND,
  attackMultiplier,
  framesPerPiece,
  MAX_RISE_PER_LOCK,
  VersusMatch,
  VersusPlayer,
  playBotGame,
  playBotMatch,
  type BotGameResult,
  type IncomingGarbage,
  type VersusOptions,
  type VersusSummary,
} from "./versus.ts";
export { opponentViewOf, threatOf, type OpponentView } from "./threat.ts";
export { FinesseTracker, finesse, optimalPresses, type FinesseResult } from "./finesse.ts";
export { advise, advisorJobs, positionOf, type Advice, type AdviceItem, type AdvisorPosition, type AdvisorRequest } from "./advisor.ts";
export { parsePosition, printPosition } from "./position-text.ts";
