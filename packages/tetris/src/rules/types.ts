// The Tetris rules' data types: the contract between the rules engine (rules/), the scene
// (scene/), fumen conversion (fumen.ts), garbage (garbage.ts) and the CLI (cli.ts).
// Coordinates: x = 0..9 left to right, y-up, y = 0 the bottom row; rows 0-19 are visible and
// rows 20-39 the hidden buffer (the Guideline 10x40 matrix; same as SRS tables and fumen).

export type PieceType = "I" | "O" | "T" | "S" | "Z" | "J" | "L";
export const PIECE_TYPES: readonly PieceType[] = ["I", "O", "T", "S", "Z", "J", "L"];

/** A cell: a locked mino of a piece's colour, "G" a garbage mino, or null (empty). */
export type Cell = PieceType | "G" | null;

export const BOARD_WIDTH = 10;
export const VISIBLE_HEIGHT = 20;
export const BOARD_HEIGHT = 40;

/** The board as a flat array of BOARD_WIDTH * BOARD_HEIGHT cells: cells[y * 10 + x]. */
export type Board = Cell[];

/** 0 = spawn, 1 = R (after one clockwise turn), 2 = reverse, 3 = L. Same as fumen's states. */
export type Rotation = 0 | 1 | 2 | 3;

/** A piece in play: (x, y) is its SRS rotation centre, as in fumen and Cold Clear. */
export interface ActivePiece {
  type: PieceType;
  x: number;
  y: number;
  rotation: Rotation;
}

/**
 * What the engine is told to do, after handling (DAS/ARR) is resolved: the scene turns keys and
 * gestures into these, and replays record these, so a replay does not depend on handling settings.
 * - left/right: one column; leftWall/rightWall: as far as possible (ARR 0 or "DAS to wall");
 * - cw/ccw/180: rotate with SRS kicks (180 only if the game allows it);
 * - softDrop: one row down (scores 1); sonicDrop: down to the floor without locking (1 per row);
 * - hardDrop: down to the floor and lock (2 per row); hold: swap with the hold slot.
 */
export type PlayAction = "left" | "right" | "leftWall" | "rightWall" | "cw" | "ccw" | "180" | "softDrop" | "sonicDrop" | "hardDrop" | "hold";
export const PLAY_ACTIONS: readonly PlayAction[] = ["left", "right", "leftWall", "rightWall", "cw", "ccw", "180", "softDrop", "sonicDrop", "hardDrop", "hold"];

export type Mode = "marathon" | "sprint" | "ultra" | "zen";
export const MODES: readonly Mode[] = ["marathon", "sprint", "ultra", "zen"];

/** The name of a lock's line clear, as the CLI prints it. */
export type ClearName =
  | "none"
  | "single"
  | "double"
  | "triple"
  | "tetris"
  | "tspin-mini"
  | "tspin-mini-single"
  | "tspin-mini-double"
  | "tspin"
  | "tspin-single"
  | "tspin-double"
  | "tspin-triple";

/** What one lock did. */
export interface LockResult {
  piece: PieceType;
  clear: ClearName;
  lines: number;
  perfectClear: boolean;
  /** This clear was back-to-back with the previous difficult clear (and got the 1.5x bonus). */
  backToBack: boolean;
  /** The combo counter after this lock: -1 no combo, 0 the first clear of a chain, 1, 2, ... */
  combo: number;
  /** Points this lock scored for its clear, combo and perfect clear (drop points are separate). */
  points: number;
}

/**
 * How a game ended. "finished" = the mode's goal was reached; "queueEmpty" = a fixed queue ran out;
 * "garbageOut" = rising garbage pushed minos off the top of the matrix (versus only).
 */
export type GameOverReason = "blockOut" | "lockOut" | "garbageOut" | "finished" | "queueEmpty";

export type GameEvent =
  | { type: "spawn"; piece: PieceType }
  | { type: "move"; action: PlayAction }
  | { type: "lock"; result: LockResult }
  | { type: "hold"; piece: PieceType }
  | { type: "levelUp"; level: number }
  | { type: "gameOver"; reason: GameOverReason };

export interface GameConfig {
  seed: string;
  mode: Mode;
  /** Allow the non-Guideline 180° rotation (TETR.IO SRS+ 180 kicks). */
  allow180: boolean;
  /** Soft drop speed as a multiple of the current gravity (Guideline 20; 41 = instant, like TETR.IO). */
  softDropFactor: number;
  /** A starting board (practice from a fumen); default empty. */
  board?: Board;
  /** A fixed piece queue instead of the seed's 7-bag (the CLI's --queue); the game ends when it runs out. */
  queue?: PieceType[];
  /** A piece already in the hold slot. */
  hold?: PieceType;
}

/** The rules version recorded in every replay: bump it whenever a rule change alters outcomes. */
export const RULES_VERSION = 1;
