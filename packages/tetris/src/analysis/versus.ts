// Versus: two games on the same seed (the same pieces), with garbage between them. Pure and
// deterministic from the seed: the app drives it for a person against the bot (or two people on one
// device), and `arcade tetris versus` drives it for bot against bot.
//
// Rules (reference §7, TETR.IO's defaults where clients differ):
// - A lock sends `attackOf` lines: the Guideline table by clear type, +1 back-to-back, the combo
//   table, 10 for a perfect clear.
// - Cancelling: lines sent first cancel the sender's own incoming garbage, oldest first; only the
//   rest go to the opponent.
// - Delay: sent garbage becomes ready GARBAGE_DELAY_FRAMES (20 frames, 1/3 s) after it was sent,
//   and rises when its receiver locks a piece that clears no lines, at most MAX_RISE_PER_LOCK (8)
//   rows per lock (the rest waits for the next one). A clear holds garbage back, so a combo is
//   never interrupted.
// - Holes: each player's incoming rows take their holes from their own GarbageGenerator (the seed's
//   "garbage" stream: same column as the row before with probability 0.70), so both players get
//   the same hole schedule and no garbage roll ever touches the pieces.
// - Margin time (TETR.IO's "garbage margin"): after MARGIN_FRAMES (3 minutes) every attack is
//   multiplied by 1 + 0.008 per second past the margin (rounded down), so two players who can
//   both survive forever still finish: the one who sends more wins.
// - A player whose game tops out (block out, lock out, or garbage pushed off the top) loses.
import { Rng } from "@arcade/core";
import { GarbageGenerator } from "../garbage.ts";
import { TetrisGame } from "../rules/game.ts";
import { attackOf } from "./attack.ts";
import { playPiece, roomOf, type BotConfig, type MatchView } from "./bot.ts";
import { addClears, countClear, noClears, type ClearCounts } from "./clears.ts";
import { botForGame } from "./form.ts";
import { opponentViewOf, threatOf } from "./threat.ts";

export const GARBAGE_DELAY_FRAMES = 20;
/** Garbage margin: attacks grow after 3 minutes (TETR.IO's default margin time is 180 s). */
export const MARGIN_FRAMES = 180 * 60;
/** How fast they grow: +0.008 × per second past the margin (TETR.IO's default "garbage increase"). */
export const MARGIN_INCREASE_PER_SECOND = 0.008;

/** The attack multiplier at a frame (1 until the margin). */
export function attackMultiplier(frame: number): number {
  return frame <= MARGIN_FRAMES ? 1 : 1 + (MARGIN_INCREASE_PER_SECOND * (frame - MARGIN_FRAMES)) / 60;
}
export const MAX_RISE_PER_LOCK = 8;

export interface IncomingGarbage {
  lines: number;
  /** The frame from which it may rise. */
  readyAt: number;
}

/**
 * Cancels up to `attack` lines of a player's incoming garbage, oldest first (the queue is changed
 * in place). Returns the lines cancelled; the rest of the attack goes to the opponent.
 */
export function cancelIncoming(incoming: IncomingGarbage[], attack: number): number {
  let cancelled = 0;
  while (attack > cancelled && incoming.length > 0) {
    const first = incoming[0]!;
    const cancel = Math.min(attack - cancelled, first.lines);
    first.lines -= cancel;
    cancelled += cancel;
    if (first.lines === 0) incoming.shift();
  }
  return cancelled;
}

/**
 * Takes the garbage that may rise at `frame` off a player's queue, oldest first, at most
 * MAX_RISE_PER_LOCK rows (the rest waits for the next lock). Returns the rows to raise.
 */
export function takeReadyGarbage(incoming: IncomingGarbage[], frame: number): number {
  let rows = 0;
  while (rows < MAX_RISE_PER_LOCK && incoming.length > 0 && incoming[0]!.readyAt <= frame) {
    const first = incoming[0]!;
    const take = Math.min(first.lines, MAX_RISE_PER_LOCK - rows);
    rows += take;
    first.lines -= take;
    if (first.lines === 0) incoming.shift();
  }
  return rows;
}

/**
 * Where a player's garbage goes: the game itself, or the GameRecorder playing it (whose
 * `addGarbage` also records the rows as a "garbage:…" replay input, so the player's replay re-runs
 * to the same board without the opponent).
 */
export interface GarbageTarget {
  readonly game: TetrisGame;
  addGarbage(holes: readonly number[]): boolean;
}

export class VersusPlayer {
  readonly game: TetrisGame;
  readonly holes: GarbageGenerator;
  /** Raises this player's garbage (the game, or its recorder). */
  readonly target: GarbageTarget;
  /** Garbage on its way to this player, oldest first. */
  readonly incoming: IncomingGarbage[] = [];
  /** Lines sent to the opponent (after cancelling) and lines cancelled, and garbage rows received. */
  sent = 0;
  cancelled = 0;
  received = 0;
  /** Lines of attack made by the table (before the margin multiplier and cancelling). */
  attack = 0;
  private seenPieces: number;

