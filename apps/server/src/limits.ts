// Every bound the rooms server keeps, in one place, with the small counters that keep them. Each
// is stated in apps/server/README.md ("Limits"); what happens past it is said beside it.
import { MESSAGE_BURST, MESSAGES_PER_SECOND } from "@arcade/core/rooms";

export const FRAMES_PER_SECOND = 60;

/**
 * How far a player's frame may fall behind real time since `game_start` (frames =
 * 60 × seconds since the room sent it): BEHIND_MS, plus BEHIND_SHARE of the time since the
 * start. The fixed part holds the app's 1.5 s countdown, the network, a reload's rejoin and short
 * pauses, added up over the game; the share holds a slow device whose frames run below 60 a
 * second (the app's clock drops time past 5 steps a frame). A player further behind forfeits: one
 * that never advances its frame does so 20 s after the start.
 */
export const BEHIND_MS = 15_000;
export const BEHIND_SHARE = 0.25;
/**
 * Frames one batch may advance a stream by (60 s): a client sends a batch at least every second,
 * and after a drop it is back within the 20 s grace period, so an honest batch never comes near;
 * it bounds the work one message asks of the checker (a jump to the 2-hour limit would re-run
 * every frame in one go).
 */
export const MAX_FRAMES_PER_BATCH = 60 * 60;
/**
 * How far ahead of a player's own stream (its last batch's frame) the room sends it the
 * opponent's batches: 60 frames, one second. An honest client plays in real time, a batch every
 * 100 ms, so the opponent it sees is never held back; one that keeps its frame back to watch the
 * opponent first gains at most this second. Once a player's game has ended it is sent everything.
 */
export const RELAY_WINDOW_FRAMES = 60;
/** Inputs stamped with one frame (a person presses a few keys in 1/60 s; a bot's whole piece fits). */
export const MAX_INPUTS_PER_FRAME = 32;
/** Inputs stamped within one second of the game (frames 60s … 60s + 59). */
export const MAX_INPUTS_PER_GAME_SECOND = 240;
/** Inputs of one player in one game (an hour at 14 a second). */
export const MAX_INPUTS_PER_GAME = 50_000;
/**
 * Characters of JSON one player's stream may take in storage in one game (about 28,000 inputs:
 * 45 minutes at 10 a second). Its replay, stored as one value when the game ends, stays under
 * the 2 MB a Durable Object value may have, and a `resume` with both streams under the 1 MiB a
 * WebSocket message may have.
 */
export const MAX_STREAM_CHARS = 400_000;
/** Characters of JSON the finished games kept with a room may take (older games are dropped first). */
export const MAX_RESULTS_CHARS = 4_000_000;
/**
 * Messages refused as too fast before the connection is closed: the first refusal of a run is
 * answered (`too-fast`), the rest are counted silently, and the FLOOD_LIMIT-th closes the socket.
 */
export const FLOOD_LIMIT = 50;
/**
 * Times one player (token) may take its place back in a minute: a reload or a lost network
 * needs a few; more only resets nothing (the message rate is the player's, not the
 * connection's) and would flood the opponent with "disconnected" / "reconnected".
 */
export const REJOINS_PER_MINUTE = 10;
/**
 * A new room is refused (`busy`) while the process is this far behind in handling its events
 * (src/worker/load.ts): the games it runs come first.
 */
export const BUSY_BACKLOG_MS = 200;
/**
 * New rooms one process opens a second, and at once. Opening a room (its object and storage, the
 * client's counter, the directory, two sockets, the game's start) costs the process's one thread
 * as much as a running room's batches for several seconds (`bench -- --opening`), so a crowd
 * opening rooms together would hold every running room's relays. A new room past the pace waits
 * for its turn (OPENING_HOLD_MS at most: its socket simply takes that much longer to open); past
 * that it is refused with `busy` and a `retryAfter`, spread so the refused come back at the pace.
 */
export const ROOMS_OPENED_PER_SECOND = 10;
export const ROOMS_OPENED_BURST = 2;
export const OPENING_HOLD_MS = 2_000;

