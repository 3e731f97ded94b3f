// For tests only (the client's and the lobby's): a room socket the test drives — it records what
// was sent and lets the test deliver messages and drop the connection. Never imported by shipped code.
import type { RoomSocket } from "./client.ts";

export class FakeSocket implements RoomSocket {
  readyState = 0;
  sent: { type: string; [field: string]: unknown }[] = [];
  closed = false;
  /** The close code and reason the client gave. */
  closedWith: { code: number | undefined; reason: string | undefined } | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(text: string): void {
    this.sent.push(JSON.parse(text) as { type: string });
  }
  close(code?: number, reason?: string): void {
    this.closed = true;
    this.closedWith = { code, reason };
  }
  /** The server says `message` (an object as JSON, or a text as it is); the socket is open from then. */
  deliver(message: unknown): void {
    this.readyState = 1;
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }
  /** The connection drops: an error, then the close. */
  drop(): void {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({});
  }
}
