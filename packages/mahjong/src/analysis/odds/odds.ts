// Exact odds of a hand: the probability of reaching tenpai and of winning within the next n
// draws, and the expected score, each under the policy that maximises it — the model of the
// 何切る simulators: the unseen tiles (136 minus the hand, its calls and the seen tiles) are drawn
// uniformly without replacement, the player draws, wins if the hand is complete, otherwise
// discards; no opponents, no calls, no riichi. For a hand that just drew (14 tiles), the same
// numbers after each discard. The search is in search.ts; a request whose estimate (estimate.ts)
// exceeds the state budget is refused before the search. Many draws: whole-hand.ts.
import { InputError } from "@arcade/core";
import { checkEstimate } from "./estimate.ts";
import type { Hand } from "../hand.ts";
import { tileName } from "../tiles.ts";
import { OddsCancelled } from "./limits.ts";
import { checkDraws, compareOdds, countsOfTiles, limitsOf, scorerOf, wallOf, type DiscardOdds, type HandOdds, type OddsOptions } from "./request.ts";
import { OddsSearch } from "./search.ts";

export { compareOdds, DEFAULT_MAX_STATES, MAX_DRAWS, type DiscardOdds, type HandOdds, type HandValues, type OddsGoal, type OddsOptions } from "./request.ts";

/** The odds of a waiting hand (13 concealed tiles, 3 fewer per call) as it stands. */
export function handOdds(hand: Hand, options: OddsOptions): HandOdds {
  const n = hand.concealed.length;
  if (n % 3 !== 1) throw new InputError(`has ${n} concealed tiles: the odds of a hand as it stands need 13 (3 fewer per call)`, "hand");
  const { wall, redHeld, redInWall } = wallOf(hand, options.seen ?? [], options.redFives ?? true, options.situation?.dora ?? []);
  const unseen = wall.reduce((a, b) => a + b, 0);
  checkDraws(options.draws, unseen);
  if (options.signal?.aborted === true) throw new OddsCancelled("the odds search was cancelled");
  const scorer = scorerOf(hand, options);
  const run = (draws: number, maxStates: number) => {
    const search = new OddsSearch(wall, draws, n, redInWall, scorer, { ...limitsOf(options), maxStates });
    return { values: search.evaluate({ hand: countsOfTiles(hand.concealed), redHeld }), states: search.states };
  };
  const limits = limitsOf(options);
  checkEstimate(options.draws, limits.maxStates, (draws, maxStates) => run(draws, maxStates).states);
  options.onProgress?.(0, 1);
  const { values, states } = run(options.draws, limits.maxStates);
  if (options.stats) options.stats.states = states;
  options.onProgress?.(1, 1);
  return { ...values, draws: options.draws, unseen };
}

/**
 * The odds after each discard of a hand that just drew (14 concealed tiles, 3 fewer per call),
 * best first by `goal`. The discarded tile is not drawn again (it is in the river). One search
 * serves every discard, so states reached from two discards are evaluated once.
 */
export function discardOdds(hand: Hand, options: OddsOptions): DiscardOdds[] {
  const n = hand.concealed.length;
  if (n % 3 !== 2) throw new InputError(`has ${n} concealed tiles: the odds per discard need 14 (3 fewer per call)`, "hand");
  const { wall, redHeld, redInWall } = wallOf(hand, options.seen ?? [], options.redFives ?? true, options.situation?.dora ?? []);
  checkDraws(
    options.draws,
    wall.reduce((a, b) => a + b, 0),
  );
  const scorer = scorerOf(hand, options);
  const limits = limitsOf(options);
  checkEstimate(options.draws, limits.maxStates, (draws, maxStates) => {
    const search = new OddsSearch(wall, draws, n - 1, redInWall, scorer, { ...limits, maxStates });
    perDiscard(hand, redHeld, search, options.signal === undefined ? {} : { signal: options.signal });
    return search.states;
  });
  const search = new OddsSearch(wall, options.draws, n - 1, redInWall, scorer, limits);
  const rows = perDiscard(hand, redHeld, search, options);
  if (options.stats) options.stats.states = search.states;
  return rows.sort(compareOdds(options.goal ?? "win"));
}

/** Every discard of a 14-tile hand through one search, in tile order. */
function perDiscard(hand: Hand, redHeld: number, search: OddsSearch, options: Pick<OddsOptions, "signal" | "onProgress">): DiscardOdds[] {
  const counts = countsOfTiles(hand.concealed);
  const kinds = counts.flatMap((c, k) => (c > 0 ? [k] : []));
  const rows: DiscardOdds[] = [];
  options.onProgress?.(0, kinds.length);
  for (const kind of kinds) {
    if (options.signal?.aborted === true) throw new OddsCancelled("the odds search was cancelled");
    counts[kind]!--;
    // A red five is discarded only when it is the hand's last five of its suit.
    const suitBit = kind < 27 && kind % 9 === 4 ? 1 << Math.floor(kind / 9) : 0;
    const redGone = suitBit !== 0 && counts[kind] === 0 && (redHeld & suitBit) !== 0;
    const values = search.evaluate({ hand: counts, redHeld: redGone ? redHeld & ~suitBit : redHeld });
    counts[kind]!++;
    rows.push({ discard: kind, tile: redGone ? `0${"mps"[Math.floor(kind / 9)]!}` : tileName(kind), ...values });
    options.onProgress?.(rows.length, kinds.length);
  }
  return rows;
}
