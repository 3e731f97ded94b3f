// Tetris's input devices besides the keyboard (its keys are in meta.ts): the gamepad mapping and
// the on-screen buttons, and the handling values read from the player's Tetris settings (a new
// game's config and the player's controller).
import type { MountOptions, SettingValues } from "@arcade/core";
import type { GameInput, GamepadBindings, TouchLayout } from "@arcade/core/stage";
import { framesToMs } from "../handling.ts";
import { meta } from "../meta.ts";
import type { GameConfig, Mode } from "../rules/types.ts";
import { Controller, type Handling } from "./controller.ts";

/** The W3C standard layout: d-pad moves and drops, face buttons rotate, shoulders hold, start pauses. */
export const TETRIS_GAMEPAD: GamepadBindings = {
  14: "left",
  15: "right",
  13: "softDrop",
  12: "hardDrop",
  0: "rotateCCW", // A / cross
  1: "rotateCW", // B / circle
  2: "rotateCCW", // X / square
  3: "rotate180", // Y / triangle
  4: "hold",
  5: "hold",
  9: "pause", // start
};

/** Movement on one side, rotation, hold and drop on the other: together they fit a 320 px phone. */
export const TETRIS_BUTTONS: TouchLayout = {
  move: [
    { action: "left", label: "◀", name: "Move left" },
    { action: "softDrop", label: "▼", name: "Soft drop" },
    { action: "right", label: "▶", name: "Move right" },
  ],
  act: [
    { action: "hold", label: "Hold", name: "Hold" },
    { action: "rotateCCW", label: "⟲", name: "Rotate counter-clockwise" },
    { action: "rotateCW", label: "⟳", name: "Rotate clockwise" },
    { action: "hardDrop", label: "Drop", name: "Hard drop" },
  ],
};

/**
 * The on-screen buttons for these settings: with the "180° button on touch" setting (and 180°
 * rotation allowed, else the button would do nothing) a rotate-180 button joins the hold button's
 * row, so the action block is Hold 180 / ⟲ ⟳ / Drop.
 */
export function tetrisButtons(values: SettingValues): TouchLayout {
  if (values.touch180 !== true || values.allow180 === false) return TETRIS_BUTTONS;
  const [hold, ...rest] = TETRIS_BUTTONS.act;
  return { move: TETRIS_BUTTONS.move, act: [hold!, { action: "rotate180", label: "180", name: "Rotate 180°" }, ...rest] };
}

/**
 * How the shell takes a mount's input: the gamepad, and the on-screen buttons and swipes on the
 * canvas; two people on one device have neither, each half of the screen takes its own player's
 * swipes (versus-halves.ts).
 */
export function tetrisInput(options: MountOptions): GameInput {
  if (options.mode === "versus-2p") return { gamepad: TETRIS_GAMEPAD };
  return { gamepad: TETRIS_GAMEPAD, touchButtons: tetrisButtons(options.settings.values), gestures: true };
}

/** The handling a game is played with, from the (already validated) Tetris settings: frames become milliseconds. */
export function handlingFrom(values: SettingValues): Handling {
  const number = (key: string): number => {
    const value = values[key];
    if (typeof value === "number") return value;
    // The host validates settings against meta.settings, so this is only a fallback for a host bug.
    const field = meta.settings.find((f) => f.key === key);
    return field?.kind === "number" ? field.default : 0;
  };
  return {
    das: framesToMs(number("dasFrames")),
    arr: framesToMs(number("arrFrames")),
    softDropFactor: number("softDropFactor"),
    allow180: values.allow180 !== false,
  };
}

/** A new game of `mode` on `seed` with the handling its record carries (180° rotation, the soft drop's speed). */
export function gameConfig(values: SettingValues, seed: string, mode: Mode): GameConfig {
  const { allow180, softDropFactor } = handlingFrom(values);
  return { seed, mode, allow180, softDropFactor };
}

/** The player's controller with these settings' handling (`allow180`: a game's own, as its record carries it). */
export function controllerFrom(values: SettingValues, allow180?: boolean): Controller {
  const handling = handlingFrom(values);
  return new Controller(allow180 === undefined ? handling : { ...handling, allow180 });
}

/**
 * Follows what the player last played with: the keyboard, or touch (the on-screen buttons or
 * gestures). Finesse is a keyboard measure, so it is shown for keyboard play only; a gamepad or
 * a mouse changes nothing. Returns the unbinding.
 */
export function followKeyboardPlay(target: Window, onChange: (keyboard: boolean) => void): () => void {
  const keys = () => onChange(true);
  const touch = (event: PointerEvent) => {
    if (event.pointerType === "touch" || event.pointerType === "pen") onChange(false);
  };
  target.addEventListener("keydown", keys, true);
  target.addEventListener("pointerdown", touch, true);
  return () => {
    target.removeEventListener("keydown", keys, true);
    target.removeEventListener("pointerdown", touch, true);
  };
}
