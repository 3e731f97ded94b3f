// One game in a room: both players' streams as the room accepted them (the log it stores), each
// re-run by the game's checker, the bounds every stream must keep, who has won, and what a
// rejoining player is sent. Pure and synchronous, like the room; it knows no game (the checker
// does) and no storage (the room writes what `log` gives it).
import type {
  GameEvent,
  GameHook,
  GameOverMessage,
  GameOverReason,
  GameStartMessage,
  InputsMessage,
  OpponentInputsMessage,
  PlayerChecker,
  PlayerNumber,
  PlayerVerdict,
  ResumeMessage,
  StreamSoFar,
  TimedAction,
} from "@arcade/core/rooms";
import {
  BEHIND_SHARE,
  FRAMES_PER_SECOND,
  MAX_FRAMES_PER_BATCH,
  MAX_INPUTS_PER_FRAME,
  MAX_INPUTS_PER_GAME,
  MAX_INPUTS_PER_GAME_SECOND,
  MAX_STREAM_CHARS,
  RELAY_WINDOW_FRAMES,
  dueFrame,
} from "./limits.ts";

/** One entry of a player's log, in the order it happened (storage keeps this order). */
export type LogEvent =
  /** A batch of the player's, as accepted. */
  | { kind: "inputs"; frame: number; inputs: TimedAction[]; events: GameEvent[] }
  /**
   * The opponent's events, relayed to this player; `held` when this player was away (dropped): it
   * can only have them from its rejoin on, so its checker is told after its next batch.
   */
  | { kind: "relayed"; events: GameEvent[]; held?: true };

export const OTHER = { 1: 2, 2: 1 } as const;
export const index = (player: PlayerNumber): 0 | 1 => (player === 1 ? 0 : 1);

/** What became of a batch: refused (changes nothing), rejected (the player loses), or relayed. */
export type Accepted =
  | { kind: "refused"; message: string }
  | { kind: "rejected"; reason: string }
  /** Accepted: what each player is sent now (the batch, if within the opponent's window, and what the sender's own advance let out). */
  | { kind: "relayed"; relays: [PlayerNumber, OpponentInputsMessage][] };

/** How a game ended: the winner (null: a draw), why, and a rejected player's reason. */
export interface Decision {
  winner: PlayerNumber | null;
  reason: GameOverReason;
  rejected?: { player: PlayerNumber; reason: string };
}

/** One player's stream: its checker and what the bounds count. Rebuilt by feeding its log again. */
class Stream {
  readonly checker: PlayerChecker;
  frame = 0;
  inputs: TimedAction[] = [];
  events: GameEvent[] = [];
  chars = 0;
  lastEventFrame = 0;
  /** Inputs stamped with the last input's frame, and with its second. */
  private atFrame = { frame: -1, count: 0 };
  private atSecond = { second: -1, count: 0 };
  /** The opponent's events relayed while this player was away, for its checker after its next batch. */
  private readonly held: GameEvent[][] = [];
  /** Each accepted batch: its frame and where its inputs and events end in `inputs` and `events`. */
  readonly batches: { frame: number; inputs: number; events: number }[] = [];

  constructor(hook: GameHook, start: GameStartMessage, player: PlayerNumber) {
    this.checker = hook.start(start.seed, start.options[index(player)]);
  }

  /** Why this batch would break a bound, or null (counts nothing). */
  bound(message: InputsMessage, chars: number): string | null {
    if (this.inputs.length + message.inputs.length > MAX_INPUTS_PER_GAME) return `more than ${MAX_INPUTS_PER_GAME} inputs in one game`;
    if (this.chars + chars > MAX_STREAM_CHARS) return `a game's stream may take at most ${MAX_STREAM_CHARS} characters`;
    let { frame, count } = this.atFrame;
    let { second, count: inSecond } = this.atSecond;
    for (const [at] of message.inputs) {
      count = at === frame ? count + 1 : 1;
      frame = at;
      const s = Math.floor(at / FRAMES_PER_SECOND);
      inSecond = s === second ? inSecond + 1 : 1;
      second = s;
      if (count > MAX_INPUTS_PER_FRAME) return `more than ${MAX_INPUTS_PER_FRAME} inputs at frame ${at}`;
      if (inSecond > MAX_INPUTS_PER_GAME_SECOND) return `more than ${MAX_INPUTS_PER_GAME_SECOND} inputs in second ${s} of the game`;
    }
    return null;
  }

