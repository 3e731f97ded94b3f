// An online Puyo game frame by frame, without drawing: your game (OnlinePuyoPlayer: the Tsu
// nuisance rules for your side, everything recorded) played through your actions, and your
// opponent's game as the room relays it (OpponentView). Nobody here decides the result: the room
// does, from both streams, and its verdict comes in as `game_over`.
import type { Replay } from "@arcade/core";
import type { GameOverMessage, GameStartMessage, PlayerNumber, ServerMessage } from "@arcade/core/rooms";
import type { RoomLink } from "@arcade/core/stage";
import { nuisanceIn } from "../online/events.ts";
import { OnlinePuyoPlayer, OpponentView } from "../online/player.ts";
import type { PlayAction, StepAction } from "../rules/stepped.ts";

/** A batch every 6 frames (10 a second) keeps the opponent's view of you live; nuisance goes at once. */
export const BATCH_FRAMES = 6;

export class PuyoOnlineArena {
  readonly player: OnlinePuyoPlayer;
  readonly opponent: OpponentView;
  /** The room's verdict, once it has come. */
  verdict: GameOverMessage | null = null;
  /** Nuisance the opponent sent you (after its offsetting), as the room relayed it. */
  opponentSent = 0;
  private lastBatchFrame = 0;

  constructor(
    readonly start: GameStartMessage,
    readonly you: PlayerNumber,
    private readonly link: RoomLink,
    /** Your game when it is not new: rebuilt from the room's `resume` after a reload. */
    player?: OnlinePuyoPlayer,
  ) {
    this.player = player ?? new OnlinePuyoPlayer(start, you);
    this.opponent = new OpponentView(start, you === 1 ? 2 : 1);
  }

  get over(): boolean {
    return this.verdict !== null;
  }

  /** Your action now (soft drop held or let go, a move, a turn, a drop); whether it did something. */
  act(action: StepAction): boolean {
    const player = this.player;
    if (action === "sdOn" || action === "sdOff") {
      player.setSoftDrop(action === "sdOn");
      return true;
    }
    const done = player.apply(action as PlayAction);
    if (player.done) this.flush();
    return done;
  }

  /** Your frame's end; a batch goes out when due (at once with nuisance or a top-out). */
  tick(): void {
    const player = this.player;
    if (player.done) return;
    player.tick();
    if (player.done || player.attacking || player.game.frame - this.lastBatchFrame >= BATCH_FRAMES) this.flush();
  }

  /**
   * Sends what the room does not have yet (also the heartbeat while paused: an empty batch).
   * Nothing is lost while disconnected: the batch is only taken when it can be sent.
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
        for (const [, count] of nuisanceIn(message.events)) this.opponentSent += count;
        this.player.receiveEvents(message);
        this.opponent.add(message);
        break;
      case "resume":
        this.player.resume(message);
        this.opponentSent = nuisanceIn(message.opponent.events).reduce((sum, [, count]) => sum + count, 0);
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

  /** Both games as records (yours as recorded, the opponent's as relayed). */
  replays(): [Replay, Replay] {
    return [this.player.recorder.replay(), this.opponent.replay()];
  }
}
