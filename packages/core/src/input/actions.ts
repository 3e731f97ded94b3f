/**
 * The actions a player's input produces, shared by every game: keys, gestures, on-screen buttons
 * and gamepads are all bound to these, and games read only these (never raw keys), so remapping
 * and touch controls work the same everywhere. A game ignores the actions it has no use for.
 */
export const GAME_ACTIONS = ["left", "right", "softDrop", "hardDrop", "rotateCW", "rotateCCW", "rotate180", "hold", "pause"] as const;

export type GameAction = (typeof GAME_ACTIONS)[number];

export function isGameAction(value: unknown): value is GameAction {
  return typeof value === "string" && (GAME_ACTIONS as readonly string[]).includes(value);
}
