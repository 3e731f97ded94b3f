// The Cloudflare Worker: routes /rooms/<CODE> to that room's Durable Object (one object per room,
// named by the code, so Cloudflare places and scales rooms; nothing here is home-made scaling).
// The object holds the room's sockets with the WebSocket hibernation API (acceptWebSocket,
// webSocketMessage/webSocketClose, serializeAttachment) and its state in Durable Object storage,
// so it may be evicted between messages and wake up as it was. The room logic is ../room.ts.
import { GAMES, hookFor } from "../hooks.ts";
import { LEAVE_CLOSE, newRoomCode, PROTOCOL_VERSION, type ErrorCode, type ErrorMessage, type PlayerNumber, type ServerMessage } from "@arcade/core/rooms";
import { BUSY_BACKLOG_MS, LOG_FLUSH_MS, RESULTS_PER_MINUTE, ROOMS_OPENED_PER_SECOND, ROOMS_PER_MINUTE, WindowLimit } from "../limits.ts";
import { DEFAULT_ROOM_OPTIONS, Room, type RoomHost, type RoomOptions } from "../room.ts";
import { alarmTime } from "../room-clock.ts";
import { recordRoom, roomExists } from "./directory.ts";
import { alarmFired, backlog, busyBacklog, heardLate, heldBack, openingTurn, roomActive, roomGone, runningRooms } from "./load.ts";
import { roomAllowed } from "./limiter.ts";
import type { Env } from "./env.ts";
import { answer, busy, CORS, guarded, hex, isUpgrade, json, refuse, roomCode, upgraded } from "./http.ts";

export { RoomDirectory } from "./directory.ts";
export { ClientLimits } from "./limiter.ts";
export type { Env } from "./env.ts";

/** A server that stays behind in its own work waits this long before it takes a new room again. */
const BEHIND_RETRY_S = 5;

/** A positive number from a binding, or undefined. */
function positive(text: string | undefined): number | undefined {
  const value = Number(text);
  return text !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
}

const ROOM_PATH = /^\/rooms\/([^/]+)(\/results)?$/;
/** Durable Object storage takes at most 128 keys per put or delete. */
const STORAGE_BATCH = 128;

/** Who is asking: the client address the platform set (see Env.TRUST_CLIENT_IP), else "local". */
function clientOf(request: Request, env: Env): string {
  return (env.TRUST_CLIENT_IP === "1" ? request.headers.get("CF-Connecting-IP") : null) ?? "local";
}

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    return guarded(request, () => route(request, env));
  },
};

function route(request: Request, env: Env): Response | Promise<Response> {
  const url = new URL(request.url);
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
  if (url.pathname === "/") return json({ service: "pocket-arcade-rooms", protocol: PROTOCOL_VERSION });
  if (url.pathname === "/rooms" && request.method === "POST") {
    return json({ code: newRoomCode((bytes) => crypto.getRandomValues(bytes)) });
  }
  const match = ROOM_PATH.exec(url.pathname);
  if (match === null) return json({ error: "not found" }, 404);
  const code = roomCode(match[1]!);
  if (code === null) return answer(request, "bad-room", "a room code is 4 to 12 of A-Z and 0-9", 400);
  if (match[2] === undefined) {
    if (!isUpgrade(request)) return json({ error: "expected a WebSocket upgrade" }, 426);
    const protocol = url.searchParams.get("protocol");
    if (protocol !== null && protocol !== String(PROTOCOL_VERSION)) {
      return refuse({ type: "error", code: "bad-protocol", message: `this server speaks protocol ${PROTOCOL_VERSION}, not ${protocol}` });
    }
    const game = url.searchParams.get("game") ?? "";
    if (hookFor(game) === undefined)
      return refuse({ type: "error", code: "unknown-game", message: `no game ${JSON.stringify(game)} here (games: ${GAMES.join(", ")})` });
  }
  // Only a socket without a token opens a room: a question about one that is not open is
  // answered here, without creating its object.
  if (match[2] !== undefined || url.searchParams.has("token")) return ifOpen(request, env, code, match[2] !== undefined);
  return env.ROOMS.get(env.ROOMS.idFromName(code)).fetch(request);
}

async function ifOpen(request: Request, env: Env, code: string, results: boolean): Promise<Response> {
  if (await roomExists(env.DIRECTORY, code)) return env.ROOMS.get(env.ROOMS.idFromName(code)).fetch(request);
  if (results) return json({ error: "no such room" }, 404);
  return refuse({ type: "error", code: "expired", message: "this room is gone (an empty room is cleared after a while): start a new one" });
}

