// What one seat may see: its own concealed tiles and draw, every seat's river (tedashi or
// tsumogiri, the riichi tile, tiles taken by calls), calls, riichi, scores, how many tiles each
// other seat holds, the revealed dora indicators, the wall count, honba, sticks, whose turn it is
// and its own legal actions. Never another seat's concealed tiles or the wall: a server can hold
// the full state and send each player only this.
import { actionText } from "./action-text.ts";
import { legalActions, seatsToAct } from "./legal.ts";
import type { TileId } from "./tile-ids.ts";
import type { Action, HandRecord, RiverTile, Seat, TableMeld, TableRules, TableState } from "./types.ts";
import { doraIndicators, tilesLeft } from "./wall.ts";

export interface SeatPublic {
  seat: Seat;
  score: number;
  river: RiverTile[];
  melds: TableMeld[];
  riichi: "none" | "riichi" | "double";
  /** Concealed tiles held (the tiles themselves are hidden). */
  concealedCount: number;
}

export interface SeatView {
  seat: Seat;
  rules: TableRules;
  round: number;
  dealer: Seat;
  honba: number;
  sticks: number;
  tilesLeft: number;
  doraIndicators: TileId[];
  /** This seat's concealed tiles (the drawn one included) and the drawn tile. */
  hand: TileId[];
  drawn: TileId | null;
  seats: SeatPublic[];
  /** Seats with a decision to make now (during claims, who has not answered yet). */
  toAct: Seat[];
  /** The tile on offer during claims, and who gave it. */
  claim: { from: Seat; tile: TileId; source: "discard" | "addedKan" | "closedKan" } | null;
  legal: { action: Action; text: string }[];
  /** The hand finished last, as the table showed it (no starting hands, no draws). */
  lastHand: Omit<HandRecord, "haipai" | "events"> | null;
  /** Hands finished so far. */
  handsPlayed: number;
  over: boolean;
}

export function viewOf(state: TableState, seat: Seat): SeatView {
  const hand = state.hand;
  const own = hand.seats[seat]!;
  const phase = state.phase;
  return {
    seat,
    rules: state.rules,
    round: hand.round,
    dealer: hand.dealer,
    honba: hand.honba,
    sticks: state.sticks,
    tilesLeft: tilesLeft(hand),
    doraIndicators: doraIndicators(hand),
    hand: own.concealed.slice(),
    drawn: own.drawn,
    seats: hand.seats.map((h, i) => ({
      seat: i as Seat,
      score: state.scores[i]!,
      river: h.river.map((r) => ({ ...r })),
      melds: h.melds.map((m) => ({ ...m, tiles: m.tiles.slice() })),
      riichi: h.riichi,
      concealedCount: h.concealed.length,
    })),
    toAct: seatsToAct(state),
    claim: phase.type === "claim" ? { from: phase.from, tile: phase.tile, source: phase.source } : null,
    legal: legalActions(state, seat).map((action) => ({ action, text: actionText(action, state) })),
    lastHand: lastHandOf(state),
    handsPlayed: state.history.length,
    over: phase.type === "over",
  };
}

function lastHandOf(state: TableState): SeatView["lastHand"] {
  const last = state.history.at(-1);
  if (last === undefined) return null;
  return {
    round: last.round,
    honba: last.honba,
    sticks: last.sticks,
    startScores: last.startScores,
    doraIndicators: last.doraIndicators,
    uraIndicators: last.uraIndicators,
    outcome: last.outcome,
    deltas: last.deltas,
  };
}
