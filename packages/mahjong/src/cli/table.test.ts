import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { memoryIo, runCli } from "@arcade/core/cli";
import { describe, expect, it } from "vitest";
import { group } from "../cli.ts";
import { checkLog } from "../table/tenhou6-check.ts";
import { parseTenhou6 } from "../table/tenhou6-parse.ts";
import type { TableJson } from "./table.ts";

async function arcade(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const m = memoryIo();
  const code = await runCli(["mahjong", ...argv], [group], m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

describe("mahjong table", () => {
  it("plays a hanchan to the end: scores sum to 100,000, placements 1–4, per-seat counts", async () => {
    const { code, out } = await arcade("table", "--seed", "cli-table", "--bots", "hard,medium,easy,easy", "--json");
    expect(code).toBe(0);
    const r = JSON.parse(out) as TableJson;
    expect(r.hanchan).toBe(1);
    const final = r.finals[0]!;
    expect(final.scores.reduce((a, b) => a + b, 0)).toBe(100_000);
    expect(final.placements.map((p) => p.place).sort()).toEqual([1, 2, 3, 4]);
    expect(r.seats.map((s) => s.bot)).toEqual(["hard", "medium", "easy", "easy"]);
    for (const s of r.seats) expect(s.averagePlacement).toBe(final.placements.find((p) => p.seat === s.seat)!.place);
    // Every deal-in is somebody's ron.
    expect(r.seats.reduce((n, s) => n + s.dealIns, 0)).toBeLessThanOrEqual(r.seats.reduce((n, s) => n + s.wins, 0));
  });

  it("writes tenhou.net/6 logs that the rules re-check, one per hanchan in order", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "mahjong-table-")), "games.json");
    const { code, out } = await arcade("table", "--seed", "cli-log", "--bots", "easy,easy,easy,easy", "--hanchan", "2", "--log-out", file, "--json");
    expect(code).toBe(0);
    const r = JSON.parse(out) as TableJson;
    const logs = JSON.parse(readFileSync(file, "utf8")) as unknown[];
    expect(logs).toHaveLength(2);
    logs.forEach((log, i) => {
      const check = checkLog(parseTenhou6(JSON.stringify(log)));
      expect(check.ok).toBe(true);
      // Each log names the seed of its hanchan.
      expect((log as { title: string[] }).title[1]).toBe(`cli-log/${i + 1}`);
      expect(r.finals[i]!.scores.reduce((a, b) => a + b, 0)).toBe(100_000);
    });
  });

  it("refuses a line-up that is not four known bots, naming the seat", async () => {
    const three = await arcade("table", "--seed", "x", "--bots", "hard,easy,easy");
    expect(three.code).toBe(2);
    expect(three.err).toMatch(/four bots/);
    const unknown = await arcade("table", "--seed", "x", "--bots", "hard,easy,expert,easy");
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/seat 3: unknown bot "expert"/);
  });
});
