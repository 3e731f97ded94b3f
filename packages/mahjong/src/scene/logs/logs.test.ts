import { readFileSync } from "node:fs";
import { InputError, Rng } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { decisionPoints } from "../../analysis/decision-points.ts";
import { tileName } from "../../analysis/tiles.ts";
import { newHanchan } from "../../table/deal.ts";
import { parseTenhou6 } from "../../table/tenhou6-parse.ts";
import { printTenhou6 } from "../../table/tenhou6-print.ts";
import { playOut } from "../../table/test-player.ts";
import { idName, kindOf } from "../../table/tile-ids.ts";
import type { Seat } from "../../table/types.ts";
import { exportLog, finalScores, readLogs } from "./log-import.ts";
import { addLogs, entryLine, listLogs, removeLog, LIBRARY_KEY } from "./log-library.ts";
import { reviewMoments, seatViewAt, tableAt } from "./log-playback.ts";
import { eventText, handName, resultLines, reviewRow, summaryLine } from "./log-words.ts";

// Written by hand in tenhou.net/6's format (table/fixtures): three hands, a pinfu-tanyao ron, a
// dealer's double riichi ippatsu tsumo, a pon and a ron at one honba.
const FIXTURE = readFileSync(new URL("../../table/fixtures/three-hands.tenhou6.json", import.meta.url), "utf8");
const name = (t: { kind: number; red: boolean }) => tileName(t);

/** A hanchan our table played with the test player, as a log another program would hand us. */
function playedLog(seed: string): string {
  const state = playOut(newHanchan(seed), Rng.from(`${seed}/players`));
  return JSON.stringify(printTenhou6(state, ["Ann", "Bo", "Cy", "Di"]));
}

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

describe("importing tenhou.net/6 logs", () => {
  it("checks a log, and exports it again to the same rounds", () => {
    const [checked] = readLogs(FIXTURE);
    expect(checked!.history).toHaveLength(3);
    const again = exportLog(checked!);
    expect(again.log).toEqual((JSON.parse(FIXTURE) as { log: unknown }).log);
    expect(again.name).toEqual(["A", "B", "C", "D"]);
    // What the library keeps reads back to the same rounds too.
    expect(parseTenhou6(checked!.text).rounds).toEqual(parseTenhou6(FIXTURE).rounds);
  });

  it("reads an array of logs, and a whole hanchan's log round-trips", () => {
    const logs = readLogs(`[${FIXTURE}, ${playedLog("logs-1")}]`);
    expect(logs).toHaveLength(2);
    expect(exportLog(logs[1]!).log).toEqual((JSON.parse(playedLog("logs-1")) as { log: unknown }).log);
  });

  it("names the round and the turn of a play the rules refuse, and where a malformed log is wrong", () => {
    const json = JSON.parse(FIXTURE) as { log: unknown[][][] };
    (json.log[0]![6] as number[])[1] = 37; // seat 0 throws a tile it does not hold
    expect(() => readLogs(JSON.stringify(json))).toThrow("the rules refuse it at East 1, 0 honba, turn 5 (seat 0, A): discards 37, which is not in its hand");
    const bad = `[${FIXTURE}, {"log": [[1]]}]`;
    expect(() => readLogs(bad)).toThrow(InputError);
    try {
      readLogs(bad);
    } catch (error) {
      expect((error as InputError).where).toBe("log 2 of 2");
      expect((error as InputError).message).toMatch(/^log\[0\]: a round has 17 entries/);
    }
    expect(() => readLogs("  ")).toThrow(/is empty/);
    expect(() => readLogs("[]")).toThrow(/empty array/);
    expect(() => readLogs("{nope")).toThrow(/is not JSON/);
  });

  it("gives the final scores the next round starts from", () => {
    const [checked] = readLogs(playedLog("logs-2"));
    const history = checked!.history;
    for (let i = 1; i < history.length; i++) expect(finalScores(history.slice(0, i))).toEqual(history[i]!.startScores);
  });
});

describe("the library of imported logs", () => {
  it("keeps logs newest first with their date, players and final scores, and deletes one", () => {
    const storage = new MemoryStorage();
    const [first] = addLogs(storage, readLogs(FIXTURE), new Date("2026-11-28T10:00:00Z"));
    const [second] = addLogs(storage, readLogs(playedLog("logs-3")), new Date("2026-11-29T10:00:00Z"));
    const list = listLogs(storage);
    expect(list.map((e) => e.id)).toEqual([second!.id, first!.id]);
    expect(list[1]!.names).toEqual(["A", "B", "C", "D"]);
    // The fixture ends with B's ron at one honba: 17,000 / 45,000 / 19,000 / 19,000 before it.
    expect(list[1]!.finalScores.reduce((a, b) => a + b, 0)).toBe(100_000);
    expect(entryLine(list[1]!)).toMatch(/^2026-11-28 · A [\d,]+ · B [\d,]+ · C [\d,]+ · D [\d,]+ · 3 hands$/);
    removeLog(storage, first!.id);
    expect(listLogs(storage).map((e) => e.id)).toEqual([second!.id]);
  });

  it("drops a damaged entry and reads damaged storage as empty", () => {
    const storage = new MemoryStorage();
    storage.setItem(LIBRARY_KEY, JSON.stringify([{ id: 1 }, "x"]));
    expect(listLogs(storage)).toEqual([]);
    storage.setItem(LIBRARY_KEY, "{");
    expect(listLogs(storage)).toEqual([]);
  });
});

