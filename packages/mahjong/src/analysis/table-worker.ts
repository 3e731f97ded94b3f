// The shanten tables built in a Web Worker (core's worker helper serves the `build` job); the
// page installs what comes back with `installTables`.
import { serveWorker } from "@arcade/core";
import { tableJobs, transferTables } from "./table-jobs.ts";

serveWorker(tableJobs, { transfer: transferTables });
