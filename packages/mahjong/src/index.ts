// @arcade/mahjong — the pure entry: tiles and hands in mpsz, exact shanten by table lookup,
// effective tiles and discard ranking, winning-hand decomposition, the practice wall and game.
export * from "./analysis/tiles.ts";
export * from "./analysis/hand.ts";
export { shantenTables, installTables, buildGroupTable, type GroupTable, type ShantenTables } from "./analysis/suit-table.ts";
export {
  shanten,
  shantenBreakdown,
  standardShanten,
  chiitoitsuShanten,
  kokushiShanten,
  checkConcealedCount,
  tileTotal,
  type ShantenBreakdown,
} from "./analysis/shanten.ts";
export { effectiveTiles, rankDiscards, type Acceptance, type DiscardOption, type EffectiveTile, type RankOptions } from "./analysis/efficiency.ts";
export { decompositions, describeDecomposition, isWinningHand, type Block, type Decomposition } from "./analysis/agari.ts";
export { buildWall, fullSet, type WallOptions } from "./rules/wall.ts";
export { PracticeGame, PRACTICE_DRAWS, type PracticeState, type PracticeStatus } from "./rules/practice.ts";
export {
  mahjongRules,
  practiceRecord,
  quizRecord,
  PracticeReplay,
  QuizReplay,
  MAHJONG_RULES_VERSION,
  QUIZ_LENGTH,
  type PracticeSummary,
  type QuizProgress,
} from "./rules/record.ts";
export { migrateLegacySave } from "./rules/legacy-save.ts";
export { quizQuestion, scoreAnswer, type QuizQuestion, type QuizScore } from "./analysis/quiz.ts";
export { meta } from "./meta.ts";
export { scoreHand, scoreWin, createScorer, bestWin, type Score, type ScoreInput } from "./rules/score/score.ts";
export { situation, situationProblem, doraOf, isDealer, WIND_LETTERS, WIND_NAMES, type Situation, type Wind, type HandShape } from "./rules/score/situation.ts";
export { calledMeld, isOpenCall, type CalledMeld, type Arrangement, type Group, type Wait } from "./rules/score/melds.ts";
export { basePoints, payments, type Points, type Limit } from "./rules/score/points.ts";
export type { Yaku } from "./rules/score/yaku.ts";
export {
  compareOdds,
  DEFAULT_MAX_STATES,
  discardOdds,
  handOdds,
  MAX_DRAWS,
  type DiscardOdds,
  type HandOdds,
  type OddsGoal,
  type OddsOptions,
} from "./analysis/odds/odds.ts";
export { OddsCancelled, OddsTooExpensive, type WinScorer } from "./analysis/odds/limits.ts";
export type { HandValues } from "./analysis/odds/request.ts";
export * as table from "./table/index.ts";
export { botAction } from "./bots/table-seat.ts";
export { BOT_STRENGTHS, BOT_DESCRIPTIONS, type BotStrength } from "./bots/decide.ts";
export {
  wholeHandDiscards,
  wholeHandOdds,
  WHOLE_HAND_MAX_SHANTEN,
  type TurnOdds,
  type WholeHandDiscard,
  type WholeHandOdds,
  type WholeHandOptions,
} from "./analysis/odds/whole-hand.ts";
export {
  reviewDecision,
  reviewDecisions,
  summarizeReview,
  type DecisionPoint,
  type DecisionReview,
  type RatedDiscard,
  type ReviewModel,
  type ReviewOptions,
  type ReviewSummary,
} from "./analysis/review.ts";
export { decisionPoints } from "./analysis/decision-points.ts";
