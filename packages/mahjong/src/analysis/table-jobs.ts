// The shanten tables as a worker job (served by analysis/table-worker.ts, run in the page where
// there are no workers): building them takes about a second on a phone-class CPU, so the page
// stays responsive while a worker makes them. The two distance arrays are transferred, not copied.
import type { ServeOptions } from "@arcade/core";
import { shantenTables, type ShantenTables } from "./suit-table.ts";

export const tableJobs = {
  build: (_request: null): ShantenTables => shantenTables(),
};

/** Moves the tables' buffers to the page instead of copying them. */
export const transferTables: NonNullable<ServeOptions["transfer"]> = (_kind, result) => {
  const tables = result as ShantenTables;
  return [tables.suit.distances.buffer as ArrayBuffer, tables.honours.distances.buffer as ArrayBuffer];
};