/**
 * How often a room writes the input logs gathered since its last write (a change of the room
 * itself, its `meta`, is written at once). Locally every room's storage is a SQLite file whose
 * commit waits for the disk (fsync) on workerd's one thread, so each write holds back every
 * room's messages: at 250 ms, 4 commits a second a room (800 at 200 rooms). The cost: a crash of the
 * process loses at most this much of the accepted inputs, and its players resend them from the
 * frame `resume` names when they rejoin.
 */
export const LOG_FLUSH_MS = 1000;
/**
 * During a game a player is silent after `idleMs` without a message while its opponent was heard
 * from; with both silent (a stall of the server or the network: nobody's fault) only after this
 * many times `idleMs`.
 */
export const SILENCE_CAP = 4;
/** The objects the directory of open rooms is spread over (src/worker/directory.ts): a hash of the code picks one. */
export const DIRECTORY_SHARDS = 16;
/** New rooms one client (address) may open in a minute. */
export const ROOMS_PER_MINUTE = 10;
/** `GET /rooms/<CODE>/results` requests one client may make to a room in a minute. */
export const RESULTS_PER_MINUTE = 12;
/** An empty room (no player has a place) is deleted this long after its last player left. */
export const EMPTY_ROOM_MS = 10 * 60_000;
/**
 * Outside a game (the lobby, the results), a connection silent this long is closed (`idle`): a
 * player waiting this long for a friend starts again. One that has sent nothing at all since it
 * connected (the app sends `ready` at once) is closed after QUIET_SOCKET_MS.
 */
export const LOBBY_IDLE_MS = 10 * 60_000;
export const QUIET_SOCKET_MS = 60_000;

/** The frame below which a player `elapsedMs` after the start is too far behind (BEHIND_SHARE of the time is slack too). */
export function dueFrame(elapsedMs: number, behindMs: number): number {
  return realFrame((1 - BEHIND_SHARE) * elapsedMs - behindMs);
}

/** The frame real time has reached `ms` after the game started. */
export function realFrame(ms: number): number {
  return Math.floor((ms * FRAMES_PER_SECOND) / 1000);
}

/**
 * A connection's message rate: a bucket of MESSAGE_BURST refilled at MESSAGES_PER_SECOND, and the
 * flood count. The bucket refills by the time that passed between two messages, on the server's
 * clock or, for a game's batches, on the sender's own (its frames): messages the server read late
 * and together were still sent apart, and a sender's clock held to real time (by the caller) gives
 * no more than real time would.
 */
export class MessageRate {
  private tokens = MESSAGE_BURST;
  private at: number;
  /** The sender's clock at its last batch (ms of its game), or null before one. */
  private sentAt: number | null = null;
  /** Messages refused since the connection opened. */
  refused = 0;
  /** Whether the last message was refused (a run of refusals is answered once). */
  private refusing = false;

  constructor(now: number) {
    this.at = now;
  }

  /** A new game: its sender's clock starts again. */
  newGame(): void {
    this.sentAt = null;
  }

  /**
   * "ok", "refuse" (answer too-fast), "quiet" (refuse silently) or "flood" (close the connection).
   * `backlogMs`: how long the host has been behind in reading; messages it held that long come
   * together, so the bucket may hold that many seconds' more (it refills by real time meanwhile):
   * the rate counts what a client sent, not how the server's delay bunched it. `sentMs`: a game
   * batch's time on its sender's clock (its frame, at most the game's real time): the bucket
   * refills by the larger of the two clocks' steps.
   */
  take(now: number, backlogMs = 0, sentMs?: number): "ok" | "refuse" | "quiet" | "flood" {
    const cap = MESSAGE_BURST + (Math.max(0, backlogMs) * MESSAGES_PER_SECOND) / 1000;
    let step = now - this.at;
    // The sender's clock only goes forward (a batch stamped earlier, refused later for it, gives
    // nothing), so over a game it adds at most the game's real time: never more than twice the rate.
    if (sentMs !== undefined && (this.sentAt === null || sentMs > this.sentAt)) {
      if (this.sentAt !== null) step = Math.max(step, sentMs - this.sentAt);
      this.sentAt = sentMs;
    }
    this.tokens = Math.min(cap, this.tokens + (step * MESSAGES_PER_SECOND) / 1000);
    this.at = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusing = false;
      return "ok";
    }
    this.refused++;
    if (this.refused >= FLOOD_LIMIT) return "flood";
    const first = !this.refusing;
    this.refusing = true;
    return first ? "refuse" : "quiet";
  }
}

