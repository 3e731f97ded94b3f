// `pnpm bench` for @arcade/core: generator throughput against Math.random, seedrandom and
// pure-rand (and the source article's LCG), and 60-card Fisher–Yates shuffles against the article's.
// (The physical card shuffles are measured in @arcade/cards' bench.)
// Each operation is a batch, so the timer's own cost does not swamp nanosecond-scale work.
import { cpus } from "node:os";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import seedrandom from "seedrandom";
import { Bench } from "tinybench";
import { Rng, Xoshiro128StarStar } from "../src/index.ts";
import { freeSpot, type Box } from "../src/stage/free-spot.ts";
import { articleSeededRandom, articleShuffle } from "./baselines/article-lcg.ts";
import { freeSpotPairs } from "./baselines/free-spot-pairs.ts";

const DRAWS = 1000;
const SHUFFLES = 100;
let sink = 0; // keeps the optimiser from dropping the work

async function measure(tasks: Record<string, () => void>, perOp: number): Promise<Map<string, number>> {
  const bench = new Bench({ time: 700, warmupTime: 200 });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  const nsPerItem = new Map<string, number>();
  for (const task of bench.tasks) {
    const result = task.result;
    if (result.state !== "completed") throw new Error(`benchmark ${task.name} did not complete (${result.state})`);
    nsPerItem.set(task.name, (result.period * 1e6) / perOp);
  }
  return nsPerItem;
}

function table(title: string, unit: string, rows: Map<string, number>, baseline: string): void {
  const base = rows.get(baseline)!;
  console.log(`\n${title} (ratio = speed relative to ${baseline})`);
  console.log(`${"".padEnd(40)}${unit.padStart(12)}${"ns each".padStart(10)}${"ratio".padStart(8)}`);
  for (const [name, ns] of rows) {
    const perSecond = (1e9 / ns).toExponential(2);
    console.log(`${name.padEnd(40)}${perSecond.padStart(12)}${ns.toFixed(1).padStart(10)}${`${(base / ns).toFixed(2)}x`.padStart(8)}`);
  }
}

console.log(`@arcade/core benchmarks — Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), one thread`);

const rng = Rng.from("bench");
const raw = new Xoshiro128StarStar([1, 2, 3, 4]);
const arc4 = seedrandom("bench");
const alea = seedrandom.alea("bench");
const pure = xoroshiro128plus(42);
const article = articleSeededRandom(12345);

const draws = await measure(
  {
    "Math.random": () => {
      for (let i = 0; i < DRAWS; i++) sink ^= (Math.random() * 4294967296) >>> 0;
    },
    "Rng.u32 (xoshiro128**, ours)": () => {
      for (let i = 0; i < DRAWS; i++) sink ^= rng.u32();
    },
    "Xoshiro128StarStar.nextU32": () => {
      for (let i = 0; i < DRAWS; i++) sink ^= raw.nextU32();
    },
    "Rng.float (53-bit, ours)": () => {
      for (let i = 0; i < DRAWS; i++) sink += rng.float();
    },
    "seedrandom (ARC4, int32)": () => {
      for (let i = 0; i < DRAWS; i++) sink ^= arc4.int32();
    },
    "seedrandom.alea (int32)": () => {
      for (let i = 0; i < DRAWS; i++) sink ^= alea.int32();
    },
    "pure-rand xoroshiro128+": () => {
      for (let i = 0; i < DRAWS; i++) sink ^= pure.next();
    },
    "article LCG on doubles (baseline)": () => {
      for (let i = 0; i < DRAWS; i++) sink += article();
    },
  },
  DRAWS,
);
table("32-bit draws", "draws/s", draws, "Math.random");

const deck = Array.from({ length: 60 }, (_, i) => i);
const shuffleRng = Rng.from("bench-shuffle");
const articleRandom = articleSeededRandom(42);
const shuffleTasks: Record<string, () => void> = {
  "Fisher–Yates (Rng.shuffled)": () => {
    for (let i = 0; i < SHUFFLES; i++) sink ^= shuffleRng.shuffled(deck)[0]!;
  },
  "article Fisher–Yates + LCG (baseline)": () => {
    for (let i = 0; i < SHUFFLES; i++) sink ^= articleShuffle(deck, articleRandom)[0]!;
  },
};
const shuffles = await measure(shuffleTasks, SHUFFLES);
table("60-card shuffles", "shuffles/s", shuffles, "Fisher–Yates (Rng.shuffled)");

// Where a toast goes on a phone's game screen (390×844): the top row's links and bar buttons, the
// field, the side column's text, the header's and the analysis lines' text boxes and two rows of
// touch buttons — 27 obstacles, the app's toast room (160×52, enough at 280).
const screen: Box = { x: 0, y: 0, width: 390, height: 844 };
const controls: Box[] = [
  { x: 4, y: 4, width: 44, height: 44 },
  { x: 342, y: 4, width: 44, height: 44 },
  ...Array.from({ length: 5 }, (_, k) => ({ x: 56 + 56 * k, y: 4, width: 52, height: 44 })),
  { x: 8, y: 94, width: 252, height: 504 },
  { x: 270, y: 94, width: 112, height: 300 },
  { x: 270, y: 404, width: 112, height: 60 },
  { x: 8, y: 56, width: 374, height: 30 },
  { x: 8, y: 604, width: 374, height: 40 },
  ...Array.from({ length: 15 }, (_, k) => ({ x: 8 + 76 * (k % 5), y: 660 + 60 * Math.floor(k / 5), width: 70, height: 54 })),
];
const room = { minWidth: 160, minHeight: 52, enough: 280 };
const spots = await measure(
  {
    "band sweep (freeSpot, ours)": () => void (sink += freeSpot(screen, controls, room)?.width ?? 0),
    "every box against every obstacle (before)": () => void (sink += freeSpotPairs(screen, controls, room)?.width ?? 0),
  },
  1,
);
table(`A toast's spot among ${controls.length} obstacles`, "spots/s", spots, "every box against every obstacle (before)");

const ours = draws.get("Rng.u32 (xoshiro128**, ours)")!;
console.log("\nTargets");
console.log(
  `  default generator at least as fast as Math.random: ${(draws.get("Math.random")! / ours).toFixed(2)}x  ${ours <= draws.get("Math.random")! ? "met" : "NOT MET"}`,
);
if (sink === 0.5) console.log(""); // never true; reads the sink
