// The Mahjong worker (core's serveWorker): the shanten tables' `build` job, and the exact odds
// jobs (odds-jobs.ts) that the practice hint, the quiz and the analyser ask for.
import { serveWorker } from "@arcade/core";
import { oddsJobs } from "./odds-jobs.ts";
import { tableJobs, transferTables } from "./table-jobs.ts";

serveWorker({ ...tableJobs, ...oddsJobs }, { transfer: (kind, result) => (kind === "build" ? transferTables(kind, result) : []) });
