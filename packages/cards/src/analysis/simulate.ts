// Seeded Monte Carlo of a routine. Each trial shuffles the fresh deck; the random core runs on
// typed arrays (riffles with riffleInto, cuts and Hindu shuffles through core's own functions,
// fixed steps as precomputed permutations). Besides the final order, each trial also yields the
// order of the random core alone, relabelled from where the cards were when it began: TV is the
// same for both, but label statistics are only meaningful on the second (reference sheet §5).
import { Rng } from "@arcade/core";
import { cut } from "../shuffle/cut.ts";
import { hindu } from "../shuffle/hindu.ts";
import type { ShuffleStep } from "../shuffle/routine.ts";
import { riffleInto } from "./fast-riffle.ts";
import { methodKernel } from "./kernels.ts";
import type { Lab } from "./params.ts";
import { checkCancel, type RunControl } from "./progress.ts";
import { fixedOrder, routineShape } from "./structure.ts";

export interface Trial {
  /** The final order, top first (labels = starting positions). */
  final: Int32Array;
  /** The order the random core produced, labelled by position at its start. */
  core: Int32Array;
}

/** The order-producing part of a simulation, reusable across trials. */
export class RoutineSimulator {
  private readonly prefixOrder: Int32Array;
  private readonly suffixTo: Int32Array;
  private readonly permutations = new Map<string, Int32Array>();
  private readonly steps: readonly ShuffleStep[];
  private a: Int32Array;
  private b: Int32Array;
  readonly final: Int32Array;

  constructor(
    steps: readonly ShuffleStep[],
    private readonly lab: Lab,
  ) {
    const n = lab.cards;
    const shape = routineShape(steps);
    this.steps = shape.core;
    this.prefixOrder = Int32Array.from(fixedOrder(shape.prefix, lab));
    // The suffix as "position i goes to to[i]".
    const suffix = fixedOrder(shape.suffix, lab);
    this.suffixTo = new Int32Array(n);
    suffix.forEach((from, j) => (this.suffixTo[from] = j));
    for (const method of ["D", "F"] as const) {
      const k = methodKernel(method, lab);
      if (k.kind === "permutation") this.permutations.set(method, k.to);
    }
    this.a = new Int32Array(n);
    this.b = new Int32Array(n);
    this.final = new Int32Array(n);
  }

  /** Runs one trial; the returned arrays are reused by the next call. */
  run(rng: Rng): Trial {
    const n = this.lab.cards;
    let cur = this.a;
    let spare = this.b;
    for (let i = 0; i < n; i++) cur[i] = i;
    for (const step of this.steps) {
      for (let t = 0; t < step.times; t++) {
        switch (step.method) {
          case "R":
            riffleInto(cur, spare, rng);
            [cur, spare] = [spare, cur];
            break;
          case "C":
            spare.set(cut(Array.from(cur), rng, { sd: this.lab.cutSd }));
            [cur, spare] = [spare, cur];
            break;
          case "H":
            spare.set(hindu(Array.from(cur), rng, { packet: this.lab.packet, sd: this.lab.packetSd }));
            [cur, spare] = [spare, cur];
            break;
          default: {
            const to = this.permutations.get(step.method)!;
            for (let i = 0; i < n; i++) spare[to[i]!] = cur[i]!;
            [cur, spare] = [spare, cur];
          }
        }
      }
    }
    this.a = cur;
    this.b = spare;
    // final = suffix applied to (prefix order seen through the core).
    for (let i = 0; i < n; i++) this.final[this.suffixTo[i]!] = this.prefixOrder[cur[i]!]!;
    return { final: this.final, core: cur };
  }
}

/** Runs `trials` trials from the seed, handing each to `visit`; checks for cancellation every 256 trials. */
export function simulate(
  steps: readonly ShuffleStep[],
  lab: Lab,
  trials: number,
  seed: string,
  visit: (trial: Trial, index: number) => void,
  control?: RunControl,
): void {
  const sim = new RoutineSimulator(steps, lab);
  const rng = Rng.from(seed).fork("cards-trials");
  for (let t = 0; t < trials; t++) {
    if ((t & 255) === 0) {
      checkCancel(control);
      control?.onProgress?.(t, trials);
    }
    visit(sim.run(rng), t);
  }
  control?.onProgress?.(trials, trials);
}
