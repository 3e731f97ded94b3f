// `pnpm --filter @arcade/puyo bench:long`: the bot targets at full size, each strength beside the
// frozen `simple` bot in one run. Solo: --seeds (default 50) seeds of 100 pairs, 4 colours, no
// nuisance; versus: --games (default 100) games of each strength against simple; the ladder:
// --ladder (default 60) games of each strength against the one below. Takes a few minutes on
// one core.
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { STRENGTHS } from "../src/analysis/bot/strengths.ts";
import { printLadder, printSolo, printTargets, printVersus, soloFigures } from "./bots.ts";

// pnpm passes the `--` of `pnpm … bench:long -- --seeds 20` on to the script: it is skipped.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: { seeds: { type: "string", default: "50" }, games: { type: "string", default: "100" }, ladder: { type: "string", default: "60" } },
});
const seeds = Array.from({ length: Number(values.seeds) }, (_, i) => `bench-${i + 1}`);
const games = Number(values.games);
console.log(`@arcade/puyo bench:long — Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), one thread, shared machine`);
console.log(`\nSolo, 100 pairs, 4 colours, no nuisance, seeds bench-1 … bench-${seeds.length}:`);
const baseline = soloFigures("simple", seeds);
const rows = STRENGTHS.map((s) => soloFigures(s, seeds));
printSolo(rows, baseline);
const firstTen = soloFigures("expert", seeds.slice(0, 10));
console.log(`\nVersus against simple, ${games} games each (seeds long/1 … long/${games}):`);
const rates = printVersus(STRENGTHS, games, "long");
console.log("");
printTargets(firstTen, rates.get("expert") ?? 0);
console.log(`\nThe ladder, ${values.ladder} games a step (seeds ladder/1 … ladder/${values.ladder}):`);
printLadder(Number(values.ladder), "ladder");
