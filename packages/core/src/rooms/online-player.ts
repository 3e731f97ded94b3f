// One player's side of an online game, for any game: the stream the room expects — every input
// with its frame, the game's own events (its claims: garbage a lock sent, nuisance a chain sent)
// and the claim that the game ended — batched into `inputs` messages, and the opponent's events
// as the room relays them. Everything sent is kept, so after a dropped connection the room's
// `resume` says what it has and the next batch sends the rest; a page reloaded mid-game rebuilds
// the stream from the same `resume` (`restoreStream`).
//
// A game extends `OnlinePlayer` with only its own parts: its recorder, how an action, a held
// continuous input (one the player keeps pressed, recorded when it starts and stops) and a tick
// reach its game (`play`, `continuousInput`, `step`), what follows a step (`afterStep`: claim events with
// `claim`, record inputs the rules add with `record`, end the game with `end`), what an opponent's
// event does to it (`opponentEvent`), and its end-claim payload (`endEvent`). The payloads are
// opaque here: only the game and its checker read them. Pure (no DOM), like the protocol.
import type { GameEvent, InputsMessage, JsonObject, OpponentInputsMessage, ResumeMessage, StreamSoFar, TimedAction } from "./protocol.ts";
import type { PlayerChecker } from "./checker.ts";

/** What the room keeps of a game for a rejoining player. */
export type Resumed = Pick<ResumeMessage, "you" | "opponent">;

export abstract class OnlinePlayer<Game extends { readonly frame: number }, Record = unknown> {
  /** Every input and event of this game, and how many of each the room has (or was sent). */
  private readonly inputs: TimedAction[] = [];
  private readonly claims: GameEvent[] = [];
  private sentInputs = 0;
  private sentEvents = 0;
  /** The opponent's events received this game (a resume lists them all). */
  private relayed = 0;
  /** The frame this player's game ended at (it lost there), or null. */
  endedAt: number | null = null;

  /** The player's game, recorded (the game's recorder: its game and its record so far). */
  abstract readonly recorder: { readonly game: Game; replay(): Record };

  /** The player's game (read only: draw it). */
  get game(): Game {
    return this.recorder.game;
  }

  /** The player's game so far in the game's record format. */
  replay(): Record {
    return this.recorder.replay();
  }
  /** Applies one of the player's actions to the game (and its recorder); whether it did something. */
  protected abstract play(action: string): boolean;
  /**
   * Holds or lets go of the game's continuous input; the action to record for the change (the
   * game's own word for it), or null when nothing changed.
   */
  protected abstract continuousInput(held: boolean): string | null;
  /** One frame of the game. */
  protected abstract step(): void;
  /** After an action or a tick: the game's consequences (claims, inputs its rules add, its end). */
  protected abstract afterStep(): void;
  /** One of the opponent's events, as the room relayed it (its checker accepted it). */
  protected abstract opponentEvent(payload: JsonObject, frame: number): void;
  /** The event that claims the game ended at `frame` (the game's own payload). */
  protected abstract endEvent(frame: number): GameEvent;

  /** Whether this player's game has ended (nothing more to play). */
  get done(): boolean {
    return this.endedAt !== null;
  }

  /** Whether an event waits to be sent (a batch should go at once: the opponent must get it soon). */
  get attacking(): boolean {
    return this.claims.length > this.sentEvents;
  }

  /** Does one action (recorded if it did something), then what follows it. */
  apply(action: string): boolean {
    if (this.done) return false;
    const done = this.play(action);
    if (done) this.record(action);
    this.afterStep();
    return done;
  }

  /** Sets whether the continuous input is held (recorded, in the game's words, when it changes). */
  setContinuousInput(held: boolean): void {
    if (this.done) return;
    const action = this.continuousInput(held);
    if (action !== null) this.record(action);
  }

  /** One frame, then what follows it. */
  tick(): void {
    if (this.done) return;
    this.step();
    this.afterStep();
  }