  constructor(game: TetrisGame | GarbageTarget, holes: GarbageGenerator) {
    this.target = game instanceof TetrisGame ? { game, addGarbage: (rows) => game.addGarbage(rows) } : game;
    this.game = this.target.game;
    this.holes = holes;
    this.seenPieces = this.game.pieces;
  }

  get toppedOut(): boolean {
    return this.game.stats.topOuts > 0 || (this.game.over !== null && this.game.over !== "finished" && this.game.over !== "queueEmpty");
  }

  /** Lines waiting to rise (ready or not). */
  get pending(): number {
    return this.incoming.reduce((sum, g) => sum + g.lines, 0);
  }

  /** A new lock since the last call (and forgets it), else false. */
  takeLock(): boolean {
    if (this.game.pieces === this.seenPieces) return false;
    this.seenPieces = this.game.pieces;
    return true;
  }
}

export interface VersusOptions {
  seed: string;
  /** The games' mode: zen (default) has no gravity, for bots that place pieces at once. */
  mode?: "zen" | "marathon" | "ultra";
  allow180?: boolean;
  softDropFactor?: number;
  /**
   * The two games, when the caller makes them (another mode, a starting board); by default two
   * games on `seed` with the options above. A GameRecorder may stand for its game: garbage then
   * rises through it and is recorded in its replay.
   */
  games?: readonly [TetrisGame | GarbageTarget, TetrisGame | GarbageTarget];
}

export class VersusMatch {
  readonly players: readonly [VersusPlayer, VersusPlayer];

  constructor(options: VersusOptions) {
    const make = (side: 0 | 1): VersusPlayer =>
      new VersusPlayer(
        options.games?.[side] ??
          new TetrisGame({ seed: options.seed, mode: options.mode ?? "zen", allow180: options.allow180 ?? true, softDropFactor: options.softDropFactor ?? 20 }),
        GarbageGenerator.fromSeed(options.seed),
      );
    this.players = [make(0), make(1)];
  }

  /**
   * Call after player `side`'s game may have locked a piece (after `apply` or `tick`), with the
   * current frame. Sends its attack (cancelling first) and raises ready garbage after a lock that
   * cleared nothing. Returns the lines sent to the opponent by this lock, or null if nothing locked.
   */
  update(side: 0 | 1, frame: number): number | null {
    const player = this.players[side];
    const opponent = this.players[1 - side]!;
    if (!player.takeLock()) return null;
    const lock = player.game.lastLock;
    if (lock === null) return null;
    const base = attackOf(lock);
    player.attack += base;
    let attack = Math.floor(base * attackMultiplier(frame));
    const cancelled = cancelIncoming(player.incoming, attack);
    player.cancelled += cancelled;
    attack -= cancelled;
    if (attack > 0) {
      opponent.incoming.push({ lines: attack, readyAt: frame + GARBAGE_DELAY_FRAMES });
      player.sent += attack;
    }
    if (lock.lines === 0) this.rise(player, frame);
    return attack;
  }

  private rise(player: VersusPlayer, frame: number): void {
    const rows = takeReadyGarbage(player.incoming, frame);
    if (rows === 0) return;
    player.received += rows;
    player.target.addGarbage(player.holes.rows(rows));
  }

  /**
   * 0 or 1 = that side won, "draw" = both topped out, null = still going. In a mode with a goal
   * (marathon's 150 lines, as the app plays versus) reaching it first also wins.
   */
  get result(): 0 | 1 | "draw" | null {
    const finished = this.players.map((p) => p.game.over === "finished");
    if (finished[0] !== finished[1]) return finished[0] ? 0 : 1;
    const [a, b] = [this.players[0].toppedOut, this.players[1].toppedOut];
    if (a && b) return "draw";
    if (a) return 1;
    if (b) return 0;
    return null;
  }
}

export interface BotGameResult {
  /** 0 = a won, 1 = b won, "draw" (both topped out at the same frame, or nobody by maxPieces). */
  result: 0 | 1 | "draw";
  /** Pieces each side placed. */
  pieces: [number, number];
  attack: [number, number];
  sent: [number, number];
  /** Each side's line clears by kind. */
  clears: [ClearCounts, ClearCounts];
}

/**
 * What a bot on `side` is told of the match at `frame` (bot.ts `MatchView`): the garbage waiting
 * against it, the attack multiplier, the opponent's room and, with `withThreat`, the opponent's
 * threat (threat.ts: a move generation or two, about 0.1 ms, so only for a bot that uses it).
 * Bot games and the app's versus arena both ask here.
 */
