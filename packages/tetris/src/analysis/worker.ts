// The advisor in a Web Worker, served by core's worker helper: the page's WorkerClient posts
// `advise` jobs (an AdvisorPosition from `positionOf(game)`) and receives the Advice. A search
// takes a few milliseconds, so the page simply drops the answer for a piece that has moved on.
import { serveWorker } from "@arcade/core";
import { advisorJobs } from "./advisor.ts";

serveWorker(advisorJobs);
