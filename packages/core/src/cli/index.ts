// @arcade/core/cli — the command framework for `pnpm arcade` (Node only) and core's commands.
import type { CommandGroup } from "./command.ts";
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
export { coreCommands } from "./commands.ts";

/** What the `arcade` launcher loads from each package that declares an `arcade.cli` entry. */
export const group: CommandGroup = {
  name: null,
  summary: "Seeded randomness, bags and card shuffles.",
  commands: coreCommands,
};
