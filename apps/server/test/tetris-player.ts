// A scripted online Tetris player for the tests and the load test: a real game on the room's seed,
// moved by one of @arcade/tetris's bots (or a fixed plan), with the versus rules of versus.ts done
// on its side as an online client must do them — garbage from `garbage` messages waits 20 frames,
// the player's attacks cancel it first, the rest is sent, ready garbage rises after a lock that
// clears nothing (≤ 8 rows) with holes from the player's own seed stream and is recorded as a
// `garbage:` input — and every step sent to the room as `inputs` batches between frames.
import { Rng } from "@arcade/core";
import {
  BOTS,
  GARBAGE_DELAY_FRAMES,
  GarbageGenerator,
  MAX_RISE_PER_LOCK,
  TetrisGame,
  actionsOf,
  attackMultiplier,
  attackOf,
  think,
  type BotConfig,
  type Mode,
  type PlayAction,
} from "@arcade/tetris";
import type { Attack, GameStartMessage, InputsMessage, TimedAction } from "../src/protocol.ts";

export interface PlayerOptions {
  mode: Mode;
  bot: BotConfig | "drop";
  /** Frames between two pieces. */
  pieceFrames: number;
}

export class TetrisPlayer {
  readonly game: TetrisGame;
  readonly inputs: TimedAction[] = [];
  readonly attacks: Attack[] = [];
  private readonly holes: GarbageGenerator;
  private readonly incoming: { lines: number; readyAt: number }[] = [];
  private readonly rng: Rng;
  private batch: TimedAction[] = [];
  private batchAttacks: Attack[] = [];
  private readonly options: PlayerOptions;
  /** The frame the game topped out at, or null. */
  toppedOutAt: number | null = null;
  sent = 0;
  risen = 0;

  constructor(start: GameStartMessage, player: 1 | 2, options: PlayerOptions) {
    const own = start.options[player - 1]!;
    this.game = new TetrisGame({ seed: start.seed, mode: options.mode, allow180: own.allow180 as boolean, softDropFactor: own.softDropFactor as number });
    this.holes = GarbageGenerator.fromSeed(start.seed);
    this.rng = Rng.from(start.seed).fork(`bot-${player}`);
    this.options = options;
  }

  /** Garbage the room relayed to this player: it may rise GARBAGE_DELAY_FRAMES from now. */
  receive(lines: number): void {
    this.incoming.push({ lines, readyAt: this.game.frame + GARBAGE_DELAY_FRAMES });
  }

  get done(): boolean {
    return this.toppedOutAt !== null;
  }

  /** One piece: its actions at the current frame, then `pieceFrames` ticks. */
  playPiece(): void {
    const actions: PlayAction[] = this.options.bot === "drop" ? ["hardDrop"] : this.plan(this.options.bot);
    for (const action of actions) {
      if (this.done) return;
      this.act(action);
    }
    for (let i = 0; i < this.options.pieceFrames && !this.done; i++) {
      const pieces = this.game.pieces;
      this.game.tick(false);
      this.afterStep(pieces);
    }
  }

  private plan(bot: BotConfig): PlayAction[] {
    const result = think(this.game, bot, this.rng);
    return result === null ? ["hardDrop"] : actionsOf(result.best);
  }

  private act(action: PlayAction): void {
    const pieces = this.game.pieces;
    if (this.game.apply(action)) this.record(action);
    this.afterStep(pieces);
  }

  private record(action: string): void {
    const input: TimedAction = [this.game.frame, action];
    this.inputs.push(input);
    this.batch.push(input);
  }

  private afterStep(piecesBefore: number): void {
    const game = this.game;
    if (game.pieces !== piecesBefore && game.lastLock !== null) {
      const lock = game.lastLock;
      let attack = Math.floor(attackOf(lock) * attackMultiplier(game.frame));
      while (attack > 0 && this.incoming.length > 0) {
        const first = this.incoming[0]!;
        const cancel = Math.min(attack, first.lines);
        first.lines -= cancel;
        attack -= cancel;
        if (first.lines === 0) this.incoming.shift();
      }
      if (attack > 0) {
        const sent: Attack = [game.frame, attack];
        this.attacks.push(sent);
        this.batchAttacks.push(sent);
        this.sent += attack;
      }
      this.seeTopOut();
      if (lock.lines === 0 && !this.done) this.rise();
    }
    this.seeTopOut();
  }

  private rise(): void {
    let rows = 0;
    while (rows < MAX_RISE_PER_LOCK && this.incoming.length > 0 && this.incoming[0]!.readyAt <= this.game.frame) {
      const first = this.incoming[0]!;
      const take = Math.min(first.lines, MAX_RISE_PER_LOCK - rows);
      rows += take;
      first.lines -= take;
      if (first.lines === 0) this.incoming.shift();
    }
    if (rows === 0) return;
    const holes = this.holes.rows(rows);
    this.record(`garbage:${holes.join(",")}`);
    this.risen += rows;
    this.game.addGarbage(holes);
  }

  private seeTopOut(): void {
    const over = this.game.over;
    if (this.toppedOutAt === null && ((over !== null && over !== "finished") || this.game.stats.topOuts > 0)) this.toppedOutAt = this.game.frame;
  }

  /** The batch since the last call, as an `inputs` message stamped with the current frame. */
  flush(): InputsMessage {
    const message: InputsMessage = { type: "inputs", frame: this.game.frame, inputs: this.batch };
    if (this.batchAttacks.length > 0) message.attacks = this.batchAttacks;
    this.batch = [];
    this.batchAttacks = [];
    return message;
  }
}

export const STRONG: BotConfig = BOTS.hard;
export const WEAK: BotConfig = BOTS.easy;
