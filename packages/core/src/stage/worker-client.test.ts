// The core worker client against a stand-in Worker that runs the real serving code
// (answerCall) on the other side, one message at a time when the test says so.
import { afterEach, describe, expect, it, vi } from "vitest";
import { InputError } from "../errors.ts";
import { answerCall, type WorkerAnswer, type WorkerCall, type WorkerHandler } from "../worker/serve.ts";
import { WorkerClient } from "./worker-client.ts";

const handlers = {
  /** Sums 1..n, reporting progress at every step. */
  sum: ((n: number, progress: (done: number) => void) => {
    let total = 0;
    for (let i = 1; i <= n; i++) {
      total += i;
      progress(i / n);
    }
    return total;
  }) satisfies WorkerHandler<number, number>,
  /** Refuses a negative count with an InputError. */
  check: ((n: number) => {
    if (n < 0) throw new InputError("must not be negative", "count");
    return "ok";
  }) satisfies WorkerHandler<number, string>,
  later: ((text: string) => Promise.resolve(`${text}!`)) satisfies WorkerHandler<string, string>,
};

class FakeWorker {
  static made: FakeWorker[] = [];
  static failToLoad = false;
  readonly inbox: WorkerCall[] = [];
  terminated = false;
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>();
  constructor() {
    FakeWorker.made.push(this);
  }
  addEventListener(type: string, listener: (event: unknown) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  postMessage(call: WorkerCall): void {
    this.inbox.push(call);
    if (FakeWorker.failToLoad) queueMicrotask(() => this.emit("error", { message: "404 worker.ts", preventDefault() {} }));
  }
  terminate(): void {
    this.terminated = true;
  }
  /** The worker handles its oldest message and its answers arrive (unless it was terminated). */
  async handleNext(): Promise<void> {
    const call = this.inbox.shift()!;
    const answers: WorkerAnswer[] = [];
    await answerCall(handlers, call, (message) => answers.push(message), { progressEveryMs: 0 });
    for (const data of answers) if (!this.terminated) this.emit("message", { data });
  }
  private emit(type: string, event: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function client(inPage = true) {
  return new WorkerClient({ create: () => new FakeWorker() as unknown as Worker, ...(inPage ? { inPage: handlers } : {}), name: "test" });
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
  FakeWorker.failToLoad = false;
});

describe("the worker client", () => {
  it("sends a request with an id and delivers progress, then the result", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const c = client();
    const progress: number[] = [];
    const results: number[] = [];
    c.run("sum", 4, { progress: (p) => progress.push(p), result: (r) => results.push(r) });
    expect(c.busy).toBe(true);
    const worker = FakeWorker.made[0]!;
    expect(worker.inbox[0]).toEqual({ id: 1, kind: "sum", request: 4 });
    await worker.handleNext();
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    expect(results).toEqual([10]);
    expect(c.busy).toBe(false);
  });

  it("drops a late answer, and cancel terminates a busy worker and starts a fresh one next time", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const c = client();
    const results: number[] = [];
    const first = c.run("sum", 3, { result: (r) => results.push(r) });
    c.run("sum", 4, { result: (r) => results.push(r) });
    c.drop(first);
    const worker = FakeWorker.made[0]!;
    await worker.handleNext(); // the dropped request's answer arrives: ignored
    await worker.handleNext();
    expect(results).toEqual([10]);
    expect(worker.terminated).toBe(false);

    c.run("sum", 5, { result: (r) => results.push(r) });
    c.cancel();
    expect(worker.terminated).toBe(true);
    expect(c.busy).toBe(false);
    c.run("sum", 2, { result: (r) => results.push(r) });
    expect(FakeWorker.made.length).toBe(2);
    await FakeWorker.made[1]!.handleNext();
    expect(results).toEqual([10, 3]);
  });

  it("cancel with nothing pending keeps the worker", () => {
    vi.stubGlobal("Worker", FakeWorker);
    const c = client();
    c.run("sum", 1, { result: () => undefined });
    c.drop();
    c.cancel();
    expect(FakeWorker.made[0]!.terminated).toBe(false);
    c.destroy();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    expect(c.run("sum", 1, { result: () => undefined })).toBe(0);
  });

  it("passes an InputError's message and place, and an unknown job is an error", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const c = client();
    const errors: string[] = [];
    c.run("check", -1, { result: () => undefined, error: (message, where) => errors.push(`${where}: ${message}`) });
    await FakeWorker.made[0]!.handleNext();
    expect(errors).toEqual(["count: must not be negative"]);
    const answers: WorkerAnswer[] = [];
    await answerCall(handlers, { id: 9, kind: "nope", request: null }, (m) => answers.push(m));
    expect(answers).toEqual([{ id: 9, type: "error", message: 'this worker has no job "nope"' }]);
  });

  it("runs the handlers in the page where Worker is missing, synchronously when they are", async () => {
    vi.stubGlobal("Worker", undefined);
    const c = client();
    const seen: unknown[] = [];
    c.run("sum", 3, { progress: (p) => seen.push(p), result: (r) => seen.push(`=${r}`) });
    expect(seen).toEqual([1 / 3, 2 / 3, 1, "=6"]);
    const errors: string[] = [];
    c.run("check", -2, { result: () => undefined, error: (m, w) => errors.push(`${w}: ${m}`) });
    expect(errors).toEqual(["count: must not be negative"]);
    const later = new Promise<string>((resolve) => c.run("later", "hi", { result: resolve }));
    await expect(later).resolves.toBe("hi!");
  });

  it("falls back to the page when the worker script fails to load, and says so without page handlers", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    FakeWorker.failToLoad = true;
    const c = client();
    const result = new Promise<number>((resolve) => c.run("sum", 4, { result: resolve }));
    await expect(result).resolves.toBe(10);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    c.run("sum", 2, { result: () => undefined });
    expect(FakeWorker.made.length).toBe(1); // the page answers from now on

    const bare = client(false);
    const failure = new Promise<string>((resolve) => bare.run("sum", 1, { result: () => resolve("answered"), error: resolve }));
    await expect(failure).resolves.toBe("the test worker failed: 404 worker.ts");
  });

  it("spaces progress messages in the worker but always answers", async () => {
    let t = 0;
    const answers: WorkerAnswer[] = [];
    await answerCall(handlers, { id: 1, kind: "sum", request: 6 }, (m) => answers.push(m), { progressEveryMs: 50, now: () => (t += 20) });
    // The six progress calls come at t = 20, 40, …, 120: only those at 20 and 80 are 50 ms apart.
    expect(answers.map((a) => a.type)).toEqual(["progress", "progress", "result"]);
    expect(answers.at(-1)).toEqual({ id: 1, type: "result", value: 21 });
  });
});
