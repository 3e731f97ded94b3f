// The lab's numbers in plain words, each with its exact figure beside it: a newcomer reads "the
// deck is close to random: a sharp observer tells it from a perfectly shuffled deck 60.4 % of the
// time", an expert reads "TV distance 0.2070, exact". The terms (TV distance, separation, rising
// sequences, …) are defined in the help's glossary (src/help.ts). Pure: the screens place the text.
import { plural } from "@arcade/core";
import { formatRoutine, parseRoutine, type ShuffleMethod, type ShuffleStep } from "../shuffle/routine.ts";
import { distanceDigits, type RankRow } from "../analysis/ranking.ts";
import { FIGURE_MEANINGS } from "./figure-meanings.ts";

/** One result: what it means in words, the number with its name and kind, and what that number is. */
export interface Reading {
  sentence: string;
  figure: string;
  /** One line saying what the figure measures (shown when the figure is tapped). */
  meaning: string;
}

/** A distance or probability with four decimals, rounded; never "1" for 1 − 10⁻⁹ nor "0" for 10⁻⁹. */
export const figure = distanceDigits;

/** A share as a percentage with one decimal, rounded; "over 99.9 %" rather than a false "100.0 %". */
export function percent(x: number): string {
  if (x >= 1) return "100 %";
  if (x <= 0) return "0 %";
  const text = (100 * x).toFixed(1);
  if (text === "100.0") return "over 99.9 %";
  if (text === "0.0") return "under 0.1 %";
  return `${text} %`;
}

/**
 * How close to random a deck at total variation distance `tv` is. The bands follow the common
 * reading: below 0.1 hard to tell from random, 0.25 the usual "random enough" line (the plot's
 * dashed line), above 0.5 far.
 */
export function closeness(tv: number): string {
  if (tv <= 0) return "perfectly random";
  if (tv < 0.1) return "very close to random";
  if (tv < 0.25) return "close to random";
  if (tv < 0.5) return "getting close to random";
  if (tv < 0.99) return "far from random";
  return "nowhere near random";
}

/** What a proven lower bound `tv` alone says (the deck may be farther, never closer). */
export function atLeast(tv: number): string {
  if (tv >= 0.99) return "nowhere near random";
  if (tv >= 0.5) return "far from random";
  if (tv >= 0.25) return "not yet close to random";
  return "not proven close to random";
}

/**
 * How often a sharp observer, shown one deck that is yours or a perfectly shuffled one with equal
 * odds, names it right: (1 + TV) / 2 — this is what the total variation distance means.
 */
export function tellApart(tv: number): string {
  return percent((1 + tv) / 2);
}

const NAMES: Record<ShuffleMethod, [string, string]> = {
  C: ["cut", "cuts"],
  H: ["Hindu shuffle", "Hindu shuffles"],
  R: ["riffle", "riffles"],
  F: ["perfect faro", "perfect faros"],
  D: ["deal into piles", "deals into piles"],
};

/** "After 7 riffles", "After 1 cut", "After these 9 shuffles" (a mixed routine). */
export function afterRoutine(steps: readonly ShuffleStep[]): string {
  const total = steps.reduce((sum, step) => sum + step.times, 0);
  const method = steps[0]?.method;
  if (method && steps.every((step) => step.method === method)) return `After ${plural(total, ...NAMES[method])}`;
  return `After these ${plural(total, "shuffle")}`;
}

/**
 * A routine written out for a person, its shorthand after: "cut, riffle ×8, cut (C R8 C)";
 * "a fresh deck" when empty.
 */
export function routineWords(steps: readonly ShuffleStep[]): string {
  if (steps.length === 0) return "a fresh deck";
  const words = steps.map((step) => `${NAMES[step.method][0]}${step.times === 1 ? "" : ` ×${step.times}`}`).join(", ");
  return `${words} (${formatRoutine(steps)})`;
}

/** The same from a routine's text (the ranking's rows), or the text itself if it does not parse. */
export function routineTextWords(text: string): string {
  try {
    return routineWords(parseRoutine(text));
  } catch {
    return text;
  }
}

/** The distance to random and what proves it, for the lab's headline. */
export interface Distance {
  /** Exact TV, when known. */
  exact: number | null;
  /** The strongest lower bound (exact or measured). */
  lower: number;
  /** Where the lower bound comes from, in a few words ("exact: worst card", "measured: …, 95 %"). */
  lowerWhy: string;
  /** The exact upper bound (1 when nothing is guaranteed). */
  upper: number;
}

const OBSERVER = "a sharp observer tells it from a perfectly shuffled deck";

/**
 * The headline's verdict in words — the one phrase every other reading defers to. From the exact
 * TV when known, else from the exact bounds, else from what the lower bound alone proves.
 */
export function verdict(d: Distance): string {
  if (d.exact !== null) return closeness(d.exact);
  if (d.upper < 1) {
    const best = closeness(d.lower);
    const worst = closeness(d.upper);
    return best === worst ? worst : `${worst} at worst, perhaps ${best}`;
  }
  return atLeast(d.lower);
}

