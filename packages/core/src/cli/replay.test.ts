import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { InputError } from "../errors.ts";
import type { ReplayRules, ReplayableGame } from "../sim/record.ts";
import { stringifyReplay, type Replay } from "../sim/replay.ts";
import { memoryIo, runCli } from "./command.ts";
import { readTextFile, writeRecordFile } from "./files.ts";
import { MAX_REPLAY_FRAMES, replayCommand } from "./replay.ts";

/** A counter game: "add:N" adds N, each step adds 1; it is over at 100. */
class Counter implements ReplayableGame<{ total: number }> {
  frame = 0;
  total = 0;
  get over(): boolean {
    return this.total >= 100;
  }
  apply(action: string, where: string): boolean {
    const match = /^add:(\d+)$/.exec(action);
    if (!match) throw new InputError(`must be add:<n>, got ${JSON.stringify(action)}`, where);
    this.total += Number(match[1]);
    return true;
  }
  step(): void {
    this.frame++;
    this.total++;
  }
  summary() {
    return { total: this.total };
  }
}

const rules: ReplayRules<Counter> = { game: "counter", rulesVersion: 3, create: () => new Counter() };
const group = { name: "counter", summary: "A counter.", commands: [replayCommand({ title: "Counter", rules })] };
const dir = mkdtempSync(join(tmpdir(), "cli-replay-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function record(overrides: Partial<Replay> = {}): string {
  const path = join(dir, `r${files++}.json`);
  const replay: Replay = {
    game: "counter",
    rulesVersion: 3,
    seed: "s",
    mode: "m",
    options: {},
    inputs: [{ frame: 2, action: "add:10" }],
    frames: 5,
    ...overrides,
  };
  writeFileSync(path, stringifyReplay(replay));
  return path;
}

async function run(...argv: string[]) {
  const { io, stdout, stderr } = memoryIo();
  const code = await runCli(["counter", ...argv], [group], io);
  return { code, out: stdout(), err: stderr() };
}

describe("the generic replay command", () => {
  it("re-runs a record from the game's rules alone and prints its final summary", async () => {
    const r = await run("replay", record(), "--json");
    expect(r.err).toBe("");
    // Five steps of +1 and one add:10 at frame 2.
    expect(JSON.parse(r.out)).toEqual({ game: "counter", rulesVersion: 3, seed: "s", mode: "m", frames: 5, final: { total: 15 } });
    expect((await run("replay", record())).out).toBe("counter rules 3 · seed s · mode m · 5 frames\ntotal: 15\n");
    expect((await run("--help")).out).toMatch(/replay\s+Re-run a Counter record/);
  });

  it("refuses another rules version or game, a bad input, and an end frame past the bound, with one line", async () => {
    const cases: [string, RegExp][] = [
      [record({ rulesVersion: 4 }), /^arcade counter replay: replay\.rulesVersion: was recorded with rules version 4, and this build plays version 3/],
      [record({ game: "other" }), /^arcade counter replay: replay\.game: is a record of "other", not of "counter"/],
      [record({ inputs: [{ frame: 1, action: "jump" }] }), /^arcade counter replay: replay\.inputs\[0\]: must be add:<n>, got "jump"/],
      [record({ frames: 1e9 }), new RegExp(`^arcade counter replay: replay\\.frames: the record runs to frame 1000000000, past frame ${MAX_REPLAY_FRAMES}`)],
      [join(dir, "none.json"), /none\.json: no such file/],
    ];
    for (const [path, reason] of cases) {
      const r = await run("replay", path, "--json");
      expect(r.code, path).toBe(2);
      expect(r.err.trim().split("\n")).toHaveLength(1);
      expect(r.err).toMatch(reason);
    }
  });

  it("lets a game print its own document around the generic fields", async () => {
    const own = replayCommand({ title: "Counter", rules, json: (game, rec, generic) => ({ seed: rec.seed, doubled: game.total * 2, final: generic.final }) });
    const { io, stdout } = memoryIo();
    expect(await runCli(["counter", "replay", record(), "--json"], [{ name: "counter", summary: "", commands: [own] }], io)).toBe(0);
    expect(JSON.parse(stdout())).toEqual({ seed: "s", doubled: 30, final: { total: 15 } });
  });
});

describe("writeRecordFile", () => {
  it("writes a record the replay command reads back, and refuses a path it cannot write with the option as the place", async () => {
    const path = join(dir, "written.json");
    const replay: Replay = { game: "counter", rulesVersion: 3, seed: "s", mode: "m", options: {}, inputs: [{ frame: 2, action: "add:10" }], frames: 5 };
    writeRecordFile(path, replay);
    expect(readTextFile(path, 1000)).toBe(`${stringifyReplay(replay)}\n`);
    const replayed = await run("replay", path, "--json");
    expect(replayed.code).toBe(0);
    expect(JSON.parse(replayed.out)).toMatchObject({ final: { total: 15 } });
    const missing = join(dir, "no-such-folder", "r.json");
    const refusal = (write: () => void) => {
      try {
        write();
      } catch (error) {
        return [error instanceof InputError, (error as InputError).where, (error as Error).message];
      }
      return null;
    };
    expect(refusal(() => writeRecordFile(missing, replay))).toEqual([true, "--replay-out", "cannot be written (no such file)"]);
    expect(refusal(() => writeRecordFile(dir, replay, "--out"))).toEqual([true, "--out", "cannot be written (is a directory)"]);
  });
});

describe("readTextFile on devices and pipes", () => {
  it("stops reading a device at the bound instead of growing without end", () => {
    expect(() => readTextFile("/dev/zero", 1000)).toThrow("is more than 1000 bytes; at most 1000 are read");
    expect(readTextFile("/dev/null", 1000)).toBe("");
  });

  it("reads a named pipe up to the bound, and refuses a longer one", async () => {
    const fifo = join(dir, "pipe");
    execFileSync("mkfifo", [fifo]);
    const writer = (text: string) => spawn("sh", ["-c", `printf '%s' "$1" > "$2"`, "sh", text, fifo], { stdio: "ignore" });
    const short = writer("hello");
    expect(readTextFile(fifo, 5)).toBe("hello");
    await new Promise((resolve) => short.on("exit", resolve));
    const long = writer("hello!");
    expect(() => readTextFile(fifo, 5)).toThrow("is more than 5 bytes; at most 5 are read");
    await new Promise((resolve) => long.on("exit", resolve));
  });
});
