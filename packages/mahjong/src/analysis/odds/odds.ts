// Exact odds of a hand: the probability of reaching tenpai and of winning within the next n
// draws, and the expected score, each under the policy that maximises it — the model of the
// 何切る simulators and of mahjong-cpp's expected-score calculator: the unseen tiles (136 minus
// the hand, its calls and the seen tiles) are drawn uniformly without replacement, the player
// draws, wins if the hand is complete, otherwise discards; no opponents, no calls. For a hand
// that just drew (14 tiles), the same numbers after each discard. The search is in search.ts.
import { InputError } from "@arcade/core";
import { createScorer } from "../../rules/score/score.ts";
import { calledMeld } from "../../rules/score/melds.ts";
import { situation as makeSituation, type Situation } from "../../rules/score/situation.ts";
import type { Hand } from "../hand.ts";
import { KIND_COUNT, tileName, type Tile } from "../tiles.ts";
import { OddsCancelled, OddsSearch, type HandValues, type SearchLimits, type WinScorer } from "./search.ts";

export type OddsGoal = "win" | "tenpai" | "score";

/** Most draws asked for: a player draws at most 18 times in a hand. */
export const MAX_DRAWS = 18;
/** Default bound on the search (states evaluated, each 10–60 µs here): about 10 s of work at most. */
export const DEFAULT_MAX_STATES = 250_000;

export interface OddsOptions {
  /** Draws to come (1–18, at most the unseen tiles). */
  draws: number;
  /** Visible tiles besides the hand and its calls (discards, dora indicators, others' calls). */
  seen?: readonly Tile[];
  /** What orders the discards, best first: win (default), tenpai or score. */
  goal?: OddsGoal;
  /** Red fives in the set (default true): an unseen red five may be drawn. */
  redFives?: boolean;
  /**
   * The situation wins are scored in (winds, dora indicators, …; always a tsumo, no riichi
   * unless given). Its dora indicators count as seen. Absent: East round, East seat (dealer).
   */
  situation?: Partial<Situation>;
  /** Replaces the scoring engine (tests); null: every expected score is 0. */
  scorer?: WinScorer | null;
  /** Bound on the work: states evaluated before OddsTooExpensive is thrown. */
  maxStates?: number;
  /** Polled between discards and every few thousand states: when it reads true, OddsCancelled is thrown. */
  signal?: { readonly aborted: boolean };
  /** Called with (discards done, discards in all) before the first and after each discard. */
  onProgress?: (done: number, total: number) => void;
  /** When given, receives the work done: search states evaluated (benchmarks). */
  stats?: { states: number };
}

export interface HandOdds extends HandValues {
  /** Draws the numbers are for. */
  draws: number;
  /** Unseen tiles the draws come from. */
  unseen: number;
}

export interface DiscardOdds extends HandValues {
  discard: number;
  /** The tile discarded, mpsz (a red five only when it is the hand's only five of its suit). */
  tile: string;
}

/** Unseen counts, red fives held and unseen, checked (at most four of a kind counting the seen tiles). */
function wallOf(hand: Hand, seen: readonly Tile[], redFives: boolean, indicators: readonly number[]): { wall: number[]; redHeld: number; redInWall: number } {
  const visible = new Array<number>(KIND_COUNT).fill(0);
  let redVisible = 0;
  let redHeld = 0;
  const note = (t: Tile) => {
    visible[t.kind]!++;
    if (!t.red) return;
    const bit = 1 << Math.floor(t.kind / 9);
    if ((redVisible & bit) !== 0)
      throw new InputError(`a second red five ${tileName(t)} counting the hand, its calls and the seen tiles (one per suit)`, "--seen");
    redVisible |= bit;
  };
  for (const t of hand.concealed) {
    note(t);
    if (t.red) redHeld |= 1 << Math.floor(t.kind / 9);
  }
  for (const meld of hand.melds) meld.tiles.forEach(note);
  seen.forEach(note);
  for (const kind of indicators) note({ kind, red: false });
  const wall = visible.map((v, k) => {
    if (v > 4) throw new InputError(`${tileName(k)} appears ${v} times counting the hand, its calls and the seen tiles (at most 4)`, "--seen");
    return 4 - v;
  });
  let redInWall = 0;
  if (redFives) for (let suit = 0; suit < 3; suit++) if ((redVisible & (1 << suit)) === 0 && wall[suit * 9 + 4]! > 0) redInWall |= 1 << suit;
  return { wall, redHeld, redInWall };
}

function checkDraws(draws: number, unseen: number): void {
  if (!Number.isInteger(draws) || draws < 1 || draws > MAX_DRAWS)
    throw new InputError(`must be a whole number from 1 to ${MAX_DRAWS}, got ${draws}`, "--draws");
  if (draws > unseen) throw new InputError(`asks for ${draws} draws but only ${unseen} tiles are unseen`, "--draws");
}

