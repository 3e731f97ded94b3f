// The versus bot in a Web Worker: `new Worker(new URL("../analysis/versus-worker.ts",
// import.meta.url), { type: "module" })`, driven by core's WorkerClient with `plan` jobs
// (versusBotJobs in versus-bot.ts). Its own file, so the advisor's worker.ts stays as it is.
import { serveWorker } from "@arcade/core";
import { versusBotJobs } from "./versus-bot.ts";

serveWorker(versusBotJobs);
