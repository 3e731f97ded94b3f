// An online game frame by frame, without drawing, for any game: your side (an OnlinePlayer) and
// your opponent's game as the room relays it (an OpponentStream), the batches sent when due, and
// the room's messages during the game. Nobody here decides the result: the room does, from both
// streams, and its verdict comes in as `game_over`. A game's arena extends this with how a frame
// of input reaches its player (keys, a controller) and what its screen reads.
import type { PlayerChecker } from "./checker.ts";
import type { OnlinePlayer, OpponentStream } from "./online-player.ts";
import type { ClientMessage, GameOverMessage, GameStartMessage, PlayerNumber, ServerMessage } from "./protocol.ts";

/** The room connection as an arena needs it. */
export interface RoomLink {
  connected(): boolean;
  send(message: ClientMessage): void;
}

/** A batch every 6 frames (10 a second) keeps the opponent's view of you live; events go at once. */
export const BATCH_FRAMES = 6;

export class OnlineArena<
  Player extends OnlinePlayer<{ readonly frame: number }, unknown>,
  Opponent extends OpponentStream<PlayerChecker & { readonly game: unknown }>,
> {
  /** The room's verdict, once it has come. */
  verdict: GameOverMessage | null = null;
  private lastBatchFrame = 0;

  /**
   * `link` is the room connection: while it is down the arena keeps your inputs, and after the
   * rejoin (`resume`) sends what the room missed.
   */
  constructor(
    readonly start: GameStartMessage,
    readonly you: PlayerNumber,
    readonly player: Player,
    readonly opponent: Opponent,
    private readonly link: RoomLink,
  ) {}

  get over(): boolean {
    return this.verdict !== null;
  }

  /** After your frame: a batch goes out when due, at once with an event or the game's end. */
  sendWhenDue(): void {
    const player = this.player;
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
        // The opponent's events first (what they sent you), then their game runs on.
        this.player.receiveEvents(message);
        this.opponent.add(message);
        break;
      case "resume":
        // After a rejoin: what the room has of both games; the rest of yours goes out next.
        this.player.resume(message);
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

  /** Both games in the game's record format (yours as recorded, the opponent's as relayed). */
  replays(): [ReturnType<Player["replay"]>, ReturnType<Opponent["replay"]>] {
    return [this.player.replay() as ReturnType<Player["replay"]>, this.opponent.replay() as ReturnType<Opponent["replay"]>];
  }
}
