// What the app knows of Tetris without loading it: title, icon, modes and how they rank, the
// input actions with their default keys, and the Tetris section of the Settings page.
import { DEFAULT_ARR_MS, DEFAULT_DAS_MS, defineActions, type GameMeta } from "@arcade/core";
import { ICON } from "./icon.ts";
import { GUIDELINE_SOFT_DROP_FACTOR, SONIC_SOFT_DROP_FACTOR } from "./rules/gravity.ts";

/**
 * The keys of the common Guideline clients (TETR.IO, Jstris, Tetris Effect): arrows to move and
 * drop, Space hard drop, Up/X and Z/Ctrl to rotate, A for 180°, Shift/C hold, Escape/P pause.
 */
export const TETRIS_ACTIONS = defineActions([
  { id: "left", label: "Move left", keys: ["ArrowLeft"] },
  { id: "right", label: "Move right", keys: ["ArrowRight"] },
  { id: "softDrop", label: "Soft drop", keys: ["ArrowDown"] },
  { id: "hardDrop", label: "Hard drop", keys: ["Space"] },
  { id: "rotateCW", label: "Rotate clockwise", keys: ["ArrowUp", "KeyX"] },
  { id: "rotateCCW", label: "Rotate counter-clockwise", keys: ["KeyZ", "ControlLeft"] },
  { id: "rotate180", label: "Rotate 180°", keys: ["KeyA"] },
  { id: "hold", label: "Hold", keys: ["ShiftLeft", "KeyC"] },
  { id: "advisor", label: "Placement advisor on/off", keys: ["KeyH"] },
  { id: "pause", label: "Pause", keys: ["Escape", "KeyP"] },
]);

export type TetrisAction = "left" | "right" | "softDrop" | "hardDrop" | "rotateCW" | "rotateCCW" | "rotate180" | "hold" | "advisor" | "pause";

export const meta: GameMeta = {
  id: "tetris",
  title: "Tetris",
  description: "Guideline Tetris: SRS, hold, 7-bag, T-spins.",
  icon: ICON,
  modes: [
    { id: "marathon", title: "Marathon", result: "points" },
    { id: "sprint", title: "Sprint 40L", result: "time" },
    { id: "ultra", title: "Ultra 2:00", result: "points" },
    { id: "zen", title: "Zen", result: "none" },
  ],
  actions: TETRIS_ACTIONS,
  settings: [
    { key: "das", label: "DAS (delay before repeat)", kind: "range", min: 0, max: 500, step: 1, unit: " ms", default: DEFAULT_DAS_MS },
    { key: "arr", label: "ARR (repeat rate, 0 = instant)", kind: "range", min: 0, max: 200, step: 1, unit: " ms", default: DEFAULT_ARR_MS },
    {
      key: "softDropFactor",
      label: `Soft drop speed (${SONIC_SOFT_DROP_FACTOR} = instant)`,
      kind: "range",
      min: 1,
      max: SONIC_SOFT_DROP_FACTOR,
      step: 1,
      unit: "×",
      default: GUIDELINE_SOFT_DROP_FACTOR,
    },
    { key: "allow180", label: "180° rotation (SRS+ kicks)", kind: "toggle", default: true },
    { key: "advisor", label: "Placement advisor at start (marks results as assisted)", kind: "toggle", default: false },
    { key: "finesse", label: "Show finesse faults while playing", kind: "toggle", default: true },
  ],
  touchControls: true,
  positionParam: "fumen",
};
