// One room: two player places, a lobby, games on a server-drawn seed, the relay between the players,
// each player's stream checked by the game's hook, results, rematches, and rejoining after a drop.
//
// Pure and synchronous: the Durable Object (worker/index.ts) owns the sockets, the clock, the
// alarm and the storage, and calls this with what happened; this answers through `RoomHost` and
// collects storage writes (`takeWrites`). Everything a room needs after hibernation is written
// as it changes, and `Room.restore` rebuilds the same room from those entries.
import { InputError, ProgrammingError } from "@arcade/core";
import type { GameHook, JsonObject, PlayerChecker } from "./hook.ts";
import {
  MESSAGE_BURST,
  MESSAGES_PER_SECOND,
  PROTOCOL_VERSION,
  parseClientMessage,
  type Attack,
  type ErrorCode,
  type GameOverMessage,
  type GameOverReason,
  type GameStartMessage,
  type GarbageMessage,
  type InputsMessage,
  type PlayerNumber,
  type PlayerVerdict,
  type ServerMessage,
  type TimedAction,
} from "@arcade/core/rooms";

export interface RoomHost {
  /** Sends to the player's open connection, if any. */
  send(player: PlayerNumber, message: ServerMessage): void;
  /** Milliseconds (Date.now() in the Worker). */
  now(): number;
  /** A fresh seed from a cryptographic source. */
  randomSeed(): string;
  /** A fresh secret token from a cryptographic source. */
  randomToken(): string;
  /** Asks for `alarm(now)` at this time (null: no alarm needed). */
  setAlarm(at: number | null): void;
}

export interface RoomOptions {
  /** How long a dropped player keeps their place (and a game waits) before leaving or forfeiting. */
  graceMs: number;
  /**
   * During a game, a connected player silent this long forfeits: clients send an `inputs` batch
   * (empty is fine) at least every second, so a client that stops reporting after it topped out
   * cannot stall the game.
   */
  idleMs: number;
  /** Finished games kept with the room (results and both replays); older ones are dropped. */
  gamesKept: number;
}

export const DEFAULT_ROOM_OPTIONS: RoomOptions = { graceMs: 20_000, idleMs: 15_000, gamesKept: 20 };

type Phase = "lobby" | "playing" | "over";

interface Slot {
  token: string;
  ready: boolean;
  options: JsonObject;
  connected: boolean;
  /** When the connection dropped (ms), or null while connected. */
  leftAt: number | null;
  /** When the room last heard from the player during a game (ms). */
  heardAt: number;
}

/** One entry of a player's log in one game, in the order it happened (storage keeps this order). */
type LogEvent =
  | { kind: "inputs"; frame: number; inputs: TimedAction[]; attacks: Attack[] }
  | { kind: "claim"; frame: number }
  | { kind: "garbage"; lines: number; frame: number };

interface GameRecord {
  start: GameStartMessage;
  logs: [LogEvent[], LogEvent[]];
  over: GameOverMessage | null;
}

interface Meta {
  code: string;
  game: string;
  phase: Phase;
  slots: [Slot | null, Slot | null];
  /** Games kept, oldest first, without their logs (stored entry by entry under `log:` keys). */
  games: { start: GameStartMessage; over: GameOverMessage | null }[];
}

export type JoinResult = { ok: true; player: PlayerNumber; rejoined: boolean } | { ok: false; code: ErrorCode; message: string };

const OTHER = { 1: 2, 2: 1 } as const;
const index = (player: PlayerNumber): 0 | 1 => (player === 1 ? 0 : 1);

function logKey(number: number, player: PlayerNumber, seq: number): string {
  return `log:${String(number).padStart(6, "0")}:${player}:${String(seq).padStart(8, "0")}`;
}

export class Room {
  private readonly hook: GameHook;
  private readonly host: RoomHost;
  private readonly options: RoomOptions;
  private readonly code: string;
  private phase: Phase = "lobby";
  private readonly slots: [Slot | null, Slot | null] = [null, null];
  private readonly games: GameRecord[] = [];
  /** The current game's checkers, rebuilt from the logs when missing (after hibernation). */
  private checkers: [PlayerChecker, PlayerChecker] | null = null;
  /** Rate-limit buckets (kept in memory only: a woken room starts them full). */
  private readonly buckets = new Map<PlayerNumber, { tokens: number; at: number }>();
  private writes = new Map<string, unknown>();
  /** The alarm asked for, if known (a woken room asks again). */
  private alarmAt: number | null = null;

