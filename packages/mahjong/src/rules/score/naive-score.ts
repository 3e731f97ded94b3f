// TEST ONLY: a second, deliberately plain scorer to check score.ts against. It shares no code
// with it: the hand is a list of tiles, every way of cutting the list into a pair and melds is
// tried by removing tiles from arrays (duplicates and all), the winning tile is put in every set
// that holds it, each yaku is a predicate over explicit tile lists, fu come from a lookup table,
// and points from han and fu by the published formula. It is slow on purpose and only used by
// score.property.test.ts.
import type { MeldType } from "../../analysis/hand.ts";
import type { Situation } from "./situation.ts";

interface NaiveSet {
  tiles: number[];
  /** pair, run, triplet or kan. */
  shape: "pair" | "run" | "triplet" | "kan";
  /** Called openly (or a triplet a ron completed). */
  open: boolean;
  called: boolean;
}

export interface NaiveResult {
  han: number;
  fu: number;
  yakuman: number;
  total: number;
  names: string[];
}

const suit = (t: number) => (t >= 27 ? 3 : Math.floor(t / 9));
const num = (t: number) => (t % 9) + 1;
const simple = (t: number) => t < 27 && num(t) >= 2 && num(t) <= 8;
const honour = (t: number) => t >= 27;
const terminal = (t: number) => t < 27 && (num(t) === 1 || num(t) === 9);
const dragon = (t: number) => t === 31 || t === 32 || t === 33;
const wind = (t: number) => t >= 27 && t <= 30;

/** Every way to cut `tiles` (sorted) into one pair and runs/triplets. */
function cuts(tiles: number[], havePair: boolean): NaiveSet[][] {
  if (tiles.length === 0) return havePair ? [[]] : [];
  const first = tiles[0]!;
  const out: NaiveSet[][] = [];
  const without = (list: number[], remove: number[]): number[] | null => {
    const copy = [...list];
    for (const r of remove) {
      const i = copy.indexOf(r);
      if (i < 0) return null;
      copy.splice(i, 1);
    }
    return copy;
  };
  const tryTake = (take: number[], shape: NaiveSet["shape"], pairNow: boolean) => {
    const rest = without(tiles, take);
    if (rest === null) return;
    for (const more of cuts(rest, pairNow)) out.push([{ tiles: take, shape, open: false, called: false }, ...more]);
  };
  if (!havePair) tryTake([first, first], "pair", true);
  tryTake([first, first, first], "triplet", havePair);
  if (first < 27 && num(first) <= 7) tryTake([first, first + 1, first + 2], "run", havePair);
  return out;
}

function callSet(type: MeldType, kind: number): NaiveSet {
  if (type === "chi") return { tiles: [kind, kind + 1, kind + 2], shape: "run", open: true, called: true };
  if (type === "pon") return { tiles: [kind, kind, kind], shape: "triplet", open: true, called: true };
  return { tiles: [kind, kind, kind, kind], shape: "kan", open: type !== "closedKan", called: true };
}

const FU_TABLE: Record<string, number> = {
  "triplet open simple": 2,
  "triplet open orphan": 4,
  "triplet closed simple": 4,
  "triplet closed orphan": 8,
  "kan open simple": 8,
  "kan open orphan": 16,
  "kan closed simple": 16,
  "kan closed orphan": 32,
};

function nextTile(t: number): number {
  if (t < 27) return num(t) === 9 ? t - 8 : t + 1;
  if (t <= 30) return t === 30 ? 27 : t + 1;
  return t === 33 ? 31 : t + 1;
}

function pointsOf(han: number, fu: number, yakuman: number, s: Situation): number {
  let base: number;
  if (yakuman > 0) base = 8000 * yakuman;
  else if (han >= 13) base = 8000;
  else if (han >= 11) base = 6000;
  else if (han >= 8) base = 4000;
  else if (han >= 6) base = 3000;
  else if (han === 5) base = 2000;
  else base = Math.min(2000, fu * Math.pow(2, han + 2));
  const up = (x: number) => 100 * Math.ceil(x / 100);
  const dealer = s.seatWind === 0;
  let hand: number;
  if (!s.tsumo) hand = up(base * (dealer ? 6 : 4));
  else if (dealer) hand = up(base * 2) * 3;
  else hand = up(base * 2) + up(base) * 2;
  return hand + s.honba * 300 + s.sticks * 1000;
}

