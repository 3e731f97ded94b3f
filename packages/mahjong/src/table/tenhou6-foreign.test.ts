// A tenhou.net/6 log written by another tool: an East-only game played by an independent engine
// and its bots (@kobalab/majiang-core and @kobalab/majiang-ai, the engine of the 電脳麻将 app,
// under its default rules, which are Tenhou's), converted to tenhou.net/6 JSON by that project's
// own converter (@kobalab/tenhou-url-log). Nothing of ours wrote it: our reader imports it, our
// rules re-run every round (hands, calls, yaku, points, payments, the next round's scores), the
// log player steps through every hand, and our printer writes the same rounds again.
//
// The other engine shuffles with Math.random; the test replaces it with a stream from core's
// seeded Rng for the game's length, so the game (and the test) is the same on every run.
import { createRequire } from "node:module";
import { Rng } from "@arcade/core";
import { beforeAll, describe, expect, it } from "vitest";
import { tableAt } from "../scene/logs/log-playback.ts";
import { checkLog, type LogCheck } from "./tenhou6-check.ts";
import { parseTenhou6 } from "./tenhou6-parse.ts";
import { printTenhou6, type Tenhou6Json } from "./tenhou6-print.ts";

const require = createRequire(import.meta.url);

interface MajiangCore {
  rule(overrides?: Record<string, unknown>): Record<string, unknown>;
  Game: new (players: unknown[], done: (paipu: unknown) => void, rule: Record<string, unknown>, title: string) => { do_sync(): void };
}
const Majiang = require("@kobalab/majiang-core") as MajiangCore;
const MajiangAi = require("@kobalab/majiang-ai") as new () => unknown;
const toTenhou6 = require("@kobalab/tenhou-url-log") as (paipu: unknown) => Tenhou6Json;

/** One East-only game by the other engine's four bots, as its converter writes it. */
function foreignGame(seed: string): Tenhou6Json {
  const rng = Rng.from(seed);
  const random = Math.random;
  Math.random = () => rng.float();
  try {
    let paipu: unknown = null;
    const game = new Majiang.Game(
      [0, 1, 2, 3].map(() => new MajiangAi()),
      (p) => (paipu = p),
      Majiang.rule({ 場数: 1 }),
      "majiang-core",
    );
    game.do_sync();
    return toTenhou6(paipu);
  } finally {
    Math.random = random;
  }
}

/**
 * A call string's content whatever order its own tiles are written in: the letter, its place
 * (who gave the tile), the tile called, and the own tiles as a sorted list. The other tool writes
 * a pon's own tiles in its meld's order ("p252552"), ours sorts a red five first ("p255225").
 */
function callContent(entry: unknown): unknown {
  if (typeof entry !== "string" || !/[cpmk]/.test(entry)) return entry;
  const letter = /[cpmk]/.exec(entry)!;
  const called = entry.slice(letter.index + 1, letter.index + 3);
  const own = (entry.slice(0, letter.index) + entry.slice(letter.index + 3)).match(/\d\d/g)!.sort();
  return [letter[0], letter.index === 0 ? 0 : letter.index === 2 ? 1 : 2, called, own.join(",")];
}
const roundContent = (round: unknown[]) => round.map((part, i) => (i >= 4 && i < 16 ? (part as unknown[]).map(callContent) : part));

describe("a tenhou.net/6 log written by another tool", () => {
  let foreign: Tenhou6Json;
  let check: LogCheck;

  beforeAll(() => {
    foreign = foreignGame("tenhou6-foreign/1");
    check = checkLog(parseTenhou6(JSON.stringify(foreign)));
  }, 600_000);

  it("holds what a real game has: calls, a kan, riichi, a ron and a draw", () => {
    const text = JSON.stringify(foreign.log);
    expect(foreign.rule).toEqual({ disp: "電脳麻将", aka: 1 });
    expect(text).toMatch(/"c\d/); // a chi
    expect(text).toMatch(/"\d*p\d/); // a pon
    expect(text).toMatch(/"\d*[amk]\d/); // a kan
    expect(text).toMatch(/"r\d\d"/); // a riichi
    const results = foreign.log.map((r) => r[16] as unknown[]);
    expect(results.some((r) => r[0] === "和了" && (r[2] as number[])[0] !== (r[2] as number[])[1])).toBe(true);
    expect(results.some((r) => r[0] !== "和了")).toBe(true);
  });

  it("imports and re-checks: every round re-runs under our rules with the same yaku, points and payments", () => {
    expect(check).toMatchObject({ ok: true, rounds: foreign.log.length });
  });

  it("plays back: each hand's last step has every seat's tiles and the scores the next round starts from", () => {
    if (!check.ok) throw new Error("the log did not re-check");
    const rules = { redFives: true };
    check.history.forEach((record, i) => {
      const end = tableAt(record, record.events.length, rules);
      expect(end.ended).toBe(true);
      const next = foreign.log[i + 1];
      if (next) expect(end.seats.map((s) => s.score)).toEqual(next[1]);
      // At every step each seat holds 13 tiles, or 14 while it is to discard (a kan counting 3).
      for (let step = 0; step <= record.events.length; step++) {
        for (const seat of tableAt(record, step, rules).seats) expect([13, 14]).toContain(seat.count + 3 * seat.melds.length);
      }
    });
  });

  it("exports again to the same rounds", () => {
    if (!check.ok) throw new Error("the log did not re-check");
    const again = printTenhou6({ history: check.history, rules: { redFives: true } });
    expect(again.log.map(roundContent)).toEqual(foreign.log.map(roundContent));
  });
});
