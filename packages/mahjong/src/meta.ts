// What the app knows of the Mahjong trainer without loading it: the launcher card, the modes
// and how their results rank, the input actions, and the game's section of Settings.
import { defineActions, type GameMeta } from "@arcade/core";
import { HELP } from "./help.ts";
import { ICON } from "./icon.ts";

export const MAHJONG_ACTIONS = defineActions([
  { id: "undo", label: "Undo the last discard", keys: ["KeyZ", "Backspace"] },
  { id: "hint", label: "Show the best discard", keys: ["KeyH"] },
  { id: "pause", label: "Pause", keys: ["Escape", "KeyP"] },
  { id: "stepBack", label: "Log player: step back", keys: ["ArrowLeft"] },
  { id: "stepForward", label: "Log player: next step", keys: ["ArrowRight"] },
  { id: "handBack", label: "Log player: previous hand", keys: ["ArrowUp"] },
  { id: "handForward", label: "Log player: next hand", keys: ["ArrowDown"] },
]);

export const meta: GameMeta = {
  id: "mahjong",
  title: "Mahjong Trainer",
  description: "Exact shanten and effective tiles as you play: solo practice, a hand analyser and a discard quiz.",
  icon: ICON,
  help: HELP,
  modes: [
    { id: "practice", title: "Solo practice", result: "points" },
    { id: "quiz", title: "What would you discard?", result: "points" },
    { id: "analyser", title: "Hand analyser", result: "none" },
    { id: "logs", title: "Logs & review", result: "none" },
  ],
  actions: MAHJONG_ACTIONS,
  settings: [
    { key: "showAnalysis", label: "Show shanten and effective tiles while playing", kind: "toggle", default: true },
    { key: "redFives", label: "Red fives in the wall", kind: "toggle", default: true },
    { key: "textLabels", label: "Tile labels as text (1m, 5p, 7z)", kind: "toggle", default: false },
    { key: "quizByWinChance", label: "Score the quiz by exact win chance (within 3 draws)", kind: "toggle", default: false },
  ],
  touchControls: false,
  /** A link may carry a hand for the analyser: `?mode=analyser&hand=123m456p789s1122z`. */
  positionParam: "hand",
};
