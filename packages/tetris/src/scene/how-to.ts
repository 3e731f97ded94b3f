// The first-run "How to play" lines: the gestures on a touch screen, else the player's own keys
// (core's keysFor reads their bindings, so a hint never names a key they have moved).
import { keysFor, type GameSettings } from "@arcade/core";

export const GESTURE_HINT = "tetris-gestures";
export const KEYS_HINT = "tetris-keys";

/** The hint to show for these settings, or null with on-screen buttons (they are labelled). */
export function howToPlay(settings: GameSettings, coarsePointer: boolean): { id: string; lines: string[] } | null {
  if (settings.touchControls === "buttons") return null;
  if (settings.touchControls === "gestures" && coarsePointer) {
    return {
      id: GESTURE_HINT,
      lines: [
        "Drag sideways: move, one column per cell",
        "Tap right half: rotate clockwise · left half: counter-clockwise",
        "Flick down: hard drop · drag down slowly: soft drop",
        "Flick up: hold · ❚❚ top right: pause",
      ],
    };
  }
  const keys = (action: string) => keysFor(settings.keys, action);
  return {
    id: KEYS_HINT,
    lines: [
      `Move: ${keys("left")} ${keys("right")} · Soft drop: ${keys("softDrop")}`,
      `Hard drop: ${keys("hardDrop")} · Hold: ${keys("hold")}`,
      `Rotate: ${keys("rotateCW")} · ${keys("rotateCCW")} · 180°: ${keys("rotate180")}`,
      `Pause: ${keys("pause")} · change keys in Settings`,
    ],
  };
}
