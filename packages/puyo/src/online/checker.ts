// An online game's rules for one player's stream: what the rooms server re-runs to check a player
// (Puyo's room hook, ./hook.ts) and what a client runs to draw its opponent (OpponentView).
//
// A player's stream is a Puyo record (rules/replay.ts) whose inputs include "nuisance:N" — the
// opponent's nuisance as it reached this player, after the opponent's offsetting. Frame by frame
// the checker does what `runReplay` does: at frame f it applies the inputs stamped f in order,
// then ticks the pure frame-stepped game (rules/stepped.ts), which plays the Tsu rules itself:
// a chain's attack first offsets the nuisance pending against its player (nuisance received while
// the chain plays included), the rest is sent, and what stays pending falls (at most 30, five
// rows) when that player's turn ends. The checker adds what only the room can know:
//
// (a) claims match the inputs: the nuisance a player says its turns sent never exceeds what its
//     turns sent in the re-run — up to every claim's frame, the claims so far ≤ `game.sent` at
//     that frame — and a claimed top-out is where the inputs top out;
// (b) a player never receives more nuisance than the room relayed to it from the opponent, whose
//     claims were themselves checked by (a) before the room relayed them;
// (c) a player does not hold received nuisance back: nuisance relayed when the receiver's stream
//     was at frame r must be in its stream (a "nuisance:N" input) by r + NUISANCE_DUE_FRAMES
//     (5 s for the network and the batching); from there the game's own rules make it offset
//     and fall at the end of the player's next turn.
//
// Both players play the room's seed with the same pairs and the same nuisance-column stream
// (player 0's): the same luck for both.
import type { Replay } from "@arcade/core";
import { totalAt, type GameEvent, type JsonObject, type PlayerChecker, type TimedAction } from "@arcade/core/rooms";
import { REPLAY_GAME, RULES_VERSION, gameOf, type PuyoConfig } from "../rules/replay.ts";
import type { GameEvent as StepEvent, SteppedGame } from "../rules/stepped.ts";
import { NUISANCE_PREFIX, type FinalState } from "../rules/stepped.ts";
import { nuisanceIn, readPuyoEvent } from "./events.ts";

/** Relayed nuisance must be in the receiver's stream this many of its frames after the relay (5 s). */
export const NUISANCE_DUE_FRAMES = 5 * 60;

/** The rules a room plays: Tsu. */
export const ONLINE_RULES = ["tsu"] as const;
/** A player's online options when it gives none (what the room completes `ready` with). */
export const DEFAULT_ONLINE_OPTIONS = { mode: "tsu", colors: 4 } as const;

/** The record config of one online player's game on `seed` with the room's options. */
export function onlineConfig(seed: string, options: JsonObject): PuyoConfig {
  const colors = (options.colors ?? DEFAULT_ONLINE_OPTIONS.colors) as 3 | 4 | 5;
  return { seed, mode: "versus", options: { colors, field: null, player: 0, undo: false, chainSpeed: 1 } };
}

/** The received-nuisance count of an input, or 0 when it is another action. */
export function nuisanceOf(action: string): number {
  return action.startsWith(NUISANCE_PREFIX) ? Number(action.slice(NUISANCE_PREFIX.length)) : 0;
}

/** The Puyo PlayerChecker; its `game` is the player's game as re-run so far (read only). */
export class PuyoChecker implements PlayerChecker {
  readonly game: SteppedGame;
  private readonly config: PuyoConfig;
  /** Inputs not applied yet (stamped at or after the frame the game has reached). */
  private pending: TimedAction[] = [];
  private readonly applied: TimedAction[] = [];
  /** [frame, game.sent] after each turn that sent nuisance. */
  private readonly sentSoFar: [number, number][] = [];
  private claimed = 0;
  private relayed = 0;
  /** Relayed nuisance for the bound (c): counts and the frame they are due, oldest first, and their sum due so far. */
  private readonly dues: { count: number; at: number }[] = [];
  private dueSoFar = 0;
  private failure: string | null = null;
  toppedOutAt: number | null = null;

  constructor(seed: string, options: JsonObject) {
    this.config = onlineConfig(seed, options);
    this.game = gameOf(this.config);
  }

  get frame(): number {
    return this.game.frame;
  }
  get endedAt(): number | null {
    return this.toppedOutAt;
  }
  /** Nuisance sent in the re-run (after offsetting): an upper bound of the claims. */
  get made(): number {
    return this.game.sent;
  }
  /** Nuisance this player's claims sent to the opponent. */
  get sent(): number {
    return this.claimed;
  }
  /** Nuisance the stream received. */
  get received(): number {
    return this.game.received;
  }

  /** The room relayed `count` nuisance with no due frame (a client's own view: the bound (c) is not asked). */
  allow(count: number): void {
    this.relayed += count;
  }

