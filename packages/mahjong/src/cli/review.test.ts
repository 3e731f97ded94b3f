// `mahjong review`: the JSON of a seat's review of a log, and bad input (seat, file, a log the
// rules refuse) exiting 2 with one line.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { memoryIo, runCli } from "@arcade/core/cli";
import { afterAll, describe, expect, it } from "vitest";
import { group } from "../cli.ts";
import type { ReviewJson } from "./review.ts";

const FIXTURE = new URL("../table/fixtures/three-hands.tenhou6.json", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "mahjong-review-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  const io = memoryIo();
  const code = await runCli(["mahjong", "review", ...argv], [group], io.io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe("mahjong review", () => {
  it("prints { seat, name, decisions, summary } with every chosen discard rated", async () => {
    const { code, stdout } = await run(FIXTURE, "--seat", "0", "--json");
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as ReviewJson;
    expect(Object.keys(json)).toEqual(["seat", "name", "decisions", "summary"]);
    expect(json).toMatchObject({ seat: 0, name: "A" });
    expect(json.decisions).toHaveLength(4);
    expect(Object.keys(json.decisions[0]!)).toEqual([
      "label",
      "hand",
      "discard",
      "drawsLeft",
      "model",
      "bestByWin",
      "bestByScore",
      "chosen",
      "winCost",
      "scoreCost",
      "efficientDiscard",
    ]);
    expect(json.decisions[0]).toMatchObject({ label: "East 1-0 turn 1", discard: "4z", drawsLeft: 17, model: "whole-hand" });
    for (const d of json.decisions) if (d.winCost !== null) expect(d.winCost).toBeGreaterThanOrEqual(0);
    expect(json.summary.decisions).toBe(4);
  });

  it("exits 2 with one line for a bad seat, a missing file and a log the rules refuse (with its round and turn)", async () => {
    const log = JSON.parse(readFileSync(FIXTURE, "utf8")) as { log: unknown[][] };
    // The dealer's second discard becomes a tile it does not hold.
    (log.log[0]![6] as number[])[1] = 39;
    const broken = join(dir, "broken.json");
    writeFileSync(broken, JSON.stringify(log));
    const cases: [string[], RegExp][] = [
      [[FIXTURE, "--seat", "4"], /--seat: must be between 0 and 3/],
      [[join(dir, "none.json"), "--seat", "0"], /none\.json: no such file/],
      [[broken, "--seat", "0"], /log: the rules refuse it at East 1, 0 honba, turn \d+:/],
    ];
    for (const [argv, reason] of cases) {
      const { code, stderr } = await run(...argv);
      expect(code).toBe(2);
      expect(stderr).toMatch(reason);
      expect(stderr.trim().split("\n")).toHaveLength(1);
    }
  });
});
