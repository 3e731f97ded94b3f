// What Tetris keeps beside a solo game's record in core's kept game (sim/kept-game.ts): which
// helps had been used, so a resumed game stays marked assisted, and the finesse counts, so they
// go on from where they were. Saves of the older shape `{ replay, used }` reach here as the same
// extras (core migrates them) and start the finesse counts at 0.
import { keptFields, type KeptExtras } from "@arcade/core";
import type { FinesseCounts } from "./finesse-watch.ts";
import type { Assistance } from "./screen-options.ts";

/** The extras kept with a running game. */
export function keptExtras(used: Assistance, finesse: FinesseCounts): KeptExtras {
  return { used: { ...used }, finesse: { ...finesse } };
}

/** The extras of a kept game, read defensively (a missing or odd value counts as not used, or 0). */
export function readExtras(extras: KeptExtras): { used: Assistance; finesse: FinesseCounts } {
  const none = { faults: 0, pieces: 0, perfect: 0 };
  const finesse = keptFields(extras, "finesse", none);
  return {
    used: keptFields(extras, "used", { advisor: false, why: false, bot: false }),
    // Counts that cannot be (more perfect pieces than pieces) start again.
    finesse: finesse.perfect <= finesse.pieces ? finesse : none,
  };
}
