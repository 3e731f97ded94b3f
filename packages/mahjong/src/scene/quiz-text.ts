// What the quiz says, in words: the question, the verdict on an answer and the ranking rows, with
// tiles named by the caller (as the faces show them on the canvas, spoken in the text
// alternative). Pure (no Pixi, no DOM), so it is unit-tested.
import { plural } from "@arcade/core";
import type { DiscardOption } from "../analysis/efficiency.ts";
import type { DiscardOdds } from "../analysis/odds/odds.ts";
import { compareTiles, type Tile } from "../analysis/tiles.ts";
import type { QuizQuestion, QuizScore } from "../analysis/quiz.ts";
import { doraOf } from "../rules/score/situation.ts";
import { seatLine } from "./score-text.ts";
import type { TextChoice } from "./table-text.ts";
import { distanceShort, distanceWords, ODDS_DRAWS, oddsText, secondStepWords, spokenTile, spokenTiles } from "./words.ts";

export type TileNamer = (tile: Tile | number) => string;

/** The question under the header: "What would you discard? The hand is 2 steps from ready (shanten 2)". */
export function questionLine(question: QuizQuestion): string {
  return `What would you discard? The hand is ${distanceWords(question.ranking[0]!.shanten)}`;
}

/** The verdict on an answer scored by tiles kept. */
export function verdictText(a: QuizScore, name: TileNamer): string {
  if (a.best) return `Best! +100: ${name(a.chosen.discard)} keeps ${plural(a.chosen.total, "tile")} that improve the hand`;
  if (a.chosen.shanten > a.top.shanten)
    return `+0: ${name(a.chosen.discard)} moves the hand away from ready (to shanten ${a.chosen.shanten}); ${name(a.top.discard)} stays ${distanceShort(a.top.shanten)} with ${plural(a.top.total, "tile")} that improve it`;
  return `+${a.points}: ${name(a.chosen.discard)} keeps ${plural(a.chosen.total, "tile")} that improve the hand; the best, ${name(a.top.discard)}, keeps ${a.top.total}`;
}

/** "+63: 3p wins 4.1% of the time within 3 draws; the best, 6s, 6.5%" (being ready, tenpai, when no discard can win). */
export function chanceVerdict(a: QuizScore, odds: readonly DiscardOdds[], name: TileNamer): string {
  const measure = odds.some((o) => o.win > 0) ? "win" : "tenpai";
  const of = (kind: number) => `${(odds.find((o) => o.discard === kind)![measure] * 100).toFixed(1)}%`;
  const verb = measure === "win" ? "wins" : "is ready (tenpai)";
  const chance = measure === "win" ? "win" : "ready";
  if (a.best) return `Best ${chance} chance! +100 (${name(a.chosen.discard)} ${verb} ${of(a.chosen.discard)} of the time within ${ODDS_DRAWS} draws)`;
  return `+${a.points}: ${name(a.chosen.discard)} ${verb} ${of(a.chosen.discard)} of the time within ${ODDS_DRAWS} draws; the best, ${name(a.top.discard)}, ${of(a.top.discard)}`;
}

/** One row of the ranking: the discard and what it keeps, then (a line each) the step after and the odds. */
export function rankingRow(row: DiscardOption, odds: DiscardOdds | undefined, name: TileNamer, mine: boolean): string[] {
  // The answer's own row (outside the best four) says so first: "Your 9m: …" keeps a phone's line short.
  const lines = [
    `${mine ? "Your" : "Discard"} ${name(row.discard)}: ${plural(row.total, "tile")} ${row.shanten === 0 ? "win" : "improve"}, ${distanceShort(row.shanten)}`,
  ];
  if (row.secondStep > 0) lines.push(`   ${secondStepWords(row.secondStep)}`);
  if (odds) lines.push(`   In ${ODDS_DRAWS} draws: ${oddsText(odds)}`);
  return lines;
}

/** The rows shown once answered: the best four, and the answer's own row when it is not among them. */
export function shownRows(question: QuizQuestion, answer: QuizScore | null): { rows: DiscardOption[]; mine: DiscardOption | null } {
  if (!answer) return { rows: [], mine: null };
  const top = question.ranking.slice(0, 4);
  return top.includes(answer.chosen) ? { rows: top, mine: null } : { rows: [...top, answer.chosen], mine: answer.chosen };
}

export interface QuizWords {
  index: number;
  length: number;
  points: number;
  answer: QuizScore | null;
  /** The verdict as the canvas shows it, in spoken names (or the wait while the odds come). */
  verdict: string;
  odds: readonly DiscardOdds[] | null;
}

/** The question for the text alternative: lines, the hand as choices, and once answered the ranking. */
export function quizText(question: QuizQuestion, words: QuizWords): { lines: string[]; choices: TextChoice[]; details: string[] } {
  const hand = [...question.hand].sort(compareTiles);
  const indicator = question.doraIndicator;
  const lines = [
    `Question ${words.index + 1} of ${words.length}, ${plural(words.points, "point")} so far.`,
    `${questionLine(question)}.`,
    `${seatLine(question.roundWind, question.seatWind)}. Dora indicator ${spokenTile(indicator)}, so ${spokenTile(doraOf(indicator.kind))} is dora.`,
    `Your hand: ${spokenTiles(hand)}.`,
  ];
  const choices = hand.map((tile) => ({ label: spokenTile(tile), disabled: words.answer !== null }));
  const { rows, mine } = shownRows(question, words.answer);
  const details = words.verdict ? [words.verdict] : [];
  for (const row of rows)
    details.push(
      rankingRow(
        row,
        words.odds?.find((o) => o.discard === row.discard),
        spokenTile,
        row === mine,
      ).join(". "),
    );
  return { lines, choices, details };
}
