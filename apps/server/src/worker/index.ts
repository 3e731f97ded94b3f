// The Cloudflare Worker: routes /rooms/<CODE> to that room's Durable Object (one object per room,
// named by the code, so Cloudflare places and scales rooms; nothing here is home-made scaling).
// The object holds the room's sockets with the WebSocket hibernation API (acceptWebSocket,
// webSocketMessage/webSocketClose, serializeAttachment) and its state in Durable Object storage,
// so it may be evicted between messages and wake up as it was. The room logic is ../room.ts.
import { GAMES, hookFor } from "../hooks.ts";
import { newRoomCode, PROTOCOL_VERSION, ROOM_CODE, type ErrorMessage, type PlayerNumber, type ServerMessage } from "@arcade/core/rooms";
import { DEFAULT_ROOM_OPTIONS, Room, type RoomHost, type RoomOptions } from "../room.ts";

export interface Env {
  ROOMS: DurableObjectNamespace;
  /** Grace period for a dropped player, in ms (default 20000). */
  GRACE_MS?: string;
  /** How long a connected player may stay silent during a game, in ms (default 15000). */
  IDLE_MS?: string;
}

/** A positive number of ms from a binding, or undefined. */
function millis(text: string | undefined): number | undefined {
  const value = Number(text);
  return text !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
}

const CORS = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Methods": "GET, POST, OPTIONS" };
const ROOM_PATH = /^\/rooms\/([^/]+)(\/results)?$/;
/** How often gathered input logs are written to storage. */
const LOG_FLUSH_MS = 250;
/** Durable Object storage takes at most 128 keys per put or delete. */
const STORAGE_BATCH = 128;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...CORS } });
}

function hex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Answers a WebSocket upgrade with one error message and a close (the protocol's way of saying no). */
function refuse(error: ErrorMessage): Response {
  const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
  server.accept();
  server.send(JSON.stringify(error));
  server.close(1008, error.code);
  return new Response(null, { status: 101, webSocket: client });
}

function isUpgrade(request: Request): boolean {
  return request.headers.get("Upgrade")?.toLowerCase() === "websocket";
}

export default {
  fetch(request: Request, env: Env): Response | Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
    if (url.pathname === "/") return json({ service: "pocket-arcade-rooms", protocol: PROTOCOL_VERSION });
    if (url.pathname === "/rooms" && request.method === "POST") {
      return json({ code: newRoomCode((bytes) => crypto.getRandomValues(bytes)) });
    }
    const match = ROOM_PATH.exec(url.pathname);
    if (match === null) return json({ error: "not found" }, 404);
    const code = decodeURIComponent(match[1]!);
    if (!ROOM_CODE.test(code)) {
      const error: ErrorMessage = { type: "error", code: "bad-room", message: "a room code is 4 to 12 of A-Z and 0-9" };
      return isUpgrade(request) ? refuse(error) : json(error, 400);
    }
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
    return env.ROOMS.get(env.ROOMS.idFromName(code)).fetch(request);
  },
};

interface Attachment {
  player: PlayerNumber;
}

export class RoomObject implements DurableObject {
  private readonly state: DurableObjectState;
  private readonly options: RoomOptions;
  private room: Room | null = null;
  /** Storage writes gathered since the last write (undefined = delete), and the timer that writes them. */
  private readonly unwritten = new Map<string, unknown>();
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly host: RoomHost = {
    send: (player, message) => this.send(player, message),
    now: () => Date.now(),
    randomSeed: () => hex(crypto.getRandomValues(new Uint8Array(8))),
    randomToken: () => hex(crypto.getRandomValues(new Uint8Array(16))),
    setAlarm: (at) => void (at === null ? this.state.storage.deleteAlarm() : this.state.storage.setAlarm(at)),
  };

