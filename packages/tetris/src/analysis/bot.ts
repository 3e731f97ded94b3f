// Bots: a search configuration with a name, and a driver that plays a real TetrisGame with it
// (the inputs go through the engine, so a bot obeys exactly the rules a person does).
import { ProgrammingError, Rng } from "@arcade/core";
import { GarbageGenerator } from "../garbage.ts";
import { SPAWN_X, TetrisGame } from "../rules/game.ts";
import type { ActivePiece, Cell, PlayAction } from "../rules/types.ts";
import { attackOf } from "./attack.ts";
import { countClear, noClears, type ClearCounts } from "./clears.ts";
import type { Evaluator } from "./evaluate.ts";
import { fieldFromBoard, stackHeight, type Field } from "./field.ts";
import { spawnY, type MoveInput } from "./movegen.ts";
import type { Chain } from "./lock.ts";
import { slipped } from "./slip.ts";
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
  /**
   * Pieces a second: how fast it plays in the app's versus, and in bot-against-bot games (versus.ts
   * `playBotGame` places each side's pieces at its own pace).
   */
  pace: number;
  /**
   * Share of pieces misdropped (0 = never): the piece lands one column to the side of the one
   * chosen, same rotation, straight down (slip.ts), drawn from the bot's seeded Rng.
   */
  slips?: number;
  /**
   * Good and bad games (form.ts): in this `share` of games, drawn once a game from its seed, the
   * bot plays at the `best` pace and misdrop share instead of its own. Absent = the same every game.
   */
  form?: { share: number; best: { pace: number; slips: number } };
}

export { BOTS, BOT_NAMES, STRENGTHS, STRENGTH_INFO, isBotName, type BotName, type Strength, type StrengthInfo } from "./strengths.ts";

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
  const from = startOf(field, active);
  const chain = { backToBack: game.backToBack, combo: game.combo };
  const result = search(
    { field, current: active.type, queue: game.next(config.preview + 1), hold: game.hold, holdUsed: game.holdUsed, ...from, chain, ...versus },
    searchOptionsOf(config, game.config.allow180, rng),
  );
  return withSlips(result, config, field, chain, rng, game.config.allow180, from.from !== undefined);
}

/**
 * The search's result as the bot plays it: its best move, or for a bot that `slips` a misdrop of
 * it now and then (slip.ts), from the bot's seeded rng (no rng = no slips).
 */
export function withSlips(
  result: SearchResult | null,
  config: BotConfig,
  field: Field,
  chain: Chain,
  rng: Rng | undefined,
  allow180: boolean,
  lifted: boolean,
): SearchResult | null {
  const share = config.slips ?? 0;
  if (result === null || share <= 0 || rng === undefined) return result;
  return { ...result, best: slipped(field, chain, result.best, share, rng, { allow180, lifted }) };
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
  /** The line clears by kind. */
  clears: ClearCounts;
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
  const clears = noClears();
  while (game.pieces < options.pieces && game.stats.topOuts === 0) {
    const sent = playPiece(game, options.bot, rng);
    if (sent === null) break;
    countClear(clears, game.lastLock);
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
    clears,
  };
}
