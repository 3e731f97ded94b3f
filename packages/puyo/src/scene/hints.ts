// The first-run hint (core's shell.hintOnce): how to play with the player's own input — the
// gestures or the on-screen buttons on a touch screen, else the keys from their bindings
// (Settings → keys, core's keysFor), so it never names a key the player has moved. Where undo
// works (practice) it says where undo is: the Undo button on the shell's bar (the top row, or down
// the movement buttons' column on a phone held sideways with buttons), or its key.
import { keysFor, type GameSettings } from "@arcade/core";

export interface ControlsHint {
  /** Remembered once dismissed: one per input scheme, and again for practice's undo. */
  id: string;
  lines: string[];
}

/** `buttons`: the on-screen buttons are shown (else a touch screen plays with gestures). */
export function controlsHint(settings: GameSettings, touch: boolean, buttons: boolean, undo: boolean): ControlsHint {
  const keys = (action: string) => keysFor(settings.keys, action);
  const suffix = undo ? "-undo" : "";
  if (touch && buttons) {
    return {
      id: `puyo-buttons${suffix}`,
      lines: [
        "◀ ▶ move · ▼ hold for soft drop",
        "⟲ ⟳ turn · Drop drops the pair at once",
        ...(undo ? ["Undo: the Undo button at the top (beside ◀ ▶ when the phone is held sideways)"] : []),
        "❚❚ top right: pause",
      ],
    };
  }
  if (touch) {
    return {
      id: `puyo-gestures${suffix}`,
      lines: [
        "Drag sideways: move, one column per cell",
        "Tap the right half: turn clockwise · left half: counter-clockwise",
        "Flick down: drop · drag down slowly: soft drop",
        ...(undo ? ["Undo: the Undo button at the top right"] : []),
        "❚❚ top right: pause",
      ],
    };
  }
  return {
    id: `puyo-keys${suffix}`,
    lines: [
      `Move: ${keys("left")} ${keys("right")} · Soft drop: ${keys("softDrop")}`,
      `Turn: ${keys("rotateCW")} clockwise · ${keys("rotateCCW")} counter-clockwise`,
      `Drop: ${keys("hardDrop")}`,
      ...(undo ? [`Undo: ${keys("undo")}, or the Undo button at the top right`] : []),
      `Pause: ${keys("pause")} · change keys in Settings`,
    ],
  };
}
