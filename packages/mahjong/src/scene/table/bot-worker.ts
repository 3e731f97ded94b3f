// The table bots' Web Worker: `new Worker(new URL("./bot-worker.ts", import.meta.url), { type: "module" })`,
// driven by core's WorkerClient (table-play.ts). The shanten tables are built here on the first
// question, off the page's thread.
import { serveWorker } from "@arcade/core";
import { tableBotJobs } from "./bot-jobs.ts";

serveWorker(tableBotJobs);
