// `pnpm arcade tetris suggest`: where to put the piece in play, with the sim tokens that get it there.
import { InputError } from "@arcade/core";
import { requireOption, type Command } from "@arcade/core/cli";
import { BOTS, think } from "../analysis/bot.ts";
import type { Candidate } from "../analysis/search.ts";
import { TetrisGame } from "../rules/index.ts";
import { botFromOptions, EVALUATORS, MAX_PREVIEW } from "./bot.ts";
import { parseBoard, parsePieces, SIM_SOFT_DROP_FACTOR, underOption } from "./position.ts";

/** The sim token for each search input (the AI plans in exactly the sim's tokens). */
const SIM_TOKEN: Readonly<Record<string, string>> = { left: "left", right: "right", cw: "cw", ccw: "ccw", "180": "180", sd: "sd" };
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
  usage: "--board <fumen|empty> --queue <pieces> [--hold P] [--evaluator NAME] [--preview K] [--no-hold]",
  details: [
    "The position is given as for sim: --board a fumen or 'empty', --queue the piece in play and",
    "the pieces after it, --hold a piece already held. The default evaluator looks through up to",
    `${BOTS.default.preview} queue pieces (fewer if the queue is shorter) and may use hold; --evaluator report`,
    "scores the report's way (column drops, no lookahead, no hold); survivor is default's bot, and",
    "easy, medium, hard and expert the attacking versus strengths (the values --evaluator takes are",
    "exactly those listed under Options).",
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
    evaluator: { type: "string", value: "NAME", description: EVALUATORS.join(", ") },
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
