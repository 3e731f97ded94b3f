// The first-run "How to play" lines: the gestures on a touch screen, else the player's own keys
// (core's keysFor reads their bindings, so a hint never names a key they have moved); for two
// people on one device, the two key sets or the screen's halves.
import { keysFor, type GameSettings, type MountOptions } from "@arcade/core";
import type { FirstHint } from "@arcade/core/stage";
import { VERSUS_MODES } from "../meta.ts";
import { keyName } from "./names.ts";

export const GESTURE_HINT = "tetris-gestures";
export const KEYS_HINT = "tetris-keys";
const TWO_PLAYER_HINT = "tetris-two-players";

/**
 * The hint core's session shows the first time a mode is played (its countdown waits): how to
 * play alone (gestures or keys), or two on one device; none against the bot or in a challenge.
 * `touch`: the page's pointer is coarse (a touch screen).
 */
export function firstHint(mode: string, options: MountOptions, touch: boolean): FirstHint | null {
  if (mode === "versus-2p") return twoPlayerHint(options, touch);
  return VERSUS_MODES.includes(mode) ? null : howToPlay(options.settings, touch);
}

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

/** How two people play (shown once by core's session): the key sets, or the halves on a touch screen. */
export function twoPlayerHint(options: MountOptions, touch: boolean): FirstHint {
  const keys = (prefix: string) =>
    ["Left", "Right", "SoftDrop", "HardDrop", "RotateCCW", "RotateCW", "Hold"]
      .map((a) => (options.settings.keys[`${prefix}${a}`] ?? [])[0] ?? "–")
      .map(keyName)
      .join(" ");
  const lines = touch
    ? [
        "Each half of the screen is one player's: drag to move, tap to rotate, flick down to drop, flick up to hold.",
        "Same pieces for both; clears send garbage to the other side.",
      ]
    : [
        `Player 1 (left board): ${keys("p1")} — move, soft drop, hard drop, rotate, hold (or the usual keys)`,
        `Player 2 (right board): ${keys("p2")}`,
        "Keys can be changed in Settings.",
      ];
  return { id: TWO_PLAYER_HINT, title: "Two players", lines, ok: "Start" };
}
