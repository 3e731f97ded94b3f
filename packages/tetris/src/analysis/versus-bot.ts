// The bot as an opponent in the app: it thinks (in a Web Worker, or at once in tests and the CLI)
// and plays through real inputs at a pace set by its strength, so its game is an ordinary recorded
// game whose replay is valid.
//
// Pace (pieces per second) is each strength's `BotConfig.pace` (strengths.ts), the same one the
// CLI's bot-against-bot versus plays at. The bot waits that long after its piece appears, then
// plays the whole placement in one frame. Its plan is made for
// the position as it stands (garbage included); a plan for a position that has since changed (a
// new board, another piece, hold) is thrown away and the bot asks again. Gravity alone does not
// make a plan stale: the piece may have fallen a row or two while the bot thought (a slow phone),
// so the plan is tried on a copy of the game first and played only if every input still works.
import { Rng } from "@arcade/core";
import type { TetrisGame } from "../rules/game.ts";
import type { PlayAction } from "../rules/types.ts";
import { positionOf, type AdvisorPosition } from "./advisor.ts";
import {
  BOTS,
  STRENGTHS,
  actionsOf,
  type BotConfig,
  configAt,
  searchOptionsOf,
  startOf,
  versusInput,
  withSlips,
  type BotName,
  type MatchView,
  type Strength,
} from "./bot.ts";
import { fieldFromBoard } from "./field.ts";
import { botForGame } from "./form.ts";
import { search } from "./search.ts";

/** Pieces per second of each strength in the app (`BotConfig.pace`; a strength with `form` plays its best games faster). */
export const BOT_PACE: Readonly<Record<Strength, number>> = Object.fromEntries(STRENGTHS.map((s) => [s, BOTS[s].pace])) as Record<Strength, number>;

/** Another TBP bot (scene/versus-thinker.ts) plays at this strength's pace (our strongest's). */
export const TBP_PACE: Strength = "expert";

/** Frames a bot waits after its piece appears before it places it (60 frames a second), in the game on `seed` when given (form.ts). */
export function paceFrames(bot: BotName, seed?: string): number {
  return Math.round(60 / configFor(bot, seed).pace);
}

/** The strength's configuration in the game on `seed` (its form drawn from it), or as named when no game is given. */
function configFor(bot: BotName, seed: string | undefined): BotConfig {
  return seed === undefined ? BOTS[bot] : botForGame(BOTS[bot], seed);
}

/**
 * The bot's move for a position: the engine actions (hold?, moves, hardDrop), or null when there is
 * nothing to play. `rng` draws the noise of the weaker strengths. `match` = the garbage waiting
 * against the bot and the attack multiplier now (seen by the strengths that `seesGarbage`, as in
 * think, which this searches exactly as: the same configuration, its harder search when high).
 * `seed` = the game's seed, which draws the strength's form for that game (form.ts).
 */
export function planMove(position: AdvisorPosition, bot: BotName, rng: Rng, match?: MatchView, seed?: string): PlayAction[] | null {
  const field = fieldFromBoard(position.board);
  const named = configFor(bot, seed);
  const versus = versusInput(named, match);
  const config = configAt(named, field, match);
  const from = startOf(field, position.active);
  const chain = { backToBack: position.backToBack, combo: position.combo };
  const result = search(
    {
      field,
      current: position.active.type,
      queue: position.queue.slice(0, config.preview + 1),
      hold: position.hold,
      holdUsed: position.holdUsed,
      ...from,
      chain,
      ...versus,
    },
    searchOptionsOf(config, position.allow180, rng),
  );
  const played = withSlips(result, config, field, chain, rng, position.allow180, from.from !== undefined);
  return played && actionsOf(played.best);
}

/** A plan request: the position, the strength, and the key the answer is filed under. */
export interface PlanRequest {
  /** The match seed: with the key it seeds the weaker strengths' noise, so a game replays the same. */
  seed: string;
  strength: BotName;
  key: string;
  position: AdvisorPosition;
  /** Garbage lines waiting to rise against the bot (0 when absent). */
  incoming?: number;
  /** The attack multiplier now (versus.ts `attackMultiplier`; 1 when absent). */
  attackScale?: number;
  /** Rows the opponent's stack can still take (bot.ts `MatchView.opponentRoom`; unknown when absent). */
  opponentRoom?: number;
  /** The opponent's threat (bot.ts `MatchView.threat`, threat.ts `threatOf`; unknown when absent). */
  threat?: number;
}
export interface VersusBotReply {
  key: string;
  actions: PlayAction[] | null;
}

