import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { memoryIo, runCli } from "@arcade/core/cli";
import { afterAll, describe, expect, it } from "vitest";
import { boardFromFumen } from "../fumen.ts";
import { group } from "../cli.ts";
import type { SelfplayJson } from "./selfplay.ts";

async function run(...argv: string[]) {
  const io = memoryIo();
  const start = performance.now();
  const code = await runCli(["tetris", ...argv], [group], io.io);
  return { code, out: io.stdout(), err: io.stderr(), ms: performance.now() - start };
}

const dir = mkdtempSync(join(tmpdir(), "tetris-selfplay-"));
const file = (name: string) => join(dir, name);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Record = { rulesVersion: number; frames?: number; inputs: [number, string][] };

describe("tetris selfplay and replay", () => {
  it("selfplay writes a record that replay re-runs to the same final", async () => {
    const played = await run("selfplay", "--seed", "abc", "--pieces", "30", "--bot", "survivor", "--replay-out", file("a.json"), "--json");
    expect(played.err).toBe("");
    const out = JSON.parse(played.out) as SelfplayJson;
    expect(out).toMatchObject({ game: "tetris", rulesVersion: 1, seed: "abc", mode: "zen", bot: "survivor" });
    expect(out.final.pieces).toBe(30);
    expect(out.final.over).toBeNull();
    // 30 pieces of 40 cells: the lines cleared account for every cell not on the board.
    const cells = boardFromFumen(out.final.board).board.filter((cell) => cell !== null).length;
    expect(cells + 10 * out.final.lines).toBe(4 * 30);
    const replayed = await run("replay", file("a.json"), "--json");
    expect(replayed.code).toBe(0);
    const again = JSON.parse(replayed.out) as { final: unknown; frames: number };
    expect(again.final).toEqual(out.final);
    expect(again.frames).toBe(out.frames);
  });

  it("the same seed plays the same game; the default bot is expert, and the bots differ", async () => {
    const a = await run("selfplay", "--seed", "s", "--pieces", "12", "--json");
    const b = await run("selfplay", "--seed", "s", "--pieces", "12", "--bot", "expert", "--json");
    const c = await run("selfplay", "--seed", "s", "--pieces", "12", "--bot", "report", "--json");
    expect(a.out).toBe(b.out);
    expect(JSON.parse(c.out)).not.toEqual({ ...JSON.parse(a.out), bot: "report" });
  });

  it("bad options exit 2 with one line", async () => {
    for (const args of [
      ["--seed", "s", "--pieces", "0"],
      ["--seed", "s", "--pieces", "5", "--bot", "nobody"],
      ["--seed", "", "--pieces", "5"],
      ["--pieces", "5"],
      ["--seed", "s", "--pieces", "5", "--replay-out", file("no/such/folder.json")],
    ]) {
      const r = await run("selfplay", ...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err.trim().split("\n")).toHaveLength(1);
    }
  });

  it("refuses a record of another rules version, or one whose frames run past a day, at once", async () => {
    await run("selfplay", "--seed", "t", "--pieces", "5", "--replay-out", file("t.json"));
    const record = JSON.parse(readFileSync(file("t.json"), "utf8")) as Record;
    writeFileSync(file("v.json"), JSON.stringify({ ...record, rulesVersion: 2 }));
    writeFileSync(file("f.json"), JSON.stringify({ ...record, frames: 1e9 }));
    const cases: [string, RegExp][] = [
      ["v.json", /^arcade tetris replay: replay\.rulesVersion: was recorded with rules version 2, and this build plays version 1/],
      ["f.json", /^arcade tetris replay: replay\.frames: frame 1000000000 is past frame 5184000, 24 hours of play/],
    ];
    for (const [name, reason] of cases) {
      const r = await run("replay", file(name), "--json");
      expect(r.code, name).toBe(2);
      expect(r.err.trim().split("\n"), name).toHaveLength(1);
      expect(r.err, name).toMatch(reason);
      expect(r.out).toBe("");
    }
  });

  it("reads a device with a byte bound: /dev/zero is refused, not read without end", async () => {
    const r = await run("replay", "/dev/zero");
    expect(r.code).toBe(2);
    expect(r.err).toBe(`arcade tetris replay: /dev/zero: is more than ${64 * 1024 * 1024} bytes; at most ${64 * 1024 * 1024} are read\n`);
  });
});
