// The games this build contains: each game's pure `meta` (what the launcher, Settings and Scores
// show, without loading the game) and `load`, a dynamic import, so every game is its own chunk,
// loaded (with its pixi.js) only when a player opens it. `pnpm new-game` adds a game here: one
// import above the first marker and one entry above the second.
import type { GameMeta, GameModule } from "@arcade/core";
import { meta as tetrisMeta } from "@arcade/tetris/meta";
import { meta as cardsMeta } from "@arcade/cards/meta";
import { meta as puyoMeta } from "@arcade/puyo/meta";
import { meta as mahjongMeta } from "@arcade/mahjong/meta";
// new-game: imports above this line

export interface GameEntry {
  readonly meta: GameMeta;
  readonly load: () => Promise<GameModule>;
}

export const GAMES: readonly GameEntry[] = [
  { meta: tetrisMeta, load: () => import("@arcade/tetris/game").then((m) => m.gameModule) },
  { meta: cardsMeta, load: () => import("@arcade/cards/game").then((m) => m.gameModule) },
  { meta: puyoMeta, load: () => import("@arcade/puyo/game").then((m) => m.gameModule) },
  { meta: mahjongMeta, load: () => import("@arcade/mahjong/game").then((m) => m.gameModule) },
  // new-game: entries above this line
];

/** The metas alone, in launcher order (what storage validates settings against). */
export const GAME_METAS: readonly GameMeta[] = GAMES.map((game) => game.meta);

export function findGame(id: string): GameEntry | undefined {
  return GAMES.find((game) => game.meta.id === id);
}
