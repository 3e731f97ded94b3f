// What a client gets by asking for nothing, forging its address or reconnecting in a loop, in the
// real runtime (Miniflare's workerd, real WebSocket clients): rooms that do not exist cost no
// storage, a client-set address header counts only where the platform sets it, limits follow the
// player across its connections, and a socket that says nothing outside a game is closed.
import { readdir } from "node:fs/promises";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MESSAGE_BURST, MESSAGES_PER_SECOND } from "@arcade/core/rooms";
import { DIRECTORY_SHARDS, REJOINS_PER_MINUTE } from "../src/limits.ts";
import { startLocalServer, type LocalServer } from "../src/local.ts";
import { Client } from "./client.ts";

const QUIET_MS = 600;
let dir: string;
let server: LocalServer;
let rooms = 0;
const newCode = (): string => `ABUSE${String(++rooms).padStart(4, "0")}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rooms-abuse-"));
  server = await startLocalServer({ persistDir: dir, roomsPerMinute: 3, quietMs: QUIET_MS });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The SQLite files of one Durable Object class in the persisted folder (its metadata file aside). */
async function objectFiles(className: string): Promise<string[]> {
  const files = await readdir(join(dir, `-${className}`)).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith(".sqlite") && file !== "metadata.sqlite");
}

describe("nothing lasting for nothing", () => {
  test("100 requests for rooms that do not exist (results, token sockets) create no room and leave no file", async () => {
    const before = await objectFiles("RoomObject");
    for (let i = 0; i < 50; i++) {
      const response = await fetch(new URL(`/rooms/NONE${String(i).padStart(4, "0")}/results`, server.url));
      expect(response.status).toBe(404);
    }
    for (let i = 0; i < 50; i++) {
      const client = await Client.open(server.url, `GONE${String(i).padStart(4, "0")}`, { token: "0".repeat(32) });
      expect(await client.next("error")).toMatchObject({ code: "expired" });
      await client.close();
    }
    expect(await objectFiles("RoomObject")).toEqual(before);
    expect((await objectFiles("RoomDirectory")).length).toBeLessThanOrEqual(DIRECTORY_SHARDS);
    // A room that does exist is still found by its results and its tokens.
    const code = newCode();
    const a = await Client.open(server.url, code);
    const welcome = await a.next("welcome");
    expect((await fetch(new URL(`/rooms/${code}/results`, server.url))).status).toBe(200);
    const again = await Client.open(server.url, code, { token: welcome.token });
    expect(await again.next("welcome")).toMatchObject({ rejoined: true });
    await Promise.all([a.close(), again.close()]);
  });

  test("a socket that says nothing outside a game is closed (idle)", async () => {
    const a = await Client.open(server.url, newCode());
    await a.next("welcome");
    expect(await a.next("error", QUIET_MS + 3000)).toMatchObject({ code: "idle" });
    // The room closed it (the runtime may finish the TCP close later).
    for (let waited = 0; a.open && waited < 5000; waited += 50) await sleep(50);
    expect(a.open).toBe(false);
  });
});

describe("capacity", () => {
  test("past its capacity the server refuses new rooms with busy; the rooms it runs go on", async () => {
    const small = await startLocalServer({ roomsPerMinute: 1000, capacity: 1 });
    try {
      const a = await Client.open(small.url, "FULL0001");
      await a.next("welcome");
      const refused = await Client.open(small.url, "FULL0002");
      expect(await refused.next("error")).toMatchObject({ code: "busy" });
      const b = await Client.open(small.url, "FULL0001");
      expect(await b.next("welcome")).toMatchObject({ player: 2 });
      await Promise.all([a.close(), b.close()]);
    } finally {
      await small.close();
    }
  });
});

describe("new rooms at a pace", () => {
  test("a crowd of new rooms opens a turn at a time: each waits for its turn (no busy), past the hold busy with a retryAfter", async () => {
    // 2 rooms a second: two at once, then one every 500 ms; a turn more than 2 s away is refused.
    const paced = await startLocalServer({ roomsPerMinute: 1000, openedPerSecond: 2 });
    try {
      const began = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const client = await Client.open(paced.url, `PACE${i}`);
          const first = await client.next("welcome", 10_000).catch(() => client.received[0]);
          await client.close();
          return { first, at: performance.now() - began };
        }),
      );
      const welcomed = answers.filter(({ first }) => first?.type === "welcome").map(({ at }) => at);
      const refused = answers.filter(({ first }) => first?.type !== "welcome").map(({ first }) => first);
      for (const error of refused) {
        expect(error).toMatchObject({ type: "error", code: "busy" });
        expect(error?.type === "error" ? error.retryAfter : undefined).toBeGreaterThanOrEqual(1);
      }
      // Six turns are within 2 s of the first (fewer refused if the sockets came in spread out).
      expect(welcomed.length).toBeGreaterThanOrEqual(6);
      // No room opened before its turn: the k-th (from 0) no sooner than (k - 1) × 500 ms after the crowd came.
      welcomed.sort((a, b) => a - b).forEach((at, k) => expect(at).toBeGreaterThanOrEqual((k - 1) * 500 - 5));
    } finally {
      await paced.close();
    }
  });
});

describe("limits that follow the player", () => {
  test("a client-set CF-Connecting-IP is not its address unless the server trusts it", async () => {
    const opened: Client[] = [];
    for (let i = 0; i < 3; i++) {
      const client = await Client.open(server.url, newCode(), { headers: { "CF-Connecting-IP": `10.0.0.${i}` } });
      const first = await client.next("welcome").catch(() => null);
      if (first !== null) opened.push(client);
    }
    // The quiet test above opened one room: three in all from "local", whatever the header says.
    const fourth = await Client.open(server.url, newCode(), { headers: { "CF-Connecting-IP": "10.9.9.9" } });
    expect(await fourth.next("error")).toMatchObject({ code: "too-many-rooms" });
    await Promise.all(opened.map((client) => client.close()));

    const trusting = await startLocalServer({ roomsPerMinute: 1, trustClientIp: true });
    try {
      const clients = await Promise.all([1, 2].map((i) => Client.open(trusting.url, `TRUST000${i}`, { headers: { "CF-Connecting-IP": `10.0.1.${i}` } })));
      for (const client of clients) await client.next("welcome");
      const again = await Client.open(trusting.url, "TRUST0003", { headers: { "CF-Connecting-IP": "10.0.1.1" } });
      expect(await again.next("error")).toMatchObject({ code: "too-many-rooms" });
      await Promise.all(clients.map((client) => client.close()));
    } finally {
      await trusting.close();
    }
  });

  test("20 reconnects with one token in a minute: no more than the message rate, at most REJOINS_PER_MINUTE rejoins", async () => {
    const unlimited = await startLocalServer({ roomsPerMinute: 1000 });
    try {
      const code = "REJOIN01";
      const a = await Client.open(unlimited.url, code);
      const { token } = await a.next("welcome");
      const b = await Client.open(unlimited.url, code);
      await b.next("welcome");
      a.send({ type: "ready", options: { mode: "zen" } });
      b.send({ type: "ready", options: { mode: "zen" } });
      await b.next("game_start");
      const began = Date.now();
      let frame = 0;
      let socket = a;
      let refused = 0;
      for (let i = 0; i < 20; i++) {
        // Each connection floods (an empty batch a frame apart, all within player 2's window).
        for (let n = 0; n < 60; n++) socket.send({ type: "inputs", frame: ++frame, inputs: [] });
        socket.drop();
        const next = await Client.open(unlimited.url, code, { token });
        for (let waited = 0; next.received.length === 0 && waited < 5000; waited += 20) await sleep(20);
        const answer = next.received[0];
        if (answer?.type !== "welcome") {
          expect(answer).toMatchObject({ type: "error", code: "too-fast" });
          refused++;
        } else {
          socket = next;
        }
        // Player 2 keeps up with what it is shown.
        b.send({ type: "inputs", frame, inputs: [] });
      }
      await sleep(500);
      const seconds = (Date.now() - began) / 1000;
      const relayed = b.all("opponent_inputs").length;
      expect(relayed).toBeLessThanOrEqual(MESSAGE_BURST + MESSAGES_PER_SECOND * seconds);
      expect(refused).toBe(20 - REJOINS_PER_MINUTE);
      // The opponent hears "joined", "ready", then a drop and a rejoin for each rejoin allowed, and the last drop.
      expect(b.all("opponent").length).toBeLessThanOrEqual(2 * REJOINS_PER_MINUTE + 3);
      await Promise.all([socket.close(), b.close()]);
    } finally {
      await unlimited.close();
    }
  }, 30_000);
});
