// How a solo game ended, ranked as its mode's result kind says (meta): a time mode ranks the time
// of a game that reached its goal (one lost on the way goes on no table), a points mode its score,
// any other kind nothing. The results' headline says the same: "Time 1:02.35", "Score 1200", or
// "Game over" for a game lost. A game reports what it came to (`PlayResult.ending`); the play
// session works out the value for Scores and the headline, so no game writes that table by hand.
import { formatClock, type ResultKind } from "../game-module.ts";

/** What a solo game came to. */
export interface Ending {
  /** It reached its end as the mode means it (a goal, a time limit), rather than being lost. */
  readonly finished: boolean;
  /** Its time in milliseconds (a time mode's value). */
  readonly ms?: number;
  /** Its score (a points mode's value). */
  readonly points?: number;
  /** False: it goes on no table, whatever the mode (it did not start from the seed's own start). */
  readonly ranked?: boolean;
  /** Help was used: kept in Scores with an (assisted) mark. */
  readonly assisted?: boolean;
}

/** The value `ending` goes into the table with for a mode of `kind`, or null when it goes on none. */
export function endingValue(kind: ResultKind, ending: Ending): number | null {
  if (ending.ranked === false) return null;
  if (kind === "time") return ending.finished && ending.ms !== undefined ? Math.round(ending.ms) : null;
  return kind === "points" ? (ending.points ?? null) : null;
}

/** The results' headline for `ending` in a mode of `kind`. */
export function endingHeadline(kind: ResultKind, ending: Ending): string {
  if (!ending.finished) return "Game over";
  if (kind === "time" && ending.ms !== undefined) return `Time ${formatClock(ending.ms)}`;
  return ending.points === undefined ? "Finished" : `Score ${ending.points}`;
}

/** A result's headline and score: the game's own, else what its ending says (see above). */
export function scoredResult(
  kind: ResultKind,
  result: { readonly headline?: string; readonly score?: { readonly value: number; readonly assisted?: boolean }; readonly ending?: Ending },
): { headline: string; score?: { value: number; assisted?: boolean } } {
  const { ending } = result;
  const value = ending ? endingValue(kind, ending) : null;
  const score = result.score ?? (value === null ? undefined : { value, ...(ending?.assisted ? { assisted: true } : {}) });
  const headline = result.headline ?? (ending ? endingHeadline(kind, ending) : "Game over");
  return { headline, ...(score ? { score } : {}) };
}
