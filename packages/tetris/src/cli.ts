// `pnpm arcade tetris …`: the rules engine headless. `sim` plays a list of inputs on a board (to
// check a spin, a kick or a score by hand or from a script); `replay` runs a saved game.
// Node only (it reads files); the pure code it drives is rules/, fumen.ts and garbage.ts.
import { InputError, parseReplay, type Replay } from "@arcade/core";
import {
  choiceOption,
  intOption,
  LIMIT_OPTIONS,
  LimitExceeded,
  limitsOption,
  MAX_RECORD_FILE_BYTES,
  numberOption,
  progressOption,
  readTextFile,
  registerDefaultBag,
  requireOption,
  type Command,
  type CommandGroup,
  type OptionValues,
} from "@arcade/core/cli";
import { BOTS, BOT_NAMES, isBotName, playSolo, think, type BotConfig } from "./analysis/bot.ts";
import type { Candidate } from "./analysis/search.ts";
import { playBotMatch, type VersusSummary } from "./analysis/versus.ts";
import { tbpCommand } from "./cli/tbp.ts";
import { boardFromFumen, boardToFumen } from "./fumen.ts";
import { BOARD_WIDTH, MODES, boardToRows, emptyBoard, isPieceType, runReplay, summaryOf, TetrisGame } from "./rules/index.ts";
import type { Board, GameConfig, PieceType, PlayAction } from "./rules/index.ts";
import { PIECE_STREAM, TETROMINOES } from "./rules/bag.ts";

// `arcade bag` without --items deals Tetris's 7-bag, exactly as the game does (core knows no pieces).
registerDefaultBag({ game: "tetris", items: TETROMINOES, stream: PIECE_STREAM });

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
  return parseReplay(readTextFile(file, MAX_RECORD_FILE_BYTES), "replay");
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
    const game = InputError.within("replay", () => runReplay(replay));
    // The summary's board as a fumen (summaryOf gives text rows; `board` stays the last field).
    const result = { seed: replay.seed, mode: replay.mode, ...summaryOf(game), board: boardToFumen(game.board) };
    io.stdout.write(json ? `${JSON.stringify(result)}\n` : `${boardText(game.board)}\n\n${fieldsText(result)}\n`);
  },
};

/** The sim token for each search input (the AI plans in exactly the sim's tokens). */
const SIM_TOKEN: Readonly<Record<string, string>> = { left: "left", right: "right", cw: "cw", ccw: "ccw", "180": "180", sd: "sd" };
const EVALUATORS = ["default", "survivor", "report", "easy", "medium", "hard", "expert"] as const;
/** The most queue pieces the bot may look through: the app shows five. */
const MAX_PREVIEW = 5;

/** A bot's configuration from --evaluator, --preview and --hold (the evaluator's own defaults otherwise). */
function botFromOptions(values: OptionValues, holdOption: boolean): BotConfig {
  const evaluator = choiceOption(values, "evaluator", EVALUATORS, "default");
  const base = BOTS[evaluator];
  const preview = intOption(values, "preview", 0, MAX_PREVIEW, base.preview);
  const hold = holdOption ? choiceOption(values, "hold", ["on", "off"] as const, base.hold ? "on" : "off") === "on" : base.hold;
  return { ...base, preview, hold };
}

export interface BotJson {
  pieces: number;
  lines: number;
  toppedOut: boolean;
  maxHeight: number;
  msPerPiece: number;
  attackPerPiece: number;
}

export const botCommand: Command = {
  name: "bot",
  summary: "Let the bot play alone on a seed's pieces and print how it did.",
  usage: "--seed S --pieces N [--evaluator NAME] [--preview K] [--hold on|off] [--garbage RATE]",
  details: [
    "The bot plays a zen game (no gravity; every piece placed through the real engine's inputs)",
    "until it has placed N pieces or tops out. --evaluator default is our evaluator with hold and",
    `a ${BOTS.default.preview}-piece lookahead; --evaluator report is the graduation report's evaluator as the`,
    "report played it (column drops, no lookahead, no hold); survivor is the same bot as default;",
    "easy, medium, hard and expert are the attacking versus strengths; --preview and --hold override.",
    "--garbage RATE pushes RATE garbage rows per piece under the stack (0.4 = one row every 2.5",
    "pieces; holes keep their column with probability 0.7, from the seed's garbage stream).",
    "Output: pieces, lines, toppedOut, maxHeight (the highest the stack stood, in rows),",
    "msPerPiece (wall-clock thinking and playing time) and attackPerPiece (garbage lines its",
    "clears would send in versus).",
    "Example: pnpm arcade tetris bot --seed abc --pieces 1000 --json",
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", description: "the seed (pieces and garbage)" },
    pieces: { type: "string", value: "N", description: "how many pieces to play (at most 10000000)" },
    evaluator: { type: "string", value: "NAME", description: EVALUATORS.join(", ") },
    preview: { type: "string", value: "K", description: `queue pieces to look through, 0..${MAX_PREVIEW}` },
    hold: { type: "string", value: "on|off", description: "whether the bot may hold" },
    garbage: { type: "string", value: "RATE", description: "garbage rows per piece (e.g. 0.4)" },
    ...LIMIT_OPTIONS,
  },
  run({ values, json, io }) {
    const seed = requireOption(values, "seed");
    const pieces = intOption(values, "pieces", 1, 10_000_000);
    const bot = botFromOptions(values, true);
    const garbage = numberOption(values, "garbage") ?? 0;
    if (garbage > 10) throw new InputError(`must be at most 10 rows per piece, got ${garbage}`, "--garbage");
    let result;
    const limits = limitsOption(values, "fewer --pieces");
    const progress = progressOption(values, io.stderr, "tetris bot");
    const onPiece = (game: TetrisGame) => {
      limits.check();
      progress.update(game.pieces, pieces);
    };
    const start = performance.now();
    try {
      result = playSolo({ seed, pieces, bot, garbage, onPiece });
    } catch (error) {
      if (error instanceof LimitExceeded) throw error;
      return underOption(error, "--seed");
    } finally {
      progress.finish();
    }
    const ms = performance.now() - start;
    const out: BotJson = {
      pieces: result.pieces,
      lines: result.lines,
      toppedOut: result.toppedOut,
      maxHeight: result.maxHeight,
      msPerPiece: Math.round((ms / Math.max(1, result.pieces)) * 1000) / 1000,
      attackPerPiece: Math.round(result.attackPerPiece * 1000) / 1000,
    };
    io.stdout.write(json ? `${JSON.stringify(out)}\n` : `${fieldsText({ ...out })}\n`);
  },
};

