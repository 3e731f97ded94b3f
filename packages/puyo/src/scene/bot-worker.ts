// The versus bot's Web Worker: `new Worker(new URL("./bot-worker.ts", import.meta.url), { type: "module" })`
// driven by core's WorkerClient (bot-opponent.ts).
import { serveWorker } from "@arcade/core";
import { botJobs } from "./bot-jobs.ts";

serveWorker(botJobs);
