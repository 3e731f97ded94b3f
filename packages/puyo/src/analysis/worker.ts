// The calculator's Web Worker entry: `new Worker(new URL("../analysis/worker.ts", import.meta.url),
// { type: "module" })`, driven by core's WorkerClient (scene/calculator-client.ts). Every 1 %
// step of progress is passed on (the job spaces them itself). The chain engine is the
// WebAssembly SIMD one where it loads (simd-loader.ts), else JavaScript's; jobs wait for it.
import { serveWorker } from "@arcade/core";
import { solve, type CalculatorRequest } from "./calculator-service.ts";
import { loadResolver } from "./simd-loader.ts";

// vite copies the file into the build (and the service worker precaches it) from this URL.
const engine = loadResolver(new URL("../../dist/chain.wasm", import.meta.url).href);

serveWorker({ solve: async (request: CalculatorRequest, progress: (done: number) => void) => solve(request, progress, await engine) }, { progressEveryMs: 0 });
