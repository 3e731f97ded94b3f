// Misdrops, the mistake people make most: the piece turned as meant but dropped one column to the
// side (a tap too many or too few). A weaker strength (and the `casual` reference player) slips on
// a seeded share of its pieces (BotConfig.slips), so it plays a fixed, reproducible game with
// mistakes a person recognises, instead of choosing among moves at random.
import type { Rng } from "@arcade/core";
import type { Field } from "./field.ts";
import { lockInto, type Chain } from "./lock.ts";
import type { Placement } from "./movegen.ts";
import { columnDrops } from "./report.ts";
import type { Candidate } from "./search.ts";

/**
 * The candidate as a player who slips with probability `share` would play it: unchanged, or the
 * same piece in the same rotation one column left or right (chosen by `rng`; the other side when
 * that one is blocked), dropped straight down from spawn. No slip when the piece does not start at
 * spawn (`lifted`: garbage raised it), when neither neighbour column is reachable, or when the
 * slipped piece would lock out (a person misdrops; a misdrop is not a suicide). One draw per piece
 * for whether, one for the side, so the rng advances the same way whatever the board.
 */
export function slipped(field: Field, chain: Chain, candidate: Candidate, share: number, rng: Rng, options: { allow180: boolean; lifted: boolean }): Candidate {
  if (share <= 0) return candidate;
  const slip = rng.chance(share);
  const side = rng.chance(0.5) ? -1 : 1;
  if (!slip || (options.lifted && !candidate.hold)) return candidate;
  const meant = candidate.placement;
  const drops = columnDrops(field, meant.piece, { allow180: options.allow180 });
  const at = (dx: number): Placement | undefined => drops.find((p) => p.rotation === meant.rotation && p.x === meant.x + dx && !p.lockOut);
  const placement = at(side) ?? at(-side);
  if (placement === undefined) return candidate;
  const after = field.slice();
  const lock = lockInto(after, placement, chain);
  return { placement, hold: candidate.hold, score: candidate.score, lock };
}
