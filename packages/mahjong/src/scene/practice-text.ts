// What solo practice shows, in words: the header lines the canvas draws and the whole table for
// the text alternative (table-text.ts) — the round, seat and wall, the dora indicator, the hand
// in order with the drawn tile, how far it is from ready and what the last discard kept, the
// river, and the end of the hand. Pure (no Pixi, no DOM), so it is unit-tested.
import { effectiveTiles } from "../analysis/efficiency.ts";
import { shantenBreakdown } from "../analysis/shanten.ts";
import { countsOf, tileName, type Tile } from "../analysis/tiles.ts";
import { PRACTICE_DRAWS, type PracticeGame } from "../rules/practice.ts";
import { doraOf } from "../rules/score/situation.ts";
import { exhaustedLine, seatLine, valueLine, yakuLine } from "./score-text.ts";
import type { TextChoice } from "./table-text.ts";
import { distanceWords, formWords, improveWords, spokenTile, spokenTiles, tilesLeftWords } from "./words.ts";

/** The hand as drawn: indexes into `state.hand`, sorted, the drawn tile last (set apart). */
export function handOrder(game: PracticeGame): { order: number[]; drawnIndex: number } {
  const { hand, drawn } = game.state;
  const drawnIndex = drawn ? hand.lastIndexOf(drawn) : -1;
  const order = hand.map((_, i) => i).filter((i) => i !== drawnIndex);
  if (drawnIndex >= 0) order.push(drawnIndex);
  return { order, drawnIndex };
}

/** The header's first line: "Draw 3 of 18 · Riichi", "Tsumo! Won on draw 9", "The wall is done". */
export function practiceHeadline(game: PracticeGame): string {
  const { draws, status, riichiAt } = game.state;
  if (status === "won") return `Tsumo! Won on your own draw ${draws}`;
  if (status === "exhausted") return "The wall is done";
  return `Draw ${draws} of ${PRACTICE_DRAWS}${riichiAt === null ? "" : " · Riichi"}`;
}

/** The hand's distance from ready with each form's, or null when analysis is off. */
export function practiceAnalysis(game: PracticeGame): { distance: string; forms: string } {
  const s = shantenBreakdown(game.counts);
  // A complete hand needs no steps: the forms' figures would only say −1.
  return { distance: capitalise(distanceWords(s.shanten)), forms: s.shanten < 0 ? "" : capitalise(formWords(s)) };
}

/**
 * The tiles a practice player sees besides the hand, by kind: the river and the dora indicator.
 * Every count of remaining tiles (the kept tiles, the verdict on a discard, the hint) takes them
 * out, as a player counting on the table would.
 */
export function practiceSeen(game: PracticeGame): number[] {
  const seen = new Array<number>(34).fill(0);
  for (const tile of [...game.state.discards, game.state.doraIndicator]) seen[tile.kind]!++;
  return seen;
}

/** What the 13 tiles kept after the last discard accept (before this draw), visible tiles counted, or null before one. */
export function lastDiscardKept(game: PracticeGame): ReturnType<typeof effectiveTiles> | null {
  const { hand, drawn, discards, status } = game.state;
  if (status !== "discard" || discards.length === 0) return null;
  const thirteen = countsOf(hand);
  if (drawn) thirteen[drawn.kind]!--;
  // As the discard left them: the tile drawn since was still unseen then.
  return effectiveTiles(thirteen, practiceSeen(game));
}

/**
 * The results of a finished hand: what the popup says and the points recorded. The points are the
 * win's value (its total, as the score line under it says), so the personal bests rank hands by
 * what they were worth; an exhausted wall scores nothing.
 */
export function practiceResult(game: PracticeGame, name: (kind: number) => string): { headline: string; lines: string[]; points: number } {
  const { status, draws, seed } = game.state;
  const score = game.score();
  if (status === "won" && score) {
    return {
      headline: "Tsumo!",
      lines: [`Won on draw ${draws} of ${PRACTICE_DRAWS} · seed ${seed}`, ...practiceEnd(game, name)],
      points: score.points.total,
    };
  }
  return { headline: "Exhausted wall", lines: [`No win in ${PRACTICE_DRAWS} draws · seed ${seed}`, ...practiceEnd(game, name)], points: 0 };
}

