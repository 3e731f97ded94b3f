// The worker's side of a core worker: a module that calls `serveWorker(handlers)` answers the
// requests a `WorkerClient` (@arcade/core/stage) sends. It lives in the pure entry, so a worker
// module imports no DOM and no pixi.js, and the same `handlers` object answers in the page when
// the browser has no workers (the client's in-page fallback).
import { InputError } from "../errors.ts";

/**
 * One kind of job: the request in, a way to report progress, the result out (or a promise of
 * it). A handler may keep state between requests in its module (a bot's memory); the client
 * starts a fresh worker after a cancel, so such state must be rebuilt by a request.
 */
export type WorkerHandler<Request = never, Result = unknown, Progress = number> = (
  request: Request,
  progress: (value: Progress) => void,
) => Result | Promise<Result>;

/** A worker's jobs by name. */
export type WorkerHandlers = Record<string, (request: never, progress: never) => unknown>;

export type JobRequest<H extends WorkerHandlers, K extends keyof H> = Parameters<H[K]>[0];
export type JobResult<H extends WorkerHandlers, K extends keyof H> = Awaited<ReturnType<H[K]>>;
export type JobProgress<H extends WorkerHandlers, K extends keyof H> = H[K] extends (request: never, progress: (value: infer P) => void) => unknown ? P : never;

/** Page → worker. */
export interface WorkerCall {
  id: number;
  kind: string;
  request: unknown;
}

/** Worker → page: progress, the result, or why it failed (`where` for an InputError's place). */
export type WorkerAnswer =
  | { id: number; type: "progress"; value: unknown }
  | { id: number; type: "result"; value: unknown }
  | { id: number; type: "error"; message: string; where?: string };

export interface ServeOptions {
  /** Progress is passed on at most this often (ms; messages are cheap but not free). Default 50. */
  progressEveryMs?: number;
  /** Buffers to move rather than copy with a result (large tables). */
  transfer?: (kind: string, result: unknown) => ArrayBuffer[];
  /** Time in ms, for spacing progress messages (tests pass a fake). */
  now?: () => number;
}

/** What `serveWorker` needs of a worker's global scope. */
export interface WorkerScope {
  addEventListener(type: "message", listener: (event: { data: WorkerCall }) => void): void;
  postMessage(message: WorkerAnswer, transfer?: ArrayBuffer[]): void;
}

/**
 * Answers one call: runs the handler and returns the messages in order through `post`. Shared
 * by the worker (`serveWorker`) and tests; never throws (a failure is an "error" answer).
 */
export async function answerCall(handlers: WorkerHandlers, call: WorkerCall, post: WorkerScope["postMessage"], options: ServeOptions = {}): Promise<void> {
  const { id, kind } = call;
  const handler = Object.hasOwn(handlers, kind) ? handlers[kind] : undefined;
  if (!handler) {
    post({ id, type: "error", message: `this worker has no job ${JSON.stringify(kind)}` });
    return;
  }
  const every = options.progressEveryMs ?? 50;
  const now = options.now ?? (() => Date.now());
  let last = -Infinity;
  const progress = (value: unknown) => {
    const t = now();
    if (t - last < every) return;
    last = t;
    post({ id, type: "progress", value });
  };
  try {
    const value = await (handler as WorkerHandler<unknown, unknown, unknown>)(call.request, progress);
    post({ id, type: "result", value }, options.transfer?.(kind, value) ?? []);
  } catch (error) {
    if (error instanceof InputError) post({ id, type: "error", message: error.message, ...(error.where === undefined ? {} : { where: error.where }) });
    else post({ id, type: "error", message: error instanceof Error ? error.message : String(error) });
  }
}

/** Makes this module a worker that answers `handlers`' jobs (call it once, at the top level). */
export function serveWorker(handlers: WorkerHandlers, options: ServeOptions = {}, scope: WorkerScope = globalThis as unknown as WorkerScope): void {
  scope.addEventListener("message", (event) => void answerCall(handlers, event.data, (message, transfer) => scope.postMessage(message, transfer), options));
}
