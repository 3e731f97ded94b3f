// A game's results as data: a headline and lines, each line plain text or a row of figures that
// core prints ("Score 1200 · Lines 40 · 1:02.3"), a player's row with its name in front ("You: …").
// Solo results (the play session), replays that ended and online results (the room lobby) are all
// this one shape, so a game says what its figures are once and core lays them out the same way.
import type { PopupButton } from "./popups.ts";

/** A row of figures, each already in words ("Score 1200", "3 pairs", "max chain 5"). */
export type Figures = readonly string[];

/** One line of results: text, a row of figures, or one player's row of figures. */
export type ResultLine = string | Figures | { readonly player: string; readonly figures: Figures };

/** A game's results: what the panel says, and the game's own buttons. */
export interface ResultData {
  readonly headline: string;
  readonly lines: readonly ResultLine[];
  /** The game's own buttons (after Play again or Rematch). */
  readonly items?: readonly PopupButton[];
}

/** The figures joined as one line of the panel. */
export function printFigures(figures: Figures): string {
  return figures.join(" · ");
}

/** A result line as the panel shows it. */
export function printResultLine(line: ResultLine): string {
  if (typeof line === "string") return line;
  if ("player" in line) return `${line.player}: ${printFigures(line.figures)}`;
  return printFigures(line);
}

/** Every line of a result, as the panel shows them. */
export function printResultLines(lines: readonly ResultLine[]): string[] {
  return lines.map(printResultLine);
}