/** The headline: how random the deck is, in words, with the TV distance beside it. */
export function distanceReading(steps: readonly ShuffleStep[], d: Distance): Reading {
  if (steps.length === 0) {
    return { sentence: `A fresh deck is in order: ${OBSERVER} every time.`, figure: "TV distance 1", meaning: FIGURE_MEANINGS.tv };
  }
  const after = afterRoutine(steps);
  const f = figure;
  const v = verdict(d);
  if (d.exact !== null) {
    return {
      sentence: `${after} the deck is ${v}: ${OBSERVER} ${tellApart(d.exact)} of the time, where guessing gives 50 %.`,
      figure: `TV distance ${f(d.exact)}, exact`,
      meaning: FIGURE_MEANINGS.tv,
    };
  }
  if (d.upper < 1) {
    return {
      sentence: `${after} the deck is ${v}: ${OBSERVER} between ${tellApart(d.lower)} and ${tellApart(d.upper)} of the time, where guessing gives 50 %.`,
      figure: `TV distance between ${f(d.lower)} (${d.lowerWhy}) and ${f(d.upper)} (exact: its riffles alone)`,
      meaning: FIGURE_MEANINGS.tv,
    };
  }
  return {
    sentence: `${after} the deck is ${v}: ${OBSERVER} at least ${tellApart(d.lower)} of the time, where guessing gives 50 %; nothing guarantees better.`,
    figure: `TV distance ≥ ${f(d.lower)} (${d.lowerWhy}); no exact value`,
    meaning: FIGURE_MEANINGS.tv,
  };
}

/** The exact separation distance in words: how rare the rarest order is. */
export function separationReading(separation: number): Reading {
  const f = `separation ${figure(separation)}, exact`;
  const meaning = FIGURE_MEANINGS.separation;
  if (separation >= 1) return { sentence: "Some orders of the deck cannot come up at all.", figure: f, meaning };
  return { sentence: `The rarest order of the deck comes up ${percent(1 - separation)} as often as in a perfect shuffle.`, figure: f, meaning };
}

/**
 * How far a typical square of the heatmap is from the even share 1/n, as a share of it: the root
 * mean square of n·P − 1 over the n² squares, which is √D. Linear, so a visibly patterned map never
 * reads as "0.3 %" the way D's own ratio to a fixed deck's (squares of small gaps) would.
 */
export function typicalGap(squaredDeviation: number): number {
  return Math.sqrt(Math.max(0, squaredDeviation));
}

/** How the heatmap looks, from its typical gap: words about how single cards spread, never about randomness. */
export function mapLook(gap: number): string {
  if (gap < 0.05) return "looks flat";
  if (gap < 0.2) return "looks nearly flat";
  if (gap < 0.6) return "is visibly uneven";
  return "is strongly patterned";
}

/** A gap as a share of the even share: "42.1 %", "175 %", "under 0.1 %". */
function gapText(gap: number): string {
  return gap < 1 ? percent(gap) : `${Math.round(100 * gap)} %`;
}

/** The headline's verdict, as the heatmap readings defer to it. */
export interface DeckVerdict {
  /** The headline's words (see verdict()). */
  words: string;
  /** The strongest lower bound on the TV distance. */
  lower: number;
}

/**
 * The exact heatmap's two numbers: the most predictable card, and how far the map is from even.
 * Both speak of single cards only; when the map looks flat while the deck is provably not yet close
 * to random, the map's reading says so in the headline's own words.
 */
export function heatmapReadings(maxCardTv: number, squaredDeviation: number, cards: number, deck: DeckVerdict): Reading[] {
  const fixed = Math.max(1, cards - 1);
  const gap = typicalGap(squaredDeviation);
  const flat = gap < 0.2;
  const trap = flat && deck.lower >= 0.25 ? `, yet the deck as a whole is ${deck.words}: the map shows where single cards go, not the order between them` : "";
  return [
    {
      sentence: `Its most predictable card alone gives the deck away ${tellApart(maxCardTv)} of the time (one card never tells more than the whole deck).`,
      figure: `worst card's TV ${figure(maxCardTv)}, exact`,
      meaning: FIGURE_MEANINGS.worstCard,
    },
    {
      sentence: `The heatmap (where single cards land) ${mapLook(gap)}: a typical square is off the even share by ${gapText(gap)}${trap}.`,
      figure: `heatmap D ${figure(squaredDeviation)}, exact (0 even, ${fixed} in order)`,
      meaning: FIGURE_MEANINGS.heatmapD,
    },
  ];
}

/** A measured statistic as the readings need it (a subset of the analysis's Metric). */
export interface MeasuredValue {
  value: number;
  interval: readonly [number, number] | null;
  uniform: number | null;
}

function withInterval(m: MeasuredValue, digits: number): string {
  return `${m.value.toFixed(digits)}${m.interval ? ` [${m.interval[0].toFixed(digits)}, ${m.interval[1].toFixed(digits)}]` : ""}`;
}

