// `pnpm arcade tetris …`: the rules engine headless. `sim` plays a list of inputs on a board (to
// check a spin, a kick or a score by hand or from a script); `replay` runs a saved game.
// Node only (it reads files); the pure code it drives is rules/, fumen.ts and garbage.ts.
import { readFileSync } from "node:fs";
import { InputError, parseReplay, type Replay } from "@arcade/core";
import { choiceOption, requireOption, type Command, type CommandGroup } from "@arcade/core/cli";
import { boardFromFumen, boardToFumen } from "./fumen.ts";
import { BOARD_WIDTH, MODES, boardToRows, emptyBoard, isPieceType, runReplay, TetrisGame } from "./rules/index.ts";
import type { Board, GameConfig, PieceType, PlayAction } from "./rules/index.ts";

/** The sim's input tokens. `sd` is a sonic drop (to the floor, no lock), as in Cold Clear's movegen. */
const TOKENS: ReadonlyMap<string, PlayAction> = new Map<string, PlayAction>([
  ["left", "left"],
  ["right", "right"],
  ["cw", "cw"],
  ["ccw", "ccw"],
  ["180", "180"],
  ["sd", "sonicDrop"],
  ["hd", "hardDrop"],
  ["hold", "hold"],
]);
/** A Map, not an object: an object would list the integer-like key "180" first. */
const TOKEN_LIST = [...TOKENS.keys()].join(" ");

/** Instant soft drop, like TETR.IO's top setting (the sim never ticks, so it only fills the config). */
const SIM_SOFT_DROP_FACTOR = 41;
/** The readable board shows at least this many rows, so an empty board still looks like one. */
const MIN_TEXT_ROWS = 4;

/** Re-throws an InputError from a part (fumen, config) under the option a person typed. */
function underOption(error: unknown, option: string): never {
  if (!(error instanceof InputError)) throw error;
  throw new InputError(error.message, option);
}

function parsePieces(text: string, option: string): PieceType[] {
  if (text === "") throw new InputError("must name at least one piece (I O T S Z J L)", option);
  return [...text].map((ch, i) => {
    const piece = ch.toUpperCase();
    if (!isPieceType(piece)) throw new InputError(`unknown piece ${JSON.stringify(ch)} at position ${i + 1} (pieces are I O T S Z J L)`, option);
    return piece;
  });
}

/** Tokens separated by spaces or commas; positions count tokens from 1. */
function parseInputs(text: string): { token: string; action: PlayAction }[] {
  const tokens = text.split(/[\s,]+/).filter((t) => t !== "");
  return tokens.map((token, i) => {
    const action = TOKENS.get(token.toLowerCase());
    if (action === undefined) {
      throw new InputError(`unknown token ${JSON.stringify(token)} at position ${i + 1} (tokens: ${TOKEN_LIST})`, "--inputs");
    }
    return { token, action };
  });
}

function parseBoard(text: string): Board {
  if (text.trim().toLowerCase() === "empty") return emptyBoard();
  try {
    return boardFromFumen(text).board;
  } catch (error) {
    return underOption(error, "--board");
  }
}


export interface SimResult {
  board: string;
  lines: number;
  clear: string;
  score: number;
  b2b: boolean;
  combo: number;
  toppedOut: boolean;
}

/** Rows top-down from the highest non-empty row, at least MIN_TEXT_ROWS of them. */
function boardText(board: Board): string {
  const rows = boardToRows(board);
  while (rows.length < MIN_TEXT_ROWS) rows.unshift(".".repeat(BOARD_WIDTH));
  return rows.join("\n");
}

function fieldsText(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join("\n");
}

