// `pnpm --filter @arcade/mahjong bench:long`: the table bots' strength over many hanchan. Not part
// of CI (each hanchan is about a second of CPU per seat's thinking). What was run is printed.
//
//   hard    one hard bot against three easy, its seat rotating each hanchan
//   medium  one medium bot against three easy, the same seeds and rotation
//   mixed   hard, medium, easy, easy at one table, rotating
//
// Options: --only hard,medium,mixed  --hanchan N (default 40)  --set NAME (seeds NAME/1 … NAME/N;
// default "mj-eval", a set never used while the bots were written)
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { BotStrength } from "../src/bots/decide.ts";
import { emptyStats, playHanchan, tally, type SeatStats } from "../src/bots/match.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string", default: "hard,medium,mixed" },
    hanchan: { type: "string", default: "40" },
    set: { type: "string", default: "mj-eval" },
  },
});
const count = Number(values.hanchan);
const set = values.set;

/** Per strength over every seat it sat in: what the table showed. */
interface Line {
  strength: BotStrength;
  hanchan: number;
  averagePlacement: number;
  firsts: number;
  lasts: number;
  winRate: number;
  dealInRate: number;
  riichiRate: number;
}

/** Plays `count` hanchan, the line-up rotated one seat each time so every seat's luck is shared. */
function rotating(lineup: readonly BotStrength[]): Line[] {
  const byStrength = new Map<BotStrength, SeatStats[]>();
  for (let i = 0; i < count; i++) {
    const shift = i % 4;
    const seats = lineup.map((_, s) => lineup[(s + shift) % 4]!);
    const stats = emptyStats(seats);
    tally(stats, playHanchan(`${set}/${i + 1}`, seats));
    for (const s of stats) byStrength.set(s.strength, [...(byStrength.get(s.strength) ?? []), s]);
  }
  return [...byStrength.entries()].map(([strength, list]) => {
    const sum = (f: (s: SeatStats) => number) => list.reduce((a, s) => a + f(s), 0);
    const played = sum((s) => s.placements.reduce((a, b) => a + b, 0));
    const hands = sum((s) => s.hands);
    return {
      strength,
      hanchan: played,
      averagePlacement: sum((s) => s.placements.reduce((a, n, i) => a + n * (i + 1), 0)) / played,
      firsts: sum((s) => s.placements[0]),
      lasts: sum((s) => s.placements[3]),
      winRate: sum((s) => s.wins) / hands,
      dealInRate: sum((s) => s.dealIns) / hands,
      riichiRate: sum((s) => s.riichi) / hands,
    };
  });
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
function print(title: string, lines: Line[]): void {
  console.log(`\n${title} (${count} hanchan, seeds ${set}/1 … ${set}/${count}, seats rotating)`);
  console.log("strength  seat-hanchan  avg place  1st  4th  win/hand  deal-in/hand  riichi/hand");
  for (const l of lines) {
    console.log(
      `${l.strength.padEnd(8)}  ${String(l.hanchan).padStart(12)}  ${l.averagePlacement.toFixed(2).padStart(9)}  ${String(l.firsts).padStart(3)}  ${String(l.lasts).padStart(3)}  ${pct(l.winRate).padStart(8)}  ${pct(l.dealInRate).padStart(12)}  ${pct(l.riichiRate).padStart(11)}`,
    );
  }
}

console.log(`Mahjong table bots, ${cpus().length} cores, Node ${process.version}`);
const sections = new Set(values.only.split(","));
const runs: [string, string, BotStrength[]][] = [
  ["hard", "hard against three easy", ["hard", "easy", "easy", "easy"]],
  ["medium", "medium against three easy", ["medium", "easy", "easy", "easy"]],
  ["mixed", "hard, medium and two easy", ["hard", "medium", "easy", "easy"]],
];
for (const [name, title, lineup] of runs) {
  if (!sections.has(name)) continue;
  const start = performance.now();
  print(title, rotating(lineup));
  console.log(`(${((performance.now() - start) / 1000).toFixed(1)} s)`);
}
