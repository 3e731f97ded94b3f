// A solo game as the session keeps it: core's kept game is its record, with what had helped and
// the finesse counts as extras, so a game continued after a reload is as assisted as it was and
// goes on counting finesse from where it was.
import { keptFields, type KeptExtras } from "@arcade/core";
import type { FinesseCounts } from "./finesse-watch.ts";
import type { Assistance } from "./screen-options.ts";

/** What the extras are taken from and put back on (the solo screen): its assist marks and finesse counts. */
export interface SoloExtras {
  readonly used: Assistance;
  readonly finesse: { counts: FinesseCounts };
}

/** What a solo game keeps beside its record. */
export function keptExtras(game: SoloExtras): KeptExtras {
  return { used: { ...game.used }, finesse: game.finesse.counts };
}

/**
 * The kept extras put back on the game continued from its record. Each is read defensively (core's
 * keptFields): a field missing (a shape older builds kept) or odd keeps the game's own value, and
 * finesse counts that cannot be (more perfect pieces than pieces) are not taken.
 */
export function restoreExtras(game: SoloExtras, extras: KeptExtras): void {
  Object.assign(game.used, keptFields(extras, "used", { ...game.used }));
  game.finesse.counts = keptFields(extras, "finesse", { ...game.finesse.counts }, (f) => f.perfect <= f.pieces);
}
