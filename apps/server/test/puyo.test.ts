// Puyo through the room server in the real runtime (Miniflare's workerd, real WebSocket clients):
// a room opened with ?game=puyo deals one seed, relays both streams with their nuisance events,
// re-runs them with Puyo's own checker (@arcade/puyo's puyoRoomHook) and decides.
import { OnlinePuyoPlayer, PuyoOpponentView, runReplay, type PlayAction } from "@arcade/puyo";
import type { Replay } from "@arcade/core";
import type { GameOverMessage, GameStartMessage } from "@arcade/core/rooms";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { RELAY_WINDOW_FRAMES } from "../src/limits.ts";
import { startLocalServer, type LocalServer } from "../src/local.ts";
import { Client } from "./client.ts";

let server: LocalServer;
let rooms = 0;
const newCode = (): string => `PUYO${String(++rooms).padStart(4, "0")}`;

beforeAll(async () => {
  server = await startLocalServer({ graceMs: 1500, roomsPerMinute: 1000 });
});
afterAll(async () => {
  await server?.close();
});

async function startPair(): Promise<{ code: string; a: Client; b: Client; start: GameStartMessage }> {
  const code = newCode();
  const { client: a, welcome } = await Client.welcomed(server.url, code, { game: "puyo" });
  expect(welcome).toMatchObject({ game: "puyo", player: 1 });
  const b = await Client.open(server.url, code, { game: "puyo" });
  await b.next("welcome");
  a.send({ type: "ready" });
  b.send({ type: "ready", options: { colors: 4 } });
  const start = await a.next("game_start");
  expect(await b.next("game_start")).toEqual(start);
  return { code, a, b, start };
}

/** A side's game at one of its batches: its figures as the verdict gives them, and its field. */
interface Snapshot {
  stats: { pieces: number; sent: number; received: number; score: number };
  field: string;
}

/**
 * One placement of a side: it waits `wait` frames under control, turns once every other pair
 * (so the columns differ from a plain stack), drops, and plays the turn out to the next pair.
 */
function placeOne(player: OnlinePuyoPlayer, wait: number, turn: boolean): void {
  const game = player.game;
  for (let f = 0; f < wait && !player.done && game.phase === "control"; f++) player.tick();
  const actions: PlayAction[] = turn ? ["cw", "left", "left", "drop"] : ["right", "drop"];
  for (const action of actions) if (!player.done && game.phase === "control") player.apply(action);
  while (!player.done && game.phase !== "control") player.tick();
}

