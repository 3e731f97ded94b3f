// The page's side of the measurement worker: one request at a time; a new request or destroy()
// terminates the running one (a busy worker cannot read a cancel message).
import type { LabRequest, LabResponse, LabSummary } from "../analysis/lab-session.ts";

export interface LabClientEvents {
  progress: (fraction: number) => void;
  result: (report: LabSummary) => void;
  error: (message: string) => void;
}

export class LabClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private current = 0;

  constructor(private readonly events: LabClientEvents) {}

  measure(request: Omit<LabRequest, "id">): void {
    this.stop();
    const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
    const id = this.nextId++;
    this.current = id;
    worker.addEventListener("message", (event: MessageEvent<LabResponse>) => {
      const response = event.data;
      if (response.id !== this.current) return;
      if (response.type === "progress") this.events.progress(response.total === 0 ? 1 : response.done / response.total);
      else if (response.type === "result") {
        this.events.result(response.report);
        this.stop();
      } else {
        this.events.error(response.message);
        this.stop();
      }
    });
    worker.addEventListener("error", (event) => {
      this.events.error(event.message || "the measurement worker failed");
      this.stop();
    });
    worker.postMessage({ ...request, id } satisfies LabRequest);
    this.worker = worker;
  }

  /** Stops the running measurement, if any. */
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
