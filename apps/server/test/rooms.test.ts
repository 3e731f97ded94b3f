// The room server in the real runtime: Miniflare runs the bundled Worker in workerd on 127.0.0.1
// (a free port), and real WebSocket clients (the `ws` package) play through it. Every wait is
// bounded; the server is stopped after the file.
import type { Replay } from "@arcade/core";
import { RULES_VERSION, runReplay } from "@arcade/tetris";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LOG_FLUSH_MS } from "../src/limits.ts";
import { startLocalServer, type LocalServer } from "../src/local.ts";
import { MAX_MESSAGE_CHARS, MESSAGE_BURST, type GameOverMessage, type GameStartMessage } from "@arcade/core/rooms";
import { OpponentView } from "@arcade/tetris";
import { Client } from "./client.ts";
import { STRONG, TetrisPlayer, WEAK, type PlayerOptions } from "./tetris-player.ts";

const GRACE_MS = 1500;
/** Hard drops only, a piece every 7 or every 9 frames (marathon's gravity does the rest). */
const DROP_FAST: PlayerOptions = { mode: "marathon", bot: "drop", pieceFrames: 7 };
const DROP_SLOW: PlayerOptions = { mode: "marathon", bot: "drop", pieceFrames: 9 };
let server: LocalServer;
let rooms = 0;
const newCode = (): string => `TEST${String(++rooms).padStart(4, "0")}`;

beforeAll(async () => {
  server = await startLocalServer({ graceMs: GRACE_MS, roomsPerMinute: 1000 });
});
afterAll(async () => {
  await server?.close();
});

interface Pair {
  code: string;
  a: Client;
  b: Client;
  start: GameStartMessage;
}

async function startPair(options: [Record<string, unknown>, Record<string, unknown>] = [{}, {}]): Promise<Pair> {
  const code = newCode();
  const { client: a } = await Client.welcomed(server.url, code);
  const b = await Client.open(server.url, code);
  await b.next("welcome");
  a.send({ type: "ready", options: options[0] });
  b.send({ type: "ready", options: options[1] });
  const start = await a.next("game_start");
  expect(await b.next("game_start")).toEqual(start);
  return { code, a, b, start };
}

/**
 * Both players play piece by piece, in turns, until one tops out (or maxPieces each); the other
 * then plays on until its stream is past the top-out's frame, when the room decides.
 */
async function playMatch(pair: Pair, options: [PlayerOptions, PlayerOptions], maxPieces: number) {
  const players = [new TetrisPlayer(pair.start, 1, options[0]), new TetrisPlayer(pair.start, 2, options[1])] as const;
  const clients = [pair.a, pair.b] as const;
  const relayed = [0, 0];
  const turn = (side: 0 | 1): void => {
    const me = players[side];
    // The opponent's attacks relayed so far: garbage on its way to this player.
    const batches = clients[side].all("opponent_inputs");
    for (const message of batches.slice(relayed[side])) me.online.receiveEvents(message);
    relayed[side] = batches.length;
    me.playPiece();
    clients[side].send(me.flush());
  };
  play: for (let round = 0; round < maxPieces; round++) {
    for (const side of [0, 1] as const) {
      turn(side);
      if (players[side].done) {
        const other = (1 - side) as 0 | 1;
        while (!players[other].done && players[other].online.game.frame <= players[side].online.toppedOutAt!) turn(other);
        break play;
      }
      // The opponent has this batch before it moves.
      await clients[1 - side]!.next("opponent_inputs");
    }
  }
  const over = await pair.a.next("game_over");
  expect(await pair.b.next("game_over")).toEqual(over);
  return { players, over };
}

async function results(code: string) {
  const response = await fetch(new URL(`/rooms/${code}/results`, server.url));
  expect(response.status).toBe(200);
  return (await response.json()) as { games: { start: GameStartMessage; over: GameOverMessage | null; replays: Replay[] }[] };
}

