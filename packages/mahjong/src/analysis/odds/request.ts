// What every odds request shares, whichever model answers it (the exact search in search.ts or
// the whole-hand model in whole-hand.ts): the options, the wall of unseen tiles worked out from
// the hand and the seen tiles (checked: at most four of a kind, one red five per suit), the draws
// checked against it, the scorer of a self-drawn win, and the order of the rows.
import { InputError } from "@arcade/core";
import { createScorer } from "../../rules/score/score.ts";
import { calledMeld } from "../../rules/score/melds.ts";
import { situation as makeSituation, type Situation } from "../../rules/score/situation.ts";
import type { Hand } from "../hand.ts";
import { KIND_COUNT, tileName, type Tile } from "../tiles.ts";
import type { SearchLimits, WinScorer } from "./limits.ts";

/** The three numbers of a hand (or of a discard). */
export interface HandValues {
  win: number;
  tenpai: number;
  expectedScore: number;
}

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
  /** When given, receives the work done: search states evaluated, or the whole-hand graph's nodes (benchmarks). */
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
export function wallOf(
  hand: Hand,
  seen: readonly Tile[],
  redFives: boolean,
  indicators: readonly number[],
): { wall: number[]; redHeld: number; redInWall: number } {
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

export function checkDraws(draws: number, unseen: number): void {
  if (!Number.isInteger(draws) || draws < 1 || draws > MAX_DRAWS)
    throw new InputError(`must be a whole number from 1 to ${MAX_DRAWS}, got ${draws}`, "--draws");
  if (draws > unseen) throw new InputError(`asks for ${draws} draws but only ${unseen} tiles are unseen`, "--draws");
}

export function limitsOf(options: OddsOptions): SearchLimits {
  return { maxStates: options.maxStates ?? DEFAULT_MAX_STATES, signal: options.signal };
}

/**
 * Points of a self-drawn win for the search: the scoring engine's value of the hand alone (no
 * honba or sticks), 0 when the win has no yaku. `redFives` = the concealed red fives (bit per
 * suit); the calls' red fives are added.
 */
export function scorerOf(hand: Hand, options: Pick<OddsOptions, "scorer" | "situation">): WinScorer | null {
  if (options.scorer !== undefined) return options.scorer;
  const score = createScorer(makeSituation({ ...options.situation, tsumo: true }), hand.melds.map(calledMeld));
  const calledRed = hand.melds.reduce((n, m) => n + m.tiles.filter((t) => t.red).length, 0);
  return (counts, winKind, redFives) => score(counts, winKind, calledRed + POPCOUNT[redFives]!)?.points.hand ?? 0;
}

/** Set bits of 0..7 (the red-five masks). */
const POPCOUNT = [0, 1, 1, 2, 1, 2, 2, 3];

export function countsOfTiles(tiles: readonly Tile[]): number[] {
  const counts = new Array<number>(KIND_COUNT).fill(0);
  for (const t of tiles) counts[t.kind]!++;
  return counts;
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
