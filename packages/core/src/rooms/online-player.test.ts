// Core's online player and arena with a toy game (a counter: "add" adds one; every third point
// sends a "hit" to the opponent; a hit received is an input that takes a point away; the game ends
// at 8 points) and a relay that does what the room does with a batch.
import { describe, expect, test } from "vitest";
import type { PlayerChecker } from "./checker.ts";
import { OnlineArena, BATCH_FRAMES, type RoomLink } from "./online-arena.ts";
import { OnlinePlayer, OpponentStream, type Resumed } from "./online-player.ts";
import type { ClientMessage, GameEvent, GameStartMessage, InputsMessage, JsonObject, TimedAction } from "./protocol.ts";

class Counter {
  frame = 0;
  points = 0;
  held = false;
  apply(action: string): boolean {
    if (action === "add") this.points++;
    else if (action === "hit") this.points = Math.max(0, this.points - 1);
    else return false;
    return true;
  }
}

const END = 8;
const ended: JsonObject = { kind: "end" };

class CounterPlayer extends OnlinePlayer<Counter, TimedAction[]> {
  readonly recorder = { game: new Counter(), replay: (): TimedAction[] => [] };
  hitsTaken = 0;
  private scored = 0;
  protected play(action: string): boolean {
    return action === "add" && this.game.apply(action);
  }
  protected continuousInput(held: boolean): string | null {
    if (held === this.game.held) return null;
    this.game.held = held;
    return held ? "holdOn" : "holdOff";
  }
  protected step(): void {
    this.game.frame++;
  }
  protected afterStep(): void {
    while (this.scored + 3 <= this.game.points) {
      this.scored += 3;
      this.claim([this.game.frame, { kind: "hit" }]);
    }
    if (this.game.points >= END) this.end(this.game.frame);
  }
  protected opponentEvent(payload: JsonObject): void {
    if (payload.kind !== "hit" || this.done) return;
    this.hitsTaken++;
    this.game.apply("hit");
    this.record("hit");
  }
  protected endEvent(frame: number): GameEvent {
    return [frame, ended];
  }
  /** A game rebuilt from what the room kept: the counter re-run from the stream's inputs. */
  static restore(resume: Resumed): CounterPlayer {
    const player = new CounterPlayer();
    for (const [, action] of resume.you.inputs) player.game.apply(action);
    player.game.frame = resume.you.frame;
    player.scored = 3 * resume.you.events.filter(([, payload]) => payload.kind === "hit").length;
    player.restoreStream(resume, player.game.points >= END ? resume.you.frame : null);
    return player;
  }
}

/** The opponent's game as a checker re-runs it: the inputs applied in order. */
class CounterChecker implements PlayerChecker {
  readonly game = new Counter();
  endedAt: number | null = null;
  readonly inputs: TimedAction[] = [];
  advance(inputs: readonly TimedAction[], frame: number): string | null {
    for (const input of inputs) {
      this.inputs.push(input);
      this.game.apply(input[1]);
    }
    this.game.frame = frame;
    if (this.endedAt === null && this.game.points >= END) this.endedAt = frame;
    return null;
  }
  events(): string | null {
    return null;
  }
  opponentEvents(): void {}
  get frame(): number {
    return this.game.frame;
  }
  stats(): JsonObject {
    return { points: this.game.points };
  }
  replay(): TimedAction[] {
    return [...this.inputs];
  }
}

const START: GameStartMessage = { type: "game_start", seed: "s", rulesVersion: 1, game: "counter", number: 1, options: [{}, {}] };

/** One side: its arena, and what the room has of its stream. */
class Side {
  connected = true;
  readonly got: { frame: number; inputs: TimedAction[]; events: GameEvent[] } = { frame: 0, inputs: [], events: [] };
  readonly arena: OnlineArena<CounterPlayer, OpponentStream<CounterChecker>>;
  other: Side | null = null;
  constructor(player = new CounterPlayer()) {
    const link: RoomLink = { connected: () => this.connected, send: (message) => this.relay(message) };
    this.arena = new OnlineArena(START, 1, player, new OpponentStream(new CounterChecker()), link);
  }
  private relay(message: ClientMessage): void {
    if (message.type !== "inputs") return;
    this.got.frame = message.frame;
    this.got.inputs.push(...message.inputs);
    this.got.events.push(...(message.events ?? []));
    // The room relays to a connected opponent; one who is away gets it in its `resume`.
    if (this.other?.connected) this.other.arena.receive({ ...message, type: "opponent_inputs" });
  }
  /** `frames` frames, adding a point on each frame listed. */
  play(frames: number, adds: readonly number[] = []): void {
    for (let i = 0; i < frames; i++) {
      if (adds.includes(i)) this.arena.player.apply("add");
      this.arena.player.tick();
      this.arena.sendWhenDue();
    }
  }
}

function pair(): [Side, Side] {
  const a = new Side();
  const b = new Side();
  a.other = b;
  b.other = a;
  return [a, b];
}

