// An online game's rules for one player's stream: what the room server re-runs to check a player
// (apps/server's Tetris hook) and what a client runs to draw its opponent (OpponentView).
//
// A player's stream is a Tetris replay whose inputs may include `garbage:<h1>,<h2>,…` (the hole
// columns of the garbage rows that rose at that frame, in arrival order, as
// `TetrisGame.addGarbage(holes)` takes them). Frame by frame the checker does what `runReplay`
// does: at frame f it applies the inputs stamped f in order, then ticks. It checks:
//
// (a) the claims match the inputs: a claimed top-out must be where the inputs top out, and the
//     garbage lines a player says its locks sent never exceed what its locks made — up to every
//     attack's frame, the lines claimed ≤ the sum of `attackOf(lock)` × the margin multiplier over
//     the locks so far (cancelling only lowers what is sent, so it is an upper bound);
// (b) the garbage rows that rose take their holes from that player's own seed stream, in order:
//     all `garbage:` holes of the stream, concatenated, are `GarbageGenerator.fromSeed(seed).rows(n)`;
// (c) a player never raises more garbage rows than the room has relayed to it from the opponent,
//     whose claimed lines were themselves checked by (a) before the room relayed them;
// (d) a player does not hold received garbage back: garbage relayed when the receiver's stream
//     was at frame r is due at r + GARBAGE_DUE_FRAMES (the 20-frame delay plus a slack of 5 s for
//     the network and the batching), and from then on each lock that clears no lines (and does not
//     top out) must be followed at once, at its frame, by a rise of at least
//     min(8, due − cancelled − risen) rows, where cancelled = what the locks made − what the player
//     sent (an honest client cancels oldest first and raises whatever is ready, which is at least
//     that: see apps/server/README.md, "Deciding a game").
//
// In a room the stream comes as `inputs` batches with Tetris's events (./events.ts): attacks
// (what (a) checks) and the top-out claim; `TetrisChecker` is the room's PlayerChecker for Tetris.
//
// The frame a lock counts at is the game's frame right after the action or tick that locked it
// (an action at frame f: f; a lock in the tick from f: f + 1), as the client's VersusMatch is
// updated after each step; the margin multiplier is taken at that frame.
import { InputError, type Replay } from "@arcade/core";
import { totalAt, type GameEvent, type JsonObject, type PlayerChecker, type TimedAction } from "@arcade/core/rooms";
import { attackOf } from "../analysis/attack.ts";
import { GARBAGE_DELAY_FRAMES, MAX_RISE_PER_LOCK, attackMultiplier } from "../analysis/versus.ts";
import { GarbageGenerator } from "../garbage.ts";
import { TetrisGame } from "../rules/game.ts";
import { REPLAY_GAME, parseGarbageAction } from "../rules/replay.ts";
import { PLAY_ACTIONS, RULES_VERSION, type GameConfig, type LockResult, type PlayAction } from "../rules/types.ts";
import { attacksIn, readTetrisEvent } from "./events.ts";

/** [frame, lines]: garbage lines a lock at that frame sent to the opponent (after cancelling). */
export type Attack = readonly [frame: number, lines: number];

/**
 * Relayed garbage is due this many of the receiver's frames after the frame its stream had
 * reached when the room relayed it: the versus delay (20 frames) plus 5 s of slack for the
 * network and batching (an honest client has it ready by then; see (d) above).
 */
export const GARBAGE_DUE_FRAMES = GARBAGE_DELAY_FRAMES + 5 * 60;

/** Modes a player may play online: marathon (Guideline gravity, the default) or zen (no gravity). */
export const ONLINE_MODES = ["marathon", "zen"] as const;
/** A player's online options when it gives none (what the room completes `ready` with). */
export const DEFAULT_ONLINE_OPTIONS = { mode: "marathon", allow180: true, softDropFactor: 20 } as const;

/** The engine actions a stream may carry (besides sdOn/sdOff and garbage rises). */
export const ONLINE_PLAY_ACTIONS: ReadonlySet<string> = new Set(PLAY_ACTIONS);

/** Garbage lines a lock sends before cancelling: `attackOf` × the margin multiplier at `frame`. */
export function lockAttack(lock: LockResult, frame: number): number {
  return Math.floor(attackOf(lock) * attackMultiplier(frame));
}

/** Whether a versus game has topped out: block/lock/garbage out, or zen's first top-out (as versus.ts). */
export function hasToppedOut(game: TetrisGame): boolean {
  const over = game.over;
  return (over !== null && over !== "finished" && over !== "queueEmpty") || game.stats.topOuts > 0;
}

/** Tells each new lock of a game once (call after every step). */
export class LockWatch {
  private seen: number;
  constructor(private readonly game: TetrisGame) {
    this.seen = game.pieces;
  }
  /** The lock since the last call, or null. */
  take(): LockResult | null {
    if (this.game.pieces === this.seen) return null;
    this.seen = this.game.pieces;
    return this.game.lastLock;
  }
}

