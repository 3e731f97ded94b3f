// The player's side of an online Puyo game, as the room server expects it: a PuyoRecorder on the
// room's seed (the frame-stepped game, everything recorded), the opponent's nuisance applied as
// it arrives, and the `inputs` batches to send. Pure, like the protocol: the online screen drives
// it with the player's input, the tests with scripted play. Everything sent is kept, so a batch
// lost with a dropped connection is sent again after the room's `resume`.
//
// Tsu rules, played by the game itself (rules/stepped.ts): the opponent's nuisance is a
// "nuisance:N" input the moment it arrives, joining the pending meter; this player's chain first
// offsets what is pending (also what arrived while the chain played), the rest is sent (a
// `nuisance` event stamped with the frame its turn ended), and what stays pending falls (at most
// 30) when this player's turn ends. The room relays the opponent's nuisance as the events of
// `opponent_inputs` (./events.ts).
import type { GameStartMessage, InputsMessage, OpponentInputsMessage, PlayerNumber, ResumeMessage, TimedAction } from "@arcade/core/rooms";
import type { Replay } from "@arcade/core";
import { PuyoRecorder, nuisanceAction } from "../rules/replay.ts";
import type { GameEvent as StepEvent, PlayAction, SteppedGame } from "../rules/stepped.ts";
import { PuyoChecker, onlineConfig } from "./checker.ts";
import { hasTopOut, nuisanceEvent, nuisanceIn, toppedOutEvent } from "./events.ts";

/** What the room keeps of a game for a rejoining player. */
type Resumed = Pick<ResumeMessage, "you" | "opponent">;

const sum = (list: readonly (readonly [number, number])[]) => list.reduce((total, [, count]) => total + count, 0);

export class OnlinePuyoPlayer {
  readonly recorder: PuyoRecorder;
  /** Every input and nuisance claim of this game, and how many of each the room has (or was sent). */
  private readonly inputs: TimedAction[] = [];
  private readonly claims: [number, number][] = [];
  private sentInputs = 0;
  private sentClaims = 0;
  /** Whether the room has this player's top-out claim. */
  private claimed = false;
  /** The opponent's nuisance events received this game (a resume lists them all). */
  private nuisanceMessages = 0;
  /** game.sent when last looked at (a rise is a turn that sent nuisance). */
  private seenSent = 0;
  private events: StepEvent[] = [];
  /** The frame the game topped out at, or null. */
  toppedOutAt: number | null = null;
  /** Nuisance sent to the opponent (after offsetting), and received from it. */
  sent = 0;
  received = 0;

  /** `recorder`: the game so far when it is not new (see `restore`). */
  constructor(start: GameStartMessage, player: PlayerNumber, recorder?: PuyoRecorder) {
    this.recorder = recorder ?? new PuyoRecorder(onlineConfig(start.seed, start.options[player - 1] ?? {}));
    this.seenSent = this.game.sent;
    this.received = this.game.received;
    this.game.takeEvents();
  }

  /**
   * This player's game rebuilt from what the room kept of it (a `resume` after the page was
   * reloaded): the stream re-run as the room re-runs it, the recorder resumed from that re-run's
   * record, and the opponent's nuisance the room relayed but the stream had not received yet is
   * received now.
   */
  static restore(start: GameStartMessage, player: PlayerNumber, resume: Resumed): OnlinePuyoPlayer {
    const { frame, inputs } = resume.you;
    const rerun = new PuyoChecker(start.seed, start.options[player - 1] ?? {});
    rerun.allow(Number.MAX_SAFE_INTEGER);
    rerun.advance(inputs, frame);
    const restored = new OnlinePuyoPlayer(start, player, PuyoRecorder.resume(rerun.replay()));
    const claims = nuisanceIn(resume.you.events);
    restored.inputs.push(...inputs);
    restored.claims.push(...claims);
    restored.sentInputs = inputs.length;
    restored.sentClaims = claims.length;
    restored.sent = sum(claims);
    restored.toppedOutAt = rerun.toppedOutAt;
    restored.claimed = hasTopOut(resume.you.events);
    const relayed = nuisanceIn(resume.opponent.events);
    restored.nuisanceMessages = relayed.length;
    const waiting = sum(relayed) - restored.received;
    if (waiting > 0) restored.receive(waiting);
    return restored;
  }

  get game(): SteppedGame {
    return this.recorder.game;
  }

  /** Whether this player's game has topped out (nothing more to play). */
  get done(): boolean {
    return this.toppedOutAt !== null;
  }

  /** Nuisance pending against this player (the meter): it falls when this player's turn ends. */
  get pending(): number {
    return this.game.game.pending;
  }

