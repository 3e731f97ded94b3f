// The five strengths of the chain-building bot: how far it looks (known pairs used, beam width),
// what it fires (target chain, crowd limit, versus timing), how often it slips (a placement drawn
// from its next-best few instead of the best: beginners' mistakes) and how fast it plays in the
// app (pace.ts). They differ in skill and in speed; in Puyo versus speed weighs heavily (a
// tenth of a second a pair moved even bots a step). The evaluation weights are shared by all
// five (hand-set, then checked by `pnpm tune` sweeps); each strength's settings were chosen from
// versus games at the app's pace (arena.ts) on tuning seeds, so that each one beats the one
// below in about two games of three and `easy` is no stronger than the casual reference player
// (casual.ts). The README's ladder gives the figures on other seeds.
import type { Weights } from "./evaluate.ts";
import type { FireRules } from "./policy.ts";

/** The strengths, weakest first. */
export const STRENGTHS = ["beginner", "easy", "medium", "hard", "expert"] as const;
export type Strength = (typeof STRENGTHS)[number];

export interface StrengthConfig extends FireRules {
  /** Known pairs the search uses: 1 = the current pair, 3 = current + NEXT + NEXT 2. */
  depth: number;
  beam: number;
  /** Chance of a slip: the placement is drawn from the best `slipAmong` instead of the best. */
  slip: number;
  slipAmong: number;
  /** The bot's pace in the app, in seconds a pair (its hands, not its thinking: pace.ts). */
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
  beginner: { depth: 1, beam: 22, target: 3, crowd: 36, versusTiming: false, reply: 0, guard: 0, slip: 0.3, slipAmong: 5, secondsPerPair: 1.7 },
  easy: { depth: 2, beam: 22, target: 3, crowd: 36, versusTiming: false, reply: 0, guard: 0, slip: 0.25, slipAmong: 4, secondsPerPair: 1.7 },
  medium: { depth: 2, beam: 10, target: 4, crowd: 54, versusTiming: true, press: false, reply: 0, guard: 0, slip: 0.1, slipAmong: 3, secondsPerPair: 1.3 },
  hard: { depth: 2, beam: 16, target: 7, crowd: 62, versusTiming: true, press: false, reply: 60, guard: 90, slip: 0, slipAmong: 1, secondsPerPair: 1.2 },
  // Counters in full: a counter offsetting part of an attack in flight earns that share of the
  // fire bonus, and the reply to an attack in flight is valued by the puyos each trigger takes.
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

/**
 * What each strength does, one line each, weakest first: for the app's opponent chooser (the
 * same order as STRENGTHS) and the CLI's help.
 */
export const STRENGTH_LINES: Readonly<Record<Strength, string>> = {
  beginner: "Plans with the current pair only, pops small chains as they come, often misplaces a pair; 1.7 s a pair.",
  easy: "Looks at NEXT and fires 3-chains, misplaces one pair in four; 1.7 s a pair, a little slower than a casual player.",
  medium: "Builds and fires 3- to 5-chains, fires early to finish you or to answer a big attack; 1.3 s a pair.",
  hard: "Builds 7-chains, counters your attacks and keeps a reply ready, never misplaces; 1.2 s a pair.",
  expert: "Reads NEXT 2, builds 11-chains, presses a field that cannot answer, counters in full; 0.9 s a pair.",
};
