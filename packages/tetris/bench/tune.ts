// `node --import tsx bench/tune.ts`: tunes the attacking evaluator's weights (attack-eval.ts) by
// seeded self-play, not by hand. A (1+1) evolution strategy: from the current weights, change one
// to three of them by a seeded random step, let the bot play the same training games with both,
// and keep the change only if it scored better. Everything is seeded (the steps from the core
// Rng, the games from their seeds), so a run with the same options makes the same weights.
//
// A game is the solo test of the attack target: the bot alone, 0.4 garbage rows per piece rising
// under its stack, for --pieces pieces on each of --seeds training seeds. Its score is attack per
// piece, less 1 for a top-out and 0.03 for every row the stack stood above 12 (a bot that attacks
// by living dangerously loses versus games, where garbage comes in bursts). The search while tuning is --preview/--beam (cheaper
// than expert's, so more candidates fit in the time; the weights carry over).
//
// Options: --minutes M (stop after M minutes; default 30)  --seeds K (default 4)
//          --pieces N (default 250)  --preview P (default 1)  --beam B (default 4)
//          --from start|tuned|FILE (the weights to start from: START_WEIGHTS, TUNED_WEIGHTS, or a
//          JSON file of an earlier run, missing weights taken from START_WEIGHTS; default tuned)
//          --out FILE (the best
//          weights so far as JSON, rewritten after each improvement)  --rng SEED
// Run it at low priority and one at a time: nice -n 10 node --import tsx bench/tune.ts --minutes 30
import { readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { Rng } from "@arcade/core";
import { ATTACK_WEIGHT_NAMES, attackEvaluator, type AttackWeightName, type AttackWeights } from "../src/analysis/attack-eval.ts";
import { START_WEIGHTS, TUNED_WEIGHTS } from "../src/analysis/attack-weights.ts";
import { playSolo, type BotConfig } from "../src/analysis/bot.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "30" },
    seeds: { type: "string", default: "4" },
    pieces: { type: "string", default: "250" },
    preview: { type: "string", default: "1" },
    beam: { type: "string", default: "4" },
    from: { type: "string", default: "tuned" },
    out: { type: "string" },
    rng: { type: "string", default: "tune" },
  },
});
const minutes = Number(values.minutes);
const pieces = Number(values.pieces);
const trainSeeds = Array.from({ length: Number(values.seeds) }, (_, i) => `tune-${i + 1}`);
const validationSeeds = Array.from({ length: 4 }, (_, i) => `check-${i + 1}`);
const preview = Number(values.preview);
const beam = Number(values.beam);
const GARBAGE = 0.4;
const SAFE_STACK = 12;
const HIGH_STACK_COST = 0.03;
/** Weights that must stay positive (heights), and their least value. */
const POSITIVE: Partial<Record<AttackWeightName, number>> = { safeHeight: 2, wellFadeFrom: 0 };

function botOf(weights: AttackWeights): BotConfig {
  return { evaluator: attackEvaluator("tuning", weights), preview, hold: true, beam, moves: "inputs", noise: 0, pace: 3 };
}

/** The mean game score of `weights` over `seeds` (higher is better). */
function fitness(weights: AttackWeights, seeds: readonly string[]): number {
  let total = 0;
  for (const seed of seeds) {
    const r = playSolo({ seed, pieces, bot: botOf(weights), garbage: GARBAGE });
    total += r.attackPerPiece - (r.toppedOut ? 1 : 0) - HIGH_STACK_COST * Math.max(0, r.maxHeight - SAFE_STACK);
  }
  return total / seeds.length;
}

/** One to three weights moved: each by a normal step of 30 % of its size (at least 5). */
function mutate(weights: AttackWeights, rng: Rng): AttackWeights {
  const next: Record<AttackWeightName, number> = { ...weights };
  const count = 1 + rng.below(3);
  for (let i = 0; i < count; i++) {
    const name = ATTACK_WEIGHT_NAMES[rng.below(ATTACK_WEIGHT_NAMES.length)]!;
    const size = Math.max(Math.abs(next[name]) * 0.3, POSITIVE[name] !== undefined ? 1 : 5);
    let value = next[name] + rng.normal(0, size);
    if (POSITIVE[name] !== undefined) value = Math.max(POSITIVE[name], value);
    next[name] = Math.round(value * 10) / 10;
  }
  return next;
}

const rng = Rng.from(values.rng);
function startingWeights(from: string): AttackWeights {
  if (from === "start") return START_WEIGHTS;
  if (from === "tuned") return TUNED_WEIGHTS;
  const saved = JSON.parse(readFileSync(from, "utf8")) as Partial<Record<AttackWeightName, number>>;
  return Object.fromEntries(ATTACK_WEIGHT_NAMES.map((name) => [name, saved[name] ?? START_WEIGHTS[name]])) as AttackWeights;
}

let best = startingWeights(values.from);
const started = performance.now();
const elapsed = () => (performance.now() - started) / 60000;
console.log(
  `tune: Node ${process.version}, ${cpus().length} cores; ${trainSeeds.length} seeds × ${pieces} pieces at ${GARBAGE} garbage rows/piece, preview ${preview}, beam ${beam}, from ${values.from}, rng ${values.rng}, ${minutes} min`,
);
let bestScore = fitness(best, trainSeeds);
console.log(`  start: training score ${bestScore.toFixed(4)}, validation ${fitness(best, validationSeeds).toFixed(4)}`);
let tried = 0;
let kept = 0;
while (elapsed() < minutes) {
  const candidate = mutate(best, rng);
  const score = fitness(candidate, trainSeeds);
  tried++;
  if (score > bestScore) {
    const changed = ATTACK_WEIGHT_NAMES.filter((n) => candidate[n] !== best[n]).map((n) => `${n} ${best[n]}→${candidate[n]}`);
    best = candidate;
    bestScore = score;
    kept++;
    console.log(`  ${elapsed().toFixed(1)} min, try ${tried}: kept (${changed.join(", ")}), training score ${score.toFixed(4)}`);
    if (values.out) writeFileSync(values.out, `${JSON.stringify(best, null, 2)}\n`);
  }
}
console.log(
  `done: ${tried} tried, ${kept} kept in ${elapsed().toFixed(1)} min; training score ${bestScore.toFixed(4)}, validation ${fitness(best, validationSeeds).toFixed(4)}`,
);
console.log(JSON.stringify(best));
