// The Worker's bindings (wrangler.toml on Cloudflare; ../local.ts for the local server): the
// Durable Object namespaces, and the room timings and limits as text, each with its default.

export interface Env {
  ROOMS: DurableObjectNamespace;
  /** One counter per client address: new rooms a minute. */
  LIMITS: DurableObjectNamespace;
  /** Which rooms are open (./directory.ts), so that asking about another creates nothing. */
  DIRECTORY: DurableObjectNamespace;
  /**
   * The local server's recycling front (../recycle.ts), told when a room closes so that it counts
   * the open rooms again only then; bound only by a local server that recycles its runtime.
   */
  ROOM_CLOSED?: Fetcher;
  /** Grace period for a dropped player, in ms (default 20000). */
  GRACE_MS?: string;
  /** How long a connected player may stay silent during a game, in ms (default 15000). */
  IDLE_MS?: string;
  /** How far a player may fall behind real time during a game, in ms (default 15000). */
  BEHIND_MS?: string;
  /** How long an empty room is kept, in ms (default 600000). */
  EMPTY_MS?: string;
  /** Outside a game, how long a silent connection stays open, in ms (default 600000; 60000 for one that never sent anything). */
  LOBBY_IDLE_MS?: string;
  QUIET_MS?: string;
  /** New rooms per client a minute (default 10). */
  ROOMS_PER_MINUTE?: string;
  /** `/results` requests per client and room a minute (default 12). */
  RESULTS_PER_MINUTE?: string;
  /**
   * "1": the `CF-Connecting-IP` header names the client (Cloudflare sets it, so wrangler.toml
   * says "1"). A local server sets it only when started with ROOMS_TRUST_CLIENT_IP=1 (load tests
   * from one machine); otherwise a client could write any address there, and every local client
   * counts as one.
   */
  TRUST_CLIENT_IP?: string;
  /**
   * Rooms one process runs at most (a local server: they all share it); past it, or while the
   * process is BUSY_BACKLOG_MS behind, a new room is refused with `busy`. Unset: no count (on
   * Cloudflare each room is its own object, placed by the platform; the backlog still applies).
   */
  ROOMS_CAPACITY?: string;
  /**
   * New rooms one process opens a second (default ROOMS_OPENED_PER_SECOND): past it a new room
   * is refused with `busy` and a `retryAfter` (../limits.ts, OpeningPace).
   */
  ROOMS_OPENED_PER_SECOND?: string;
}
