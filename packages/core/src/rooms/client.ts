// A room connection as a game sees it: one WebSocket to `rooms/<CODE>`, the player's token kept
// from `welcome`, and the drops of a phone's network absorbed — an unexpected close reconnects
// with the token (so the room gives the place back and sends `resume`) until the room's grace
// period would be over. Game-agnostic: the game sends protocol messages and hears the server's.
//
// The socket is made by a function the host passes (the browser's WebSocket in the app, `ws` in
// Node tests), so this file needs neither the DOM nor Node.
import { LEAVE_CLOSE, ROOM_CODE, parseServerMessage, roomUrl, type ClientMessage, type ErrorCode, type PlayerNumber, type ServerMessage } from "./protocol.ts";

/**
 * The part of the WebSocket API the client uses (the browser's WebSocket and Node's `ws` have it).
 * The handlers take `never` so that any socket's own event types fit; the client's handlers say
 * what they read.
 */
export interface RoomSocket {
  readonly readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}

const OPEN = 1;

/**
 * - connecting: the first connection is being made;
 * - connected: the room welcomed this player;
 * - reconnecting: the connection dropped and is being made again with the token;
 * - closed: over — `close()` was called, the room refused the player, or it could not be reached
 *   (see `RoomEnd`).
 */
export type RoomStatus = "connecting" | "connected" | "reconnecting" | "closed";

/** Why a room connection is over. */
export type RoomEnd =
  | { kind: "left" }
  /** The server was never reached (offline, a wrong address, the server down). */
  | { kind: "unreachable" }
  /** The connection dropped and did not come back within the grace period. */
  | { kind: "lost" }
  /**
   * The room refused this player (room-full, too-many-rooms, bad-room, bad-token, expired,
   * bad-protocol, unknown-game), or gave its place to a newer connection with its token (replaced:
   * the same player opened the room in another tab, which now plays; this one stops).
   */
  | { kind: "refused"; code: ErrorCode; message: string };

export interface RoomClientOptions {
  /** The rooms server's origin, e.g. "http://127.0.0.1:8787" or "https://rooms.example.com". */
  server: string;
  code: string;
  game: string;
  /** This player's token from an earlier connection (a page reloaded mid-game): rejoin with it. */
  token?: string;
  openSocket: (url: string) => RoomSocket;
  onMessage: (message: ServerMessage) => void;
  onStatus: (status: RoomStatus, end?: RoomEnd) => void;
  /** Wait between reconnection attempts (ms). */
  retryMs?: number;
  /** Give up reconnecting after this long (ms): a little under the room's 20 s grace period. */
  giveUpMs?: number;
  /** Give up waiting for a busy server (which answers `busy` with `retryAfter`) after this long (ms). */
  busyGiveUpMs?: number;
  /** Time source (ms), for tests. */
  now?: () => number;
}

/** Codes after which the socket is closed by the room and a retry cannot help. */
const REFUSALS: readonly ErrorCode[] = [
  "room-full",
  "too-many-rooms",
  "bad-room",
  "bad-token",
  "expired",
  "replaced",
  "idle",
  "busy",
  "bad-protocol",
  "unknown-game",
];

/** A server's `retryAfter`: whole seconds, 0 to a minute. */
function isRetryAfter(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 60;
}

/**
 * A room code from what a player typed or pasted: a code in any case, or a link that carries one
 * as `room=<code>` (an app link puts it there); null if there is none.
 */
