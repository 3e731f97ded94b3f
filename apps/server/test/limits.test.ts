// The room server's bounds, each against the real runtime (the bundled Worker in workerd through
// Miniflare, real `ws` sockets): what a client that cheats the clock, holds garbage back, floods,
// opens rooms without end, or sends odd options, codes and tabs gets. The servers here run with
// short periods (stated below) so that the clock's rules show within a test.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MESSAGE_BURST, type GameStartMessage, type TimedAction } from "@arcade/core/rooms";
import { FLOOD_LIMIT, LOG_FLUSH_MS, MAX_INPUTS_PER_FRAME, MAX_INPUTS_PER_GAME, MAX_INPUTS_PER_GAME_SECOND, MAX_STREAM_CHARS } from "../src/limits.ts";
import { startLocalServer, type LocalServer } from "../src/local.ts";
import { Client } from "./client.ts";
import { STRONG, TetrisPlayer } from "./tetris-player.ts";

const GRACE_MS = 500;
const BEHIND_MS = 2000;
const EMPTY_MS = 1000;
const RESULTS_PER_MINUTE = 3;
let server: LocalServer;
let rooms = 0;
const newCode = (): string => `LIMIT${String(++rooms).padStart(4, "0")}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await startLocalServer({ graceMs: GRACE_MS, behindMs: BEHIND_MS, emptyMs: EMPTY_MS, resultsPerMinute: RESULTS_PER_MINUTE, roomsPerMinute: 1000 });
});
afterAll(async () => {
  await server?.close();
});

async function startPair(options: [Record<string, unknown>, Record<string, unknown>] = [{}, {}]) {
  const code = newCode();
  const { client: a } = await Client.welcomed(server.url, code);
  const b = await Client.open(server.url, code);
  await b.next("welcome");
  a.send({ type: "ready", options: options[0] });
  b.send({ type: "ready", options: options[1] });
  const start: GameStartMessage = await a.next("game_start");
  await b.next("game_start");
  return { code, a, b, start };
}

describe("the clock", () => {
  test("a client that never advances its frame cannot win: the room waits for it, and it forfeits behind real time", async () => {
    const { a, b } = await startPair();
    a.send({ type: "inputs", frame: 0, inputs: [] });
    // Player 2 tops out at once (hard drops in marathon), far ahead of real time.
    const drops: TimedAction[] = Array.from({ length: 40 }, (_, i) => [i * 3, "hardDrop"]);
    b.send({ type: "inputs", frame: 200, inputs: drops });
    a.send({ type: "inputs", frame: 0, inputs: [] });
    await sleep(300);
    expect(a.all("game_over")).toEqual([]);
    // Nor does it see the opponent's game more than RELAY_WINDOW_FRAMES past its own frame.
    expect(a.all("opponent_inputs")).toEqual([]);
    const over = await a.next("game_over", BEHIND_MS + 3000);
    expect(over).toMatchObject({ winner: 2, reason: "forfeit" });
    expect(over.players[1].endedAt).toBeGreaterThan(0);
    expect(a.all("error").at(-1)?.message).toMatch(/behind real time/);
    await Promise.all([a.close(), b.close()]);
  });

  test("received garbage held back past its due frame is rejected", async () => {
    const { a, b, start } = await startPair([{ mode: "zen" }, { mode: "zen" }]);
    // Player 2 is well ahead of real time, at frame 600 (an answer to a message sent after it
    // says the room has it).
    b.send({ type: "inputs", frame: 600, inputs: [] });
    b.send({ type: "ready" });
    await b.next("error");
    // Player 1 plays the hard bot until a clear sends garbage.
    const bot = new TetrisPlayer(start, 1, { mode: "zen", bot: STRONG, pieceFrames: 10 });
    while (bot.online.sent === 0 && bot.online.game.pieces < 200) {
      bot.playPiece();
      a.send(bot.flush());
      // Let the batch leave now, as a real client's would: the bot's thinking must not hold every
      // batch back until the loop ends, or player 1 falls BEHIND_MS behind real time on a slow machine.
      await sleep(0);
    }
    const sent = bot.online.sent;
    expect(sent).toBeGreaterThan(0);
    for (let relayed = 0; relayed < sent;) {
      const [, payload] = (await b.next("opponent_inputs")).events?.find(([, event]) => event.kind === "attack") ?? [0, { lines: 0 }];
      relayed += Number(payload.lines);
    }
    // Due at 600 + 320; player 2 locks a piece that clears nothing after that, and raises nothing.
    b.send({ type: "inputs", frame: 960, inputs: [[950, "hardDrop"]] });
    const error = await b.next("error");
    expect(error).toMatchObject({ code: "rejected" });
    expect(error.message).toMatch(/held back garbage: the lock at frame 950 had to raise at least \d+ rows/);
    expect(await a.next("game_over")).toMatchObject({ winner: 1, reason: "rejected" });
    await Promise.all([a.close(), b.close()]);
  });
});

describe("caps", () => {
  test("inputs per frame, and per game: past the bound the player is rejected", async () => {
    const perFrame = await startPair([{ mode: "zen" }, { mode: "zen" }]);
    perFrame.a.send({ type: "inputs", frame: 6, inputs: Array.from({ length: MAX_INPUTS_PER_FRAME + 1 }, () => [5, "left"]) });
    expect((await perFrame.a.next("error")).message).toMatch(/more than 32 inputs at frame 5/);
    await Promise.all([perFrame.a.close(), perFrame.b.close()]);

    // A second of the game at a time, each as full as allowed: the stream's size ends it.
    const { a, b } = await startPair([{ mode: "zen" }, { mode: "zen" }]);
    b.send({ type: "inputs", frame: 60 * 60, inputs: [] });
    let batches = 0;
    while (a.all("error").length === 0 && batches < 400) {
      const from = batches * 60;
      const inputs = Array.from({ length: MAX_INPUTS_PER_GAME_SECOND }, (_, i): [number, string] => [from + Math.floor(i / 4), i % 2 === 0 ? "left" : "right"]);
      a.send({ type: "inputs", frame: from + 60, inputs });
      batches++;
      // Paced under the message rate (60 a second after a burst of 120).
      await sleep(batches < MESSAGE_BURST - 10 ? 2 : 17);
    }
    const error = await a.next("error");
    expect(error.code).toBe("rejected");
    expect(error.message).toMatch(new RegExp(`at most ${MAX_STREAM_CHARS} characters|more than ${MAX_INPUTS_PER_GAME} inputs`));
    expect(await b.next("game_over", 10_000)).toMatchObject({ winner: 2, reason: "rejected" });
    // Every batch within player 2's relay window (it stays at frame 3600) was relayed; none after.
    expect(b.all("opponent_inputs").map((relay) => relay.frame)).toEqual(Array.from({ length: 61 }, (_, i) => 60 * (i + 1)));
    await Promise.all([a.close(), b.close()]);
  }, 30_000);

  test(`a flood gets a few too-fast answers and is disconnected at the ${FLOOD_LIMIT}th refused message`, async () => {
    const { a, b } = await startPair();
    for (let i = 0; i < 400; i++) a.send({ type: "inputs", frame: i, inputs: [] });
    await b.next("opponent", 5000);
    for (let i = 0; i < 100 && !a.closed; i++) await sleep(20);
    expect(a.closed).toBe(true);
    // One answer per run of refusals (the bucket refills a little while the flood is read), not one
    // per message; the last says the connection is closed.
    const errors = a.all("error");
    expect(errors.every((error) => error.code === "too-fast")).toBe(true);
    // (The old rooms answered every one of the ~280 refused messages.)
    expect(errors.length).toBeLessThanOrEqual(20);
    expect(errors.at(-1)!.message).toMatch(/disconnected/);
    // (Then, past this server's short grace period, "left".)
    expect(b.all("opponent").map((message) => message.status)).toContain("disconnected");
    await b.close();
  });
});

describe("results", () => {
  test(`/results is served from what the game left, at most ${RESULTS_PER_MINUTE} a minute per client`, async () => {
    const { code, a, b } = await startPair();
    const drops: TimedAction[] = Array.from({ length: 40 }, (_, i) => [i * 3, "hardDrop"]);
    a.send({ type: "inputs", frame: 200, inputs: drops });
    b.send({ type: "inputs", frame: 300, inputs: [] });
    await b.next("game_over");
    const url = new URL(`/rooms/${code}/results`, server.url);
    const answers = [];
    for (let i = 0; i < RESULTS_PER_MINUTE + 1; i++) answers.push(await fetch(url));
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 429]);
    const first = (await answers[0]!.json()) as { games: { over: { winner: number } }[] };
    expect(first.games.map((game) => game.over.winner)).toEqual([2]);
    expect(Number(answers[3]!.headers.get("Retry-After"))).toBeGreaterThan(0);
    await Promise.all([a.close(), b.close()]);
  });
});

describe("rooms and seats", () => {
  test("an empty room expires: its results are gone and a token for it hears `expired`", async () => {
    const code = newCode();
    const a = await Client.open(server.url, code);
    const { token } = await a.next("welcome");
    await a.close();
    await sleep(GRACE_MS + EMPTY_MS + 1000);
    expect((await fetch(new URL(`/rooms/${code}/results`, server.url))).status).toBe(404);
    const back = await Client.open(server.url, code, { token });
    expect(await back.next("error")).toMatchObject({ code: "expired" });
  });

  test("one token, one seat: the newer connection plays and the older one is told `replaced` and closed", async () => {
    const { a, b } = await startPair();
    const { token } = a.all("welcome")[0]!;
    const tab = await Client.open(server.url, a.all("welcome")[0]!.room, { token });
    expect(await tab.next("welcome")).toMatchObject({ player: 1, rejoined: true });
    expect(await a.next("error")).toMatchObject({ code: "replaced" });
    for (let i = 0; i < 50 && !a.closed; i++) await sleep(20);
    expect(a.closed).toBe(true);
    tab.send({ type: "inputs", frame: 60, inputs: [[3, "left"]] });
    expect(await b.next("opponent_inputs")).toMatchObject({ frame: 60 });
    await sleep(300);
    expect(tab.closed).toBe(false);
    expect(tab.all("welcome")).toHaveLength(1);
    await Promise.all([tab.close(), b.close()]);
  });

  test("options are checked as own names only, and both players play one mode", async () => {
    const code = newCode();
    const a = await Client.open(server.url, code);
    await a.next("welcome");
    const b = await Client.open(server.url, code);
    await b.next("welcome");
    for (const options of ['{"toString":"zen"}', '{"constructor":1}', '{"__proto__":{"mode":"zen"}}']) {
      a.send(`{"type":"ready","options":${options}}`);
      expect(await a.next("error")).toMatchObject({ code: "bad-message", message: expect.stringMatching(/unknown option/) as unknown });
    }
    expect(b.all("opponent").map((message) => message.status)).not.toContain("ready");
    a.send({ type: "ready", options: { mode: "zen" } });
    b.send({ type: "ready", options: { mode: "marathon" } });
    expect(await b.next("error")).toMatchObject({ code: "options-differ" });
    b.send({ type: "ready", options: { mode: "zen" } });
    expect((await b.next("game_start")).options.map((options) => options.mode)).toEqual(["zen", "zen"]);
    await Promise.all([a.close(), b.close()]);
  });

  test("a room code with broken %-escapes is bad-room, with no stack trace", async () => {
    const response = await fetch(new URL("/rooms/%ZZ/results", server.url));
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ code: "bad-room" });
    expect(text).not.toMatch(/at |\.ts|\.js/);
    const socket = await Client.openUrl(new URL("/rooms/%ZZ?game=tetris", server.url).href.replace(/^http/, "ws"));
    expect(await socket.next("error")).toMatchObject({ code: "bad-room" });
  });
});

test("new rooms per client a minute are bounded; joining an existing room is not a new one", async () => {
  const limited = await startLocalServer({ roomsPerMinute: 3 });
  try {
    const opened: Client[] = [];
    for (let i = 0; i < 3; i++) {
      const client = await Client.open(limited.url, `MANY000${i}`);
      await client.next("welcome");
      opened.push(client);
    }
    const fourth = await Client.open(limited.url, "MANY0003");
    expect(await fourth.next("error")).toMatchObject({ code: "too-many-rooms" });
    const joiner = await Client.open(limited.url, "MANY0000");
    expect(await joiner.next("welcome")).toMatchObject({ player: 2 });
    await Promise.all([...opened, joiner].map((client) => client.close()));
  } finally {
    await limited.close();
  }
});

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `pnpm server`'s script, on `port`, keeping rooms in `dir`; resolves once it serves. */
async function runServerScript(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL("../scripts/server.ts", import.meta.url))], {
    env: { ...process.env, PORT: String(port), ROOMS_DIR: dir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    // Starting workerd takes seconds alone, a minute on a loaded 2-core machine.
    // One that does not is stopped (with its workerd), not left running after the test.
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error("the server script did not start in 60 s"));
    }, 60_000);
    child.stdout.on("data", (data: Buffer) => {
      if (data.toString().includes("Pocket Arcade rooms on")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

test("`pnpm server` keeps rooms in a folder: after a restart mid-game both players rejoin the same game", async () => {
  const dir = await mkdtemp(join(tmpdir(), "rooms-script-"));
  const port = await freePort();
  const base = new URL(`http://127.0.0.1:${port}/`);
  let child: ChildProcess | null = await runServerScript(port, dir);
  try {
    const code = newCode();
    const a = await Client.open(base, code);
    const { token } = await a.next("welcome");
    const b = await Client.open(base, code);
    await b.next("welcome");
    a.send({ type: "ready" });
    b.send({ type: "ready" });
    const start = await a.next("game_start");
    a.send({ type: "inputs", frame: 30, inputs: [[4, "left"]] });
    await b.next("opponent_inputs");
    // The input logs are written within LOG_FLUSH_MS of their messages.
    await sleep(LOG_FLUSH_MS + 350);
    await stop(child);
    child = null;
    child = await runServerScript(port, dir);
    const back = await Client.open(base, code, { token });
    expect(await back.next("welcome")).toMatchObject({ player: 1, rejoined: true });
    const resume = await back.next("resume");
    expect(resume.start).toEqual(start);
    expect(resume.you).toMatchObject({ frame: 30, inputs: [[4, "left"]] });
    await back.close();
  } finally {
    if (child) await stop(child);
    await rm(dir, { recursive: true, force: true });
  }
}, 180_000);
