// A hand's wall: the 136 tile ids shuffled by the core Rng, forked from the hanchan's seed by the
// hand's number, so each hand of a seed always gets the same wall. Layout of the array:
//   0–51    the deal: 13 tiles to each seat, the dealer first, then to its right
//   52–121  the live wall, drawn in order (70 draws, one fewer per kan)
//   122–125 the replacement tiles for kans (rinshan), in order
//   126–130 dora indicators (the first revealed at the deal, one more per kan)
//   131–135 the ura-dora indicators under them
import { Rng } from "@arcade/core";
import { TILE_COUNT, type TileId } from "./tile-ids.ts";
import type { HandState } from "./types.ts";

export const DEAL_END = 52;
export const LIVE_END = 122;
export const RINSHAN_AT = 122;
export const DORA_AT = 126;
export const URA_AT = 131;
/** Draws after the deal when no kan is made. */
export const LIVE_DRAWS = LIVE_END - DEAL_END;

export function shuffledWall(seed: string, handIndex: number): TileId[] {
  const ids = Array.from({ length: TILE_COUNT }, (_, i) => i);
  return Rng.from(seed).fork(`hand ${handIndex}`).shuffle(ids);
}

/** Draws left: the live wall shrinks by one for each replacement tile drawn. */
export function tilesLeft(hand: HandState): number {
  return LIVE_DRAWS - hand.liveDrawn - hand.rinshanDrawn;
}

export function doraIndicators(hand: HandState): TileId[] {
  return hand.wall.slice(DORA_AT, DORA_AT + hand.doraRevealed);
}

export function uraIndicators(hand: HandState): TileId[] {
  return hand.wall.slice(URA_AT, URA_AT + hand.doraRevealed);
}
