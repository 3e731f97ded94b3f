// Puyo's opponents on core's versus flow (its chooser, rematches and "Another opponent"): the five
// strengths, weakest first, each with the one line that says what it does
// (analysis/bot/strengths.ts). A link's `bot` parameter names one (its id) and skips the chooser.
import type { Opponents } from "@arcade/core/stage";
import { STRENGTH_LINES, STRENGTHS, type Strength } from "../analysis/bot/strengths.ts";

export const STRENGTH_TITLE: Readonly<Record<Strength, string>> = { beginner: "Beginner", easy: "Easy", medium: "Medium", hard: "Hard", expert: "Expert" };

/** The bots to choose from; `play` shows a game on a seed against one. */
export function botOpponents(play: (strength: Strength, seed: string) => void): Opponents<Strength> {
  return {
    lines: ["Same pairs for both of you; chains send nuisance.", ...STRENGTHS.map((s) => `${STRENGTH_TITLE[s]}: ${STRENGTH_LINES[s]}`)],
    choices: STRENGTHS.map((strength) => ({ id: strength, label: STRENGTH_TITLE[strength], opponent: strength })),
    play,
    // Kept per name in Scores.
    name: (strength) => `Bot (${STRENGTH_TITLE[strength]})`,
  };
}
