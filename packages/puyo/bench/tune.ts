// `pnpm --filter @arcade/puyo tune`: tunes the evaluation weights (analysis/bot/strengths.ts) by
// self-play, seeded and bounded. The fitness of a weight table is measured with the expert's
// settings: solo games of 100 pairs (4 colours, no nuisance) on the tuning seeds tune-1 … tune-K
// (not the bench's seeds) score the mean largest chain plus 3 per game reaching 10 (minus 10 per
// top-out), and versus games against `simple` (seeds tune/1 … tune/G) add 10 × the win rate.
//
//   --mode es     a (1+1) evolution strategy: each step scales every weight by a random factor
//                 (core Rng, seeded by --seed) and keeps the table when its fitness is higher;
//                 stops after --steps steps or --minutes minutes
//   --mode sweep  one weight at a time (--features, comma-separated) times each of --factors;
//                 prints every fitness, for choosing a weight with the figures beside it
//
// Prints the best table as a WEIGHTS literal. Run it alone, under nice (the package script does).
import { Rng } from "@arcade/core";
import { parseArgs } from "node:util";
import { botByName, chainBot } from "../src/analysis/bot/bots.ts";
import { FEATURES, type FeatureName, type Weights } from "../src/analysis/bot/evaluate.ts";
import { playVersus } from "../src/analysis/bot/match.ts";
import { playSelf } from "../src/analysis/bot/selfplay.ts";
import { STRENGTH_CONFIG, WEIGHTS } from "../src/analysis/bot/strengths.ts";

// pnpm passes the `--` of `pnpm … bench:long -- --seeds 20` on to the script: it is skipped.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    mode: { type: "string", default: "es" },
    seed: { type: "string", default: "tune" },
    steps: { type: "string", default: "40" },
    minutes: { type: "string", default: "10" },
    games: { type: "string", default: "10" },
    versus: { type: "string", default: "20" },
    features: { type: "string", default: FEATURES.join(",") },
    factors: { type: "string", default: "0.5,1.5" },
  },
});
const seeds = Array.from({ length: Number(values.games) }, (_, i) => `tune-${i + 1}`);
const versusGames = Number(values.versus);
const deadline = performance.now() + Number(values.minutes) * 60_000;

interface Fitness {
  total: number;
  meanChain: number;
  tenPlus: number;
  winRate: number;
}

function fitness(weights: Weights): Fitness {
  const bot = chainBot("expert", STRENGTH_CONFIG.expert, weights);
  let chains = 0;
  let tenPlus = 0;
  let solo = 0;
  for (const seed of seeds) {
    const game = playSelf(seed, 100, bot);
    chains += game.maxChain;
    if (game.maxChain >= 10) tenPlus++;
    solo += game.maxChain + (game.maxChain >= 10 ? 3 : 0) - (game.toppedOut ? 10 : 0);
  }
  const winRate = versusGames > 0 ? playVersus(values.seed, bot, botByName("simple"), versusGames).winsA / versusGames : 0;
  return { total: solo / seeds.length + 10 * winRate, meanChain: chains / seeds.length, tenPlus, winRate };
}

const show = (f: Fitness) =>
  `fitness ${f.total.toFixed(2)} (mean largest chain ${f.meanChain.toFixed(2)}, ≥10 in ${f.tenPlus}/${seeds.length}, won ${(f.winRate * 100).toFixed(0)} % of ${versusGames})`;

let best = WEIGHTS;
let bestFitness = fitness(best);
console.log(`current weights: ${show(bestFitness)}`);
if (values.mode === "sweep") {
  for (const name of values.features.split(",") as FeatureName[]) {
    if (!FEATURES.includes(name)) throw new Error(`unknown feature ${name} (features: ${FEATURES.join(", ")})`);
    for (const factor of values.factors.split(",").map(Number)) {
      const candidate = { ...best, [name]: Math.round(WEIGHTS[name] * factor * 10) / 10 };
      const f = fitness(candidate);
      console.log(`${name} = ${candidate[name]}: ${show(f)}`);
      if (f.total > bestFitness.total) {
        best = candidate;
        bestFitness = f;
      }
    }
  }
} else {
  const rng = Rng.from(values.seed).fork("tune");
  const mutate = (weights: Weights): Weights => {
    const out = { ...weights } as Record<FeatureName, number>;
    for (const name of FEATURES) out[name] = Math.round(weights[name] * Math.exp(0.3 * (rng.float() * 2 - 1)) * 10) / 10;
    return out;
  };
  for (let step = 1; step <= Number(values.steps) && performance.now() < deadline; step++) {
    const candidate = mutate(best);
    const f = fitness(candidate);
    const kept = f.total > bestFitness.total;
    if (kept) {
      best = candidate;
      bestFitness = f;
    }
    console.log(`step ${step}: ${show(f)}${kept ? " (kept)" : ""}`);
  }
}
console.log(`best: ${show(bestFitness)}`);
console.log(`export const WEIGHTS: Weights = ${JSON.stringify(best, null, 2)};`);
