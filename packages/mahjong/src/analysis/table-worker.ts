// The Mahjong worker (core's serveWorker): the shanten tables' `build` job, and the exact odds
// jobs (odds-jobs.ts) that the practice hint, the quiz and the analyser ask for, and the log
// reviewer's job (review-jobs.ts).
import { serveWorker } from "@arcade/core";
import { oddsJobs } from "./odds-jobs.ts";
import { reviewJobs } from "./review-jobs.ts";
import { tableJobs, transferTables } from "./table-jobs.ts";

serveWorker({ ...tableJobs, ...oddsJobs, ...reviewJobs }, { transfer: (kind, result) => (kind === "build" ? transferTables(kind, result) : []) });
