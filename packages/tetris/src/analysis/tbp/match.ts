// One of our bots against any TBP bot, in the same timed versus as bot against bot (versus.ts
// `playBotGame`): each side places a piece at its pace, garbage by the frame. The TBP side is
// asked through `TbpOpponent` (so it gets the spec's flow, the 7-bag state and its thinking time)
// and its moves are played through the engine's inputs; it plays at the expert's pace, as in the
// app. A TBP bot that exits, stays silent, sends `error` or has no legal move forfeits: the game
// is ours, and the result says why. Pure: the transport (a child process in the CLI) is the caller's.
import { Rng } from "@arcade/core";
import type { PlayAction } from "../../rules/types.ts";
import { positionOf } from "../advisor.ts";
import { BOTS, playPiece, type BotConfig } from "../bot.ts";
import { countClear, noClears, type ClearCounts } from "../clears.ts";
import { VersusMatch, framesPerPiece, matchViewOf, type BotGameResult } from "../versus.ts";
import { TbpOpponent, type TbpOpponentOptions } from "./frontend.ts";
import type { FrontendMessage } from "./messages.ts";

/** A TBP opponent answering with promises: one move at a time, or the reason it forfeits. */
export class TbpSeat {
  readonly opponent: TbpOpponent;
  private pending: { resolve: (actions: PlayAction[] | null) => void; reject: (problem: Error) => void } | null = null;
  private failure: string | null = null;
  private asked = 0;

  constructor(send: (message: FrontendMessage) => void, options: TbpOpponentOptions = {}) {
    this.opponent = new TbpOpponent(
      send,
      {
        move: (_key, actions) => {
          const pending = this.pending;
          this.pending = null;
          pending?.resolve(actions);
        },
        problem: (message) => {
          this.failure ??= message;
          const pending = this.pending;
          this.pending = null;
          pending?.reject(new Error(message));
        },
      },
      options,
    );
  }

  /** Why the bot forfeited, if it did. */
  get problem(): string | null {
    return this.failure;
  }

  /** The bot's move for the game's position: engine actions, null when it has no legal move. */
  move(game: Parameters<typeof positionOf>[0]): Promise<PlayAction[] | null> {
    if (this.failure !== null) return Promise.reject(new Error(this.failure));
    const position = positionOf(game);
    if (position === null) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.opponent.plan(`move-${++this.asked}`, position);
    });
  }
}

export interface TbpGameResult extends BotGameResult {
  /** Why the TBP side lost without topping out (it exited, stayed silent, sent error, had no legal move). */
  forfeit?: string;
}

/**
 * Our bot (side 0, `ours`) against the TBP bot (side 1) on one seed, to a top-out, a forfeit or
 * `maxPieces` pieces on either side (a draw).
 */
export async function playTbpGame(seed: string, ours: BotConfig, tbp: TbpSeat, maxPieces = 1000): Promise<TbpGameResult> {
  const match = new VersusMatch({ seed });
  const rng = Rng.from(seed).fork("bot-a");
  const every = [framesPerPiece(ours), framesPerPiece(BOTS.expert)];
  const due = [...every];
  const clears: [ClearCounts, ClearCounts] = [noClears(), noClears()];
  let forfeit: string | undefined;
  while (match.result === null && forfeit === undefined && match.players.every((p) => p.game.pieces < maxPieces)) {
    const frame = Math.min(due[0]!, due[1]!);
    for (const side of [0, 1] as const) {
      if (due[side] !== frame || forfeit !== undefined) continue;
      due[side] += every[side]!;
      const player = match.players[side];
      if (player.toppedOut) continue;
      const before = player.game.pieces;
      if (side === 0) {
        playPiece(player.game, ours, rng, matchViewOf(match, side, frame, ours.seesGarbage === true));
      } else {
        let actions: PlayAction[] | null;
        try {
          actions = await tbp.move(player.game);
        } catch (problem) {
          forfeit = (problem as Error).message;
          break;
        }
        if (actions === null) {
          forfeit = "The TBP bot suggested no move it could play here; it forfeits.";
          break;
        }
        for (const action of actions) player.game.apply(action);
      }
      if (player.game.pieces > before) countClear(clears[side], player.game.lastLock);
      match.update(side, frame);
    }
  }
  const [pa, pb] = match.players;
  const result = forfeit !== undefined ? 0 : (match.result ?? "draw");
  return {
    result,
    pieces: [pa.game.pieces, pb.game.pieces],
    attack: [pa.attack, pb.attack],
    sent: [pa.sent, pb.sent],
    clears,
    ...(forfeit !== undefined ? { forfeit } : {}),
  };
}
