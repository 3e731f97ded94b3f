// A value a worker works out once per page (tables, an index): the first call starts the job in
// a worker (core's WorkerClient, the same handlers in the page without workers), every later call
// shares its answer, and the worker is gone once it has answered.
import type { JobRequest, JobResult, WorkerHandlers } from "../worker/serve.ts";
import { WorkerClient, type WorkerClientOptions } from "./worker-client.ts";

/**
 * A loader of one job's answer, run once however often it is called: `use` takes the answer, or
 * null when the job failed (the caller works the value out itself), and what it returns is what
 * every call settles to.
 */
export function workerOnce<H extends WorkerHandlers, K extends keyof H & string, T>(
  options: WorkerClientOptions<H>,
  kind: K,
  request: JobRequest<H, K>,
  use: (answer: JobResult<H, K> | null) => T,
): () => Promise<T> {
  let answered: Promise<T> | null = null;
  return () =>
    (answered ??= new Promise<T>((resolve) => {
      const client = new WorkerClient(options);
      const done = (answer: JobResult<H, K> | null) => {
        client.destroy();
        resolve(use(answer));
      };
      client.run(kind, request, { result: done, error: () => done(null) });
    }));
}
