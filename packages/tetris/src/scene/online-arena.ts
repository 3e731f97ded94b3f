// An online versus frame by frame, without drawing: your game (OnlineTetrisPlayer: the versus
// garbage rules for your side, everything recorded) played through your controller, and your
// opponent's game as the room relays it (OpponentView). Unlike the local arenas, nobody here
// decides the result: the room does, from both streams, and `finish` hands its verdict in.
import { RealTimeDebt, type Replay } from "@arcade/core";
import type { GameOverMessage, GameStartMessage, InputsMessage, PlayerNumber, ServerMessage } from "@arcade/core/rooms";
import { attacksIn } from "../online/events.ts";
import { OnlineTetrisPlayer, OpponentView } from "../online/player.ts";
import type { TetrisGame } from "../rules/game.ts";
import { FRAMES_PER_SECOND } from "../rules/gravity.ts";
import type { PlayAction } from "../rules/types.ts";
import type { Controller } from "./controller.ts";
import { incomingOf, type Arena, type Incoming, type SideStats } from "./versus-arena.ts";

const FRAME_MS = 1000 / FRAMES_PER_SECOND;
/** A batch every 6 frames (10 a second) keeps the opponent's view of you live; attacks go at once. */
export const BATCH_FRAMES = 6;
/**
 * Keeping up with real time (the room forfeits a game too far behind it): a device whose frames
 * run below 60 a second (the clock drops time past 5 steps a drawn frame) is owed the difference,
 * and pays it with up to CATCH_UP_TICKS extra ticks a step. A gap over PAUSE_GAP_MS between two
 * steps (a pause, a hidden page) is not owed: a paused game is not fast-forwarded.
 */
const CATCH_UP_TICKS = 2;
const PAUSE_GAP_MS = 250;

/** The room connection as the arena needs it. */
export interface RoomLink {
  connected(): boolean;
  send(message: InputsMessage): void;
}

export class OnlineArena implements Arena {
  readonly player: OnlineTetrisPlayer;
  readonly opponent: OpponentView;
  readonly games: readonly TetrisGame[];
  /** The room's verdict, once it has come. */
  verdict: GameOverMessage | null = null;
  private lastBatchFrame = 0;
  /** Lines the opponent sent you (their attacks, after their cancelling). */
  private opponentSent = 0;
  /** Frames real time asked for beyond the steps taken (see CATCH_UP_TICKS). */
  private readonly debt = new RealTimeDebt({ frameMs: FRAME_MS, maxExtra: CATCH_UP_TICKS, maxOwed: 60, pauseGapMs: PAUSE_GAP_MS });

  /**
   * `link` is the room connection: while it is down the arena keeps your inputs, and after the
   * rejoin (`resume`) sends what the room missed.
   */
  constructor(
    readonly start: GameStartMessage,
    readonly you: PlayerNumber,
    private readonly person: Controller,
    private readonly link: RoomLink,
    /** Your game when it is not new: rebuilt from the room's `resume` after a reload. */
    player?: OnlineTetrisPlayer,
    /** Real time (ms), for keeping up with it. */
    private readonly now: () => number = () => performance.now(),
  ) {
    this.player = player ?? new OnlineTetrisPlayer(start, you);
    this.opponent = new OpponentView(start, you === 1 ? 2 : 1);
    this.games = [this.player.game, this.opponent.game];
  }

  controller(side: number): Controller | null {
    return side === 0 ? this.person : null;
  }

  get over(): boolean {
    return this.verdict !== null;
  }

  /** Your frame: inputs, then the tick; a batch goes out when due (or at once with an attack). */
  step(onAction: (side: number, action: PlayAction) => void): void {
    const player = this.player;
    if (player.done) return;
    const attacksBefore = player.sent;
    const input = this.person.frame(player.game.frame * FRAME_MS);
    player.setSoftDrop(input.softDropHeld);
    for (const action of input.actions) if (player.apply(action)) onAction(0, action);
    player.tick();
    for (let extra = this.catchUp(); extra > 0 && !player.done; extra--) player.tick();
    if (player.done || player.sent > attacksBefore || player.game.frame - this.lastBatchFrame >= BATCH_FRAMES) this.flush();
  }

  /** How many extra ticks this step owes real time (the clock's own catch-up steps count against it). */
  private catchUp(): number {
    return this.debt.extra(this.now(), 1);
  }

  /**
   * Sends what the room does not have yet (also the heartbeat while paused: an empty batch; the
   * top-out claim goes with the batch that topped out). Nothing is lost while disconnected: the
   * player's batch is only taken when it can be sent.
   */
  flush(): void {
    if (!this.link.connected()) return;
    this.lastBatchFrame = this.player.game.frame;
    this.link.send(this.player.flush());
  }

  /** What the room says during the game. */
  receive(message: ServerMessage): void {
    switch (message.type) {
      case "opponent_inputs":
        // The opponent's attacks first: garbage on its way to you (as the room relayed them).
        for (const [, lines] of attacksIn(message.events)) this.opponentSent += lines;
        this.player.receiveEvents(message);
        this.opponent.add(message);
        break;
      case "resume":
        // After a rejoin: what the room has of both games; the rest of yours goes out next.
        this.player.resume(message);
        this.opponentSent = attacksIn(message.opponent.events).reduce((sum, [, lines]) => sum + lines, 0);
        this.opponent.resume(message.opponent);
        this.flush();
        break;
      case "game_over":
        this.verdict = message;
        break;
      default:
        break;
    }
  }

  incoming(side: number): Incoming {
    return side === 0 ? incomingOf(this.player.incoming, this.player.game.frame) : { waiting: 0, ready: 0 };
  }

  stats(side: number): SideStats {
    const game = this.games[side]!;
    // Your attack counts what your clears cancelled too; of the opponent's only what reached you is known.
    const sent = side === 0 ? this.player.sent : this.opponentSent;
    const attack = side === 0 ? this.player.sent + this.player.cancelled : this.opponentSent;
    const received = side === 0 ? this.player.risen : this.opponent.risen;
    return { sent, received, attack, pieces: game.pieces, lines: game.lines, frames: game.frame };
  }

  /** Both games as replays (yours as recorded, the opponent's as relayed). */
  replays(): [Replay, Replay] {
    return [this.player.recorder.replay(), this.opponent.replay()];
  }
}