/** The yaku and points of a win, or tenpai/noten with the waits, tiles named by `name`. */
export function practiceEnd(game: PracticeGame, name: (kind: number) => string): string[] {
  const score = game.score();
  if (score) return [yakuLine(score), valueLine(score)];
  const exhausted = game.exhausted();
  return exhausted ? [exhaustedLine(exhausted, name)] : [];
}

/** The end of the hand for the host element (the tests read it): the win's yaku, han, fu and points, or tenpai with the waits or noten. */
export function endReport(game: PracticeGame): Record<string, string | number> {
  const score = game.score();
  if (score) return { yaku: score.yaku.map((y) => y.name).join(","), han: score.han, fu: score.fu, points: score.points.total };
  const exhausted = game.exhausted();
  if (exhausted) return { tenpai: exhausted.tenpai ? exhausted.waits.map((k) => tileName(k)).join(" ") : "noten" };
  return {};
}

export interface PracticeWords {
  title: string;
  showAnalysis: boolean;
  /** The Riichi button is pressed: only tiles that leave the hand ready may be picked. */
  riichiMode: boolean;
}

/** The whole table for the text alternative: lines, the hand as choices, the river. */
export function practiceText(game: PracticeGame, words: PracticeWords): { lines: string[]; choices: TextChoice[]; details: string[] } {
  const state = game.state;
  const { order, drawnIndex } = handOrder(game);
  const indicator = state.doraIndicator;
  const ura = game.uraIndicator;
  const lines = [
    `${practiceHeadline(game)}. ${seatLine(state.roundWind, state.seatWind)}. ${words.title}.`,
    `Dora indicator ${spokenTile(indicator)}, so ${spokenTile(doraOf(indicator.kind))} is dora${ura ? `; ura-dora indicator ${spokenTile(ura)}` : ""}.`,
    `Your hand: ${spokenTiles(order.filter((i) => i !== drawnIndex).map((i) => state.hand[i]!))}.${drawnIndex >= 0 ? ` Drawn tile: ${spokenTile(state.hand[drawnIndex]!)}.` : ""}`,
  ];
  if (words.showAnalysis) {
    const analysis = practiceAnalysis(game);
    lines.push(`${analysis.distance}.${analysis.forms ? ` ${analysis.forms}.` : ""}`);
    const kept = lastDiscardKept(game);
    if (kept) {
      const ready = kept.shanten === 0;
      lines.push(`After your last discard, ${improveWords(kept.total, kept.tiles.length, ready)}: ${tilesLeftWords(kept.tiles, spokenTile)}.`);
    }
  }
  lines.push(...practiceEnd(game, spokenTile));
  const allowed = allowedDiscards(game, words.riichiMode);
  const choices = order.map((i) => ({
    label: `${spokenTile(state.hand[i]!)}${i === drawnIndex ? " (drawn)" : ""}`,
    disabled: !allowed(state.hand[i]!),
  }));
  const details = [`Your discards (${state.discards.length}): ${spokenTiles(state.discards)}.`];
  return { lines, choices, details };
}

/** Which tiles may be discarded now: none after the hand, the drawn one in riichi, the ready-keeping ones while declaring. */
export function allowedDiscards(game: PracticeGame, riichiMode: boolean): (tile: Tile) => boolean {
  const { status, riichiAt, drawn } = game.state;
  if (status !== "discard") return () => false;
  if (riichiAt !== null) return (tile) => tile.kind === drawn!.kind && tile.red === drawn!.red;
  if (riichiMode) {
    const kinds = game.riichiDiscards();
    return (tile) => kinds.includes(tile.kind);
  }
  return () => true;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