/** The hole columns of a `garbage:` action (the replay format's own parser), or null if it is not a valid one. */
export function garbageHoles(action: string): number[] | null {
  try {
    return parseGarbageAction(action, "action");
  } catch (error) {
    if (error instanceof InputError) return null;
    throw error;
  }
}

/** The Tetris PlayerChecker; its `game` is the player's game as re-run so far (read only). */
export class TetrisChecker implements PlayerChecker {
  readonly game: TetrisGame;
  private readonly config: GameConfig;
  private readonly holes: GarbageGenerator;
  /** Inputs not applied yet (stamped at or after the frame the game has reached). */
  private pending: TimedAction[] = [];
  private readonly applied: TimedAction[] = [];
  private softDrop = false;
  private readonly locks: LockWatch;
  /** [frame, cumulative attack] after each lock that attacked. */
  private readonly attackSoFar: [number, number][] = [];
  private attackTotal = 0;
  private claimed = 0;
  private risen = 0;
  private relayed = 0;
  /** Relayed garbage for the bound (d): lines and the frame they are due, oldest first, and their sum due so far. */
  private readonly dues: { lines: number; at: number }[] = [];
  private dueSoFar = 0;
  /** A lock that must be followed at its frame by a rise of at least `rows` rows (d). */
  private mustRise: { frame: number; rows: number } | null = null;
  private failure: string | null = null;
  toppedOutAt: number | null = null;

  constructor(seed: string, options: Readonly<Record<string, unknown>>) {
    this.config = { seed, ...(options as Pick<GameConfig, "mode" | "allow180" | "softDropFactor">) };
    this.game = new TetrisGame(this.config);
    this.locks = new LockWatch(this.game);
    this.holes = GarbageGenerator.fromSeed(seed);
  }

  get frame(): number {
    return this.game.frame;
  }
  /** Garbage lines the locks so far made (before cancelling: an upper bound of what was sent). */
  get linesMade(): number {
    return this.attackTotal;
  }
  get linesSent(): number {
    return this.claimed;
  }
  get linesReceived(): number {
    return this.risen;
  }
  get pieces(): number {
    return this.game.pieces;
  }
  get endedAt(): number | null {
    return this.toppedOutAt;
  }
  /**
   * The frame the game reached its mode's goal or time limit (marathon: 150 lines) without
   * topping out, or null: the game stops there (its frame no longer advances) and, as in local
   * versus, reaching it first wins.
   */
  get finishedAt(): number | null {
    return this.toppedOutAt === null && this.game.over === "finished" ? this.game.frame : null;
  }

  private get ended(): boolean {
    return this.toppedOutAt !== null || this.game.over !== null;
  }

  advance(inputs: readonly TimedAction[], frame: number): string | null {
    if (this.failure !== null) return this.failure;
    this.pending.push(...inputs);
    while (!this.ended && this.failure === null && this.game.frame < frame) {
      this.applyDue();
      if (this.ended || this.failure !== null) break;
      if (this.heldBack()) break;
      this.game.tick(this.softDrop);
      this.afterStep();
    }
    // The inputs stamped with `frame` itself are applied now too: any more stamped `frame` that
    // come in the next batch are applied before that frame's tick all the same, so this is the
    // same game, seen sooner (a top-out by an action at `frame` ends the game at once).
    if (!this.ended && this.failure === null && this.game.frame === frame) this.applyDue();
    return this.failure;
  }

  /** Applies the pending inputs stamped with the game's current frame, in order. */
  private applyDue(): void {
    const now = this.game.frame;
    let i = 0;
    for (; i < this.pending.length && this.pending[i]![0] === now && !this.ended && this.failure === null; i++) {
      const input = this.pending[i]!;
      this.applied.push(input);
      this.applyOne(input);
    }
    this.pending = this.pending.slice(i);
  }

  /** Whether a rise owed since a lock is missing (the game goes on without it): a failure. */
  private heldBack(): boolean {
    const owed = this.mustRise;
    if (owed === null) return false;
    this.failure = `held back garbage: the lock at frame ${owed.frame} had to raise at least ${owed.rows} rows due since frame ${this.dueFrom()}`;
    return true;
  }

  private dueFrom(): number {
    return this.dues.find((due) => due.at <= (this.mustRise?.frame ?? 0))?.at ?? 0;
  }

  private applyOne([frame, action]: TimedAction): void {
    const holes = garbageHoles(action);
    if (holes === null && this.heldBack()) return;
    if (action === "sdOn" || action === "sdOff") {
      this.softDrop = action === "sdOn";
      return;
    }
    if (ONLINE_PLAY_ACTIONS.has(action)) {
      this.game.apply(action as PlayAction);
      this.afterStep();
      return;
    }
    if (holes === null) return;
    if (this.mustRise !== null && holes.length < this.mustRise.rows) {
      this.failure = `held back garbage: the lock at frame ${this.mustRise.frame} raised ${holes.length} rows, at least ${this.mustRise.rows} were due`;
      return;
    }
    this.mustRise = null;
    if (this.risen + holes.length > this.relayed) {
      this.failure = `raised ${this.risen + holes.length} garbage rows by frame ${frame}, but the opponent had sent only ${this.relayed}`;
      return;
    }
    const expected = this.holes.rows(holes.length);
    if (expected.some((hole, i) => hole !== holes[i])) {
      this.failure = `garbage holes ${holes.join(",")} at frame ${frame} are not this seed's next holes (${expected.join(",")})`;
      return;
    }
    this.risen += holes.length;
    this.game.addGarbage(holes);
    this.afterStep();
  }

