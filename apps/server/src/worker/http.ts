// The Worker's HTTP answers: JSON with CORS, a refused WebSocket upgrade carrying one protocol
// error (a busy server's among them), a handler's fault as a plain 500, and reading a room code
// from a path. No state; index.ts routes with them.
import { ROOM_CODE, type ErrorCode, type ErrorMessage } from "@arcade/core/rooms";

export const CORS = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Methods": "GET, POST, OPTIONS" };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...CORS, ...headers } });
}

export function hex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The answer that hands the client its end of a WebSocket. Compression is declined by the
 * `no_web_socket_compression` compatibility flag (wrangler.toml; ../local.ts says why a header
 * here would not do it).
 */
export function upgraded(client: WebSocket): Response {
  return new Response(null, { status: 101, webSocket: client });
}

/** Answers a WebSocket upgrade with one error message and a close (the protocol's way of saying no). */
export function refuse(error: ErrorMessage): Response {
  const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
  server.accept();
  server.send(JSON.stringify(error));
  server.close(1008, error.code);
  return upgraded(client);
}

/** The error as a refused socket (an upgrade) or as JSON with `status`. */
export function answer(request: Request, code: ErrorCode, message: string, status: number): Response {
  const error: ErrorMessage = { type: "error", code, message };
  return isUpgrade(request) ? refuse(error) : json(error, status);
}

export function isUpgrade(request: Request): boolean {
  return request.headers.get("Upgrade")?.toLowerCase() === "websocket";
}

/** The room code of a path, or null when it is not one (malformed %-escapes included). */
export function roomCode(encoded: string): string | null {
  let code: string;
  try {
    code = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  return ROOM_CODE.test(code) ? code : null;
}

/** What a busy server tells a new room's client: `retryAfter` seconds, said in the message too. */
export function busy(retryAfter: number): ErrorMessage {
  return { type: "error", code: "busy", message: `the server is busy: trying again in ${retryAfter} s`, retryAfter };
}

/** Runs a handler; anything it throws is answered with a plain 500 (no stack, no paths). */
export async function guarded(request: Request, handle: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await handle();
  } catch (error) {
    console.error("rooms: internal error", error);
    return answer(request, "bad-room", "the room could not handle this request", 500);
  }
}
