// The shanten tables for the app's screens: built once per page in a Web Worker (table-worker.ts
// serving table-jobs.ts), so the page stays responsive while they are made (a fraction of a second
// on a slow phone); built in the page when the worker fails, and by core's WorkerClient without workers.
import { workerOnce } from "@arcade/core/stage";
import { installTables, shantenTables } from "../analysis/suit-table.ts";
import { tableJobs } from "../analysis/table-jobs.ts";

/** Settles once the tables are there: installed from the worker, or built in the page. */
export const loadTables = workerOnce(
  { create: () => new Worker(new URL("../analysis/table-worker.ts", import.meta.url), { type: "module" }), inPage: tableJobs, name: "shanten tables" },
  "build",
  null,
  (tables) => void (tables ? installTables(tables) : shantenTables()),
);

/** How long the tables took to build (in the worker when there was one), in whole ms: for diagnostics and the README. */
export function tablesBuildMs(): number {
  return Math.round(shantenTables().buildMs);
}