  constructor(state: DurableObjectState, env: Env) {
    this.state = state;
    this.options = { ...DEFAULT_ROOM_OPTIONS };
    this.options.graceMs = millis(env.GRACE_MS) ?? this.options.graceMs;
    this.options.idleMs = millis(env.IDLE_MS) ?? this.options.idleMs;
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

  fetch(request: Request): Response {
    const url = new URL(request.url);
    const match = ROOM_PATH.exec(url.pathname)!;
    if (match[2] !== undefined) return this.room === null ? json({ error: "no such room" }, 404) : json(this.room.results());
    const game = url.searchParams.get("game")!;
    this.room ??= new Room(decodeURIComponent(match[1]!), hookFor(game)!, this.host, this.options);
    const joined = this.room.join(url.searchParams.get("token"), game);
    if (!joined.ok) {
      this.flush();
      return refuse({ type: "error", code: joined.code, message: joined.message });
    }
    const tag = `p${joined.player}`;
    // A rejoin replaces a connection the server still thinks is open.
    for (const old of this.state.getWebSockets(tag)) old.close(4000, "replaced by a newer connection");
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.state.acceptWebSocket(server, [tag]);
    server.serializeAttachment({ player: joined.player } satisfies Attachment);
    this.room.connected(joined.player, joined.rejoined);
    this.flush();
    return new Response(null, { status: 101, webSocket: client });
  }

  webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): void {
    const room = this.room;
    if (room === null) return;
    const { player } = ws.deserializeAttachment() as Attachment;
    if (typeof message !== "string") ws.send(JSON.stringify({ type: "error", code: "bad-message", message: "messages are JSON text" } satisfies ErrorMessage));
    else room.message(player, message);
    this.flush();
  }

  webSocketClose(ws: WebSocket, code: number): void {
    // Complete the closing handshake (without it the client waits for the runtime's timeout).
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "closed");
    } catch {
      // Already closed.
    }
    this.closed(ws);
  }

  webSocketError(ws: WebSocket): void {
    this.closed(ws);
  }

  alarm(): void {
    this.room?.alarm();
    this.flush();
  }

  private closed(ws: WebSocket): void {
    const room = this.room;
    if (room === null) return;
    const { player } = ws.deserializeAttachment() as Attachment;
    // A socket replaced by a rejoin closes after the new one is in: the player is still here.
    if (this.state.getWebSockets(`p${player}`).some((other) => other !== ws && other.readyState === WebSocket.OPEN)) return;
    room.disconnected(player);
    this.flush();
  }

  private send(player: PlayerNumber, message: ServerMessage): void {
    const text = JSON.stringify(message);
    for (const ws of this.state.getWebSockets(`p${player}`)) {
      try {
        ws.send(text);
      } catch {
        // Closing already: webSocketClose will tell the room.
      }
    }
  }

  /**
   * Stores what the room changed. A change of the room itself ("meta": players, phase, results) is
   * written at once, and the runtime holds this event's outgoing messages until it is stored. The
   * players' input logs, which change with every message, are gathered and written every
   * LOG_FLUSH_MS: one storage write per room a few times a second instead of one per message (a
   * write per message held every relay back until it was stored). A pending timer keeps the
   * object from hibernating, so nothing gathered is dropped by hibernation; if the object
   * crashed with logs unwritten, its players rejoin and `resume` tells them from which frame to
   * send their inputs again.
   */
  private flush(): void {
    const writes = this.room?.takeWrites();
    if (writes !== undefined) for (const [key, value] of writes) this.unwritten.set(key, value);
    if (this.unwritten.size === 0) return;
    if (this.unwritten.has("meta")) return this.write();
    this.flushTimer ??= setTimeout(() => this.write(), LOG_FLUSH_MS);
  }

  private write(): void {
    if (this.flushTimer !== null) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const writes = [...this.unwritten];
    this.unwritten.clear();
    const puts = writes.filter(([, value]) => value !== undefined);
    const deletes = writes.filter(([, value]) => value === undefined).map(([key]) => key);
    for (let i = 0; i < puts.length; i += STORAGE_BATCH) void this.state.storage.put(Object.fromEntries(puts.slice(i, i + STORAGE_BATCH)));
    for (let i = 0; i < deletes.length; i += STORAGE_BATCH) void this.state.storage.delete(deletes.slice(i, i + STORAGE_BATCH));
  }
}
