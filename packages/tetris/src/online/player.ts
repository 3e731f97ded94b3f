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
// `opponent_inputs` (./events.ts).
import type { Replay } from "@arcade/core";
import type { GameStartMessage, InputsMessage, OpponentInputsMessage, PlayerNumber, ResumeMessage, TimedAction } from "@arcade/core/rooms";
import { GARBAGE_DELAY_FRAMES, cancelIncoming, takeReadyGarbage, type IncomingGarbage } from "../analysis/versus.ts";
import { GarbageGenerator } from "../garbage.ts";
import type { TetrisGame } from "../rules/game.ts";
import { GameRecorder, garbageAction } from "../rules/replay.ts";
import type { GameConfig, PlayAction } from "../rules/types.ts";
import { LockWatch, TetrisChecker, hasToppedOut, lockAttack, type Attack } from "./checker.ts";
import { attackEvent, attacksIn, readTetrisEvent, toppedOutEvent } from "./events.ts";

/** What the room keeps of a game for a rejoining player. */
type Resumed = Pick<ResumeMessage, "you" | "opponent">;

export class OnlineTetrisPlayer {
  readonly recorder: GameRecorder;
  /** Garbage on its way to this player, oldest first: lines and the frame from which they may rise. */
  readonly incoming: IncomingGarbage[] = [];
  private readonly holes: GarbageGenerator;
  /** Every input and attack of this game, and how many of each the room has (or was sent). */
  private readonly inputs: TimedAction[] = [];
  private readonly attacks: Attack[] = [];
  private sentInputs = 0;
  private sentAttacks = 0;
  /** Whether the room has this player's top-out claim. */
  private claimed = false;
  /** The opponent's attacks received this game (a resume lists them all). */
  private garbageMessages = 0;
  private readonly locks: LockWatch;
  /** The frame the game topped out at, or null. */
  toppedOutAt: number | null = null;
  /** Lines sent to the opponent, lines cancelled, garbage rows risen. */
  sent = 0;
  cancelled = 0;
  risen = 0;

  /** `recorder`: the game so far when it is not new (see `restore`). */
  constructor(start: GameStartMessage, player: PlayerNumber, recorder?: GameRecorder) {
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
    const attacks = attacksIn(resume.you.events);
    const garbage = attacksIn(resume.opponent.events);
    const rerun = new TetrisChecker(start.seed, start.options[player - 1]!);
    rerun.received(Number.MAX_SAFE_INTEGER);
    rerun.advance(inputs, frame);
    const restored = new OnlineTetrisPlayer(start, player, GameRecorder.resume(rerun.replay()));
    restored.holes.rows(rerun.linesReceived);
    restored.risen = rerun.linesReceived;
    restored.toppedOutAt = rerun.toppedOutAt;
    restored.inputs.push(...inputs);
    restored.attacks.push(...attacks);
    restored.sentInputs = inputs.length;
    restored.sentAttacks = attacks.length;
    restored.sent = attacks.reduce((sum, [, lines]) => sum + lines, 0);
    restored.cancelled = Math.max(0, rerun.linesMade - restored.sent);
    restored.claimed = sentTopOut(resume);
    restored.garbageMessages = garbage.length;
    const waiting = garbage.reduce((sum, [, lines]) => sum + lines, 0) - restored.cancelled - restored.risen;
    if (waiting > 0) restored.incoming.push({ lines: waiting, readyAt: restored.game.frame });
    return restored;
  }

  get game(): TetrisGame {
    return this.recorder.game;
  }

  /** Whether this player's game has topped out (nothing more to play). */
  get done(): boolean {
    return this.toppedOutAt !== null;
  }

  /** Lines waiting to rise (ready or not), for a garbage meter. */
  get pending(): number {
    return this.incoming.reduce((sum, garbage) => sum + garbage.lines, 0);
  }

  /** The opponent's attacks in a batch the room relayed: each is garbage on its way to this player. */
  receiveEvents(message: Pick<OpponentInputsMessage, "events">): void {
    for (const [, lines] of attacksIn(message.events)) this.receive({ lines });
  }

  /** The opponent's garbage, from the room: it may rise GARBAGE_DELAY_FRAMES from now. */
  receive(garbage: { lines: number }): void {
    this.garbageMessages++;
    this.incoming.push({ lines: garbage.lines, readyAt: this.game.frame + GARBAGE_DELAY_FRAMES });
  }

