// The practice wall: all 136 tiles (4 of each of the 34 kinds), shuffled by the core Rng's
// Fisher–Yates shuffle from a seed, so the same seed gives the same wall on every device (a daily
// seed lets friends play the same hand). Red fives are an option: one of the four 5m, 5p, 5s.
import { Rng, type Seed } from "@arcade/core";
import type { Tile } from "../analysis/tiles.ts";

export interface WallOptions {
  /** Replace one 5m, one 5p and one 5s with red fives (default true, as on Tenhou and Mahjong Soul). */
  redFives?: boolean;
}

/** The 136 tiles in kind order (red fives first among the fives when enabled). */
export function fullSet(options: WallOptions = {}): Tile[] {
  const red = options.redFives ?? true;
  const tiles: Tile[] = [];
  for (let kind = 0; kind < 34; kind++) {
    for (let copy = 0; copy < 4; copy++) tiles.push({ kind, red: red && copy === 0 && kind < 27 && kind % 9 === 4 });
  }
  return tiles;
}

/** A shuffled wall for `seed`; the draw order is the array order. */
export function buildWall(seed: Seed, options: WallOptions = {}): Tile[] {
  return Rng.from(seed).fork("wall").shuffle(fullSet(options));
}