  /** The opponent's nuisance in a batch the room relayed: received at once. */
  receiveEvents(message: Pick<OpponentInputsMessage, "events">): void {
    for (const [, count] of nuisanceIn(message.events)) {
      this.nuisanceMessages++;
      this.receive(count);
    }
  }

  private receive(count: number): void {
    if (this.done) return;
    if (this.recorder.apply(nuisanceAction(count))) {
      this.inputs.push([this.game.frame, nuisanceAction(count)]);
      this.received += count;
    }
  }

  /** Does one action (recorded if it did something). */
  apply(action: PlayAction): boolean {
    if (this.done) return false;
    const done = this.recorder.apply(action);
    if (done) this.inputs.push([this.game.frame, action]);
    this.afterStep();
    return done;
  }

  /** Sets whether the soft drop key is held (recorded when it changes). */
  setSoftDrop(held: boolean): void {
    if (this.done || !this.recorder.apply(held ? "sdOn" : "sdOff")) return;
    this.inputs.push([this.game.frame, held ? "sdOn" : "sdOff"]);
  }

  /** One frame (gravity, the chain's beats, the turn's end). */
  tick(): void {
    if (this.done) return;
    this.recorder.tick();
    this.afterStep();
  }

  /** The game's events since the last call (the scene plays them: sound, chain popups). */
  takeEvents(): StepEvent[] {
    const out = this.events;
    this.events = [];
    return out;
  }

  private afterStep(): void {
    const game = this.game;
    this.events.push(...game.takeEvents());
    if (game.sent > this.seenSent) {
      const count = game.sent - this.seenSent;
      this.claims.push([game.frame, count]);
      this.sent += count;
      this.seenSent = game.sent;
    }
    if (this.toppedOutAt === null && game.over) this.toppedOutAt = game.frame;
  }

  /** Whether a nuisance claim waits to be sent (a batch should go at once). */
  get attacking(): boolean {
    return this.claims.length > this.sentClaims;
  }

  /**
   * The inputs and claims since the last call, as an `inputs` message stamped with the current
   * frame; once the game has topped out, the claim goes with it (once).
   */
  flush(): InputsMessage {
    const message: InputsMessage = { type: "inputs", frame: this.game.frame, inputs: this.inputs.slice(this.sentInputs) };
    const events = this.claims.slice(this.sentClaims).map(([frame, count]) => nuisanceEvent(frame, count));
    if (this.toppedOutAt !== null && !this.claimed) events.push(toppedOutEvent(this.toppedOutAt));
    if (events.length > 0) message.events = events;
    this.sentInputs = this.inputs.length;
    this.sentClaims = this.claims.length;
    this.claimed = this.toppedOutAt !== null;
    return message;
  }

  /**
   * After a rejoin: the room has `you.inputs` and `you.events` of this game (a prefix of what this
   * player did), so the next `flush()` sends everything after them; and the opponent's nuisance
   * relayed while the connection was down is received now.
   */
  resume(resume: Resumed): void {
    this.sentInputs = Math.min(resume.you.inputs.length, this.inputs.length);
    this.sentClaims = Math.min(nuisanceIn(resume.you.events).length, this.claims.length);
    this.claimed = hasTopOut(resume.you.events);
    for (const [, count] of nuisanceIn(resume.opponent.events).slice(this.nuisanceMessages)) {
      this.nuisanceMessages++;
      this.receive(count);
    }
  }
}

/**
 * The opponent's game, live: fed each `opponent_inputs` message (and `resume.opponent`), it runs
 * the opponent's inputs, nuisance included, exactly as the room does (the same checker, with no
 * limit on nuisance: the room has checked it already).
 */
export class OpponentView {
  private readonly checker: PuyoChecker;
  private fed = 0;

  constructor(start: GameStartMessage, opponent: PlayerNumber) {
    this.checker = new PuyoChecker(start.seed, start.options[opponent - 1] ?? {});
    this.checker.allow(Number.MAX_SAFE_INTEGER);
  }

  /** The opponent's game up to the last message's frame (read only: draw it). */
  get game(): SteppedGame {
    return this.checker.game;
  }

  get toppedOutAt(): number | null {
    return this.checker.toppedOutAt;
  }

  add(message: Pick<OpponentInputsMessage, "frame" | "inputs">): void {
    this.fed += message.inputs.length;
    this.checker.advance(message.inputs, message.frame);
  }

  /** The opponent's game so far as a record. */
  replay(): Replay {
    return this.checker.replay();
  }

  /** After a rejoin: the opponent's whole stream so far; what is new is run. */
  resume(opponent: ResumeMessage["opponent"]): void {
    this.add({ frame: opponent.frame, inputs: opponent.inputs.slice(this.fed) });
  }
}
