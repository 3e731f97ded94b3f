// The page's side of the lab worker: one request at a time; a new request or destroy() terminates
// the running one (a busy worker cannot read a cancel message). The same worker measures a routine
// (LabRequest) and runs a ranking (RankRequest); each client handles one kind of final message.
import type { LabRequest, LabSummary } from "../analysis/lab-session.ts";
import type { RankRequest, RankResult } from "../analysis/ranking.ts";

type Progress = { id: number; type: "progress"; done: number; total: number };
type Failure = { id: number; type: "error"; message: string };

export interface WorkerEvents<Result> {
  progress: (fraction: number) => void;
  result: (result: Result) => void;
  error: (message: string) => void;
}

class WorkerClient<Request extends { id: number }, Final extends { id: number; type: string }, Result> {
  private worker: Worker | null = null;
  private nextId = 1;
  private current = 0;

  constructor(
    private readonly events: WorkerEvents<Result>,
    private readonly unwrap: (message: Final) => Result,
  ) {}

  protected start(request: Omit<Request, "id">): void {
    this.stop();
    const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
    const id = this.nextId++;
    this.current = id;
    worker.addEventListener("message", (event: MessageEvent<Progress | Failure | Final>) => {
      const response = event.data;
      if (response.id !== this.current) return;
      if (response.type === "progress") {
        const p = response as Progress;
        this.events.progress(p.total === 0 ? 1 : p.done / p.total);
      } else if (response.type === "error") {
        this.events.error((response as Failure).message);
        this.stop();
      } else {
        this.events.result(this.unwrap(response as Final));
        this.stop();
      }
    });
    worker.addEventListener("error", (event) => {
      this.events.error(event.message || "the lab worker failed");
      this.stop();
    });
    worker.postMessage({ ...request, id });
    this.worker = worker;
  }

  /** Stops the running job, if any (its messages are ignored from now on). */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    this.current = 0;
  }

  get busy(): boolean {
    return this.worker !== null;
  }

  destroy(): void {
    this.stop();
  }
}

/** Measures one routine in the worker. */
export class LabClient extends WorkerClient<LabRequest, { id: number; type: "result"; report: LabSummary }, LabSummary> {
  constructor(events: WorkerEvents<LabSummary>) {
    super(events, (message) => message.report);
  }
  measure(request: Omit<LabRequest, "id">): void {
    this.start(request);
  }
}

/** Runs one experiment's ranking in the worker. */
export class RankClient extends WorkerClient<RankRequest, { id: number; type: "ranking"; result: RankResult }, RankResult> {
  constructor(events: WorkerEvents<RankResult>) {
    super(events, (message) => message.result);
  }
  rank(request: Omit<RankRequest, "id">): void {
    this.start(request);
  }
}