  /** Feeds one log entry (live or from storage; `chars`: its JSON's length, if known): the checker's answer. */
  feed(event: LogEvent, chars?: number): string | null {
    if (event.kind === "relayed") {
      if (event.held) this.held.push(event.events);
      else this.checker.opponentEvents(event.events);
      return null;
    }
    this.frame = event.frame;
    this.inputs.push(...event.inputs);
    this.events.push(...event.events);
    this.batches.push({ frame: event.frame, inputs: this.inputs.length, events: this.events.length });
    this.chars += chars ?? JSON.stringify(event).length;
    if (event.events.length > 0) this.lastEventFrame = event.events.at(-1)![0];
    for (const [at] of event.inputs) {
      this.atFrame = at === this.atFrame.frame ? { frame: at, count: this.atFrame.count + 1 } : { frame: at, count: 1 };
      const second = Math.floor(at / FRAMES_PER_SECOND);
      this.atSecond = second === this.atSecond.second ? { second, count: this.atSecond.count + 1 } : { second, count: 1 };
    }
    const reason = this.checker.advance(event.inputs, event.frame) ?? this.checker.events(event.events);
    // What was relayed while this player was away reached it with the rejoin: from this frame on.
    for (const events of this.held.splice(0)) this.checker.opponentEvents(events);
    return reason;
  }

  /** The stream up to its first `count` batches (all by default). */
  soFar(count = this.batches.length): StreamSoFar {
    const last = this.batches[count - 1];
    return last === undefined
      ? { frame: 0, inputs: [], events: [] }
      : { frame: last.frame, inputs: this.inputs.slice(0, last.inputs), events: this.events.slice(0, last.events) };
  }

  /** The `n`-th batch as the opponent is sent it. */
  relay(n: number): OpponentInputsMessage {
    const batch = this.batches[n]!;
    const before = this.batches[n - 1] ?? { inputs: 0, events: 0 };
    const relay: OpponentInputsMessage = { type: "opponent_inputs", frame: batch.frame, inputs: this.inputs.slice(before.inputs, batch.inputs) };
    if (batch.events > before.events) relay.events = this.events.slice(before.events, batch.events);
    return relay;
  }
}

export class Match {
  readonly logs: [LogEvent[], LogEvent[]];
  private streams: [Stream, Stream] | null = null;
  /** How many of each player's batches its opponent has been sent (see `release`). */
  private readonly sent: [number, number] = [0, 0];

  constructor(
    private readonly hook: GameHook,
    readonly start: GameStartMessage,
    /** When the room sent game_start (ms). */
    readonly startedAt: number,
    logs: [LogEvent[], LogEvent[]] = [[], []],
  ) {
    this.logs = logs;
  }

  /** Both streams, rebuilt from the logs when missing (after hibernation): the same state they had. */
  private get both(): [Stream, Stream] {
    if (this.streams === null) {
      const streams: [Stream, Stream] = [new Stream(this.hook, this.start, 1), new Stream(this.hook, this.start, 2)];
      for (const player of [1, 2] as const) {
        for (const event of this.logs[index(player)]) if (streams[index(player)].feed(event) !== null) break;
      }
      this.streams = streams;
      // What each player had been sent follows from where the streams are (see `release`).
      for (const to of [1, 2] as const) this.sent[index(OTHER[to])] = this.visible(to);
    }
    return this.streams;
  }

  /**
   * The furthest frame of the opponent's stream `to` may be sent: RELAY_WINDOW_FRAMES past the
   * frame its own stream has reached (so a player who holds its frame back sees no further ahead
   * than one who plays on), and all of it once its game has ended (nothing left to gain).
   */
  private relayLimit(to: PlayerNumber): number {
    return this.ending(to) !== null ? Infinity : this.stream(to).frame + RELAY_WINDOW_FRAMES;
  }

