// The room logic on its own, with a fake host (clock, sockets, storage as a Map): what each player
// is sent, what is stored, and a room rebuilt from storage behaving as the one it was.
import { describe, expect, test } from "vitest";
import { hookFor } from "./hooks.ts";
import { MESSAGE_BURST, type ClientMessage, type ErrorCode, type PlayerNumber, type ServerMessage } from "@arcade/core/rooms";
import { tetrisRoomHook as tetrisHook } from "@arcade/tetris";
import { BEHIND_SHARE, FLOOD_LIMIT, MAX_INPUTS_PER_FRAME, MAX_INPUTS_PER_GAME_SECOND, REJOINS_PER_MINUTE, SILENCE_CAP } from "./limits.ts";
import { BacklogGauge } from "./backlog.ts";
import { Room, type RoomHost } from "./room.ts";
import { alarmTime } from "./room-clock.ts";

const OPTIONS = { graceMs: 1000, idleMs: 5000, behindMs: 3000, emptyMs: 60_000, gamesKept: 2, lobbyIdleMs: 600_000, quietMs: 60_000 };

class FakeHost implements RoomHost {
  time = 1_000_000;
  alarm: number | null = null;
  readonly inbox: Record<PlayerNumber, ServerMessage[]> = { 1: [], 2: [] };
  readonly storage = new Map<string, unknown>();
  private counter = 0;
  readonly closed: PlayerNumber[] = [];
  send(player: PlayerNumber, message: ServerMessage): void {
    this.inbox[player].push(structuredClone(message));
  }
  close(player: PlayerNumber, code: ErrorCode, message: string): void {
    this.send(player, { type: "error", code, message });
    this.closed.push(player);
  }
  /** The host's backlog in reading (ms), or a gauge fed by the room's lateness reports (backlog.ts). */
  lag = 0;
  gauge: BacklogGauge | null = null;
  readonly late: [PlayerNumber, number][] = [];
  now(): number {
    return this.time;
  }
  backlog(): number {
    return this.gauge?.backlog(this.time) ?? this.lag;
  }
  heldBack(): number {
    return this.gauge?.current(this.time) ?? this.lag;
  }
  heardLate(player: PlayerNumber, lateMs: number, sinceStartMs: number): void {
    this.late.push([player, lateMs]);
    this.gauge?.message(`ROOM1:${player}`, lateMs, this.time, sinceStartMs);
  }
  randomSeed(): string {
    return `seed${++this.counter}`;
  }
  randomToken(): string {
    return `token${++this.counter}`;
  }
  setAlarm(at: number | null): void {
    // As the Worker does: the room's deadline is on its clock (now less the backlog).
    this.alarm = at === null ? null : alarmTime(at, this.backlog(), this.time);
  }
  /** What the Durable Object does after each event: store the room's writes. */
  flush(room: Room): void {
    for (const [key, value] of room.writes.take()) {
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

function openRoom(options = OPTIONS) {
  const host = new FakeHost();
  const room = new Room("ROOM1", tetrisHook, host, options);
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

function started(options = OPTIONS) {
  const setup = openRoom(options);
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
    expect(host.last(1)).toEqual({ type: "welcome", protocol: 2, player: 1, token: "token1", room: "ROOM1", game: "tetris", rejoined: false });
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
    // What is left to wait for: player 1, who has sent nothing, is closed if it stays quiet.
    expect(host.alarm).toBe(host.time - OPTIONS.graceMs + OPTIONS.quietMs);
    expect(join()).toBe(2);
  });

  test("outside a game a silent connection is closed: one that never spoke after quietMs, others after lobbyIdleMs", () => {
    const { room, host, join, say } = openRoom();
    join();
    join();
    say(2, { type: "ready" });
    host.time += OPTIONS.quietMs;
    host.fire(room);
    expect(host.closed).toEqual([1]);
    expect(host.last(1)).toMatchObject({ type: "error", code: "idle" });
    // (The Durable Object reports a connection the room closed as dropped.)
    room.disconnected(1);
    host.time += OPTIONS.lobbyIdleMs - OPTIONS.quietMs;
    host.fire(room);
    expect(host.closed).toEqual([1, 2]);
  });

  test("rejoins: the message rate is the player's across connections, and at most REJOINS_PER_MINUTE a minute", () => {
    const { room, host, join, say } = openRoom();
    join();
    join();
    // Spend the burst, then reconnect: the new connection gets no new allowance.
    for (let i = 0; i < MESSAGE_BURST; i++) say(1, "{}");
    room.disconnected(1);
    expect(join("token1")).toBe(1);
    say(1, "{}");
    expect(host.last(1)).toMatchObject({ type: "error", code: "too-fast" });
    for (let i = 1; i < REJOINS_PER_MINUTE; i++) {
      room.disconnected(1);
      expect(join("token1")).toBe(1);
    }
    room.disconnected(1);
    expect(room.join("token1", "tetris")).toMatchObject({ ok: false, code: "too-fast" });
    host.time += 60_000;
    expect(room.join("token1", "tetris")).toMatchObject({ ok: true, player: 1 });
  });

  test("a player who leaves on purpose is gone at once: the opponent is told left, never disconnected", () => {
    const { room, host, join } = openRoom();
    join();
    join();
    room.left(2);
    expect(host.last(1)).toEqual({ type: "opponent", status: "left" });
    expect(host.inbox[1].some((message) => message.type === "opponent" && message.status === "disconnected")).toBe(false);
    expect(join()).toBe(2);
  });

  test("a message from a connection whose place is gone changes nothing", () => {
    const { room, host, say, join } = openRoom();
    join();
    join();
    room.disconnected(2);
    host.time += OPTIONS.graceMs;
    host.fire(room);
    const sent = host.inbox[1].length;
    say(2, { type: "ready" });
    expect(host.inbox[1].length).toBe(sent);
    expect(host.inbox[2].at(-1)).not.toMatchObject({ type: "error" });
  });

  test("leaving during a game forfeits it at once", () => {
    const { room, host } = started();
    room.left(1);
    expect(host.inbox[2].filter((message) => message.type === "game_over")).toMatchObject([{ winner: 2, reason: "forfeit" }]);
    expect(host.last(2)).toEqual({ type: "opponent", status: "left" });
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
    say(1, { type: "inputs", frame: 10 + 3601, inputs: [] });
    expect(host.last(1)).toMatchObject({ code: "bad-message", message: "a batch may advance at most 3600 frames (from 10)" });
    say(1, { type: "inputs", frame: 12, inputs: [], events: [[11, { kind: "teleport" }]] });
    expect((host.last(1) as { message: string }).message).toMatch(/^events\[0\]: unknown event/);
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
    // Both well ahead of real time (frames are the clients' own): only silence counts here.
    say(1, { type: "inputs", frame: 3600, inputs: [] });
    say(2, { type: "inputs", frame: 3600, inputs: [] });
    // (An earlier alarm asked before stays: it re-schedules when it goes off.)
    expect(host.alarm).toBeLessThanOrEqual(host.time + OPTIONS.idleMs);
    host.time += OPTIONS.idleMs - 1;
    say(2, { type: "inputs", frame: 3660, inputs: [] });
    expect(host.types(1)).not.toContain("game_over");
    // Player 2's next message, idleMs after player 1's last: player 1 is silent.
    host.time += 1;
    say(2, { type: "inputs", frame: 3666, inputs: [] });
    expect(host.last(1)).toMatchObject({ type: "game_over", winner: 2, reason: "forfeit" });
    void room;
    expect(host.inbox[1].at(-2)).toMatchObject({ type: "error", code: "rejected" });
  });

  test("the host's own backlog is not a player's silence or lag: the room judges by the time it could read them", () => {
    const { host, room, say } = started();
    say(1, { type: "inputs", frame: 60, inputs: [] });
    say(2, { type: "inputs", frame: 60, inputs: [] });
    // The host falls 20 s behind in reading: by the wall clock both players are silent and far
    // behind real time, by what the host could read they are not.
    host.time += 20_000;
    host.lag = 19_000;
    host.fire(room);
    expect(host.types(1)).not.toContain("game_over");
    say(1, { type: "inputs", frame: 120, inputs: [] });
    expect(host.types(1)).not.toContain("game_over");
    // Its delayed messages come together: a backlog's worth more burst.
    for (let i = 0; i < MESSAGE_BURST + 100; i++) say(2, { type: "inputs", frame: 120, inputs: [] });
    expect(host.inbox[2].filter((message) => message.type === "error")).toEqual([]);
  });

  /**
   * Plays `seconds` of a game in which both players send a batch every 100 ms of their own time
   * (player 2 with its frame held back by `hold(t)` ms), through a queue in front of the host:
   * a message sent at t is read at `arrive(t)` (in order). The host's backlog comes from the
   * room's own lateness reports (backlog.ts) unless `gauged` is false (the host sees no backlog,
   * as a timer probe does not when messages wait outside the process); with `crowd`, the gauge
   * already has other rooms' players' batches as late as that against their games' starts when
   * this game starts. Alarms go off when due.
   */
  function queued(seconds: number, arrive: (t: number) => number, options: { gauged?: boolean; hold?: (t: number) => number; crowd?: number } = {}) {
    const setup = openRoom();
    const { host, room, say, join } = setup;
    if (options.gauged !== false) host.gauge = new BacklogGauge();
    if (options.crowd !== undefined) for (const client of ["ROOM2:1", "ROOM2:2"]) host.gauge?.message(client, 0, host.time, options.crowd);
    join();
    join();
    say(1, { type: "ready" });
    say(2, { type: "ready" });
    const start = host.time;
    const sends: { at: number; player: PlayerNumber; frame: number }[] = [];
    for (let t = 100; t <= seconds * 1000; t += 100) {
      sends.push({ at: t, player: 1, frame: (t * 60) / 1000 });
      sends.push({ at: t, player: 2, frame: Math.max(0, Math.floor(((t - (options.hold?.(t) ?? 0)) * 60) / 1000)) });
    }
    let read = start;
    for (const send of sends) {
      read = Math.max(read + 1, start + arrive(send.at));
      while (host.alarm !== null && host.alarm <= read) {
        host.time = Math.max(host.time, host.alarm);
        host.fire(room);
      }
      host.time = read;
      say(send.player, { type: "inputs", frame: send.frame, inputs: [] });
    }
    const outcome = (player: PlayerNumber) => host.inbox[player].filter((message) => message.type === "error" || message.type === "game_over");
    return { ...setup, outcome };
  }

  /** The frame player 2's stream had reached when the game was decided. */
  const frameOf = (messages: ServerMessage[]) =>
    (messages.find((message) => message.type === "game_over") as Extract<ServerMessage, { type: "game_over" }>).players[1].frame;

  test("messages held in a queue no timer sees (a 15 s stall, then a burst): no honest player is forfeited, rejected or cut", () => {
    const stall = (t: number) => (t >= 10_000 && t < 25_000 ? 25_000 : t);
    const { outcome, host } = queued(40, stall);
    expect(outcome(1)).toEqual([]);
    expect(outcome(2)).toEqual([]);
    // What the room told the host: the burst's batches read about 15 s late against their own clocks.
    expect(Math.max(...host.late.map(([, late]) => late))).toBeGreaterThan(14_000);
    // The same game judged by a host that sees no backlog forfeits a player: the test can fail.
    const blind = queued(40, stall, { gauged: false });
    expect([...blind.outcome(1), ...blind.outcome(2)].map((message) => message.type)).toContain("game_over");
  });

  test("a stall of the server (its clock jumps 12 s, nothing ran) forfeits nobody, even with the room's alarm run first after it", () => {
    /** Plays 2 s with a probe timer every 100 ms (if `probed`), then the process gets no CPU for 12 s. */
    function stalled(probed: boolean) {
      const setup = started();
      const { host, room, say } = setup;
      const gauge = (host.gauge = new BacklogGauge());
      const start = host.time;
      const probe = (due: number) => {
        if (!probed) return;
        gauge.timer(due, host.time);
        gauge.probe(host.time + 100);
      };
      if (probed) gauge.probe(start + 100);
      const sent: { player: PlayerNumber; frame: number }[] = [];
      for (let t = 100; t <= 14_000; t += 100) for (const player of [1, 2] as const) sent.push({ player, frame: (t * 60) / 1000 });
      let read = 0;
      for (let t = 100; t <= 2000; t += 100) {
        host.time = start + t;
        probe(host.time);
        for (; read < sent.length && sent[read]!.frame <= (t * 60) / 1000; read++)
          say(sent[read]!.player, { type: "inputs", frame: sent[read]!.frame, inputs: [] });
      }
      // Nothing ran from 2 s to 14 s. The room's alarm (due meanwhile: the real-time bound) runs first,
      // then the probe, then the messages that waited.
      host.time = start + 14_000;
      if (host.alarm !== null && host.alarm <= host.time) host.fire(room);
      probe(start + 2100);
      for (; read < sent.length; read++) say(sent[read]!.player, { type: "inputs", frame: sent[read]!.frame, inputs: [] });
      return [1, 2].flatMap((player) => host.inbox[player as PlayerNumber].filter((message) => message.type === "error" || message.type === "game_over"));
    }
    expect(stalled(true)).toEqual([]);
    // A host that does not see its own stall forfeits them behind real time: the test can fail.
    expect(stalled(false).map((message) => message.type)).toContain("game_over");
  });

  test("a queue that stood before the game began (its batches all read 12 s late, none later than the first): no honest player is forfeited", () => {
    // The room's clock already ran 12 s behind when the game started: other rooms' players' batches
    // showed the queue against their games' starts; this game's then show it against its own.
    const standing = (t: number) => t + 12_000;
    const { outcome, host } = queued(40, standing, { crowd: 12_000 });
    expect(outcome(1)).toEqual([]);
    expect(outcome(2)).toEqual([]);
    // Against their own clocks the batches were not late at all: that evidence alone is blind to it.
    expect(Math.max(...host.late.map(([, late]) => late))).toBeLessThan(50);
    // A host that sees no backlog forfeits them: the test can fail.
    const blind = queued(40, standing, { gauged: false });
    expect([...blind.outcome(1), ...blind.outcome(2)].map((message) => message.type)).toContain("game_over");
  });

  test("a withholder behind a queue that stood before the game began is forfeited at the frame it would be without the queue", () => {
    const hold = (t: number) => t / 2;
    const { outcome } = queued(40, (t) => t + 12_000, { crowd: 12_000, hold });
    const plain = queued(40, (t) => t, { hold });
    expect(outcome(1).find((message) => message.type === "game_over")).toMatchObject({ winner: 1, reason: "forfeit" });
    expect(Math.abs(frameOf(outcome(1)) - frameOf(plain.outcome(1)))).toBeLessThanOrEqual(12);
  });

  test("a withholder behind the same queue is still forfeited: only the delay both players' messages had is excused", () => {
    // A queue builds up in the first 2 s and stays: every message then waits 2 s. Player 2 holds
    // its frame back by half the time (it watches the opponent first).
    const { outcome } = queued(40, (t) => t + Math.min(t, 2000), { hold: (t) => t / 2 });
    expect(outcome(1).find((message) => message.type === "game_over")).toMatchObject({ winner: 1, reason: "forfeit" });
    expect(outcome(2)[0]).toMatchObject({ type: "error", code: "rejected", message: expect.stringMatching(/behind real time/) as unknown });
    // Without the queue it is forfeited at the same frame of its own (within a few of its batches, 3
    // frames each): held back by t/2, it falls behind when t/2 passes (1 − BEHIND_SHARE) × t −
    // behindMs, queue or not. Excusing its own lateness would move that by hundreds of frames.
    const plain = queued(40, (t) => t, { hold: (t) => t / 2 });
    expect(Math.abs(frameOf(outcome(1)) - frameOf(plain.outcome(1)))).toBeLessThanOrEqual(12);
  });

  test("a dropped player who rejoins gets the game so far; one who does not forfeits", () => {
    const { host, room, say, join } = started();
    say(1, { type: "inputs", frame: 5, inputs: [[1, "left"]] });
    room.disconnected(1);
    say(2, { type: "inputs", frame: 7, inputs: [[2, "hardDrop"]] });
    expect(join("token1")).toBe(1);
    const resume = host.inbox[1].find((message) => message.type === "resume");
    expect(resume).toMatchObject({
      you: { frame: 5, inputs: [[1, "left"]], events: [] },
      opponent: { frame: 7, inputs: [[2, "hardDrop"]], events: [] },
    });
    room.disconnected(2);
    host.time += OPTIONS.graceMs;
    host.fire(room);
    expect(host.last(1)).toEqual({ type: "opponent", status: "left" });
    expect(host.inbox[1].at(-2)).toMatchObject({ type: "game_over", winner: 1, reason: "forfeit" });
  });

  test("the game that ends at the earlier frame loses: the room waits for the other to pass it", () => {
    const { host, say } = started();
    const drops = Array.from({ length: 40 }, (_, i) => [i * 3, "hardDrop"] as [number, string]);
    say(1, { type: "inputs", frame: 200, inputs: drops });
    // Player 1 topped out (at a frame under 200), but player 2's stream is still at frame 0: a
    // client that never advances its frame cannot win by it.
    expect(host.types(1)).not.toContain("game_over");
    say(2, { type: "inputs", frame: 20, inputs: [] });
    expect(host.types(1)).not.toContain("game_over");
    say(2, { type: "inputs", frame: 200, inputs: [] });
    const over = host.last(1) as Extract<ServerMessage, { type: "game_over" }>;
    expect(over).toMatchObject({ type: "game_over", winner: 2, reason: "ended" });
    expect(over.players[0].endedAt).toBeLessThan(200);
    expect(over.players[1]).toMatchObject({ valid: true, endedAt: null, frame: 200 });
    expect(host.last(2)).toEqual(over);
  });

  test("a player whose game has ended is not forfeited for silence, real time or leaving: the streams decide", () => {
    // Player 2 is held to real time loosely here (its stream stays before player 1's end).
    const { host, room, say } = started({ ...OPTIONS, behindMs: 100_000 });
    const drops = Array.from({ length: 40 }, (_, i) => [i * 3, "hardDrop"] as [number, string]);
    say(1, { type: "inputs", frame: 200, inputs: drops });
    say(2, { type: "inputs", frame: 10, inputs: [] });
    // Player 1 topped out; long silent and far behind real time, it is not forfeited (nor is the
    // game decided before player 2's stream passes its end).
    for (let i = 0; i < 10; i++) {
      host.time += OPTIONS.idleMs / 2;
      say(2, { type: "inputs", frame: 11 + i, inputs: [] });
    }
    host.fire(room);
    room.left(1);
    expect(host.types(2)).not.toContain("game_over");
    say(2, { type: "inputs", frame: 200, inputs: [] });
    expect(host.inbox[2].find((message) => message.type === "game_over")).toMatchObject({ winner: 2, reason: "ended" });
  });

  test("a player who stays at frame 0 falls behind real time and forfeits (the alarm, or its own next batch)", () => {
    const { host, room, say } = started();
    const alarm = host.alarm!;
    // The deadline: when three quarters of the time since game_start, less behindMs, reach the
    // frame after the one the player is at (0 → 1 frame, 1/60 s).
    expect(alarm).toBe(host.time + Math.ceil((OPTIONS.behindMs + 1000 / 60) / (1 - BEHIND_SHARE)));
    host.time += 2000;
    say(2, { type: "inputs", frame: 150, inputs: [] });
    say(1, { type: "inputs", frame: 0, inputs: [] });
    host.time = alarm;
    host.fire(room);
    expect(host.last(2)).toMatchObject({ type: "game_over", winner: 2, reason: "forfeit" });
    expect(host.inbox[1].at(-2)).toMatchObject({ type: "error", code: "rejected", message: expect.stringMatching(/behind real time/) as unknown });
    // A dropped player is not held to real time while its grace period runs (its game goes on).
    const dropped = started({ ...OPTIONS, graceMs: 20_000 });
    dropped.say(1, { type: "inputs", frame: 3600, inputs: [] });
    dropped.room.disconnected(2);
    // Real time alone would forfeit player 2 (at frame 0) after 4 s; the grace period runs 20 s.
    dropped.host.time += 4500;
    dropped.host.fire(dropped.room);
    expect(dropped.host.types(1)).not.toContain("game_over");
    // Next: player 1's silence with its opponent away (SILENCE_CAP × idleMs after it was last heard).
    expect(dropped.host.alarm).toBe(dropped.host.time + SILENCE_CAP * OPTIONS.idleMs - 4500);
    const again = started();
    again.host.time += 10_000;
    again.say(2, { type: "inputs", frame: 60, inputs: [] });
    expect(again.host.last(2)).toMatchObject({ type: "game_over", winner: 1, reason: "forfeit" });
  });

  test("both players play one mode: a ready with another is refused, and may be sent again", () => {
    const { host, say, join } = openRoom();
    join();
    join();
    say(1, { type: "ready", options: { mode: "zen" } });
    say(2, { type: "ready", options: { mode: "marathon" } });
    expect(host.last(2)).toMatchObject({ type: "error", code: "options-differ", message: expect.stringMatching(/mode "zen"/) as unknown });
    expect(host.types(1)).not.toContain("game_start");
    say(2, { type: "ready", options: { mode: "zen", softDropFactor: 41 } });
    expect(host.last(1)).toMatchObject({ type: "game_start", options: [{ mode: "zen" }, { mode: "zen", softDropFactor: 41 }] });
  });

  test("a flood: one too-fast answer for a run of refusals, and the connection closed at the limit", () => {
    const { host, say } = started();
    // `ready` took one message of the burst.
    for (let i = 0; i < MESSAGE_BURST - 1 + FLOOD_LIMIT - 1; i++) say(1, { type: "inputs", frame: 0, inputs: [] });
    expect(host.inbox[1].filter((message) => message.type === "error")).toHaveLength(1);
    expect(host.closed).toEqual([]);
    say(1, { type: "inputs", frame: 0, inputs: [] });
    expect(host.closed).toEqual([1]);
    expect(host.last(1)).toMatchObject({ type: "error", code: "too-fast", message: expect.stringMatching(/disconnected/) as unknown });
  });

  test("one player's batches held by its network and read together are not a flood; the same burst on time is", () => {
    const { host, say } = started({ ...OPTIONS, idleMs: 15_000, behindMs: 15_000 });
    const start = host.time;
    const batch = (t: number) => ({ type: "inputs" as const, frame: (t * 60) / 1000, inputs: [] });
    // Player 2's batches sent from 1.1 s to 14 s (130, past the burst of 120) wait in its network and come at 14 s, in order.
    const held: number[] = [];
    for (let t = 100; t <= 14_000; t += 100) {
      host.time = start + t;
      say(1, batch(t));
      if (t <= 1000) say(2, batch(t));
      else held.push(t);
    }
    expect(held.length).toBeGreaterThan(MESSAGE_BURST);
    for (const t of held) say(2, batch(t));
    const trouble = (player: PlayerNumber) => host.inbox[player].filter((message) => message.type === "error" || message.type === "game_over");
    expect(trouble(1)).toEqual([]);
    expect(trouble(2)).toEqual([]);
    expect(host.inbox[1].filter((message) => message.type === "opponent_inputs")).toHaveLength(140);
    // Player 1 sending as many at once, every one on time, is refused as too fast: the lateness made the difference.
    for (let i = 0; i < held.length; i++) say(1, batch(14_000));
    expect(trouble(1)).toEqual([expect.objectContaining({ type: "error", code: "too-fast" })]);
  });

  test("batches still on their way when the game was decided, read together after it, are not a flood", () => {
    const { host, say } = started({ ...OPTIONS, idleMs: 15_000, behindMs: 15_000 });
    const start = host.time;
    const batch = (t: number) => ({ type: "inputs" as const, frame: (t * 60) / 1000, inputs: [] });
    const drops = Array.from({ length: 40 }, (_, i) => [i * 3, "hardDrop"] as [number, string]);
    host.time = start + 4000;
    say(1, { type: "inputs", frame: 240, inputs: drops });
    for (let t = 100; t <= 4000; t += 100) say(2, batch(t));
    // Player 1 topped out before frame 240; player 2's stream passed it: decided.
    expect(host.types(2)).toContain("game_over");
    // 200 more batches player 2 sent 100 ms apart before game_over reached it, read together.
    host.time = start + 24_000;
    for (let t = 4100; t <= 24_000; t += 100) say(2, batch(t));
    expect(host.inbox[2].filter((message) => message.type === "error" && message.code === "too-fast")).toEqual([]);
    expect(host.closed).toEqual([]);
  });

  test("a client holding its frame back to look late gains no rate: 200 messages a second are cut within 2 s", () => {
    const { host, say } = started({ ...OPTIONS, idleMs: 15_000, behindMs: 15_000 });
    const start = host.time;
    for (let t = 5; t <= 2000 && host.closed.length === 0; t += 5) {
      host.time = start + t;
      say(1, { type: "inputs", frame: 6, inputs: [] });
    }
    expect(host.closed).toEqual([1]);
    expect(host.time - start).toBeLessThan(2000);
  });

  test.each([
    ["per frame", Array.from({ length: MAX_INPUTS_PER_FRAME + 1 }, () => [5, "left"]), /more than 32 inputs at frame 5/],
    [
      "per second of the game",
      Array.from({ length: MAX_INPUTS_PER_GAME_SECOND + 1 }, (_, i) => [Math.floor(i / 5), "left"]),
      /more than 240 inputs in second 0/,
    ],
  ])("inputs %s are capped: past it the player is rejected", (_, inputs, message) => {
    const { host, say } = started();
    say(1, { type: "inputs", frame: 60, inputs: inputs as [number, string][] });
    expect(host.inbox[1].at(-2)).toMatchObject({ type: "error", code: "rejected", message: expect.stringMatching(message) as unknown });
    expect(host.last(2)).toMatchObject({ type: "game_over", winner: 2, reason: "rejected" });
  });

  test("an empty room expires after emptyMs", () => {
    const { host, room, join } = openRoom();
    join();
    room.disconnected(1);
    host.time += OPTIONS.graceMs;
    host.fire(room);
    expect(room.expired).toBe(false);
    expect(host.alarm).toBe(host.time + OPTIONS.emptyMs);
    host.time += OPTIONS.emptyMs;
    host.fire(room);
    expect(room.expired).toBe(true);
  });

  test("an alarm that goes off before the room's clock reaches its deadline asks for a later millisecond: the empty room expires", () => {
    // Alarms as workerd keeps them: in whole milliseconds (the fraction dropped), and one asked
    // for from inside the handler of the alarm that went off, at that same millisecond, is kept
    // in storage but never runs again. The backlog (fractional, as the gauge's) grows a little
    // between asking and firing, as it does while other rooms are busy.
    const { host, room, join } = openRoom();
    join();
    join();
    host.lag = 0.3;
    room.left(1);
    room.left(2);
    const lost: number[] = [];
    for (let fired = 0; !room.expired && host.alarm !== null && fired < 20; fired++) {
      const due = Math.floor(host.alarm);
      host.time = due;
      if (fired < 4) host.lag += 0.4;
      host.fire(room);
      if (host.alarm !== null && Math.floor(host.alarm) === due) {
        lost.push(due);
        host.alarm = null;
      }
    }
    expect(lost).toEqual([]);
    expect(room.expired).toBe(true);
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
    woken.connected(2, true);
    expect(host.last(2)).toMatchObject({ type: "resume", you: { frame: 15 }, opponent: { frame: 20 } });
    expect(Room.restore(new Map(), hookFor, host)).toBe(null);
  });

  test("logs gathered between two writes are one entry a player; rebuilt from them the room has the same streams; the end deletes them", () => {
    // One room written after every message, one only every 5 (as the Worker writes the logs once a second).
    const each = started();
    const gathered = started();
    const batches = Array.from({ length: 12 }, (_, i) => ({
      type: "inputs" as const,
      frame: 6 * (i + 1),
      inputs: [[6 * i + 2, i % 2 === 0 ? "cw" : "left"]] as [number, string][],
    }));
    batches.forEach((batch, i) => {
      for (const player of [1, 2] as const) {
        each.say(player, batch);
        gathered.room.message(player, JSON.stringify(batch));
      }
      if (i % 5 === 4) gathered.host.flush(gathered.room);
    });
    gathered.host.flush(gathered.room);
    const logKeys = (host: FakeHost): string[] => [...host.storage.keys()].filter((key) => key.startsWith("log:"));
    expect(logKeys(each.host)).toHaveLength(2 * 12);
    expect(logKeys(gathered.host)).toHaveLength(2 * 3);
    const resumes = [each, gathered].map(({ host }) => {
      const woken = Room.restore(host.storage, hookFor, host, OPTIONS)!;
      woken.connected(1, true);
      return host.last(1);
    });
    expect(resumes[1]).toMatchObject({ type: "resume", you: { frame: 72 }, opponent: { frame: 72 } });
    expect(resumes[1]).toEqual(resumes[0]);
    // Player 1 leaves: the game is decided and both rooms' logs go.
    for (const { room, host } of [each, gathered]) {
      room.left(1);
      host.flush(room);
      expect(logKeys(host)).toEqual([]);
    }
  });

  test("a game's result is made once when it ends (its logs deleted); only the last `gamesKept` are kept", () => {
    const { host, room, say } = started();
    const drops = Array.from({ length: 40 }, (_, i) => [i * 3, "hardDrop"] as [number, string]);
    for (let game = 1; game <= 3; game++) {
      say(1, { type: "inputs", frame: 200, inputs: drops });
      say(2, { type: "inputs", frame: 200, inputs: [] });
      say(1, { type: "ready" });
      say(2, { type: "ready" });
    }
    const text = room.results();
    // The same text while nothing changes: made once, not re-run per request.
    expect(room.results()).toBe(text);
    const results = JSON.parse(text) as { games: { start: { number: number; seed: string }; replays: { seed: string; inputs: unknown[] }[] }[] };
    expect(results.games.map((game) => game.start.number)).toEqual([2, 3]);
    const keys = [...host.storage.keys()];
    expect(keys.filter((key) => key.startsWith("result:"))).toEqual(["result:000002", "result:000003"]);
    // Only game 4's (empty) logs: a finished game keeps its result, not its log.
    expect(keys.filter((key) => key.startsWith("log:"))).toEqual([]);
    const replay = results.games[0]!.replays[0]!;
    expect(replay.seed).toBe(results.games[0]!.start.seed);
    expect(replay.inputs.length).toBeGreaterThan(0);
    const woken = Room.restore(host.storage, hookFor, host, OPTIONS)!;
    expect(woken.results()).toBe(text);
  });
});
