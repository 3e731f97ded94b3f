// The 136 physical tiles of a table as numbers 0–135: id >> 2 is the kind (0–33, as in
// analysis/tiles.ts) and id & 3 the copy. With red fives on, copy 0 of each five (ids 16, 52, 88)
// is the red one. Ids let the engine account for every tile (a tile is in exactly one place) and
// let a view say which physical tiles a seat may see.
import { compareTiles, tileName, type Kind, type Tile } from "../analysis/tiles.ts";

export type TileId = number;
export const TILE_COUNT = 136;
export const RED_IDS: readonly TileId[] = [16, 52, 88];

export function kindOf(id: TileId): Kind {
  return id >> 2;
}

export function isRedId(id: TileId, redFives: boolean): boolean {
  return redFives && (id === 16 || id === 52 || id === 88);
}

export function tileOf(id: TileId, redFives: boolean): Tile {
  return { kind: id >> 2, red: isRedId(id, redFives) };
}

/** mpsz name of a tile id: `3m`, `0p` for the red five. */
export function idName(id: TileId, redFives: boolean): string {
  return tileName(tileOf(id, redFives));
}

/** Ids in canonical tile order (kind, the red five first), then by id. */
export function sortIds(ids: readonly TileId[], redFives: boolean): TileId[] {
  return [...ids].sort((a, b) => compareTiles(tileOf(a, redFives), tileOf(b, redFives)) || a - b);
}

/** Concealed counts over the 34 kinds. */
export function kindCounts(ids: readonly TileId[]): number[] {
  const counts = new Array<number>(34).fill(0);
  for (const id of ids) counts[id >> 2]!++;
  return counts;
}
