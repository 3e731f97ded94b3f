// A seat of the log player in words, for the text alternative: "A (East), 25,000, riichi. Hand:
// 1 man, … Drawn: 5 pin. Calls: pon white dragon. River: …" — hidden hands by their count.
import { thousands } from "@arcade/core";
import type { TableRules } from "../../table/types.ts";
import { tileOf, type TileId } from "../../table/tile-ids.ts";
import { spokenTiles } from "../words.ts";
import type { SeatAtStep } from "./log-playback.ts";

export function seatWords(title: string, seat: SeatAtStep, rules: TableRules): string {
  const tiles = (ids: readonly TileId[]) => spokenTiles(ids.map((id) => tileOf(id, rules.redFives)));
  const hand =
    seat.concealed === null ? `${seat.count} tiles hidden` : `${tiles(seat.concealed)}${seat.drawn === null ? "" : `; drawn ${tiles([seat.drawn])}`}`;
  const calls = seat.melds.length === 0 ? "" : ` Calls: ${seat.melds.map((m) => tiles(m.tiles)).join("; ")}.`;
  const river = seat.river.map((r) => `${tiles([r.tile])}${r.riichi ? " (riichi)" : ""}${r.calledBy !== null ? " (called)" : ""}`);
  return `${title}, ${thousands(seat.score)}${seat.riichi ? ", riichi" : ""}. Hand: ${hand}.${calls} River: ${river.length === 0 ? "none" : river.join(", ")}.`;
}