  /** Does one action (recorded if it did something); a lock sends, cancels and raises garbage. */
  apply(action: PlayAction): boolean {
    if (this.done) return false;
    const done = this.recorder.apply(action);
    if (done) this.inputs.push([this.game.frame, action]);
    this.afterStep();
    return done;
  }

  /** Sets whether the soft drop key is held (recorded when it changes). */
  setSoftDrop(held: boolean): void {
    if (this.done || held === this.recorder.softDropHeld) return;
    this.recorder.setSoftDrop(held);
    this.inputs.push([this.game.frame, held ? "sdOn" : "sdOff"]);
  }

  /** One frame (gravity, lock delay); a lock in it is handled like one from an action. */
  tick(): void {
    if (this.done) return;
    this.recorder.tick();
    this.afterStep();
  }

  private afterStep(): void {
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
    this.attacks.push([this.game.frame, attack - cancelled]);
    this.sent += attack - cancelled;
  }

  private rise(): void {
    const rows = takeReadyGarbage(this.incoming, this.game.frame);
    if (rows === 0) return;
    const holes = this.holes.rows(rows);
    this.inputs.push([this.game.frame, garbageAction(holes)]);
    this.risen += rows;
    this.recorder.addGarbage(holes);
  }

  private seeTopOut(): void {
    if (this.toppedOutAt === null && hasToppedOut(this.game)) this.toppedOutAt = this.game.frame;
  }

  /**
   * The inputs and attacks since the last call, as an `inputs` message stamped with the current
   * frame; once the game has topped out, the claim goes with it (once).
   */
  flush(): InputsMessage {
    const message: InputsMessage = { type: "inputs", frame: this.game.frame, inputs: this.inputs.slice(this.sentInputs) };
    const events = this.attacks.slice(this.sentAttacks).map(([frame, lines]) => attackEvent(frame, lines));
    if (this.toppedOutAt !== null && !this.claimed) events.push(toppedOutEvent(this.toppedOutAt));
    if (events.length > 0) message.events = events;
    this.sentInputs = this.inputs.length;
    this.sentAttacks = this.attacks.length;
    this.claimed = this.toppedOutAt !== null;
    return message;
  }

  /**
   * After a rejoin: the room has `you.inputs` and `you.events` of this game (a prefix of what this
   * player did), so the next `flush()` sends everything after them; and the opponent's attacks
   * relayed while the connection was down are received now.
   */
  resume(resume: Resumed): void {
    this.sentInputs = Math.min(resume.you.inputs.length, this.inputs.length);
    this.sentAttacks = Math.min(attacksIn(resume.you.events).length, this.attacks.length);
    this.claimed = sentTopOut(resume);
    for (const [, lines] of attacksIn(resume.opponent.events).slice(this.garbageMessages)) this.receive({ lines });
  }
}

/** Whether the room has this player's top-out claim. */
function sentTopOut(resume: Resumed): boolean {
  return resume.you.events.some(([, payload]) => {
    const event = readTetrisEvent(payload);
    return typeof event !== "string" && event.kind === "topped_out";
  });
}

/**
 * The opponent's game, live: fed each `opponent_inputs` message (and `resume.opponent`), it runs
 * the opponent's inputs, garbage rows included, exactly as the room does (the same checker, with
 * no limit on garbage: the room has checked it already).
 */
export class OpponentView {
  private readonly checker: TetrisChecker;
  /** The opponent's inputs fed so far (a resume lists them all). */
  private fed = 0;

  constructor(start: GameStartMessage, opponent: PlayerNumber) {
    this.checker = new TetrisChecker(start.seed, start.options[opponent - 1]!);
    this.checker.received(Number.MAX_SAFE_INTEGER);
  }

  /** The opponent's game up to the last message's frame (read only: draw it). */
  get game(): TetrisGame {
    return this.checker.game;
  }

  /** The frame at which the opponent topped out, or null. */
  get toppedOutAt(): number | null {
    return this.checker.toppedOutAt;
  }

  /** Garbage rows that rose in the opponent's game. */
  get risen(): number {
    return this.checker.linesReceived;
  }

  add(message: Pick<OpponentInputsMessage, "frame" | "inputs">): void {
    this.fed += message.inputs.length;
    this.checker.advance(message.inputs, message.frame);
  }

  /** The opponent's game so far as a replay. */
  replay(): Replay {
    return this.checker.replay();
  }

  /** After a rejoin: the opponent's whole stream so far; what is new is run. */
  resume(opponent: ResumeMessage["opponent"]): void {
    this.add({ frame: opponent.frame, inputs: opponent.inputs.slice(this.fed) });
  }
}
