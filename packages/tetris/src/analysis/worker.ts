// The advisor in a Web Worker: `new Worker(new URL("../analysis/worker.ts", import.meta.url),
// { type: "module" })`. Post { id, position, bot? } (an AdvisorPosition from `positionOf(game)`);
// the worker answers { id, advice }. A search takes a few milliseconds, so the scene can simply
// post a new request when the piece or board changes and ignore answers whose id is stale; for
// cancelling a long search, terminate the worker (destroy() must terminate it anyway).
import { handleAdvisorRequest, type AdvisorRequest } from "./advisor.ts";

interface WorkerScope {
  addEventListener(type: "message", listener: (event: { data: AdvisorRequest }) => void): void;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.addEventListener("message", (event) => scope.postMessage(handleAdvisorRequest(event.data)));
