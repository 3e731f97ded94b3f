// Actions as short text, for records and for comparing an action with the legal ones:
// `<seat> <verb> [tiles] [drawn]`, tiles in mpsz (`0m` is the red five):
//   0 discard 3m | 0 discard 3m drawn (tsumogiri) | 0 riichi 3m [drawn] | 0 tsumo | 0 kyuushu
//   0 ankan 5m | 0 kakan 0m (the tile added) | 1 ron | 1 pon 05m | 1 kan | 1 chi 46m | 1 pass
import { InputError, describeValue as describe } from "@arcade/core";
import { parseTileList, tileName } from "../analysis/tiles.ts";
import { idName, isRedId, kindOf, type TileId } from "./tile-ids.ts";
import type { Action, Seat, TableState } from "./types.ts";

function twoTiles(ids: readonly TileId[], redFives: boolean): string {
  const names = ids.map((id) => idName(id, redFives));
  return names.map((n) => n[0]).join("") + names[0]!.slice(1);
}

export function actionText(a: Action, state: Pick<TableState, "rules" | "hand">): string {
  const red = state.rules.redFives;
  const drawn = state.hand.seats[a.seat]!.drawn;
  switch (a.type) {
    case "discard":
      return `${a.seat} ${a.riichi === true ? "riichi" : "discard"} ${idName(a.tile, red)}${a.tile === drawn ? " drawn" : ""}`;
    case "closedKan":
      return `${a.seat} ankan ${tileName(a.kind)}`;
    case "addedKan":
      return `${a.seat} kakan ${idName(a.tile, red)}`;
    case "pon":
    case "chi":
      return `${a.seat} ${a.type} ${twoTiles(a.tiles, red)}`;
    case "openKan":
      return `${a.seat} kan`;
    default:
      return `${a.seat} ${a.type}`;
  }
}

/** The tile ids in the seat's hand matching mpsz `names` (each a distinct tile), or an error. */
function pickTiles(state: TableState, seat: Seat, text: string, where: string, avoidDrawn: boolean): TileId[] {
  const tiles = InputError.within(where, () => parseTileList(text));
  const hand = state.hand.seats[seat]!;
  const used: TileId[] = [];
  for (const t of tiles) {
    const candidates = hand.concealed.filter((id) => !used.includes(id) && kindOf(id) === t.kind && isRedId(id, state.rules.redFives) === t.red);
    const id = (avoidDrawn ? candidates.find((c) => c !== hand.drawn) : undefined) ?? candidates[0];
    if (id === undefined) throw new InputError(`seat ${seat} holds no ${tileName(t)} for ${JSON.stringify(text)}`, where);
    used.push(id);
  }
  return used;
}

const VERBS = ["discard", "riichi", "tsumo", "kyuushu", "ankan", "kakan", "ron", "pon", "kan", "chi", "pass"] as const;

/** Reads an action's text against the state (which tile ids it names); an InputError at `where`. */
export function parseAction(text: string, state: TableState, where = "action"): Action {
  const parts = text.trim().split(/\s+/);
  const seatNumber = Number(parts[0]);
  if (!/^[0-3]$/.test(parts[0] ?? "")) throw new InputError(`must start with a seat 0–3, got ${describe(text)}`, where);
  const seat = seatNumber as Seat;
  const verb = parts[1] as (typeof VERBS)[number];
  if (!VERBS.includes(verb)) throw new InputError(`unknown action ${describe(parts[1] ?? "")} (one of ${VERBS.join(", ")})`, where);
  const arg = parts[2] ?? "";
  switch (verb) {
    case "discard":
    case "riichi": {
      const drawnFlag = parts[3] === "drawn";
      const hand = state.hand.seats[seat]!;
      const tile = drawnFlag && hand.drawn !== null ? hand.drawn : pickTiles(state, seat, arg, where, true)[0]!;
      if (drawnFlag && (hand.drawn === null || idName(hand.drawn, state.rules.redFives) !== arg))
        throw new InputError(`seat ${seat} did not just draw ${arg}`, where);
      return verb === "riichi" ? { type: "discard", seat, tile, riichi: true } : { type: "discard", seat, tile };
    }
    case "ankan":
      return { type: "closedKan", seat, kind: InputError.within(where, () => parseTileList(arg))[0]?.kind ?? -1 };
    case "kakan":
      return { type: "addedKan", seat, tile: pickTiles(state, seat, arg, where, false)[0]! };
    case "pon":
    case "chi":
      return { type: verb, seat, tiles: pickTiles(state, seat, arg, where, false) };
    case "kan":
      return { type: "openKan", seat };
    default:
      return { type: verb, seat };
  }
}