  /**
   * How many of the opponent's batches `to` may have been sent: those stamped within its limit.
   * Frames only go up and the limit only moves on, so the count goes on from `from` (the batches
   * already sent), not from the game's first batch.
   */
  private visible(to: PlayerNumber, from = 0): number {
    const batches = this.stream(OTHER[to]).batches;
    const limit = this.relayLimit(to);
    let n = from;
    while (n < batches.length && batches[n]!.frame <= limit) n++;
    return n;
  }

  /**
   * The opponent's batches `to` may now be sent (in order), each logged for `to` with its events
   * and handed to `to`'s checker (`away`: its connection is down; see LogEvent "relayed").
   */
  private release(to: PlayerNumber, log: (player: PlayerNumber, event: LogEvent) => void, away: boolean): OpponentInputsMessage[] {
    const from = this.stream(OTHER[to]);
    const until = this.visible(to, this.sent[index(OTHER[to])]);
    const relays: OpponentInputsMessage[] = [];
    for (let n = this.sent[index(OTHER[to])]; n < until; n++) {
      const relay = from.relay(n);
      if (relay.events !== undefined) {
        const relayed: LogEvent = away ? { kind: "relayed", events: relay.events, held: true } : { kind: "relayed", events: relay.events };
        this.append(to, relayed, log);
        this.stream(to).feed(relayed);
      }
      relays.push(relay);
    }
    this.sent[index(OTHER[to])] = until;
    return relays;
  }

  private stream(player: PlayerNumber): Stream {
    return this.both[index(player)];
  }

  /**
   * A batch of `player`'s: refused if it goes back in time or names what the game never has;
   * else logged (`log` stores it) and run, and rejected if it breaks a bound or the rules; else
   * what the opponent is sent (`opponentAway`: the opponent's connection is down).
   */
  accept(player: PlayerNumber, message: InputsMessage, log: (player: PlayerNumber, event: LogEvent) => void, opponentAway = false): Accepted {
    const stream = this.stream(player);
    const events = message.events ?? [];
    if (message.frame < stream.frame) return { kind: "refused", message: `frame ${message.frame} is before the last one sent (${stream.frame})` };
    if (message.frame - stream.frame > MAX_FRAMES_PER_BATCH) {
      return { kind: "refused", message: `a batch may advance at most ${MAX_FRAMES_PER_BATCH} frames (from ${stream.frame})` };
    }
    if (message.inputs.length > 0 && message.inputs[0]![0] < stream.frame) {
      return { kind: "refused", message: `inputs stamped before frame ${stream.frame} were already complete` };
    }
    if (events.length > 0 && events[0]![0] < stream.lastEventFrame) return { kind: "refused", message: `events go back before frame ${stream.lastEventFrame}` };
    for (const [i, [, action]] of message.inputs.entries()) {
      const reason = this.hook.checkAction(action);
      if (reason !== null) return { kind: "refused", message: `inputs[${i}]: ${reason}` };
    }
    for (const [i, [, payload]] of events.entries()) {
      const reason = this.hook.checkEvent(payload);
      if (reason !== null) return { kind: "refused", message: `events[${i}]: ${reason}` };
    }
    const entry: LogEvent = { kind: "inputs", frame: message.frame, inputs: message.inputs, events };
    const chars = JSON.stringify(entry).length;
    const bound = stream.bound(message, chars);
    if (bound !== null) return { kind: "rejected", reason: bound };
    this.append(player, entry, log);
    const reason = stream.feed(entry, chars);
    if (reason !== null) return { kind: "rejected", reason };
    const relays = [
      ...this.release(OTHER[player], log, opponentAway).map((relay) => [OTHER[player], relay] as [PlayerNumber, OpponentInputsMessage]),
      ...this.release(player, log, false).map((relay) => [player, relay] as [PlayerNumber, OpponentInputsMessage]),
    ];
    return { kind: "relayed", relays };
  }

