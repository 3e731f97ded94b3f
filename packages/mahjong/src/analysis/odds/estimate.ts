// The up-front check that an exact odds request fits its state budget, so a request that cannot
// finish is refused before the work rather than after it. The state count of the search grows
// by a factor per extra draw that depends on the hand and the wall (more slack, more kinds worth
// drawing); measured on seeded near-complete hands (0–2 shanten, 13 and 14 tiles), one draw more
// multiplied the states by 20–66. So a request for d ≥ 4 draws first runs the same search for
// d − 1 draws under a budget of maxStates / GROWTH (a pilot, itself checked the same way) and is
// refused when the pilot does not fit or pilot states × GROWTH exceed maxStates. The pilot costs
// at most 1/GROWTH of the budget (about 3,600 states by default, well under a second here).
import { OddsTooExpensive, tooExpensive } from "./limits.ts";

/** The largest growth of the state count per extra draw measured (66), rounded up. */
export const GROWTH_PER_DRAW = 70;
/** From this many draws on, a request is estimated before it runs (3 draws fit any hand: a few thousand states). */
export const ESTIMATE_FROM_DRAWS = 4;

/**
 * Throws OddsTooExpensive when a request for `draws` draws is estimated beyond `maxStates`.
 * `pilot(draws, maxStates)` runs the search and returns the states it evaluated.
 */
export function checkEstimate(draws: number, maxStates: number, pilot: (draws: number, maxStates: number) => number): void {
  if (draws < ESTIMATE_FROM_DRAWS) return;
  const pilotBudget = Math.floor(maxStates / GROWTH_PER_DRAW);
  let states: number;
  try {
    states = pilot(draws - 1, pilotBudget);
  } catch (error) {
    if (error instanceof OddsTooExpensive) throw tooExpensive(maxStates, draws);
    throw error;
  }
  if (states * GROWTH_PER_DRAW > maxStates) throw tooExpensive(maxStates, draws);
}
