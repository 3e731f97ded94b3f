// The page's side of the calculator worker (analysis/worker.ts): one request at a time, progress
// and the result through callbacks, Cancel terminates the worker (a search cannot read messages
// while it runs), and finished results are cached here, so they survive a cancelled worker.
import type { CalculatorMessage, CalculatorRequest, CalculatorResultJson } from "../analysis/calculator-service.ts";
import { printPlacement, type Rotation } from "../rules/pair.ts";

export type CalculatorQuery = Omit<CalculatorRequest, "id">;

export interface CalculatorHandlers {
  /** The share of the work done, 0..1. */
  progress?: (done: number) => void;
  result: (result: CalculatorResultJson, cached: boolean) => void;
  error: (message: string, where?: string) => void;
}

export class CalculatorClient {
  private worker: Worker | null = null;
  private requests = 0;
  private active: number | null = null;
  private readonly cache = new Map<string, CalculatorResultJson>();

  /** A calculation is running. */
  get busy(): boolean {
    return this.active !== null;
  }

  /** Starts a calculation (cancelling one that runs); a cached result is handed back at once. */
  run(query: CalculatorQuery, handlers: CalculatorHandlers): void {
    this.cancel();
    const key = JSON.stringify(query);
    const hit = this.cache.get(key);
    if (hit) return handlers.result(hit, true);
    this.worker ??= new Worker(new URL("../analysis/worker.ts", import.meta.url), { type: "module" });
    const id = ++this.requests;
    this.active = id;
    this.worker.onmessage = (event: MessageEvent<CalculatorMessage>) => {
      const message = event.data;
      if (message.id !== id) return;
      if (message.type === "progress") return handlers.progress?.(message.done);
      this.active = null;
      if (message.type === "error") return handlers.error(message.message, message.where);
      this.cache.set(key, message.result);
      handlers.result(message.result, message.cached);
    };
    this.worker.postMessage({ ...query, id } satisfies CalculatorRequest);
  }

  /** Stops the running calculation, if any (its callbacks are not called). */
  cancel(): void {
    if (this.active === null) return;
    this.active = null;
    this.worker?.terminate();
    this.worker = null;
  }

  destroy(): void {
    this.active = null;
    this.worker?.terminate();
    this.worker = null;
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
