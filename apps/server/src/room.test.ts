// The room logic on its own, with a fake host (clock, sockets, storage as a Map): what each player
// is sent, what is stored, and a room rebuilt from storage behaving as the one it was.
import { describe, expect, test } from "vitest";
import { hookFor } from "./hooks.ts";
import { MESSAGE_BURST, type ClientMessage, type PlayerNumber, type ServerMessage } from "@arcade/core/rooms";
import { Room, type RoomHost } from "./room.ts";
import { tetrisHook } from "./tetris.ts";

const OPTIONS = { graceMs: 1000, idleMs: 5000, gamesKept: 2 };

class FakeHost implements RoomHost {
  time = 1_000_000;
  alarm: number | null = null;
  readonly inbox: Record<PlayerNumber, ServerMessage[]> = { 1: [], 2: [] };
  readonly storage = new Map<string, unknown>();
  private counter = 0;
  send(player: PlayerNumber, message: ServerMessage): void {
    this.inbox[player].push(structuredClone(message));
  }
  now(): number {
    return this.time;
  }
  randomSeed(): string {
    return `seed${++this.counter}`;
  }
  randomToken(): string {
    return `token${++this.counter}`;
  }
  setAlarm(at: number | null): void {
    this.alarm = at;
  }
  /** What the Durable Object does after each event: store the room's writes. */
  flush(room: Room): void {
    for (const [key, value] of room.takeWrites()) {
      if (value === undefined) this.storage.delete(key);
      else this.storage.set(key, structuredClone(value));
    }
  }
  /** The alarm goes off (a Durable Object's alarm is gone once it has fired). */
  fire(room: Room): void {
    this.alarm = null;
    room.alarm();
    this.flush(room);
  }
  last(player: PlayerNumber): ServerMessage | undefined {
    return this.inbox[player].at(-1);
  }
  types(player: PlayerNumber): string[] {
    return this.inbox[player].map((message) => message.type);
  }
}

function openRoom() {
  const host = new FakeHost();
  const room = new Room("ROOM1", tetrisHook, host, OPTIONS);
  const say = (player: PlayerNumber, message: ClientMessage | string): void => {
    room.message(player, typeof message === "string" ? message : JSON.stringify(message));
    host.flush(room);
  };
  const join = (token: string | null = null): PlayerNumber => {
    const joined = room.join(token, "tetris");
    if (!joined.ok) throw new Error(joined.code);
    room.connected(joined.player, joined.rejoined);
    host.flush(room);
    return joined.player;
  };
  return { host, room, say, join };
}

function started() {
  const setup = openRoom();
  setup.join();
  setup.join();
  setup.say(1, { type: "ready" });
  setup.say(2, { type: "ready" });
  return setup;
}

describe("joining", () => {
  test("two places with their own tokens, then room-full; a token takes its place back", () => {
    const { room, host, join } = openRoom();
    expect(join()).toBe(1);
    expect(host.last(1)).toEqual({ type: "welcome", protocol: 1, player: 1, token: "token1", room: "ROOM1", game: "tetris", rejoined: false });
    expect(join()).toBe(2);
    expect(host.last(1)).toEqual({ type: "opponent", status: "joined" });
    expect(room.join(null, "tetris")).toMatchObject({ ok: false, code: "room-full" });
    expect(room.join("nope", "tetris")).toMatchObject({ ok: false, code: "bad-token" });
    expect(room.join(null, "puyo")).toMatchObject({ ok: false, code: "unknown-game" });
    expect(room.join("token2", "tetris")).toEqual({ ok: true, player: 2, rejoined: true });
  });

  test("a dropped player in the lobby leaves after the grace period, and the place is free", () => {
    const { room, host, join } = openRoom();
    join();
    join();
    room.disconnected(2);
    expect(host.alarm).toBe(host.time + OPTIONS.graceMs);
    expect(host.last(1)).toEqual({ type: "opponent", status: "disconnected" });
    host.time += OPTIONS.graceMs;
    host.fire(room);
    expect(host.last(1)).toEqual({ type: "opponent", status: "left" });
    expect(host.alarm).toBe(null);
    expect(join()).toBe(2);
  });
});

