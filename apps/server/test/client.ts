// A test and load-test client: a real WebSocket (the `ws` package) with its messages queued, so a
// test can await "the next message of this type" with a bounded wait.
import WebSocket from "ws";
import { LEAVE_CLOSE, roomUrl, type ClientMessage, type ServerMessage } from "@arcade/core/rooms";

type Of<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;

export class Client {
  readonly received: ServerMessage[] = [];
  private readonly socket: WebSocket;
  private cursor = 0;
  private waiter: (() => void) | null = null;
  closed = false;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on("message", (data: Buffer) => {
      this.received.push(JSON.parse(data.toString("utf8")) as ServerMessage);
      this.waiter?.();
    });
    socket.on("close", () => {
      this.closed = true;
      this.waiter?.();
    });
  }

  /** Opens ws://…/rooms/CODE?game=…(&token=…) and waits until the socket is open. */
  static async open(
    server: URL,
    code: string,
    options: { game?: string; token?: string; protocol?: number; headers?: Record<string, string> } = {},
  ): Promise<Client> {
    const url = new URL(roomUrl(server.href, code, options.game ?? "tetris", options.token));
    if (options.protocol !== undefined) url.searchParams.set("protocol", String(options.protocol));
    return Client.openUrl(url.href, options.headers);
  }

  /**
   * Opens a room as a player and waits for its `welcome`; a server busy opening other rooms
   * answers `busy` with a `retryAfter`, which is waited out and the room tried again, as the
   * app's client does (at most 3 times).
   */
  static async welcomed(server: URL, code: string, options: { game?: string } = {}): Promise<{ client: Client; welcome: Of<"welcome"> }> {
    for (let tries = 0; ; tries++) {
      const client = await Client.open(server, code, options);
      const first = await client.next("welcome").catch(() => client.received.find((message) => message.type === "error"));
      if (first?.type === "welcome") return { client, welcome: first };
      const retryAfter = first?.type === "error" && first.code === "busy" ? first.retryAfter : undefined;
      if (retryAfter === undefined || tries >= 3) throw new Error(`no welcome for room ${code}: ${JSON.stringify(first)}`);
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    }
  }

  /**
   * Opens a socket at this exact address (a malformed one included), with these request headers.
   * The client listens from the start: the server's first message may come with its `101`, and
   * `ws` hands it over as it reads the upgrade, before anything awaiting "open" runs.
   */
  static async openUrl(url: string, headers: Record<string, string> = {}): Promise<Client> {
    const socket = new WebSocket(url, { headers });
    const client = new Client(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    return client;
  }

  /** Sends a message (an object as JSON text, a string as it is, bytes as a binary frame). */
  send(message: ClientMessage | string | Uint8Array): void {
    this.socket.send(typeof message === "string" || message instanceof Uint8Array ? message : JSON.stringify(message));
  }

  /** The next not yet taken message of this type (earlier ones of other types are skipped). */
  async next<T extends ServerMessage["type"]>(type: T, timeoutMs = 5000): Promise<Of<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.received.length) {
        const message = this.received[this.cursor++]!;
        if (message.type === type) return message as Of<T>;
      }
      if (this.closed) throw new Error(`closed while waiting for ${type}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} within ${timeoutMs} ms (got ${this.received.map((m) => m.type).join(", ")})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
  }

  /** Waits (bounded) until `count` messages of this type have come, in all. */
  async until(type: ServerMessage["type"], count: number, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.all(type).length < count) {
      if (this.closed) throw new Error(`closed while waiting for ${count} ${type}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${this.all(type).length} of ${count} ${type} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
  }

  /** The WebSocket extensions the server agreed to ("permessage-deflate; …", or "" for none). */
  get extensions(): string {
    return this.socket.extensions;
  }

  /** Whether the socket is open (not closing or closed). */
  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /** Every message received so far of this type. */
  all<T extends ServerMessage["type"]>(type: T): Of<T>[] {
    return this.received.filter((message): message is Of<T> => message.type === type);
  }

  /** Closes the socket and waits for the close to finish. */
  async close(): Promise<void> {
    if (this.closed) return;
    const done = new Promise<void>((resolve) => this.socket.once("close", () => resolve()));
    this.socket.close();
    await done;
  }

  /** Leaves the room as the app's client does (LEAVE_CLOSE) and waits for the close to finish. */
  async leave(): Promise<void> {
    const done = new Promise<void>((resolve) => this.socket.once("close", () => resolve()));
    this.socket.close(LEAVE_CLOSE.code, LEAVE_CLOSE.reason);
    await done;
  }

  /** Drops the connection without a closing handshake (a lost network). */
  drop(): void {
    this.socket.terminate();
  }
}
