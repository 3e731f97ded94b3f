// The recycling front's policy with fake runtimes (two TCP servers that answer with their name):
// no restart while a connection is open or a room is open, the rooms counted again only when they
// may have changed, a connection that arrives during the check calls the restart off, and one that
// arrives during the restart waits for the new runtime.
import { connect, createServer, type Server } from "node:net";
import { afterEach, expect, test } from "vitest";
import { Recycler } from "./recycle.ts";

const IDLE_MS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const done of cleanup.splice(0)) await done();
});

/** A fake runtime: answers each chunk with `name:` and the chunk. */
async function runtime(name: string): Promise<number> {
  const server: Server = createServer((socket) => socket.on("data", (data) => socket.write(`${name}:${data.toString()}`)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanup.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.address() as { port: number }).port;
}

/** Sends `text` through the front and resolves with the first answer (and the open socket). */
async function ask(port: number, text: string): Promise<{ answer: Promise<string>; close: () => void }> {
  const socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  const answer = new Promise<string>((resolve) => socket.once("data", (data) => resolve(data.toString())));
  socket.write(text);
  return { answer, close: () => socket.destroy() };
}

/** A front over runtime "old" whose restart brings up "new"; `rooms` and the gates are the test's. */
async function front(state: { rooms: number; counts?: number; restarted?: () => void; release?: Promise<void>; checking?: Promise<void> }) {
  const [old, fresh] = [await runtime("old"), await runtime("new")];
  const recycler = new Recycler(
    {
      idleMs: IDLE_MS,
      openRooms: async () => {
        state.counts = (state.counts ?? 0) + 1;
        await state.checking;
        return state.rooms;
      },
      restart: async () => {
        state.restarted?.();
        await state.release;
        return fresh;
      },
    },
    old,
  );
  const port = await recycler.listen(0);
  cleanup.unshift(() => recycler.close());
  return { recycler, port };
}

test("an open connection keeps the runtime; once it closes, the idle runtime is recycled", async () => {
  // A room open at first, so that the runtime stays until the client is in.
  const state = { rooms: 1 };
  const { recycler, port } = await front(state);
  const client = await ask(port, "a");
  expect(await client.answer).toBe("old:a");
  state.rooms = 0;
  await sleep(IDLE_MS * 5);
  expect(recycler.recycles).toBe(0);
  client.close();
  for (let waited = 0; recycler.recycles === 0 && waited < 2000; waited += 10) await sleep(10);
  expect(recycler.recycles).toBe(1);
  const after = await ask(port, "b");
  expect(await after.answer).toBe("new:b");
  after.close();
});

test("an open room keeps the runtime; the rooms are counted again only after a room closes or a connection", async () => {
  const state = { rooms: 1, counts: 0 };
  const { recycler, port } = await front(state);
  await sleep(IDLE_MS * 6);
  expect([recycler.recycles, state.counts]).toEqual([0, 1]);
  // A connection may have opened or left a room: counted once more when it is gone.
  (await ask(port, "e")).close();
  await sleep(IDLE_MS * 6);
  expect([recycler.recycles, state.counts]).toEqual([0, 2]);
  state.rooms = 0;
  await sleep(IDLE_MS * 6);
  expect([recycler.recycles, state.counts]).toEqual([0, 2]);
  recycler.roomClosed();
  for (let waited = 0; recycler.recycles === 0 && waited < 2000; waited += 10) await sleep(10);
  expect([recycler.recycles, state.counts]).toEqual([1, 3]);
});

test("a connection that arrives while the rooms are counted calls the restart off and reaches the running runtime", async () => {
  let counted = (): void => undefined;
  const state = { rooms: 0, checking: new Promise<void>((resolve) => (counted = resolve)) };
  const { recycler, port } = await front(state);
  await sleep(IDLE_MS * 2);
  const client = await ask(port, "c");
  counted();
  expect(await client.answer).toBe("old:c");
  expect(recycler.recycles).toBe(0);
  client.close();
});

test("a connection that arrives during the restart waits and is answered by the new runtime", async () => {
  let release = (): void => undefined;
  let restarted = (): void => undefined;
  const began = new Promise<void>((resolve) => (restarted = resolve));
  const state = { rooms: 0, restarted, release: new Promise<void>((resolve) => (release = resolve)) };
  const { recycler, port } = await front(state);
  await began;
  const client = await ask(port, "d");
  await sleep(50);
  release();
  expect(await client.answer).toBe("new:d");
  expect(recycler.recycles).toBe(1);
  client.close();
});
