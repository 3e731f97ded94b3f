// One room: two player places, a lobby, games on a server-drawn seed (each a Match: the streams,
// their checks and who won), results kept once a game ends, rematches, rejoining after a drop,
// and the clock's jobs (grace period, silent or lagging players, an empty room's expiry). The
// clock's rules are in room-clock.ts, a message's pace, form and `ready` options in room-messages.ts.
//
// Pure and synchronous: the Durable Object (worker/index.ts) owns the sockets, the clock, the
// alarm and the storage, and calls this with what happened; this answers through `RoomHost` and
// collects storage writes (`writes`: room-writes.ts), from which `Room.restore` rebuilds the same room.
import { ProgrammingError } from "@arcade/core";
import {
  parseClientMessage,
  PROTOCOL_VERSION,
  type ErrorCode,
  type GameHook,
  type GameOverMessage,
  type GameStartMessage,
  type InputsMessage,
  type JsonObject,
  type PlayerNumber,
} from "@arcade/core/rooms";
import { SendClocks } from "./backlog.ts";
import { KeptResults } from "./kept-results.ts";
import { DEFAULT_ROOM_OPTIONS, MessageRate, REJOINS_PER_MINUTE, WindowLimit, type RoomOptions } from "./limits.ts";
import { Match, OTHER, index, type Decision, type LogEvent } from "./match.ts";
import type { JoinResult, RoomHost } from "./room-host.ts";
import { admitMessage, readyOptions } from "./room-messages.ts";
import { goneForGood, idleAt, isSilent, realTimeAt, slotDeadlines, type ClockView } from "./room-clock.ts";
import { readStored, type Meta, type Phase, type Slot } from "./storage.ts";
import { RoomWrites } from "./room-writes.ts";

export { DEFAULT_ROOM_OPTIONS, type RoomOptions } from "./limits.ts";
export type { JoinResult, RoomHost } from "./room-host.ts";

export class Room {
  private phase: Phase = "lobby";
  private readonly slots: [Slot | null, Slot | null] = [null, null];
  /** The game being played, or the last one (with its end once decided). */
  private current: { match: Match; over: GameOverMessage | null } | null = null;
  private kept: KeptResults;
  private emptySince: number | null = null;
  /** Message rates per player (kept across its reconnections: a new socket brings no new allowance) and its rejoins a minute; in memory only. */
  private readonly rates = new Map<PlayerNumber, MessageRate>();
  private readonly rejoins = new WindowLimit(REJOINS_PER_MINUTE, 60_000);
  /** How late each player's batches arrive against its own frame clock (told to the host: its backlog). */
  private readonly sendClocks = new SendClocks();
  /** Storage entries changed since the host last took them (`writes.take()`; `writes.waiting()`: whether there are, and of what kind). */
  writes = new RoomWrites();
  /** The alarm asked for, if known (a woken room asks again). */
  private alarmAt: number | null = null;
  /** Set by the alarm when the room has been empty for `emptyMs`: the object deletes it. */
  expired = false;

  constructor(
    readonly code: string,
    private readonly hook: GameHook,
    private readonly host: RoomHost,
    private readonly options: RoomOptions = DEFAULT_ROOM_OPTIONS,
  ) {
    this.kept = new KeptResults(options.gamesKept);
  }

  /** Rebuilds a room from its stored entries (as taken from `writes`). */
  static restore(
    entries: ReadonlyMap<string, unknown>,
    hooks: (game: string) => GameHook | undefined,
    host: RoomHost,
    options = DEFAULT_ROOM_OPTIONS,
  ): Room | null {
    const stored = readStored(entries);
    const hook = stored === null ? undefined : hooks(stored.meta.game);
    if (stored === null || hook === undefined) return null;
    const { meta, logs, logKeys, results } = stored;
    const room = new Room(meta.code, hook, host, options);
    room.phase = meta.phase;
    room.slots[0] = meta.slots[0];
    room.slots[1] = meta.slots[1];
    room.emptySince = meta.emptySince;
    room.writes = new RoomWrites(logKeys);
    // A woken room gives every connected player a fresh idle period (when it last heard from them
    // is not stored on every message).
    for (const slot of room.slots) if (slot !== null) slot.heardAt = room.clock();
    if (meta.current !== null) room.current = { match: new Match(hook, meta.current.start, meta.current.startedAt, logs), over: meta.current.over };
    room.kept = new KeptResults(options.gamesKept, results);
    return room;
  }

  get game(): string {
    return this.hook.game;
  }

