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

function doraYaku(f: HandFacts, red: number, out: Yaku[]): void {
  const count = (indicators: readonly Kind[]) => indicators.reduce((n, i) => n + f.all[doraOf(i)]!, 0);
  const dora = count(f.situation.dora);
  if (dora > 0) out.push(yaku("Dora", dora));
  if (red > 0) out.push(yaku("Aka dora", red));
  if (f.situation.riichi !== "none") {
    const ura = count(f.situation.ura);
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

function scored(f: HandFacts, red: number, r: Reading): Score | null {
  const s = f.situation;
  const money = (han: number, fu: number, multiple: number) => {
    const { base, limit } = basePoints(han, fu, multiple);
    return payments(base, limit, { dealer: isDealer(s), tsumo: s.tsumo, honba: s.honba, sticks: s.sticks });
  };
  const common = { form: r.form, arrangement: r.arrangement, wait: r.arrangement?.wait ?? null };
  if (r.yakuman.length > 0) {
    const multiple = r.yakuman.reduce((n, y) => n + y.yakuman, 0);
    return { han: 13 * multiple, fu: 0, yakuman: multiple, yaku: r.yakuman, points: money(0, 0, multiple), ...common };
  }
  if (r.yaku.length === 0) return null;
  const all = [...r.yaku];
  doraYaku(f, red, all);
  const han = all.reduce((n, y) => n + y.han, 0);
  return { han, fu: r.fu, yakuman: 0, yaku: all, points: money(han, r.fu, 0), ...common };
}

/**
 * The best score of a winning hand, or null when the tiles are not a win or the win has no yaku
 * (dora alone are not a yaku). Does not check the situation (see situationProblem) or that the
 * winning tile could have completed the hand beyond being in it.
 */
export function scoreHand(input: ScoreInput, situation: Situation): Score | null {
  const calls = input.calls ?? [];
  const concealed = Array.from({ length: KIND_COUNT }, (_, k) => input.counts[k]!);
  if (concealed[input.win]! === 0) return null;
  const f: HandFacts = {
    all: allTileCounts(concealed, calls),
    concealed,
    win: input.win,
    calls,
    closed: calls.every((c) => !isOpenCall(c.type)),
    situation,
  };
  const red = input.red ?? 0;
  const forms = decompositions(concealed);
  if (forms.length === 0) return null;
  const fromSituation = situationYaku(f);
  const fromTiles = tileYaku(f);
  const tileLimits = tileYakuman(f);
  let best: Score | null = null;
  const consider = (r: Reading) => {
    const s = scored(f, red, r);
    if (s !== null && better(s, best)) best = s;
  };
  for (const d of forms) {
    if (d.form === "kokushi") consider({ yakuman: [...kokushiYakuman(f), ...tileLimits], yaku: [], fu: 0, form: "kokushi", arrangement: null });
    if (d.form === "chiitoitsu") {
      consider({
        yakuman: tileLimits,
        yaku: [...fromSituation, yaku("Chiitoitsu", 2), ...fromTiles],
        fu: CHIITOITSU_FU,
        form: "chiitoitsu",
        arrangement: null,
      });
    }
  }
  for (const a of arrangements(concealed, input.win, calls, situation.tsumo)) {
    consider({
      yakuman: [...tileLimits, ...arrangementYakuman(f, a)],
      yaku: [...fromSituation, ...arrangementYaku(f, a), ...fromTiles],
      fu: arrangementFu(f, a),
      form: "standard",
      arrangement: a,
    });
  }
  return best;
}

/**
 * scoreHand memoised for one situation and one set of calls: `(counts, win, red)` → Score | null.
 * For searches that meet the same final hands many times (the cache holds up to `limit` hands,
 * then starts again).
 */
export function createScorer(
  situation: Situation,
  calls: readonly CalledMeld[] = [],
  limit = 200_000,
): (counts: ArrayLike<number>, win: Kind, red?: number) => Score | null {
  const cache = new Map<string, Score | null>();
  return (counts, win, red = 0) => {
    let key = "";
    for (let k = 0; k < KIND_COUNT; k++) key += counts[k]!;
    key += `${win},${red}`;
    let hit = cache.get(key);
    if (hit === undefined) {
      if (cache.size >= limit) cache.clear();
      hit = scoreHand({ counts, win, red, calls }, situation);
      cache.set(key, hit);
    }
    return hit;
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
    throw new InputError(`the winning tile ${tileName(win)} is not among the hand's concealed tiles`, "win");
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
