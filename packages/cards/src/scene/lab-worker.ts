// The lab's worker as core's WorkerClient: measuring a routine and ranking an experiment run off
// the main thread with progress; stopping terminates the worker (a busy worker cannot read a
// cancel message). Without workers the same jobs run in the page.
import { WorkerClient } from "@arcade/core/stage";
import { labJobs } from "../analysis/lab-jobs.ts";

export function labWorker(): WorkerClient<typeof labJobs> {
  return new WorkerClient({ create: () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module" }), inPage: labJobs, name: "lab" });
}
