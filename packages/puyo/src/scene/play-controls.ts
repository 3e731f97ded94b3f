// What the player has to press around the field: the gamepad's buttons, the on-screen touch
// buttons (when chosen over gestures), Undo on the shell's one button bar where undo works
// (practice), and the first-run hint that says how to play with this player's input and where
// that Undo is.
import type { MountOptions } from "@arcade/core";
import type { FirstHint, GameInput, GameShell, KeyNames, PlaySession, TouchLayout } from "@arcade/core/stage";
import { controlsHint } from "./hints.ts";

/** How the shell takes a game's input (core's `GameDefinition.input`): the gamepad, the touch buttons, swipes and taps. */
export function playInput(options: MountOptions): GameInput {
  return {
    gamepad: { 14: "left", 15: "right", 13: "softDrop", 12: "hardDrop", 0: "rotateCW", 1: "rotateCCW", 3: "undo", 9: "pause" },
    // The editor has its own buttons: a game's would cover them and do nothing there (a game
    // started from the editor is then played with gestures).
    ...(options.mode === "editor" ? {} : { touchButtons: buttons(options.mode) }),
    gestures: true,
  };
}

/** The on-screen buttons (the same in every mode: undo is on the bar, not here). */
export function buttons(_mode: string): TouchLayout {
  return {
    move: [
      { action: "left", label: "◀", name: "Move left" },
      { action: "softDrop", label: "▼", name: "Soft drop" },
      { action: "right", label: "▶", name: "Move right" },
    ],
    act: [
      { action: "rotateCCW", label: "⟲", name: "Rotate counter-clockwise" },
      { action: "rotateCW", label: "⟳", name: "Rotate clockwise" },
      { action: "hardDrop", label: "Drop", name: "Drop" },
    ],
  };
}

/** The bar for a game: Undo (disabled while there is nothing to take back) where undo works, else nothing. */
export function playBar(shell: GameShell, undo: (() => boolean) | null): void {
  if (!undo) return shell.bar.set([]);
  shell.bar.set([{ id: "undo", label: "Undo", name: "Undo the last pair", disabled: true, run: () => void undo() }]);
}

/** Whether Undo can take a pair back now (practice, a pair under control and one placed before it). */
export function undoable(shell: GameShell, can: boolean): void {
  if (shell.bar.buttons.some((b) => b.id === "undo")) shell.bar.update("undo", { disabled: !can });
}

/**
 * The first-run hint (core's `GameDefinition.hint`, over a new game): how to play with this
 * player's input (gestures or buttons on a touch screen, else their keys) and, in practice, where
 * Undo is. None in the editor, which has its own buttons.
 */
export function firstHint({ mode, options }: PlaySession, _keys: KeyNames, touch: boolean): FirstHint | null {
  if (mode.id === "editor") return null;
  // The shell shows the buttons when the player chose them, except in a mount opened in the editor.
  const buttons = options.mode !== "editor" && options.settings.touchControls === "buttons";
  return controlsHint(options.settings, touch, buttons, mode.id === "practice");
}