  private append(player: PlayerNumber, event: LogEvent, log: (player: PlayerNumber, event: LogEvent) => void): void {
    this.logs[index(player)].push(event);
    log(player, event);
  }

  /** How the player's game ended, as its checker re-ran it: the frame, and whether it lost there (else it finished). */
  ending(player: PlayerNumber): { frame: number; lost: boolean } | null {
    const checker = this.stream(player).checker;
    if (checker.endedAt !== null) return { frame: checker.endedAt, lost: true };
    const finished = checker.finishedAt ?? null;
    return finished === null ? null : { frame: finished, lost: false };
  }

  /**
   * Whether the game is decided by the streams, as local versus decides it frame by frame: the
   * game that ended first decides — a top-out loses, a goal or time limit reached wins; both at
   * the same frame: the one that finished wins over the one that lost, else a draw. A player whose
   * game has not ended must be past that frame (it might still end at it); until then the room
   * waits for its stream (real time bounds how long).
   */
  decide(): Decision | null {
    const ends = [this.ending(1), this.ending(2)] as const;
    const frames = ends.flatMap((end) => (end === null ? [] : [end.frame]));
    if (frames.length === 0) return null;
    const first = Math.min(...frames);
    for (const player of [1, 2] as const) {
      if (ends[index(player)] === null && this.stream(player).checker.frame <= first) return null;
    }
    const [a, b] = ends.map((end) => (end?.frame === first ? end : null));
    if (a && b) return { winner: a.lost === b.lost ? null : a.lost ? 2 : 1, reason: "ended" };
    if (a) return { winner: a.lost ? 2 : 1, reason: "ended" };
    return { winner: b!.lost ? 1 : 2, reason: "ended" };
  }

  /** Those of `players` still playing (their game has not ended) whose stream is too far behind real time at `now` (see `dueFrame`). */
  behind(now: number, behindMs: number, players: readonly PlayerNumber[] = [1, 2]): PlayerNumber[] {
    const due = dueFrame(now - this.startedAt, behindMs);
    return players.filter((player) => this.ending(player) === null && this.stream(player).checker.frame < due);
  }

  /** When the first of `players` still playing would fall too far behind, if its stream does not advance (ms). */
  behindAt(behindMs: number, players: readonly PlayerNumber[] = [1, 2]): number | null {
    const frames = players.filter((player) => this.ending(player) === null).map((player) => this.stream(player).checker.frame);
    if (frames.length === 0) return null;
    // dueFrame passes frame f + 1 when (1 - BEHIND_SHARE) × elapsed - behindMs reaches its time.
    return this.startedAt + Math.ceil((behindMs + ((Math.min(...frames) + 1) * 1000) / FRAMES_PER_SECOND) / (1 - BEHIND_SHARE));
  }

  /** The game_over message for this decision, with both players' verdicts. */
  over(decision: Decision): GameOverMessage {
    const verdict = (player: PlayerNumber): PlayerVerdict => {
      const checker = this.stream(player).checker;
      const bad = decision.rejected?.player === player ? decision.rejected.reason : null;
      return {
        valid: bad === null,
        reason: bad,
        endedAt: checker.endedAt,
        finishedAt: checker.finishedAt ?? null,
        frame: checker.frame,
        stats: checker.stats(),
      };
    };
    return { type: "game_over", number: this.start.number, winner: decision.winner, reason: decision.reason, players: [verdict(1), verdict(2)] };
  }

  /** Both players' games as replays (the game's format), as the checkers re-ran them. */
  replays(): [unknown, unknown] {
    return [this.stream(1).checker.replay(), this.stream(2).checker.replay()];
  }

  /** What a player rejoining during the game is sent. */
  resumeFor(player: PlayerNumber): ResumeMessage {
    // The opponent's stream only as far as this player has been sent it (its relay window).
    return { type: "resume", start: this.start, you: this.stream(player).soFar(), opponent: this.stream(OTHER[player]).soFar(this.sent[index(OTHER[player])]) };
  }
}
