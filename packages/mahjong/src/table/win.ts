// A win at the table scored by the rules' scorer (rules/score/): the seat's tiles and calls, and
// the situation the table knows — winds, riichi, ippatsu, the last tile, rinshan, chankan, the
// first draw, the revealed dora and ura indicators, honba and sticks.
import { calledMeld } from "../rules/score/melds.ts";
import { scoreHand, type Score } from "../rules/score/score.ts";
import { situation, type Wind } from "../rules/score/situation.ts";
import { isRedId, kindCounts, kindOf, type TileId } from "./tile-ids.ts";
import type { HandState, Seat, SeatHand, TableRules } from "./types.ts";
import { doraIndicators, tilesLeft, uraIndicators } from "./wall.ts";

export function seatWind(hand: HandState, seat: Seat): Wind {
  return ((seat - hand.dealer + 4) % 4) as Wind;
}

export function roundWind(round: number): Wind {
  return Math.min(3, Math.floor(round / 4)) as Wind;
}

export interface WinContext {
  tsumo: boolean;
  rinshan: boolean;
  chankan: boolean;
  /** Honba and sticks this win collects (the first winner of a double ron takes them). */
  honba: number;
  sticks: number;
}

/**
 * The score of `seat` winning on `tile` (a tsumo: the tile is already among its concealed tiles;
 * a ron: it is added), or null when the tiles are not a win or have no yaku.
 */
export function scoreWinAt(hand: HandState, rules: TableRules, seatIndex: Seat, tile: TileId, ctx: WinContext): Score | null {
  const seat: SeatHand = hand.seats[seatIndex]!;
  const concealed = ctx.tsumo ? seat.concealed : [...seat.concealed, tile];
  if (concealed.length !== 14 - 3 * seat.melds.length) return null;
  let red = 0;
  for (const id of concealed) if (isRedId(id, rules.redFives)) red++;
  for (const m of seat.melds) for (const id of m.tiles) if (isRedId(id, rules.redFives)) red++;
  const calls = seat.melds.map((m) =>
    calledMeld({ type: m.type, tiles: m.tiles.map((id) => ({ kind: kindOf(id), red: false })).sort((a, b) => a.kind - b.kind) }),
  );
  const last = tilesLeft(hand) === 0 && !ctx.rinshan && !ctx.chankan;
  const firstDraw = ctx.tsumo && !ctx.rinshan && !hand.called && seat.river.length === 0;
  const s = situation({
    roundWind: roundWind(hand.round),
    seatWind: seatWind(hand, seatIndex),
    tsumo: ctx.tsumo,
    riichi: seat.riichi,
    ippatsu: seat.ippatsu && seat.riichi !== "none",
    lastTile: last,
    rinshan: ctx.rinshan,
    chankan: ctx.chankan,
    firstDraw,
    dora: doraIndicators(hand).map(kindOf),
    ura: seat.riichi === "none" ? [] : uraIndicators(hand).map(kindOf),
    honba: ctx.honba,
    sticks: ctx.sticks,
  });
  return scoreHand({ counts: kindCounts(concealed), win: kindOf(tile), red, calls }, s);
}

/** What each seat pays or receives for one win (the sticks' 1,000 each to the winner included). */
export function winDeltas(score: Score, winner: Seat, from: Seat, dealer: Seat): number[] {
  const deltas = [0, 0, 0, 0];
  const p = score.points;
  if (winner !== from) {
    deltas[from] = -p.ron!;
  } else {
    for (let s = 0; s < 4; s++) {
      if (s === winner) continue;
      deltas[s] = -(s === dealer ? (p.dealer ?? p.nonDealer!) : p.nonDealer!);
    }
  }
  deltas[winner] = -deltas.reduce((a, b) => a + b, 0) + p.sticks;
  return deltas;
}
