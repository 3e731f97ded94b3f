// `pnpm arcade tetris …`: the rules engine and the AI headless, one file per command in cli/:
// sim plays a list of inputs on a board, replay runs a saved game, selfplay, bot, suggest, versus
// and tbp drive the AI. Node only (it reads files); the pure code it drives is rules/, analysis/,
// fumen.ts and garbage.ts.
import { registerDefaultBag, type CommandGroup } from "@arcade/core/cli";
import { botCommand } from "./cli/bot.ts";
import { replayCommand } from "./cli/replay.ts";
import { selfplayCommand } from "./cli/selfplay.ts";
import { simCommand } from "./cli/sim.ts";
import { suggestCommand } from "./cli/suggest.ts";
import { tbpCommand } from "./cli/tbp.ts";
import { versusCommand } from "./cli/versus.ts";
import { PIECE_STREAM, TETROMINOES } from "./rules/bag.ts";

export { botCommand, type BotJson } from "./cli/bot.ts";
export { finalOf, replayCommand, type TetrisFinal } from "./cli/replay.ts";
export { selfplay, selfplayCommand, type SelfplayJson } from "./cli/selfplay.ts";
export { simCommand, type SimResult } from "./cli/sim.ts";
export { suggestCommand, type SuggestionJson } from "./cli/suggest.ts";
export { versusCommand } from "./cli/versus.ts";

// `arcade bag` without --items deals Tetris's 7-bag, exactly as the game does (core knows no pieces).
registerDefaultBag({ game: "tetris", items: TETROMINOES, stream: PIECE_STREAM });

/** What the `arcade` launcher loads (package.json "arcade.cli"). */
export const group: CommandGroup = {
  name: "tetris",
  summary: "Guideline Tetris: simulate inputs on a board, run replays, and the AI: selfplay, bot, suggest, versus, tbp.",
  commands: [simCommand, replayCommand, selfplayCommand, botCommand, suggestCommand, versusCommand, tbpCommand],
};
