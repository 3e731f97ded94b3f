// The named bots: the frozen survivor, the report's baseline, the `casual` reference player used to
// calibrate the ladder, and the five versus strengths a player chooses from in the app. A
// strength differs from the one below in what a person feels across the board: how fast it plays,
// how far it looks ahead, how often it misdrops and whether it attacks with T-spins — not only in
// noise. The ladder's measured figures (each strength against the one below, at these paces) are in
// the package README; `bench/long.ts --only ladder` re-runs them.
import { attackEvaluator, withoutSpins } from "./attack-eval.ts";
import { SPIN_WEIGHTS, TUNED_WEIGHTS } from "./attack-weights.ts";
import type { BotConfig } from "./bot.ts";
import { defaultEvaluator } from "./evaluate.ts";
import { reportEvaluator } from "./report.ts";

/** The versus strengths, weakest first (the app's opponent chooser lists them in this order). */
export const STRENGTHS = ["beginner", "easy", "medium", "hard", "expert"] as const;
export type Strength = (typeof STRENGTHS)[number];
export const BOT_NAMES = ["default", "survivor", "report", "casual", ...STRENGTHS] as const;
export type BotName = (typeof BOT_NAMES)[number];

/**
 * The survivor: the advisor's bot, kept exactly as it was when the attacking strengths were
 * written (its evaluator, lookahead and "think harder when high" setting), so their progress is
 * measured against it. It survives a million pieces on every seed tried and sends about 0.38 lines
 * a piece. In bot games it plays at the expert's pace, so that match is decided by play alone.
 */
const SURVIVOR: BotConfig = {
  evaluator: defaultEvaluator,
  preview: 2,
  hold: true,
  beam: 6,
  moves: "inputs",
  noise: 0,
  panic: { height: 12, preview: 4, beam: 12 },
  pace: 3,
};

const attacker = attackEvaluator("attack", SPIN_WEIGHTS);
const noSpins = attackEvaluator("attack-no-spins", withoutSpins(TUNED_WEIGHTS));

/** The strongest: T-spins, four pieces read ahead, and the match in view (garbage due, the opponent's room and threat). */
const EXPERT: BotConfig = {
  evaluator: attacker,
  preview: 4,
  hold: true,
  beam: 12,
  moves: "inputs",
  noise: 0,
  dedupe: true,
  seesGarbage: true,
  keepRoom: 4,
  // From 10 rows of stack plus garbage due (not 12), a beam of 32: in versus the late bursts end
  // games from that height (measured against the survivor: see the README's benchmarks).
  panic: { height: 10, preview: 5, beam: 32 },
  // From 15 rows it digs with the survivor's evaluator: traced losses ended with the expert
  // standing 17–19 rows high for ten pieces, clearing nothing, until a burst topped it out.
  dig: { height: 15, evaluator: defaultEvaluator },
  // With the opponent 3 rows from the top it looks deeper for the attack that ends the game.
  finish: 3,
  pace: 3,
};

/**
 * Named bots. `default` (the advisor's and `arcade tetris bot`'s configuration) and `survivor` are
 * the same frozen bot; `report` is the baseline exactly as the report played (its evaluator,
 * column drops, no preview, no hold).
 *
 * `casual` is the fixed reference player the ladder is calibrated against (never shown in the
 * app): someone who plays for fun — about one piece a second, looks at the piece in play and the
 * next one, never holds, turns a piece and drops it straight down (no tucks, no spins), keeps the
 * stack flat and clears lines as they come (the survivor's evaluator, not an attacker's), and
 * misdrops one piece in 25 a column to the side. `easy` must lose to it at least as often as it
 * wins.
 */
export const BOTS: Readonly<Record<BotName, BotConfig>> = {
  default: SURVIVOR,
  survivor: SURVIVOR,
  report: { evaluator: reportEvaluator, preview: 0, hold: false, beam: 1, moves: "columnDrop", noise: 0, pace: 1 },
  casual: { evaluator: defaultEvaluator, preview: 1, hold: false, beam: 3, moves: "columnDrop", noise: 0, pace: 1, slips: 0.04 },
  beginner: { evaluator: defaultEvaluator, preview: 0, hold: false, beam: 1, moves: "columnDrop", noise: 0, pace: 0.75, slips: 0.08 },
  easy: { evaluator: noSpins, preview: 0, hold: false, beam: 1, moves: "columnDrop", noise: 0, pace: 1, slips: 0.05 },
  medium: { evaluator: noSpins, preview: 1, hold: true, beam: 2, moves: "inputs", noise: 0, pace: 1.5, slips: 0.15 },
  // The expert's own search and match sense with good and bad games (form.ts): in about two games
  // of three (0.65) it plays at the expert's pace misdropping one piece in 200 (the expert won 45 of
  // 69 such games on `ladder-dec2-expert-hard`; probed on `tune-g-s005`), in the others at 1.25
  // pieces a second misdropping one in four (11 wins of 30 against medium on `tune-f-hm`). Placed
  // from those measured parts (see the README's ladder section).
  hard: { ...EXPERT, pace: 1.25, slips: 0.25, form: { share: 0.65, best: { pace: 3, slips: 0.005 } } },
  expert: EXPERT,
};

export function isBotName(name: string): name is BotName {
  return (BOT_NAMES as readonly string[]).includes(name);
}

/** What the app's opponent chooser shows of a strength: its title and one line on how it plays. */
export interface StrengthInfo {
  title: string;
  /** One line: what it sees, how fast it plays, how often it slips, how it attacks. */
  line: string;
}

/** A misdrop share as a player reads it: 0.25 → "1 in 4". */
const oneIn = (share: number) => `1 in ${Math.round(1 / share)}`;
const HARD = BOTS.hard;

// Each line fits two lines of a 390-pixel phone's chooser (hard's three), so the whole chooser
// fits its screen; the figures are read from the configurations above.
export const STRENGTH_INFO: Readonly<Record<Strength, StrengthInfo>> = {
  beginner: { title: "Beginner", line: `${BOTS.beginner.pace} pieces/s; sees one piece, drops straight; misdrops ${oneIn(BOTS.beginner.slips!)}.` },
  easy: { title: "Easy", line: `${BOTS.easy.pace} piece/s; no hold or preview, no T-spins; misdrops ${oneIn(BOTS.easy.slips!)}.` },
  medium: { title: "Medium", line: `${BOTS.medium.pace} pieces/s; hold, next piece, tucks, no T-spins; misdrops ${oneIn(BOTS.medium.slips!)}.` },
  hard: {
    title: "Hard",
    line: `T-spins; ${HARD.pace} pieces/s, misdrops ${oneIn(HARD.slips!)}; about 2 games in 3 near the expert: ${HARD.form!.best.pace} pieces/s, ${oneIn(HARD.form!.best.slips)}.`,
  },
  expert: { title: "Expert", line: `${BOTS.expert.pace} pieces/s; T-spins, reads 5 pieces, answers garbage; no misdrops.` },
};
