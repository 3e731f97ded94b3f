// Core's worker helpers for a game's part: a value worked out once per page (`workerOnce`) and a
// client that goes with the session (`SessionPart.worker`), against a stand-in Worker that answers
// through the real serving code.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerCall, type WorkerCall, type WorkerHandler } from "../worker/serve.ts";
import type { PlaySession } from "./play-session.ts";
import { SessionPart } from "./session-part.ts";
import type { WorkerClient } from "./worker-client.ts";
import { workerOnce } from "./worker-once.ts";

const handlers = {
  square: ((n: number) => n * n) satisfies WorkerHandler<number, number>,
  fail: ((n: number): number => {
    throw new Error(`no answer for ${n}`);
  }) satisfies WorkerHandler<number, number>,
};

/** A worker that answers each message at once (asynchronously, as a real one does). */
class AnsweringWorker {
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

// The client sees a browser with workers (it runs the handlers in the page without them).
beforeEach(() => {
  AnsweringWorker.made = [];
  vi.stubGlobal("Worker", AnsweringWorker);
});
afterEach(() => vi.unstubAllGlobals());

const options = { create: () => new AnsweringWorker() as unknown as Worker, inPage: handlers, name: "test" };

describe("workerOnce", () => {
  it("runs the job once however often it is called, shares what `use` made of the answer, and stops the worker", async () => {
    const used: (number | null)[] = [];
    const load = workerOnce(options, "square", 7, (answer) => (used.push(answer), `got ${answer}`));
    expect(AnsweringWorker.made).toHaveLength(0); // nothing starts before the first call
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load()]).toEqual(["got 49", "got 49", "got 49"]);
    expect(used).toEqual([49]);
    expect(AnsweringWorker.made).toHaveLength(1);
    expect(AnsweringWorker.made[0]!.terminated).toBe(true);
  });

  it("hands `use` null when the job fails, so the caller works the value out itself", async () => {
    const load = workerOnce(options, "fail", 1, (answer) => answer ?? "built here");
    expect(await load()).toBe("built here");
  });
});

describe("SessionPart.worker", () => {
  class Part extends SessionPart {
    readonly client: WorkerClient<typeof handlers> = this.worker(options);
    start(): void {}
  }

  it("starts its worker on the first request and stops it when the session is left", async () => {
    const leaving: (() => void)[] = [];
    const part = new Part({ onDestroy: (undo: () => void) => leaving.push(undo) } as unknown as PlaySession);
    expect(AnsweringWorker.made).toHaveLength(0);
    const answer = await new Promise<number>((result) => part.client.run("square", 3, { result }));
    expect(answer).toBe(9);
    expect(AnsweringWorker.made[0]!.terminated).toBe(false);
    for (const undo of leaving) undo();
    expect(AnsweringWorker.made[0]!.terminated).toBe(true);
  });
});
