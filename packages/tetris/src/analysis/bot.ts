// Bots: a search configuration with a name, and a driver that plays a real TetrisGame with it
// (the inputs go through the engine, so a bot obeys exactly the rules a person does).
import { ProgrammingError, Rng } from "@arcade/core";
import { GarbageGenerator } from "../garbage.ts";
import { SPAWN_X, TetrisGame } from "../rules/game.ts";
import type { ActivePiece, Cell, PlayAction } from "../rules/types.ts";
import { attackOf } from "./attack.ts";
import { attackEvaluator, withoutSpins } from "./attack-eval.ts";
import { TUNED_WEIGHTS } from "./attack-weights.ts";
import { defaultEvaluator, type Evaluator } from "./evaluate.ts";
import { fieldFromBoard, stackHeight, type Field } from "./field.ts";
import { spawnY, type MoveInput } from "./movegen.ts";
import { reportEvaluator } from "./report.ts";
import { search, type Candidate, type MoveModel, type SearchInput, type SearchOptions, type SearchResult } from "./search.ts";

export interface BotConfig {
  evaluator: Evaluator;
  /** Queue pieces looked through after the one in play. */
  preview: number;
  hold: boolean;
  beam: number;
  moves: MoveModel;
  /** Standard deviation of the noise added to each first move's score (0 = none). */
  noise: number;
  /**
   * Think harder when in danger: from a stack this high, search with this lookahead and beam
   * instead (a bot under garbage spends its time where it matters).
   */
  panic?: { height: number; preview: number; beam: number };
  /**
   * Dig when the stack is this high (stack plus garbage due, as `panic` counts it): the search
   * scores with this evaluator instead (the survivor's, which keeps a stack alive) until the
   * stack is back under it. An attacking evaluator on a stack near the top keeps shaping for
   * spins and tetrises; what saves the game there is clearing rows.
   */
  dig?: { height: number; evaluator: Evaluator };
  /**
   * In versus, search with the `panic` settings also when the opponent's room (`MatchView`
   * `opponentRoom`) is this small or smaller: a kill is near, and the deeper search finds the
   * attack that lands it.
   */
  finish?: number;
  /** One beam node per position (search.ts `dedupe`). */
  dedupe?: boolean;
  /**
   * Sees the garbage waiting to rise against it (versus): the search counts it as risen unless a
   * path cancels it (search.ts `incoming`), and it thinks harder when stack + garbage is high.
   * Off for the frozen survivor and the weaker strengths.
   */
  seesGarbage?: boolean;
  /**
   * In versus, keep room for an opponent's attack of this many lines (times the garbage margin's
   * multiplier): a path that such an attack would top out ranks below any other (search.ts
   * `threat`). Only with `seesGarbage`; solo play has no opponent and is unchanged.
   */
  keepRoom?: number;
}

/** The four versus strengths, weakest first. */
export const STRENGTHS = ["easy", "medium", "hard", "expert"] as const;
export type Strength = (typeof STRENGTHS)[number];
export const BOT_NAMES = ["default", "survivor", "report", ...STRENGTHS] as const;
export type BotName = (typeof BOT_NAMES)[number];

/**
 * The survivor: the advisor's bot, kept exactly as it was when the attacking strengths were
 * written (its evaluator, lookahead and "think harder when high" setting), so their progress is
 * measured against it. It survives a million pieces on every seed tried and sends about 0.38 lines
 * a piece.
 */
const SURVIVOR: BotConfig = {
  evaluator: defaultEvaluator,
  preview: 2,
  hold: true,
  beam: 6,
  moves: "inputs",
  noise: 0,
  panic: { height: 12, preview: 4, beam: 12 },
};

const attacker = attackEvaluator("attack", TUNED_WEIGHTS);
const casual = attackEvaluator("attack-no-spins", withoutSpins(TUNED_WEIGHTS));

/**
 * Named bots. `default` (the advisor's and `arcade tetris bot`'s configuration) and `survivor` are
 * the same frozen bot; `report` is the baseline exactly as the report played (its evaluator,
 * column drops, no preview, no hold). The four strengths play to attack (attack-eval.ts) and
 * differ in skill: easy drops pieces straight down with no hold, no lookahead, no T-spin
 * knowledge and a lot of noise; medium searches real inputs with hold but still sees no T-slots
 * and plays noisily; hard sees T-spins and looks one piece ahead; expert looks further ahead with
 * a wider beam (see the README for their measured ladder).
 */
