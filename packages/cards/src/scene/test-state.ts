// What the end-to-end tests read of the lab and its rankings (cards.e2e.ts, layout.e2e.ts), as the
// session reports it: plain strings and numbers, the same on every device.
import type { RankResult } from "../analysis/ranking.ts";
import type { LabState } from "./lab-screen.ts";

/** The lab's routine, deck, score and map as the tests check them. */
export function labTestState(state: LabState): Record<string, string | number> {
  return {
    routine: state.routine,
    cards: state.heatmap.n,
    seconds: state.seconds,
    tvLowerBound: state.score.tvLowerBound,
    exact: String(state.score.tvExact !== null),
    measured: String(state.report !== null),
    zoom: state.zoom.toFixed(2),
    mapBox: state.mapBox,
  };
}

/** A ranking's title, size and top row, and where its first row is to tap. */
export function rankTestState(result: RankResult, firstRow: { x: number; y: number }): Record<string, string | number> {
  return {
    rankTitle: result.title,
    rankCount: result.count,
    rankTop: result.rows[0]?.routine ?? "",
    rankTopMeasured: String(result.rows[0]?.measured != null),
    rankTrials: result.trials,
    rankFirstRow: `${firstRow.x},${firstRow.y}`,
  };
}
