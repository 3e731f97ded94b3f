// The reviewer as a worker job (served by analysis/table-worker.ts, run in the page where there
// are no workers): one seat's decisions in the hands a log re-ran, each rated as the CLI's
// `review` rates it, with progress per decision. Plain data in and out (structured-clone safe).
import type { HandRecord, Seat, TableRules } from "../table/types.ts";
import { decisionPoints } from "./decision-points.ts";
import { reviewDecisions, type DecisionReview } from "./review.ts";

export interface ReviewRequest {
  history: HandRecord[];
  seat: Seat;
  rules: TableRules;
}

export const reviewJobs = {
  reviewLog: (q: ReviewRequest, progress: (f: number) => void): DecisionReview[] =>
    reviewDecisions(decisionPoints(q.history, q.seat, q.rules), { onProgress: (done, total) => progress(total === 0 ? 1 : done / total) }),
};
