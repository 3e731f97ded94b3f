// The Web Worker that runs the lab's heavy work off the main thread (measuring a routine, ranking
// an experiment), served by core's worker helper. To cancel, the page terminates the worker.
import { serveWorker } from "@arcade/core";
import { labJobs } from "../analysis/lab-jobs.ts";

serveWorker(labJobs);