interface Attachment {
  player: PlayerNumber;
}

export class RoomObject implements DurableObject {
  private readonly state: DurableObjectState;
  private readonly env: Env;
  private readonly options: RoomOptions;
  private room: Room | null = null;
  /** The timer that writes the room's gathered log entries. */
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  /** `/results` requests per client a minute (in memory). */
  private readonly resultsLimit: WindowLimit;
  /** Players whose connection the room closed during this event (told to the room after it). */
  private readonly closedByRoom = new Set<PlayerNumber>();
  /** When the alarm asked for is due (its lateness is evidence of the backlog). */
  private alarmDue: number | null = null;
  /**
   * Each player's sockets as the runtime lists them, kept until a socket is accepted, closed or
   * replaced (listing them is a call into the runtime, and every relay would make one), and which
   * player each socket plays (its attachment, read once). Both are memory only: a woken object
   * lists and reads them again.
   */
  private readonly socketsOf = new Map<PlayerNumber, WebSocket[]>();
  private readonly playerOf = new WeakMap<WebSocket, PlayerNumber>();
  private readonly host: RoomHost = {
    send: (player, message) => this.send(player, message),
    close: (player, code, message) => this.closePlayer(player, code, message),
    now: () => Date.now(),
    backlog: () => backlog(),
    heldBack: () => heldBack(),
    heardLate: (player, lateMs, sinceStartMs) => {
      if (this.room !== null) heardLate(this.room.code, player, lateMs, sinceStartMs);
    },
    randomSeed: () => hex(crypto.getRandomValues(new Uint8Array(8))),
    randomToken: () => hex(crypto.getRandomValues(new Uint8Array(16))),
    // The room's deadlines are on its clock (now less the backlog): the alarm goes off that much later (../room-clock.ts, alarmTime).
    setAlarm: (at) => {
      this.alarmDue = at === null ? null : alarmTime(at, backlog(), Date.now());
      void (this.alarmDue === null ? this.state.storage.deleteAlarm() : this.state.storage.setAlarm(this.alarmDue));
    },
  };

  constructor(state: DurableObjectState, env: Env) {
    this.state = state;
    this.env = env;
    this.options = {
      ...DEFAULT_ROOM_OPTIONS,
      graceMs: positive(env.GRACE_MS) ?? DEFAULT_ROOM_OPTIONS.graceMs,
      idleMs: positive(env.IDLE_MS) ?? DEFAULT_ROOM_OPTIONS.idleMs,
      behindMs: positive(env.BEHIND_MS) ?? DEFAULT_ROOM_OPTIONS.behindMs,
      emptyMs: positive(env.EMPTY_MS) ?? DEFAULT_ROOM_OPTIONS.emptyMs,
      lobbyIdleMs: positive(env.LOBBY_IDLE_MS) ?? DEFAULT_ROOM_OPTIONS.lobbyIdleMs,
      quietMs: positive(env.QUIET_MS) ?? DEFAULT_ROOM_OPTIONS.quietMs,
    };
    this.resultsLimit = new WindowLimit(positive(env.RESULTS_PER_MINUTE) ?? RESULTS_PER_MINUTE, 60_000);
    // Waking after hibernation (or eviction): the room as stored.
    void state.blockConcurrencyWhile(async () => {
      const room = Room.restore(await state.storage.list(), hookFor, this.host, this.options);
      this.room = room;
      // Woken from hibernation, the players' sockets are still here; after an eviction or a
      // restart they are gone, and their players count as dropped from now (grace period).
      for (const player of [1, 2] as const) if (state.getWebSockets(`p${player}`).length === 0) room?.disconnected(player);
      this.flush();
    });
  }

  fetch(request: Request): Promise<Response> {
    return guarded(request, () => this.handle(request));
  }

