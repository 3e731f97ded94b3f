// Scoring benchmark (run by bench/index.ts): scoreHand (rules/score/score.ts: one depth-first
// split of the counts, yaku per arrangement) against the naive scorer of the tests
// (rules/score/naive-score.ts: every cut of a tile list, written for clarity, not speed) on the
// same seeded random winning hands, in CPU time of this thread; and a hit of the memoised scorer.
import { Rng } from "@arcade/core";
import { createScorer, scoreHand, situation } from "../src/index.ts";
import { naiveScore } from "../src/rules/score/naive-score.ts";

/** A closed winning hand: four random runs or triplets and a pair, at most four of a kind. */
function winningHand(rng: Rng): { counts: number[]; tiles: number[]; win: number } {
  for (;;) {
    const counts = new Array<number>(34).fill(0);
    const pair = rng.below(34);
    counts[pair]! += 2;
    for (let g = 0; g < 4; g++) {
      if (rng.below(2) === 0) counts[rng.below(34)]! += 3;
      else {
        const start = rng.below(3) * 9 + rng.below(7);
        for (let i = 0; i < 3; i++) counts[start + i]!++;
      }
    }
    if (counts.some((n) => n > 4)) continue;
    const tiles = counts.flatMap((n, k) => new Array<number>(n).fill(k));
    return { counts, tiles, win: tiles[rng.below(14)]! };
  }
}

/** bench/index.ts's timer: calls per CPU second of `fn` (best round) over `ms` of CPU time. */
type Rate = (fn: () => number, perRound: number, ms: number) => number;

export function scoringBench(rate: Rate): void {
  const rng = Rng.from("mahjong-score-bench");
  const HANDS = 2000;
  const hands = Array.from({ length: HANDS }, () => winningHand(rng));
  const s = situation({ seatWind: 1, tsumo: true, riichi: "riichi", dora: [4] });
  let scored = 0;
  const ours = rate(
    () => {
      for (const h of hands) if (scoreHand({ counts: h.counts, win: h.win }, s) !== null) scored++;
      return scored;
    },
    HANDS,
    1500,
  );
  const naive = rate(
    () => {
      for (let i = 0; i < 200; i++) if (naiveScore(hands[i]!.tiles, [], hands[i]!.win, 0, s) !== null) scored++;
      return scored;
    },
    200,
    1500,
  );
  const scorer = createScorer(s);
  for (const h of hands) scorer(h.counts, h.win);
  const memo = rate(
    () => {
      for (const h of hands) if (scorer(h.counts, h.win) !== null) scored++;
      return scored;
    },
    HANDS,
    1000,
  );
  const us = (perSecond: number) => `${(1e6 / perSecond).toFixed(2).padStart(8)} µs/hand`;
  console.log("  scoring a random closed winning hand (riichi tsumo, every reading, best kept):");
  console.log(`    ours (scoreHand)            ${us(ours)}`);
  console.log(`    naive scorer (baseline)     ${us(naive)}`);
  console.log(`    ratio ${(ours / naive).toFixed(1)}×; memoised scorer, repeated hand ${us(memo)}${scored === 0 ? " (nothing scored)" : ""}`);
}
