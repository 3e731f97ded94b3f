// What the app knows of Tetris without loading it: title, icon, modes and how they rank, the
// input actions with their default keys, and the Tetris section of the Settings page.
import { defineActions, type GameMeta } from "@arcade/core";
import { HELP } from "./help.ts";
import { ICON } from "./icon.ts";
import { HANDLING_FIELDS } from "./handling.ts";

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
  // R restarts at once (no menu), in every mode: a key means one action, so player 1's clockwise
  // rotation in "versus-2p" is on T, beside it.
  { id: "restart", label: "Restart at once", keys: ["KeyR"] },
  // Two players on one keyboard (the "versus-2p" mode): player 1 plays with the keys above or with
  // a left-hand set (ESDF to move and drop, W/T rotate, Q 180°, G hold), player 2 with a
  // right-hand set around IJKL, so the two pairs of hands do not cross.
  { id: "p1Left", label: "2 players: player 1 left", keys: ["KeyS"] },
  { id: "p1Right", label: "2 players: player 1 right", keys: ["KeyF"] },
  { id: "p1SoftDrop", label: "2 players: player 1 soft drop", keys: ["KeyD"] },
  { id: "p1HardDrop", label: "2 players: player 1 hard drop", keys: ["KeyE"] },
  { id: "p1RotateCW", label: "2 players: player 1 rotate clockwise", keys: ["KeyT"] },
  { id: "p1RotateCCW", label: "2 players: player 1 rotate counter-clockwise", keys: ["KeyW"] },
  { id: "p1Rotate180", label: "2 players: player 1 rotate 180°", keys: ["KeyQ"] },
  { id: "p1Hold", label: "2 players: player 1 hold", keys: ["KeyG"] },
  { id: "p2Left", label: "2 players: player 2 left", keys: ["KeyJ"] },
  { id: "p2Right", label: "2 players: player 2 right", keys: ["KeyL"] },
  { id: "p2SoftDrop", label: "2 players: player 2 soft drop", keys: ["KeyK"] },
  { id: "p2HardDrop", label: "2 players: player 2 hard drop", keys: ["KeyI"] },
  { id: "p2RotateCW", label: "2 players: player 2 rotate clockwise", keys: ["KeyO"] },
  { id: "p2RotateCCW", label: "2 players: player 2 rotate counter-clockwise", keys: ["KeyU"] },
  { id: "p2Rotate180", label: "2 players: player 2 rotate 180°", keys: ["Digit9"] },
  { id: "p2Hold", label: "2 players: player 2 hold", keys: ["Semicolon", "KeyN"] },
]);

/** The two players' key sets of the "versus-2p" mode: action id → the one-player action it stands for. */
export const PLAYER_KEYS: readonly Readonly<Record<string, string>>[] = [1, 2].map((n) =>
  Object.fromEntries(
    ["left", "right", "softDrop", "hardDrop", "rotateCW", "rotateCCW", "rotate180", "hold"].map((a) => [`p${n}${a[0]!.toUpperCase()}${a.slice(1)}`, a]),
  ),
);

type PlayKey = "Left" | "Right" | "SoftDrop" | "HardDrop" | "RotateCW" | "RotateCCW" | "Rotate180" | "Hold";
export type TetrisAction =
  | "left"
  | "right"
  | "softDrop"
  | "hardDrop"
  | "rotateCW"
  | "rotateCCW"
  | "rotate180"
  | "hold"
  | "advisor"
  | "pause"
  | "restart"
  | `p1${PlayKey}`
  | `p2${PlayKey}`;

/**
 * The modes played against someone on this device, by the versus part (scene/versus-session.ts; a
 * challenge is played in the engine's CHALLENGE_MODE); the others are solo.
 */
export const VERSUS_MODES: readonly string[] = ["versus", "versus-2p", "challenge"];

export const meta: GameMeta = {
  id: "tetris",
  title: "Tetris",
  description: "Guideline Tetris: SRS, hold, 7-bag, T-spins.",
  icon: ICON,
  help: HELP,
  modes: [
    { id: "marathon", title: "Marathon", result: "points" },
    { id: "sprint", title: "Sprint 40L", result: "time" },
    { id: "ultra", title: "Ultra 2:00", result: "points" },
    { id: "zen", title: "Zen", result: "none" },
    // Versus keeps wins and losses per opponent (Scores); two players on one device keep nothing.
    { id: "versus", title: "Versus the bot", result: "match" },
    { id: "versus-2p", title: "2 players", result: "none" },
    { id: "challenge", title: "Challenge a friend", result: "none" },
    { id: "online", title: "Play online", result: "match" },
  ],
  actions: TETRIS_ACTIONS,
  settings: [
    ...HANDLING_FIELDS,
    { key: "allow180", label: "180° rotation (SRS+ kicks)", kind: "toggle", default: true },
    { key: "advisor", label: "Placement advisor at start (marks results as assisted)", kind: "toggle", default: false },
    { key: "finesse", label: "Show finesse faults while playing", kind: "toggle", default: true },
    // With on-screen buttons and 180° rotation on, the buttons include rotate 180 (scene/input.ts).
    { key: "touch180", label: "180° touch button (on-screen buttons)", kind: "toggle", default: false },
  ],
  touchControls: true,
  positionParam: "fumen",
  // `challenge`: a challenge code (analysis/challenge.ts) in a "challenge" link; `bot`: the versus
  // bot's strength (easy, medium, hard, expert), so a link can skip the choice; `room`: an online
  // room's code, so a shared room link joins it.
  linkParams: ["challenge", "bot", "room"],
};
