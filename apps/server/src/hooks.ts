// The games a room can be opened for (the `game` query parameter), each with its verification hook.
import type { GameHook } from "./hook.ts";
import { tetrisHook } from "./tetris.ts";

const HOOKS: ReadonlyMap<string, GameHook> = new Map([[tetrisHook.game, tetrisHook]]);

export function hookFor(game: string): GameHook | undefined {
  return HOOKS.get(game);
}

export const GAMES: readonly string[] = [...HOOKS.keys()];
