import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { memoryIo, runCli } from "@arcade/core/cli";
import { afterAll, describe, expect, it } from "vitest";
import { group } from "../cli.ts";

const dir = mkdtempSync(join(tmpdir(), "log-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const FIXTURE = readFileSync(new URL("../table/fixtures/three-hands.tenhou6.json", import.meta.url), "utf8");

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function run(...argv: string[]) {
  const io = memoryIo();
  const code = await runCli(["mahjong", "log-check", ...argv], [group], io.io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe("mahjong log-check", () => {
  it("accepts a log that follows the rules", async () => {
    const path = file("ok.json", FIXTURE);
    expect(await run(path, "--json")).toEqual({ code: 0, stdout: '{"ok":true,"rounds":3}\n', stderr: "" });
    expect((await run(path)).stdout).toBe("ok: 3 rounds re-run and matching the rules\n");
  });

  it("refuses a log with one discard changed, with its round and turn", async () => {
    const json = JSON.parse(FIXTURE) as { log: unknown[][][] };
    (json.log[0]![6] as number[])[1] = 37;
    const path = file("changed.json", JSON.stringify(json));
    const { code, stdout } = await run(path, "--json");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      ok: false,
      rounds: 3,
      mismatch: { round: 0, roundName: "East 1, 0 honba", turn: 5, seat: 0, reason: "discards 37, which is not in its hand" },
    });
    expect((await run(path)).stdout).toBe("refused: round 1 (East 1, 0 honba), turn 5, seat 0: discards 37, which is not in its hand\n");
  });

  it("exits 2 with one line for a file that is not a log", async () => {
    const cases: [string, RegExp][] = [
      [file("bad.json", "{"), /log file: is not JSON/],
      [
        file("tile.json", JSON.stringify({ ...(JSON.parse(FIXTURE) as object), log: [[[0, 0, 0], [25000, 25000, 25000, 25000], [68]]] })),
        /log\[0\]: a round has 17 entries/,
      ],
      [join(dir, "missing.json"), /no such file/],
    ];
    for (const [path, reason] of cases) {
      const { code, stderr } = await run(path, "--json");
      expect(code).toBe(2);
      expect(stderr).toMatch(reason);
      expect(stderr.trim().split("\n")).toHaveLength(1);
    }
  });
});