/**
 * The pace of new rooms: each gets a turn, `burst` at once and then one every 1/`perSecond` s (a
 * virtual schedule, as GCRA keeps it: nothing is counted per second, so turns never bunch at
 * second boundaries). A room whose turn is at most `holdMs` away waits for it; one further away is
 * refused and told when to come back, each later than the one before by one turn, so a crowd
 * refused together comes back at the pace rather than all at once. A refused room reserves nothing.
 */
export class OpeningPace {
  /** When the turn after the last one given would be, with no burst left. */
  private next: number;
  /** The latest time a refused room was told to come back at. */
  private promised = -Infinity;
  private readonly turnMs: number;

  constructor(
    perSecond: number,
    private readonly burst: number,
    private readonly holdMs: number,
    now: number,
  ) {
    this.turnMs = 1000 / perSecond;
    this.next = now;
  }

  /** `wait`: this room's turn is that many ms from now (0: at once; counted); `retryAfter`: refused, come back after that many seconds (≥ 1). */
  take(now: number): { wait: number } | { retryAfter: number } {
    const turn = Math.max(now, this.next - (this.burst - 1) * this.turnMs);
    if (turn - now <= this.holdMs) {
      this.next = Math.max(this.next, turn) + this.turnMs;
      return { wait: turn - now };
    }
    this.promised = Math.max(this.promised + this.turnMs, turn);
    return { retryAfter: Math.max(1, Math.ceil((this.promised - now) / 1000)) };
  }
}

/** At most `limit` events per `windowMs` for each key (a sliding window of their times). */
export class WindowLimit {
  private readonly times = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts an event for `key` if it is within the limit; otherwise the ms until one more is allowed. */
  take(key: string, now: number): { ok: true } | { ok: false; retryMs: number } {
    const recent = (this.times.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.times.set(key, recent);
      return { ok: false, retryMs: recent[0]! + this.windowMs - now };
    }
    recent.push(now);
    this.times.set(key, recent);
    // Keys with nothing recent are forgotten, so the map holds only active clients.
    if (this.times.size > 1000) for (const [other, at] of this.times) if (at.every((t) => t <= now - this.windowMs)) this.times.delete(other);
    return { ok: true };
  }
}

/** A room's clock-driven bounds (the Worker may shorten them for tests through its environment). */
export interface RoomOptions {
  /** How long a dropped player keeps their place (and a game waits) before leaving or forfeiting. */
  graceMs: number;
  /**
   * During a game, a connected player silent this long forfeits: clients send an `inputs` batch
   * (empty is fine) at least every second.
   */
  idleMs: number;
  /** How far a player's frame may fall behind real time since game_start before it forfeits. */
  behindMs: number;
  /** An empty room is deleted this long after its last player left. */
  emptyMs: number;
  /** Finished games kept with the room (results and both replays); older ones are dropped. */
  gamesKept: number;
  /** Outside a game, a connection silent this long is closed; one that never sent anything, after `quietMs`. */
  lobbyIdleMs: number;
  quietMs: number;
}

export const DEFAULT_ROOM_OPTIONS: RoomOptions = {
  graceMs: 20_000,
  idleMs: 15_000,
  behindMs: BEHIND_MS,
  emptyMs: EMPTY_ROOM_MS,
  gamesKept: 20,
  lobbyIdleMs: LOBBY_IDLE_MS,
  quietMs: QUIET_SOCKET_MS,
};
