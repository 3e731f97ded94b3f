// Many sockets at once against the real runtime: a browser offers permessage-deflate, the server
// declines it (the `no_web_socket_compression` flag, ../src/local.ts), and the room's first
// message, sent as it hands the socket over, reaches every client all the same.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { COMPATIBILITY_DATE, COMPATIBILITY_FLAGS, startLocalServer, type LocalServer } from "../src/local.ts";
import { Client } from "./client.ts";

const SOCKETS = 200;
let server: LocalServer;

beforeAll(async () => {
  // No pace for new rooms here (each would otherwise wait its turn): the sockets open at once.
  server = await startLocalServer({ roomsPerMinute: SOCKETS, openedPerSecond: SOCKETS });
});
afterAll(async () => {
  await server?.close();
});

test(`${SOCKETS} sockets opened at once, offering compression: each is answered without it and hears its welcome first`, async () => {
  const code = (i: number): string => `OPEN${String(i >> 1).padStart(4, "0")}`;
  const clients = await Promise.all(Array.from({ length: SOCKETS }, (_, i) => Client.open(server.url, code(i))));
  try {
    // How soon is the load test's question, not this one's: the wait is long enough for 200 rooms
    // opened at once on two cores busy with other checks, so only a welcome that never comes fails.
    const welcomes = await Promise.all(clients.map((client) => client.next("welcome", 60_000)));
    expect(clients.filter((client) => client.received[0]?.type !== "welcome")).toHaveLength(0);
    expect(clients.filter((client) => client.extensions !== "")).toHaveLength(0);
    // Two players in each room, one of each place.
    const places = welcomes.map((welcome) => `${welcome.room}:${welcome.player}`);
    expect(new Set(places).size).toBe(SOCKETS);
    expect(welcomes.every((welcome, i) => welcome.room === code(i))).toBe(true);
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
});

test("the deployment (wrangler.toml) runs with the local server's compatibility date and flags", () => {
  const toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");
  expect(/^compatibility_date = (.+)$/m.exec(toml)?.[1]).toBe(JSON.stringify(COMPATIBILITY_DATE));
  expect(/^compatibility_flags = (.+)$/m.exec(toml)?.[1]).toBe(JSON.stringify(COMPATIBILITY_FLAGS).replaceAll(",", ", "));
});
