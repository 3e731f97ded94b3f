// The reply detector: what each side can fire soon, for the versus timing (policy.ts, search.ts).
//
// - threat: the opponent's imminent attack. With their pairs known (both players get the same
//   pairs, and a player sees the opponent's NEXT), every placement of their current pair and of
//   the one after is tried and the largest attack kept; the field's own trigger (the detector of
//   evaluate.ts, one colour in one column, at most two puyos) counts too, since it fires as soon
//   as its colour comes. A pair often fires a chain the one-colour probe cannot see (two colours
//   each completing a group), so the pairs matter: a bot that presses a "defenceless" opponent
//   gets a bigger chain back.
// - reply: how much of an attack our field can answer while it is coming. Every colour's best
//   trigger (evaluate.ts's `perColour`) is one answer; the colour must come within the placements
//   left before the nuisance lands. A field whose reply several colours can fire is safer than one
//   waiting for a single colour, which is what the expected reply measures.
import { resolveInto, type ChainResult } from "../../rules/chain.ts";
import { Field } from "../../rules/field.ts";
import { TARGET_POINTS } from "../../rules/nuisance.ts";
import { applyPlacement, legalPlacements, type Pair } from "../../rules/pair.ts";
import { detectPotential } from "./evaluate.ts";

/** Nuisance a chain's score makes (nothing carried over). */
export function attackOf(score: number): number {
  return Math.floor(score / TARGET_POINTS);
}

export interface Threat {
  /** Nuisance the largest imminent chain sends (before any offsetting). */
  attack: number;
  chains: number;
}

const placed = new Field();
const scratch = new Field();
const result: ChainResult = { chains: 0, score: 0, cleared: 0, allClear: false, steps: [] };

/** Keeps the larger attack (ties: the longer chain). */
function better(best: Threat, chains: number, score: number): void {
  const attack = attackOf(score);
  if (attack > best.attack || (attack === best.attack && chains > best.chains)) {
    best.attack = attack;
    best.chains = chains;
  }
}

/**
 * The largest attack a player can fire with its next two known pairs, or with its field's own
 * trigger of at most two puyos of one colour (the only thing counted when no pair is known).
 */
export function threatOf(field: Field, pairs: readonly Pair[] = [], colors = 4): Threat {
  const best: Threat = { attack: 0, chains: 0 };
  const potential = detectPotential(field, colors);
  if (potential.needed > 0 && potential.needed <= 2) better(best, potential.chains, potential.score);
  const [first, second] = pairs;
  if (!first) return best;
  // Scratch fields, no allocation per placement: this runs once per move of a versus bot.
  for (const p of legalPlacements(field, first)) {
    placed.copyFrom(field);
    applyPlacement(placed, first, p);
    scratch.copyFrom(placed);
    resolveInto(scratch, 0x1f, result);
    if (result.chains > 0) {
      better(best, result.chains, result.score);
      continue; // a second pair after a fired chain would be a second attack, not this one
    }
    if (!second || placed.isDead()) continue;
    for (const q of legalPlacements(placed, second)) {
      scratch.copyFrom(placed);
      applyPlacement(scratch, second, q);
      resolveInto(scratch, 0x1f, result);
      if (result.chains > 0) better(best, result.chains, result.score);
    }
  }
  return best;
}

/** Chance that a colour comes within `moves` unknown pairs (two puyos a pair, colours uniform). */
export function colourChance(colors: number, moves: number): number {
  return 1 - ((colors - 1) / colors) ** (2 * moves);
}

const sorted = new Float64Array(8);

/**
 * The nuisance our field can be expected to offset with its reply, against an attack of `need`,
 * when `moves` placements remain before it lands: each colour's trigger (scores per colour, from
 * detectPotential's `perColour`) fires if that colour comes in time, the best that comes is used.
 * Colours are taken as independent: a fair estimate for a few pairs.
 */
export function expectedReply(perColour: Float64Array, colors: number, moves: number, need: number): number {
  if (moves <= 0 || need <= 0) return 0;
  const q = colourChance(colors, moves);
  for (let p = 0; p < colors; p++) sorted[p] = Math.min(need, attackOf(perColour[p] ?? 0));
  const values = sorted.subarray(0, colors).sort().reverse();
  let expected = 0;
  let missed = 1;
  for (const value of values) {
    if (value <= 0) break;
    expected += missed * q * value;
    missed *= 1 - q;
  }
  return expected;
}

/** Chance that at least `k` puyos of a colour come within `moves` unknown pairs (binomial). */
export function puyosChance(colors: number, moves: number, k: number): number {
  const n = 2 * moves;
  if (k <= 0) return 1;
  if (n < k) return 0;
  const p = 1 / colors;
  let below = 0;
  let term = (1 - p) ** n; // P(exactly 0)
  for (let i = 0; i < k; i++) {
    below += term;
    term *= ((n - i) / (i + 1)) * (p / (1 - p));
  }
  return Math.max(0, 1 - below);
}

const counterValue = new Float64Array(8);
const counterChance = new Float64Array(8);
const order = [0, 1, 2, 3, 4, 5, 6, 7];

/**
 * Like expectedReply, with each trigger's chance counted by the puyos it takes (evaluate.ts's
 * `triggers`: one, two or three of its colour must come within the placements left), so a
 * trigger waiting for two puyos of a colour is not taken for as likely as one waiting for one,
 * and a three-puyo trigger counts when there is time to gather its puyos.
 */
export function expectedCounter(triggers: Float64Array, colors: number, moves: number, need: number): number {
  if (moves <= 0 || need <= 0) return 0;
  for (let p = 0; p < colors; p++) {
    let bestValue = 0;
    let bestChance = 0;
    for (let k = 1; k <= 3; k++) {
      const value = Math.min(need, attackOf(triggers[p * 4 + k] ?? 0));
      if (value <= 0) continue;
      const chance = puyosChance(colors, moves, k);
      if (value * chance > bestValue * bestChance) {
        bestValue = value;
        bestChance = chance;
      }
    }
    counterValue[p] = bestValue;
    counterChance[p] = bestChance;
  }
  const ids = order.slice(0, colors).sort((a, b) => counterValue[b]! - counterValue[a]!);
  let expected = 0;
  let missed = 1;
  for (const p of ids) {
    if (counterValue[p]! <= 0) break;
    expected += missed * counterChance[p]! * counterValue[p]!;
    missed *= 1 - counterChance[p]!;
  }
  return expected;
}