export function matchViewOf(match: VersusMatch, side: number, frame: number, withThreat: boolean): MatchView {
  const opponent = match.players[1 - side]!;
  const attackScale = attackMultiplier(frame);
  return {
    incoming: match.players[side]!.pending,
    attackScale,
    opponentRoom: roomOf(opponent.game.board, opponent.pending),
    ...(withThreat ? { threat: threatOf(opponentViewOf(opponent.game, opponent.pending), attackScale) } : {}),
  };
}

/** Frames between a bot's pieces at its pace (60 frames a second), as the app's versus bot waits. */
export function framesPerPiece(bot: BotConfig): number {
  return Math.max(1, Math.round(60 / bot.pace));
}

/**
 * Bot against bot on one seed, in time: each side places a piece every `framesPerPiece` frames
 * (its pace in the app: a strength at 2 pieces a second plays twice as many pieces as one at 1),
 * garbage moves between them by the frame (its 20-frame delay, the margin), and the game ends
 * when one tops out (both at the same frame: a draw) or either has placed `maxPieces` pieces (a
 * draw). The games are zen games (no gravity, no 150-line goal), so a long game between bots that
 * both survive is decided by garbage and the margin, not by a line race.
 */
export function playBotGame(seed: string, a: BotConfig, b: BotConfig, maxPieces = 1000): BotGameResult {
  const match = new VersusMatch({ seed });
  const rngs = [Rng.from(seed).fork("bot-a"), Rng.from(seed).fork("bot-b")];
  // Each side as it plays this game: a strength with form has its good and bad games (form.ts).
  const bots = [botForGame(a, seed), botForGame(b, seed)] as const;
  const every = bots.map(framesPerPiece);
  const due = [...every];
  const clears: [ClearCounts, ClearCounts] = [noClears(), noClears()];
  while (match.result === null && match.players.every((p) => p.game.pieces < maxPieces)) {
    const frame = Math.min(due[0]!, due[1]!);
    for (const side of [0, 1] as const) {
      if (due[side] !== frame) continue;
      due[side] += every[side]!;
      const player = match.players[side];
      if (player.toppedOut) continue;
      const bot = bots[side];
      const before = player.game.pieces;
      playPiece(player.game, bot, rngs[side], matchViewOf(match, side, frame, bot.seesGarbage === true));
      if (player.game.pieces > before) countClear(clears[side], player.game.lastLock);
      match.update(side, frame);
    }
  }
  const [pa, pb] = match.players;
  return {
    result: match.result ?? "draw",
    pieces: [pa.game.pieces, pb.game.pieces],
    attack: [pa.attack, pb.attack],
    sent: [pa.sent, pb.sent],
    clears,
  };
}

export interface VersusSummary {
  games: number;
  winsA: number;
  winsB: number;
  draws: number;
  /** Attack (lines before cancelling) per piece of each side over all games, each over its own pieces. */
  attackPerPieceA: number;
  attackPerPieceB: number;
  /** Pieces each side placed over all games. */
  piecesA: number;
  piecesB: number;
  /** Each side's line clears by kind over all games. */
  clearsA: ClearCounts;
  clearsB: ClearCounts;
}

/** `games` bot games on the seeds `${seed}#1`, `${seed}#2`, … (each its own pieces and garbage). */
export function playBotMatch(
  seed: string,
  a: BotConfig,
  b: BotConfig,
  games: number,
  maxPieces = 1000,
  onGame?: (game: number, result: BotGameResult) => void,
): VersusSummary {
  const results: BotGameResult[] = [];
  for (let g = 1; g <= games; g++) {
    const result = playBotGame(`${seed}#${g}`, a, b, maxPieces);
    results.push(result);
    onGame?.(g, result);
  }
  return summaryOf(results);
}

/** The totals of a set of games (attack per piece over each side's own pieces). */
export function summaryOf(results: readonly BotGameResult[]): VersusSummary {
  const summary: VersusSummary = {
    games: results.length,
    winsA: 0,
    winsB: 0,
    draws: 0,
    attackPerPieceA: 0,
    attackPerPieceB: 0,
    piecesA: 0,
    piecesB: 0,
    clearsA: noClears(),
    clearsB: noClears(),
  };
  let attackA = 0;
  let attackB = 0;
  for (const result of results) {
    if (result.result === 0) summary.winsA++;
    else if (result.result === 1) summary.winsB++;
    else summary.draws++;
    summary.piecesA += result.pieces[0];
    summary.piecesB += result.pieces[1];
    attackA += result.attack[0];
    attackB += result.attack[1];
    addClears(summary.clearsA, result.clears[0]);
    addClears(summary.clearsB, result.clears[1]);
  }
  summary.attackPerPieceA = summary.piecesA === 0 ? 0 : attackA / summary.piecesA;
  summary.attackPerPieceB = summary.piecesB === 0 ? 0 : attackB / summary.piecesB;
  return summary;
}
