import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { RoomClient, roomCodeFrom, type RoomEnd, type RoomStatus } from "./client.ts";
import { FakeSocket } from "./fake-socket.ts";
import type { ServerMessage } from "./protocol.ts";

const welcome = (player: 1 | 2, token = "tok-1"): ServerMessage => ({
  type: "welcome",
  protocol: 1,
  player,
  token,
  room: "ABCD23",
  game: "tetris",
  rejoined: false,
});

function connect(overrides: { giveUpMs?: number; token?: string } = {}) {
  const sockets: FakeSocket[] = [];
  const messages: ServerMessage[] = [];
  const statuses: [RoomStatus, RoomEnd | undefined][] = [];
  let now = 0;
  const client = new RoomClient({
    server: "http://127.0.0.1:8787",
    code: "ABCD23",
    game: "tetris",
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onMessage: (m) => messages.push(m),
    onStatus: (s, end) => statuses.push([s, end]),
    retryMs: 1000,
    giveUpMs: overrides.giveUpMs ?? 5000,
    ...(overrides.token === undefined ? {} : { token: overrides.token }),
    now: () => now,
  });
  return { client, sockets, messages, statuses, advance: (ms: number) => ((now += ms), vi.advanceTimersByTime(ms)) };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("RoomClient", () => {
  test("opens the room's URL, is connected on welcome and sends only then", () => {
    const { client, sockets, messages, statuses } = connect();
    expect(sockets[0]!.url).toBe("ws://127.0.0.1:8787/rooms/ABCD23?game=tetris&protocol=2");
    expect(client.send({ type: "ready" })).toBe(false);
    sockets[0]!.deliver(welcome(2));
    expect(client.status).toBe("connected");
    expect(client.player).toBe(2);
    expect(statuses).toEqual([["connected", undefined]]);
    expect(messages.map((m) => m.type)).toEqual(["welcome"]);
    expect(client.send({ type: "ready" })).toBe(true);
    expect(sockets[0]!.sent).toEqual([{ type: "ready" }]);
  });

  test("a drop after welcome reconnects with the token, and is connected again on the next welcome", () => {
    const { client, sockets, statuses, advance } = connect();
    sockets[0]!.deliver(welcome(1, "secret"));
    sockets[0]!.drop();
    expect(client.status).toBe("reconnecting");
    expect(client.send({ type: "ready" })).toBe(false);
    expect(sockets).toHaveLength(1);
    advance(1000);
    expect(sockets).toHaveLength(2);
    expect(new URL(sockets[1]!.url).searchParams.get("token")).toBe("secret");
    sockets[1]!.deliver({ ...welcome(1, "secret"), rejoined: true });
    expect(statuses.map(([s]) => s)).toEqual(["connected", "reconnecting", "connected"]);
  });

  test("a token from before a reload is used from the first connection, and replaced by the room's", () => {
    const { client, sockets } = connect({ token: "kept" });
    expect(new URL(sockets[0]!.url).searchParams.get("token")).toBe("kept");
    expect(client.token).toBe("kept");
    sockets[0]!.deliver({ ...welcome(2, "kept"), rejoined: true });
    expect(client.token).toBe("kept");
    sockets[0]!.drop();
    expect(client.status).toBe("reconnecting");
  });

  test("a server never reached ends as unreachable, without retrying", () => {
    const { client, sockets, statuses, advance } = connect();
    sockets[0]!.drop();
    advance(10_000);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe("closed");
    expect(statuses).toEqual([["closed", { kind: "unreachable" }]]);
  });

  test("a refusal (room-full) ends the connection with the room's reason", () => {
    const { sockets, statuses, messages, advance } = connect();
    sockets[0]!.deliver({ type: "error", code: "room-full", message: "the room has two players" });
    sockets[0]!.drop();
    advance(10_000);
    expect(sockets).toHaveLength(1);
    expect(messages.map((m) => m.type)).toEqual(["error"]);
    expect(statuses).toEqual([["closed", { kind: "refused", code: "room-full", message: "the room has two players" }]]);
  });

  test("replaced by a newer connection with the same token (another tab): stops, and never takes the place back", () => {
    const { sockets, statuses, advance } = connect();
    sockets[0]!.deliver(welcome(1));
    sockets[0]!.deliver({ type: "error", code: "replaced", message: "another connection took this place" });
    sockets[0]!.drop();
    advance(10_000);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toEqual(["closed", { kind: "refused", code: "replaced", message: "another connection took this place" }]);
  });

  test("busy with retryAfter: waits that long and tries the same room again, not an end", () => {
    const { client, sockets, statuses, advance } = connect();
    sockets[0]!.deliver({ type: "error", code: "busy", message: "the server is busy: trying again in 3 s", retryAfter: 3 });
    sockets[0]!.drop();
    expect(client.status).toBe("connecting");
    advance(2999);
    expect(sockets).toHaveLength(1);
    advance(1);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.url).toBe(sockets[0]!.url);
    sockets[1]!.deliver(welcome(1));
    expect(statuses).toEqual([["connected", undefined]]);
  });

  test("busy without retryAfter is a refusal; busy for longer than busyGiveUpMs ends as refused busy", () => {
    const plain = connect();
    plain.sockets[0]!.deliver({ type: "error", code: "busy", message: "full" });
    plain.sockets[0]!.drop();
    expect(plain.statuses).toEqual([["closed", { kind: "refused", code: "busy", message: "full" }]]);
    const { sockets, statuses, advance } = connect();
    for (let i = 0; i < 3; i++) {
      sockets[i]!.deliver({ type: "error", code: "busy", message: "busy", retryAfter: 50 });
      sockets[i]!.drop();
      advance(50_000);
    }
    // 100 s waited; a third wait of 50 s would pass the default 120 s.
    expect(sockets).toHaveLength(3);
    expect(statuses.at(-1)).toEqual(["closed", { kind: "refused", code: "busy", message: "the server stayed busy: try again later" }]);
  });

  test("gives up as lost when the connection stays down past the grace period", () => {
    const { sockets, statuses, advance } = connect({ giveUpMs: 2500 });
    sockets[0]!.deliver(welcome(1));
    sockets[0]!.drop();
    advance(1000);
    sockets[1]!.drop();
    advance(1000);
    sockets[2]!.drop();
    advance(1000);
    sockets[3]!.drop();
    expect(statuses.at(-1)).toEqual(["closed", { kind: "lost" }]);
    advance(10_000);
    expect(sockets).toHaveLength(4);
  });

  test("close() leaves: the socket is closed, nothing more is heard, nothing retried", () => {
    const { client, sockets, messages, statuses, advance } = connect();
    sockets[0]!.deliver(welcome(1));
    client.close();
    expect(sockets[0]!.closed).toBe(true);
    // The code the room reads as leaving on purpose (apps/server frees the place at once).
    expect(sockets[0]!.closedWith).toEqual({ code: 1000, reason: "left" });
    expect(statuses.at(-1)).toEqual(["closed", { kind: "left" }]);
    sockets[0]!.deliver({ type: "opponent", status: "joined" });
    advance(10_000);
    expect(messages).toHaveLength(1);
    expect(sockets).toHaveLength(1);
  });

  test("a socket that cannot even be made (a bad address) is unreachable", () => {
    const statuses: RoomStatus[] = [];
    new RoomClient({
      server: "http://127.0.0.1:8787",
      code: "ABCD23",
      game: "tetris",
      openSocket: () => {
        throw new SyntaxError("bad URL");
      },
      onMessage: () => undefined,
      onStatus: (s) => statuses.push(s),
    });
    expect(statuses).toEqual(["closed"]);
  });

  test("ignores what is not a server message", () => {
    const { sockets, messages } = connect();
    sockets[0]!.deliver("not json");
    sockets[0]!.deliver({ type: "surprise" });
    sockets[0]!.deliver([1, 2]);
    expect(messages).toEqual([]);
  });
});

describe("roomCodeFrom", () => {
  test("a code, typed any way, or a link that carries one; anything else is not a code", () => {
    expect(roomCodeFrom("  k7qx2m ")).toBe("K7QX2M");
    expect(roomCodeFrom("https://arcade.example/#/play/tetris?mode=online&room=k7qx2m&seed=x")).toBe("K7QX2M");
    expect(roomCodeFrom("https://arcade.example/#/play/tetris?mode=online")).toBeNull();
    expect(roomCodeFrom("https://arcade.example/?room=K7")).toBeNull();
    expect(roomCodeFrom("ab")).toBeNull();
    expect(roomCodeFrom("K7Q-X2M")).toBeNull();
  });
});
