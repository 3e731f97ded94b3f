import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
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

  it("writes several hanchan that log-check accepts as one file, and names the hanchan of a changed discard", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "mahjong-table-")), "games.json");
    expect((await arcade("table", "--seed", "cli-check", "--bots", "easy,easy,easy,easy", "--hanchan", "2", "--log-out", file)).code).toBe(0);
    const checked = await arcade("log-check", file, "--json");
    expect(checked.code).toBe(0);
    expect(JSON.parse(checked.out)).toMatchObject({ ok: true, hanchan: 2 });
    // The second hanchan's dealer throws, as its first discard, a tile it does not hold.
    const logs = JSON.parse(readFileSync(file, "utf8")) as { log: unknown[][] }[];
    const discards = logs[1]!.log[0]![6] as (number | string)[];
    const held = new Set(logs[1]!.log[0]![4] as number[]);
    discards[0] = [11, 12, 13, 14, 15, 16, 17, 18, 19, 21].find((t) => !held.has(t))!;
    writeFileSync(file, JSON.stringify(logs));
    const refused = JSON.parse((await arcade("log-check", file, "--json")).out) as { ok: boolean; hanchan: number; mismatch: { round: number } };
    expect(refused.ok).toBe(false);
    expect(refused.hanchan).toBe(2);
    expect(refused.mismatch.round).toBe(0);
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
