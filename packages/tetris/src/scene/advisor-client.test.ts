// @vitest-environment happy-dom
// The advisor client against a stand-in Worker that answers with the real serving code: requests
// go out when the piece or board changes (not when the piece moves), answers to an older request
// are dropped, destroy() terminates the worker.
import { answerCall, type WorkerAnswer, type WorkerCall } from "@arcade/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { advisorJobs, type Advice } from "../analysis/advisor.ts";
import { TetrisGame } from "../rules/game.ts";
import { AdvisorClient } from "./advisor-client.ts";

class FakeWorker {
  static last: FakeWorker | null = null;
  readonly posted: WorkerCall[] = [];
  terminated = false;
  private listener: ((event: { data: WorkerAnswer }) => void) | null = null;
  constructor() {
    FakeWorker.last = this;
  }
  addEventListener(type: string, listener: (event: { data: WorkerAnswer }) => void): void {
    if (type === "message") this.listener = listener;
  }
  postMessage(call: WorkerCall): void {
    this.posted.push(call);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** The worker answers request `i` (as the real one would). */
  async answer(i: number): Promise<void> {
    await answerCall(advisorJobs, this.posted[i]!, (data) => this.listener?.({ data }));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("the advisor client", () => {
  it("asks on a new piece, drops a stale answer, keeps the current one, and terminates the worker", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const seen: (Advice | null)[] = [];
    const client = new AdvisorClient((advice) => seen.push(advice));
    const game = new TetrisGame({ seed: "client", mode: "zen", allow180: true, softDropFactor: 20 });
    client.update(game);
    const worker = FakeWorker.last!;
    expect(worker.posted.length).toBe(1);
    game.apply("left");
    client.update(game); // the same piece, moved: no new request
    expect(worker.posted.length).toBe(1);
    game.apply("hardDrop");
    client.update(game); // a new piece: a new request, the old advice is gone at once
    expect(worker.posted.length).toBe(2);
    expect(client.advice).toBeNull();
    await worker.answer(0); // the first piece's answer arrives late: dropped
    expect(client.advice).toBeNull();
    await worker.answer(1);
    expect(client.advice?.best?.piece).toBeDefined();
    expect(seen.at(-1)).toBe(client.advice);
    game.apply("hold");
    client.update(game); // a hold brings another piece: asked again
    expect(worker.posted.length).toBe(3);
    client.destroy();
    expect(worker.terminated).toBe(true);
  });

  it("advises in the page when there is no Worker", () => {
    vi.stubGlobal("Worker", undefined);
    const client = new AdvisorClient(() => undefined);
    const game = new TetrisGame({ seed: "client", mode: "zen", allow180: true, softDropFactor: 20 });
    client.update(game);
    expect(client.advice?.best).not.toBeNull();
  });
});
