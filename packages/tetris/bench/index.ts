// `pnpm bench` for @arcade/tetris: the cost of simulating one 60 Hz frame, the budget being
// 0.1 ms. A seeded stream of player actions (moves, rotations, drops, holds) keeps pieces locking,
// lines clearing and new pieces spawning, as in real play; games restart when they end.
import { cpus } from "node:os";
import { Rng } from "@arcade/core";
import { Bench } from "tinybench";
import { TetrisGame, type PlayAction } from "../src/index.ts";

const FRAMES = 1000;
const ACTIONS: PlayAction[] = ["left", "right", "cw", "ccw", "leftWall", "rightWall", "hardDrop", "hold", "softDrop", "180"];
const rng = Rng.from("bench-actions");
let game = new TetrisGame({ seed: "bench", mode: "marathon", allow180: true, softDropFactor: 20 });
let games = 0;

function frames(): void {
  for (let i = 0; i < FRAMES; i++) {
    if (game.over) {
      game = new TetrisGame({ seed: `bench-${++games}`, mode: "marathon", allow180: true, softDropFactor: 20 });
    }
    // About one action every third frame, like a fast player (~20 inputs per second).
    if (rng.below(3) === 0) game.apply(ACTIONS[rng.below(ACTIONS.length)]!);
    game.tick(rng.below(8) === 0);
  }
}

function idleFrames(): void {
  for (let i = 0; i < FRAMES; i++) {
    if (game.over) game = new TetrisGame({ seed: `bench-${++games}`, mode: "marathon", allow180: true, softDropFactor: 20 });
    game.tick(false);
  }
}

const bench = new Bench({ time: 1500, warmupTime: 300 });
bench.add("frame with player actions", frames);
bench.add("frame, gravity only", idleFrames);
await bench.run();

console.log(`@arcade/tetris benchmarks — Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), one thread`);
for (const task of bench.tasks) {
  const result = task.result;
  if (result.state !== "completed") throw new Error(`${task.name}: ${result.state}`);
  const usPerFrame = (result.period * 1000) / FRAMES;
  console.log(`  ${task.name.padEnd(28)} ${usPerFrame.toFixed(2).padStart(8)} µs per frame  (${(1e6 / usPerFrame).toExponential(2)} frames/s)`);
}
const worst = Math.max(...bench.tasks.map((t) => (t.result.state === "completed" ? (t.result.period * 1000) / FRAMES : Infinity)));
console.log(`Target: one frame under 100 µs (0.1 ms): ${worst.toFixed(2)} µs  ${worst < 100 ? "met" : "NOT MET"}`);
console.log(`(${games} games restarted during the run)`);

// The AI (advisor, bot): suggestion speed and a survival sample, ours against the report's baseline.
const { runAiBench } = await import("./ai.ts");
runAiBench();
