// Per-seat counts over finished hands, for a table's summary: wins (tsumo and ron), deal-ins
// (a discard or added kan ronned; each winner of a double ron counts one), riichi declared and
// accepted, and calls (chi, pon, open kan).
import type { HandRecord } from "./types.ts";

export interface SeatStats {
  hands: number;
  wins: number;
  tsumo: number;
  dealIns: number;
  riichi: number;
  calls: number;
}

export function seatStats(history: readonly HandRecord[]): SeatStats[] {
  const stats = [0, 1, 2, 3].map(() => ({ hands: history.length, wins: 0, tsumo: 0, dealIns: 0, riichi: 0, calls: 0 }));
  for (const h of history) {
    for (const e of h.events) {
      if (e.type === "riichiAccepted") stats[e.seat]!.riichi++;
      if (e.type === "call" && e.meld.type !== "closedKan" && e.meld.type !== "addedKan") stats[e.seat]!.calls++;
    }
    if (h.outcome.type !== "win") continue;
    for (const w of h.outcome.wins) {
      stats[w.seat]!.wins++;
      if (w.tsumo) stats[w.seat]!.tsumo++;
      else stats[w.from]!.dealIns++;
    }
  }
  return stats;
}
