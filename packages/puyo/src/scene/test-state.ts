// What the end-to-end tests read of a Puyo game: the state core's play session writes on the
// host as data-* attributes (with the mode, the seed and the screen's rectangles) after each turn.
// Pure functions of the screen's game and the bot's turn.
import { printField } from "../rules/field-text.ts";
import type { PuyoScreen, TurnReport } from "./screen.ts";

/** Your game: its score, max chain, pairs placed, the last turn's `chain`, the field (text format), whether it is over, and the bot's strength in versus. */
export function gameState(screen: PuyoScreen, chain: number): Record<string, string | number> {
  const { score, maxChain, index, field } = screen.game.game;
  return { score, maxChain, placed: index, chain, field: printField(field), over: String(screen.over), bot: screen.bot?.bot ?? "" };
}

/** The bot's side after its turn, in versus. */
export function botState(turn: TurnReport): Record<string, string | number> {
  return { botPlaced: turn.placed, botScore: turn.score, botChain: turn.chain, botField: turn.field };
}
