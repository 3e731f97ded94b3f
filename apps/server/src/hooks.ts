// The games a room can be opened for (the `game` query parameter), each with its hook: the options,
// action and event checks, and the checker that re-runs a player's stream (@arcade/core/rooms's
// GameHook). A game is added here with one line; see README.md, "A game's hook".
import type { GameHook } from "@arcade/core/rooms";
import { puyoRoomHook } from "@arcade/puyo";
import { tetrisRoomHook } from "@arcade/tetris";

const HOOKS: ReadonlyMap<string, GameHook> = new Map([
  [tetrisRoomHook.game, tetrisRoomHook],
  [puyoRoomHook.game, puyoRoomHook],
]);

export function hookFor(game: string): GameHook | undefined {
  return HOOKS.get(game);
}

export const GAMES: readonly string[] = [...HOOKS.keys()];
