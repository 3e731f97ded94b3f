// `pnpm --filter @arcade/puyo bench:long`: the bot targets at full size, each strength beside the
// frozen `simple` bot in one run. Solo: --seeds (default 50) seeds of 100 pairs, 4 colours, no
// nuisance; versus: --games (default 100) games of each strength against simple; the ladder:
// --ladder (default 100) games a pair of the calibrated ladder at the app's pace (ladder.ts) and
// medium's chains. --parts (default solo,versus,ladder) picks what runs; --pairs (e.g.
// expert-hard,hard-medium) which ladder pairs; --seed-set (default holdout) the prefix of their
// seeds; --medium-seeds (default 20; 0: none) medium's solo games. Takes some minutes on one core.
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { STRENGTHS } from "../src/analysis/bot/strengths.ts";
import { printSolo, printTargets, printVersus, soloFigures } from "./bots.ts";
import { printAppLadder, printMediumChains } from "./ladder.ts";

// pnpm passes the `--` of `pnpm … bench:long -- --seeds 20` on to the script: it is skipped.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    seeds: { type: "string", default: "50" },
    games: { type: "string", default: "100" },
    ladder: { type: "string", default: "100" },
    parts: { type: "string", default: "solo,versus,ladder" },
    pairs: { type: "string" },
    "seed-set": { type: "string", default: "holdout" },
    "medium-seeds": { type: "string", default: "20" },
  },
});
const seeds = Array.from({ length: Number(values.seeds) }, (_, i) => `bench-${i + 1}`);
const games = Number(values.games);
console.log(`@arcade/puyo bench:long — Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), one thread, shared machine`);
const parts = new Set(values.parts.split(","));
if (parts.has("solo") || parts.has("versus")) {
  console.log(`\nSolo, 100 pairs, 4 colours, no nuisance, seeds bench-1 … bench-${seeds.length}:`);
  const baseline = soloFigures("simple", seeds);
  const rows = STRENGTHS.map((s) => soloFigures(s, seeds));
  printSolo(rows, baseline);
  const firstTen = soloFigures("expert", seeds.slice(0, 10));
  console.log(`\nVersus against simple, placement level, ${games} games each (seeds long/1 … long/${games}):`);
  const rates = printVersus(STRENGTHS, games, "long");
  console.log("");
  printTargets(firstTen, rates.get("expert") ?? 0);
}
if (parts.has("ladder")) {
  console.log(`\nThe ladder at the app's pace, ${values.ladder} games a pair:`);
  const medium = printAppLadder(Number(values.ladder), values.pairs === undefined ? undefined : new Set(values.pairs.split(",")), values["seed-set"]);
  if (Number(values["medium-seeds"]) > 0) {
    console.log("\nMedium's chains by length:");
    printMediumChains(medium, Number(values["medium-seeds"]));
  }
}
