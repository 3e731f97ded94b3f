// The advisor client against a stand-in Worker: requests go out when the piece or board changes
// (not when the piece moves), answers to an older request are dropped, destroy() terminates it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleAdvisorRequest, type Advice, type AdvisorRequest } from "../analysis/advisor.ts";
import { TetrisGame } from "../rules/game.ts";
import { AdvisorClient } from "./advisor-client.ts";

class FakeWorker {
  static last: FakeWorker | null = null;
  readonly posted: AdvisorRequest[] = [];
  terminated = false;
  private listener: ((event: { data: unknown }) => void) | null = null;
  constructor() {
    FakeWorker.last = this;
  }
  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    if (type === "message") this.listener = listener;
  }
  postMessage(request: AdvisorRequest): void {
    this.posted.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** The worker answers request `i` (as the real one would). */
  answer(i: number): void {
    this.listener?.({ data: handleAdvisorRequest(this.posted[i]!) });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("the advisor client", () => {
  it("asks on a new piece, drops a stale answer, keeps the current one, and terminates the worker", () => {
    vi.stubGlobal("Worker", FakeWorker);
    const seen: (Advice | null)[] = [];
    const client = new AdvisorClient((advice) => seen.push(advice));
    const worker = FakeWorker.last!;
    const game = new TetrisGame({ seed: "client", mode: "zen", allow180: true, softDropFactor: 20 });
    client.update(game);
    expect(worker.posted.length).toBe(1);
    game.apply("left");
    client.update(game); // the same piece, moved: no new request
    expect(worker.posted.length).toBe(1);
    game.apply("hardDrop");
    client.update(game); // a new piece: a new request, the old advice is gone at once
    expect(worker.posted.length).toBe(2);
    expect(client.advice).toBeNull();
    worker.answer(0); // the first piece's answer arrives late: dropped
    expect(client.advice).toBeNull();
    worker.answer(1);
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