  /** Keeps an input the game applied at its current frame (the rules' own, such as received garbage). */
  protected record(action: string): void {
    this.inputs.push([this.game.frame, action]);
  }

  /** Keeps one of the game's events (stamped with the frame it happened at) for the next batch. */
  protected claim(event: GameEvent): void {
    this.claims.push(event);
  }

  /** The game ended at `frame`: the claim goes with the next batch (once). */
  protected end(frame: number): void {
    if (this.endedAt !== null) return;
    this.endedAt = frame;
    this.claims.push(this.endEvent(frame));
  }

  /** The opponent's events in a batch the room relayed, each handed to the game in order. */
  receiveEvents(message: Pick<OpponentInputsMessage, "events">): void {
    for (const [frame, payload] of message.events ?? []) {
      this.relayed++;
      this.opponentEvent(payload, frame);
    }
  }

  /** The inputs and events since the last call, as an `inputs` message stamped with the current frame. */
  flush(): InputsMessage {
    const message: InputsMessage = { type: "inputs", frame: this.game.frame, inputs: this.inputs.slice(this.sentInputs) };
    const events = this.claims.slice(this.sentEvents);
    if (events.length > 0) message.events = events;
    this.sentInputs = this.inputs.length;
    this.sentEvents = this.claims.length;
    return message;
  }

  /**
   * After a rejoin: the room has `you.inputs` and `you.events` of this game (a prefix of what this
   * player did), so the next `flush()` sends everything after them; and the opponent's events
   * relayed while the connection was down are received now.
   */
  resume(resume: Resumed): void {
    this.sentInputs = Math.min(resume.you.inputs.length, this.inputs.length);
    this.sentEvents = Math.min(resume.you.events.length, this.claims.length);
    this.receiveEvents({ events: resume.opponent.events.slice(this.relayed) });
  }

  /**
   * A game rebuilt after a reload (the game itself re-run from `resume.you` by the subclass): the
   * stream is what the room has, the opponent's events count as received (the game took their
   * effect from the re-run), and an end the re-run found but the room was not told is claimed.
   */
  protected restoreStream(resume: Resumed, endedAt: number | null): void {
    this.inputs.push(...resume.you.inputs);
    this.claims.push(...resume.you.events);
    this.sentInputs = this.inputs.length;
    this.sentEvents = this.claims.length;
    this.relayed = resume.opponent.events.length;
    if (endedAt === null) return;
    this.endedAt = endedAt;
    const claim = JSON.stringify(this.endEvent(endedAt));
    if (!resume.you.events.some((event) => JSON.stringify(event) === claim)) this.claims.push(this.endEvent(endedAt));
  }
}

/**
 * The opponent's game, live: fed each `opponent_inputs` message (and `resume.opponent`), a checker
 * re-runs the opponent's inputs exactly as the room does (the game's own checker, with no limit on
 * what it received: the room has checked that already).
 */
export class OpponentStream<Checker extends PlayerChecker & { readonly game: unknown }> {
  /** The opponent's inputs fed so far (a resume lists them all). */
  private fed = 0;

  constructor(readonly checker: Checker) {}

  /** The opponent's game up to the last message's frame (read only: draw it). */
  get game(): Checker["game"] {
    return this.checker.game;
  }

  /** The frame at which the opponent's game ended, or null. */
  get endedAt(): number | null {
    return this.checker.endedAt;
  }

  add(message: Pick<OpponentInputsMessage, "frame" | "inputs">): void {
    this.fed += message.inputs.length;
    this.checker.advance(message.inputs, message.frame);
  }

  /** After a rejoin: the opponent's whole stream so far; what is new is run. */
  resume(opponent: StreamSoFar): void {
    this.add({ frame: opponent.frame, inputs: opponent.inputs.slice(this.fed) });
  }

  /** The opponent's game so far in the game's record format. */
  replay(): ReturnType<Checker["replay"]> {
    return this.checker.replay() as ReturnType<Checker["replay"]>;
  }
}
