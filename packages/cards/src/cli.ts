// `pnpm arcade cards …`: the shuffle lab headless, one file per command in cli/. `tv` prints exact
// distances after k riffles, `run` measures one routine (and can write its exact heatmap as PGM or
// PNG), `best` ranks routines within a time limit or every ordering of a family of multisets, and
// the top-level `arcade shuffle` shuffles one deck. Node only (it writes files); everything it
// computes comes from the pure analysis/ and shuffle/ modules.
import type { CommandGroup } from "@arcade/core/cli";
import { bestCommand } from "./cli/best.ts";
import { runCommand } from "./cli/run.ts";
import { shuffleCommand } from "./cli/shuffle.ts";
import { tvCommand } from "./cli/tv.ts";

export { bestCommand } from "./cli/best.ts";
export { MAX_SIMULATED_MOVES, roundDecimal } from "./cli/lab-options.ts";
export { MAX_IMAGE_SIDE, runCommand } from "./cli/run.ts";
export { MAX_SHUFFLE_MOVES, shuffleCommand } from "./cli/shuffle.ts";
export { tvCommand } from "./cli/tv.ts";

export const group: CommandGroup = {
  name: "cards",
  summary: "The card-shuffle lab: exact distances to random, heatmaps, metrics and rankings of shuffle routines.",
  commands: [tvCommand, runCommand, bestCommand],
  topLevel: [shuffleCommand],
};
