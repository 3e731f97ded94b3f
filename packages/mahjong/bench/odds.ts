// The odds benchmark: exact win/tenpai chances and expected score per discard (analysis/odds,
// a memoised search with shanten pruning) against the plain recursion that defines them
// (bench/baselines/plain-odds-recursion.ts), on the same seeded near-complete hands, in one run,
// timed in CPU time of this thread. Both answers are compared: they must agree to 1e-9.
import { countsOf } from "../src/analysis/tiles.ts";
import { printHand, type Hand } from "../src/analysis/hand.ts";
import { nearCompleteHand } from "../src/analysis/odds/near-hands.ts";
import { discardOdds, handOdds } from "../src/analysis/odds/odds.ts";
import { createScorer } from "../src/rules/score/score.ts";
import { situation } from "../src/rules/score/situation.ts";
import { PlainOddsRecursion, type PlainOdds } from "./baselines/plain-odds-recursion.ts";

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function timed<T>(fn: () => T): { value: T; ms: number } {
  const start = cpuMs();
  const value = fn();
  return { value, ms: cpuMs() - start };
}

const score = createScorer(situation({ tsumo: true }));
const baseline = new PlainOddsRecursion((counts, win) => score(counts, win)?.points.hand ?? 0);

function wallOf(hand: Hand): number[] {
  return countsOf(hand.concealed).map((c) => 4 - c);
}

/** Largest difference between two sets of numbers, relative for scores. */
function disagreement(ours: PlainOdds[], theirs: PlainOdds[]): number {
  let worst = 0;
  ours.forEach((o, i) => {
    const t = theirs[i]!;
    worst = Math.max(worst, Math.abs(o.win - t.win), Math.abs(o.tenpai - t.tenpai), Math.abs(o.expectedScore - t.expectedScore) / Math.max(1, t.expectedScore));
  });
  return worst;
}

export function oddsBench(): void {
  console.log("  exact odds per discard (win, tenpai, expected score; dealer tsumo, no red fives in play):");
  const hands = Array.from({ length: 12 }, (_, i) => nearCompleteHand(`odds-bench-${i}`, 14, i % 4));
  // Warm up both (the shanten tables, the compiler) on a hand outside the set.
  const warm = nearCompleteHand("odds-bench-warm", 14, 1);
  discardOdds(warm, { draws: 2, redFives: false });
  baseline.perDiscard(countsOf(warm.concealed), wallOf(warm), 1);
  let oursMs = 0;
  let plainMs = 0;
  let worst = 0;
  for (const hand of hands) {
    const ours = timed(() => discardOdds(hand, { draws: 2, redFives: false }).sort((a, b) => a.discard - b.discard));
    const plain = timed(() => baseline.perDiscard(countsOf(hand.concealed), wallOf(hand), 2));
    oursMs += ours.ms;
    plainMs += plain.ms;
    worst = Math.max(worst, disagreement(ours.value, plain.value));
  }
  console.log(
    `    12 hands (0–3 tiles off complete), every discard, 2 draws: ours ${(oursMs / 12).toFixed(1)} ms/hand, plain recursion ${(plainMs / 12).toFixed(1)} ms/hand, ratio ${(plainMs / oursMs).toFixed(0)}×, largest difference ${worst.toExponential(1)}`,
  );

  const tenpai: Hand = nearCompleteHand("odds-bench-tenpai", 13, 0);
  const ours3 = timed(() => handOdds(tenpai, { draws: 3, redFives: false }));
  const plain3 = timed(() => baseline.evaluate(countsOf(tenpai.concealed), wallOf(tenpai), 3));
  console.log(
    `    a tenpai 13-tile hand (${printHand(tenpai)}), 3 draws: ours ${ours3.ms.toFixed(1)} ms, plain recursion ${plain3.ms.toFixed(0)} ms, ratio ${(plain3.ms / ours3.ms).toFixed(0)}×, difference ${disagreement([ours3.value], [plain3.value]).toExponential(1)}`,
  );

  const times = hands.map((hand) => timed(() => discardOdds(hand, { draws: 3 })).ms);
  const slowest = Math.max(...times);
  console.log(
    `    the same 12 hands, every discard, 3 draws (ours only): mean ${(times.reduce((a, b) => a + b, 0) / 12).toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms  target < 1000 ms: ${slowest < 1000 ? "met" : "NOT MET"}`,
  );

  for (const [label, seed] of [
    ["tenpai", "odds-bench-far-0"],
    ["tenpai", "odds-bench-far-1"],
  ] as const) {
    const hand = nearCompleteHand(seed, 13, 0);
    const stats = { states: 0 };
    const run = timed(() => handOdds(hand, { draws: 4, stats }));
    console.log(
      `    a ${label} 13-tile hand (${printHand(hand)}), 4 draws: ${run.ms.toFixed(0)} ms, ${stats.states.toLocaleString("en-US")} search states, win ${(run.value.win * 100).toFixed(2)} %`,
    );
  }
}