function limitsOf(options: OddsOptions): SearchLimits {
  return { maxStates: options.maxStates ?? DEFAULT_MAX_STATES, signal: options.signal };
}

/**
 * Points of a self-drawn win for the search: the scoring engine's value of the hand alone (no
 * honba or sticks), 0 when the win has no yaku. `redFives` = the concealed red fives (bit per
 * suit); the calls' red fives are added.
 */
function scorerOf(hand: Hand, options: OddsOptions): WinScorer | null {
  if (options.scorer !== undefined) return options.scorer;
  const score = createScorer(makeSituation({ ...options.situation, tsumo: true }), hand.melds.map(calledMeld));
  const calledRed = hand.melds.reduce((n, m) => n + m.tiles.filter((t) => t.red).length, 0);
  return (counts, winKind, redFives) => score(counts, winKind, calledRed + POPCOUNT[redFives]!)?.points.hand ?? 0;
}

/** Set bits of 0..7 (the red-five masks). */
const POPCOUNT = [0, 1, 1, 2, 1, 2, 2, 3];

function countsOfTiles(tiles: readonly Tile[]): number[] {
  const counts = new Array<number>(KIND_COUNT).fill(0);
  for (const t of tiles) counts[t.kind]!++;
  return counts;
}

/** The odds of a waiting hand (13 concealed tiles, 3 fewer per call) as it stands. */
export function handOdds(hand: Hand, options: OddsOptions): HandOdds {
  const n = hand.concealed.length;
  if (n % 3 !== 1) throw new InputError(`has ${n} concealed tiles: the odds of a hand as it stands need 13 (3 fewer per call)`, "hand");
  const { wall, redHeld, redInWall } = wallOf(hand, options.seen ?? [], options.redFives ?? true, options.situation?.dora ?? []);
  const unseen = wall.reduce((a, b) => a + b, 0);
  checkDraws(options.draws, unseen);
  if (options.signal?.aborted === true) throw new OddsCancelled("the odds search was cancelled");
  options.onProgress?.(0, 1);
  const search = new OddsSearch(wall, options.draws, n, redInWall, scorerOf(hand, options), limitsOf(options));
  const values = search.evaluate({ hand: countsOfTiles(hand.concealed), redHeld });
  if (options.stats) options.stats.states = search.states;
  options.onProgress?.(1, 1);
  return { ...values, draws: options.draws, unseen };
}

/** Orders rows best first by the goal, then the other numbers, then tile order. */
export function compareOdds(goal: OddsGoal): (a: DiscardOdds, b: DiscardOdds) => number {
  const order: (keyof HandValues)[] =
    goal === "tenpai" ? ["tenpai", "win", "expectedScore"] : goal === "score" ? ["expectedScore", "win", "tenpai"] : ["win", "tenpai", "expectedScore"];
  return (a, b) => {
    for (const key of order) if (a[key] !== b[key]) return b[key] - a[key];
    return a.discard - b.discard;
  };
}

/**
 * The odds after each discard of a hand that just drew (14 concealed tiles, 3 fewer per call),
 * best first by `goal`. The discarded tile is not drawn again (it is in the river). One search
 * serves every discard, so states reached from two discards are evaluated once.
 */
export function discardOdds(hand: Hand, options: OddsOptions): DiscardOdds[] {
  const n = hand.concealed.length;
  if (n % 3 !== 2) throw new InputError(`has ${n} concealed tiles: the odds per discard need 14 (3 fewer per call)`, "hand");
  const { wall, redHeld, redInWall } = wallOf(hand, options.seen ?? [], options.redFives ?? true, options.situation?.dora ?? []);
  checkDraws(
    options.draws,
    wall.reduce((a, b) => a + b, 0),
  );
  const counts = countsOfTiles(hand.concealed);
  const kinds = counts.flatMap((c, k) => (c > 0 ? [k] : []));
  const search = new OddsSearch(wall, options.draws, n - 1, redInWall, scorerOf(hand, options), limitsOf(options));
  const rows: DiscardOdds[] = [];
  options.onProgress?.(0, kinds.length);
  for (const kind of kinds) {
    if (options.signal?.aborted === true) throw new OddsCancelled("the odds search was cancelled");
    counts[kind]!--;
    // A red five is discarded only when it is the hand's last five of its suit.
    const suitBit = kind < 27 && kind % 9 === 4 ? 1 << Math.floor(kind / 9) : 0;
    const redGone = suitBit !== 0 && counts[kind] === 0 && (redHeld & suitBit) !== 0;
    const values = search.evaluate({ hand: counts, redHeld: redGone ? redHeld & ~suitBit : redHeld });
    counts[kind]!++;
    rows.push({ discard: kind, tile: redGone ? `0${"mps"[Math.floor(kind / 9)]!}` : tileName(kind), ...values });
    options.onProgress?.(rows.length, kinds.length);
  }
  if (options.stats) options.stats.states = search.states;
  return rows.sort(compareOdds(options.goal ?? "win"));
}
