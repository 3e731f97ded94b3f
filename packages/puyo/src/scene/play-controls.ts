// What the player has to press around the field: the on-screen touch buttons (when chosen over
// gestures), Undo on the shell's one button bar where undo works (practice), and the first-run
// hint that says how to play with this player's input and where that Undo is.
import type { GameShell, TouchLayout } from "@arcade/core/stage";
import { controlsHint } from "./hints.ts";

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
 * The first time, how to play with this player's input (gestures or buttons on a touch screen,
 * else their keys) and, in practice, where Undo is. Over the paused game (its countdown waits);
 * the host remembers it once dismissed.
 */
export function firstRunHint(shell: GameShell, buttons: boolean, undo: boolean): void {
  const touch = globalThis.matchMedia?.("(pointer: coarse)").matches === true;
  const hint = controlsHint(shell.options.settings, touch, buttons, undo);
  shell.hintOnce(hint.id, "How to play", hint.lines);
}
