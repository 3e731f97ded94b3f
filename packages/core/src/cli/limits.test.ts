import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { InputError } from "../errors.ts";
import { memoryIo, runCli, type CommandGroup } from "./command.ts";
import { LIMIT_OPTIONS, LimitExceeded, limitsOption, progressOption, progressReporter, WorkLimits } from "./limits.ts";

const MB = 1024 * 1024;

/** A clock and a heap the test moves by hand. */
function fakes() {
  const state = { now: 0, heap: 100 * MB };
  return { state, now: () => state.now, heapUsed: () => state.heap };
}

class TerminalStream extends Writable {
  readonly isTTY = true;
  text = "";
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.text += chunk.toString("utf8");
    done();
  }
}

describe("WorkLimits", () => {
  it("stops at the time limit with a message naming --max-ms and the advice", () => {
    const f = fakes();
    const limits = new WorkLimits({ maxMs: 1000, maxBytes: 64 * MB, advice: "fewer --moves", now: f.now, heapUsed: f.heapUsed });
    f.state.now = 999;
    expect(() => limits.check()).not.toThrow();
    f.state.now = 1001;
    expect(() => limits.check()).toThrow(LimitExceeded);
    try {
      limits.check();
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).where).toBe("--max-ms");
      expect((error as Error).message).toBe("stopped after 1001 ms before the result was complete: ask for fewer --moves, or raise the limit");
    }
  });

  it("stops when the heap has grown past the memory limit, measured from the start", () => {
    const f = fakes();
    const limits = new WorkLimits({ maxMs: 1e9, maxBytes: 64 * MB, advice: "fewer cards", now: f.now, heapUsed: f.heapUsed });
    f.state.heap = 160 * MB; // grown by 60 MB: within the limit
    for (let i = 0; i < 100; i++) limits.check();
    f.state.heap = 170 * MB; // grown by 70 MB: the heap is read every 16th check
    let thrown: unknown;
    for (let i = 0; i < 16 && thrown === undefined; i++) {
      try {
        limits.check();
      } catch (error) {
        thrown = error;
      }
    }
    expect(thrown).toBeInstanceOf(LimitExceeded);
    expect((thrown as InputError).where).toBe("--max-mb");
    expect((thrown as Error).message).toMatch(/^stopped when the work held 70 MB \(limit 64 MB\)/);
  });

  it("gives a cancel flag that throws from inside the computation when a limit is passed", () => {
    const f = fakes();
    const flag = new WorkLimits({ maxMs: 10, maxBytes: MB, advice: "less", now: f.now, heapUsed: f.heapUsed }).flag();
    expect(flag.aborted).toBe(false);
    expect(flag.cancelled).toBe(false);
    f.state.now = 11;
    expect(() => flag.aborted).toThrow(LimitExceeded);
    expect(() => flag.cancelled).toThrow(LimitExceeded);
  });

  it("reads --max-ms and --max-mb, refusing nonsense", () => {
    expect(() => limitsOption({ "max-ms": "0" }, "less")).toThrow(/must be between 1 and 86400000/);
    expect(() => limitsOption({ "max-mb": "x" }, "less")).toThrow(/must be a whole number/);
    expect(limitsOption({ "max-ms": "5000" }, "less")).toBeInstanceOf(WorkLimits);
  });
});

describe("progress on stderr", () => {
  it("redraws one line in place on a terminal at most four times a second, and erases it at the end", () => {
    const stderr = new TerminalStream();
    let now = 0;
    const progress = progressReporter(stderr, "prob", { now: () => now });
    progress.update(1, 4);
    now = 100;
    progress.update(2, 4); // too soon: not drawn
    now = 300;
    progress.update(3, 4);
    progress.finish();
    expect(stderr.text).toBe("\rprob: 25.0 % (0.0 s)\u001b[K\rprob: 75.0 % (0.3 s)\u001b[K\r\u001b[K");
  });

  it("stays silent into a pipe unless --progress asks, then writes whole lines", () => {
    const quiet = memoryIo();
    const silent = progressOption({}, quiet.io.stderr, "tv");
    silent.update(1, 2);
    silent.finish();
    expect(quiet.stderr()).toBe("");
    const asked = memoryIo();
    const loud = progressOption({ progress: true }, asked.io.stderr, "tv");
    loud.update(1, 2);
    loud.finish();
    expect(asked.stderr()).toMatch(/^tv: 50\.0 % \(\d+\.\d s\)\n$/);
  });
});

describe("a bounded command", () => {
  const group: CommandGroup = {
    name: "demo",
    summary: "A command that never ends by itself.",
    commands: [
      {
        name: "spin",
        summary: "Counts until a limit stops it.",
        usage: "[--max-ms MS]",
        options: { ...LIMIT_OPTIONS },
        run({ values }) {
          const limits = limitsOption(values, "a smaller count");
          for (;;) limits.check();
        },
      },
    ],
  };

  it("ends with exit 2 and one line when the time limit is hit", async () => {
    const { io, stderr } = memoryIo();
    expect(await runCli(["demo", "spin", "--max-ms", "50"], [group], io)).toBe(2);
    expect(stderr()).toMatch(
      /^arcade demo spin: --max-ms: stopped after \d+ ms before the result was complete: ask for a smaller count, or raise the limit\n$/,
    );
  });
});
