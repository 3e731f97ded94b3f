// The page's side of the calculator worker (analysis/worker.ts) on core's WorkerClient: one
// request at a time, progress and the result through callbacks, Cancel terminates the worker (a
// search cannot read messages while it runs), and finished results are cached here, so they
// survive a cancelled worker.
import { WorkerClient } from "@arcade/core/stage";
import { calculatorJobs, type CalculatorRequest, type CalculatorResultJson } from "../analysis/calculator-service.ts";
import { printPlacement, type Rotation } from "../rules/pair.ts";

export type CalculatorQuery = CalculatorRequest;

export interface CalculatorHandlers {
  /** The share of the work done, 0..1. */
  progress?: (done: number) => void;
  result: (result: CalculatorResultJson, cached: boolean) => void;
  error: (message: string, where?: string) => void;
}

export class CalculatorClient {
  private readonly client = new WorkerClient<typeof calculatorJobs>({
    create: () => new Worker(new URL("../analysis/worker.ts", import.meta.url), { type: "module" }),
    inPage: calculatorJobs,
    name: "calculator",
  });
  private readonly cache = new Map<string, CalculatorResultJson>();

  /** A calculation is running. */
  get busy(): boolean {
    return this.client.busy;
  }

  /** Starts a calculation (cancelling one that runs); a cached result is handed back at once. */
  run(query: CalculatorQuery, handlers: CalculatorHandlers): void {
    this.cancel();
    const key = JSON.stringify(query);
    const hit = this.cache.get(key);
    if (hit) return handlers.result(hit, true);
    this.client.run("solve", query, {
      ...(handlers.progress ? { progress: handlers.progress } : {}),
      result: (result) => {
        this.cache.set(key, result);
        handlers.result(result, false);
      },
      error: (message, where) => handlers.error(message, where),
    });
  }

  /** Stops the running calculation, if any (its callbacks are not called). */
  cancel(): void {
    this.client.cancel();
  }

  destroy(): void {
    this.client.destroy();
  }
}

/** The placements best first, as "3U 66.02% (169/256)" lines (at most `limit`). */
export function placementLines(placements: CalculatorResultJson["placements"], limit = placements.length): string[] {
  return [...placements]
    .sort((a, b) => b.probability - a.probability)
    .slice(0, limit)
    .map((p) => `${printPlacement({ column: p.column, rotation: p.rotation as Rotation })}  ${percent(p.probability)} (${p.fraction})`);
}

/** A probability as a percentage with two decimals ("66.02%"). */
export function percent(p: number): string {
  return `${(p * 100).toFixed(2)}%`;
}
