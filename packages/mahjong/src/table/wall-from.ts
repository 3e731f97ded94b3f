// A wall laid out from known tiles (a log's starting hands and draws, or a test's scenario): each
// tile given in mpsz or as a Tile is placed where wall.ts's layout draws it, as a physical tile id
// of its kind and redness; every place not given gets one of the tiles left over, in id order.
import { InputError } from "@arcade/core";
import { tileName, type Tile } from "../analysis/tiles.ts";
import { isRedId, kindOf, TILE_COUNT, type TileId } from "./tile-ids.ts";
import { DEAL_END, DORA_AT, RINSHAN_AT, URA_AT } from "./wall.ts";

export interface WallPlan {
  /** The dealer: haipai[dealer] is dealt first. */
  dealer: number;
  /** Each seat's 13 starting tiles, by seat. */
  haipai: readonly (readonly Tile[])[];
  /** The live draws in order (at most 70). */
  draws: readonly Tile[];
  /** The kans' replacement tiles in order (at most 4). */
  rinshan?: readonly Tile[];
  dora?: readonly Tile[];
  ura?: readonly Tile[];
}

export function wallFrom(plan: WallPlan, redFives: boolean): TileId[] {
  const free = new Map<string, TileId[]>();
  for (let id = 0; id < TILE_COUNT; id++) {
    const key = `${kindOf(id)}${isRedId(id, redFives) ? "r" : ""}`;
    free.set(key, [...(free.get(key) ?? []), id]);
  }
  const wall = new Array<TileId | null>(TILE_COUNT).fill(null);
  const place = (at: number, t: Tile, what: string) => {
    if (t.red && !redFives) throw new InputError(`${tileName(t)}: red fives are off`, what);
    const ids = free.get(`${t.kind}${t.red ? "r" : ""}`)!;
    const id = ids.shift();
    if (id === undefined) throw new InputError(`a ${t.red ? "second red" : "fifth"} ${tileName(t)}`, what);
    wall[at] = id;
  };
  for (let i = 0; i < 4; i++) {
    const seat = (plan.dealer + i) % 4;
    const tiles = plan.haipai[seat]!;
    if (tiles.length !== 13) throw new InputError(`seat ${seat} starts with ${tiles.length} tiles, not 13`, "haipai");
    tiles.forEach((t, j) => place(13 * i + j, t, `haipai of seat ${seat}`));
  }
  if (plan.draws.length > RINSHAN_AT - DEAL_END) throw new InputError(`${plan.draws.length} draws (at most 70)`, "draws");
  plan.draws.forEach((t, j) => place(DEAL_END + j, t, `draw ${j + 1}`));
  (plan.rinshan ?? []).forEach((t, j) => place(RINSHAN_AT + j, t, `replacement draw ${j + 1}`));
  (plan.dora ?? []).forEach((t, j) => place(DORA_AT + j, t, `dora indicator ${j + 1}`));
  (plan.ura ?? []).forEach((t, j) => place(URA_AT + j, t, `ura indicator ${j + 1}`));
  const rest = [...free.values()].flat().sort((a, b) => a - b);
  return wall.map((id) => id ?? rest.shift()!);
}
