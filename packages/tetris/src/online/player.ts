// The player's side of an online Tetris game, as the room server expects it: a GameRecorder on the room's
// seed with the player's options, the versus rules of @arcade/tetris's versus.ts done for this one
// side (the opponent's garbage arrives as its `attack` events), and the `inputs` batches to send.
// Pure, like the protocol: the online screen drives it with the player's input, the server's tests
// and load test with a bot. Everything sent is kept, so a batch lost with a dropped connection
// is sent again after the room's `resume`.
//
// Rules (versus.ts): an attack of the opponent is queued at the current frame and may rise
// GARBAGE_DELAY_FRAMES later; this player's attacks cancel queued garbage first, oldest first, and
// the rest is sent (an `attacks` entry stamped with the frame after the step that locked); ready
// garbage rises after a lock that clears no lines, at most MAX_RISE_PER_LOCK rows, with holes from
// this player's own GarbageGenerator.fromSeed(seed), recorded as a `garbage:` input.
//
// The room knows no garbage: this player's attacks go out as Tetris's `attack` events of its
// batches (and its top-out as a `topped_out` event), and the opponent's come back as the events of
// `opponent_inputs` (./events.ts). The stream itself — batches, the resume after a rejoin, the
// rebuild after a reload — is core's OnlinePlayer; this is only Tetris's part.
import type { Replay } from "@arcade/core";
import { OnlinePlayer, OpponentStream, type GameEvent, type GameStartMessage, type JsonObject, type PlayerNumber, type Resumed } from "@arcade/core/rooms";
import { GARBAGE_DELAY_FRAMES, cancelIncoming, takeReadyGarbage, type IncomingGarbage } from "../analysis/versus.ts";
import { GarbageGenerator } from "../garbage.ts";
import type { TetrisGame } from "../rules/game.ts";
import { GameRecorder, garbageAction } from "../rules/replay.ts";
import type { GameConfig, PlayAction } from "../rules/types.ts";
import { LockWatch, TetrisChecker, hasToppedOut, lockAttack } from "./checker.ts";
import { attackEvent, attacksIn, readTetrisEvent, toppedOutEvent } from "./events.ts";

export class OnlineTetrisPlayer extends OnlinePlayer<TetrisGame, Replay> {
  readonly recorder: GameRecorder;
  /** Garbage on its way to this player, oldest first: lines and the frame from which they may rise. */
  readonly incoming: IncomingGarbage[] = [];
  private readonly holes: GarbageGenerator;
  private readonly locks: LockWatch;
  /** Lines sent to the opponent, lines cancelled, garbage rows risen. */
  sent = 0;
  cancelled = 0;
  risen = 0;
  /** Lines the opponent sent this player (their attacks, after their cancelling), as the room relayed them. */
  opponentSent = 0;

  /** `recorder`: the game so far when it is not new (see `restore`). */
  constructor(start: GameStartMessage, player: PlayerNumber, recorder?: GameRecorder) {
    super();
    const options = start.options[player - 1];
    this.recorder = recorder ?? new GameRecorder({ seed: start.seed, ...(options as Pick<GameConfig, "mode" | "allow180" | "softDropFactor">) });
    this.holes = GarbageGenerator.fromSeed(start.seed);
    this.locks = new LockWatch(this.recorder.game);
  }

  /**
   * This player's game rebuilt from what the room kept of it (a `resume` after the page was
   * reloaded): the stream re-run as the room re-runs it (a TetrisChecker, which also counts what
   * the locks made and the garbage that rose), and the recorder resumed from that re-run's replay.
   * Lines sent are the room's attacks, lines cancelled what the locks made beyond them, and what
   * was sent to this player and has neither been cancelled nor risen is waiting, ready.
   */
  static restore(start: GameStartMessage, player: PlayerNumber, resume: Resumed): OnlineTetrisPlayer {
    const { frame, inputs } = resume.you;
    const rerun = new TetrisChecker(start.seed, start.options[player - 1]!);
    rerun.received(Number.MAX_SAFE_INTEGER);
    rerun.advance(inputs, frame);
    const restored = new OnlineTetrisPlayer(start, player, GameRecorder.resume(rerun.replay()));
    restored.restoreStream(resume, rerun.toppedOutAt);
    restored.holes.rows(rerun.linesReceived);
    restored.risen = rerun.linesReceived;
    restored.sent = sumLines(attacksIn(resume.you.events));
    restored.cancelled = Math.max(0, rerun.linesMade - restored.sent);
    restored.opponentSent = sumLines(attacksIn(resume.opponent.events));
    const waiting = restored.opponentSent - restored.cancelled - restored.risen;
    if (waiting > 0) restored.incoming.push({ lines: waiting, readyAt: restored.game.frame });
    return restored;
  }

