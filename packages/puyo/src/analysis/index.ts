// Analysis (pure): the versus bot and the exact probability calculator.
export { chooseMove, chainPotential, type BotMove, type BotOptions } from "./bot.ts";
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
export { CalculatorService, type CalculatorMessage, type CalculatorRequest, type CalculatorResultJson } from "./calculator-service.ts";
