// The four strengths of the chain-building bot: how far it looks (known pairs used, beam width),
// what it fires (target chain, crowd limit, versus timing), how often it slips (a placement drawn
// from its next-best few instead of the best: beginners' mistakes) and how fast the app lets it
// place. They differ in skill, not only in speed. The weights are shared by all four; they are a
// hand-set starting point (not yet tuned by self-play), checked by the bench's figures.
import type { Weights } from "./evaluate.ts";
import type { FireRules } from "./policy.ts";

export const STRENGTHS = ["easy", "medium", "hard", "expert"] as const;
export type Strength = (typeof STRENGTHS)[number];

export interface StrengthConfig extends FireRules {
  /** Known pairs the search uses: 1 = the current pair, 3 = current + NEXT + NEXT 2. */
  depth: number;
  beam: number;
  /** Chance of a slip: the placement is drawn from the best `slipAmong` instead of the best. */
  slip: number;
  slipAmong: number;
  /** Seconds between the bot's placements in the app's versus (its hands, not its thinking). */
  secondsPerPair: number;
}

/** Evaluation weights (see evaluate.ts's FEATURES for what each one weighs). */
export const WEIGHTS: Weights = {
  chain: 150,
  chainScore: 20,
  needed: -30,
  link2: 8,
  link3: 6,
  uShape: -4,
  bump: -6,
  danger: -60,
  blocked: -300,
  nuisance: -5,
};

export const STRENGTH_CONFIG: Readonly<Record<Strength, StrengthConfig>> = {
  easy: { depth: 1, beam: 22, target: 3, crowd: 40, versusTiming: false, reply: 0, guard: 0, slip: 0.35, slipAmong: 5, secondsPerPair: 2.2 },
  medium: { depth: 2, beam: 6, target: 6, crowd: 54, versusTiming: false, reply: 0, guard: 0, slip: 0.1, slipAmong: 3, secondsPerPair: 1.6 },
  hard: { depth: 3, beam: 20, target: 10, crowd: 62, versusTiming: true, reply: 30, guard: 15, slip: 0, slipAmong: 1, secondsPerPair: 1.2 },
  expert: { depth: 3, beam: 60, target: 11, crowd: 64, versusTiming: true, reply: 60, guard: 90, slip: 0, slipAmong: 1, secondsPerPair: 0.9 },
};
