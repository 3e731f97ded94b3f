// `pnpm bench` for @arcade/mahjong: shanten per second (ours: per-suit table lookup; baseline:
// the source article's memoised DFS, bench/baselines/article-dfs.ts) over the same random 14-tile
// hands, the table build time, and a full 14-tile discard analysis.
import { cpus, loadavg } from "node:os";
import { Rng } from "@arcade/core";
import { buildGroupTable, rankDiscards, shanten, shantenTables } from "../src/index.ts";
import { randomHand } from "../src/analysis/test-hands.ts";
import { ArticleShantenCalculator, toTileCount } from "./baselines/article-dfs.ts";
import { oddsBench } from "./odds.ts";
import { reviewBench } from "./review.ts";
import { scoringBench } from "./score.ts";
import { wholeHandBench } from "./whole-hand.ts";

const rng = Rng.from("mahjong-bench");
const HANDS = 20_000;
const hands = Array.from({ length: HANDS }, () => randomHand(rng, 14));

/** This process's CPU time in ms: on a shared machine it is fairer to one core than wall time. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Runs `fn` in rounds until `ms` of CPU time have passed; returns calls per CPU second (best round). */
function rate(fn: () => number, callsPerRound: number, ms: number): number {
  let best = 0;
  const end = cpuMs() + ms;
  do {
    const start = cpuMs();
    fn();
    const elapsed = Math.max(cpuMs() - start, 0.001);
    best = Math.max(best, (callsPerRound / elapsed) * 1000);
  } while (cpuMs() < end);
  return best;
}

console.log(`@arcade/mahjong benchmarks — Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), one thread, CPU time`);
console.log(`  (load average ${loadavg()[0]!.toFixed(1)} while running: other processes share the cores)`);

// Table build: the first call builds them (cold: includes compiling the builder); then warm
// rebuilds. CPU time of this thread, like everything else here.
const coldStart = cpuMs();
const tables = shantenTables();
const cold = cpuMs() - coldStart;
const rebuilds: number[] = [];
for (let i = 0; i < 3; i++) {
  const start = cpuMs();
  buildGroupTable(9, true);
  buildGroupTable(7, false);
  rebuilds.push(cpuMs() - start);
}
const bytes = tables.suit.distances.byteLength + tables.honours.distances.byteLength;
console.log(
  `  table build: ${cold.toFixed(0)} ms CPU on first use (${tables.buildMs.toFixed(0)} ms wall), ${Math.min(...rebuilds).toFixed(0)} ms rebuilt warm; ` +
    `${(bytes / 1e6).toFixed(2)} MB (suits 405,350 × 10 B, honours 43,130 × 10 B)`,
);

let sink = 0;
const ours = rate(
  () => {
    for (let i = 0; i < HANDS; i++) sink += shanten(hands[i]!, 14);
    return sink;
  },
  HANDS,
  1500,
);

const calculator = new ArticleShantenCalculator();
const objects = hands.map(toTileCount);
const BASELINE_HANDS = 200;
const baseline = rate(
  () => {
    for (let i = 0; i < BASELINE_HANDS; i++) sink += calculator.calculateShanten(objects[i]!);
    return sink;
  },
  BASELINE_HANDS,
  3000,
);

const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });
console.log("  shanten of a random 14-tile hand (all forms, minimum):");
console.log(`    ours (table lookup)      ${fmt(ours).padStart(12)} hands/s  ${(1e9 / ours).toFixed(0).padStart(9)} ns/hand`);
console.log(`    article DFS (baseline)   ${fmt(baseline).padStart(12)} hands/s  ${(1e9 / baseline).toFixed(0).padStart(9)} ns/hand`);
console.log(
  `    ratio ${fmt(ours / baseline)}×   targets: ≥ 5,000,000/s ${ours >= 5e6 ? "met" : "NOT MET"}, ≥ 1,000× ${ours / baseline >= 1000 ? "met" : "NOT MET"}`,
);

for (const mode of ["none", "ties", "best"] as const) {
  const ROUND = 200;
  const perSecond = rate(
    () => {
      for (let i = 0; i < ROUND; i++) sink += rankDiscards(hands[i]!, { secondStep: mode }).length;
      return sink;
    },
    ROUND,
    1500,
  );
  const us = 1e6 / perSecond;
  const label = { none: "first step (Tenhou's table)", ties: "with second step on ties (default)", best: "with second step on every best discard" }[mode];
  console.log(
    `  14-tile discard analysis, ${label.padEnd(40)} ${us.toFixed(1).padStart(9)} µs/hand${mode === "none" ? `  target < 50 µs: ${us < 50 ? "met" : "NOT MET"}` : ""}`,
  );
}
if (sink === 0.5) console.log("(never)");

oddsBench();
wholeHandBench();
reviewBench();
scoringBench(rate);
