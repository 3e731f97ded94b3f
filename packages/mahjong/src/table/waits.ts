// Waits, tenpai and furiten: which kinds complete a seat's hand, whether it counts as tenpai at
// an exhaustive draw, and whether it may ron.
import { shanten } from "../analysis/shanten.ts";
import { isOrphan } from "../analysis/tiles.ts";
import { kindCounts, kindOf, type TileId } from "./tile-ids.ts";
import type { SeatHand } from "./types.ts";

/** The kinds that complete 13 − 3·calls concealed tiles (a kind the hand holds four of cannot come). */
export function waitsOf(concealed: readonly TileId[]): number[] {
  const counts = kindCounts(concealed);
  const n = concealed.length + 1;
  if (shanten(counts, concealed.length) > 0) return [];
  const waits: number[] = [];
  for (let k = 0; k < 34; k++) {
    if (counts[k] === 4) continue;
    counts[k]!++;
    if (shanten(counts, n) === -1) waits.push(k);
    counts[k]!--;
  }
  return waits;
}

/** Every tile the seat holds or called, by kind (a kan counts four). */
export function ownCounts(seat: SeatHand): number[] {
  const counts = kindCounts(seat.concealed);
  for (const m of seat.melds) for (const id of m.tiles) counts[kindOf(id)]!++;
  return counts;
}

/**
 * Tenpai for the draw payments, as Tenhou counts it: the hand waits on some kind it does not
 * itself hold all four of (a wait only on tiles the seat holds is no wait).
 */
export function isTenpaiForDraw(seat: SeatHand): boolean {
  const own = ownCounts(seat);
  return seat.waits.some((k) => own[k]! < 4);
}

/** Furiten: a wait in the seat's own river, a passed winning tile this go-around, or after riichi. */
export function isFuriten(seat: SeatHand): boolean {
  if (seat.furitenPassed || seat.furitenRiichi) return true;
  return seat.river.some((r) => seat.waits.includes(kindOf(r.tile)));
}

/** Nagashi mangan: every discard a terminal or honour, none taken by a call. */
export function isNagashi(seat: SeatHand): boolean {
  return seat.river.length > 0 && seat.river.every((r) => r.calledBy === null && isOrphan(kindOf(r.tile)));
}

/** Nine different terminals and honours among the 14 tiles of a first draw. */
export function isKyuushu(concealed: readonly TileId[]): boolean {
  const kinds = new Set(concealed.map(kindOf).filter(isOrphan));
  return kinds.size >= 9;
}
