// Pao (責任払い, responsibility payment) as Tenhou plays it. A seat whose discard is called for
// the third dragon set (daisangen) or the fourth wind set (daisuushii) by pon or open kan becomes
// responsible for that yakuman: if the caller wins with it, the responsible seat pays the whole
// of it on a tsumo, and half of it on a ron by a third seat (the discarder pays the other half).
// Combined with other yakuman, only the pao yakuman's share is paid so; the rest is paid as
// usual (by everyone on a tsumo, by the discarder on a ron). Honba go with the usual part: to
// the discarder on a ron, to all on a tsumo — and to the responsible seat alone when the whole
// tsumo is its to pay. Riichi sticks go to the winner as always.
import type { Score } from "../rules/score/score.ts";
import { kindOf } from "./tile-ids.ts";
import type { Seat, TableMeld, WinRecord } from "./types.ts";

const DRAGONS = [31, 32, 33];
const WINDS = [27, 28, 29, 30];

/** The pao yakuman (by the scorer's name) and its multiple (daisuushii is a double here). */
export const PAO_YAKUMAN = { Daisangen: 1, Daisuushii: 2 } as const;
export type PaoYakuman = keyof typeof PAO_YAKUMAN;

/** The sets (pon and kans) of the given kinds among the calls. */
function setsOf(melds: readonly TableMeld[], kinds: readonly number[]): number {
  return melds.filter((m) => m.type !== "chi" && kinds.includes(kindOf(m.tiles[0]!))).length;
}

/**
 * The pao yakuman that the last of `melds` (a pon or open kan just called) settles, or null: the
 * third dragon set or the fourth wind set. Closed kans count among the sets before it.
 */
export function paoCompletedBy(melds: readonly TableMeld[]): PaoYakuman | null {
  const last = melds.at(-1);
  if (last === undefined || (last.type !== "pon" && last.type !== "openKan")) return null;
  const kind = kindOf(last.tiles[0]!);
  if (DRAGONS.includes(kind) && setsOf(melds, DRAGONS) === 3) return "Daisangen";
  if (WINDS.includes(kind) && setsOf(melds, WINDS) === 4) return "Daisuushii";
  return null;
}

const ceil100 = (x: number) => Math.ceil(x / 100) * 100;

/**
 * What each seat pays or receives for a win of a yakuman hand with a responsible seat `pao`.
 * `score` is the scorer's (its honba and sticks already those this win collects).
 */
export function paoDeltas(score: Score, winner: Seat, from: Seat, dealer: Seat, pao: Seat): number[] {
  const tsumo = winner === from;
  const multiple = Math.max(...score.yaku.map((y) => (y.name in PAO_YAKUMAN ? PAO_YAKUMAN[y.name as PaoYakuman] : 0)));
  const paoBase = 8000 * Math.min(multiple, score.yakuman);
  const restBase = 8000 * score.yakuman - paoBase;
  const factor = winner === dealer ? 6 : 4;
  const honba = score.points.honba / 300;
  const deltas = [0, 0, 0, 0];
  const paoShare = (paoBase * factor) / (tsumo ? 1 : 2);
  deltas[pao]! -= paoShare;
  if (!tsumo) {
    // The discarder: the other half of the pao yakuman, the rest of the hand and the honba.
    deltas[from]! -= paoShare + ceil100(restBase * factor) + 300 * honba;
  } else if (restBase === 0) {
    deltas[pao]! -= 300 * honba;
  } else {
    for (let s = 0; s < 4; s++) {
      if (s === winner) continue;
      const part = winner === dealer || s === dealer ? ceil100(restBase * 2) : ceil100(restBase);
      deltas[s]! -= part + 100 * honba;
    }
  }
  deltas[winner] = -deltas.reduce((a, b) => a + b, 0) + score.points.sticks;
  return deltas;
}

/** How much of the pao yakuman the responsible seat of `win` pays: all of it, or half. */
export function paoShare(win: Pick<WinRecord, "seat" | "from" | "pao">): "all" | "half" | null {
  if (win.pao === null) return null;
  return win.seat === win.from || win.pao === win.from ? "all" : "half";
}

/** The pao yakuman of a win, by the scorer's name ("Daisangen"), or null. */
export function paoYakumanOf(win: Pick<WinRecord, "score" | "pao">): PaoYakuman | null {
  if (win.pao === null) return null;
  return (win.score.yaku.map((y) => y.name).find((n) => n in PAO_YAKUMAN) as PaoYakuman | undefined) ?? null;
}
