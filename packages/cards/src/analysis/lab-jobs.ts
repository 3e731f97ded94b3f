// The lab worker's jobs, served by core's worker helper (scene/worker.ts) and run in the page
// where there are no workers: measuring a routine and ranking an experiment's routines. The work
// is in the pure runLabRequest / runRankRequest; this turns their messages into a result, a
// progress fraction or a thrown error.
import type { WorkerHandler } from "@arcade/core";
import { runLabRequest, type LabRequest, type LabSummary } from "./lab-session.ts";
import { runRankRequest, type RankRequest, type RankResult } from "./ranking.ts";

type Answer<Final> = { type: "progress"; done: number; total: number } | { type: "error"; message: string } | Final;

/** Runs one request through its `run*Request`, returning the final message's value. */
function settle<Request, Final extends { type: string }, Result>(
  run: (request: Request, post: (answer: Answer<Final>) => void) => void,
  request: Request,
  progress: (fraction: number) => void,
  unwrap: (final: Final) => Result,
): Result {
  let value: { result: Result } | null = null;
  let failure: string | null = null;
  run(request, (answer) => {
    if (answer.type === "progress") {
      const { done, total } = answer as { done: number; total: number };
      progress(total === 0 ? 1 : done / total);
    } else if (answer.type === "error") failure = (answer as { message: string }).message;
    else value = { result: unwrap(answer as Final) };
  });
  if (failure !== null) throw new Error(failure);
  if (value === null) throw new Error("the lab finished without an answer");
  return (value as { result: Result }).result;
}

export type MeasureQuery = Omit<LabRequest, "id">;
export type RankQuery = Omit<RankRequest, "id" | "kind">;

export const labJobs = {
  measure: ((query, progress) =>
    settle(runLabRequest, { ...query, id: 0 }, progress, (final: { type: "result"; report: LabSummary }) => final.report)) satisfies WorkerHandler<
    MeasureQuery,
    LabSummary
  >,
  rank: ((query, progress) =>
    settle(
      runRankRequest,
      { ...query, id: 0, kind: "rank" },
      progress,
      (final: { type: "ranking"; result: RankResult }) => final.result,
    )) satisfies WorkerHandler<RankQuery, RankResult>,
};