export const simCommand: Command = {
  name: "sim",
  summary: "Play a list of inputs on a board and print the resulting board, clear and score.",
  usage: '--board <fumen|empty> --queue <pieces> [--hold P] [--mode zen] [--allow-180] --inputs "<tokens>"',
  details: [
    "Tokens, applied in order with no frames in between: left right cw ccw 180 sd hd hold",
    "(sd = sonic drop: down to the floor without locking; hd = hard drop and lock). Separate them",
    "with spaces or commas; an error's position counts tokens from 1. A token that cannot be done",
    "(left against the wall, a second hold) does nothing, as in the game.",
    "--board takes a fumen (v115@… or a fumen URL; its first page, without its piece) or 'empty'.",
    "--queue is the pieces in order (the game ends when they run out); the first one is in play.",
    "180 turns are on unless --no-180 (Guideline rules without SRS+).",
    "Output: board (fumen), lines (total cleared), clear (of the last lock: single, tspin-double,",
    "tspin-mini-single, perfect-clear, none, …), score, b2b, combo (-1 = none) and toppedOut.",
    "Zen (the default mode) empties the board on a top-out and goes on: toppedOut is still true.",
    'Example: pnpm arcade tetris sim --board empty --queue T --inputs "cw left left hd" --json',
  ].join("\n"),
  options: {
    board: { type: "string", value: "FUMEN", description: "the starting board: a fumen (or fumen URL) or 'empty'" },
    queue: { type: "string", value: "PIECES", description: "the pieces in order, e.g. TIO" },
    hold: { type: "string", value: "P", description: "a piece already in the hold slot" },
    mode: { type: "string", value: "MODE", description: `${MODES.join(", ")} (default zen: no gravity, never ends)` },
    "allow-180": { type: "boolean", description: "allow 180° turns (the default for sim)" },
    "no-180": { type: "boolean", description: "refuse 180° turns, as Guideline rules do" },
    inputs: { type: "string", value: "TOKENS", description: "the inputs: left right cw ccw 180 sd hd hold" },
  },
  run({ values, json, io }) {
    const board = parseBoard(requireOption(values, "board"));
    const queue = parsePieces(requireOption(values, "queue"), "--queue");
    const hold = values.hold === undefined ? undefined : parsePieces(requireOption(values, "hold"), "--hold");
    if (hold && hold.length !== 1) throw new InputError(`must be one piece, got ${JSON.stringify(values.hold)}`, "--hold");
    const mode = choiceOption(values, "mode", MODES, "zen");
    if (values["allow-180"] === true && values["no-180"] === true) throw new InputError("cannot be combined with --allow-180", "--no-180");
    const inputs = parseInputs(requireOption(values, "inputs"));
    const config: GameConfig = {
      seed: "sim",
      mode,
      allow180: values["no-180"] !== true,
      softDropFactor: SIM_SOFT_DROP_FACTOR,
      board,
      queue,
      ...(hold ? { hold: hold[0]! } : {}),
    };
    let game: TetrisGame;
    try {
      game = new TetrisGame(config);
    } catch (error) {
      const field = error instanceof InputError ? error.where : undefined;
      return underOption(error, field === "hold" || field === "queue" || field === "mode" ? `--${field}` : "--board");
    }
    inputs.forEach(({ token, action }, i) => {
      if (game.over !== null) throw new InputError(`token ${JSON.stringify(token)} at position ${i + 1} comes after the game ended (${game.over})`, "--inputs");
      game.apply(action);
    });
    // Zen empties the board on a top-out and goes on; the engine counts every top-out either way.
    const toppedOut = game.stats.topOuts > 0;
    const last = game.lastLock;
    const result: SimResult = {
      board: boardToFumen(game.board),
      lines: game.lines,
      clear: last === null ? "none" : last.perfectClear ? "perfect-clear" : last.clear,
      score: game.score,
      b2b: game.backToBack,
      combo: game.combo,
      toppedOut,
    };
    if (json) {
      io.stdout.write(`${JSON.stringify(result)}\n`);
      return;
    }
    // The text board shows locked minos only; where the piece in play stands is one more line.
    const active = game.active;
    const where = active === null ? "none" : `${active.type} rotation ${active.rotation} at (${active.x}, ${active.y})`;
    io.stdout.write(`${boardText(game.board)}\n\n${fieldsText({ ...result, active: where })}\n`);
  },
};

function readReplay(file: string): Replay {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : (error as Error).message;
    throw new InputError(reason, file);
  }
  return parseReplay(text, "replay");
}

export const replayCommand: Command = {
  name: "replay",
  summary: "Run a saved replay and print where the game stands at its end.",
  usage: "<file>",
  details: [
    'The file is a Pocket Arcade replay (format "pocket-arcade-replay") of a Tetris game. It is',
    "played through these rules frame by frame and stops at its last input (or at game over).",
    "Output: seed, mode, frames, pieces (locked), lines, score, level, over (why the game ended,",
    "or null) and board (fumen).",
  ].join("\n"),
  options: {},
  positionals: 1,
  run({ positionals, json, io }) {
    const file = positionals[0];
    if (file === undefined) throw new InputError("is required: the replay file to run", "<file>");
    const replay = readReplay(file);
    let game: TetrisGame;
    try {
      game = runReplay(replay);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      throw error.under("replay");
    }
    const result = {
      seed: replay.seed,
      mode: replay.mode,
      frames: game.frame,
      pieces: game.pieces,
      lines: game.lines,
      score: game.score,
      level: game.level,
      over: game.over,
      board: boardToFumen(game.board),
    };
    io.stdout.write(json ? `${JSON.stringify(result)}\n` : `${boardText(game.board)}\n\n${fieldsText(result)}\n`);
  },
};

/** What the `arcade` launcher loads (package.json "arcade.cli"). */
export const group: CommandGroup = {
  name: "tetris",
  summary: "Guideline Tetris: simulate inputs on a board, run replays.",
  commands: [simCommand, replayCommand],
};
