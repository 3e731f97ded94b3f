// What every game screen takes from the shell and the player's shared settings, built in one
// place so a game's definition hands it over whole (`...session.screenContext()`) instead of
// wiring each part by hand: where the screen draws, how it asks to be drawn again, the action
// bar, the insets of the shell's controls, the report for the end-to-end tests, and the look and
// sound the player chose.
import type { SharedSettings } from "../game-module.ts";
import type { ActionBar } from "./action-bar.ts";
import type { GameShell } from "./game-shell.ts";
import { REPLAY_BAR_HEIGHT } from "./replay-viewer.ts";
import type { Insets } from "./shell-layout.ts";

export interface ScreenContext {
  readonly host: HTMLElement;
  readonly bar: ActionBar;
  /** The screen's state changed outside update() (a worker's answer, a timer): draw once more. */
  invalidate(): void;
  /** CSS px the shell's controls cover at each edge now (asked again at every resize). */
  insets(): Insets;
  /** State on the host element for the end-to-end tests (`data-*`). */
  report(values: Record<string, string | number>): void;
  readonly palette: SharedSettings["palette"];
  readonly soundVolume: number;
  readonly haptics: boolean;
  readonly reducedMotion: boolean;
}

/** The context of a screen on `shell`; `watching`: core's replay bar takes room under the field too. */
export function screenContext(shell: GameShell, shared: SharedSettings, watching = false): ScreenContext {
  return {
    host: shell.host,
    bar: shell.bar,
    invalidate: () => shell.invalidate(),
    insets: () => (watching ? { ...shell.insets, bottom: shell.insets.bottom + REPLAY_BAR_HEIGHT } : shell.insets),
    report: (values) => shell.report(values),
    palette: shared.palette,
    soundVolume: shared.soundVolume,
    haptics: shared.haptics,
    reducedMotion: shared.reducedMotion,
  };
}