  constructor(code: string, hook: GameHook, host: RoomHost, options: RoomOptions = DEFAULT_ROOM_OPTIONS) {
    this.code = code;
    this.hook = hook;
    this.host = host;
    this.options = options;
  }

  /** Rebuilds a room from its stored entries (as written through `takeWrites`). */
  static restore(
    entries: ReadonlyMap<string, unknown>,
    hooks: (game: string) => GameHook | undefined,
    host: RoomHost,
    options = DEFAULT_ROOM_OPTIONS,
  ): Room | null {
    const meta = entries.get("meta") as Meta | undefined;
    if (meta === undefined) return null;
    const hook = hooks(meta.game);
    if (hook === undefined) return null;
    const room = new Room(meta.code, hook, host, options);
    room.phase = meta.phase;
    room.slots[0] = meta.slots[0];
    room.slots[1] = meta.slots[1];
    // A woken room gives every connected player a fresh idle period (when it last heard from them
    // is not stored on every message).
    for (const slot of room.slots) if (slot !== null) slot.heardAt = host.now();
    for (const game of meta.games) {
      const prefix = (player: PlayerNumber): string => logKey(game.start.number, player, 0).slice(0, -8);
      const log = (player: PlayerNumber): LogEvent[] =>
        [...entries.keys()]
          .filter((key) => key.startsWith(prefix(player)))
          .sort()
          .map((key) => entries.get(key) as LogEvent);
      room.games.push({ start: game.start, over: game.over, logs: [log(1), log(2)] });
    }
    return room;
  }

  get game(): string {
    return this.hook.game;
  }

  /** Storage entries changed since the last call (undefined = delete the key). */
  takeWrites(): Map<string, unknown> {
    const writes = this.writes;
    this.writes = new Map();
    return writes;
  }

  // ---- connections ----

  /**
   * A connection wants in: with the token of a player, it takes that place back; without one, it
   * takes a free place. The caller sends the error (and closes) when this says no, else accepts
   * the socket for the player and calls `connected`.
   */
  join(token: string | null, game: string): JoinResult {
    if (game !== this.hook.game) return { ok: false, code: "unknown-game", message: `this room plays ${JSON.stringify(this.hook.game)}` };
    if (token !== null) {
      const place = this.slots.findIndex((slot) => slot?.token === token);
      if (place < 0) return { ok: false, code: "bad-token", message: "no player of this room has that token (the place may have been given up)" };
      return { ok: true, player: (place + 1) as PlayerNumber, rejoined: true };
    }
    const free = this.slots.findIndex((slot) => slot === null);
    if (free < 0) return { ok: false, code: "room-full", message: "this room already has two players" };
    this.slots[free] = { token: this.host.randomToken(), ready: false, options: {}, connected: false, leftAt: null, heardAt: 0 };
    return { ok: true, player: (free + 1) as PlayerNumber, rejoined: false };
  }

  /** The player's connection is open: welcome it and tell it (and the opponent) where things stand. */
  connected(player: PlayerNumber, rejoined: boolean): void {
    const slot = this.slot(player);
    slot.connected = true;
    slot.leftAt = null;
    slot.heardAt = this.host.now();
    this.saveMeta();
    this.host.send(player, { type: "welcome", protocol: PROTOCOL_VERSION, player, token: slot.token, room: this.code, game: this.hook.game, rejoined });
    this.host.send(OTHER[player], { type: "opponent", status: rejoined ? "reconnected" : "joined" });
    const opponent = this.slots[index(OTHER[player])];
    if (opponent !== null) {
      this.host.send(player, { type: "opponent", status: opponent.connected ? "joined" : "disconnected" });
      if (opponent.ready && this.phase !== "playing") this.host.send(player, { type: "opponent", status: "ready" });
    }
    const current = this.games.at(-1);
    if (this.phase === "playing" && current !== undefined) this.host.send(player, this.resumeFor(player, current));
    else if (rejoined && this.phase === "over" && current?.over) this.host.send(player, current.over);
    this.scheduleAlarm();
    const [a, b] = this.slots;
    if (this.phase !== "playing" && a?.ready && b?.ready && a.connected && b.connected) this.startGame(a, b);
  }

