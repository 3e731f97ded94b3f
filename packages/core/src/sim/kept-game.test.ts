import { describe, expect, it } from "vitest";
import { keptFields, printKeptGame, readKeptGame } from "./kept-game.ts";
import type { GameRecord, RecordHeader, ReplayRules, ReplayableGame } from "./record.ts";
import { replayToJSON, stringifyReplay } from "./replay.ts";

// A counter game: each "add" input adds one.
class Counter implements ReplayableGame<number> {
  frame = 0;
  over = false;
  total = 0;
  apply(action: string): boolean {
    if (action !== "add") return false;
    this.total++;
    return true;
  }
  step(): void {
    this.frame++;
  }
  summary(): number {
    return this.total;
  }
}
const rules: ReplayRules<Counter> = { game: "counter", rulesVersion: 2, create: (_header: RecordHeader) => new Counter() };
const record: GameRecord = { game: "counter", rulesVersion: 2, seed: "s", mode: "m", options: {}, inputs: [{ frame: 3, action: "add" }], frames: 9 };

describe("the kept game", () => {
  it("reads back what it keeps, with the game's extras", () => {
    const read = readKeptGame(rules, printKeptGame(record, { bot: { name: "strong" } }));
    expect(read).toEqual({ kept: { record, extras: { bot: { name: "strong" } } } });
  });

  // Each shape a build kept before the one shape.
  it("loads a replay kept alone (the first saves, the template's)", () => {
    expect(readKeptGame(rules, stringifyReplay(record))).toEqual({ kept: { record, extras: {} } });
  });

  it("loads a record kept under `replay` with the game's keys beside it (helps used, the bot)", () => {
    const used = JSON.stringify({ replay: replayToJSON(record), used: { advisor: true, why: false, bot: false } });
    expect(readKeptGame(rules, used)).toEqual({ kept: { record, extras: { used: { advisor: true, why: false, bot: false } } } });
    const versus = JSON.stringify({ replay: replayToJSON(record), bot: { name: "easy", replay: replayToJSON(record) } });
    expect(readKeptGame(rules, versus)).toEqual({ kept: { record, extras: { bot: { name: "easy", replay: replayToJSON(record) } } } });
  });

  it("loads a game's own older shape through its migration", () => {
    const migrate = (text: string) => (text.startsWith("old:") ? record : null);
    expect(readKeptGame(rules, "old:anything", migrate)).toEqual({ kept: { record, extras: {} } });
  });

  it("says why a kept game cannot be continued, never throwing", () => {
    expect(readKeptGame(rules, "{not json")).toEqual({ reason: expect.stringMatching(/could not be read \(it is not JSON\)/) as string });
    expect(readKeptGame(rules, JSON.stringify({ kept: 7, record: replayToJSON(record) }))).toEqual({
      reason: expect.stringMatching(/kept game of format 7/) as string,
    });
    const newer = printKeptGame({ ...record, rulesVersion: 3 });
    expect(readKeptGame(rules, newer)).toEqual({ reason: expect.stringMatching(/a newer version of the rules \(3; this app plays 2\)/) as string });
    expect(readKeptGame(rules, printKeptGame({ ...record, game: "other" }))).toEqual({ reason: "The saved game is not a counter game, so a new game starts." });
  });
});

describe("keptFields", () => {
  const defaults = { advisor: false, faults: 0 };

  it("reads flags and counts of their defaults' types", () => {
    expect(keptFields({ used: { advisor: true, faults: 3, other: "kept elsewhere" } }, "used", defaults)).toEqual({ advisor: true, faults: 3 });
  });

  it("keeps the default for a field missing, of another type, or not a count", () => {
    expect(keptFields({}, "used", defaults)).toEqual(defaults);
    expect(keptFields({ used: [true] }, "used", defaults)).toEqual(defaults);
    expect(keptFields({ used: { advisor: "yes", faults: -1 } }, "used", defaults)).toEqual(defaults);
    expect(keptFields({ used: { advisor: 1, faults: 2.5 } }, "used", defaults)).toEqual(defaults);
    expect(keptFields({ used: { advisor: false, faults: Number.MAX_SAFE_INTEGER + 2 } }, "used", { advisor: true, faults: 7 })).toEqual({
      advisor: false,
      faults: 7,
    });
  });

  it("gives the defaults, all of them, for fields that cannot be together", () => {
    const counts = { faults: 0, pieces: 0, perfect: 0 };
    const possible = (c: typeof counts) => c.perfect <= c.pieces;
    expect(keptFields({ finesse: { faults: 1, pieces: 2, perfect: 3 } }, "finesse", counts, possible)).toEqual(counts);
    expect(keptFields({ finesse: { faults: 1, pieces: 5, perfect: 3 } }, "finesse", counts, possible)).toEqual({ faults: 1, pieces: 5, perfect: 3 });
  });
});