  /**
   * The room's clock: the time up to which the host could read what players sent (its own
   * backlog excluded). Real-time bounds, silence and the grace period are measured on it, so a
   * server that falls behind never counts its delay against a player.
   */
  private clock(): number {
    return this.host.now() - this.host.backlog();
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
      const rejoin = this.rejoins.take(String(place), this.clock());
      if (!rejoin.ok) {
        return { ok: false, code: "too-fast", message: `at most ${REJOINS_PER_MINUTE} rejoins a minute: try again in ${Math.ceil(rejoin.retryMs / 1000)} s` };
      }
      return { ok: true, player: (place + 1) as PlayerNumber, rejoined: true };
    }
    const free = this.slots.findIndex((slot) => slot === null);
    if (free < 0) return { ok: false, code: "room-full", message: "this room already has two players" };
    this.slots[free] = { token: this.host.randomToken(), ready: false, options: {}, connected: false, leftAt: null, heardAt: 0 };
    this.emptySince = null;
    return { ok: true, player: (free + 1) as PlayerNumber, rejoined: false };
  }

  /** The player's connection is open: welcome it and tell it (and the opponent) where things stand. */
  connected(player: PlayerNumber, rejoined: boolean): void {
    const slot = this.slot(player);
    slot.connected = true;
    slot.leftAt = null;
    slot.heardAt = this.clock();
    slot.spoke = false;
    if (!this.rates.has(player)) this.rates.set(player, new MessageRate(this.clock()));
    this.saveMeta();
    this.host.send(player, { type: "welcome", protocol: PROTOCOL_VERSION, player, token: slot.token, room: this.code, game: this.hook.game, rejoined });
    this.host.send(OTHER[player], { type: "opponent", status: rejoined ? "reconnected" : "joined" });
    const opponent = this.slots[index(OTHER[player])];
    if (opponent !== null) {
      this.host.send(player, { type: "opponent", status: opponent.connected ? "joined" : "disconnected" });
      if (opponent.ready && this.phase !== "playing") this.host.send(player, { type: "opponent", status: "ready" });
    }
    if (this.phase === "playing" && this.current) this.host.send(player, this.current.match.resumeFor(player));
    else if (rejoined && this.phase === "over" && this.current?.over) this.host.send(player, this.current.over);
    this.scheduleAlarm();
    const [a, b] = this.slots;
    if (this.phase !== "playing" && a?.ready && b?.ready && a.connected && b.connected) this.startGame(a, b);
  }

  /** The player left on purpose (its client closed with LEAVE_CLOSE): gone at once — a game forfeited, the place freed, the opponent told "left". */
  left(player: PlayerNumber): void {
    if (this.slots[index(player)] === null) return;
    this.leave(player);
    this.saveMeta();
    this.scheduleAlarm();
  }

  /**
   * A player leaves: a game it was still playing goes to the other (one whose game has ended is
   * decided by the streams as they are: it has nothing left to send), its place is free.
   */
  private leave(player: PlayerNumber): void {
    if (this.phase === "playing" && this.stillPlaying(player)) this.endGame({ winner: OTHER[player], reason: "forfeit" });
    this.slots[index(player)] = null;
    this.rates.delete(player);
    this.host.send(OTHER[player], { type: "opponent", status: "left" });
    if (this.slots.every((slot) => slot === null)) this.emptySince ??= this.clock();
  }

  /** The player's connection closed (a drop: the place is kept for the grace period). */
  disconnected(player: PlayerNumber): void {
    const slot = this.slots[index(player)];
    if (slot === null || !slot.connected) return;
    slot.connected = false;
    slot.leftAt = this.clock();
    this.saveMeta();
    this.host.send(OTHER[player], { type: "opponent", status: "disconnected" });
    this.scheduleAlarm();
  }

  /**
   * The alarm went off: a player gone longer than the grace period leaves (or forfeits a game), a
   * player silent too long or too far behind real time during a game forfeits it, and a room
   * empty for long enough expires.
   */
  alarm(): void {
    const now = this.clock();
    this.alarmAt = null;
    if (this.phase === "playing") this.forfeitLaggards(now);
    else this.closeIdle(now);
    const expired = goneForGood(this.clockView, now);
    for (const player of expired) this.leave(player);
    if (this.slots.every((slot) => slot === null)) this.emptySince ??= now;
    if (this.emptySince !== null && this.emptySince + this.options.emptyMs <= now) {
      this.expired = true;
      return;
    }
    this.saveMeta();
    this.scheduleAlarm();
  }

  /** During a game: a connected player silent (see `silent`), or one too far behind real time, forfeits; whether one did. */
  private forfeitLaggards(now: number): boolean {
    const silent = ([1, 2] as const).find((player) => isSilent(this.clockView, player, now));
    if (silent !== undefined) {
      this.error(silent, "rejected", `no message for ${this.options.idleMs / 1000} s during the game`);
      this.endGame({ winner: OTHER[silent], reason: "forfeit" });
      return true;
    }
    // A dropped player's game goes on on its device (it sends it all on rejoining): the grace
    // period, not real time, decides for it meanwhile.
    const late = this.connectedPlayers().find((p) => this.current!.match.behind(realTimeAt(this.clockView, p, now), this.options.behindMs, [p]).length > 0);
    if (late !== undefined) {
      this.error(late, "rejected", `your game fell more than ${this.options.behindMs / 1000} s behind real time (frames are 1/60 s)`);
      this.endGame({ winner: OTHER[late], reason: "forfeit" });
      return true;
    }
    return false;
  }

  /** Outside a game, a connection silent past its bound is closed (`idle`; the host then reports it dropped). */
  private closeIdle(now: number): void {
    for (const player of [1, 2] as const) {
      const slot = this.slots[index(player)];
      if (slot === null || !slot.connected || idleAt(slot, this.options) > now) continue;
      this.host.close(player, "idle", `no message for ${Math.round((now - slot.heardAt) / 1000)} s outside a game: join again to play`);
    }
  }

  /** Asks for the alarm at the next deadline. */
  private scheduleAlarm(): void {
    const times = slotDeadlines(this.clockView);
    const behindAt = this.phase === "playing" ? this.current?.match.behindAt(this.options.behindMs, this.connectedPlayers()) : null;
    if (behindAt != null) times.push(behindAt);
    if (this.emptySince !== null) times.push(this.emptySince + this.options.emptyMs);
    const next = times.length === 0 ? null : Math.min(...times);
    // A deadline already past (real time waiting for a stalled room's next batch: realTimeAt) is looked at again in a second.
    const at = next !== null && next <= this.clock() ? this.clock() + 1000 : next;
    // Deadlines only move later as players are heard from: an earlier alarm just re-schedules.
    if (at === this.alarmAt || (at !== null && this.alarmAt !== null && this.alarmAt <= at)) return;
    this.alarmAt = at;
    this.host.setAlarm(at);
  }

  /** Whether the player's game in the game being played has not ended (it is held to real time and silence). */
  private stillPlaying = (player: PlayerNumber): boolean => this.phase === "playing" && this.current?.match.ending(player) === null;

  /** What the clock rules (room-clock.ts) read of the room now. */
  private get clockView(): ClockView {
    return { phase: this.phase, slots: this.slots, options: this.options, stillPlaying: this.stillPlaying };
  }

  private connectedPlayers = (): PlayerNumber[] => ([1, 2] as const).filter((player) => this.slots[index(player)]?.connected === true);

  // ---- messages ----

  /** A message from the player's connection. Anything wrong is answered with an error and changes nothing. */
  message(player: PlayerNumber, text: string): void {
    const slot = this.slots[index(player)];
    if (slot === null) return; // a connection whose place the room gave up may still deliver what it sent: dropped
    const parsed = parseClientMessage(text);
    // A batch's lateness against its player's clock goes to the host first: this message is judged by the backlog it shows.
    const current = this.current?.match;
    const frame = parsed.ok && parsed.message.type === "inputs" && current !== undefined ? parsed.message.frame : null;
    const sinceStart = this.host.now() - (current?.startedAt ?? 0);
    const timing = frame !== null ? this.sendClocks.batch(player, sinceStart, frame) : null;
    // Lateness only while playing (an ended game's frame stands still); the send time also after: batches sent before the decision reached their player were sent apart.
    const playing = timing !== null && this.stillPlaying(player) ? timing : null;
    if (playing !== null) this.host.heardLate(player, playing.lateMs, playing.startLateMs);
    const rate = this.rates.get(player) ?? new MessageRate(this.host.now());
    this.rates.set(player, rate);
    // Held messages come together (held by the host, or by this player's network: its batch's lateness): the rate counts what was sent.
    const admitted = admitMessage(rate, this.host.now(), Math.max(this.host.heldBack(), playing?.lateMs ?? 0), parsed, timing?.sentMs);
    slot.heardAt = this.clock();
    slot.spoke = true;
    if (!admitted.ok) {
      const { refusal } = admitted;
      if (refusal.kind === "close") this.host.close(player, refusal.code, refusal.message);
      else if (refusal.kind === "error") this.error(player, refusal.code, refusal.message);
      return;
    }
    const message = admitted.message;
    if (message.type === "ready") return this.ready(player, message.options);
    return this.inputs(player, message);
  }

  private error(player: PlayerNumber, code: ErrorCode, message: string): void {
    this.host.send(player, { type: "error", code, message });
  }

  private ready(player: PlayerNumber, raw: JsonObject | undefined): void {
    if (this.phase === "playing") return this.error(player, "wrong-phase", "a game is being played");
    const checked = readyOptions(this.hook, raw, this.slots[index(OTHER[player])]);
    if (!checked.ok) return this.error(player, checked.code, checked.message);
    const options = checked.options;
    const slot = this.slot(player);
    slot.ready = true;
    slot.options = options;
    this.host.send(OTHER[player], { type: "opponent", status: "ready" });
    const [a, b] = this.slots;
    if (a?.ready && b?.ready && a.connected && b.connected) this.startGame(a, b);
    else this.saveMeta();
  }

  private startGame(a: Slot, b: Slot): void {
    const number = (this.current?.match.start.number ?? 0) + 1;
    const start: GameStartMessage = {
      type: "game_start",
      seed: this.host.randomSeed(),
      rulesVersion: this.hook.rulesVersion,
      game: this.hook.game,
      number,
      options: [a.options, b.options],
    };
    // From when game_start is sent, in real time: the players start then (on the room's clock, a backlog standing then would count against them).
    const startedAt = this.host.now();
    this.current = { match: new Match(this.hook, start, startedAt), over: null };
    this.sendClocks.reset();
    for (const rate of this.rates.values()) rate.newGame();
    this.phase = "playing";
    a.ready = false;
    b.ready = false;
    a.heardAt = b.heardAt = startedAt;
    this.saveMeta();
    this.host.send(1, start);
    this.host.send(2, start);
    this.scheduleAlarm();
  }

  private inputs(player: PlayerNumber, message: InputsMessage): void {
    if (this.phase !== "playing" || !this.current) return this.error(player, "wrong-phase", "no game is being played");
    const match = this.current.match;
    const away = this.slots[index(OTHER[player])]?.connected !== true;
    const accepted = match.accept(player, message, (who, event) => this.log(match, who, event), away);
    if (accepted.kind === "refused") return this.error(player, "bad-message", accepted.message);
    if (accepted.kind === "rejected") {
      this.error(player, "rejected", accepted.reason);
      return this.endGame({ winner: OTHER[player], reason: "rejected", rejected: { player, reason: accepted.reason } });
    }
    for (const [to, relay] of accepted.relays) this.host.send(to, relay);
    const late = match.behind(this.clock(), this.options.behindMs);
    if (late.includes(player)) {
      this.error(player, "rejected", `your game fell more than ${this.options.behindMs / 1000} s behind real time (frames are 1/60 s)`);
      return this.endGame({ winner: OTHER[player], reason: "forfeit" });
    }
    // The opponent may have been silent all the while this player talked.
    if (isSilent(this.clockView, OTHER[player], this.clock()) && this.forfeitLaggards(this.clock())) return;
    const decision = match.decide();
    if (decision !== null) this.endGame(decision);
    // A batch only moves the game's deadlines later: an alarm already asked for is early enough (it asks again).
    else if (this.alarmAt === null) this.scheduleAlarm();
  }

  private log(match: Match, player: PlayerNumber, event: LogEvent): void {
    this.writes.log(match.start.number, player, match.logs[index(player)].length - 1, event);
  }

  /** The game is decided: everyone is told, and its result is made once and kept; its logs go. */
  private endGame(decision: Decision): void {
    const current = this.current!;
    const match = current.match;
    const over = match.over(decision);
    current.over = over;
    this.phase = "over";
    this.kept.add({ start: match.start, over, replays: match.replays() }, (key, value) => this.writes.set(key, value));
    this.writes.dropLog();
    this.saveMeta();
    this.host.send(1, over);
    this.host.send(2, over);
    this.scheduleAlarm();
  }

  // ---- state ----

  private slot(player: PlayerNumber): Slot {
    const slot = this.slots[index(player)];
    if (slot === null) throw new ProgrammingError(`player ${player} has no place in room ${this.code}`);
    return slot;
  }

  private saveMeta(): void {
    const current = this.current;
    const meta: Meta = {
      code: this.code,
      game: this.hook.game,
      phase: this.phase,
      slots: [this.slots[0], this.slots[1]].map((slot) => slot && { ...slot }) as Meta["slots"],
      current: current && { start: current.match.start, startedAt: current.match.startedAt, over: current.over },
      results: this.kept.numbers(),
      emptySince: this.emptySince,
    };
    this.writes.set("meta", meta);
  }

  /** The room's finished games, newest last, as JSON text (made once per finished game, not per request). */
  results(): string {
    return this.kept.json(this.code, this.hook.game);
  }
}
