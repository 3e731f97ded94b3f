// A stand-in Web Worker for core's tests of worker helpers: it answers each message through the
// real serving code (answerCall), asynchronously as a real one does, until it is terminated.
// Never imported by shipped code.
import { afterEach, beforeEach, vi } from "vitest";
import { answerCall, type WorkerCall, type WorkerHandler } from "../../worker/serve.ts";

export const handlers = {
  square: ((n: number) => n * n) satisfies WorkerHandler<number, number>,
  fail: ((n: number): number => {
    throw new Error(`no answer for ${n}`);
  }) satisfies WorkerHandler<number, number>,
};

export class AnsweringWorker {
  static made: AnsweringWorker[] = [];
  terminated = false;
  private onMessage: ((event: { data: unknown }) => void) | null = null;
  constructor() {
    AnsweringWorker.made.push(this);
  }
  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    if (type === "message") this.onMessage = listener;
  }
  postMessage(call: WorkerCall): void {
    void answerCall(handlers, call, (data) => !this.terminated && this.onMessage?.({ data }), { progressEveryMs: 0 });
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** A client's options over the stand-in worker, with the same handlers in the page. */
export const workerOptions = { create: () => new AnsweringWorker() as unknown as Worker, inPage: handlers, name: "test" };

/** The tests in this file see a browser with workers (a client runs the handlers in the page without them). */
export function withAnsweringWorkers(): void {
  beforeEach(() => {
    AnsweringWorker.made = [];
    vi.stubGlobal("Worker", AnsweringWorker);
  });
  afterEach(() => vi.unstubAllGlobals());
}
