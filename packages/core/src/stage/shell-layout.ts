// Where the shell's own controls go for a stage size, and what they cover at its edges (the
// insets a game lays its field out inside). Pure arithmetic, shared by the shell (which moves the
// DOM controls) and its tests; the CSS in buttons.ts and action-bar.ts uses the same numbers.

/** CSS pixels the shell's controls cover at each edge of the stage. */
export interface Insets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/**
 * The top row: the pause button (44 px at 4 px from the top right), the app's back link at the top
 * left and, in that row, the action bar.
 */
export const TOP_ROW = 52;

/** Portrait touch buttons: movement in a row, the actions a 2×2 block, at the bottom. */
export const TOUCH_BUTTONS_HEIGHT = 150;

/** A touch button's side in landscape (the viewport is short: smaller than portrait's 3.6 rem, still ≥ 44). */
export const SIDE_BUTTON = 52;
/** Gap between touch buttons, and the padding around a group. */
export const TOUCH_GAP = 6;
export const TOUCH_PADDING = 8;
/** A landscape side column: two buttons across (a d-pad's ◀ ▶ over ▼, or the 2×2 actions). */
export const SIDE_COLUMN = 2 * SIDE_BUTTON + TOUCH_GAP + 2 * TOUCH_PADDING;

export type BarPlace = "top" | "left" | "right";

export interface ShellLayout {
  /** "bottom": touch buttons along the bottom (portrait); "sides": one group under each thumb. */
  readonly buttons: "none" | "bottom" | "sides";
  /** Where the action bar goes: the top row, or down the movement buttons' side column. */
  readonly bar: BarPlace;
  readonly insets: Insets;
}

/**
 * The shell's layout for a stage of `width`×`height` CSS px. With on-screen buttons on a landscape
 * stage (wider than tall) the buttons go to the two sides — movement under the left thumb and the
 * actions under the right, swapped for a left-handed player — and the pause button and back link
 * sit at the top of those columns, so the field gets the whole height. In portrait (and without
 * buttons) the top row and the buttons' strip at the bottom are covered.
 */
export function shellLayout(width: number, height: number, buttons: boolean, handedness: "right" | "left" = "right"): ShellLayout {
  if (!buttons) return { buttons: "none", bar: "top", insets: { top: TOP_ROW, right: 0, bottom: 0, left: 0 } };
  if (width > height) {
    return {
      buttons: "sides",
      bar: handedness === "right" ? "left" : "right",
      insets: { top: 0, right: SIDE_COLUMN, bottom: 0, left: SIDE_COLUMN },
    };
  }
  return { buttons: "bottom", bar: "top", insets: { top: TOP_ROW, right: 0, bottom: TOUCH_BUTTONS_HEIGHT, left: 0 } };
}
