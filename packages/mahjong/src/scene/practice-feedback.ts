// What practice says about a tap or a discard: whether the discard was the best one by shanten and
// effective tiles, what a tile lifted by a first touch would keep. Each message takes the way tiles
// are named (faces on the canvas, words in the text alternative), so one sentence serves both.
import { rankDiscards } from "../analysis/efficiency.ts";
import type { Tile } from "../analysis/tiles.ts";
import { distanceShort, distanceWords, improveWords } from "./words.ts";

/** A message with its tiles named by `name`. */
export type Say = (name: (tile: Tile | number) => string) => string;
export const SILENT: Say = () => "";

/**
 * The verdict on discarding `tile` from a hand of `counts`, and whether it moved away from ready;
 * `seen` counts the visible tiles (river, dora indicator) the tile counts leave out.
 */
export function discardVerdict(counts: readonly number[], tile: Tile, seen?: ArrayLike<number>): { verdict: Say; worse: boolean } {
  const before = rankDiscards(counts, { secondStep: "none", ...(seen ? { seen } : {}) });
  const chosen = before.find((r) => r.discard === tile.kind)!;
  const best = before[0]!;
  const kept = improveWords(chosen.total, chosen.tiles.length, chosen.shanten === 0);
  const worse = chosen.shanten > best.shanten;
  const verdict: Say = worse
    ? (name) => `${name(tile)} moved the hand away from ready: now ${distanceWords(chosen.shanten)}; ${name(best.discard)} was better`
    : chosen.total >= best.total
      ? (name) => `${name(tile)}: the best discard; ${kept}`
      : (name) => `${name(tile)}: ${kept}; the best was ${name(best.discard)} with ${best.total}`;
  return { verdict, worse };
}

/** A tile lifted by a first touch: tap again to discard, and (with the analysis on) what it keeps. */
export function tapPreview(counts: readonly number[], tile: Tile, showAnalysis: boolean, seen?: ArrayLike<number>): Say {
  const row = rankDiscards(counts, { secondStep: "none", ...(seen ? { seen } : {}) }).find((r) => r.discard === tile.kind)!;
  const keeps = showAnalysis ? `: ${distanceShort(row.shanten)}, ${improveWords(row.total, row.tiles.length, row.shanten === 0)}` : "";
  return (name) => `Tap ${name(tile)} again to discard it${keeps}`;
}