export interface SuggestionJson {
  /** `sim` tokens that make this placement from the given position (hold first if it holds, hd last). */
  inputs: string;
  piece: string;
  x: number;
  y: number;
  rotation: number;
  score: number;
  /**
   * Only on an alternative listed below one with a lower score: why (its score comes from a
   * shorter look-ahead, because its line of play left the search's beam earlier).
   */
  rankedLower?: string;
}

/** Why a higher score can rank lower: the search ranks lines that survive deeper first. */
const SHORTER_LOOKAHEAD = "scored on a shorter look-ahead (its line of play left the search earlier), so it ranks below deeper lines";

function suggestionJson(candidate: Candidate): SuggestionJson {
  const tokens = [...(candidate.hold ? ["hold"] : []), ...candidate.placement.inputs.map((i) => SIM_TOKEN[i]!), "hd"];
  const { piece, x, y, rotation } = candidate.placement;
  return { inputs: tokens.join(" "), piece, x, y, rotation, score: Math.round(candidate.score * 100) / 100 };
}

/** How many alternatives `suggest` lists after the best. */
const ALTERNATIVES = 4;

export const suggestCommand: Command = {
  name: "suggest",
  summary: "Suggest where to put the piece in play, with the inputs that get it there.",
  usage: "--board <fumen|empty> --queue <pieces> [--hold P] [--evaluator default|report] [--preview K] [--no-hold]",
  details: [
    "The position is given as for sim: --board a fumen or 'empty', --queue the piece in play and",
    "the pieces after it, --hold a piece already held. The default evaluator looks through up to",
    `${BOTS.default.preview} queue pieces (fewer if the queue is shorter) and may use hold; --evaluator report`,
    "scores the report's way (column drops, no lookahead, no hold).",
    "Output: best and up to four alternatives, each { inputs, piece, x, y, rotation, score }:",
    "inputs are sim tokens (hold first when the suggestion plays the other piece, hd last) that",
    "reproduce the placement through 'pnpm arcade tetris sim' on the same --board, --queue and",
    "--hold; (x, y, rotation) is the locked piece's rotation centre and state, as in fumen;",
    "score is the value of the best path the search found through the move (higher is better;",
    "alternatives that dropped out of the search's beam earlier come after the others and show",
    "the value they had when they were dropped; such a row, listed below a lower score, carries",
    "rankedLower saying so).",
    "Example: pnpm arcade tetris suggest --board empty --queue TIOSZ --json",
  ].join("\n"),
  options: {
    board: { type: "string", value: "FUMEN", description: "the board: a fumen (or fumen URL) or 'empty'" },
    queue: { type: "string", value: "PIECES", description: "the piece in play, then the next pieces, e.g. TIO" },
    hold: { type: "string", value: "P", description: "a piece already in the hold slot" },
    evaluator: { type: "string", value: "NAME", description: "default or report" },
    preview: { type: "string", value: "K", description: `queue pieces to look through, 0..${MAX_PREVIEW}` },
    "no-hold": { type: "boolean", description: "do not suggest using hold" },
  },
  run({ values, json, io }) {
    const board = parseBoard(requireOption(values, "board"));
    const queue = parsePieces(requireOption(values, "queue"), "--queue");
    const hold = values.hold === undefined ? undefined : parsePieces(requireOption(values, "hold"), "--hold");
    if (hold && hold.length !== 1) throw new InputError(`must be one piece, got ${JSON.stringify(values.hold)}`, "--hold");
    const bot = botFromOptions(values, false);
    if (values["no-hold"] === true) bot.hold = false;
    bot.preview = Math.min(bot.preview, queue.length - 1);
    let game: TetrisGame;
    try {
      game = new TetrisGame({
        seed: "suggest",
        mode: "zen",
        allow180: true,
        softDropFactor: SIM_SOFT_DROP_FACTOR,
        board,
        queue,
        ...(hold ? { hold: hold[0]! } : {}),
      });
    } catch (error) {
      const field = error instanceof InputError ? error.where : undefined;
      return underOption(error, field === "hold" || field === "queue" ? `--${field}` : "--board");
    }
    const result = game.stats.topOuts > 0 ? null : think(game, bot);
    if (result === null) throw new InputError("the piece in play cannot spawn on this board (block out)", "--board");
    const out = { best: suggestionJson(result.best), alternatives: result.alternatives.slice(0, ALTERNATIVES).map(suggestionJson) };
    // The search ranks a placement by the deepest generation its best line reached, then by score;
    // a row listed below a lower score says so rather than looking like a sorting mistake.
    out.alternatives.forEach((a, i) => {
      if ([out.best, ...out.alternatives.slice(0, i)].some((earlier) => earlier.score < a.score)) a.rankedLower = SHORTER_LOOKAHEAD;
    });
    if (json) {
      io.stdout.write(`${JSON.stringify(out)}\n`);
      return;
    }
    const line = (s: SuggestionJson) => `${s.piece} rotation ${s.rotation} at (${s.x}, ${s.y}), score ${s.score}: ${s.inputs}`;
    io.stdout.write(
      `best: ${line(out.best)}\n${out.alternatives.map((a) => `  or: ${line(a)}${a.rankedLower ? `\n      (${a.rankedLower})` : ""}`).join("\n")}\n`,
    );
  },
};

