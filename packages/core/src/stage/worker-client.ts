// The page's side of a core worker (the worker module calls `serveWorker(handlers)` from
// @arcade/core): requests with ids, progress, the result or a clear error through callbacks.
// `cancel()` terminates the worker, because a worker busy with a search cannot read a cancel
// message; the next request starts a fresh one. Answers to requests that were cancelled or
// dropped are ignored. Where the browser has no Worker (or the worker script fails to load), the
// same handlers run in the page.
import type { JobProgress, JobRequest, JobResult, WorkerAnswer, WorkerCall, WorkerHandlers } from "../worker/serve.ts";

/** What a request reports back. None is called after `cancel()`, `drop()` or `destroy()`. */
export interface Job<Result, Progress = number> {
  progress?: (value: Progress) => void;
  result: (value: Result) => void;
  /** The handler threw: its message, and the place for an InputError. Default: logged. */
  error?: (message: string, where?: string) => void;
}

export interface WorkerClientOptions<H extends WorkerHandlers> {
  /** Starts the worker: `() => new Worker(new URL("./worker.ts", import.meta.url), { type: "module" })`. */
  create: () => Worker;
  /**
   * The same handlers the worker serves, to run in the page when there is no Worker or it fails
   * to load. Without them such a request fails with an error.
   */
  inPage?: H;
  /** For error messages ("the advisor worker failed"). */
  name?: string;
}

interface Pending {
  kind: string;
  request: unknown;
  job: Job<unknown, unknown>;
}

export class WorkerClient<H extends WorkerHandlers> {
  private worker: Worker | null = null;
  /** The worker failed to load once: from then on, requests run in the page. */
  private broken = typeof Worker === "undefined";
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private destroyed = false;

  constructor(private readonly options: WorkerClientOptions<H>) {}

  /** Whether any request is waiting for its answer. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /**
   * Sends a request; returns its id (for `drop(id)`). In the page fallback a synchronous handler
   * answers before `run` returns.
   */
  run<K extends keyof H & string>(kind: K, request: JobRequest<H, K>, job: Job<JobResult<H, K>, JobProgress<H, K>>): number {
    if (this.destroyed) return 0;
    const id = this.nextId++;
    const entry: Pending = { kind, request, job: job as Job<unknown, unknown> };
    this.pending.set(id, entry);
    const worker = this.ensureWorker();
    if (worker) worker.postMessage({ id, kind, request } satisfies WorkerCall);
    else this.runInPage(id, entry);
    return id;
  }

  /**
   * Forgets the answers of pending requests (all, or the one `id`) without stopping the worker:
   * for cheap jobs where only the newest question matters (the advisor's next piece).
   */
  drop(id?: number): void {
    if (id === undefined) this.pending.clear();
    else this.pending.delete(id);
  }

  /** Stops everything pending: the worker is terminated if it was busy, the next request starts a fresh one. */
  cancel(): void {
    if (this.pending.size === 0) return;
    this.pending.clear();
    this.stopWorker();
  }

  /** Leaves nothing behind; the client answers nothing afterwards. */
  destroy(): void {
    this.destroyed = true;
    this.pending.clear();
    this.stopWorker();
  }

  private ensureWorker(): Worker | null {
    if (this.worker || this.broken) return this.worker;
    try {
      const worker = this.options.create();
      worker.addEventListener("message", (event: MessageEvent<WorkerAnswer>) => this.answer(event.data));
      worker.addEventListener("error", (event: ErrorEvent) => {
        event.preventDefault?.();
        this.failed(worker, event.message);
      });
      this.worker = worker;
    } catch {
      this.broken = true;
    }
    return this.worker;
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private answer(message: WorkerAnswer): void {
    const entry = this.pending.get(message.id);
    if (!entry) return; // cancelled or dropped: a late answer
    if (message.type === "progress") return entry.job.progress?.(message.value);
    this.pending.delete(message.id);
    if (message.type === "result") entry.job.result(message.value);
    else this.report(entry, message.message, message.where);
  }

  /**
   * The worker script failed (it did not load, or threw outside a handler). With page handlers
   * the pending requests are answered here and so is every later one; otherwise they fail.
   */
  private failed(worker: Worker, message: string | undefined): void {
    if (worker !== this.worker) return;
    this.stopWorker();
    const waiting = [...this.pending];
    if (this.options.inPage) {
      this.broken = true;
      for (const [id, entry] of waiting) this.runInPage(id, entry);
      return;
    }
    this.pending.clear();
    for (const [, entry] of waiting) this.report(entry, `the ${this.options.name ?? "background"} worker failed${message ? `: ${message}` : ""}`);
  }

  private runInPage(id: number, entry: Pending): void {
    const handler = this.options.inPage?.[entry.kind] as ((request: unknown, progress: (value: unknown) => void) => unknown) | undefined;
    if (!handler) {
      this.pending.delete(id);
      return this.report(entry, `the ${this.options.name ?? "background"} work cannot run here: this browser has no Web Workers`);
    }
    const progress = (value: unknown) => {
      if (this.pending.get(id) === entry) entry.job.progress?.(value);
    };
    const settle = (ok: boolean, value: unknown) => {
      if (this.pending.get(id) !== entry) return;
      this.pending.delete(id);
      if (ok) entry.job.result(value);
      else {
        const where = (value as { where?: unknown } | null)?.where;
        this.report(entry, value instanceof Error ? value.message : String(value), typeof where === "string" ? where : undefined);
      }
    };
    let value: unknown;
    try {
      value = handler(entry.request, progress);
    } catch (error) {
      return settle(false, error);
    }
    if (value instanceof Promise)
      value.then(
        (v) => settle(true, v),
        (e: unknown) => settle(false, e),
      );
    else settle(true, value);
  }

  private report(entry: Pending, message: string, where?: string): void {
    if (entry.job.error) entry.job.error(message, where);
    else console.error(`${this.options.name ?? "worker"}: ${where ? `${where}: ` : ""}${message}`);
  }
}
