// The local server's front: a TCP listener that hands every connection to the current workerd
// process, and recycles that process when it has been idle. Why: workerd's allocator (tcmalloc,
// linked into it) keeps the pages that games freed for reuse and never hands them back, so a
// long-running local server stays at its peak memory after every room is gone (README, "Memory,
// and recycling the idle local server"). Restarting workerd when nothing depends on it gives that
// memory back; the rooms' storage is on disk (or a memory filesystem) and outlives the process.
// On Cloudflare the platform manages isolates and this does not apply.
//
// The policy: a restart only when no connection has been open for `idleMs` and no room is open
// (the rooms directory counts none), so no socket is dropped and no room is lost. Connections
// that arrive while the restart runs wait (their bytes stay buffered) and are handed to the new
// process once it is ready; one arriving while the check runs calls the restart off.
//
// The rooms are counted only when the count may have changed since the last one: after a
// connection (which may have opened a room, or left one to expire), or when the runtime tells of a
// room that closed (`roomClosed`; an empty room expires on its own alarm, with no connection).
// Counting asks every directory shard, which wakes each object and opens its SQLite files (16
// shards: 48 files, closed again about 10 s after the last question), so a count every `idleMs`
// while a room waits to expire would keep them all open.
import { connect, createServer, type Server, type Socket } from "node:net";

export interface RecyclerOptions {
  /** How long with no open connection before the process is recycled (if no room is open), ms. */
  idleMs: number;
  /** How many rooms are open (none: the process may go). */
  openRooms(): Promise<number>;
  /** Replaces the runtime process: resolves with the new one's port. */
  restart(): Promise<number>;
  /** Told when a restart begins (for tests: a request made then must wait and be answered). */
  onRestart?: () => void;
}

export class Recycler {
  private readonly server: Server;
  private readonly open = new Set<Socket>();
  private target: number;
  /** While a check or restart runs: settles when new connections may go on to `target`. */
  private pausing: Promise<void> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  /** Whether the rooms may have changed since they were last counted (at first: never counted). */
  private changed = true;
  /** Restarts made so far. */
  recycles = 0;

  constructor(
    private readonly options: RecyclerOptions,
    /** The runtime's port now. */
    target: number,
  ) {
    this.target = target;
    this.server = createServer((client) => this.accept(client));
  }

  /** Listens on 127.0.0.1:port (0: a free one); resolves with the port. */
  listen(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, "127.0.0.1", () => {
        this.armIdle();
        resolve((this.server.address() as { port: number }).port);
      });
    });
  }

  /** Stops listening and closes every connection (after a restart under way). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    await this.pausing;
    for (const socket of this.open) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The runtime tells of a room that closed: once idle, the rooms are counted again. */
  roomClosed(): void {
    this.changed = true;
    if (this.open.size === 0 && this.pausing === null) this.armIdle();
  }

  private accept(client: Socket): void {
    this.open.add(client);
    this.changed = true;
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    client.on("error", () => client.destroy());
    client.on("close", () => {
      this.open.delete(client);
      if (this.open.size === 0) this.armIdle();
    });
    // Until piped, what the client sends stays in its socket's buffer.
    if (this.pausing === null) this.pipe(client);
    else void this.pausing.then(() => this.pipe(client));
  }

  private pipe(client: Socket): void {
    if (client.destroyed) return;
    const upstream = connect(this.target, "127.0.0.1");
    upstream.on("error", () => client.destroy());
    upstream.on("close", () => client.destroy());
    client.on("close", () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }

  private armIdle(): void {
    if (this.closed) return;
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.recycle(), this.options.idleMs);
  }

  private async recycle(): Promise<void> {
    this.idleTimer = null;
    // Nothing changed since the rooms were counted and found open: wait to be told of a change.
    if (this.closed || this.open.size > 0 || this.pausing !== null || !this.changed) return;
    let resume = (): void => undefined;
    this.pausing = new Promise<void>((resolve) => (resume = resolve));
    this.changed = false;
    try {
      const rooms = await this.options.openRooms();
      // A connection that came during the check, or a room still open: not now.
      if (this.closed || this.open.size > 0 || rooms > 0) return;
      this.options.onRestart?.();
      this.target = await this.options.restart();
      this.recycles++;
    } catch (error) {
      console.error("rooms: the idle runtime could not be recycled", error);
      this.changed = true;
    } finally {
      this.pausing = null;
      resume();
      // A room that closed while they were counted (or a count that failed): count again.
      if (this.changed && this.open.size === 0) this.armIdle();
    }
  }
}
