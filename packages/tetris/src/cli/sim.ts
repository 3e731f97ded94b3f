// `pnpm arcade tetris sim`: play a list of inputs on a board (to check a spin, a kick or a score by
// hand or from a script) and print the board, the clear and the score.
import { InputError } from "@arcade/core";
import { choiceOption, requireOption, type Command } from "@arcade/core/cli";
import { boardToFumen } from "../fumen.ts";
import { MODES, TetrisGame, type GameConfig } from "../rules/index.ts";
import { boardText, fieldsText, parseBoard, parseInputs, parsePieces, SIM_SOFT_DROP_FACTOR, underOption } from "./position.ts";

export interface SimResult {
  board: string;
  lines: number;
  clear: string;
  score: number;
  b2b: boolean;
  combo: number;
  toppedOut: boolean;
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