  /** After an action, a garbage rise or a tick: count a new lock's attack, see a top-out. */
  private afterStep(): void {
    const game = this.game;
    const lock = this.locks.take();
    const attack = lock === null ? 0 : lockAttack(lock, game.frame);
    if (attack > 0) {
      this.attackTotal += attack;
      this.attackSoFar.push([game.frame, this.attackTotal]);
    }
    if (this.toppedOutAt === null && hasToppedOut(game)) this.toppedOutAt = game.frame;
    if (lock !== null && lock.lines === 0 && !this.ended) this.owe(game.frame);
  }

  /** After a lock that cleared nothing: the rise the bound (d) asks for at this frame, if any. */
  private owe(frame: number): void {
    while (this.dues.length > 0 && this.dues[0]!.at <= frame) this.dueSoFar += this.dues.shift()!.lines;
    const cancelled = this.attackTotal - this.claimed;
    const rows = Math.min(MAX_RISE_PER_LOCK, this.dueSoFar - cancelled - this.risen);
    if (rows > 0) this.mustRise = { frame, rows };
  }

  /** The attack of the locks counted at frames up to `frame`. */
  private attackUpTo(frame: number): number {
    return totalAt(this.attackSoFar, frame);
  }

  attack(attacks: readonly Attack[]): string | null {
    if (this.failure !== null) return this.failure;
    for (const [frame, lines] of attacks) {
      if (frame > this.game.frame) {
        this.failure = `an attack at frame ${frame} comes before the inputs up to it (the game is at frame ${this.game.frame})`;
        break;
      }
      const earned = this.attackUpTo(frame);
      if (this.claimed + lines > earned) {
        this.failure = `claimed ${this.claimed + lines} garbage lines sent by frame ${frame}, but the locks so far made ${earned}`;
        break;
      }
      this.claimed += lines;
    }
    return this.failure;
  }

  /** The room relayed `lines` of the opponent's garbage to this player (no due frame: the bound (d) is not asked). */
  received(lines: number): void {
    this.relayed += lines;
  }

  /** The player's events of a batch: attacks (a) and the top-out claim. */
  events(events: readonly GameEvent[]): string | null {
    if (this.failure !== null) return this.failure;
    for (const [frame, payload] of events) {
      const event = readTetrisEvent(payload);
      if (typeof event === "string") return (this.failure = event);
      if (event.kind === "attack") this.attack([[frame, event.lines]]);
      else this.claimTopOut(frame);
      if (this.failure !== null) break;
    }
    return this.failure;
  }

  /** The opponent's attacks, relayed now: they may rise, and are due at GARBAGE_DUE_FRAMES from this frame (d). */
  opponentEvents(events: readonly GameEvent[]): void {
    for (const [, lines] of attacksIn(events)) {
      this.relayed += lines;
      this.dues.push({ lines, at: this.game.frame + GARBAGE_DUE_FRAMES });
    }
  }

  stats(): JsonObject {
    return { pieces: this.pieces, linesSent: this.linesSent, linesReceived: this.linesReceived };
  }

  claimTopOut(frame: number): string | null {
    if (this.failure !== null) return this.failure;
    // Run to the claimed frame, its inputs applied (the end rule of runReplay: a top-out by an
    // action at the last frame is applied without ticking on).
    if (frame < this.game.frame && this.toppedOutAt === null) {
      return (this.failure = `claimed a top-out at frame ${frame}, but the inputs are at frame ${this.game.frame} and do not top out`);
    }
    if (this.advance([], frame) !== null) return this.failure;
    if (this.toppedOutAt !== frame) {
      this.failure =
        this.toppedOutAt === null
          ? `claimed a top-out at frame ${frame}, but the inputs do not top out`
          : `claimed a top-out at frame ${frame}, but the inputs top out at frame ${this.toppedOutAt}`;
    }
    return this.failure;
  }

  /** The stream re-run so far as a replay (what `runReplay` and the replay viewer take). */
  replay(): Replay {
    const inputs = this.applied.map(([frame, action]) => ({ frame, action }));
    // Like GameRecorder.replay(): a no-op soft-drop state at the frame reached, so runReplay
    // stops where this checker stopped.
    if (this.game.frame > (inputs.at(-1)?.frame ?? 0)) inputs.push({ frame: this.game.frame, action: this.softDrop ? "sdOn" : "sdOff" });
    return {
      game: REPLAY_GAME,
      rulesVersion: RULES_VERSION,
      seed: this.config.seed,
      mode: this.config.mode,
      options: { allow180: this.config.allow180, softDropFactor: this.config.softDropFactor, board: null, queue: null, hold: null },
      inputs,
    };
  }
}
