// What the app knows of Puyo Puyo without loading it: the launcher card, the modes and how their
// results rank, the input actions with their default keys, and the Puyo section of Settings.
import { DEFAULT_ARR_MS, DEFAULT_DAS_MS, defineActions, type GameMeta } from "@arcade/core";
import { HELP } from "./help.ts";
import { ICON } from "./icon.ts";

/** Arrows to move and drop, X/Up and Z to rotate, Space to drop at once, U/Backspace to undo. */
export const PUYO_ACTIONS = defineActions([
  { id: "left", label: "Move left", keys: ["ArrowLeft"] },
  { id: "right", label: "Move right", keys: ["ArrowRight"] },
  { id: "softDrop", label: "Soft drop", keys: ["ArrowDown"] },
  { id: "hardDrop", label: "Drop", keys: ["Space"] },
  { id: "rotateCW", label: "Rotate clockwise", keys: ["KeyX", "ArrowUp"] },
  { id: "rotateCCW", label: "Rotate counter-clockwise", keys: ["KeyZ", "ControlLeft"] },
  { id: "undo", label: "Undo (practice)", keys: ["KeyU", "Backspace"] },
  { id: "pause", label: "Pause", keys: ["Escape", "KeyP"] },
]);

export type PuyoAction = "left" | "right" | "softDrop" | "hardDrop" | "rotateCW" | "rotateCCW" | "undo" | "pause";

export const meta: GameMeta = {
  id: "puyo",
  title: "Puyo Puyo",
  description: "Tsu rules: pop groups of four, build chains, bury the bot in nuisance.",
  icon: ICON,
  help: HELP,
  modes: [
    { id: "endless", title: "Endless", result: "points" },
    { id: "practice", title: "Chain practice", result: "none" },
    { id: "versus", title: "Versus the bot", result: "match" },
    { id: "challenge", title: "Challenge (50 pairs)", result: "none" },
    { id: "editor", title: "Field editor", result: "none" },
    { id: "online", title: "Play online", result: "match" },
  ],
  actions: PUYO_ACTIONS,
  settings: [
    { key: "das", label: "DAS (delay before repeat)", kind: "range", min: 0, max: 500, step: 1, unit: " ms", default: DEFAULT_DAS_MS },
    { key: "arr", label: "ARR (repeat rate, 0 = instant)", kind: "range", min: 0, max: 200, step: 1, unit: " ms", default: DEFAULT_ARR_MS },
    { key: "chainSpeed", label: "Chain animation speed", kind: "range", min: 1, max: 4, step: 1, unit: "×", default: 1 },
  ],
  touchControls: true,
  positionParam: "field",
  /**
   * The editor's pairs (current first): `pairs=RG,BY`; a shared record to watch (`replay=`, a
   * rules/replay-code.ts code); a challenger's game (`challenge=<name>~<code>`); an online room's code (`room=`), so a shared
   * room link joins it; the versus bot's strength (`bot=hard`), so a link skips the opponent chooser.
   */
  linkParams: ["pairs", "replay", "challenge", "room", "bot"],
};
