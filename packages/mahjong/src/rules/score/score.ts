// Scoring a win: the highest-scoring reading of the hand. Every decomposition (4 groups + pair
// with each place of the winning tile, seven pairs, thirteen orphans) is scored — yakuman, else
// yaku + dora with fu — and the one paying most wins (ties: more han, then more fu).
//
// Two ways in: `scoreHand` takes tile counts (the fast path for search: no parsing), and
// `scoreWin` takes a parsed Hand and the winning Tile and says why it is not a scoring win.
// `createScorer` memoises scoreHand for one situation and set of calls.
import { InputError } from "@arcade/core";
import { decompositions } from "../../analysis/agari.ts";
import type { Hand } from "../../analysis/hand.ts";
import { KIND_COUNT, tileName, type Kind, type Tile } from "../../analysis/tiles.ts";
import { arrangementFu, CHIITOITSU_FU } from "./fu.ts";
import { allTileCounts, arrangements, calledMeld, isOpenCall, type Arrangement, type CalledMeld, type Wait } from "./melds.ts";
import { basePoints, payments, type Points } from "./points.ts";
import { doraOf, isDealer, situationProblem, type Situation } from "./situation.ts";
import { arrangementYaku, situationYaku, tileYaku, yaku, type HandFacts, type Yaku } from "./yaku.ts";
import { arrangementYakuman, kokushiYakuman, tileYakuman } from "./yakuman.ts";

export interface ScoreInput {
  /** Concealed tile counts over the 34 kinds, the winning tile included (red fives as fives). */
  counts: ArrayLike<number>;
  /** The kind of the winning tile. */
  win: Kind;
  /** Red fives among all the hand's tiles, concealed and called (each is a dora). */
  red?: number;
  /** The calls, in any order. */
  calls?: readonly CalledMeld[];
}

export interface Score {
  /** Han of the yaku and dora; for a yakuman, 13 × the multiple. */
  han: number;
  /** Fu (25 for seven pairs); 0 for a yakuman, where fu do not count. */
  fu: number;
  /** 0, or the yakuman multiple (a counted 13-han hand is not one: see points.limit). */
  yakuman: number;
  /** The yaku, then Dora, Aka dora and Ura dora when they count. */
  yaku: Yaku[];
  points: Points;
  form: "standard" | "chiitoitsu" | "kokushi";
  /** The arrangement scored (standard form only). */
  arrangement: Arrangement | null;
  /** The wait it was read as (standard form), or null. */
  wait: Wait | null;
}

function doraCount(f: HandFacts, indicators: readonly Kind[]): number {
  let n = 0;
  for (const i of indicators) n += f.all[doraOf(i)]!;
  return n;
}

function doraYaku(f: HandFacts, red: number, out: Yaku[]): void {
  const dora = doraCount(f, f.situation.dora);
  if (dora > 0) out.push(yaku("Dora", dora));
  if (red > 0) out.push(yaku("Aka dora", red));
  if (f.situation.riichi !== "none") {
    const ura = doraCount(f, f.situation.ura);
    if (ura > 0) out.push(yaku("Ura dora", ura));
  }
}

function better(a: Score, b: Score | null): boolean {
  if (b === null) return true;
  if (a.points.hand !== b.points.hand) return a.points.hand > b.points.hand;
  if (a.han !== b.han) return a.han > b.han;
  return a.fu > b.fu;
}

interface Reading {
  yakuman: Yaku[];
  yaku: Yaku[];
  fu: number;
  form: Score["form"];
  arrangement: Arrangement | null;
}

function money(s: Situation, han: number, fu: number, multiple: number): Points {
  const { base, limit } = basePoints(han, fu, multiple);
  return payments(base, limit, { dealer: isDealer(s), tsumo: s.tsumo, honba: s.honba, sticks: s.sticks });
}

function scored(f: HandFacts, red: number, r: Reading): Score | null {
  const wait = r.arrangement === null ? null : r.arrangement.wait;
  if (r.yakuman.length > 0) {
    let multiple = 0;
    for (const y of r.yakuman) multiple += y.yakuman;
    const points = money(f.situation, 0, 0, multiple);
    return { han: 13 * multiple, fu: 0, yakuman: multiple, yaku: r.yakuman, points, form: r.form, arrangement: r.arrangement, wait };
  }
  if (r.yaku.length === 0) return null;
  const all = r.yaku.slice();
  doraYaku(f, red, all);
  let han = 0;
  for (const y of all) han += y.han;
  return { han, fu: r.fu, yakuman: 0, yaku: all, points: money(f.situation, han, r.fu, 0), form: r.form, arrangement: r.arrangement, wait };
}

/**
 * The best score of a winning hand, or null when the tiles are not a win or the win has no yaku
 * (dora alone are not a yaku). Does not check the situation (see situationProblem) or that the
 * winning tile could have completed the hand beyond being in it.
 */
