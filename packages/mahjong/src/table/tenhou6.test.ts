import { readFileSync } from "node:fs";
import { Rng } from "@arcade/core";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { newHanchan } from "./deal.ts";
import { playOut } from "./test-player.ts";
import { checkLog } from "./tenhou6-check.ts";
import { parseTenhou6 } from "./tenhou6-parse.ts";
import { printTenhou6 } from "./tenhou6-print.ts";

// Written by hand in tenhou.net/6's format (as Tenhou's editor and mjai-reviewer's test logs
// write it): a pinfu-tanyao ron, a dealer's double riichi with ippatsu tsumo (haneman), and a
// pon of White by the seat across with a ron at one honba.
const FIXTURE = readFileSync(new URL("./fixtures/three-hands.tenhou6.json", import.meta.url), "utf8");

function edited(edit: (log: unknown[][][]) => void): string {
  const json = JSON.parse(FIXTURE) as { log: unknown[][][] };
  edit(json.log);
  return JSON.stringify(json);
}

describe("a tenhou.net/6 log written by hand", () => {
  it("re-checks, and exports again to the same rounds", () => {
    const result = checkLog(parseTenhou6(FIXTURE));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rounds).toBe(3);
    const again = printTenhou6({ history: result.history, rules: { redFives: true } });
    expect(again.log).toEqual((JSON.parse(FIXTURE) as { log: unknown }).log);
  });

  it("refuses a discard the seat does not hold, with its round and turn", () => {
    const text = edited((log) => ((log[0]![6] as number[])[1] = 37));
    expect(checkLog(parseTenhou6(text))).toEqual({
      ok: false,
      rounds: 3,
      mismatch: { round: 0, roundName: "East 1, 0 honba", turn: 5, seat: 0, reason: "discards 37, which is not in its hand" },
    });
  });

  it("refuses a ron on a discard that no longer wins (the drawn 8m thrown instead of 8s)", () => {
    const text = edited((log) => ((log[0]![6] as number[])[1] = 60));
    const result = checkLog(parseTenhou6(text));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.mismatch).toEqual({ round: 0, roundName: "East 1, 0 honba", turn: 5, seat: 1, reason: "1 ron is not legal now (legal: 1 chi 67m, 1 pass)" });
  });

  it("refuses a win whose points, yaku or payments differ from the scorer's", () => {
    const points = checkLog(parseTenhou6(edited((log) => (((log[1]![16] as unknown[])[2] as unknown[])[3] = "跳満6100点∀"))));
    expect(points).toMatchObject({ ok: false, mismatch: { round: 1, seat: 1, reason: 'the win is 跳満6000点∀ by the rules, the log says "跳満6100点∀"' } });
    const yaku = checkLog(parseTenhou6(edited((log) => ((log[2]![16] as unknown[])[2] as unknown[]).push("ドラ(1飜)"))));
    expect(yaku).toMatchObject({ ok: false, mismatch: { round: 2, seat: 3 } });
    const deltas = checkLog(parseTenhou6(edited((log) => ((log[2]![16] as unknown[])[1] = [-1000, 0, 0, 1000]))));
    expect(deltas).toMatchObject({ ok: false, mismatch: { round: 2, reason: "the win pays [-1300,0,0,1300] by the rules, the log has [-1000,0,0,1000]" } });
    const scores = checkLog(parseTenhou6(edited((log) => ((log[1]![1] as number[])[0] = 24000))));
    expect(scores).toMatchObject({ ok: false, mismatch: { round: 0 } });
  });

  it("names where a malformed log is wrong", () => {
    expect(() => parseTenhou6("{")).toThrow(/is not JSON/);
    expect(() => parseTenhou6(edited((log) => ((log[0]![4] as number[])[3] = 68)))).toThrow(expect.objectContaining({ where: "log[0][4][3]" }));
    expect(() => parseTenhou6(edited((log) => (log[1]![5] as unknown[]).push("x12")))).toThrow(expect.objectContaining({ where: "log[1][5][1]" }));
    expect(() => parseTenhou6(edited((log) => log[2]!.pop()))).toThrow(/a round has 17 entries/);
    expect(() => parseTenhou6('{"log":[]}')).toThrow(/has no rounds/);
  });

  it("reads a Tenhou viewer link ending in #json=", () => {
    const link = `https://tenhou.net/6/#json=${encodeURIComponent(FIXTURE)}`;
    expect(parseTenhou6(link).rounds).toHaveLength(3);
  });
});

describe("logs of played hanchan", () => {
  test.prop([fc.integer({ min: 0, max: 1_000_000 })], { numRuns: 4 })("export, import, re-check and export again to the same rounds", (n) => {
    const end = playOut(newHanchan(`log ${n}`), Rng.from(`log players ${n}`), { call: 0.5, kan: 1, kyuushu: 0.5 });
    const json = printTenhou6(end);
    const result = checkLog(parseTenhou6(JSON.stringify(json)));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(printTenhou6({ history: result.history, rules: end.rules }).log).toEqual(json.log);
  });

  it("writes a robbed added kan (chankan) in its owner's discards, so the log re-checks", () => {
    // In this hanchan (found by the property above) South 3 ends with a ron on the 8p that the
    // seat across adds to its pon: the kan is never made, yet the log must show it declared.
    const end = playOut(newHanchan("log 632535"), Rng.from("log players 632535"), { call: 0.5, kan: 1, kyuushu: 0.5 });
    const json = printTenhou6(end);
    const round = json.log[10]!;
    expect(round[16]).toEqual(expect.arrayContaining([expect.arrayContaining(["槍槓(1飜)"])]));
    expect((round[6 + 3 * 2] as unknown[]).at(-1)).toMatch(/k38/);
    const result = checkLog(parseTenhou6(JSON.stringify(json)));
    expect(result.ok).toBe(true);
    if (result.ok) expect(printTenhou6({ history: result.history, rules: end.rules }).log).toEqual(json.log);
  });

  it("refuses a log with one discard changed, naming its round and turn", () => {
    const end = playOut(newHanchan("changed"), Rng.from("changed players"));
    const json = printTenhou6(end);
    const round = json.log[1]!;
    const discards = round[6] as (number | string)[];
    const at = discards.findIndex((d) => d === 60);
    const drawn = (round[5] as (number | string)[])[at] as number;
    // Throw a tile from the hand instead of the drawn one: the hand's next draw or call no longer fits.
    const other = (round[4] as number[]).find((t) => t !== drawn)!;
    discards[at] = other;
    const result = checkLog(parseTenhou6(JSON.stringify(json)));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.mismatch.round).toBeLessThanOrEqual(1);
    expect(result.mismatch.turn).toBeGreaterThan(0);
  });
});
