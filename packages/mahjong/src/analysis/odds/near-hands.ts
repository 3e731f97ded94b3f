// Hands near complete for the odds tests and benchmark: a random complete hand (four melds and a
// pair, at most four of a tile) with `swaps` tiles replaced by random ones — 0 swaps is complete,
// 1 about tenpai, 2–3 about 1–2-shanten — and one tile removed for a waiting hand. Seeded.
import { Rng } from "@arcade/core";
import type { Hand } from "../hand.ts";
import { KIND_COUNT } from "../tiles.ts";

export function nearCompleteHand(seed: string, size: 13 | 14, swaps: number): Hand {
  const rng = Rng.from(seed);
  const counts = new Array<number>(KIND_COUNT).fill(0);
  const add = (kinds: number[]) => {
    if (kinds.some((k) => counts[k]! + kinds.filter((x) => x === k).length > 4)) return false;
    kinds.forEach((k) => counts[k]!++);
    return true;
  };
  for (let melds = 0; melds < 4;) {
    const start = rng.below(3) * 9 + rng.below(7);
    const run = rng.below(3) > 0;
    if (add(run ? [start, start + 1, start + 2] : [start, start, start])) melds++;
  }
  for (;;) {
    const pair = rng.below(KIND_COUNT);
    if (add([pair, pair])) break;
  }
  const tiles = counts.flatMap((c, kind) => Array.from({ length: c }, () => ({ kind, red: false })));
  for (let s = 0; s < swaps; s++) {
    tiles.splice(rng.below(tiles.length), 1);
    for (;;) {
      const kind = rng.below(KIND_COUNT);
      if (tiles.filter((t) => t.kind === kind).length < 4) {
        tiles.push({ kind, red: false });
        break;
      }
    }
  }
  if (size === 13) tiles.splice(rng.below(tiles.length), 1);
  return { concealed: tiles, melds: [] };
}