function randomDeck(m: MeasuredValue, digits: number): string {
  return m.uniform === null ? "" : ` (a random deck: ${m.uniform.toFixed(digits)})`;
}

/** The measured statistics by what they count. */
export interface MeasuredSet {
  trials: number;
  cards: number;
  rising?: MeasuredValue | undefined;
  coreRising?: MeasuredValue | undefined;
  successions?: MeasuredValue | undefined;
  cyclic?: MeasuredValue | undefined;
  guessing?: MeasuredValue | undefined;
  sortedHands?: MeasuredValue | undefined;
  wovenHands?: MeasuredValue | undefined;
}

/** The sampled panel: a title and one reading per statistic, each with its 95 % interval. */
export function measuredReadings(m: MeasuredSet): { title: string; readings: Reading[] } {
  const readings: Reading[] = [];
  if (m.rising)
    readings.push({
      sentence: `Runs of cards still in their starting order: ${m.rising.value.toFixed(1)} per deck${randomDeck(m.rising, 1)}.`,
      figure: `rising sequences ${withInterval(m.rising, 1)}`,
      meaning: FIGURE_MEANINGS.rising,
    });
  if (m.coreRising)
    readings.push({
      sentence: `The same before the fixed deal or faro at the ends: ${m.coreRising.value.toFixed(1)}${randomDeck(m.coreRising, 1)}.`,
      figure: `rising sequences of the core order ${withInterval(m.coreRising, 1)}`,
      meaning: FIGURE_MEANINGS.coreRising,
    });
  if (m.successions)
    readings.push({
      sentence: `Cards still right below their old neighbour: ${m.successions.value.toFixed(2)} per deck${randomDeck(m.successions, 2)}.`,
      figure: `successions ${withInterval(m.successions, 2)}`,
      meaning: FIGURE_MEANINGS.successions,
    });
  if (m.cyclic)
    readings.push({
      sentence: `The same, counting the bottom card followed by the top one: ${m.cyclic.value.toFixed(2)}${randomDeck(m.cyclic, 2)}.`,
      figure: `cyclic successions ${withInterval(m.cyclic, 2)}`,
      meaning: FIGURE_MEANINGS.cyclic,
    });
  if (m.guessing)
    readings.push({
      sentence: `Turning the deck over card by card, a smart guesser names ${m.guessing.value.toFixed(2)} cards right${randomDeck(m.guessing, 2)}.`,
      figure: `guessing score ${withInterval(m.guessing, 2)}`,
      meaning: FIGURE_MEANINGS.guessing,
    });
  if (m.sortedHands && m.wovenHands) {
    const hand = Math.min(7, m.cards);
    const pct = (x: number) => (100 * x).toFixed(1);
    const share = (v: MeasuredValue) => `${pct(v.value)} %${v.interval ? ` [${pct(v.interval[0])}, ${pct(v.interval[1])}]` : ""}`;
    readings.push({
      sentence: `Lopsided opening hands (0–1 or ${hand - 1}–${hand} lands in ${plural(hand, "card")}): ${pct(m.sortedHands.value)} % from a deck with its lands on top, ${pct(m.wovenHands.value)} % from a mana-woven one${m.sortedHands.uniform === null ? "" : ` (a random deck: ${pct(m.sortedHands.uniform)} %)`}.`,
      figure: `sorted ${share(m.sortedHands)}, woven ${share(m.wovenHands)}`,
      meaning: FIGURE_MEANINGS.hands,
    });
  }
  return { title: `Measured on ${plural(m.trials, "simulated deck")}, 95 % intervals in brackets:`, readings };
}

/** A reading as one line of text: the sentence, then its figure. */
export function readingLine(r: Reading): string {
  return `${r.sentence} — ${r.figure}`;
}

const ROW_SOURCE: Record<RankRow["source"], string> = {
  "exact TV": "exact",
  "max single-card TV": "from the worst card",
  "counting bound": "by counting orders",
};

/** "Close to random" at the start of a sentence. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A ranked routine's distance for the table, written out: the verdict, then "distance to random"
 * with its figure and how it is known (never the bare "TV 0.0002–0.2069").
 */
export function rowReadings(row: RankRow): { exact: string; measured: string | null } {
  const f = figure;
  const lower = row.tvLowerBound;
  const exact =
    row.tvExact !== null
      ? `${capital(closeness(row.tvExact))}: distance to random ${f(row.tvExact)}, exact`
      : row.tvUpperBound < 1
        ? `${capital(closeness(row.tvUpperBound))} at worst: distance to random between ${f(lower)} and ${f(row.tvUpperBound)}, both exact`
        : `${capital(atLeast(lower))}: distance to random at least ${f(lower)}, exact (${ROW_SOURCE[row.source]}); no upper limit known`;
  const m = row.measured;
  const measured = m
    ? `Measured on ${plural(m.trials, "deck")}: ${atLeast(m.lower)}, distance at least ${f(m.lower)} (95 % sure), about ${f(m.point)}, from ${m.source}`
    : null;
  return { exact, measured };
}
