// What a game's part gets from core's SessionPart besides the session: a worker client that goes
// with the session, and a challenge mode that opens its challenge from the mount.
import { describe, expect, it, vi } from "vitest";
import type { PlaySession } from "./play-session.ts";
import { SessionPart } from "./session-part.ts";
import { AnsweringWorker, withAnsweringWorkers, workerOptions, type handlers } from "./testing/answering-worker.ts";
import type { WorkerClient } from "./worker-client.ts";

withAnsweringWorkers();

/** A session in `mode` that only notes what is to run when the game is left. */
function fakeSession(mode: string, leaving: (() => void)[] = []): PlaySession {
  return { mode: { id: mode }, onDestroy: (undo: () => void) => leaving.push(undo) } as unknown as PlaySession;
}

describe("SessionPart", () => {
  it("worker: its worker starts on the first request and stops when the session is left", async () => {
    class Part extends SessionPart {
      readonly client: WorkerClient<typeof handlers> = this.worker(workerOptions);
      start(): void {}
    }
    const leaving: (() => void)[] = [];
    const part = new Part(fakeSession("points", leaving));
    expect(AnsweringWorker.made).toHaveLength(0);
    expect(await new Promise<number>((result) => part.client.run("square", 3, { result }))).toBe(9);
    expect(AnsweringWorker.made[0]!.terminated).toBe(false);
    for (const undo of leaving) undo();
    expect(AnsweringWorker.made[0]!.terminated).toBe(true);
  });

  it("challengeIn: the mount in the challenge's mode opens the challenge; another mode starts as usual", () => {
    class Part extends SessionPart {
      readonly open = vi.fn();
      constructor(session: PlaySession) {
        super(session);
        this.challengeIn("duel", { open: this.open });
      }
      start(): void {}
    }
    const dueling = new Part(fakeSession("duel"));
    expect(dueling.fromLink()).toBe(true);
    expect(dueling.open).toHaveBeenCalledOnce();
    const playing = new Part(fakeSession("points"));
    expect(playing.fromLink()).toBe(false);
    expect(playing.open).not.toHaveBeenCalled();
  });
});