  private async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const match = ROOM_PATH.exec(url.pathname)!;
    const token = url.searchParams.get("token");
    if (this.room === null && (match[2] !== undefined || token !== null)) {
      // The directory had it, but the room is gone (it expired meanwhile): nothing is kept for asking.
      await this.forget();
      if (match[2] !== undefined) return json({ error: "no such room" }, 404);
      return refuse({ type: "error", code: "expired", message: "this room is gone (an empty room is cleared after a while): start a new one" });
    }
    if (match[2] !== undefined) return this.results(request);
    const game = url.searchParams.get("game")!;
    if (this.room === null) {
      const refused = await this.open(request, roomCode(match[1]!)!, game);
      if (refused !== null) return refused;
    }
    const room = this.room!;
    roomActive(room.code);
    const joined = room.join(token, game);
    if (!joined.ok) {
      this.flush();
      return refuse({ type: "error", code: joined.code, message: joined.message });
    }
    const tag = `p${joined.player}`;
    // One token, one seat: the newer connection plays; an older one (another tab) is told and closed.
    for (const old of this.state.getWebSockets(tag)) {
      try {
        old.send(
          JSON.stringify({
            type: "error",
            code: "replaced",
            message: "this place is now played from another connection (another tab or device)",
          } satisfies ErrorMessage),
        );
        old.close(4001, "replaced");
      } catch {
        // Already closing.
      }
    }
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.state.acceptWebSocket(server, [tag]);
    server.serializeAttachment({ player: joined.player } satisfies Attachment);
    this.socketsOf.delete(joined.player);
    room.connected(joined.player, joined.rejoined);
    this.flush();
    return upgraded(client);
  }

  /** No room here: this connection opens it if the server has room for it (running games come first): null once open, else the refusal. */
  private async open(request: Request, code: string, game: string): Promise<Response | null> {
    const full = this.full();
    if (full !== null) return refuse(full);
    // New rooms at a pace, so that a crowd arriving at once cannot hold the running rooms'
    // relays: a room waits for its turn (at most OPENING_HOLD_MS), or is told to come back.
    const turn = openingTurn(positive(this.env.ROOMS_OPENED_PER_SECOND) ?? ROOMS_OPENED_PER_SECOND);
    if ("retryAfter" in turn) return refuse(busy(turn.retryAfter));
    if (turn.wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, turn.wait));
      // Another socket may have opened this room meanwhile; the server may have filled up or fallen behind.
      if (this.room !== null) return null;
      const after = this.full();
      if (after !== null) return refuse(after);
    }
    const perMinute = positive(this.env.ROOMS_PER_MINUTE) ?? ROOMS_PER_MINUTE;
    const limited = await roomAllowed(this.env.LIMITS, clientOf(request, this.env), perMinute);
    if (limited !== null) {
      return refuse({
        type: "error",
        code: "too-many-rooms",
        message: `at most ${perMinute} new rooms a minute from one place: try again in ${Math.ceil(limited / 1000)} s`,
      });
    }
    await recordRoom(this.env.DIRECTORY, code, true);
    this.room ??= new Room(code, hookFor(game)!, this.host, this.options);
    return null;
  }

  /** Why this server takes no new room now (`busy`: it runs ROOMS_CAPACITY rooms, or is BUSY_BACKLOG_MS behind), or null. */
  private full(): ErrorMessage | null {
    const capacity = positive(this.env.ROOMS_CAPACITY);
    if (capacity !== undefined && runningRooms() >= capacity)
      return { type: "error", code: "busy", message: "the server is full right now: try again in a minute" };
    return busyBacklog() > BUSY_BACKLOG_MS ? busy(BEHIND_RETRY_S) : null;
  }

  /** Deletes everything this object stores (an empty object leaves nothing behind). */
  private async forget(): Promise<void> {
    if (this.flushTimer !== null) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    await this.state.storage.deleteAlarm();
    await this.state.storage.deleteAll();
  }

  /** The room's finished games (made once when each ended), at most RESULTS_PER_MINUTE a minute per client. */
  private results(request: Request): Response {
    if (this.room === null) return json({ error: "no such room" }, 404);
    const allowed = this.resultsLimit.take(clientOf(request, this.env), Date.now());
    if (!allowed.ok) {
      const seconds = Math.ceil(allowed.retryMs / 1000);
      return json({ error: `too many requests for this room's results: try again in ${seconds} s` }, 429, { "Retry-After": String(seconds) });
    }
    return new Response(this.room.results(), { headers: { "Content-Type": "application/json", ...CORS } });
  }

  webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): void {
    const room = this.room;
    if (room === null) return;
    const player = this.playerOn(ws);
    roomActive(room.code);
    try {
      if (typeof message !== "string")
        ws.send(JSON.stringify({ type: "error", code: "bad-message", message: "messages are JSON text" } satisfies ErrorMessage));
      else room.message(player, message);
    } catch (error) {
      // A fault of the room's own (never the client's message): logged here, not sent.
      console.error("rooms: internal error on a message", error);
    }
    for (const closed of this.closedByRoom) room.disconnected(closed);
    this.closedByRoom.clear();
    this.flush();
  }

  webSocketClose(ws: WebSocket, code: number, reason: string): void {
    // Complete the closing handshake (without it the client waits for the runtime's timeout).
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "closed");
    } catch {
      // Already closed.
    }
    this.closed(ws, code === LEAVE_CLOSE.code && reason === LEAVE_CLOSE.reason);
  }

  webSocketError(ws: WebSocket): void {
    this.closed(ws);
  }

  async alarm(): Promise<void> {
    const room = this.room;
    if (room === null) return;
    if (this.alarmDue !== null) alarmFired(this.alarmDue);
    this.alarmDue = null;
    room.alarm();
    for (const closed of this.closedByRoom) room.disconnected(closed);
    this.closedByRoom.clear();
    if (!room.expired) return this.flush();
    // Empty for long enough: the room and everything it kept go.
    const code = room.code;
    this.room = null;
    roomGone(code);
    await this.forget();
    await recordRoom(this.env.DIRECTORY, code, false);
    await this.env.ROOM_CLOSED?.fetch("https://front/room-closed");
  }

  /** A socket closed: `leaving` when its player left on purpose (LEAVE_CLOSE), else a drop. */
  private closed(ws: WebSocket, leaving = false): void {
    const room = this.room;
    if (room === null) return;
    const player = this.playerOn(ws);
    this.socketsOf.delete(player);
    // A socket replaced by a rejoin closes after the new one is in: the player is still here.
    if (this.state.getWebSockets(`p${player}`).some((other) => other !== ws && other.readyState === WebSocket.OPEN)) return;
    if (leaving) room.left(player);
    else room.disconnected(player);
    this.flush();
  }

  /** The player's sockets (see `socketsOf`). */
  private sockets(player: PlayerNumber): WebSocket[] {
    let sockets = this.socketsOf.get(player);
    if (sockets === undefined) {
      sockets = this.state.getWebSockets(`p${player}`);
      this.socketsOf.set(player, sockets);
    }
    return sockets;
  }

  /** The player a socket plays (see `playerOf`). */
  private playerOn(ws: WebSocket): PlayerNumber {
    let player = this.playerOf.get(ws);
    if (player === undefined) {
      player = (ws.deserializeAttachment() as Attachment).player;
      this.playerOf.set(ws, player);
    }
    return player;
  }

  private send(player: PlayerNumber, message: ServerMessage): void {
    const text = JSON.stringify(message);
    for (const ws of this.sockets(player)) {
      try {
        ws.send(text);
      } catch {
        // Closing already: webSocketClose will tell the room.
      }
    }
  }

  private closePlayer(player: PlayerNumber, code: ErrorCode, message: string): void {
    for (const ws of this.sockets(player)) {
      try {
        ws.send(JSON.stringify({ type: "error", code, message } satisfies ErrorMessage));
        ws.close(1008, code);
      } catch {
        // Closing already.
      }
    }
    this.socketsOf.delete(player);
    this.closedByRoom.add(player);
  }

  /**
   * Stores what the room changed. A change of the room itself ("meta": players, phase, results) is
   * written at once, and the runtime holds this event's outgoing messages until it is stored. The
   * players' input logs, which change with every message, are gathered and written every
   * LOG_FLUSH_MS (../limits.ts says why not more often), without holding the relays back for
   * their confirmation (`allowUnconfirmed`): a pending timer keeps the object from hibernating,
   * so nothing gathered is dropped by hibernation, and if the process crashed with logs
   * unwritten, its players rejoin and `resume` tells them from which frame to send their inputs
   * again.
   */
  private flush(): void {
    const waiting = this.room?.writes.waiting() ?? null;
    if (waiting === "meta") return this.write();
    if (waiting === "logs") this.flushTimer ??= setTimeout(() => this.write(), LOG_FLUSH_MS);
  }

  /** Writes what the room changed; the logs it gathered since the last write go as one entry a player (../storage.ts). */
  private write(): void {
    if (this.flushTimer !== null) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const taken = this.room?.writes.take();
    if (taken === undefined || taken.size === 0) return;
    // Only the logs alone go unconfirmed; a write with the room's meta holds the messages until stored.
    const options = { allowUnconfirmed: !taken.has("meta") };
    const writes = [...taken];
    const puts = writes.filter(([, value]) => value !== undefined);
    const deletes = writes.filter(([, value]) => value === undefined).map(([key]) => key);
    for (let i = 0; i < puts.length; i += STORAGE_BATCH) void this.state.storage.put(Object.fromEntries(puts.slice(i, i + STORAGE_BATCH)), options);
    for (let i = 0; i < deletes.length; i += STORAGE_BATCH) void this.state.storage.delete(deletes.slice(i, i + STORAGE_BATCH), options);
  }
}