function botOption(values: OptionValues, name: "a" | "b"): BotConfig {
  const raw = requireOption(values, name);
  if (!isBotName(raw)) throw new InputError(`must be one of ${BOT_NAMES.join(", ")}, got ${JSON.stringify(raw)}`, `--${name}`);
  return BOTS[raw];
}

export const versusCommand: Command = {
  name: "versus",
  summary: "Play bot against bot with garbage and print who won how often.",
  usage: `--seed S --a BOT --b BOT [--games G] [--max-pieces M]`,
  details: [
    `Bots: ${BOT_NAMES.join(", ")} (default = survivor, our evaluator with lookahead, frozen; report =`,
    "the report's baseline; easy < medium < hard < expert are the app's four attacking strengths).",
    "Game g is played on seed 'S#g': both sides get the same pieces and the same garbage holes;",
    "each round both place one piece; a lock sends garbage by clear type (Guideline table, +1 B2B,",
    "combo bonus, 10 for a perfect clear), cancelling the sender's incoming garbage first; garbage",
    "rises 20 frames after it was sent, on the receiver's next lock that clears no lines (at most",
    "8 rows a lock). A side that tops out loses; both in one round, or nobody after M pieces",
    "each (default 1000), is a draw.",
    "Output: games, winsA, winsB, draws, and attackPerPieceA/B (lines sent before cancelling).",
    "Example: pnpm arcade tetris versus --seed s --a default --b report --games 10 --json",
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", description: "the match seed" },
    a: { type: "string", value: "BOT", description: BOT_NAMES.join(", ") },
    b: { type: "string", value: "BOT", description: BOT_NAMES.join(", ") },
    games: { type: "string", value: "G", description: "how many games (default 1, at most 10000)" },
    "max-pieces": { type: "string", value: "M", description: "a draw after this many pieces each (default 1000)" },
    ...LIMIT_OPTIONS,
  },
  run({ values, json, io }) {
    const seed = requireOption(values, "seed");
    const a = botOption(values, "a");
    const b = botOption(values, "b");
    const games = intOption(values, "games", 1, 10_000, 1);
    const maxPieces = intOption(values, "max-pieces", 1, 1_000_000, 1000);
    let summary: VersusSummary;
    const limits = limitsOption(values, "fewer --games or --max-pieces");
    const progress = progressOption(values, io.stderr, "tetris versus");
    try {
      summary = playBotMatch(seed, a, b, games, maxPieces, (game) => {
        progress.update(game, games);
        limits.check();
      });
    } catch (error) {
      if (error instanceof LimitExceeded) throw error;
      return underOption(error, "--seed");
    } finally {
      progress.finish();
    }
    const round = (v: number) => Math.round(v * 1000) / 1000;
    const out = { ...summary, attackPerPieceA: round(summary.attackPerPieceA), attackPerPieceB: round(summary.attackPerPieceB) };
    io.stdout.write(json ? `${JSON.stringify(out)}\n` : `${fieldsText(out)}\n`);
  },
};

/** What the `arcade` launcher loads (package.json "arcade.cli"). */
export const group: CommandGroup = {
  name: "tetris",
  summary: "Guideline Tetris: simulate inputs on a board, run replays, and the AI: bot, suggest, versus, tbp.",
  commands: [simCommand, replayCommand, botCommand, suggestCommand, versusCommand, tbpCommand],
};
