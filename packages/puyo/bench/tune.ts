// `pnpm --filter @arcade/puyo tune`: tunes the evaluation weights (analysis/bot/strengths.ts) by
// self-play, seeded and bounded. A (1+1) evolution strategy: each step scales every weight by a
// random factor (from the core Rng, seeded by --seed), lets the expert play solo games of 100
// pairs (4 colours, no nuisance) on the tuning seeds tune-1 … tune-K (not the bench's seeds), and
// keeps the new weights when they score better: the sum of the largest chains plus 3 per game
// whose largest chain reaches 10. Stops after --steps steps or --minutes minutes and prints the
// best weights as a WEIGHTS table. Run it alone, under nice (the package script does).
import { Rng } from "@arcade/core";
import { parseArgs } from "node:util";
import { chainBot } from "../src/analysis/bot/bots.ts";
import { FEATURES, type FeatureName, type Weights } from "../src/analysis/bot/evaluate.ts";
import { playSelf } from "../src/analysis/bot/selfplay.ts";
import { STRENGTH_CONFIG, WEIGHTS } from "../src/analysis/bot/strengths.ts";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "tune" },
    steps: { type: "string", default: "40" },
    minutes: { type: "string", default: "10" },
    games: { type: "string", default: "6" },
  },
});
const rng = Rng.from(values.seed).fork("tune");
const seeds = Array.from({ length: Number(values.games) }, (_, i) => `tune-${i + 1}`);
const deadline = performance.now() + Number(values.minutes) * 60_000;

function fitness(weights: Weights): number {
  const bot = chainBot("expert", STRENGTH_CONFIG.expert, weights);
  let total = 0;
  for (const seed of seeds) {
    const game = playSelf(seed, 100, bot);
    total += game.maxChain + (game.maxChain >= 10 ? 3 : 0) - (game.toppedOut ? 10 : 0);
  }
  return total;
}

function mutate(weights: Weights): Weights {
  const out = { ...weights } as Record<FeatureName, number>;
  for (const name of FEATURES) out[name] = Math.round(weights[name] * Math.exp(0.3 * (rng.float() * 2 - 1)) * 10) / 10;
  return out;
}

let best = WEIGHTS;
let bestFitness = fitness(best);
console.log(`start: fitness ${bestFitness} on ${seeds.length} seeds`);
for (let step = 1; step <= Number(values.steps) && performance.now() < deadline; step++) {
  const candidate = mutate(best);
  const f = fitness(candidate);
  const kept = f > bestFitness;
  if (kept) {
    best = candidate;
    bestFitness = f;
  }
  console.log(`step ${step}: fitness ${f}${kept ? " (kept)" : ""}`);
}
console.log(`best fitness ${bestFitness}:`);
console.log(`export const WEIGHTS: Weights = ${JSON.stringify(best, null, 2)};`);
