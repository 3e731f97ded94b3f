// The app's own client path against the real runtime: core's RoomClient (over `ws` sockets, as
// the browser's WebSocket in the app) and @arcade/tetris's OnlineTetrisPlayer/OpponentView. One
// player's socket is cut mid-game without a close frame; it plays on while disconnected, the
// RoomClient rejoins with its token, the room's `resume` lets the player send what the room
// missed, and the room's verdict and kept replay agree with the player's own game.
import { Rng, type Replay } from "@arcade/core";
import { RoomClient, type GameOverMessage, type GameStartMessage, type ServerMessage } from "@arcade/core/rooms";
import { BOTS, OnlineTetrisPlayer, OpponentView, actionsOf, runReplay, think } from "@arcade/tetris";
import WebSocket from "ws";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startLocalServer, type LocalServer } from "../src/local.ts";

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer({ graceMs: 4000 });
});
afterAll(async () => {
  await server?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A player as the app runs it: a RoomClient, its game, and the opponent's game from the relay. */
class AppPlayer {
  readonly client: RoomClient;
  sockets: WebSocket[] = [];
  start: GameStartMessage | null = null;
  game: OnlineTetrisPlayer | null = null;
  opponent: OpponentView | null = null;
  over: GameOverMessage | null = null;
  statuses: string[] = [];
  resumes = 0;
  private readonly rng: Rng;

  constructor(code: string, name: string) {
    this.rng = Rng.from(name);
    this.client = new RoomClient({
      server: server.url.href,
      code,
      game: "tetris",
      retryMs: 200,
      openSocket: (url) => {
        const socket = new WebSocket(url);
        this.sockets.push(socket);
        return socket;
      },
      onMessage: (message) => this.heard(message),
      onStatus: (status) => {
        this.statuses.push(status);
        if (status === "connected" && this.start === null) this.client.send({ type: "ready" });
      },
    });
  }

  private heard(message: ServerMessage): void {
    if (message.type === "game_start") {
      this.start = message;
      this.game = new OnlineTetrisPlayer(message, this.client.player!);
      this.opponent = new OpponentView(message, this.client.player === 1 ? 2 : 1);
    } else if (message.type === "opponent_inputs") {
      this.game?.receiveEvents(message);
      this.opponent?.add(message);
    } else if (message.type === "resume") {
      this.resumes++;
      this.game!.resume(message);
      this.opponent!.resume(message.opponent);
      this.flush();
    } else if (message.type === "game_over") this.over = message;
  }

  /** One piece (the bot, or a hard drop) and 20 frames; sent only while connected, as the app does. */
  piece(drop: boolean): void {
    const game = this.game!;
    if (game.done) return;
    const plan = drop ? null : think(game.game, BOTS.medium, this.rng);
    for (const action of plan === null ? (["hardDrop"] as const) : actionsOf(plan.best)) game.apply(action);
    for (let i = 0; i < 20; i++) game.tick();
    this.flush();
  }

  flush(): void {
    if (this.client.status !== "connected") return;
    this.client.send(this.game!.flush());
  }
}

async function until(condition: () => boolean, what: string, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

test("a socket cut mid-game: the RoomClient rejoins, the resume sends what the room missed, the verdict matches the game", async () => {
  const a = new AppPlayer("REJOIN01", "a");
  await until(() => a.client.status === "connected", "a's welcome");
  const b = new AppPlayer("REJOIN01", "b");
  await until(() => a.game !== null && b.game !== null, "game_start");

  for (let i = 0; i < 6; i++) {
    a.piece(true);
    b.piece(false);
    await sleep(10);
  }
  // Cut a's connection without a close frame; the last batch before the cut may or may not arrive.
  a.piece(true);
  a.sockets.at(-1)!.terminate();
  await until(() => a.client.status === "reconnecting", "a reconnecting");
  // a plays on while it is down: these pieces reach the room only through the resume.
  a.piece(true);
  a.piece(true);
  await until(() => a.resumes === 1 && a.client.status === "connected", "a's rejoin and resume");
  expect(a.sockets).toHaveLength(2);
  expect(new URL(a.sockets[1]!.url).searchParams.get("token")).toMatch(/^[0-9a-f]{32}$/);

  // a only hard-drops in the middle: it tops out soon; b plays the bot.
  while (!a.game!.done) {
    a.piece(true);
    b.piece(false);
    await sleep(10);
  }
  // b plays on past a's top-out frame: then the room can tell who ended first.
  while (b.game!.game.frame <= a.game!.toppedOutAt! && !b.game!.done) b.piece(false);
  await until(() => a.over !== null && b.over !== null, "game_over");
  expect(a.over).toEqual(b.over);
  const over = a.over!;
  const seatA = a.client.player!;
  expect(over.winner).toBe(seatA === 1 ? 2 : 1);
  expect(over.reason).toBe("ended");
  expect(over.players.every((player) => player.valid)).toBe(true);
  expect(over.players[seatA - 1]).toMatchObject({ endedAt: a.game!.toppedOutAt, stats: { pieces: a.game!.game.pieces } });
  // b saw a's whole game, the part played while disconnected included.
  expect(b.opponent!.game.board).toEqual(a.game!.game.board);
  // The room's kept replay of a re-runs (independently, by runReplay) to a's own final board.
  const response = await fetch(new URL("/rooms/REJOIN01/results", server.url));
  const kept = (await response.json()) as { games: { replays: Replay[] }[] };
  const replay = kept.games[0]!.replays[seatA - 1]!;
  expect(runReplay(replay).board).toEqual(a.game!.game.board);
  a.client.close();
  b.client.close();
}, 30_000);