/** The best (most points, then han, then fu) score of the hand, or null: not a win or no yaku. */
export function naiveScore(concealedTiles: number[], calls: { type: MeldType; kind: number }[], win: number, red: number, s: Situation): NaiveResult | null {
  const concealed = [...concealedTiles].sort((a, b) => a - b);
  const called = calls.map((c) => callSet(c.type, c.kind));
  const everything = [...concealed, ...called.flatMap((c) => c.tiles)];
  const isClosed = called.every((c) => !c.open);
  const seatT = 27 + s.seatWind;
  const roundT = 27 + s.roundWind;
  const countIn = (list: number[], t: number) => list.filter((x) => x === t).length;
  const candidates: NaiveResult[] = [];

  const situational = (): [string, number][] => {
    const y: [string, number][] = [];
    if (s.riichi === "riichi") y.push(["riichi", 1]);
    if (s.riichi === "double") y.push(["double riichi", 2]);
    if (s.ippatsu) y.push(["ippatsu", 1]);
    if (s.tsumo && isClosed) y.push(["tsumo", 1]);
    if (s.lastTile) y.push(["last tile", 1]);
    if (s.rinshan) y.push(["rinshan", 1]);
    if (s.chankan) y.push(["chankan", 1]);
    return y;
  };
  const wholeHand = (): [string, number][] => {
    const y: [string, number][] = [];
    if (everything.every(simple)) y.push(["tanyao", 1]);
    if (everything.every((t) => !simple(t))) y.push(["honroutou", 2]);
    const suits = new Set(everything.filter((t) => !honour(t)).map(suit));
    if (suits.size === 1 && everything.some(honour)) y.push(["honitsu", isClosed ? 3 : 2]);
    if (suits.size === 1 && !everything.some(honour)) y.push(["chinitsu", isClosed ? 6 : 5]);
    return y;
  };
  const limitHands = (): [string, number][] => {
    const y: [string, number][] = [];
    if (s.firstDraw) y.push([s.seatWind === 0 ? "tenhou" : "chiihou", 1]);
    if (everything.every(honour)) y.push(["tsuuiisou", 1]);
    if (everything.every(terminal)) y.push(["chinroutou", 1]);
    if (everything.every((t) => [19, 20, 21, 23, 25, 32].includes(t))) y.push(["ryuuiisou", 1]);
    if (calls.length === 0 && win < 27) {
      const base = win - (win % 9);
      const inSuit = concealed.every((t) => t >= base && t < base + 9);
      const need = [base, base, base, base + 1, base + 2, base + 3, base + 4, base + 5, base + 6, base + 7, base + 8, base + 8, base + 8];
      const leftover = (() => {
        const copy = [...concealed];
        for (const t of need) {
          const i = copy.indexOf(t);
          if (i < 0) return null;
          copy.splice(i, 1);
        }
        return copy;
      })();
      if (inSuit && leftover !== null) {
        const before = [...concealed];
        before.splice(before.indexOf(win), 1);
        const pure = need.every((t, i) => before[i] === t);
        y.push([pure ? "pure nine gates" : "nine gates", pure ? 2 : 1]);
      }
    }
    return y;
  };
  const doraHan = (): [string, number][] => {
    const y: [string, number][] = [];
    let d = 0;
    for (const ind of s.dora) d += countIn(everything, nextTile(ind));
    if (d) y.push(["dora", d]);
    if (red) y.push(["aka", red]);
    if (s.riichi !== "none") {
      let u = 0;
      for (const ind of s.ura) u += countIn(everything, nextTile(ind));
      if (u) y.push(["ura", u]);
    }
    return y;
  };
  const finish = (yakuman: [string, number][], yaku: [string, number][], fu: number) => {
    if (yakuman.length > 0) {
      const m = yakuman.reduce((a, [, v]) => a + v, 0);
      candidates.push({ han: 13 * m, fu: 0, yakuman: m, total: pointsOf(0, 0, m, s), names: yakuman.map(([n]) => n) });
      return;
    }
    if (yaku.length === 0) return;
    const all = [...yaku, ...doraHan()];
    const han = all.reduce((a, [, v]) => a + v, 0);
    candidates.push({ han, fu, yakuman: 0, total: pointsOf(han, fu, 0, s), names: all.map(([n]) => n) });
  };

  // Thirteen orphans.
  const orphanKinds = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
  if (calls.length === 0 && concealed.length === 14 && concealed.every((t) => orphanKinds.includes(t)) && orphanKinds.every((t) => concealed.includes(t))) {
    finish([[countIn(concealed, win) === 2 ? "kokushi 13" : "kokushi", countIn(concealed, win) === 2 ? 2 : 1], ...limitHands()], [], 0);
  }
  // Seven pairs: seven different kinds, two of each.
  if (calls.length === 0 && concealed.length === 14) {
    const kinds = [...new Set(concealed)];
    if (kinds.length === 7 && kinds.every((k) => countIn(concealed, k) === 2)) finish(limitHands(), [...situational(), ["chiitoitsu", 2], ...wholeHand()], 25);
  }
  // Four melds and a pair, the winning tile in each set that holds it.
  for (const cut of cuts(concealed, false)) {
    for (let w = 0; w < cut.length; w++) {
      if (!cut[w]!.tiles.includes(win)) continue;
      const own = cut.map((set, i) => (i === w && set.shape === "triplet" && !s.tsumo ? { ...set, open: true } : set));
      const target = own[w]!;
      const sets = [...own, ...called];
      const pair = sets.find((x) => x.shape === "pair")!;
      const melds = sets.filter((x) => x.shape !== "pair");
      const runs = melds.filter((x) => x.shape === "run");
      const trips = melds.filter((x) => x.shape !== "run");
      let wait: string;
      if (target.shape === "pair") wait = "tanki";
      else if (target.shape !== "run") wait = "shanpon";
      else if (target.tiles[1] === win) wait = "kanchan";
      else if ((target.tiles[2] === win && num(target.tiles[0]!) === 1) || (target.tiles[0] === win && num(target.tiles[2]!) === 9)) wait = "penchan";
      else wait = "ryanmen";
      const p = pair.tiles[0]!;
      const valuePair = dragon(p) || p === seatT || p === roundT;
      const pinfu = calls.length === 0 && runs.length === 4 && !valuePair && wait === "ryanmen";

      const y: [string, number][] = [...situational(), ...wholeHand()];
      if (pinfu) y.push(["pinfu", 1]);
      if (isClosed) {
        const keys = runs.map((r) => r.tiles[0]!).sort((a, b) => a - b);
        let same = 0;
        for (let i = 0; i + 1 < keys.length; i++) {
          if (keys[i] === keys[i + 1]) {
            same++;
            i++;
          }
        }
        if (same === 2) y.push(["ryanpeikou", 3]);
        if (same === 1) y.push(["iipeikou", 1]);
      }
      for (const t of trips) {
        const k = t.tiles[0]!;
        if (dragon(k)) y.push(["dragon", 1]);
        if (k === seatT) y.push(["seat", 1]);
        if (k === roundT) y.push(["round", 1]);
      }
      for (let n = 0; n < 9; n++) {
        const runStarts = runs.map((r) => r.tiles[0]);
        if (runStarts.includes(n) && runStarts.includes(n + 9) && runStarts.includes(n + 18)) y.push(["sanshoku", isClosed ? 2 : 1]);
        const tripKinds = trips.map((r) => r.tiles[0]);
        if (tripKinds.includes(n) && tripKinds.includes(n + 9) && tripKinds.includes(n + 18)) y.push(["sanshoku doukou", 2]);
      }
      for (const b of [0, 9, 18]) {
        const runStarts = runs.map((r) => r.tiles[0]);
        if (runStarts.includes(b) && runStarts.includes(b + 3) && runStarts.includes(b + 6)) y.push(["ittsu", isClosed ? 2 : 1]);
      }
      const everySetEnds = sets.every((x) => x.tiles.some((t) => !simple(t)));
      if (everySetEnds && runs.length > 0) {
        if (everything.some(honour)) y.push(["chanta", isClosed ? 2 : 1]);
        else y.push(["junchan", isClosed ? 3 : 2]);
      }
      if (trips.length === 4) y.push(["toitoi", 2]);
      const concealedTrips = trips.filter((t) => !t.open).length;
      if (concealedTrips === 3) y.push(["sanankou", 2]);
      const kans = trips.filter((t) => t.shape === "kan").length;
      if (kans === 3) y.push(["sankantsu", 2]);
      const dragonTrips = trips.filter((t) => dragon(t.tiles[0]!)).length;
      if (dragonTrips === 2 && dragon(p)) y.push(["shousangen", 2]);

      const ym: [string, number][] = limitHands();
      if (concealedTrips === 4) ym.push([wait === "tanki" ? "suuankou tanki" : "suuankou", wait === "tanki" ? 2 : 1]);
      if (dragonTrips === 3) ym.push(["daisangen", 1]);
      const windTrips = trips.filter((t) => wind(t.tiles[0]!)).length;
      if (windTrips === 4) ym.push(["daisuushii", 2]);
      if (windTrips === 3 && wind(p)) ym.push(["shousuushii", 1]);
      if (kans === 4) ym.push(["suukantsu", 1]);

      let fu: number;
      if (pinfu && s.tsumo) fu = 20;
      else if (pinfu) fu = 30;
      else {
        fu = 20 + (isClosed && !s.tsumo ? 10 : 0) + (s.tsumo ? 2 : 0) + (["kanchan", "penchan", "tanki"].includes(wait) ? 2 : 0);
        fu += (dragon(p) ? 2 : 0) + (p === seatT ? 2 : 0) + (p === roundT ? 2 : 0);
        for (const t of trips) fu += FU_TABLE[`${t.shape} ${t.open ? "open" : "closed"} ${simple(t.tiles[0]!) ? "simple" : "orphan"}`]!;
        if (!isClosed && fu === 20) fu = 30;
        fu = Math.ceil(fu / 10) * 10;
      }
      finish(ym, y, fu);
    }
  }
  let best: NaiveResult | null = null;
  for (const c of candidates) {
    if (best === null || c.total > best.total || (c.total === best.total && (c.han > best.han || (c.han === best.han && c.fu > best.fu)))) best = c;
  }
  return best;
}
