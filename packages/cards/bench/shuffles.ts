// 60-card shuffles per second for every physical method (src/shuffle/), beside core's
// Fisher–Yates (`Rng.shuffled`) as the baseline, in one tinybench run. Each operation is a batch
// of SHUFFLES shuffles, so the timer's own cost does not swamp sub-microsecond work.
import { Rng } from "@arcade/core";
import { Bench } from "tinybench";
import { applyMethod, freshDeck, type ShuffleMethod } from "../src/shuffle/routine.ts";

const SHUFFLES = 100;
let sink = 0; // keeps the optimiser from dropping the work

const deck = freshDeck(60);
const rng = Rng.from("bench-shuffle");
const methods: [string, ShuffleMethod][] = [
  ["cut (C)", "C"],
  ["Hindu/overhand (H)", "H"],
  ["riffle, GSR (R)", "R"],
  ["perfect faro (F)", "F"],
  ["deal into 10 piles (D)", "D"],
];
const BASELINE = "Fisher–Yates (Rng.shuffled)";
const bench = new Bench({ time: 700, warmupTime: 200 });
bench.add(BASELINE, () => {
  for (let i = 0; i < SHUFFLES; i++) sink ^= rng.shuffled(deck)[0]!;
});
for (const [name, method] of methods) {
  bench.add(name, () => {
    for (let i = 0; i < SHUFFLES; i++) sink ^= applyMethod(deck, method, rng)[0]!;
  });
}
await bench.run();
const nsEach = new Map<string, number>();
for (const task of bench.tasks) {
  if (task.result.state !== "completed") throw new Error(`benchmark ${task.name} did not complete (${task.result.state})`);
  nsEach.set(task.name, (task.result.period * 1e6) / SHUFFLES);
}
const base = nsEach.get(BASELINE)!;
console.log(`\n60-card shuffles (ratio = speed relative to ${BASELINE})`);
console.log(`${"".padEnd(40)}${"shuffles/s".padStart(12)}${"ns each".padStart(10)}${"ratio".padStart(8)}`);
for (const [name, ns] of nsEach) {
  console.log(`${name.padEnd(40)}${(1e9 / ns).toExponential(2).padStart(12)}${ns.toFixed(1).padStart(10)}${`${(base / ns).toFixed(2)}x`.padStart(8)}`);
}
const riffleNs = nsEach.get("riffle, GSR (R)")!;
console.log(`  target: one 60-card riffle under 1 µs: ${riffleNs.toFixed(0)} ns  ${riffleNs < 1000 ? "met" : "NOT MET"}`);
if (sink === 0.5) console.log(""); // never true; reads the sink
