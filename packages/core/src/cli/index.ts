// @arcade/core/cli — the command framework for `pnpm arcade` (Node only) and core's commands.
import type { CommandGroup } from "./command.ts";
export { readTextFile, writeRecordFile, MAX_RECORD_FILE_BYTES } from "./files.ts";
export { replayCommand, readRecordFile, MAX_REPLAY_FRAMES, type ReplayCommandSpec, type ReplayJson } from "./replay.ts";
import { coreCommands } from "./commands.ts";

export {
  runCli,
  commandHelp,
  requireOption,
  intOption,
  numberOption,
  choiceOption,
  writeChunk,
  memoryIo,
  type Command,
  type CommandGroup,
  type CommandContext,
  type OptionSpec,
  type OptionValues,
  type Io,
} from "./command.ts";
export { coreCommands, registerDefaultBag, type BagPreset } from "./commands.ts";
export {
  WorkLimits,
  LimitExceeded,
  LIMIT_OPTIONS,
  DEFAULT_MAX_MS,
  DEFAULT_MAX_MB,
  MAX_MAX_MS,
  limitsOption,
  progressReporter,
  progressOption,
  type Progress,
  type LimitSettings,
} from "./limits.ts";

/** What the `arcade` launcher loads from each package that declares an `arcade.cli` entry. */
export const group: CommandGroup = {
  name: null,
  summary: "Seeded randomness and bags.",
  commands: coreCommands,
};
