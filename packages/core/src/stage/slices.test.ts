// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { inSlices, nextSlice, stepsOf } from "./slices.ts";

describe("work in slices", () => {
  it("runs the steps in order, none before the caller has gone on", async () => {
    const ran: number[] = [];
    const done = inSlices([0, 1, 2].map((i) => () => void ran.push(i)));
    expect(ran).toEqual([]);
    await done;
    expect(ran).toEqual([0, 1, 2]);
  });

  it("the caller goes on in a task after the last step's", async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      order.push("task queued by the last step");
      channel.port1.close();
    };
    await inSlices([() => channel.port2.postMessage(null)]);
    order.push("caller");
    expect(order).toEqual(["task queued by the last step", "caller"]);
  });

  it("stops when told, leaving the rest undone", async () => {
    const ran: number[] = [];
    await inSlices(
      [0, 1, 2, 3].map((i) => () => void ran.push(i)),
      () => ran.length >= 2,
      "background",
    );
    expect(ran).toEqual([0, 1]);
  });

  it("a slice is a task of its own: microtasks queued before it run first", async () => {
    const order: string[] = [];
    const slice = nextSlice().then(() => order.push("slice"));
    void Promise.resolve().then(() => order.push("microtask"));
    await slice;
    expect(order).toEqual(["microtask", "slice"]);
  });

  it("runs a generator a pause at a time, one task per step, and hands on its result", async () => {
    const log: string[] = [];
    function* work(): Generator<void, number> {
      log.push("a");
      yield;
      log.push("b");
      yield;
      log.push("c");
      return 7;
    }
    let result = 0;
    const steps = stepsOf(work(), (value) => (result = value));
    const done = inSlices(steps);
    expect(log).toEqual([]);
    await nextSlice();
    expect(log).toEqual(["a"]);
    await done;
    expect(log).toEqual(["a", "b", "c"]);
    expect(result).toBe(7);
  });
});