export const BOTS: Readonly<Record<BotName, BotConfig>> = {
  default: SURVIVOR,
  survivor: SURVIVOR,
  report: { evaluator: reportEvaluator, preview: 0, hold: false, beam: 1, moves: "columnDrop", noise: 0 },
  easy: { evaluator: casual, preview: 0, hold: false, beam: 1, moves: "columnDrop", noise: 120 },
  medium: { evaluator: casual, preview: 0, hold: true, beam: 1, moves: "inputs", noise: 40 },
  hard: { evaluator: attacker, preview: 1, hold: true, beam: 4, moves: "inputs", noise: 0 },
  expert: {
    evaluator: attacker,
    preview: 4,
    hold: true,
    beam: 12,
    moves: "inputs",
    noise: 0,
    dedupe: true,
    seesGarbage: true,
    keepRoom: 4,
    // From 10 rows of stack plus garbage due (not 12), a beam of 32: in versus the late bursts end
    // games from that height (measured against the survivor: see the README's benchmarks).
    panic: { height: 10, preview: 5, beam: 32 },
    // From 15 rows it digs with the survivor's evaluator: traced losses ended with the expert
    // standing 17–19 rows high for ten pieces, clearing nothing, until a burst topped it out.
    dig: { height: 15, evaluator: defaultEvaluator },
    // With the opponent 3 rows from the top it looks deeper for the attack that ends the game.
    finish: 3,
  },
};

export function isBotName(name: string): name is BotName {
  return (BOT_NAMES as readonly string[]).includes(name);
}

const ACTION_OF: Readonly<Record<MoveInput, PlayAction>> = {
  left: "left",
  right: "right",
  cw: "cw",
  ccw: "ccw",
  "180": "180",
  sd: "sonicDrop",
  leftWall: "leftWall",
  rightWall: "rightWall",
};

/** The engine actions that make a candidate: hold if it asks for it, its inputs, a hard drop. */
export function actionsOf(candidate: Pick<Candidate, "placement" | "hold">): PlayAction[] {
  return [...(candidate.hold ? (["hold"] as const) : []), ...candidate.placement.inputs.map((i) => ACTION_OF[i]), "hardDrop"];
}

/** The search options of a bot configuration. */
export function searchOptionsOf(config: BotConfig, allow180: boolean, rng?: Rng): SearchOptions {
  return {
    evaluator: config.evaluator,
    preview: config.preview,
    hold: config.hold,
    beam: config.beam,
    moves: config.moves,
    allow180,
    ...(config.dedupe === true ? { dedupe: true } : {}),
    ...(config.noise > 0 && rng ? { noise: { sd: config.noise, rng } } : {}),
  };
}

/** Where the piece in play is, for the search: nothing if at spawn, else its position. */
export function startOf(field: Field, active: ActivePiece): Pick<SearchInput, "from"> {
  const atSpawn = active.rotation === 0 && active.x === SPAWN_X && active.y === spawnY(field, active.type);
  return atSpawn ? {} : { from: { x: active.x, y: active.y, rotation: active.rotation } };
}

/**
 * What a versus bot is told of the match besides its own board: the garbage lines waiting to rise
 * against it and the attack multiplier now (versus.ts `attackMultiplier`: 1 before the garbage
 * margin). Solo play has none.
 */
export interface MatchView {
  incoming: number;
  attackScale: number;
  /** Rows the opponent's stack can still take: 20 − its height − the garbage waiting against it. */
  opponentRoom?: number;
  /**
   * The most lines the opponent could send in its next placements (threat.ts `threatOf`: times the
   * multiplier, less what cancels its own garbage); the room kept is at least this. Absent = unknown.
   */
  threat?: number;
}

/** The search input's versus part for a bot (nothing unless it `seesGarbage`). */
export function versusInput(config: BotConfig, match?: MatchView): Pick<SearchInput, "incoming" | "attackScale" | "threat" | "opponentRoom"> {
  if (config.seesGarbage !== true || match === undefined) return {};
  const incoming = Math.max(0, match.incoming);
  const kept = config.keepRoom ?? 0;
  const threat = kept > 0 ? Math.max(Math.floor(kept * match.attackScale), match.threat ?? 0) : 0;
  return {
    ...(incoming > 0 ? { incoming } : {}),
    ...(match.attackScale !== 1 ? { attackScale: match.attackScale } : {}),
    ...(threat > 0 ? { threat } : {}),
    ...(match.opponentRoom !== undefined ? { opponentRoom: match.opponentRoom } : {}),
  };
}

/** The visible matrix's height: a stack pushed past it by garbage cannot take another piece. */
const VISIBLE_ROWS = 20;

/** `MatchView.opponentRoom` for an opponent's board and the garbage lines waiting against them. */
export function roomOf(board: readonly Cell[], pending: number): number {
  return VISIBLE_ROWS - stackHeight(fieldFromBoard(board)) - pending;
}

