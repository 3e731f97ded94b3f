// The contract between the app and a game (DESIGN.md "A game module"). Types only, in the pure
// entry, so the launcher can know games without loading any of them or pixi.js.
import type { GameAction } from "./input/actions.ts";

/** The player's settings a game needs. The app's saved settings satisfy this shape. */
export interface GameSettings {
  keyBindings: Record<GameAction, string[]>;
  /** Delayed auto shift in ms: how long a direction is held before it repeats. */
  das: number;
  /** Auto repeat rate in ms between repeats; 0 = straight to the wall. */
  arr: number;
  /** Soft drop speed as a multiple of gravity; 41 = instant. */
  softDropFactor: number;
  soundVolume: number;
  musicVolume: number;
  haptics: boolean;
  /** Resolved by the app from the setting and the system preference. */
  reducedMotion: boolean;
  palette: "standard" | "colorblind";
  touchControls: "gestures" | "buttons";
  handedness: "right" | "left";
}

/** What the host offers a running game. */
export interface GameServices {
  /** Personal bests: returns the 1-based rank if the result made the table, else null. */
  recordScore(mode: string, entry: { value: number; higherIsBetter: boolean; seed: string; replay?: string }): Promise<number | null>;
  /** The replay saved with a personal best (1-based rank in a mode's table), or null. */
  loadReplay(mode: string, rank: number): Promise<string | null>;
  /** Called when the game has ended and the player asked to leave it. */
  exit(): void;
}

export interface MountOptions {
  seed: string;
  mode: string | undefined;
  /** Extra URL parameters from a deep link (`#/tetris?seed=..&fumen=..`), unvalidated. */
  params: Record<string, string>;
  settings: GameSettings;
  services: GameServices;
}

export interface GameSession {
  pause(): void;
  resume(): void;
  /** Leaves nothing behind: no listeners, textures, workers or timers. */
  destroy(): void;
}

export interface GameModule {
  id: string;
  title: string;
  /** A short description for the launcher. */
  description: string;
  /** An icon URL (bundled asset) or a single emoji. */
  icon: string;
  mount(host: HTMLElement, options: MountOptions): Promise<GameSession>;
}
