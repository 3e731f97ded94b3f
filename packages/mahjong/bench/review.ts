// The reviewer's speed on one seat's worth of decisions: 8 solo practice hands (seeds
// "review-bench-0" … "-7", 18 draws each, a hanchan's order of discards for one seat), played by
// the best discard by tile efficiency except every third turn the second best, each decision
// rated by the model the reviewer picks (exact up to 3 draws left, whole-hand after, efficiency
// beyond 4-shanten). CPU time of this thread. Run alone: node --import tsx bench/review.ts
import { rankDiscards } from "../src/analysis/efficiency.ts";
import { reviewDecisions, summarizeReview, type DecisionPoint } from "../src/analysis/review.ts";
import { countsOf } from "../src/analysis/tiles.ts";
import { PracticeGame } from "../src/rules/practice.ts";

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** The decision points of one practice hand played as described above. */
function decisionsOf(seed: string): DecisionPoint[] {
  const game = new PracticeGame(seed, { redFives: true });
  const points: DecisionPoint[] = [];
  while (game.state.status === "discard") {
    const state = game.state;
    const ranked = rankDiscards(countsOf(state.hand), { secondStep: "none" });
    const pick = state.draws % 3 === 0 && ranked.length > 1 ? ranked[1]! : ranked[0]!;
    const tile = state.hand.find((t) => t.kind === pick.discard)!;
    points.push({
      label: `${seed} draw ${state.draws}`,
      hand: { concealed: state.hand, melds: [] },
      seen: state.discards,
      doraIndicators: [state.doraIndicator.kind],
      roundWind: state.roundWind,
      seatWind: state.seatWind,
      drawsLeft: 18 - state.draws,
      discard: tile,
    });
    game.discardTile(`${tile.red ? 0 : (tile.kind % 9) + 1}${"mpsz"[Math.floor(tile.kind / 9)]!}`);
  }
  return points;
}

export function reviewBench(): void {
  const points = Array.from({ length: 8 }, (_, i) => decisionsOf(`review-bench-${i}`)).flat();
  reviewDecisions(points.slice(0, 2));
  const times: number[] = [];
  const start = cpuMs();
  const reviews = points.map((p) => {
    const t = cpuMs();
    const r = reviewDecisions([p])[0]!;
    times.push(cpuMs() - t);
    return r;
  });
  const total = cpuMs() - start;
  const models = ["exact", "whole-hand", "efficiency", "none"].map((m) => `${m} ${reviews.filter((r) => r.model === m).length}`).join(", ");
  const summary = summarizeReview(reviews);
  console.log(
    `  reviewer: ${points.length} decisions of 8 practice hands in ${(total / 1000).toFixed(2)} s CPU (mean ${(total / points.length).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms); models: ${models}; best by win ${summary.bestByWin}/${summary.rated}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) reviewBench();