describe("the log player", () => {
  const [checked] = readLogs(playedLog("logs-4"));
  const history = checked!.history;
  const rules = checked!.rules;

  it("rebuilds every seat's hand, river and calls at each step, as the record has them", () => {
    for (const record of history) {
      const end = tableAt(record, record.events.length, rules);
      expect(end.ended).toBe(true);
      // 13 tiles per seat, 14 while it holds a draw, 3 fewer per call; every tile in one place.
      for (const seat of end.seats) expect(seat.count + 3 * seat.melds.length).toBeGreaterThanOrEqual(13);
      for (let step = 0; step <= record.events.length; step++) {
        const table = tableAt(record, step, rules);
        const ids = table.seats.flatMap((s) => [
          ...s.concealed!,
          ...(s.drawn === null ? [] : [s.drawn]),
          ...s.river.filter((r) => r.calledBy === null).map((r) => r.tile),
          ...s.melds.flatMap((m) => m.tiles),
        ]);
        expect(new Set(ids).size).toBe(ids.length);
        for (const seat of table.seats) expect(seat.concealed!.length + (seat.drawn === null ? 0 : 1)).toBe(seat.count);
      }
      // The scores at the end are the start plus the payments, less the sticks of accepted riichi.
      expect(end.seats.map((s) => s.score)).toEqual(finalScores([record]));
    }
  });

  it("shows one seat only what it could see", () => {
    const record = history[0]!;
    const mid = tableAt(record, Math.floor(record.events.length / 2), rules);
    const view = seatViewAt(mid, record, 2);
    expect(view.seats[2]!.concealed).toEqual(mid.seats[2]!.concealed);
    for (const s of [0, 1, 3]) {
      expect(view.seats[s]!.concealed).toBeNull();
      expect(view.seats[s]!.count).toBe(mid.seats[s]!.count);
      expect(view.seats[s]!.river).toEqual(mid.seats[s]!.river);
    }
  });

  it("says each event and the hand's result in words", () => {
    const [fixture] = readLogs(FIXTURE);
    const first = fixture!.history[0]!;
    expect(handName(first)).toBe("East 1, 0 honba");
    const texts = first.events.map((e) => eventText(e, ["A", "B", "C", "D"], first.round, fixture!.rules, name));
    expect(texts[0]).toBe("A (East) draws 4z");
    expect(texts[1]).toBe("A (East) discards 4z (the drawn tile)");
    // The second hand: B's double riichi tsumo; its ura indicator (the log's 45, 5z) is shown.
    expect(resultLines(fixture!.history[1]!, ["A", "B", "C", "D"], fixture!.rules, name)).toContain("Ura-dora indicator: 5z");
    expect(resultLines(first, ["A", "B", "C", "D"], fixture!.rules, name)).toEqual([
      "B (South) wins by ron from A (East)",
      "Pinfu 1 han · Tanyao 1 han",
      "2 han 30 fu · 2,000 points (all from the player who discarded it)",
      "Payments: A -2,000 · B +2,000 · C 0 · D 0",
    ]);
  });

  it("finds the moment of each discard the reviewer rates, in its order", () => {
    for (const seat of [0, 1, 2, 3] as Seat[]) {
      const points = decisionPoints(history, seat, rules);
      const moments = reviewMoments(history, seat);
      expect(moments).toHaveLength(points.length);
      moments.forEach((m, i) => {
        const e = history[m.hand]!.events[m.step]!;
        expect(e.type === "discard" && e.seat === seat && kindOf(e.tile)).toBe(points[i]!.discard.kind);
        // The table shown is the one before the discard: the tile is still in the hand.
        const before = tableAt(history[m.hand]!, m.step, rules).seats[seat]!;
        expect([...before.concealed!, ...(before.drawn === null ? [] : [before.drawn])].map((id) => idName(id, rules.redFives))).toContain(
          idName(e.type === "discard" ? e.tile : 0, rules.redFives),
        );
      });
    }
  });

  it("writes a reviewed discard's row and the summary", () => {
    const rated = { discard: "3p", win: 0.23, tenpai: 0.8, expectedScore: 1200 };
    const row = {
      label: "East 1-0 turn 3",
      hand: "",
      discard: "5m",
      drawsLeft: 12,
      model: "whole-hand" as const,
      bestByWin: rated,
      bestByScore: rated,
      chosen: { ...rated, discard: "5m", win: 0.218, expectedScore: 1119 },
      winCost: 0.012,
      scoreCost: 81,
      efficientDiscard: null,
    };
    expect(reviewRow(row)).toBe("East 1-0 turn 3: 5m · best 3p (win 23.0%), by score 3p (1,200) · cost 1.2% win, 81 points");
    expect(reviewRow({ ...row, winCost: 0, scoreCost: 0 })).toBe("East 1-0 turn 3: 5m · the best · best 3p (win 23.0%), by score 3p (1,200)");
    expect(summaryLine({ decisions: 12, rated: 10, bestByWin: 7, bestByScore: 6, winCost: 0.041, scoreCost: 1 })).toBe(
      "12 discards, 10 rated: 7 best by win chance, 6 by score; cost 4.1% win, 1 point in all",
    );
  });
});
