// The calculator as a worker job (core's serveWorker in worker.ts; the page's WorkerClient in
// scene/calculator-client.ts, which also caches answers): a request in plain JSON (the field in
// the text format, pairs as two letters) in, progress and the result out; bad input is an
// InputError the page shows with its place. A search in a worker cannot read messages, so the
// page cancels by terminating the worker (core's WorkerClient.cancel); in one thread the
// `signal` flag of `probability()` does the same cooperatively.
import { jsResolver, type ChainResolver } from "../rules/chain-simd.ts";
import { parseField } from "../rules/field-text.ts";
import { parsePair } from "../rules/pair.ts";
import { probability, type Condition, type EarlyFire } from "./probability.ts";

export interface CalculatorRequest {
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

/** Progress is reported in steps of 1 % (the worker passes every one on). */
const PROGRESS_STEP = 0.01;

/**
 * Answers one request; `progress` gets the share of the work done, 0..1. `resolver`: the chain
 * engine (the worker passes the SIMD one where it loaded).
 */
export function solve(request: CalculatorRequest, progress: (done: number) => void = () => {}, resolver: ChainResolver = jsResolver): CalculatorResultJson {
  const field = parseField(request.field);
  const pair = parsePair(request.pair, "pair");
  const next = (request.next ?? []).map((p, i) => parsePair(p, `next ${i + 1}`));
  const start = performance.now();
  let reported = 0;
  const r = probability(
    { field, pair, next, moves: request.moves, condition: request.condition, early: request.early ?? "continue" },
    {
      resolver,
      onProgress: (done) => {
        if (done - reported >= PROGRESS_STEP || done === 1) {
          reported = done;
          progress(done);
        }
      },
    },
  );
  return { probability: r.probability, fraction: r.fraction, placements: r.placements, nodes: r.nodes, ms: Math.round(performance.now() - start) };
}

/** The calculator worker's jobs (also run in the page where there are no workers). */
export const calculatorJobs = { solve };
