// An online Puyo game frame by frame, without drawing: core's OnlineArena (the batches, the room's
// messages, the verdict) over your game (OnlinePuyoPlayer: the Tsu nuisance rules for your side,
// everything recorded) and your opponent's as the room relays it (OpponentView). Puyo's part is
// only how your actions and frames reach your game.
import { OnlineArena, type GameStartMessage, type PlayerNumber, type RoomLink } from "@arcade/core/rooms";
import { OnlinePuyoPlayer, OpponentView } from "../online/player.ts";
import type { StepAction } from "../rules/stepped.ts";

export class PuyoOnlineArena extends OnlineArena<OnlinePuyoPlayer, OpponentView> {
  constructor(
    start: GameStartMessage,
    you: PlayerNumber,
    link: RoomLink,
    /** Your game when it is not new: rebuilt from the room's `resume` after a reload. */
    player?: OnlinePuyoPlayer,
  ) {
    super(start, you, player ?? new OnlinePuyoPlayer(start, you), new OpponentView(start, you === 1 ? 2 : 1), link);
  }

  /** Your action now (soft drop held or let go, a move, a turn, a drop); whether it did something. */
  act(action: StepAction): boolean {
    const player = this.player;
    if (action === "sdOn" || action === "sdOff") {
      player.setContinuousInput(action === "sdOn");
      return true;
    }
    const done = player.apply(action);
    if (player.done) this.flush();
    return done;
  }

  /** Your frame's end; a batch goes out when due (at once with nuisance or a top-out). */
  tick(): void {
    if (this.player.done) return;
    this.player.tick();
    this.sendWhenDue();
  }

  /** Nuisance the opponent sent you (after its offsetting), as the room relayed it. */
  get opponentSent(): number {
    return this.player.opponentSent;
  }
}