export function roomCodeFrom(text: string): string | null {
  const trimmed = text.trim();
  const code = trimmed.toUpperCase();
  if (ROOM_CODE.test(code)) return code;
  const linked = /[?&#]room=([A-Za-z0-9]+)/.exec(trimmed)?.[1]?.toUpperCase();
  return linked !== undefined && ROOM_CODE.test(linked) ? linked : null;
}

export class RoomClient {
  private socket: RoomSocket | null = null;
  private identity: string | null;
  private current: RoomStatus = "connecting";
  private droppedAt: number | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private refusal: { code: ErrorCode; message: string } | null = null;
  /** A busy server's `retryAfter` (ms) for the connection being closed, and since when the server has been busy. */
  private busyRetryMs: number | null = null;
  private busySince: number | null = null;
  /** Which player this connection is (from `welcome`), or null before it. */
  player: PlayerNumber | null = null;
  private readonly retryMs: number;
  private readonly giveUpMs: number;
  private readonly busyGiveUpMs: number;
  private readonly now: () => number;

  constructor(private readonly options: RoomClientOptions) {
    if (!ROOM_CODE.test(options.code)) throw new Error(`not a room code: ${JSON.stringify(options.code)}`);
    this.identity = options.token ?? null;
    this.retryMs = options.retryMs ?? 1500;
    this.giveUpMs = options.giveUpMs ?? 17_000;
    this.busyGiveUpMs = options.busyGiveUpMs ?? 120_000;
    this.now = options.now ?? (() => Date.now());
    this.open();
  }

  get status(): RoomStatus {
    return this.current;
  }

  get code(): string {
    return this.options.code;
  }

  /** This player's identity in the room (from `welcome`): keep it to rejoin after a reload. */
  get token(): string | null {
    return this.identity;
  }

  /** Sends a message if connected; false if not (the caller keeps what matters and resends after a resume). */
  send(message: ClientMessage): boolean {
    if (this.current !== "connected" || this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Leaves the room: the room frees the place at once (the socket closes with LEAVE_CLOSE). */
  close(): void {
    this.end({ kind: "left" });
  }

  private open(): void {
    const url = roomUrl(this.options.server, this.options.code, this.options.game, this.identity ?? undefined);
    let socket: RoomSocket;
    try {
      socket = this.options.openSocket(url);
    } catch {
      // A malformed address or a blocked scheme: nothing to retry.
      return this.end({ kind: "unreachable" });
    }
    this.socket = socket;
    socket.onmessage = (event: { data: unknown }) => {
      if (this.socket !== socket) return;
      const message = parseServerMessage(event.data);
      if (message === null) return;
      if (message.type === "welcome") {
        this.identity = message.token;
        this.player = message.player;
        this.droppedAt = null;
        this.busySince = null;
        this.setStatus("connected");
      } else if (message.type === "error" && message.code === "busy" && isRetryAfter(message.retryAfter)) {
        // Not a refusal: the server asks to be tried again after that many seconds.
        this.busyRetryMs = message.retryAfter * 1000;
      } else if (message.type === "error" && REFUSALS.includes(message.code)) {
        this.refusal = { code: message.code, message: message.message };
      }
      this.options.onMessage(message);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.dropped();
    };
    // An error is always followed by a close, which decides what happens.
    socket.onerror = () => undefined;
  }

  private dropped(): void {
    this.socket = null;
    if (this.current === "closed") return;
    if (this.refusal) return this.end({ kind: "refused", ...this.refusal });
    const now = this.now();
    if (this.busyRetryMs !== null) return this.busy(now, this.busyRetryMs);
    if (this.player === null) return this.end({ kind: "unreachable" });
    this.droppedAt ??= now;
    if (now - this.droppedAt >= this.giveUpMs) return this.end({ kind: "lost" });
    this.setStatus("reconnecting");
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.current !== "closed") this.open();
    }, this.retryMs);
  }

  /** The server was busy: the same connection again after its `retryAfter`, until busyGiveUpMs have gone by. */
  private busy(now: number, waitMs: number): void {
    this.busyRetryMs = null;
    this.busySince ??= now;
    if (now + waitMs - this.busySince > this.busyGiveUpMs) {
      return this.end({ kind: "refused", code: "busy", message: "the server stayed busy: try again later" });
    }
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.current !== "closed") this.open();
    }, waitMs);
  }

  private end(end: RoomEnd): void {
    if (this.current === "closed") return;
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        // Only a player's own leaving frees the place at once; a refusal is not a leave.
        if (end.kind === "left") socket.close(LEAVE_CLOSE.code, LEAVE_CLOSE.reason);
        else socket.close(1000);
      } catch {
        // Already closing.
      }
    }
    this.current = "closed";
    this.options.onStatus("closed", end);
  }

  private setStatus(status: RoomStatus): void {
    if (this.current === status) return;
    this.current = status;
    this.options.onStatus(status);
  }
}
