// Analysis (pure): the bots (simple, the casual reference player, and the chain builder at five
// strengths) and the exact probability calculator.
export { chooseMove, chainPotential, type BotMove, type BotOptions } from "./bot.ts";
export { BOT_NAMES, botByName, casualBot, chainBot, isBotName, type BotDecision, type BotInput, type BotName, type PuyoBot } from "./bot/bots.ts";
export { STRENGTHS, STRENGTH_CONFIG, STRENGTH_LINES, WEIGHTS, type Strength, type StrengthConfig } from "./bot/strengths.ts";
export { CASUAL_CONFIG } from "./bot/casual.ts";
export { framesPerInput, INPUTS_PER_PAIR } from "./bot/pace.ts";
export { playArenaMatch, playArenaVersus, MAX_ARENA_PAIRS, type ArenaOptions, type ArenaResult, type ArenaSummary } from "./bot/arena.ts";
export { countChains, addChainCounts, type ChainCounts } from "./bot/chain-counts.ts";
export { playSelf, MAX_SELFPLAY_PIECES, type SelfPlayOptions, type SelfPlayResult } from "./bot/selfplay.ts";
export { playMatch, playVersus, MAX_MATCH_PAIRS, type MatchOptions, type MatchResult, type VersusSummary } from "./bot/match.ts";
export { answerBotRequest, botRequest, type BotAnswer, type BotRequest } from "./bot/request.ts";
export type { OpponentView } from "./bot/policy.ts";
export {
  probability,
  meets,
  CalculationCancelled,
  MAX_MOVES,
  type Condition,
  type EarlyFire,
  type PlacementProbability,
  type ProbabilityOptions,
  type ProbabilityQuery,
  type ProbabilityResult,
  type Shortcuts,
} from "./probability.ts";
export { calculatorJobs, solve, type CalculatorRequest, type CalculatorResultJson } from "./calculator-service.ts";