describe("a game", () => {
  test("starts when both are ready, with the host's seed and both players' options", () => {
    const { host, say, join } = openRoom();
    join();
    join();
    say(1, { type: "ready", options: { softDropFactor: 41 } });
    expect(host.types(2)).toContain("opponent");
    say(2, { type: "ready" });
    const start = host.last(1);
    expect(start).toEqual({
      type: "game_start",
      seed: "seed3",
      rulesVersion: tetrisHook.rulesVersion,
      game: "tetris",
      number: 1,
      options: [
        { mode: "marathon", allow180: true, softDropFactor: 41 },
        { mode: "marathon", allow180: true, softDropFactor: 20 },
      ],
    });
    expect(host.last(2)).toEqual(start);
  });

  test("bad options, frames that go back and messages in the wrong phase are refused and change nothing", () => {
    const { host, say, join } = openRoom();
    join();
    join();
    say(1, { type: "inputs", frame: 1, inputs: [] });
    expect(host.last(1)).toMatchObject({ type: "error", code: "wrong-phase" });
    say(1, { type: "topped_out", frame: 1 });
    expect(host.last(1)).toMatchObject({ type: "error", code: "wrong-phase" });
    say(1, { type: "ready", options: { mode: "sprint" } });
    expect(host.last(1)).toMatchObject({ type: "error", code: "bad-message" });
    expect((host.last(1) as { message: string }).message).toMatch(/^options.mode: /);
    say(2, { type: "ready" });
    expect(host.types(1)).not.toContain("game_start");
    say(1, { type: "ready" });
    say(1, { type: "inputs", frame: 10, inputs: [[2, "left"]] });
    const relayed = host.inbox[2].length;
    say(1, { type: "inputs", frame: 9, inputs: [] });
    expect(host.last(1)).toMatchObject({ code: "bad-message", message: "frame 9 is before the last one sent (10)" });
    say(1, { type: "inputs", frame: 12, inputs: [[9, "left"]] });
    expect(host.last(1)).toMatchObject({ code: "bad-message", message: "inputs stamped before frame 10 were already complete" });
    say(1, { type: "inputs", frame: 12, inputs: [[11, "warp"]] });
    expect((host.last(1) as { message: string }).message).toMatch(/^inputs\[0\]: unknown action/);
    say(1, { type: "topped_out", frame: 3 });
    expect(host.last(1)).toMatchObject({ code: "bad-message" });
    expect(host.inbox[2].length).toBe(relayed);
    say(1, { type: "ready" });
    expect(host.last(1)).toMatchObject({ code: "wrong-phase" });
  });

  test("too fast: past the burst, messages are refused until the bucket refills", () => {
    const { host, say } = started();
    for (let i = 0; i < MESSAGE_BURST - 1; i++) say(1, { type: "inputs", frame: 0, inputs: [] });
    expect(host.types(1)).not.toContain("error");
    say(1, { type: "inputs", frame: 0, inputs: [] });
    expect(host.last(1)).toMatchObject({ type: "error", code: "too-fast" });
    host.time += 1000;
    say(1, { type: "inputs", frame: 0, inputs: [] });
    expect(host.last(2)).toEqual({ type: "opponent_inputs", frame: 0, inputs: [] });
  });

  test("a player silent too long during a game forfeits; one who keeps talking does not", () => {
    const { host, room, say } = started();
    expect(host.alarm).toBe(host.time + OPTIONS.idleMs);
    host.time += OPTIONS.idleMs - 1;
    say(2, { type: "inputs", frame: 60, inputs: [] });
    host.time += 1;
    host.fire(room);
    expect(host.last(1)).toMatchObject({ type: "game_over", winner: 2, reason: "forfeit" });
    expect(host.inbox[1].at(-2)).toMatchObject({ type: "error", code: "rejected" });
  });

  test("a dropped player who rejoins gets the game so far; one who does not forfeits", () => {
    const { host, room, say, join } = started();
    say(1, { type: "inputs", frame: 5, inputs: [[1, "left"]] });
    room.disconnected(1);
    say(2, { type: "inputs", frame: 7, inputs: [[2, "hardDrop"]] });
    expect(join("token1")).toBe(1);
    const resume = host.inbox[1].find((message) => message.type === "resume");
    expect(resume).toMatchObject({
      you: { frame: 5, inputs: [[1, "left"]], attacks: [] },
      opponent: { frame: 7, inputs: [[2, "hardDrop"]] },
      garbage: [],
    });
    room.disconnected(2);
    host.time += OPTIONS.graceMs;
    host.fire(room);
    expect(host.last(1)).toEqual({ type: "opponent", status: "left" });
    expect(host.inbox[1].at(-2)).toMatchObject({ type: "game_over", winner: 1, reason: "forfeit" });
  });

  test("a top-out claim that came after the room saw it must agree", () => {
    const { host, say } = started();
    const drops = Array.from({ length: 40 }, (_, i) => [i * 3, "hardDrop"] as [number, string]);
    say(1, { type: "inputs", frame: 200, inputs: drops });
    const over = host.last(1);
    expect(over).toMatchObject({ type: "game_over", winner: 2, reason: "topped_out" });
    const at = (over as { players: { toppedOutAt: number }[] }).players[0]!.toppedOutAt;
    say(1, { type: "topped_out", frame: at });
    expect(host.last(1)).toBe(over);
    say(1, { type: "topped_out", frame: at + 1 });
    expect(host.last(1)).toMatchObject({ type: "error", code: "rejected" });
  });
});

