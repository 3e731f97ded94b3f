// The shanten tables built in a Web Worker, so the page stays responsive while they are made
// (about a second on a phone-class CPU; see the README): `new Worker(new URL("../analysis/table-worker.ts",
// import.meta.url), { type: "module" })`, post anything, receive { suit, honours, buildMs }
// with the two distance arrays transferred (not copied); pass it to `installTables`.
import { shantenTables, type ShantenTables } from "./suit-table.ts";

interface WorkerScope {
  addEventListener(type: "message", listener: () => void): void;
  postMessage(message: unknown, transfer: unknown[]): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.addEventListener("message", () => {
  const tables: ShantenTables = shantenTables();
  scope.postMessage(tables, [tables.suit.distances.buffer, tables.honours.distances.buffer]);
});
