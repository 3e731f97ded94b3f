// The room server on this machine: Miniflare runs the bundled Worker (dist/worker.js, made by
// scripts/build.ts) in the real workerd runtime on 127.0.0.1 only, with Durable Object storage in
// memory or in a folder (kept across restarts). Used by `pnpm server`, the tests and the load test.
import { Miniflare, Response, type MiniflareOptions } from "miniflare";
import { existsSync, rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ALL_SHARDS } from "./directory-shards.ts";
import { Recycler } from "./recycle.ts";

/** The runtime behaviour the Worker is written for (workerd in miniflare 4.20260730 supports it). */
export const COMPATIBILITY_DATE = "2026-07-01";
/**
 * As wrangler.toml: `no_web_socket_compression` declines the permessage-deflate that browsers
 * offer (an empty `Sec-WebSocket-Extensions` in the answer does not: workerd negotiates it all
 * the same). README, "Load test", says what compression cost and why the rooms do without it.
 */
export const COMPATIBILITY_FLAGS = ["no_web_socket_compression"];
export const DEFAULT_PORT = 8787;
const BUNDLE = fileURLToPath(new URL("../dist/worker.js", import.meta.url));
/** Where `pnpm server` keeps rooms unless ROOMS_DIR says otherwise (gitignored). */
export const DEFAULT_ROOMS_DIR = fileURLToPath(new URL("../.rooms", import.meta.url));

export interface LocalServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The grace period for a dropped player, ms (the Worker's default is 20 s). */
  graceMs?: number;
  /** How long a connected player may stay silent during a game, ms (the Worker's default is 15 s). */
  idleMs?: number;
  /** How far a player may fall behind real time, ms (the Worker's default is 15 s). */
  behindMs?: number;
  /** How long an empty room is kept, ms (the Worker's default is 10 minutes). */
  emptyMs?: number;
  /** Outside a game, how long a silent connection stays open, ms (the Worker's default is 10 minutes). */
  lobbyIdleMs?: number;
  /** How long a connection that never sent anything stays open outside a game, ms (the Worker's default is 60 s). */
  quietMs?: number;
  /** New rooms per client a minute (the Worker's default is 10). */
  roomsPerMinute?: number;
  /** `/results` requests per client and room a minute (the Worker's default is 12). */
  resultsPerMinute?: number;
  /**
   * Take the `CF-Connecting-IP` header as the client's address (for load tests from one machine,
   * each client naming itself); off by default, as a client could write any address there.
   */
  trustClientIp?: boolean;
  /** Rooms this server runs at once at most; past it a new room is refused with `busy` (default: no count, only the backlog). */
  capacity?: number;
  /** New rooms this server opens a second; past it a new room hears `busy` with a `retryAfter` (default: the Worker's, 10). */
  openedPerSecond?: number;
  /**
   * A folder to keep Durable Object storage in across restarts. Default: a temporary folder, gone
   * when the server stops, on a memory filesystem where there is one (/dev/shm), as nothing in it
   * outlives the process: every room's SQLite commit then costs no wait for the disk (see
   * MEMORY_FS).
   */
  persistDir?: string;
  /**
   * Recycle the workerd process after this long (ms) with no open connection and no open room
   * (./recycle.ts says why and how); unset: never. Clients then reach it through a front in this
   * process, which costs this process the copying of every byte.
   */
  recycleIdleMs?: number;
  /** With `recycleIdleMs`: told when a restart begins (tests). */
  onRecycle?: () => void;
  /** Opens workerd's V8 inspector on a free port (the load test's --profile): `LocalServer.inspector()` gives its address. */
  inspector?: boolean;
}

export interface LocalServer {
  /** http://127.0.0.1:PORT/ */
  url: URL;
  /** How many times the workerd process was recycled (always 0 without `recycleIdleMs`). */
  readonly recycles: number;
  /** The V8 inspector's address, with the `inspector` option (else null). */
  inspector(): Promise<URL | null>;
  close(): Promise<void>;
}

/**
 * Where a server's throw-away storage goes. Each room's storage is a SQLite file whose every
 * commit waits for the disk (fsync) on workerd's one thread, holding back every other room's
 * messages meanwhile; on a memory filesystem that wait is nil, and storage that is deleted when
 * the server stops gains nothing from it.
 */
const MEMORY_FS = "/dev/shm";

