// The local server's recycling of an idle workerd process (src/recycle.ts), in the real runtime:
// never while a connection is open or a room is open, and a request that arrives while the
// process restarts waits and is answered by the new one.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startLocalServer, type LocalServer } from "../src/local.ts";
import { Client } from "./client.ts";

const IDLE_MS = 300;
const EMPTY_MS = 2500;
let server: LocalServer;
let duringRestart: Promise<Response> | null = null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await startLocalServer({
    recycleIdleMs: IDLE_MS,
    emptyMs: EMPTY_MS,
    onRecycle: () => void (duringRestart ??= fetch(server.url)),
  });
});
afterAll(async () => {
  await server?.close();
});

test("recycles only with no connection and no open room; a request during the restart waits and is answered", async () => {
  // The server has been idle since it started, with no room: it may recycle at once.
  for (let waited = 0; server.recycles === 0 && waited < 10_000; waited += 50) await sleep(50);
  expect(server.recycles).toBe(1);
  const first = await duringRestart!;
  expect(first.status).toBe(200);
  expect(await first.json()).toMatchObject({ service: "pocket-arcade-rooms" });

  // A player in a lobby: its socket is open, so the process stays, however long.
  const { client } = await Client.welcomed(server.url, "RECYCLE1");
  await sleep(4 * IDLE_MS);
  expect(server.recycles).toBe(1);
  // It leaves: no connection, but its room is kept for EMPTY_MS, and the process with it.
  await client.leave();
  await sleep(4 * IDLE_MS);
  expect(server.recycles).toBe(1);
  // The room expires: now the process is recycled, and the new one serves rooms.
  for (let waited = 0; server.recycles === 1 && waited < 15_000; waited += 50) await sleep(50);
  expect(server.recycles).toBe(2);
  const again = await Client.welcomed(server.url, "RECYCLE2");
  expect(again.welcome.rejoined).toBe(false);
  await again.client.leave();
});
