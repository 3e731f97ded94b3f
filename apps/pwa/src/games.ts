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
  /** How a score table shows a result of a mode (a time, a score). */
  formatScore: (mode: string, value: number) => string;
  load: () => Promise<GameModule>;
}

function clock(ms: number): string {
  return `${Math.floor(ms / 60000)}:${((ms % 60000) / 1000).toFixed(2).padStart(5, "0")}`;
}

export const GAMES: GameEntry[] = [
  {
    id: "tetris",
    title: "Tetris",
    description: "Guideline Tetris: SRS, hold, 7-bag, T-spins.",
    icon: "🧱",
    modes: [
      { id: "marathon", title: "Marathon" },
      { id: "sprint", title: "Sprint 40L" },
      { id: "ultra", title: "Ultra 2:00" },
      { id: "zen", title: "Zen" },
    ],
    formatScore: (mode, value) => (mode === "sprint" ? clock(value) : String(value)),
    load: () => import("@arcade/tetris/game").then((m) => m.tetrisModule),
  },
];
