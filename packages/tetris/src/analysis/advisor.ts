// The in-game advisor's API: a position in plain data (what a Web Worker can receive), and advice
// in plain data (what it can send back): the suggested placement, its inputs, and the "why" — the
// board features after each of the top candidates and what their lock does.
import type { TetrisGame } from "../rules/game.ts";
import { PIECE_TYPES, type ActivePiece, type Cell, type ClearName, type PieceType, type PlayAction, type Rotation } from "../rules/types.ts";
import { BOTS, actionsOf, searchOptionsOf, startOf, type BotName } from "./bot.ts";
import { namedFeatures, type FeatureName } from "./evaluate.ts";
import { fieldFromBoard, type Field } from "./field.ts";
import { lockInto } from "./lock.ts";
import { search, type Candidate } from "./search.ts";

/** Everything the search needs about a game, as plain data. */
export interface AdvisorPosition {
  board: readonly Cell[];
  /** The piece in play, where it stands (the advisor plans from there). */
  active: ActivePiece;
  /** The visible queue after it. */
  queue: readonly PieceType[];
  hold: PieceType | null;
  holdUsed: boolean;
  backToBack: boolean;
  combo: number;
  allow180: boolean;
  /**
   * The pieces left in the seed's 7-bag after the queue, in PIECE_TYPES order (what is left, not in
   * which order it comes; a used-up bag is a full new one); absent for a fixed queue or a game that
   * began with a piece in hold (the count of pieces drawn is then unknown). A TBP
   * frontend sends it to bots as the randomizer extension's `bag_state`.
   */
  bag?: PieceType[];
}

export interface AdviceItem {
  piece: PieceType;
  /** The locked piece's rotation centre and rotation (draw its ghost here). */
  x: number;
  y: number;
  rotation: Rotation;
  /** Press hold first. */
  hold: boolean;
  /** The engine actions that make it from the position (hold?, moves, hardDrop). */
  actions: PlayAction[];
  score: number;
  clear: ClearName;
  /** Garbage lines the lock sends. */
  attack: number;
  /** The board features right after this lock (the "why" panel). */
  features: Record<FeatureName, number>;
}

export interface Advice {
  best: AdviceItem | null;
  alternatives: AdviceItem[];
}

/** The position of a game now (null once it is over). */
export function positionOf(game: TetrisGame, previewCount = 5): AdvisorPosition | null {
  const active = game.active;
  if (active === null) return null;
  const queue = game.next(previewCount);
  return {
    board: game.board,
    active,
    queue,
    hold: game.hold,
    holdUsed: game.holdUsed,
    backToBack: game.backToBack,
    combo: game.combo,
    allow180: game.config.allow180,
    ...(game.config.queue === null && game.config.hold === null ? { bag: bagAfter(game, queue.length) } : {}),
  };
}

/**
 * The 7-bag's pieces after the first `shown` queue pieces. Every piece drawn from the seed's stream
 * so far is locked, in play, held or in the queue, so that count places the end of the queue in
 * its bag; the rest of that bag is the next pieces up to the bag's end.
 */
function bagAfter(game: TetrisGame, shown: number): PieceType[] {
  const drawn = game.pieces + 1 + (game.hold === null ? 0 : 1) + shown;
  const left = 7 - (drawn % 7);
  const rest = new Set(game.next(shown + left).slice(shown));
  return PIECE_TYPES.filter((p) => rest.has(p));
}

function item(candidate: Candidate, field: Field, chain: { backToBack: boolean; combo: number }): AdviceItem {
  const { placement } = candidate;
  const after = field.slice();
  lockInto(after, placement, chain);
  return {
    piece: placement.piece,
    x: placement.x,
    y: placement.y,
    rotation: placement.rotation,
    hold: candidate.hold,
    actions: actionsOf(candidate),
    score: candidate.score,
    clear: candidate.lock.clear,
    attack: candidate.lock.attack,
    features: namedFeatures(after),
  };
}

/**
 * Advice for a position: the bot's best move and up to `alternatives` others, searched from where
 * the piece stands, with the visible queue and hold only (nothing of the pieces to come).
 */
export function advise(position: AdvisorPosition, bot: BotName = "default", alternatives = 3): Advice {
  const config = BOTS[bot];
  const field = fieldFromBoard(position.board);
  const chain = { backToBack: position.backToBack, combo: position.combo };
  const result = search(
    {
      field,
      current: position.active.type,
      queue: position.queue,
      hold: position.hold,
      holdUsed: position.holdUsed,
      ...startOf(field, position.active),
      chain,
    },
    searchOptionsOf(config, position.allow180),
  );
  if (result === null) return { best: null, alternatives: [] };
  return { best: item(result.best, field, chain), alternatives: result.alternatives.slice(0, alternatives).map((c) => item(c, field, chain)) };
}

/** A question for the advisor worker: a position, and which bot's judgement to use. */
export interface AdvisorRequest {
  position: AdvisorPosition;
  bot?: BotName;
}

/** The advisor worker's jobs (`serveWorker(advisorJobs)` in analysis/worker.ts; the page runs them itself without workers). */
export const advisorJobs = {
  advise: (request: AdvisorRequest): Advice => advise(request.position, request.bot ?? "default"),
};