  /** The player's connection closed. */
  disconnected(player: PlayerNumber): void {
    const slot = this.slots[index(player)];
    if (slot === null || !slot.connected) return;
    slot.connected = false;
    slot.leftAt = this.host.now();
    this.saveMeta();
    this.host.send(OTHER[player], { type: "opponent", status: "disconnected" });
    this.scheduleAlarm();
  }

  /**
   * The alarm went off: players gone longer than the grace period leave (or forfeit a game), and a
   * player silent too long during a game forfeits it.
   */
  alarm(): void {
    const now = this.host.now();
    this.alarmAt = null;
    if (this.phase === "playing") {
      const silent = ([1, 2] as const).find((player) => {
        const slot = this.slots[index(player)];
        return slot !== null && slot.connected && slot.heardAt + this.options.idleMs <= now;
      });
      if (silent !== undefined) {
        this.error(silent, "rejected", `no message for ${this.options.idleMs / 1000} s during the game`);
        this.endGame(OTHER[silent], "forfeit");
      }
    }
    const expired = ([1, 2] as const).filter((player) => {
      const slot = this.slots[index(player)];
      return slot !== null && !slot.connected && slot.leftAt !== null && slot.leftAt + this.options.graceMs <= now;
    });
    // The one who left first forfeits first.
    expired.sort((a, b) => this.slot(a).leftAt! - this.slot(b).leftAt!);
    for (const player of expired) {
      if (this.phase === "playing") this.endGame(OTHER[player], "forfeit");
      this.slots[index(player)] = null;
      this.host.send(OTHER[player], { type: "opponent", status: "left" });
    }
    this.saveMeta();
    this.scheduleAlarm();
  }

  /** Asks for the alarm at the next deadline (a dropped player's grace, a silent player's idle time). */
  private scheduleAlarm(): void {
    const times = this.slots.flatMap((slot) => {
      if (slot === null) return [];
      if (!slot.connected) return slot.leftAt === null ? [] : [slot.leftAt + this.options.graceMs];
      return this.phase === "playing" ? [slot.heardAt + this.options.idleMs] : [];
    });
    const at = times.length === 0 ? null : Math.min(...times);
    // Deadlines only move later as players are heard from: an earlier alarm just re-schedules.
    if (at === this.alarmAt || (at !== null && this.alarmAt !== null && this.alarmAt <= at)) return;
    this.alarmAt = at;
    this.host.setAlarm(at);
  }

  // ---- messages ----

  /** A message from the player's connection. Anything wrong is answered with an error and changes nothing. */
  message(player: PlayerNumber, text: string): void {
    const slot = this.slots[index(player)];
    if (slot !== null) slot.heardAt = this.host.now();
    if (!this.takeToken(player)) return this.error(player, "too-fast", `at most ${MESSAGES_PER_SECOND} messages a second (bursts of ${MESSAGE_BURST})`);
    const parsed = parseClientMessage(text);
    if (!parsed.ok) return this.error(player, parsed.code, parsed.message);
    const message = parsed.message;
    switch (message.type) {
      case "ready":
        return this.ready(player, message.options);
      case "inputs":
        return this.inputs(player, message);
      case "topped_out":
        return this.claim(player, message.frame);
    }
  }

