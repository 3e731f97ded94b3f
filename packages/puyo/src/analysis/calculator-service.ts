// The calculator as a message service, for a Web Worker (worker.ts) or any other thread: requests
// in plain JSON (fields in the text format, pairs as two letters), progress and the result out.
// Results are cached by request. A search running in a worker cannot read new messages, so the
// app cancels a long run by terminating the worker (and starting a fresh one); in one thread the
// `signal` flag of `probability()` does the same cooperatively.
import { InputError } from "@arcade/core";
import { parseField } from "../rules/field-text.ts";
import { parsePair } from "../rules/pair.ts";
import { probability, type Condition, type EarlyFire } from "./probability.ts";

export interface CalculatorRequest {
  id: number;
  /** The field in the text format. */
  field: string;
  /** The current pair, axis first ("RG"). */
  pair: string;
  next?: string[];
  moves: number;
  condition: Condition;
  early?: EarlyFire;
}

export interface CalculatorResultJson {
  probability: number;
  fraction: string;
  placements: { column: number; rotation: number; probability: number; fraction: string }[];
  nodes: number;
  ms: number;
}

export type CalculatorMessage =
  | { id: number; type: "progress"; done: number }
  | { id: number; type: "result"; result: CalculatorResultJson; cached: boolean }
  | { id: number; type: "error"; message: string; where?: string };

const PROGRESS_STEP = 0.01;

export class CalculatorService {
  private readonly cache = new Map<string, CalculatorResultJson>();

  constructor(private readonly post: (message: CalculatorMessage) => void) {}

  handle(request: CalculatorRequest): void {
    const { id } = request;
    const key = JSON.stringify({ ...request, id: 0 });
    const hit = this.cache.get(key);
    if (hit) return this.post({ id, type: "result", result: hit, cached: true });
    try {
      const field = parseField(request.field);
      const pair = parsePair(request.pair, "pair");
      const next = (request.next ?? []).map((p, i) => parsePair(p, `next ${i + 1}`));
      const start = performance.now();
      let reported = 0;
      const r = probability(
        { field, pair, next, moves: request.moves, condition: request.condition, early: request.early ?? "continue" },
        {
          onProgress: (done) => {
            if (done - reported >= PROGRESS_STEP || done === 1) {
              reported = done;
              this.post({ id, type: "progress", done });
            }
          },
        },
      );
      const result: CalculatorResultJson = {
        probability: r.probability,
        fraction: r.fraction,
        placements: r.placements,
        nodes: r.nodes,
        ms: Math.round(performance.now() - start),
      };
      this.cache.set(key, result);
      this.post({ id, type: "result", result, cached: false });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      this.post({ id, type: "error", message: error.message, ...(error.where === undefined ? {} : { where: error.where }) });
    }
  }
}