/**
 * The bot's configuration for this position: its `panic` search, and its `dig` evaluator, when
 * stack + garbage due (if it `seesGarbage`) is that high; the `panic` search too when the
 * opponent is within `finish` rows of the top.
 */
export function configAt(config: BotConfig, field: Field, match?: MatchView): BotConfig {
  const due = config.seesGarbage === true && match !== undefined ? Math.max(0, match.incoming) : 0;
  const height = stackHeight(field) + due;
  const { panic, dig, finish } = config;
  const closing = finish !== undefined && config.seesGarbage === true && match?.opponentRoom !== undefined && match.opponentRoom <= finish;
  if (panic && (height >= panic.height || closing)) config = { ...config, preview: panic.preview, beam: panic.beam };
  if (dig && height >= dig.height) config = { ...config, evaluator: dig.evaluator };
  return config;
}

/**
 * Searches the game's current position. The piece in play should not have been moved yet (right
 * after it appeared, or lifted by garbage): the inputs are planned from where it stands.
 * `match` = the versus around it (seen only if the bot `seesGarbage`).
 */
export function think(game: TetrisGame, config: BotConfig, rng?: Rng, match?: MatchView): SearchResult | null {
  const active = game.active;
  if (active === null) return null;
  const field = fieldFromBoard(game.board);
  const versus = versusInput(config, match);
  config = configAt(config, field, match);
  return search(
    {
      field,
      current: active.type,
      queue: game.next(config.preview + 1),
      hold: game.hold,
      holdUsed: game.holdUsed,
      ...startOf(field, active),
      chain: { backToBack: game.backToBack, combo: game.combo },
      ...versus,
    },
    searchOptionsOf(config, game.config.allow180, rng),
  );
}

/**
 * Plays one piece: searches (with the versus around it, as think), applies the chosen actions
 * to the game, and returns the lock's attack (garbage lines sent) or null when there was nothing to play. Every action must succeed: the
 * inputs come from a search of this very position.
 */
export function playPiece(game: TetrisGame, config: BotConfig, rng?: Rng, match?: MatchView): number | null {
  const result = think(game, config, rng, match);
  if (result === null) return null;
  const pieces = game.pieces;
  for (const action of actionsOf(result.best)) {
    if (!game.apply(action) && action !== "hardDrop") throw new ProgrammingError(`bot input ${action} failed on its own plan`);
  }
  if (game.pieces !== pieces + 1 && game.stats.topOuts === 0) throw new ProgrammingError("bot plan did not lock a piece");
  const lock = game.lastLock;
  return lock === null ? 0 : attackOf(lock);
}

export interface SoloOptions {
  seed: string;
  pieces: number;
  bot: BotConfig;
  /** Garbage rows per piece (0.4 = one row every 2.5 pieces), holes from the seed's garbage stream. */
  garbage?: number;
  allow180?: boolean;
  /** Called after every piece (for progress in long runs). */
  onPiece?: (game: TetrisGame) => void;
}

export interface SoloResult {
  pieces: number;
  lines: number;
  toppedOut: boolean;
  /** The highest the stack stood after any lock, in rows. */
  maxHeight: number;
  /** Garbage lines the bot's clears would send, per piece. */
  attackPerPiece: number;
  garbageRows: number;
}

/**
 * A bot plays alone on the seed's pieces until it has placed `pieces` pieces or tops out. The game
 * is a zen game (no gravity; the bot places each piece at once), stopped at its first top-out.
 */
export function playSolo(options: SoloOptions): SoloResult {
  const game = new TetrisGame({ seed: options.seed, mode: "zen", allow180: options.allow180 ?? true, softDropFactor: 41 });
  const rng = Rng.from(options.seed).fork("bot");
  const garbage = GarbageGenerator.fromSeed(options.seed);
  const rate = options.garbage ?? 0;
  let owed = 0;
  let attack = 0;
  let maxHeight = 0;
  let garbageRows = 0;
  while (game.pieces < options.pieces && game.stats.topOuts === 0) {
    const sent = playPiece(game, options.bot, rng);
    if (sent === null) break;
    attack += sent;
    if (rate > 0 && game.stats.topOuts === 0) {
      owed += rate;
      const rows = Math.floor(owed + 1e-9);
      owed -= rows;
      if (rows > 0) {
        game.addGarbage(garbage.rows(rows));
        garbageRows += rows;
      }
    }
    if (game.stats.topOuts === 0) maxHeight = Math.max(maxHeight, stackHeight(fieldFromBoard(game.board)));
    options.onPiece?.(game);
  }
  return {
    pieces: game.pieces,
    lines: game.lines,
    toppedOut: game.stats.topOuts > 0,
    maxHeight,
    attackPerPiece: game.pieces === 0 ? 0 : attack / game.pieces,
    garbageRows,
  };
}