/** Waits until `condition` holds (checked every 20 ms, for at most 5 s). */
async function eventually(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function closeAll(...clients: Client[]): Promise<void> {
  await Promise.all(clients.map((client) => client.close()));
}

describe("a room", () => {
  test("welcomes two players, and both get the same server-drawn seed when both are ready", async () => {
    const code = newCode();
    const a = await Client.open(server.url, code);
    const welcomeA = await a.next("welcome");
    const b = await Client.open(server.url, code);
    const welcomeB = await b.next("welcome");
    expect([welcomeA.player, welcomeB.player]).toEqual([1, 2]);
    expect(welcomeA).toMatchObject({ protocol: 2, room: code, game: "tetris", rejoined: false });
    expect(welcomeA.token).toMatch(/^[0-9a-f]{32}$/);
    expect(welcomeA.token).not.toBe(welcomeB.token);
    a.send({ type: "ready" });
    expect(await b.next("opponent")).toEqual({ type: "opponent", status: "joined" });
    expect((await b.next("opponent")).status).toBe("ready");
    expect(a.all("game_start")).toEqual([]);
    b.send({ type: "ready", options: { softDropFactor: 41 } });
    const start = await a.next("game_start");
    expect(await b.next("game_start")).toEqual(start);
    expect(start).toMatchObject({ game: "tetris", rulesVersion: RULES_VERSION, number: 1 });
    expect(start.seed).toMatch(/^[0-9a-f]{16}$/);
    expect(start.options[1]).toEqual({ mode: "marathon", allow180: true, softDropFactor: 41 });
    await closeAll(a, b);
  });

  test("a scripted bot game: the server's verdict and kept replays match the local games", async () => {
    const pair = await startPair([{ mode: "zen" }, { mode: "zen" }]);
    const { players, over } = await playMatch(
      pair,
      [
        { mode: "zen", bot: STRONG, pieceFrames: 30 },
        { mode: "zen", bot: WEAK, pieceFrames: 30 },
      ],
      400,
    );
    const loser = players.findIndex((player) => player.done);
    expect(loser).toBeGreaterThanOrEqual(0);
    expect(over.winner).toBe(loser === 0 ? 2 : 1);
    expect(over.reason).toBe("ended");
    const local = players.map((player) => player.online);
    for (const side of [0, 1] as const) {
      expect(over.players[side]).toMatchObject({
        valid: true,
        endedAt: local[side]!.toppedOutAt,
        stats: { linesSent: local[side]!.sent, linesReceived: local[side]!.risen, pieces: local[side]!.game.pieces },
      });
    }
    // Garbage was sent and rose: the game had an exchange to check (the seed is the server's, so
    // every run plays another game).
    expect(local[0]!.sent + local[1]!.sent).toBeGreaterThan(0);
    expect(local[0]!.risen + local[1]!.risen).toBeGreaterThan(0);
    const kept = (await results(pair.code)).games[0]!;
    expect(kept.over).toEqual(over);
    for (const side of [0, 1] as const) {
      const replay = kept.replays[side]!;
      // The room kept exactly what the player's own GameRecorder recorded...
      expect(replay).toEqual(local[side]!.recorder.replay());
      // ...and the rules package's replay runner (garbage inputs included) re-runs it to the same game.
      const game = runReplay(replay);
      expect(game.board).toEqual(local[side]!.game.board);
      expect(game.pieces).toBe(local[side]!.game.pieces);
      expect(game.stats.topOuts > 0 || game.over !== null ? game.frame : null).toBe(over.players[side].endedAt);
    }
    // Each side's view of its opponent, fed the relayed batches, is the opponent's own game.
    for (const side of [0, 1] as const) {
      const view = new OpponentView(pair.start, side === 0 ? 2 : 1);
      for (const message of [pair.a, pair.b][side]!.all("opponent_inputs")) view.add(message);
      const opponent = local[1 - side]!;
      expect(view.game.board).toEqual(opponent.game.board);
      expect(view.game.pieces).toBe(opponent.game.pieces);
      expect(view.toppedOutAt).toBe(opponent.toppedOutAt);
    }
    expect(pair.a.all("error")).toEqual([]);
    expect(pair.b.all("error")).toEqual([]);
    await closeAll(pair.a, pair.b);
  });

  test("marathon with gravity: drop-only players, the first top-out loses and its claim agrees", async () => {
    const pair = await startPair();
    // The same seed and the same drops would top out at the same frame (a draw): player 2 drops slower.
    const { players, over } = await playMatch(pair, [DROP_FAST, DROP_SLOW], 100);
    expect(players[0].done).toBe(true);
    expect(over).toMatchObject({ winner: 2, reason: "ended" });
    expect(over.players[0]).toMatchObject({ valid: true, endedAt: players[0].online.toppedOutAt });
    expect(over.players[1].endedAt).toBe(null);
    await pair.b.next("game_over", 100).catch(() => undefined);
    expect(pair.a.all("error")).toEqual([]);
    await closeAll(pair.a, pair.b);
  });

  test("rematch: both ready again after a game, a new seed in the same room", async () => {
    const pair = await startPair();
    await playMatch(pair, [DROP_FAST, DROP_SLOW], 100);
    pair.a.send({ type: "ready" });
    pair.b.send({ type: "ready" });
    const second = await pair.a.next("game_start");
    expect(await pair.b.next("game_start")).toEqual(second);
    expect(second.number).toBe(2);
    expect(second.seed).not.toBe(pair.start.seed);
    // The results list finished games (the second is being played).
    const kept = await results(pair.code);
    expect(kept.games.map((game) => game.start.number)).toEqual([1]);
    expect(kept.games[0]!.over?.winner).toBe(2);
    await closeAll(pair.a, pair.b);
  });
});

describe("a cheating client", () => {
  test("claims more garbage than its locks made: rejected, loses, nothing relayed", async () => {
    const pair = await startPair();
    pair.a.send({ type: "inputs", frame: 10, inputs: [[3, "hardDrop"]], events: [[3, { kind: "attack", lines: 4 }]] });
    const error = await pair.a.next("error");
    expect(error.code).toBe("rejected");
    expect(error.message).toMatch(/claimed 4 garbage lines/);
    const over = await pair.b.next("game_over");
    expect(over).toMatchObject({ winner: 2, reason: "rejected" });
    expect(over.players[0]).toMatchObject({ valid: false });
    expect(pair.b.all("opponent_inputs")).toEqual([]);
    await closeAll(pair.a, pair.b);
  });

  test("raises garbage nobody sent: rejected", async () => {
    const pair = await startPair();
    pair.a.send({ type: "inputs", frame: 5, inputs: [[2, "garbage:3,3"]] });
    expect((await pair.a.next("error")).message).toMatch(/opponent had sent only 0/);
    expect((await pair.b.next("game_over")).winner).toBe(2);
    await closeAll(pair.a, pair.b);
  });

  test("claims a top-out its inputs do not make: rejected", async () => {
    const pair = await startPair();
    pair.b.send({ type: "inputs", frame: 4, inputs: [[1, "hardDrop"]], events: [[4, { kind: "topped_out" }]] });
    expect((await pair.b.next("error")).message).toMatch(/do not top out/);
    expect(await pair.a.next("game_over")).toMatchObject({ winner: 1, reason: "rejected" });
    await closeAll(pair.a, pair.b);
  });

  test("cannot act for the other player: a wrong token gets no place", async () => {
    const pair = await startPair();
    const intruder = await Client.open(server.url, pair.code, { token: "0".repeat(32) });
    expect((await intruder.next("error")).code).toBe("bad-token");
    await intruder.next("never" as "error", 2000).catch(() => undefined);
    expect(intruder.closed).toBe(true);
    await closeAll(pair.a, pair.b);
  });
});

describe("bad messages change nothing", () => {
  test("not JSON, unknown type, wrong fields, too large and too fast each get an error; the game goes on", async () => {
    const pair = await startPair();
    const { a, b } = pair;
    const cases: [string, string][] = [
      ["{not json", "bad-json"],
      [JSON.stringify({ type: "dance" }), "unknown-type"],
      [JSON.stringify({ type: "inputs", frame: "x", inputs: [] }), "bad-message"],
      [JSON.stringify({ type: "inputs", frame: 5, inputs: [[6, "left"]] }), "bad-message"],
      [JSON.stringify({ type: "inputs", frame: 5, inputs: [[1, "teleport"]] }), "bad-message"],
      [JSON.stringify({ type: "inputs", frame: 5, inputs: [], extra: 1 }), "bad-message"],
      [JSON.stringify({ type: "ready" }), "wrong-phase"],
      [JSON.stringify({ type: "inputs", frame: 1, inputs: [], pad: "x".repeat(MAX_MESSAGE_CHARS) }), "too-large"],
    ];
    for (const [text, code] of cases) {
      a.send(text);
      expect((await a.next("error")).code).toBe(code);
    }
    a.send(new TextEncoder().encode('{"type":"ready"}'));
    expect(await a.next("error")).toMatchObject({ code: "bad-message", message: "messages are JSON text" });
    // Nothing reached the opponent, and a good batch still plays from frame 0.
    expect(b.all("opponent_inputs")).toEqual([]);
    a.send({
      type: "inputs",
      frame: 2,
      inputs: [
        [0, "left"],
        [1, "hardDrop"],
      ],
    });
    expect(await b.next("opponent_inputs")).toEqual({
      type: "opponent_inputs",
      frame: 2,
      inputs: [
        [0, "left"],
        [1, "hardDrop"],
      ],
    });
    // Too fast: a burst past the bucket gets "too-fast" for the excess only.
    for (let i = 0; i < 3 * MESSAGE_BURST; i++) b.send({ type: "inputs", frame: 0, inputs: [] });
    await a.next("opponent_inputs");
    await eventually(() => b.all("error").length > 0);
    expect(b.all("error")[0]?.code).toBe("too-fast");
    expect(a.all("game_over")).toEqual([]);
    await closeAll(a, b);
  });

  test("a third player gets room-full; a bad room code or game is refused", async () => {
    const pair = await startPair();
    const third = await Client.open(server.url, pair.code);
    expect(await third.next("error")).toMatchObject({ code: "room-full" });
    const badRoom = await Client.open(server.url, "no");
    expect((await badRoom.next("error")).code).toBe("bad-room");
    const badGame = await Client.open(server.url, newCode(), { game: "chess" });
    expect((await badGame.next("error")).code).toBe("unknown-game");
    const future = await Client.open(server.url, newCode(), { protocol: 3 });
    expect((await future.next("error")).code).toBe("bad-protocol");
    expect(pair.a.all("opponent").map((message) => message.status)).not.toContain("left");
    await closeAll(pair.a, pair.b, third, badRoom, badGame, future);
  });
});

describe("disconnects", () => {
  test("a player who drops and rejoins in time gets what it missed and plays on", async () => {
    const pair = await startPair();
    const { a, b } = pair;
    const token = a.all("welcome")[0]!.token;
    a.send({ type: "inputs", frame: 3, inputs: [[1, "hardDrop"]] });
    await b.next("opponent_inputs");
    a.drop();
    expect((await b.next("opponent")).status).toBe("disconnected");
    b.send({
      type: "inputs",
      frame: 6,
      inputs: [
        [0, "cw"],
        [2, "hardDrop"],
      ],
    });
    // Messages on one socket are handled in order: the answer to a bad one says the batch is in.
    b.send("{");
    await b.next("error");
    const back = await Client.open(server.url, pair.code, { token });
    expect(await back.next("welcome")).toMatchObject({ player: 1, rejoined: true, token });
    const resume = await back.next("resume");
    expect(resume.start).toEqual(pair.start);
    expect(resume.you).toEqual({ frame: 3, inputs: [[1, "hardDrop"]], events: [] });
    expect(resume.opponent).toEqual({
      frame: 6,
      inputs: [
        [0, "cw"],
        [2, "hardDrop"],
      ],
      events: [],
    });
    expect((await b.next("opponent")).status).toBe("reconnected");
    back.send({ type: "inputs", frame: 8, inputs: [[4, "hardDrop"]] });
    expect((await b.next("opponent_inputs")).frame).toBe(8);
    // Past the grace period nothing is forfeited: the player is back.
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 300));
    expect(b.all("game_over")).toEqual([]);
    await closeAll(back, b);
  });

  test("a player who does not come back within the grace period forfeits", async () => {
    const pair = await startPair();
    pair.b.drop();
    const over = await pair.a.next("game_over", GRACE_MS + 5000);
    expect(over).toMatchObject({ winner: 1, reason: "forfeit" });
    await eventually(() => pair.a.all("opponent").some((message) => message.status === "left"));
    const statuses = pair.a.all("opponent").map((message) => message.status);
    expect(statuses.slice(statuses.indexOf("disconnected"))).toEqual(["disconnected", "left"]);
    // The place is free again: a newcomer becomes player 2.
    const newcomer = await Client.open(server.url, pair.code);
    expect((await newcomer.next("welcome")).player).toBe(2);
    await closeAll(pair.a, newcomer);
  });

  test("a player who leaves on purpose: the opponent hears left at once (not disconnected), the game is forfeited", async () => {
    const pair = await startPair();
    const started = Date.now();
    await pair.b.leave();
    expect(await pair.a.next("game_over")).toMatchObject({ winner: 1, reason: "forfeit" });
    await eventually(() => pair.a.all("opponent").some((message) => message.status === "left"));
    // Well within the grace period a drop would be given.
    expect(Date.now() - started).toBeLessThan(GRACE_MS);
    expect(pair.a.all("opponent").map((message) => message.status)).not.toContain("disconnected");
    await closeAll(pair.a);
  });

  test("a socket closed without the leave code is a drop: disconnected first", async () => {
    const pair = await startPair();
    await pair.b.close();
    expect((await pair.a.next("opponent")).status).toBe("disconnected");
    await closeAll(pair.a);
  });
});

