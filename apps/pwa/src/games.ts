// The games this build contains. Each entry's `load` is a dynamic import, so every game is its
// own chunk, loaded (and its pixi.js with it) only when a player opens it; the launcher needs only
// the metadata here. Games register themselves here as their packages land.
import type { GameModule } from "@arcade/core";

export interface GameEntry {
  id: string;
  title: string;
  description: string;
  /** A single emoji shown on the launcher card. */
  icon: string;
  modes: { id: string; title: string }[];
  load: () => Promise<GameModule>;
}

export const GAMES: GameEntry[] = [];