describe("OnlinePlayer and OnlineArena", () => {
  test("batches go every BATCH_FRAMES frames, at once with an event; the opponent runs what was sent", () => {
    const [a, b] = pair();
    a.play(BATCH_FRAMES - 1);
    expect(a.got.frame).toBe(0); // nothing due yet
    a.play(1);
    expect(a.got.frame).toBe(BATCH_FRAMES);
    a.play(3, [0, 1, 2]); // the third point sends a hit: the batch goes at once
    expect(a.got.frame).toBe(BATCH_FRAMES + 3);
    expect(a.got.events).toEqual([[BATCH_FRAMES + 2, { kind: "hit" }]]);
    expect(a.got.inputs.map(([, action]) => action)).toEqual(["add", "add", "add"]);
    // The hit reached b as an input of its game; b's view of a is a's game.
    expect(b.arena.player.hitsTaken).toBe(1);
    expect(b.arena.opponent.game.points).toBe(3);
    expect(b.arena.player.flush().inputs).toEqual([[0, "hit"]]);
  });

  test("the continuous input is recorded when it changes; nothing is played after the end, whose claim goes once", () => {
    const player = new CounterPlayer();
    player.setContinuousInput(true);
    player.setContinuousInput(true);
    player.setContinuousInput(false);
    for (let i = 0; i < END; i++) player.apply("add");
    expect(player.done).toBe(true);
    expect(player.apply("add")).toBe(false);
    player.tick();
    const batch = player.flush();
    expect(batch.inputs.map(([, action]) => action)).toEqual(["holdOn", "holdOff", ...Array<string>(END).fill("add")]);
    expect(batch.events?.at(-1)).toEqual([0, ended]);
    expect(player.flush()).toEqual({ type: "inputs", frame: 0, inputs: [] });
  });

  test("while disconnected nothing is taken; a resume sends what the room missed and receives what it relayed", () => {
    const [a, b] = pair();
    a.play(BATCH_FRAMES, [0]);
    const before = a.got.inputs.length;
    // The connection drops with a batch lost on the way: the room has less than a sent.
    a.connected = false;
    a.play(BATCH_FRAMES * 2, [0, 1, 2]);
    expect(a.got.inputs).toHaveLength(before);
    // b hits a meanwhile: relayed into a's resume, not into a.
    b.play(3, [0, 1, 2]);
    expect(a.arena.player.hitsTaken).toBe(0);
    a.connected = true;
    a.arena.receive({ type: "resume", start: START, you: { ...a.got }, opponent: { ...b.got } });
    expect(a.arena.player.hitsTaken).toBe(1);
    expect(a.got.inputs.map(([, action]) => action)).toEqual(["add", "add", "add", "add", "hit"]);
    expect(a.got.events).toEqual([[BATCH_FRAMES + 1, { kind: "hit" }]]);
    // The same resume again changes nothing (the relayed hit is not taken twice).
    a.arena.receive({ type: "resume", start: START, you: { ...a.got }, opponent: { ...b.got } });
    expect(a.arena.player.hitsTaken).toBe(1);
    expect(b.arena.opponent.checker.game.points).toBe(3);
  });

  test("a game rebuilt after a reload keeps the room's stream, and claims an end the room was not told", () => {
    const stream: Resumed = {
      you: { frame: 40, inputs: Array.from({ length: END }, (_, i): TimedAction => [i, "add"]), events: [[2, { kind: "hit" }]] },
      opponent: { frame: 30, inputs: [], events: [[5, { kind: "hit" }]] },
    };
    const restored = CounterPlayer.restore(stream);
    expect(restored.done).toBe(true);
    expect(restored.endedAt).toBe(40);
    const batch: InputsMessage = restored.flush();
    expect(batch.inputs).toEqual([]);
    expect(batch.events).toEqual([[40, ended]]);
    // The opponent's hit was part of the resume: a later resume does not receive it again.
    restored.resume(stream);
    expect(restored.hitsTaken).toBe(0);
    // The room had the claim already: nothing more to send.
    const told = CounterPlayer.restore({ ...stream, you: { ...stream.you, events: [...stream.you.events, [40, ended]] } });
    expect(told.flush().events).toBeUndefined();
  });

  test("the verdict ends the arena; the replays are both games'", () => {
    const [a] = pair();
    a.play(2, [0]);
    expect(a.arena.over).toBe(false);
    a.arena.receive({ type: "opponent", status: "left" });
    a.arena.receive({
      type: "game_over",
      number: 1,
      winner: 1,
      reason: "ended",
      players: [
        { valid: true, reason: null, endedAt: null, frame: 2, stats: {} },
        { valid: true, reason: null, endedAt: 0, frame: 0, stats: {} },
      ],
    });
    expect(a.arena.over).toBe(true);
    a.arena.receive({ type: "opponent_inputs", frame: 1, inputs: [[0, "add"]] });
    expect(a.arena.replays()).toEqual([[], [[0, "add"]]]);
    expect(a.arena.opponent.endedAt).toBe(null);
  });
});
