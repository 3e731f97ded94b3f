// The room server on this machine: Miniflare runs the bundled Worker (dist/worker.js, made by
// scripts/build.ts) in the real workerd runtime, with in-memory Durable Object storage, on
// 127.0.0.1 only. Used by `pnpm server`, the tests and the load test.
import { Miniflare } from "miniflare";
import { fileURLToPath } from "node:url";

/** The runtime behaviour the Worker is written for (workerd in miniflare 4.20260730 supports it). */
export const COMPATIBILITY_DATE = "2026-07-01";
export const DEFAULT_PORT = 8787;
const BUNDLE = fileURLToPath(new URL("../dist/worker.js", import.meta.url));

export interface LocalServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The grace period for a dropped player, ms (the Worker's default is 20 s). */
  graceMs?: number;
  /** How long a connected player may stay silent during a game, ms (the Worker's default is 15 s). */
  idleMs?: number;
  /** A folder to keep Durable Object storage in across restarts (default: in memory). */
  persistDir?: string;
}

export interface LocalServer {
  /** http://127.0.0.1:PORT/ */
  url: URL;
  close(): Promise<void>;
}

export async function startLocalServer(options: LocalServerOptions = {}): Promise<LocalServer> {
  const mf = new Miniflare({
    modules: true,
    scriptPath: BUNDLE,
    compatibilityDate: COMPATIBILITY_DATE,
    // SQLite-backed, like the deployed class (wrangler.toml: new_sqlite_classes).
    durableObjects: { ROOMS: { className: "RoomObject", useSQLite: true } },
    bindings: {
      ...(options.graceMs === undefined ? {} : { GRACE_MS: String(options.graceMs) }),
      ...(options.idleMs === undefined ? {} : { IDLE_MS: String(options.idleMs) }),
    },
    ...(options.persistDir === undefined ? {} : { durableObjectsPersist: options.persistDir }),
    host: "127.0.0.1",
    port: options.port ?? 0,
  });
  const url = await mf.ready;
  return { url, close: () => mf.dispose() };
}
