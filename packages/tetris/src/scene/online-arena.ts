// An online versus frame by frame, without drawing: core's OnlineArena (the batches, the room's
// messages, the verdict) over your game (OnlineTetrisPlayer: the versus garbage rules for your
// side, everything recorded) played through your controller, and your opponent's game as the room
// relays it (OpponentView). Unlike the local arenas, nobody here decides the result: the room
// does, from both streams. Tetris's part: the versus Arena the screen draws; keeping up with real
// time is core's one policy (onlineCatchUp), paid a step at a time.
import { OnlineArena as RoomArena, onlineCatchUp, type GameStartMessage, type PlayerNumber, type RoomLink } from "@arcade/core/rooms";
import { OnlineTetrisPlayer, OpponentView } from "../online/player.ts";
import type { TetrisGame } from "../rules/game.ts";
import { FRAMES_PER_SECOND } from "../rules/gravity.ts";
import type { PlayAction } from "../rules/types.ts";
import type { Controller } from "./controller.ts";
import { incomingOf, type Arena, type Incoming, type SideStats } from "./versus-arena.ts";

const FRAME_MS = 1000 / FRAMES_PER_SECOND;

export class OnlineArena extends RoomArena<OnlineTetrisPlayer, OpponentView> implements Arena {
  readonly games: readonly TetrisGame[];
  /** Frames real time asked for beyond the steps taken. */
  private readonly debt = onlineCatchUp(FRAME_MS);

  /**
   * `link` is the room connection: while it is down the arena keeps your inputs, and after the
   * rejoin (`resume`) sends what the room missed.
   */
  constructor(
    start: GameStartMessage,
    you: PlayerNumber,
    private readonly person: Controller,
    link: RoomLink,
    /** Your game when it is not new: rebuilt from the room's `resume` after a reload. */
    player?: OnlineTetrisPlayer,
    /** Real time (ms), for keeping up with it. */
    private readonly now: () => number = () => performance.now(),
  ) {
    super(start, you, player ?? new OnlineTetrisPlayer(start, you), new OpponentView(start, you === 1 ? 2 : 1), link);
    this.games = [this.player.game, this.opponent.game];
  }

  controller(side: number): Controller | null {
    return side === 0 ? this.person : null;
  }

  /** Your frame: inputs, then the tick; a batch goes out when due (or at once with an attack). */
  step(onAction: (side: number, action: PlayAction) => void): void {
    const player = this.player;
    if (player.done) return;
    const input = this.person.frame(player.game.frame * FRAME_MS);
    player.setContinuousInput(input.softDropHeld);
    for (const action of input.actions) if (player.apply(action)) onAction(0, action);
    player.tick();
    // How many extra ticks this step owes real time (the clock's own catch-up steps count against it).
    for (let extra = this.debt.extra(this.now(), 1); extra > 0 && !player.done; extra--) player.tick();
    this.sendWhenDue();
  }

  incoming(side: number): Incoming {
    return side === 0 ? incomingOf(this.player.incoming, this.player.game.frame) : { waiting: 0, ready: 0 };
  }

  stats(side: number): SideStats {
    const game = this.games[side]!;
    // Your attack counts what your clears cancelled too; of the opponent's only what reached you is known.
    const { sent, cancelled, opponentSent, risen } = this.player;
    return {
      sent: side === 0 ? sent : opponentSent,
      received: side === 0 ? risen : this.opponent.risen,
      attack: side === 0 ? sent + cancelled : opponentSent,
      pieces: game.pieces,
      lines: game.lines,
      frames: game.frame,
    };
  }
}
