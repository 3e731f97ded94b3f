// A value a worker works out once per page (`workerOnce`), against a stand-in Worker that answers
// through the real serving code (testing/answering-worker.ts).
import { describe, expect, it } from "vitest";
import { AnsweringWorker, withAnsweringWorkers, workerOptions } from "./testing/answering-worker.ts";
import { workerOnce } from "./worker-once.ts";

withAnsweringWorkers();

describe("workerOnce", () => {
  it("runs the job once however often it is called, shares what `use` made of the answer, and stops the worker", async () => {
    const used: (number | null)[] = [];
    const load = workerOnce(workerOptions, "square", 7, (answer) => (used.push(answer), `got ${answer}`));
    expect(AnsweringWorker.made).toHaveLength(0); // nothing starts before the first call
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load()]).toEqual(["got 49", "got 49", "got 49"]);
    expect(used).toEqual([49]);
    expect(AnsweringWorker.made).toHaveLength(1);
    expect(AnsweringWorker.made[0]!.terminated).toBe(true);
  });

  it("hands `use` null when the job fails, so the caller works the value out itself", async () => {
    const load = workerOnce(workerOptions, "fail", 1, (answer) => answer ?? "built here");
    expect(await load()).toBe("built here");
  });
});
