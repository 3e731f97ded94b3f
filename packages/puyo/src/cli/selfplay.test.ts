import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { memoryIo, runCli } from "@arcade/core/cli";
import { describe, expect, it } from "vitest";
import { replayCommand, selfplayCommand, type ReplayJson, type SelfplayJson } from "./selfplay.ts";

// The two commands as `arcade puyo` registers them (cli.ts), without the rest of the group.
const group = { name: "puyo", summary: "Puyo", commands: [selfplayCommand, replayCommand] };

async function run(...argv: string[]) {
  const io = memoryIo();
  const code = await runCli(["puyo", ...argv], [group], io.io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

const dir = mkdtempSync(join(tmpdir(), "puyo-cli-"));
const file = (name: string) => join(dir, name);

describe("puyo selfplay and replay", () => {
  it("selfplay prints the final state and replay re-runs the record to the same one", async () => {
    const played = await run("selfplay", "--seed", "abc", "--pieces", "20", "--replay-out", file("a.json"), "--json");
    expect(played.code).toBe(0);
    const final = JSON.parse(played.stdout) as SelfplayJson;
    expect(final.pieces).toBe(20);
    expect(final.toppedOut).toBe(false);
    const replayed = await run("replay", file("a.json"), "--json");
    expect(replayed.code).toBe(0);
    const out = JSON.parse(replayed.stdout) as ReplayJson;
    expect(out).toEqual({ game: "puyo", rulesVersion: 1, seed: "abc", mode: "endless", frames: final.frame, final });
  });
  it("selfplay counts the chains by length, up to the longest", async () => {
    const played = await run("selfplay", "--seed", "chains", "--pieces", "60", "--bot", "easy", "--json");
    const final = JSON.parse(played.stdout) as SelfplayJson;
    const lengths = Object.keys(final.chains).map(Number);
    expect(lengths).toEqual(lengths.map((_, i) => i + 1));
    expect(Math.max(...lengths)).toBe(final.maxChain);
    expect(final.chains[final.maxChain]).toBeGreaterThan(0);
    const text = await run("selfplay", "--seed", "chains", "--pieces", "60", "--bot", "easy");
    expect(text.stdout).toContain(`chains by length: 1-chains ${final.chains[1]}`);
  });
  it("the same seed plays the same game; --bot expert is the default, and the bots differ", async () => {
    const a = await run("selfplay", "--seed", "s", "--pieces", "8", "--json");
    const b = await run("selfplay", "--seed", "s", "--pieces", "8", "--bot", "expert", "--json");
    const c = await run("selfplay", "--seed", "s", "--pieces", "8", "--bot", "simple", "--json");
    expect(a.stdout).toBe(b.stdout);
    expect(c.stdout).not.toBe(a.stdout);
  });
  it("bad options exit 2 with one line", async () => {
    for (const args of [
      ["--seed", "s", "--pieces", "0"],
      ["--seed", "s", "--pieces", "5", "--bot", "nobody"],
      ["--pieces", "5"],
    ]) {
      const r = await run("selfplay", ...args);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  });
  it("a record of other rules, a damaged file, a bad input: exit 2 and one line naming it", async () => {
    await run("selfplay", "--seed", "t", "--pieces", "6", "--replay-out", file("t.json"));
    const record = JSON.parse(readFileSync(file("t.json"), "utf8")) as { rulesVersion: number; inputs: [number, string][] };
    writeFileSync(file("v.json"), JSON.stringify({ ...record, rulesVersion: 99 }));
    writeFileSync(file("d.json"), readFileSync(file("t.json"), "utf8").slice(0, 120));
    writeFileSync(file("i.json"), JSON.stringify({ ...record, inputs: record.inputs.map(([f, a], i) => [f, i === 2 ? "teleport" : a]) }));
    writeFileSync(
      file("b.json"),
      JSON.stringify({
        ...record,
        inputs: [
          [5, "left"],
          [3, "left"],
        ],
      }),
    );
    const cases: [string, RegExp][] = [
      ["v.json", /rulesVersion: was recorded with rules version 99, and this build plays version 1/],
      ["d.json", /not valid JSON/],
      ["i.json", /inputs\[2\].*teleport/],
      ["b.json", /inputs\[1\]/],
      ["missing.json", /no such file/],
    ];
    for (const [name, reason] of cases) {
      const r = await run("replay", file(name), "--json");
      expect(r.code, name).toBe(2);
      expect(r.stderr.trim().split("\n"), name).toHaveLength(1);
      expect(r.stderr, name).toMatch(reason);
    }
  });
  it("a tampered input that is still legal re-runs to a different final state", async () => {
    await run("selfplay", "--seed", "u", "--pieces", "10", "--replay-out", file("u.json"));
    const record = JSON.parse(readFileSync(file("u.json"), "utf8")) as { inputs: [number, string][] };
    const honest = JSON.parse((await run("replay", file("u.json"), "--json")).stdout) as ReplayJson;
    const i = record.inputs.findIndex(([, a]) => a === "drop");
    record.inputs.splice(i, 0, [record.inputs[i]![0], "left"]);
    writeFileSync(file("w.json"), JSON.stringify(record));
    const tampered = await run("replay", file("w.json"), "--json");
    expect(tampered.code).toBe(0);
    expect((JSON.parse(tampered.stdout) as ReplayJson).final).not.toEqual(honest.final);
  });
  it("reads a device with a byte bound, and refuses a record whose frames run past a day", async () => {
    const zero = await run("replay", "/dev/zero");
    expect(zero.code).toBe(2);
    expect(zero.stderr).toBe(`arcade puyo replay: /dev/zero: is more than ${64 * 1024 * 1024} bytes; at most ${64 * 1024 * 1024} are read\n`);
    await run("selfplay", "--seed", "f", "--pieces", "3", "--replay-out", file("f.json"));
    const record = JSON.parse(readFileSync(file("f.json"), "utf8")) as object;
    writeFileSync(file("g.json"), JSON.stringify({ ...record, frames: 1e9 }));
    const long = await run("replay", file("g.json"));
    expect(long.code).toBe(2);
    expect(long.stderr).toMatch(/^arcade puyo replay: replay\.frames: the record runs to frame 1000000000, past frame 5184000, the furthest a re-run goes\n$/);
  });
});
