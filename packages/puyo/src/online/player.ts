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
// `opponent_inputs` (./events.ts). The stream itself — batches, the resume after a rejoin, the
// rebuild after a reload — is core's OnlinePlayer; this is only Puyo's part.
import { OnlinePlayer, OpponentStream, type GameEvent, type GameStartMessage, type JsonObject, type PlayerNumber, type Resumed } from "@arcade/core/rooms";
import type { Replay } from "@arcade/core";
import { PuyoRecorder, nuisanceAction } from "../rules/replay.ts";
import type { GameEvent as StepEvent, PlayAction, SteppedGame } from "../rules/stepped.ts";
import { PuyoChecker, onlineConfig } from "./checker.ts";
import { nuisanceEvent, nuisanceIn, readPuyoEvent, toppedOutEvent } from "./events.ts";

const sum = (list: readonly (readonly [number, number])[]) => list.reduce((total, [, count]) => total + count, 0);

export class OnlinePuyoPlayer extends OnlinePlayer<SteppedGame, Replay> {
  readonly recorder: PuyoRecorder;
  /** game.sent when last looked at (a rise is a turn that sent nuisance). */
  private seenSent = 0;
  private events: StepEvent[] = [];
  /** Nuisance sent to the opponent (after offsetting), and received from it. */
  sent = 0;
  received = 0;
  /** Nuisance the opponent sent this player (after its offsetting), as the room relayed it. */
  opponentSent = 0;

  /** `recorder`: the game so far when it is not new (see `restore`). */
  constructor(start: GameStartMessage, player: PlayerNumber, recorder?: PuyoRecorder) {
    super();
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
    restored.restoreStream(resume, rerun.toppedOutAt);
    restored.sent = sum(nuisanceIn(resume.you.events));
    restored.opponentSent = sum(nuisanceIn(resume.opponent.events));
    const waiting = restored.opponentSent - restored.received;
    if (waiting > 0) restored.receive(waiting);
    return restored;
  }

  /** The frame the game topped out at, or null. */
  get toppedOutAt(): number | null {
    return this.endedAt;
  }

  /** Nuisance pending against this player (the meter): it falls when this player's turn ends. */
  get pending(): number {
    return this.game.game.pending;
  }

  /** The opponent's nuisance (their top-out claim changes nothing here): received at once. */
  protected opponentEvent(payload: JsonObject): void {
    const event = readPuyoEvent(payload);
    if (typeof event === "string" || event.kind !== "nuisance") return;
    this.opponentSent += event.count;
    this.receive(event.count);
  }

  private receive(count: number): void {
    if (this.done) return;
    if (this.recorder.apply(nuisanceAction(count))) {
      this.record(nuisanceAction(count));
      this.received += count;
    }
  }

  protected play(action: string): boolean {
    return this.recorder.apply(action as PlayAction);
  }

  /** The continuous input is the soft drop ("sdOn"/"sdOff", as the recorder's own record has it). */
  protected continuousInput(held: boolean): string | null {
    const action = held ? "sdOn" : "sdOff";
    return this.recorder.apply(action) ? action : null;
  }

  protected step(): void {
    this.recorder.tick();
  }

  protected endEvent(frame: number): GameEvent {
    return toppedOutEvent(frame);
  }

  /** The game's events since the last call (the scene plays them: sound, chain popups). */
  takeEvents(): StepEvent[] {
    const out = this.events;
    this.events = [];
    return out;
  }

  /** A turn that sent nuisance is claimed at its frame; a top-out ends the game. */
  protected afterStep(): void {
    const game = this.game;
    this.events.push(...game.takeEvents());
    if (game.sent > this.seenSent) {
      const count = game.sent - this.seenSent;
      this.claim(nuisanceEvent(game.frame, count));
      this.sent += count;
      this.seenSent = game.sent;
    }
    if (!this.done && game.over) this.end(game.frame);
  }
}

/**
 * The opponent's game, live: fed each `opponent_inputs` message (and `resume.opponent`), it runs
 * the opponent's inputs, nuisance included, exactly as the room does (the same checker, with no
 * limit on nuisance: the room has checked it already).
 */
export class OpponentView extends OpponentStream<PuyoChecker> {
  constructor(start: GameStartMessage, opponent: PlayerNumber) {
    const checker = new PuyoChecker(start.seed, start.options[opponent - 1] ?? {});
    checker.allow(Number.MAX_SAFE_INTEGER);
    super(checker);
  }
}
