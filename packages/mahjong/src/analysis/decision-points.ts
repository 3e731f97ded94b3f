// One seat's decision points (the reviewer's neutral input, analysis/review.ts) from the hands a
// table played — a log re-run through the rules (table/tenhou6-check.ts gives them as
// HandRecords). Each hand's events are walked in order, keeping every seat's concealed tiles,
// calls and river; at each discard the seat chose (not one forced after its riichi) the point
// holds its hand just before, the tiles it could see (every river, the others' calls), the dora
// indicators shown, the winds, and the draws it had left: a quarter of the live wall, rounded
// down (the seat draws every fourth tile; calls that skip turns are not foreseen).
import type { HandRecord, Seat, TableMeld, TableRules } from "../table/types.ts";
import { isRedId, kindOf, type TileId } from "../table/tile-ids.ts";
import type { Wind } from "../rules/score/situation.ts";
import type { Meld } from "./hand.ts";
import type { DecisionPoint } from "./review.ts";
import type { Tile } from "./tiles.ts";

/** Tiles in the live wall after the deal (136 − 52 dealt − 14 in the dead wall). */
const LIVE_WALL = 70;
const WIND_NAMES = ["East", "South", "West", "North"];

const without = (tiles: TileId[], id: TileId): void => {
  const at = tiles.indexOf(id);
  if (at >= 0) tiles.splice(at, 1);
};

/** The decision points of `seat` in the hands played, in order. */
export function decisionPoints(hands: readonly HandRecord[], seat: Seat, rules: TableRules): DecisionPoint[] {
  const tile = (id: TileId): Tile => ({ kind: kindOf(id), red: isRedId(id, rules.redFives) });
  const meldOf = (m: TableMeld): Meld => ({ type: m.type, tiles: m.tiles.map(tile) });
  const points: DecisionPoint[] = [];
  for (const record of hands) {
    const dealer = record.round % 4;
    const name = `${WIND_NAMES[Math.floor(record.round / 4)]} ${dealer + 1}-${record.honba}`;
    const concealed = record.haipai.map((h) => [...h]);
    const melds: TableMeld[][] = [[], [], [], []];
    const rivers: TileId[][] = [[], [], [], []];
    const revealed = record.events.filter((e) => e.type === "dora").length;
    const dora = record.doraIndicators.slice(0, record.doraIndicators.length - revealed);
    let liveDrawn = 0;
    let riichi = false;
    let turn = 0;
    for (const event of record.events) {
      if (event.type === "draw") {
        concealed[event.seat]!.push(event.tile);
        if (!event.rinshan) liveDrawn++;
      } else if (event.type === "dora") dora.push(event.indicator);
      else if (event.type === "call") {
        const m = event.meld;
        const own = melds[event.seat]!;
        if (m.type === "addedKan") {
          without(concealed[event.seat]!, m.added!);
          const pon = own.findIndex((p) => p.type === "pon" && p.tiles.every((id) => m.tiles.includes(id)));
          if (pon >= 0) own.splice(pon, 1, m);
          else own.push(m);
        } else {
          for (const id of m.tiles) if (id !== m.called) without(concealed[event.seat]!, id);
          if (m.called !== null && m.from !== null) without(rivers[m.from]!, m.called);
          own.push(m);
        }
        // A kan's replacement comes from the dead wall, which the live wall then gives a tile to.
        if (m.type !== "chi" && m.type !== "pon") liveDrawn++;
      } else if (event.type === "discard") {
        if (event.seat === seat) {
          turn++;
          if (!riichi) {
            const seen = rivers.flat().map(tile);
            melds.forEach((ms, s) => {
              if (s !== seat) for (const m of ms) seen.push(...m.tiles.map(tile));
            });
            points.push({
              label: `${name} turn ${turn}`,
              hand: { concealed: concealed[seat]!.map(tile), melds: melds[seat]!.map(meldOf) },
              seen,
              doraIndicators: dora.map(kindOf),
              roundWind: Math.floor(record.round / 4) as Wind,
              seatWind: ((seat - dealer + 4) % 4) as Wind,
              drawsLeft: Math.floor(Math.max(0, LIVE_WALL - liveDrawn) / 4),
              discard: tile(event.tile),
            });
          }
          if (event.riichi) riichi = true;
        }
        without(concealed[event.seat]!, event.tile);
        rivers[event.seat]!.push(event.tile);
      }
    }
  }
  return points;
}