/**
 * The versus bot's worker jobs (served by versus-worker.ts through core's `serveWorker`, or run in
 * the page by core's WorkerClient where workers are missing). Stateless: the noise of a plan
 * comes from the seed's "bot" stream forked by the plan's key, so the same game gets the same
 * moves whichever worker (or the page) answers.
 */
export const versusBotJobs = {
  plan: (request: PlanRequest): VersusBotReply => ({
    key: request.key,
    actions: planMove(
      request.position,
      request.strength,
      Rng.from(request.seed).fork("bot").fork(request.key),
      {
        incoming: request.incoming ?? 0,
        attackScale: request.attackScale ?? 1,
        ...(request.opponentRoom !== undefined ? { opponentRoom: request.opponentRoom } : {}),
        ...(request.threat !== undefined ? { threat: request.threat } : {}),
      },
      request.seed,
    ),
  }),
};

/** What the bot plays through: a GameRecorder (so its game is recorded), or anything like it. */
export interface BotSeat {
  readonly game: TetrisGame;
  apply(action: PlayAction): boolean;
}

/**
 * Drives the bot's game frame by frame. Call `step(frame)` once a frame before the game's tick: it
 * asks `think` for a plan whenever the position changed, and plays a plan that is ready once the
 * piece has waited its pace. `receive` takes the answers (from a worker, in any order; stale ones
 * are dropped). `match` says how many garbage lines wait to rise against the bot (the match's
 * pending lines) and the attack multiplier now: each question carries them, as `arcade tetris
 * versus` gives them to the search, and a change in the garbage waiting is a new position (a plan
 * made before an attack arrived is made again).
 */
export class VersusBot {
  private readonly wait: number;
  private asked: string | null = null;
  private plan: VersusBotReply | null = null;
  private pieces = -1;
  private since = 0;
  private board: unknown = null;
  private boardVersion = 0;

  constructor(
    private readonly seat: BotSeat,
    strength: BotName,
    private readonly think: (key: string, position: AdvisorPosition, match: MatchView) => void,
    private readonly match: () => MatchView = () => ({ incoming: 0, attackScale: 1 }),
  ) {
    this.wait = paceFrames(strength, seat.game.config.seed);
  }

  /**
   * Where the game stands, as a short key: pieces locked, board version, the piece (not its
   * height: gravity alone does not call for a new plan), hold and the garbage waiting.
   */
  private key(due: number): string | null {
    const game = this.seat.game;
    const active = game.active;
    if (active === null) return null;
    if (game.board !== this.board) {
      this.board = game.board;
      this.boardVersion++;
    }
    return `${game.pieces}/${this.boardVersion}/${active.type}${active.x},${active.rotation}/${game.hold ?? "-"}${game.holdUsed ? "*" : ""}/${due}`;
  }

  /** Every input of the plan works from where the piece is now (tried on a copy of the game). */
  private stillWorks(actions: readonly PlayAction[]): boolean {
    const copy = this.seat.game.clone();
    return actions.every((action) => copy.apply(action) || action === "hardDrop");
  }

  /** Returns whether the bot placed a piece this frame. */
  step(frame: number): boolean {
    const game = this.seat.game;
    if (game.pieces !== this.pieces) {
      this.pieces = game.pieces;
      this.since = frame;
    }
    const match = this.match();
    const key = this.key(match.incoming);
    if (key === null || game.over !== null) return false;
    if (key !== this.asked) {
      this.asked = key;
      this.plan = null;
      const position = positionOf(game);
      if (position) this.think(key, position, match);
    }
    const plan = this.plan;
    if (plan === null || plan.key !== key || frame - this.since < this.wait) return false;
    this.plan = null;
    if (plan.actions === null) return false;
    if (!this.stillWorks(plan.actions)) {
      this.asked = null; // ask again from here
      return false;
    }
    for (const action of plan.actions) this.seat.apply(action);
    // The next piece appeared in this frame: its wait starts now.
    this.pieces = game.pieces;
    this.since = frame;
    return true;
  }

  receive(reply: VersusBotReply): void {
    if (reply.key === this.asked) this.plan = reply;
  }
}
