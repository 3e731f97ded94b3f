// `pnpm arcade tetris replay`: run a saved game through these rules and print where it ends.
import { InputError, parseReplay, type Replay } from "@arcade/core";
import { MAX_RECORD_FILE_BYTES, readTextFile, type Command } from "@arcade/core/cli";
import { boardToFumen } from "../fumen.ts";
import { runReplay, summaryOf } from "../rules/index.ts";
import { boardText, fieldsText } from "./position.ts";

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
