// `pnpm arcade tetris replay`: core's replay command on Tetris's rules. It prints what it always
// printed (seed, mode, the summary and the board as a fumen) and, as every game's replay does,
// game, rulesVersion and `final` (what `tetris selfplay` prints for the same game).
import { replayCommand as recordReplayCommand } from "@arcade/core/cli";
import { boardToFumen } from "../fumen.ts";
import { checkReplay, MAX_REPLAY_FRAME, summaryOf, tetrisRules, type TetrisGame, type TetrisSummary } from "../rules/index.ts";
import { boardText, fieldsText } from "./position.ts";

/** Where a Tetris game ends, as selfplay and replay print it: the summary with the board as a fumen. */
export type TetrisFinal = Omit<TetrisSummary, "board"> & { board: string };

export function finalOf(game: TetrisGame): TetrisFinal {
  return { ...summaryOf(game), board: boardToFumen(game.board) };
}

export const replayCommand = recordReplayCommand({
  rules: tetrisRules,
  title: "Tetris",
  details: [
    "Also printed (first, as before): seed, mode, frames, pieces (locked), lines, score, level,",
    "over (why the game ended, or null) and board (fumen); final holds the same fields.",
  ],
  check: checkReplay,
  maxFrames: MAX_REPLAY_FRAME,
  final: (replayable) => finalOf(replayable.game),
  json: (replayable, record, generic) => ({
    seed: record.seed,
    mode: record.mode,
    ...finalOf(replayable.game),
    game: generic.game,
    rulesVersion: generic.rulesVersion,
    final: generic.final,
  }),
  text: (replayable, generic) => {
    const game = replayable.game;
    return `${boardText(game.board)}\n\n${fieldsText({ seed: generic.seed, mode: generic.mode, ...finalOf(game) })}`;
  },
});
