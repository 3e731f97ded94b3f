// The versus opponent chooser: the five strengths, weakest first, each with the one line that
// says what it does (analysis/bot/strengths.ts), then Quit. Shown when a versus game starts
// without a strength chosen this visit (a link's `bot` parameter skips it) and from the results'
// "Another opponent".
import { PanelPopup, type GameShell } from "@arcade/core/stage";
import { STRENGTH_LINES, STRENGTHS, type Strength } from "../analysis/bot/strengths.ts";

export const STRENGTH_TITLE: Readonly<Record<Strength, string>> = { beginner: "Beginner", easy: "Easy", medium: "Medium", hard: "Hard", expert: "Expert" };

/** A link's `bot` parameter, when it names a strength. */
export function strengthParam(text: string | undefined): Strength | null {
  return text !== undefined && (STRENGTHS as readonly string[]).includes(text) ? (text as Strength) : null;
}

/** Presents the chooser; `choose` runs with the strength picked (the popup already dismissed). */
export function chooseOpponent(shell: GameShell, choose: (strength: Strength) => void, quit: () => void): void {
  void shell.present(
    new PanelPopup(shell.host, {
      role: "choose-bot",
      title: "Choose your opponent",
      lines: ["Same pairs for both of you; chains send nuisance.", ...STRENGTHS.map((s) => `${STRENGTH_TITLE[s]}: ${STRENGTH_LINES[s]}`)],
      buttons: [
        ...STRENGTHS.map((strength) => ({ id: strength, label: STRENGTH_TITLE[strength], run: () => void shell.dismiss().then(() => choose(strength)) })),
        { id: "quit", label: "Quit", run: quit },
      ],
    }),
  );
}