describe("storage", () => {
  test("a room outlives a restart of the runtime: results kept, a player rejoins with its token", async () => {
    const dir = await mkdtemp(join(tmpdir(), "rooms-"));
    let first: LocalServer | null = await startLocalServer({ persistDir: dir });
    let second: LocalServer | null = null;
    try {
      const code = newCode();
      const a = await Client.open(first.url, code);
      const { token } = await a.next("welcome");
      const b = await Client.open(first.url, code);
      await b.next("welcome");
      a.send({ type: "ready" });
      b.send({ type: "ready" });
      const start = await a.next("game_start");
      const { over } = await playMatch({ code, a, b, start }, [DROP_FAST, DROP_SLOW], 100);
      const before: unknown = await (await fetch(new URL(`/rooms/${code}/results`, first.url))).json();
      // The input logs are written within LOG_FLUSH_MS of their messages.
      await new Promise((resolve) => setTimeout(resolve, LOG_FLUSH_MS + 350));
      await closeAll(a, b);
      await first.close();
      first = null;
      second = await startLocalServer({ persistDir: dir });
      const after: unknown = await (await fetch(new URL(`/rooms/${code}/results`, second.url))).json();
      expect(after).toEqual(before);
      const back = await Client.open(second.url, code, { token });
      expect(await back.next("welcome")).toMatchObject({ player: 1, rejoined: true });
      expect(await back.next("game_over")).toEqual(over);
      await back.close();
    } finally {
      await first?.close();
      await second?.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
