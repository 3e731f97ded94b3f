// Move generation for the bots: every placement of a pair that can be reached on a field (the
// 13th-row rules of rules/pair.ts), each with the field it leaves before its chain resolves.
// Placements that leave the same field (a same-colour pair turned over, a pair laid down into
// two full columns) are kept once: the search would only evaluate them twice.
import type { Field } from "../../rules/field.ts";
import { applyPlacement, isReachable, placementsOf, type Pair, type Placement } from "../../rules/pair.ts";

export interface Move {
  placement: Placement;
  /** The field right after the pair lands, before its chain resolves. */
  field: Field;
}

/** The reachable placements of `pair` on `field` (in ALL_PLACEMENTS order), distinct fields only. */
export function generateMoves(field: Field, pair: Pair): Move[] {
  const heights = field.heights();
  const moves: Move[] = [];
  const seen = new Set<string>();
  for (const placement of placementsOf(pair)) {
    if (!isReachable(heights, placement)) continue;
    const after = field.clone();
    applyPlacement(after, pair, placement);
    const key = after.key();
    if (seen.has(key)) continue;
    seen.add(key);
    moves.push({ placement, field: after });
  }
  return moves;
}
