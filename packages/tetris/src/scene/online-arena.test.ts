// Two online arenas joined by a relay that does what the room does with a batch (its inputs and
// events, to the other side), and keeps what it got from each player for a `resume`. The opponent a player sees must be exactly the other player's game.
import { Rng } from "@arcade/core";
import type { ClientMessage, GameEvent, GameStartMessage, TimedAction } from "@arcade/core/rooms";
import { describe, expect, test } from "vitest";
import { BOTS, think, type BotConfig } from "../analysis/bot.ts";
import { actionsOf } from "../analysis/index.ts";
import { Controller } from "./controller.ts";
import { OnlineTetrisPlayer } from "../online/player.ts";
import { OnlineArena } from "./online-arena.ts";

// The hard bot these scenarios were written with (see SCENARIO_MEDIUM below).
const SCENARIO_HARD: BotConfig = { evaluator: BOTS.expert.evaluator, preview: 1, hold: true, beam: 4, moves: "inputs", noise: 0, pace: 2 };
const start: GameStartMessage = {
  type: "game_start",
  seed: "0123456789abcdef",
  rulesVersion: 1,
  game: "tetris",
  number: 1,
  options: [
    { mode: "marathon", allow180: true, softDropFactor: 20 },
    { mode: "marathon", allow180: true, softDropFactor: 20 },
  ],
};

class Side {
  arena: OnlineArena;
  connected = true;
  /** A connection that died without saying so: what is sent is lost. */
  losing = false;
  /** What the room has of this player: every input and event it was sent. */
  readonly got = { frame: 0, inputs: [] as TimedAction[], events: [] as GameEvent[] };
  other: Side | null = null;
  private readonly rng: Rng;

  constructor(
    player: 1 | 2,
    private readonly bot: BotConfig = SCENARIO_HARD,
  ) {
    const controller = new Controller({ das: 133, arr: 10, softDropFactor: 20, allow180: true });
    this.rng = Rng.from(start.seed).fork(`test-${player}`);
    // A clock that stands still: no catch-up ticks, so the games depend on the steps alone.
    this.arena = new OnlineArena(start, player, controller, { connected: () => this.connected, send: (m) => this.relay(m) }, undefined, () => 0);
  }

  private relay(message: ClientMessage): void {
    if (this.losing || message.type !== "inputs") return;
    this.got.frame = message.frame;
    this.got.inputs.push(...message.inputs);
    this.got.events.push(...(message.events ?? []));
    this.other!.arena.receive({ ...message, type: "opponent_inputs" });
  }

  /** The frames of this player's top-out claims the room got. */
  get claims(): number[] {
    return this.got.events.filter(([, payload]) => payload.kind === "topped_out").map(([frame]) => frame);
  }

  /** One piece placed by the bot through the player, then `frames` frames of the arena. */
  piece(frames: number): void {
    const player = this.arena.player;
    if (player.done) return;
    const plan = think(player.game, this.bot, this.rng);
    for (const action of plan === null ? (["hardDrop"] as const) : actionsOf(plan.best)) player.apply(action);
    for (let i = 0; i < frames; i++) this.arena.step(() => undefined);
  }
}

/**
 * The bots these scenarios were written with: the hard and medium strengths of that time (hard:
 * T-spins, 1 piece ahead, beam 4; medium: input search and hold, no lookahead, no T-spins, noise
 * σ 40), kept here so each scenario's garbage (sent, risen, cancelled and waiting) does not move
 * when the app's strengths are retuned.
 */
const SCENARIO_MEDIUM: BotConfig = { evaluator: BOTS.easy.evaluator, preview: 0, hold: true, beam: 1, moves: "inputs", noise: 40, pace: 1.5 };

function pair(botB: BotConfig = SCENARIO_HARD): [Side, Side] {
  const a = new Side(1);
  const b = new Side(2, botB);
  a.other = b;
  b.other = a;
  return [a, b];
}