  advance(inputs: readonly TimedAction[], frame: number): string | null {
    if (this.failure !== null) return this.failure;
    this.pending.push(...inputs);
    while (this.toppedOutAt === null && this.failure === null && this.game.frame < frame) {
      this.applyDue();
      if (this.toppedOutAt !== null || this.failure !== null) break;
      if (this.heldBack()) break;
      this.game.tick();
      this.afterStep();
    }
    // The inputs stamped `frame` itself are applied now too (more stamped `frame` in the next
    // batch are applied before that frame's tick all the same: the same game, seen sooner).
    if (this.toppedOutAt === null && this.failure === null && this.game.frame === frame) this.applyDue();
    return this.failure;
  }

  private applyDue(): void {
    const now = this.game.frame;
    let i = 0;
    for (; i < this.pending.length && this.pending[i]![0] === now && this.toppedOutAt === null && this.failure === null; i++) {
      const input = this.pending[i]!;
      this.applied.push(input);
      this.applyOne(input);
    }
    this.pending = this.pending.slice(i);
  }

  private applyOne([frame, action]: TimedAction): void {
    const count = nuisanceOf(action);
    if (count > 0 && this.game.received + count > this.relayed) {
      this.failure = `received ${this.game.received + count} nuisance by frame ${frame}, but the opponent had sent only ${this.relayed}`;
      return;
    }
    this.game.apply(action, `inputs at frame ${frame}`);
    this.afterStep();
  }

  /** Before the tick from this frame: nuisance due by now must have been received (c). */
  private heldBack(): boolean {
    const now = this.game.frame;
    let latest = -1;
    while (this.dues.length > 0 && this.dues[0]!.at <= now) {
      const due = this.dues.shift()!;
      this.dueSoFar += due.count;
      latest = due.at;
    }
    if (this.game.received >= this.dueSoFar) return false;
    this.failure = `held back nuisance: ${this.dueSoFar} relayed were due by frame ${latest < 0 ? now : latest}, only ${this.game.received} were received`;
    return true;
  }

  /**
   * Who is shown the game's events after each input and tick (the online screen plays the
   * opponent's chain feedback from them); the room sets none.
   */
  onEvents: ((events: readonly StepEvent[]) => void) | null = null;

  /** After an input or a tick: a turn that sent nuisance, a top-out. */
  private afterStep(): void {
    const game = this.game;
    const events = game.takeEvents();
    this.onEvents?.(events);
    if (game.sent > (this.sentSoFar.at(-1)?.[1] ?? 0)) this.sentSoFar.push([game.frame, game.sent]);
    if (this.toppedOutAt === null && game.over) this.toppedOutAt = game.frame;
  }

  private sentUpTo(frame: number): number {
    return totalAt(this.sentSoFar, frame);
  }

  /** The player's events of a batch: nuisance claims (a) and the top-out claim. */
  events(events: readonly GameEvent[]): string | null {
    for (const [frame, payload] of events) {
      if (this.failure !== null) break;
      const event = readPuyoEvent(payload);
      if (typeof event === "string") this.failure = event;
      else if (event.kind === "nuisance") this.claim(frame, event.count);
      else this.claimTopOut(frame);
    }
    return this.failure;
  }

  private claim(frame: number, count: number): void {
    if (frame > this.game.frame) {
      this.failure = `a nuisance claim at frame ${frame} comes before the inputs up to it (the game is at frame ${this.game.frame})`;
      return;
    }
    const made = this.sentUpTo(frame);
    if (this.claimed + count > made) {
      this.failure = `claimed ${this.claimed + count} nuisance sent by frame ${frame}, but the chains so far sent ${made}`;
      return;
    }
    this.claimed += count;
  }

  private claimTopOut(frame: number): void {
    if (frame < this.game.frame && this.toppedOutAt === null) {
      this.failure = `claimed a top-out at frame ${frame}, but the inputs are at frame ${this.game.frame} and do not top out`;
      return;
    }
    if (this.advance([], frame) !== null) return;
    if (this.toppedOutAt !== frame) {
      this.failure =
        this.toppedOutAt === null
          ? `claimed a top-out at frame ${frame}, but the inputs do not top out`
          : `claimed a top-out at frame ${frame}, but the inputs top out at frame ${this.toppedOutAt}`;
    }
  }

  /** The opponent's nuisance, relayed now: it may be received, and is due NUISANCE_DUE_FRAMES from this frame (c). */
  opponentEvents(events: readonly GameEvent[]): void {
    for (const [, count] of nuisanceIn(events)) {
      this.relayed += count;
      this.dues.push({ count, at: this.game.frame + NUISANCE_DUE_FRAMES });
    }
  }

  /** The game as re-run so far. */
  summary(): FinalState {
    return this.game.summary();
  }

  stats(): JsonObject {
    const game = this.game.game;
    return { pieces: game.index, score: game.score, maxChain: game.maxChain, sent: this.claimed, received: this.game.received };
  }

  /** The stream re-run so far as a record (what `runReplay` and the replay viewer take). */
  replay(): Replay {
    const { seed, mode, options } = this.config;
    return {
      game: REPLAY_GAME,
      rulesVersion: RULES_VERSION,
      seed,
      mode,
      options: { ...options },
      inputs: this.applied.map(([frame, action]) => ({ frame, action })),
      frames: this.game.frame,
    };
  }
}
