// What the analyser finds for a hand, once, for both the canvas and the text alternative: how far
// it is from ready by form, then the tiles that improve it (13 − 3·calls tiles) or every discard's
// (one more). Tiles are named by the caller (as the faces show them, or spoken). Pure (no Pixi, no
// DOM), so it is unit-tested.
import { plural } from "@arcade/core";
import { effectiveTiles, rankingSteps, type DiscardOption } from "../analysis/efficiency.ts";
import { concealedCountsFor, printHand, type Hand, type MeldType } from "../analysis/hand.ts";
import type { DiscardOdds, HandOdds } from "../analysis/odds/odds.ts";
import { shantenBreakdown } from "../analysis/shanten.ts";
import { countsOf, type Tile } from "../analysis/tiles.ts";
import { runToEnd } from "../analysis/work-steps.ts";
import { distanceShort, distanceWords, formWords, improveWords, ODDS_DRAWS, oddsText, spokenTile, spokenTiles } from "./words.ts";

export type HandAnalysis =
  | { kind: "unplayable"; waiting: number; full: number; calls: number }
  | { kind: "complete" }
  | { kind: "waiting"; shanten: number; forms: string; effective: ReturnType<typeof effectiveTiles> }
  | { kind: "discard"; shanten: number; forms: string; rows: DiscardOption[] };

/** The analysis of a hand of 1–14 − 3·calls concealed tiles (not a multiple of three); the hand's calls count as seen. */
export function analyseHand(hand: Hand): HandAnalysis {
  return runToEnd(analyseHandSteps(hand));
}

/** `analyseHand` in steps (its discards ranked a step at a time, see `rankingSteps`); the answer is kept the same way. */
export function* analyseHandSteps(hand: Hand): Generator<void, HandAnalysis> {
  // The same hand is asked for by the canvas, the text alternative and every redraw while the
  // worker reports the odds' progress: the last answer is kept (callers only read it).
  const key = printHand(hand);
  if (last?.key !== key) last = { key, analysis: yield* analyse(hand) };
  return last.analysis;
}

let last: { key: string; analysis: HandAnalysis } | null = null;

function* analyse(hand: Hand): Generator<void, HandAnalysis> {
  const { concealed, melds } = hand;
  const [waiting, full] = concealedCountsFor(melds.length);
  const n = concealed.length;
  if (n === 0 || n > full || n % 3 === 0) return { kind: "unplayable", waiting, full, calls: melds.length };
  const counts = countsOf(concealed);
  // The hand's own calls are visible to everyone: they are not among the remaining copies.
  const seen = countsOf(melds.flatMap((m) => m.tiles));
  const s = shantenBreakdown(counts);
  if (s.shanten < 0) return { kind: "complete" };
  const forms = s.chiitoitsu === null ? "" : formWords(s);
  if (n % 3 === 1) return { kind: "waiting", shanten: s.shanten, forms, effective: effectiveTiles(counts, seen) };
  return { kind: "discard", shanten: s.shanten, forms, rows: yield* rankingSteps(counts, { seen }) };
}

/** "Build a hand of 13 or 14 tiles with 1 call." */
export function buildPrompt(a: { waiting: number; full: number; calls: number }): string {
  const calls = a.calls === 0 ? "" : ` with ${a.calls} call${a.calls > 1 ? "s" : ""}`;
  return `Tap tiles to build a hand of ${a.waiting} or ${a.full} tiles${calls}.`;
}

/** The distance line: "2 steps from ready (shanten 2)", capitalised; "Complete hand" for a win. */
export function distanceLine(a: HandAnalysis): string {
  const words = a.kind === "complete" ? distanceWords(-1) : a.kind === "unplayable" ? "" : distanceWords(a.shanten);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The effective tiles' heading: "Tiles that improve your hand: 14 (of 5 kinds)" (or "tiles that win" when ready). */
export function effectiveLine(a: Extract<HandAnalysis, { kind: "waiting" }>): string {
  const words = improveWords(a.effective.total, a.effective.tiles.length, a.shanten === 0);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A discard row: "Discard 1m: 12 tiles improve (of 4 kinds), 1 from ready"; "… 4 tiles win …" when it leaves the hand ready. */
export function discardRowLine(row: DiscardOption, name: (kind: number) => string): string {
  return `Discard ${name(row.discard)}: ${plural(row.total, "tile")} ${row.shanten === 0 ? "win" : "improve"} (of ${plural(row.tiles.length, "kind")}), ${distanceShort(row.shanten)}`;
}

const CALL_WORDS: Record<MeldType, string> = { chi: "chi", pon: "pon", openKan: "open kan", addedKan: "added kan", closedKan: "closed kan" };

export interface AnalyserWords {
  /** The odds of the hand as it stands (13 − 3·calls tiles), or per discard (one more). */
  handOdds: HandOdds | null;
  discardOdds: readonly DiscardOdds[] | null;
  /** "Win chances: computing… 40%", or why they are missing; "" when done. */
  oddsStatus: string;
  /** The prompt or problem the screen shows above the hand. */
  prompt: string;
  /** The score of a complete hand, as lines (or why it does not score). */
  scoreLines: readonly string[];
}

/** The analyser for the text alternative: lines (the hand and its analysis), the hand's tiles as choices, details (discard rows). */
export function analyserText(hand: Hand, words: AnalyserWords): { lines: string[]; choices: { label: string }[]; details: string[] } {
  const a = analyseHand(hand);
  const calls = hand.melds.map((m) => `${CALL_WORDS[m.type]} ${spokenTiles(m.tiles)}`);
  const lines = [`Your hand (${plural(hand.concealed.length, "tile")}): ${spokenTiles(hand.concealed)}.${calls.length ? ` Calls: ${calls.join("; ")}.` : ""}`];
  if (words.prompt) lines.push(words.prompt);
  const details: string[] = [];
  if (a.kind === "unplayable") lines.push(buildPrompt(a));
  else {
    lines.push(`${distanceLine(a)}.${a.kind !== "complete" && a.forms ? ` ${a.forms.charAt(0).toUpperCase()}${a.forms.slice(1)}.` : ""}`);
    if (a.kind === "complete") lines.push(...words.scoreLines);
    if (words.oddsStatus) lines.push(words.oddsStatus);
    if (a.kind === "waiting") {
      if (words.handOdds) lines.push(`In the next ${ODDS_DRAWS} draws: ${oddsText(words.handOdds)}.`);
      const tiles = a.effective.tiles.map((t) => `${spokenTile(t.kind)} (${t.remaining} left)`);
      lines.push(`${effectiveLine(a)}: ${tiles.join(", ") || "none"}.`);
    }
    if (a.kind === "discard") {
      for (const row of a.rows) {
        const odds = words.discardOdds?.find((o) => o.discard === row.discard);
        details.push(`${discardRowLine(row, spokenTile)}${odds ? `; in ${ODDS_DRAWS} draws: ${oddsText(odds)}` : ""}.`);
      }
    }
  }
  const choices = hand.concealed.map((tile: Tile) => ({ label: spokenTile(tile) }));
  return { lines, choices, details };
}
