// What the app knows of the Mahjong trainer without loading it: the launcher card, the modes
// and how their results rank, the input actions, and the game's section of Settings.
import { defineActions, type GameMeta } from "@arcade/core";
import { HELP } from "./help.ts";
import { ICON } from "./icon.ts";

export const MAHJONG_ACTIONS = defineActions([
  { id: "undo", label: "Undo the last discard", keys: ["KeyZ", "Backspace"] },
  { id: "hint", label: "Show the best discard", keys: ["KeyH"] },
  { id: "pause", label: "Pause", keys: ["Escape", "KeyP"] },
  // The table's call prompts (shown only when legal).
  { id: "win", label: "Table: Ron or Tsumo", keys: ["KeyW"] },
  { id: "riichi", label: "Table: Riichi (then pick the discard)", keys: ["KeyR"] },
  { id: "pon", label: "Table: Pon", keys: ["KeyO"] },
  { id: "chi", label: "Table: Chi (again for the next choice)", keys: ["KeyC"] },
  { id: "kan", label: "Table: Kan", keys: ["KeyK"] },
  // Enter and Space stay with the focused button of the text alternative (they would be taken here).
  { id: "skip", label: "Table: Skip the call", keys: ["KeyS"] },
  // The arrows are shared: a tile in the table's hand, a step in the log player.
  { id: "left", label: "Table: the tile to the left · Log player: step back", keys: ["ArrowLeft"] },
  { id: "right", label: "Table: the tile to the right · Log player: next step", keys: ["ArrowRight"] },
  { id: "discard", label: "Table: discard the selected tile", keys: ["KeyD"] },
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
    { id: "table", title: "Table · vs 3 bots", result: "points" },
    { id: "logs", title: "Logs & review", result: "none" },
  ],
  actions: MAHJONG_ACTIONS,
  settings: [
    { key: "showAnalysis", label: "Show shanten and effective tiles while playing", kind: "toggle", default: true },
    { key: "redFives", label: "Red fives in the wall", kind: "toggle", default: true },
    { key: "textLabels", label: "Tile labels as text (1m, 5p, 7z)", kind: "toggle", default: false },
    { key: "tableOneTap", label: "Table: discard with one tap (off: tap to select, tap again to discard)", kind: "toggle", default: false },
    { key: "quizByWinChance", label: "Score the quiz by exact win chance (within 3 draws)", kind: "toggle", default: false },
  ],
  touchControls: false,
  /** A link may carry a hand for the analyser: `?mode=analyser&hand=123m456p789s1122z`. */
  positionParam: "hand",
  /** A table link may name the bots' strength: `?mode=table&seed=S&bots=hard` skips the question. */
  linkParams: ["bots"],
};