export function scoreHand(input: ScoreInput, situation: Situation): Score | null {
  const calls = input.calls ?? [];
  const concealed = new Array<number>(KIND_COUNT);
  let tiles = 0;
  let pairs = 0;
  for (let k = 0; k < KIND_COUNT; k++) {
    const n = input.counts[k]!;
    concealed[k] = n;
    tiles += n;
    if (n === 2) pairs++;
  }
  if (concealed[input.win]! === 0 || tiles !== 14 - 3 * calls.length) return null;
  const f: HandFacts = {
    all: allTileCounts(concealed, calls),
    concealed,
    win: input.win,
    calls,
    closed: calls.every((c) => !isOpenCall(c.type)),
    situation,
  };
  const red = input.red ?? 0;
  const readings = arrangements(concealed, input.win, calls, situation.tsumo);
  const kokushi = tiles === 14 ? kokushiYakuman(f) : [];
  const chiitoitsu = tiles === 14 && pairs === 7;
  if (readings.length === 0 && kokushi.length === 0 && !chiitoitsu) return null;
  const fromSituation = situationYaku(f);
  const fromTiles = tileYaku(f);
  const tileLimits = tileYakuman(f);
  const candidates: Reading[] = [];
  if (kokushi.length > 0) candidates.push({ yakuman: kokushi.concat(tileLimits), yaku: [], fu: 0, form: "kokushi", arrangement: null });
  if (chiitoitsu) {
    const yakuList = fromSituation.concat(yaku("Chiitoitsu", 2), fromTiles);
    candidates.push({ yakuman: tileLimits, yaku: yakuList, fu: CHIITOITSU_FU, form: "chiitoitsu", arrangement: null });
  }
  for (const a of readings) {
    const yakuList = fromSituation.concat(arrangementYaku(f, a), fromTiles);
    candidates.push({ yakuman: tileLimits.concat(arrangementYakuman(f, a)), yaku: yakuList, fu: arrangementFu(f, a), form: "standard", arrangement: a });
  }
  let best: Score | null = null;
  for (const r of candidates) {
    const s = scored(f, red, r);
    if (s !== null && better(s, best)) best = s;
  }
  return best;
}

/**
 * scoreHand memoised for one situation and one set of calls: `(counts, win, red)` → Score | null.
 * For searches that meet the same final hands many times. The key is two numbers (the counts
 * of kinds 0–16 and 17–33 in base 5, the second with the win and red count folded in), so a hit
 * costs two Map lookups and no string. The cache holds up to `limit` hands, then starts again.
 */
export function createScorer(
  situation: Situation,
  calls: readonly CalledMeld[] = [],
  limit = 200_000,
): (counts: ArrayLike<number>, win: Kind, red?: number) => Score | null {
  let cache = new Map<number, Map<number, Score | null>>();
  let size = 0;
  return (counts, win, red = 0) => {
    let low = 0;
    let high = 0;
    for (let k = 0; k < 17; k++) low = low * 5 + counts[k]!;
    for (let k = 17; k < KIND_COUNT; k++) high = high * 5 + counts[k]!;
    const key = (high * KIND_COUNT + win) * 16 + red; // 5^17 · 34 · 16 < 2^53
    let inner = cache.get(low);
    const hit = inner?.get(key);
    if (hit !== undefined) return hit;
    if (size >= limit) {
      cache = new Map();
      size = 0;
      inner = undefined;
    }
    if (inner === undefined) cache.set(low, (inner = new Map<number, Score | null>()));
    const score = scoreHand({ counts, win, red, calls }, situation);
    inner.set(key, score);
    size++;
    return score;
  };
}

/**
 * Scores a parsed hand (its concealed tiles include the winning tile) won on `win`. Throws
 * InputError with the reason when the situation is impossible, the winning tile is not among
 * the concealed tiles, the hand is not complete, or the win has no yaku.
 */
export function scoreWin(hand: Hand, win: Tile, situation: Situation): Score {
  const calls = hand.melds.map(calledMeld);
  const problem = situationProblem(situation, {
    open: calls.some((c) => isOpenCall(c.type)),
    kans: calls.filter((c) => c.type !== "chi" && c.type !== "pon").length,
    calls: calls.length,
  });
  if (problem !== null) throw new InputError(problem, "situation");
  if (!hand.concealed.some((t) => t.kind === win.kind && t.red === win.red)) {
    const other = hand.concealed.find((t) => t.kind === win.kind);
    const hint = other === undefined ? "" : ` (it has ${tileName(other)}${other.red ? ", the red five" : ", not the red five"})`;
    throw new InputError(`the winning tile ${tileName(win)} is not among the hand's concealed tiles${hint}`, "win");
  }
  const counts = new Array<number>(KIND_COUNT).fill(0);
  for (const t of hand.concealed) counts[t.kind]!++;
  if (decompositions(counts).length === 0) throw new InputError("is not a winning hand (no four melds and a pair, seven pairs or thirteen orphans)", "hand");
  const red = hand.concealed.filter((t) => t.red).length + hand.melds.reduce((n, m) => n + m.tiles.filter((t) => t.red).length, 0);
  const score = scoreHand({ counts, win: win.kind, red, calls }, situation);
  if (score === null) throw new InputError("has no yaku (dora alone do not make a win)", "hand");
  return score;
}

/**
 * The best score of a complete hand when the winning tile is not known (a hand typed into the
 * analyser): each distinct concealed tile tried as the winning one, the best score kept with its
 * tile; null when the hand is not complete or no reading has a yaku. The situation is used as
 * given (not validated).
 */
export function bestWin(hand: Hand, situation: Situation): { win: Tile; score: Score } | null {
  const counts = new Array<number>(KIND_COUNT).fill(0);
  for (const t of hand.concealed) counts[t.kind]!++;
  const calls = hand.melds.map(calledMeld);
  const red = [...hand.concealed, ...hand.melds.flatMap((m) => m.tiles)].filter((t) => t.red).length;
  let best: { win: Tile; score: Score } | null = null;
  for (let kind = 0; kind < KIND_COUNT; kind++) {
    if (counts[kind] === 0) continue;
    const score = scoreHand({ counts, win: kind, red, calls }, situation);
    if (score !== null && (best === null || better(score, best.score))) best = { win: hand.concealed.find((t) => t.kind === kind)!, score };
  }
  return best;
}