describe("OnlineArena", () => {
  test("each side sees the other's exact game, and the garbage sent arrives on the other side", () => {
    const [a, b] = pair();
    for (let i = 0; i < 80; i++) {
      a.piece(7);
      b.piece(11);
    }
    a.arena.flush();
    b.arena.flush();
    expect(a.arena.player.sent + b.arena.player.sent).toBeGreaterThan(0);
    for (const [me, them] of [
      [a, b],
      [b, a],
    ] as const) {
      const mirror = them.arena.opponent.game;
      expect(mirror.frame).toBe(me.arena.player.game.frame);
      expect(mirror.board).toEqual(me.arena.player.game.board);
      expect(mirror.pieces).toBe(me.arena.player.game.pieces);
      // What one side sent is what the other was sent: waiting, cancelled or risen.
      const waiting = them.arena.player.incoming.reduce((sum, g) => sum + g.lines, 0);
      expect(them.arena.stats(1).sent).toBe(me.arena.player.sent);
      expect(waiting + them.arena.player.cancelled + them.arena.player.risen).toBe(me.arena.player.sent);
      expect(them.arena.stats(1).received).toBe(me.arena.player.risen);
    }
  });

  test("inputs lost with the connection, or made while it was down, reach the opponent after the resume, none twice", () => {
    const [a, b] = pair();
    for (let i = 0; i < 10; i++) a.piece(10);
    a.losing = true;
    for (let i = 0; i < 5; i++) a.piece(10);
    a.connected = false;
    for (let i = 0; i < 5; i++) a.piece(10);
    expect(b.arena.opponent.game.pieces).toBe(10);
    a.losing = false;
    a.connected = true;
    a.arena.receive({ type: "resume", start, you: { ...a.got }, opponent: { ...b.got } });
    expect(b.arena.opponent.game.frame).toBe(a.arena.player.game.frame);
    expect(b.arena.opponent.game.board).toEqual(a.arena.player.game.board);
    expect(b.arena.opponent.game.pieces).toBe(20);
    expect(a.got.inputs).toEqual(
      a.arena.player.recorder
        .replay()
        .inputs.filter((i) => i.frame < a.arena.player.game.frame || i.action !== "sdOff")
        .map((i) => [i.frame, i.action]),
    );
  });

  test("a top-out is claimed once, at the frame the game topped out; the room's verdict ends the arena", () => {
    const [a] = pair();
    const player = a.arena.player;
    while (!player.done) {
      player.apply("hardDrop");
      a.arena.step(() => undefined);
    }
    a.arena.flush();
    a.arena.flush();
    expect(a.claims).toEqual([player.toppedOutAt]);
    expect(a.arena.over).toBe(false);
    const verdict = { valid: true, reason: null, endedAt: null, frame: 0, stats: {} };
    a.arena.receive({ type: "game_over", number: 1, winner: 2, reason: "ended", players: [verdict, verdict] });
    expect(a.arena.over).toBe(true);
  });

  test("a game restored from what the room kept (a reload) is the same game, and plays on the same", () => {
    const [a, b] = pair(SCENARIO_MEDIUM);
    const live = b.arena.player;
    // Play until the game to restore has had garbage sent to it and risen, and its clears cancelled
    // some, with garbage waiting that is ready (the room does not know when a message reached the
    // player, so a restored game has what waits ready at once).
    const ready = (): boolean => live.incoming.every((garbage) => garbage.readyAt <= live.game.frame);
    for (let i = 0; i < 80 && !(live.risen > 0 && live.cancelled > 0 && live.pending > 0 && ready()); i++) {
      a.piece(7);
      b.piece(11);
    }
    b.arena.flush();
    expect([live.risen > 0, live.cancelled > 0, live.pending > 0, live.done]).toEqual([true, true, true, false]);
    const restored = OnlineTetrisPlayer.restore(start, 2, { you: { ...b.got }, opponent: { ...a.got } });
    expect(restored.game.frame).toBe(live.game.frame);
    expect(restored.game.board).toEqual(live.game.board);
    expect(restored.game.pieces).toBe(live.game.pieces);
    expect([restored.sent, restored.risen, restored.cancelled, restored.pending]).toEqual([live.sent, live.risen, live.cancelled, live.pending]);
    // Both play on with the same actions; nothing is sent twice, and the games stay the same.
    expect(restored.flush().inputs).toEqual([]);
    for (let i = 0; i < 30 && !live.done; i++) {
      for (const p of [live, restored]) {
        p.apply(i % 3 === 0 ? "left" : "cw");
        p.apply("hardDrop");
        for (let f = 0; f < 10; f++) p.tick();
      }
      expect(restored.game.board).toEqual(live.game.board);
    }
    expect(restored.flush()).toEqual(live.flush());
  });

  test("a device slower than real time catches up with extra ticks; a pause is not fast-forwarded", () => {
    let now = 0;
    const controller = new Controller({ das: 133, arr: 10, softDropFactor: 20, allow180: true });
    const arena = new OnlineArena(start, 1, controller, { connected: () => false, send: () => undefined }, undefined, () => now);
    // 10 drawn frames a second with 5 steps each: 50 steps a second where real time asks for 60.
    for (let second = 0; second < 3; second++) {
      for (let drawn = 0; drawn < 10; drawn++) {
        now += 100;
        for (let step = 0; step < 5; step++) arena.step(() => undefined);
      }
    }
    expect(arena.player.game.frame).toBeGreaterThanOrEqual(175);
    expect(arena.player.game.frame).toBeLessThanOrEqual(181);
    // A 5 s pause, then steps at full speed: no burst of extra ticks.
    const before = arena.player.game.frame;
    now += 5000;
    for (let step = 0; step < 60; step++) {
      now += 1000 / 60;
      arena.step(() => undefined);
    }
    expect(arena.player.game.frame - before).toBeLessThanOrEqual(62);
  });
});
