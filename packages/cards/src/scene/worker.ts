// The Web Worker that runs the lab's heavy work off the main thread: measuring a routine and
// ranking an experiment's routines. All the work is in the pure runLabRequest / runRankRequest;
// this only moves messages. To cancel, the page terminates the worker.
import { runLabRequest, type LabRequest, type LabResponse } from "../analysis/lab-session.ts";
import { runRankRequest, type RankRequest, type RankResponse } from "../analysis/ranking.ts";

const scope = globalThis as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<LabRequest | RankRequest>) => void): void;
  postMessage(message: LabResponse | RankResponse): void;
};

scope.addEventListener("message", (event) => {
  let last = 0;
  const post = (response: LabResponse | RankResponse) => {
    // Progress at most every 50 ms: messages are cheap but not free.
    if (response.type === "progress" && response.done < response.total) {
      const now = Date.now();
      if (now - last < 50) return;
      last = now;
    }
    scope.postMessage(response);
  };
  const request = event.data;
  if ("kind" in request && request.kind === "rank") runRankRequest(request, post);
  else runLabRequest(request as LabRequest, post);
});