describe("a Puyo room", () => {
  test("two players play by turns until one tops out: the verdict, the kept records and the views agree", async () => {
    const { code, a, b, start } = await startPair();
    expect(start).toMatchObject({
      game: "puyo",
      rulesVersion: 1,
      number: 1,
      options: [
        { mode: "tsu", colors: 4 },
        { mode: "tsu", colors: 4 },
      ],
    });
    const players = [new OnlinePuyoPlayer(start, 1), new OnlinePuyoPlayer(start, 2)] as const;
    const clients = [a, b] as const;
    const seen = [0, 0];
    // The frames of each side's batches: a side is sent the other's up to RELAY_WINDOW_FRAMES past its own.
    const sentFrames: [number[], number[]] = [[], []];
    const visible = (side: 0 | 1): number =>
      sentFrames[1 - side]!.filter((frame) => players[side].done || frame <= (sentFrames[side].at(-1) ?? 0) + RELAY_WINDOW_FRAMES).length;
    /** A side takes the opponent's batches it has been sent since it last looked (their nuisance events). */
    const receive = (side: 0 | 1): void => {
      const batches = clients[side].all("opponent_inputs");
      for (const message of batches.slice(seen[side])) players[side].receiveEvents(message);
      seen[side] = batches.length;
    };
    /**
     * Each side's game at each batch it sent, by the batch's frame. The two sides send on two sockets,
     * so the room may decide before it reads a batch the winner has sent (once the winner's stream is
     * past the loser's top-out it needs no more): its verdict and record are the game at its last
     * batch read, the frame the verdict names.
     */
    const atFrame = [new Map<number, Snapshot>(), new Map<number, Snapshot>()] as const;
    const send = (side: 0 | 1): void => {
      const me = players[side];
      const batch = me.flush();
      sentFrames[side].push(batch.frame);
      const stats = { pieces: me.game.game.index, sent: me.sent, received: me.received, score: me.game.game.score };
      atFrame[side].set(batch.frame, { stats, field: me.game.summary().field });
      clients[side].send(batch);
    };
    const turn = (side: 0 | 1, pairs: number): void => {
      receive(side);
      // Player 2 waits longer under control: the same seed and the same moves would tie.
      placeOne(players[side], side === 0 ? 4 : 12, pairs % 2 === 1);
      send(side);
    };
    let loser = -1;
    for (let pairs = 0; pairs < 200 && loser < 0; pairs++) {
      for (const side of [0, 1] as const) {
        turn(side, pairs);
        if (players[side].done) {
          loser = side;
          const other = (1 - side) as 0 | 1;
          // The room decides once the other stream is past the top-out's frame: one batch takes it
          // there if it is not already (a batch after the verdict would come after the game).
          if (!players[other].done && players[other].game.frame <= players[side].toppedOutAt!) {
            // The top-out and that batch reach the room on two sockets, in either order. The other
            // side first takes what it is sent of the loser's stream (the top-out if within its
            // window: the room has then read it, and relays it before the batch). If the top-out is
            // held back, the batch goes past the loser's window too, so whichever the room reads
            // first is relayed into the other's game only after that game's end.
            await clients[other].until("opponent_inputs", visible(other));
            receive(other);
            const heldBack = visible(other) < sentFrames[side].length;
            const past = Math.max(players[side].toppedOutAt!, heldBack ? (sentFrames[side].at(-2) ?? 0) + RELAY_WINDOW_FRAMES : 0);
            while (!players[other].done && players[other].game.frame <= past) players[other].tick();
            send(other);
          }
          // Taken there, the other side may top out itself, at an earlier frame (the nuisance it was
          // sent arrives with the relays' timing): the room's verdict goes by frames, so does the test's.
          const otherAt = players[other].toppedOutAt;
          if (otherAt !== null && otherAt < players[side].toppedOutAt!) loser = other;
          break;
        }
        await Promise.all(([0, 1] as const).map((other) => clients[other].until("opponent_inputs", visible(other))));
      }
    }
    expect(loser).toBeGreaterThanOrEqual(0);
    const over: GameOverMessage = await a.next("game_over", 10_000);
    expect(await b.next("game_over")).toEqual(over);
    expect(over).toMatchObject({ winner: loser === 0 ? 2 : 1, reason: "ended" });
    // The loser's stream is read to its top-out (its last batch); the winner's at least past it.
    const lost = loser as 0 | 1;
    expect(over.players[lost].frame).toBe(sentFrames[lost].at(-1));
    expect(over.players[1 - lost]!.frame).toBeGreaterThan(players[lost].toppedOutAt!);
    const decided = ([0, 1] as const).map((side) => {
      const at = atFrame[side].get(over.players[side].frame);
      if (at === undefined) throw new Error(`player ${side + 1}: the verdict's frame ${over.players[side].frame} is not one of its batches`);
      return at;
    });
    for (const side of [0, 1] as const) {
      const local = players[side];
      expect(over.players[side]).toMatchObject({
        valid: true,
        ...(side === loser || local.toppedOutAt === null ? { endedAt: side === loser ? local.toppedOutAt : null } : {}),
        stats: decided[side]!.stats,
      });
    }
    // The room kept each stream as a Puyo record, and it re-runs to the player's own game.
    const response = await fetch(new URL(`/rooms/${code}/results`, server.url));
    const kept = ((await response.json()) as { games: { replays: Replay[] }[] }).games[0]!;
    for (const side of [0, 1] as const) {
      const game = runReplay(kept.replays[side]!);
      expect(game.summary().field).toBe(decided[side]!.field);
    }
    // Each side's view of its opponent, fed the relayed batches, is the opponent's field.
    for (const side of [0, 1] as const) {
      const view = new PuyoOpponentView(start, side === 0 ? 2 : 1);
      for (const message of clients[side].all("opponent_inputs")) view.add(message);
      expect(view.game.summary().field).toBe(decided[1 - side]!.field);
    }
    // No error, but for a batch that came after the verdict: there is no game to play it in.
    for (const side of [0, 1] as const) {
      const late = sentFrames[side].filter((frame) => frame > over.players[side].frame).length;
      await clients[side].until("error", late);
      expect(clients[side].all("error").map((error) => error.code)).toEqual(Array<string>(late).fill("wrong-phase"));
    }
    await Promise.all([a.close(), b.close()]);
  });
});

describe("a cheating Puyo client", () => {
  test("claims nuisance its chains did not send: rejected, loses", async () => {
    const { a, b } = await startPair();
    a.send({ type: "inputs", frame: 10, inputs: [[3, "drop"]], events: [[3, { kind: "nuisance", count: 30 }]] });
    const error = await a.next("error");
    expect(error.code).toBe("rejected");
    expect(error.message).toMatch(/claimed 30 nuisance sent by frame 3, but the chains so far sent 0/);
    expect(await b.next("game_over")).toMatchObject({ winner: 2, reason: "rejected" });
    await Promise.all([a.close(), b.close()]);
  });

  test("receives nuisance nobody sent, or sends a Tetris event: rejected", async () => {
    const first = await startPair();
    first.a.send({ type: "inputs", frame: 5, inputs: [[2, "nuisance:6"]] });
    expect((await first.a.next("error")).message).toMatch(/opponent had sent only 0/);
    expect((await first.b.next("game_over")).winner).toBe(2);
    const second = await startPair();
    second.b.send({ type: "inputs", frame: 5, inputs: [], events: [[2, { kind: "attack", lines: 4 }]] });
    expect((await second.b.next("error")).message).toMatch(/unknown event/);
    await Promise.all([first.a.close(), first.b.close(), second.a.close(), second.b.close()]);
  });
});
