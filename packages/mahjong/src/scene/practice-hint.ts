// The practice hint's exact odds: the hinted discard's win and tenpai chances and expected score
// within the next draws (three, or the draws left), asked of the worker with progress. A discard
// or an undo cancels the question; its answer never arrives.
import { PRACTICE_DRAWS, type PracticeGame } from "../rules/practice.ts";
import { ODDS_DRAWS, OddsRunner, oddsText } from "./odds-runner.ts";

export interface HintOddsEvents {
  /** The line changed (progress, the answer, an error): draw it. */
  changed: () => void;
  /** Says the answer (or the error) in the text alternative's live region. */
  announce: (text: string) => void;
  report: (values: Record<string, string | number>) => void;
}

export class HintOdds {
  /** "Win chances: computing… 40%", the odds line, or "" when none was asked. */
  text = "";
  private readonly odds = new OddsRunner();

  constructor(private readonly events: HintOddsEvents) {}

  /** Asks for the odds of discarding `kind` from the game's hand now. */
  ask(game: PracticeGame, kind: number): void {
    const { hand, discards, draws } = game.state;
    const ahead = Math.min(ODDS_DRAWS, PRACTICE_DRAWS - draws);
    if (ahead === 0) return;
    const situation = game.situation();
    const request = {
      hand: { concealed: hand, melds: [] },
      draws: ahead,
      seen: discards,
      situation: { roundWind: situation.roundWind, seatWind: situation.seatWind, dora: situation.dora, riichi: situation.riichi },
    };
    const show = (text: string, announce: boolean) => {
      this.text = text;
      this.events.changed();
      if (announce) this.events.announce(text);
    };
    this.text = "Win chances: computing…";
    this.events.announce(this.text);
    this.odds.discards(request, {
      progress: (f) => show(`Win chances: computing… ${Math.round(f * 100)}%`, false),
      result: (rows) => {
        const row = rows.find((r) => r.discard === kind);
        if (!row) return;
        this.events.report({ hintWin: row.win.toFixed(4), hintTenpai: row.tenpai.toFixed(4), hintScore: Math.round(row.expectedScore) });
        show(`In the next ${ahead} draw${ahead > 1 ? "s" : ""}: ${oddsText(row)}`, true);
      },
      error: (message) => show(`Win chances: ${message}`, true),
    });
  }

  /** The hand changed: the question in progress is dropped and the line cleared. */
  cancel(): void {
    this.odds.cancel();
    this.text = "";
  }

  destroy(): void {
    this.odds.destroy();
  }
}