  private takeToken(player: PlayerNumber): boolean {
    const now = this.host.now();
    const bucket = this.buckets.get(player) ?? { tokens: MESSAGE_BURST, at: now };
    bucket.tokens = Math.min(MESSAGE_BURST, bucket.tokens + ((now - bucket.at) * MESSAGES_PER_SECOND) / 1000);
    bucket.at = now;
    this.buckets.set(player, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private error(player: PlayerNumber, code: ErrorCode, message: string): void {
    this.host.send(player, { type: "error", code, message });
  }

  private ready(player: PlayerNumber, raw: JsonObject | undefined): void {
    if (this.phase === "playing") return this.error(player, "wrong-phase", "a game is being played");
    let options: JsonObject;
    try {
      options = this.hook.options(raw);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      return this.error(player, "bad-message", `${error.where}: ${error.message}`);
    }
    const slot = this.slot(player);
    slot.ready = true;
    slot.options = options;
    this.host.send(OTHER[player], { type: "opponent", status: "ready" });
    const [a, b] = this.slots;
    if (a?.ready && b?.ready && a.connected && b.connected) this.startGame(a, b);
    else this.saveMeta();
  }

  private startGame(a: Slot, b: Slot): void {
    const number = (this.games.at(-1)?.start.number ?? 0) + 1;
    const start: GameStartMessage = {
      type: "game_start",
      seed: this.host.randomSeed(),
      rulesVersion: this.hook.rulesVersion,
      game: this.hook.game,
      number,
      options: [a.options, b.options],
    };
    this.games.push({ start, logs: [[], []], over: null });
    while (this.games.length > this.options.gamesKept) this.dropGame(this.games.shift()!);
    this.checkers = [this.hook.start(start.seed, a.options), this.hook.start(start.seed, b.options)];
    this.phase = "playing";
    a.ready = false;
    b.ready = false;
    a.heardAt = b.heardAt = this.host.now();
    this.saveMeta();
    this.host.send(1, start);
    this.host.send(2, start);
    this.scheduleAlarm();
  }

  private dropGame(game: GameRecord): void {
    for (const player of [1, 2] as const) {
      game.logs[index(player)].forEach((_, seq) => this.writes.set(logKey(game.start.number, player, seq), undefined));
    }
  }

  private inputs(player: PlayerNumber, message: InputsMessage): void {
    if (this.phase !== "playing") return this.error(player, "wrong-phase", "no game is being played");
    const game = this.games.at(-1)!;
    const checker = this.checkersOf(game)[index(player)];
    const attacks = message.attacks ?? [];
    const lastAttack = this.lastAttackFrame(game.logs[index(player)]);
    if (message.frame < checker.frame) return this.error(player, "bad-message", `frame ${message.frame} is before the last one sent (${checker.frame})`);
    if (message.inputs.length > 0 && message.inputs[0]![0] < checker.frame) {
      return this.error(player, "bad-message", `inputs stamped before frame ${checker.frame} were already complete`);
    }
    if (attacks.length > 0 && attacks[0]![0] < lastAttack) return this.error(player, "bad-message", `attacks go back before frame ${lastAttack}`);
    for (const [i, [, action]] of message.inputs.entries()) {
      const reason = this.hook.checkAction(action);
      if (reason !== null) return this.error(player, "bad-message", `inputs[${i}]: ${reason}`);
    }
    this.append(game, player, { kind: "inputs", frame: message.frame, inputs: message.inputs, attacks });
    const reason = checker.advance(message.inputs, message.frame) ?? checker.attack(attacks);
    if (reason !== null) return this.reject(player, reason);
    const opponent = OTHER[player];
    // Garbage first: a client that has the opponent's inputs up to a frame has its garbage too.
    for (const [frame, lines] of attacks) this.relayGarbage(game, opponent, { type: "garbage", lines, frame });
    this.host.send(opponent, { type: "opponent_inputs", frame: message.frame, inputs: message.inputs });
    if (checker.toppedOutAt !== null) this.endGame(opponent, "topped_out");
  }

  private lastAttackFrame(log: readonly LogEvent[]): number {
    for (let i = log.length - 1; i >= 0; i--) {
      const event = log[i]!;
      if (event.kind === "inputs" && event.attacks.length > 0) return event.attacks.at(-1)![0];
    }
    return 0;
  }

  private relayGarbage(game: GameRecord, to: PlayerNumber, garbage: GarbageMessage): void {
    this.append(game, to, { kind: "garbage", lines: garbage.lines, frame: garbage.frame });
    this.checkersOf(game)[index(to)].received(garbage.lines);
    this.host.send(to, garbage);
  }

  private claim(player: PlayerNumber, frame: number): void {
    const game = this.games.at(-1);
    if (this.phase === "over" && game?.over?.reason === "topped_out" && game.over.winner === OTHER[player]) {
      // The room saw the top-out in the inputs before the claim came: the claim must agree.
      const verdict = game.over.players[index(player)];
      if (verdict.toppedOutAt !== frame) this.error(player, "rejected", `claimed a top-out at frame ${frame}, the inputs topped out at ${verdict.toppedOutAt}`);
      return;
    }
    if (this.phase !== "playing" || game === undefined) return this.error(player, "wrong-phase", "no game is being played");
    const checker = this.checkersOf(game)[index(player)];
    if (frame < checker.frame) return this.error(player, "bad-message", `frame ${frame} is before the last one sent (${checker.frame})`);
    this.append(game, player, { kind: "claim", frame });
    const reason = checker.claimTopOut(frame);
    if (reason !== null) return this.reject(player, reason);
    this.endGame(OTHER[player], "topped_out");
  }

  /** The player's stream broke the rules: it loses, and is told why. */
  private reject(player: PlayerNumber, reason: string): void {
    this.error(player, "rejected", reason);
    this.endGame(OTHER[player], "rejected", { player, reason });
  }

  private endGame(winner: PlayerNumber, reason: GameOverReason, rejected?: { player: PlayerNumber; reason: string }): void {
    const game = this.games.at(-1)!;
    const checkers = this.checkersOf(game);
    const verdict = (player: PlayerNumber): PlayerVerdict => {
      const checker = checkers[index(player)];
      const bad = rejected?.player === player ? rejected.reason : null;
      return {
        valid: bad === null,
        reason: bad,
        toppedOutAt: checker.toppedOutAt,
        frame: checker.frame,
        linesSent: checker.linesSent,
        linesReceived: checker.linesReceived,
        pieces: checker.pieces,
      };
    };
    game.over = { type: "game_over", number: game.start.number, winner, reason, players: [verdict(1), verdict(2)] };
    this.phase = "over";
    this.checkers = null;
    this.saveMeta();
    this.host.send(1, game.over);
    this.host.send(2, game.over);
  }

  // ---- state, logs and replays ----

  private slot(player: PlayerNumber): Slot {
    const slot = this.slots[index(player)];
    if (slot === null) throw new ProgrammingError(`player ${player} has no place in room ${this.code}`);
    return slot;
  }

  private append(game: GameRecord, player: PlayerNumber, event: LogEvent): void {
    const log = game.logs[index(player)];
    this.writes.set(logKey(game.start.number, player, log.length), event);
    log.push(event);
  }

  private saveMeta(): void {
    const meta: Meta = {
      code: this.code,
      game: this.hook.game,
      phase: this.phase,
      slots: [this.slots[0], this.slots[1]].map((slot) => slot && { ...slot }) as Meta["slots"],
      games: this.games.map((game) => ({ start: game.start, over: game.over })),
    };
    this.writes.set("meta", meta);
  }

  private checkersOf(game: GameRecord): [PlayerChecker, PlayerChecker] {
    if (this.checkers === null) this.checkers = [this.rebuild(game, 1), this.rebuild(game, 2)];
    return this.checkers;
  }

  /** A checker fed the player's log again, in order: the same state it had. */
  private rebuild(game: GameRecord, player: PlayerNumber): PlayerChecker {
    const checker = this.hook.start(game.start.seed, game.start.options[index(player)]);
    for (const event of game.logs[index(player)]) {
      if (event.kind === "inputs") {
        if (checker.advance(event.inputs, event.frame) !== null || checker.attack(event.attacks) !== null) break;
      } else if (event.kind === "garbage") checker.received(event.lines);
      else if (checker.claimTopOut(event.frame) !== null) break;
    }
    return checker;
  }

  private resumeFor(player: PlayerNumber, game: GameRecord): ServerMessage {
    const stream = (who: PlayerNumber) => {
      const inputs: TimedAction[] = [];
      const attacks: Attack[] = [];
      let frame = 0;
      for (const event of game.logs[index(who)]) {
        if (event.kind !== "inputs") continue;
        inputs.push(...event.inputs);
        attacks.push(...event.attacks);
        frame = event.frame;
      }
      return { frame, inputs, attacks };
    };
    const garbage = game.logs[index(player)].flatMap((event): GarbageMessage[] =>
      event.kind === "garbage" ? [{ type: "garbage", lines: event.lines, frame: event.frame }] : [],
    );
    const opponent = stream(OTHER[player]);
    return { type: "resume", start: game.start, you: stream(player), opponent: { frame: opponent.frame, inputs: opponent.inputs }, garbage };
  }

  /** The room's games, newest last: how each started, how it ended, and both players' replays. */
  results(): { room: string; game: string; games: { start: GameStartMessage; over: GameOverMessage | null; replays: [unknown, unknown] }[] } {
    return {
      room: this.code,
      game: this.hook.game,
      games: this.games.map((game) => ({ start: game.start, over: game.over, replays: [this.rebuild(game, 1).replay(), this.rebuild(game, 2).replay()] })),
    };
  }
}
