// The calculator's Web Worker entry: `new Worker(new URL("../analysis/worker.ts", import.meta.url),
// { type: "module" })`, driven by core's WorkerClient (scene/calculator-client.ts). Every 1 %
// step of progress is passed on (the job spaces them itself).
import { serveWorker } from "@arcade/core";
import { calculatorJobs } from "./calculator-service.ts";

serveWorker(calculatorJobs, { progressEveryMs: 0 });
