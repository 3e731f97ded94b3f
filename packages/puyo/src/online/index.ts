// Online versus through the rooms server (pure): Puyo's events, its room hook and checker, and
// the player's and opponent's side of a game.
export { DEFAULT_ONLINE_OPTIONS, NUISANCE_DUE_FRAMES, ONLINE_RULES, PuyoChecker, nuisanceOf, onlineConfig } from "./checker.ts";
export { nuisanceEvent, nuisanceIn, readPuyoEvent, toppedOutEvent, type PuyoEvent } from "./events.ts";
export { puyoRoomHook } from "./hook.ts";
export { OnlinePuyoPlayer, OpponentView as PuyoOpponentView } from "./player.ts";
