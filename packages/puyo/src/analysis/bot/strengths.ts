// The four strengths of the chain-building bot: how far it looks (known pairs used, beam width),
// what it fires (target chain, crowd limit, versus timing), how often it slips (a placement drawn
// from its next-best few instead of the best: beginners' mistakes) and how fast the app lets it
// place. They differ in skill, not only in speed. The evaluation weights are shared by all four
// (hand-set, then checked by `pnpm tune` sweeps); the reply values (reply, guard) and each
// strength's settings were chosen from self-play versus runs (the README's bot section), so each
// strength beats the one below it.
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
  // Sees only the current pair, fires 3-chains, slips half the time (among its eight best).
  easy: { depth: 1, beam: 22, target: 3, crowd: 40, versusTiming: false, reply: 0, guard: 0, slip: 0.5, slipAmong: 8, secondsPerPair: 2.2 },
  // The current pair only, fires 5-chains, knows when to press or kill but keeps no reply.
  medium: { depth: 1, beam: 22, target: 5, crowd: 54, versusTiming: true, reply: 0, guard: 0, slip: 0.05, slipAmong: 3, secondsPerPair: 1.6 },
  // Current + NEXT, 8-chains, keeps a reply.
  hard: { depth: 2, beam: 10, target: 8, crowd: 62, versusTiming: true, reply: 60, guard: 90, slip: 0, slipAmong: 1, secondsPerPair: 1.2 },
  // Current + NEXT + NEXT 2 with a wide beam, 11-chains, keeps a reply, and counters in full:
  // a counter offsetting part of an attack in flight earns that share of the fire bonus, and the
  // reply to an attack in flight is valued by the puyos each trigger takes (counterOdds).
  expert: {
    depth: 3,
    beam: 60,
    target: 11,
    crowd: 64,
    versusTiming: true,
    reply: 90,
    guard: 90,
    fullCounter: true,
    counterOdds: true,
    slip: 0,
    slipAmong: 1,
    secondsPerPair: 0.9,
  },
};
