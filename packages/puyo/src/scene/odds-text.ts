// How the calculator's question reads: the settings (condition, pairs, early chains) and their
// words, shared by the editor, its settings panel and the pause menu's odds.
import type { Condition, EarlyFire } from "../analysis/probability.ts";

/** What the calculator is asked: the condition, the moves (the current pair is move 1), early fire. */
export interface OddsSettings {
  condition: Condition;
  moves: number;
  early: EarlyFire;
}

/** "chain ≥ 2 in 3 moves" and the like. */
export function describe(settings: OddsSettings): string {
  return `P(${conditionText(settings.condition)} within ${settings.moves} pair${settings.moves > 1 ? "s" : ""}${settings.early === "fail" ? ", no early chains" : ""})`;
}

export function conditionText(c: Condition): string {
  return c.kind === "chain"
    ? `chain ≥ ${c.chains}`
    : c.kind === "clear"
      ? `clear ≥ ${c.puyos} puyos`
      : c.kind === "allclear"
        ? "all clear"
        : `score ≥ ${c.score}`;
}
