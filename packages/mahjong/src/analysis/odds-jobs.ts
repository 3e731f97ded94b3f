// The exact odds (analysis/odds/) as worker jobs, served beside the shanten tables by
// analysis/table-worker.ts (and run in the page where there are no workers): a 14-tile hand's
// win and tenpai chances and expected score per discard, or a 13-tile hand's as it stands.
// Requests and answers are plain data (structured-clone safe); progress is the fraction done.
import type { Situation } from "../rules/score/situation.ts";
import type { Hand } from "./hand.ts";
import { discardOdds, handOdds, type DiscardOdds, type HandOdds, type OddsGoal } from "./odds/odds.ts";
import type { Tile } from "./tiles.ts";

export interface OddsRequest {
  hand: Hand;
  draws: number;
  /** Visible tiles besides the hand's own (discards); the situation's dora indicators count too. */
  seen: Tile[];
  situation: Partial<Situation>;
  goal?: OddsGoal;
}

/** (done, total) from the search as a fraction for the progress bar. */
function fraction(progress: (f: number) => void): (done: number, total: number) => void {
  return (done, total) => progress(total === 0 ? 0 : done / total);
}

export const oddsJobs = {
  discardOdds: (q: OddsRequest, progress: (f: number) => void): DiscardOdds[] =>
    discardOdds(q.hand, { draws: q.draws, seen: q.seen, situation: q.situation, goal: q.goal ?? "win", onProgress: fraction(progress) }),
  handOdds: (q: OddsRequest, progress: (f: number) => void): HandOdds => {
    progress(0);
    return handOdds(q.hand, { draws: q.draws, seen: q.seen, situation: q.situation });
  },
};
