// BASELINE (ours, the paper's method): estimate the heatmap by simulating T decks with the core
// shuffles and averaging where each card ends (the paper averaged 100 trials per figure).
import { Rng } from "@arcade/core";
import { applyRoutine, freshDeck, type ShuffleParams, type ShuffleStep } from "../../src/shuffle/routine.ts";

export function sampledHeatmap(steps: readonly ShuffleStep[], n: number, trials: number, seed: string, params: ShuffleParams): Float64Array {
  const rng = Rng.from(seed);
  const p = new Float64Array(n * n);
  for (let t = 0; t < trials; t++) {
    const deck = applyRoutine(freshDeck(n), steps, rng, params);
    for (let j = 0; j < n; j++) p[deck[j]! * n + j]! += 1 / trials;
  }
  return p;
}
