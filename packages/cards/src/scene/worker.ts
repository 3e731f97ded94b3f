// The Web Worker that runs the lab's measurements off the main thread. All the work is in the
// pure runLabRequest; this only moves messages. To cancel, the page terminates the worker.
import { runLabRequest, type LabRequest, type LabResponse } from "../analysis/lab-session.ts";

const scope = globalThis as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<LabRequest>) => void): void;
  postMessage(message: LabResponse): void;
};

scope.addEventListener("message", (event) => {
  let last = 0;
  runLabRequest(event.data, (response) => {
    // Progress at most every 50 ms: messages are cheap but not free.
    if (response.type === "progress" && response.done < response.total) {
      const now = Date.now();
      if (now - last < 50) return;
      last = now;
    }
    scope.postMessage(response);
  });
});
