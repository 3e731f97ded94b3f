// A scripted online Tetris player for the tests and the load test: the package's own
// OnlineTetrisPlayer (@arcade/tetris, src/online/player.ts) on the room's seed, moved by one of @arcade/tetris's
// bots (or hard drops only), a piece every `pieceFrames` frames.
import { Rng } from "@arcade/core";
import { BOTS, actionsOf, think, type BotConfig, type Mode, type PlayAction } from "@arcade/tetris";
import type { GameStartMessage, InputsMessage } from "@arcade/core/rooms";
import { OnlineTetrisPlayer } from "@arcade/tetris";

export interface PlayerOptions {
  mode: Mode;
  bot: BotConfig | "drop";
  /** Frames between two pieces. */
  pieceFrames: number;
}

export class TetrisPlayer {
  readonly online: OnlineTetrisPlayer;
  private readonly rng: Rng;
  private readonly options: PlayerOptions;

  constructor(start: GameStartMessage, player: 1 | 2, options: PlayerOptions) {
    this.online = new OnlineTetrisPlayer(start, player);
    this.rng = Rng.from(start.seed).fork(`bot-${player}`);
    this.options = options;
  }

  get done(): boolean {
    return this.online.done;
  }

  /** One piece: its actions at the current frame, then `pieceFrames` ticks. */
  playPiece(): void {
    const bot = this.options.bot;
    const plan = bot === "drop" ? null : think(this.online.game, bot, this.rng);
    const actions: PlayAction[] = plan === null ? ["hardDrop"] : actionsOf(plan.best);
    for (const action of actions) this.online.apply(action);
    for (let i = 0; i < this.options.pieceFrames; i++) this.online.tick();
  }

  flush(): InputsMessage {
    return this.online.flush();
  }
}

export const STRONG: BotConfig = BOTS.hard;
export const WEAK: BotConfig = BOTS.easy;