export async function startLocalServer(options: LocalServerOptions = {}): Promise<LocalServer> {
  const bindings: Record<string, string> = {};
  const bind = (name: string, value: number | undefined): void => void (value === undefined ? undefined : (bindings[name] = String(value)));
  bind("GRACE_MS", options.graceMs);
  bind("IDLE_MS", options.idleMs);
  bind("BEHIND_MS", options.behindMs);
  bind("EMPTY_MS", options.emptyMs);
  bind("LOBBY_IDLE_MS", options.lobbyIdleMs);
  bind("QUIET_MS", options.quietMs);
  bind("ROOMS_PER_MINUTE", options.roomsPerMinute);
  bind("RESULTS_PER_MINUTE", options.resultsPerMinute);
  bind("ROOMS_CAPACITY", options.capacity);
  bind("ROOMS_OPENED_PER_SECOND", options.openedPerSecond);
  if (options.trustClientIp === true) bindings.TRUST_CLIENT_IP = "1";
  const scratch = options.persistDir === undefined ? await mkdtemp(join(existsSync(MEMORY_FS) ? MEMORY_FS : tmpdir(), "arcade-rooms-")) : null;
  const recycling = options.recycleIdleMs !== undefined;
  let recycler: Recycler | null = null;
  const config: MiniflareOptions = {
    modules: true,
    scriptPath: BUNDLE,
    compatibilityDate: COMPATIBILITY_DATE,
    compatibilityFlags: COMPATIBILITY_FLAGS,
    // SQLite-backed, like the deployed classes (wrangler.toml: new_sqlite_classes).
    durableObjects: {
      ROOMS: { className: "RoomObject", useSQLite: true },
      LIMITS: { className: "ClientLimits", useSQLite: true },
      DIRECTORY: { className: "RoomDirectory", useSQLite: true },
    },
    bindings,
    durableObjectsPersist: options.persistDir ?? scratch!,
    host: "127.0.0.1",
    // Clients reach the Worker on a socket of its own, not through Miniflare's front worker, which
    // would answer their WebSocket offers with compression whatever the Worker's flags say, and
    // relay every message through a second socket. Behind the recycling front, that socket takes a
    // free port, and the runtime tells the front of each room that closes (the Worker's
    // ROOM_CLOSED), after which it counts the open rooms again.
    port: 0,
    unsafeDirectSockets: [{ host: "127.0.0.1", port: recycling ? 0 : (options.port ?? 0) }],
    ...(options.inspector === true ? { inspectorPort: 0, unsafeInspectorProxy: true } : {}),
    ...(recycling
      ? {
          serviceBindings: {
            ROOM_CLOSED: () => {
              recycler?.roomClosed();
              return new Response(null, { status: 204 });
            },
          },
        }
      : {}),
  };
  let mf = new Miniflare(config);
  // The scratch folder goes with the server, or with the process if it never closes the server
  // (a memory filesystem's files hold memory until deleted).
  const atExit = (): void => void (scratch === null ? undefined : rmSync(scratch, { recursive: true, force: true }));
  process.once("exit", atExit);
  const forget = async (): Promise<void> => {
    process.off("exit", atExit);
    if (scratch !== null) await rm(scratch, { recursive: true, force: true });
  };
  const ready = await mf.ready
    .then(() => mf.unsafeGetDirectURL())
    .catch(async (error: unknown) => {
      await forget();
      throw error;
    });
  const inspector = (): Promise<URL | null> => (options.inspector === true ? mf.getInspectorURL() : Promise.resolve(null));
  if (!recycling) {
    return {
      url: ready,
      recycles: 0,
      inspector,
      close: async () => {
        await mf.dispose();
        await forget();
      },
    };
  }
  recycler = new Recycler(
    {
      idleMs: options.recycleIdleMs!,
      openRooms: async () => {
        const directory = await mf.getDurableObjectNamespace("DIRECTORY");
        let open = 0;
        for (const shard of ALL_SHARDS) {
          const response = await directory.get(directory.idFromName(shard)).fetch("https://directory/count");
          open += ((await response.json()) as { open: number }).open;
        }
        return open;
      },
      restart: async () => {
        await mf.dispose();
        mf = new Miniflare(config);
        await mf.ready;
        return Number((await mf.unsafeGetDirectURL()).port);
      },
      ...(options.onRecycle === undefined ? {} : { onRestart: options.onRecycle }),
    },
    Number(ready.port),
  );
  const port = await recycler.listen(options.port ?? 0);
  return {
    url: new URL(`http://127.0.0.1:${port}/`),
    get recycles() {
      return recycler.recycles;
    },
    inspector,
    close: async () => {
      await recycler.close();
      await mf.dispose();
      await forget();
    },
  };
}
