// `pnpm arcade tetris selfplay`: a bot plays a seeded zen game through the recorded engine and
// its record is written; `arcade tetris replay` re-runs that record to the same `final`.
import { InputError, ProgrammingError, Rng } from "@arcade/core";
import { intOption, LIMIT_OPTIONS, limitsOption, progressOption, requireOption, writeRecordFile, type Command } from "@arcade/core/cli";
import { actionsOf, BOT_NAMES, BOTS, isBotName, think, type BotConfig, type BotName } from "../analysis/bot.ts";
import { GameRecorder, tetrisRules } from "../rules/index.ts";
import { finalOf, type TetrisFinal } from "./replay.ts";
import { boardText, fieldsText, SIM_SOFT_DROP_FACTOR } from "./position.ts";

export const DEFAULT_SELFPLAY_BOT: BotName = "expert";
export const MAX_SELFPLAY_PIECES = 100_000;

export interface SelfplayJson {
  game: string;
  rulesVersion: number;
  seed: string;
  mode: "zen";
  bot: BotName;
  frames: number;
  final: TetrisFinal;
}

/**
 * The bot plays `pieces` pieces (or until its first top-out) on a zen game being recorded: each
 * piece's inputs on one frame, then one frame passes. The bot's own random stream is the seed's
 * "bot" fork, so a seed gives one game; the record holds only the inputs.
 */
export function selfplay(seed: string, pieces: number, bot: BotConfig, onPiece?: (placed: number) => void): GameRecorder {
  const recorder = new GameRecorder({ seed, mode: "zen", allow180: true, softDropFactor: SIM_SOFT_DROP_FACTOR });
  const rng = Rng.from(seed).fork("bot");
  const game = recorder.game;
  while (game.pieces < pieces && game.stats.topOuts === 0) {
    const result = think(game, bot, rng);
    if (result === null) break;
    for (const action of actionsOf(result.best)) {
      if (!recorder.apply(action) && action !== "hardDrop") throw new ProgrammingError(`bot input ${action} failed on its own plan`);
    }
    recorder.tick();
    onPiece?.(game.pieces);
  }
  return recorder;
}

export const selfplayCommand: Command = {
  name: "selfplay",
  summary: "A bot plays a seeded zen game through the recorded engine; write its record.",
  usage: "--seed S --pieces N [--bot NAME] [--replay-out FILE]",
  details: [
    "The bot plays a zen game (no gravity) on the seed's pieces: each piece's inputs go through",
    "the same recorded engine the app plays, all on one frame, then a frame passes. It stops when",
    "N pieces are locked or at its first top-out. --replay-out writes the record (a Pocket Arcade",
    "replay): `pnpm arcade tetris replay FILE --json` re-runs it to the same final.",
    `Bots: ${BOT_NAMES.join(", ")} (default ${DEFAULT_SELFPLAY_BOT}).`,
    "Output: game, rulesVersion, seed, mode, bot, frames, final { frames, pieces, lines, score,",
    "level, over, board (fumen) }.",
    "Example: pnpm arcade tetris selfplay --seed abc --pieces 100 --replay-out game.json --json",
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", description: "the game seed (pieces; the bot's own choices)" },
    pieces: { type: "string", value: "N", description: `pieces to lock, 1..${MAX_SELFPLAY_PIECES}` },
    bot: { type: "string", value: "NAME", description: `the bot (${BOT_NAMES.join(", ")}; default ${DEFAULT_SELFPLAY_BOT})` },
    "replay-out": { type: "string", value: "FILE", description: "write the game's record here" },
    ...LIMIT_OPTIONS,
  },
  run({ values, json, io }) {
    const seed = requireOption(values, "seed");
    if (seed.trim() === "") throw new InputError("must not be empty", "--seed");
    const pieces = intOption(values, "pieces", 1, MAX_SELFPLAY_PIECES);
    const name = values.bot === undefined ? DEFAULT_SELFPLAY_BOT : requireOption(values, "bot");
    if (!isBotName(name)) throw new InputError(`must be one of ${BOT_NAMES.join(", ")}, got ${JSON.stringify(name)}`, "--bot");
    const limits = limitsOption(values, "fewer --pieces");
    const progress = progressOption(values, io.stderr, "tetris selfplay");
    let recorder: GameRecorder;
    try {
      recorder = InputError.within("--seed", () =>
        selfplay(seed, pieces, BOTS[name], (placed) => {
          limits.check();
          progress.update(placed, pieces);
        }),
      );
    } finally {
      progress.finish();
    }
    const out = values["replay-out"];
    if (typeof out === "string") writeRecordFile(out, recorder.replay());
    const game = recorder.game;
    const result: SelfplayJson = {
      game: tetrisRules.game,
      rulesVersion: tetrisRules.rulesVersion,
      seed: game.config.seed,
      mode: "zen",
      bot: name,
      frames: game.frame,
      final: finalOf(game),
    };
    io.stdout.write(json ? `${JSON.stringify(result)}\n` : `${boardText(game.board)}\n\n${fieldsText({ bot: name, ...result.final })}\n`);
  },
};