  /** The frame the game topped out at, or null. */
  get toppedOutAt(): number | null {
    return this.endedAt;
  }

  /** Lines waiting to rise (ready or not), for a garbage meter. */
  get pending(): number {
    return this.incoming.reduce((sum, garbage) => sum + garbage.lines, 0);
  }

  /** The opponent's garbage, from the room: it may rise GARBAGE_DELAY_FRAMES from now. */
  receive(garbage: { lines: number }): void {
    this.incoming.push({ lines: garbage.lines, readyAt: this.game.frame + GARBAGE_DELAY_FRAMES });
  }

  protected play(action: string): boolean {
    return this.recorder.apply(action as PlayAction);
  }

  /** The continuous input is the soft drop, recorded as "sdOn"/"sdOff" (as the recorder's own record has it). */
  protected continuousInput(held: boolean): string | null {
    if (held === this.recorder.softDropHeld) return null;
    this.recorder.setSoftDrop(held);
    return held ? "sdOn" : "sdOff";
  }

  protected step(): void {
    this.recorder.tick();
  }

  /** An attack of the opponent (their other events, a top-out claim, change nothing here). */
  protected opponentEvent(payload: JsonObject): void {
    const event = readTetrisEvent(payload);
    if (typeof event === "string" || event.kind !== "attack") return;
    this.opponentSent += event.lines;
    this.receive({ lines: event.lines });
  }

  protected endEvent(frame: number): GameEvent {
    return toppedOutEvent(frame);
  }

  protected afterStep(): void {
    const lock = this.locks.take();
    if (lock !== null) {
      this.send(lockAttack(lock, this.game.frame));
      this.seeTopOut();
      if (lock.lines === 0 && !this.done) this.rise();
    }
    this.seeTopOut();
  }

  private send(attack: number): void {
    const cancelled = cancelIncoming(this.incoming, attack);
    this.cancelled += cancelled;
    if (attack - cancelled <= 0) return;
    this.claim(attackEvent(this.game.frame, attack - cancelled));
    this.sent += attack - cancelled;
  }

  private rise(): void {
    const rows = takeReadyGarbage(this.incoming, this.game.frame);
    if (rows === 0) return;
    const holes = this.holes.rows(rows);
    this.record(garbageAction(holes));
    this.risen += rows;
    this.recorder.addGarbage(holes);
  }

  private seeTopOut(): void {
    if (!this.done && hasToppedOut(this.game)) this.end(this.game.frame);
  }
}

const sumLines = (list: readonly (readonly [number, number])[]) => list.reduce((total, [, lines]) => total + lines, 0);

/**
 * The opponent's game, live: fed each `opponent_inputs` message (and `resume.opponent`), it runs
 * the opponent's inputs, garbage rows included, exactly as the room does (the same checker, with
 * no limit on garbage: the room has checked it already).
 */
export class OpponentView extends OpponentStream<TetrisChecker> {
  constructor(start: GameStartMessage, opponent: PlayerNumber) {
    const checker = new TetrisChecker(start.seed, start.options[opponent - 1]!);
    checker.received(Number.MAX_SAFE_INTEGER);
    super(checker);
  }

  /** The frame at which the opponent topped out, or null. */
  get toppedOutAt(): number | null {
    return this.checker.toppedOutAt;
  }

  /** Garbage rows that rose in the opponent's game. */
  get risen(): number {
    return this.checker.linesReceived;
  }
}