describe("storage", () => {
  test("a room rebuilt from what it stored goes on as the same room", () => {
    const { host, room, say } = started();
    say(1, {
      type: "inputs",
      frame: 20,
      inputs: [
        [3, "hardDrop"],
        [9, "cw"],
      ],
    });
    say(2, {
      type: "inputs",
      frame: 15,
      inputs: [
        [1, "hold"],
        [4, "hardDrop"],
      ],
    });
    room.disconnected(2);
    host.flush(room);
    const woken = Room.restore(host.storage, hookFor, host, OPTIONS)!;
    expect(woken.results()).toEqual(room.results());
    // The checkers are rebuilt from the logs: a frame before the last one is still refused.
    woken.message(1, JSON.stringify({ type: "inputs", frame: 19, inputs: [] }));
    expect(host.last(1)).toMatchObject({ code: "bad-message", message: "frame 19 is before the last one sent (20)" });
    expect(woken.join("token2", "tetris")).toEqual({ ok: true, player: 2, rejoined: true });
    expect(Room.restore(new Map(), hookFor, host)).toBe(null);
  });

  test("only the last `gamesKept` games are kept, with their replays", () => {
    const { host, room, say } = started();
    const drops = Array.from({ length: 40 }, (_, i) => [i * 3, "hardDrop"] as [number, string]);
    for (let game = 1; game <= 3; game++) {
      say(1, { type: "inputs", frame: 200, inputs: drops });
      say(1, { type: "ready" });
      say(2, { type: "ready" });
    }
    const results = room.results();
    expect(results.games.map((game) => game.start.number)).toEqual([3, 4]);
    const stored = [...host.storage.keys()].filter((key) => key.startsWith("log:"));
    expect(stored.every((key) => key.startsWith("log:000003") || key.startsWith("log:000004"))).toBe(true);
    const replay = results.games[0]!.replays[0] as { seed: string; inputs: unknown[] };
    expect(replay.seed).toBe(results.games[0]!.start.seed);
    expect(replay.inputs.length).toBeGreaterThan(0);
  });
});
