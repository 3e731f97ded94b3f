import { ProgrammingError } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { formatIssue, type Issue } from "./issues.ts";
import type { ScoreEntry, Scores } from "./schema.ts";
import { addScore, recordPlay, scoreTable, validateScores } from "./scores.ts";

const DATE = "2025-01-02T03:04:05.678Z";
const points = (value: number, seed = `s${value}`): ScoreEntry => ({ value, higherIsBetter: true, date: DATE, seed });
const time = (value: number, seed = `s${value}`): ScoreEntry => ({ value, higherIsBetter: false, date: DATE, seed });

function addAll(entries: ScoreEntry[], gameId = "tetris", mode = "sprint"): { scores: Scores; ranks: (number | null)[] } {
  let scores: Scores = {};
  const ranks: (number | null)[] = [];
  for (const entry of entries) {
    const result = addScore(scores, gameId, mode, entry);
    scores = result.scores;
    ranks.push(result.rank);
  }
  return { scores, ranks };
}

describe("addScore", () => {
  it("keeps higher-is-better tables best first and reports the rank", () => {
    const { scores, ranks } = addAll([points(100), points(300), points(200)], "tetris", "marathon");
    expect(scoreTable(scores, "tetris", "marathon").map((e) => e.value)).toEqual([300, 200, 100]);
    expect(ranks).toEqual([1, 1, 2]);
  });

  it("keeps lower-is-better tables (times) best first", () => {
    const { scores, ranks } = addAll([time(60_000), time(45_000), time(90_000)]);
    expect(scoreTable(scores, "tetris", "sprint").map((e) => e.value)).toEqual([45_000, 60_000, 90_000]);
    expect(ranks).toEqual([1, 1, 3]);
  });

  it("never gives an empty game (0 points, or a time of 0) a place, even in an empty table", () => {
    const empty = addScore({}, "puyo", "endless", points(0));
    expect(empty.rank).toBeNull();
    expect(empty.scores).toEqual({});
    expect(addScore({}, "tetris", "sprint", time(0)).rank).toBeNull();
    const { scores } = addAll([points(50)], "puyo", "endless");
    expect(addScore(scores, "puyo", "endless", points(0)).rank).toBeNull();
    expect(addScore(scores, "puyo", "endless", points(1)).rank).toBe(2);
  });

  it("ranks a tie below the score that was there first", () => {
    const { scores, ranks } = addAll([points(100, "first"), points(100, "second")]);
    expect(scoreTable(scores, "tetris", "sprint").map((e) => e.seed)).toEqual(["first", "second"]);
    expect(ranks).toEqual([1, 2]);
  });

  it("caps a table at 10 and returns rank null (and the same scores) for a score that misses it", () => {
    const { scores } = addAll(Array.from({ length: 12 }, (_, i) => points(i)));
    const table = scoreTable(scores, "tetris", "sprint");
    expect(table.map((e) => e.value)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const miss = addScore(scores, "tetris", "sprint", points(2));
    expect(miss).toEqual({ scores, rank: null });
    expect(miss.scores).toBe(scores);
    const last = addScore(scores, "tetris", "sprint", points(2.5));
    expect(last.rank).toBe(10);
    expect(scoreTable(last.scores, "tetris", "sprint")).toHaveLength(10);
  });

  it("does not change its input and keeps other games, modes and stats", () => {
    const before = recordPlay(addAll([points(5)], "puyo", "endless").scores, "puyo", 1000);
    const snapshot = structuredClone(before);
    const { scores } = addScore(before, "puyo", "endless", points(9));
    expect(before).toEqual(snapshot);
    const other = addScore(scores, "puyo", "fever", points(1)).scores;
    expect(other["puyo"]?.stats).toEqual({ played: 1, timeMs: 1000 });
    expect(scoreTable(other, "puyo", "endless").map((e) => e.value)).toEqual([9, 5]);
  });

  it("stores only the known fields and keeps the replay", () => {
    const entry = { ...points(1), replay: "{}", extra: 1 } as ScoreEntry;
    expect(scoreTable(addScore({}, "tetris", "sprint", entry).scores, "tetris", "sprint")).toEqual([{ ...points(1), replay: "{}" }]);
  });

  it("ranks an assisted score in the same table, marked", () => {
    const { scores, ranks } = addAll([points(5), { ...points(8), assisted: true }, points(6)]);
    expect(ranks).toEqual([1, 1, 2]);
    expect(scoreTable(scores, "tetris", "sprint")).toEqual([{ ...points(8), assisted: true }, points(6), points(5)]);
  });

  it("throws ProgrammingError for bad ids, bad entries and a direction that contradicts the table", () => {
    expect(() => addScore({}, "__proto__", "sprint", points(1))).toThrow(ProgrammingError);
    expect(() => addScore({}, "tetris", "", points(1))).toThrow('mode: "" is not a valid id');
    expect(() => addScore({}, "tetris", "sprint", { ...points(1), value: Number.NaN })).toThrow("entry.value: NaN is not a finite number");
    expect(() => addScore({}, "tetris", "sprint", { ...points(1), date: "yesterday" })).toThrow("entry.date");
    const { scores } = addAll([points(1)]);
    expect(() => addScore(scores, "tetris", "sprint", time(1))).toThrow("entry.higherIsBetter");
  });

  it("looks up only own properties, so 'constructor' is an ordinary game id", () => {
    expect(scoreTable({}, "constructor", "toString")).toEqual([]);
    expect(addScore({}, "constructor", "toString", points(3)).rank).toBe(1);
  });
});

describe("recordPlay", () => {
  it("counts games and adds time", () => {
    const scores = recordPlay(recordPlay({}, "mahjong", 1500), "mahjong", 500);
    expect(scores).toEqual({ mahjong: { stats: { played: 2, timeMs: 2000 }, modes: {} } });
  });

  it("rejects a negative or non-finite duration", () => {
    expect(() => recordPlay({}, "mahjong", -1)).toThrow("timeMs: -1 is not a duration in ms");
    expect(() => recordPlay({}, "mahjong", Number.POSITIVE_INFINITY)).toThrow(ProgrammingError);
  });
});

describe("validateScores", () => {
  function repair(raw: unknown): { scores: Scores; notices: string[] } {
    const issues: Issue[] = [];
    const scores = validateScores(raw, "scores", issues);
    return { scores, notices: issues.map(formatIssue) };
  }

  it("accepts valid scores unchanged", () => {
    const { scores } = addAll([points(3), points(1)]);
    expect(repair(scores)).toEqual({ scores, notices: [] });
  });

  it("keeps an assisted mark, and drops an entry whose mark is not true", () => {
    const { scores } = addAll([points(5), { ...points(8), assisted: true }]);
    expect(repair(scores)).toEqual({ scores, notices: [] });
    const { notices } = repair({ tetris: { stats: { played: 0, timeMs: 0 }, modes: { sprint: [{ ...points(1), assisted: "yes" }] } } });
    expect(notices).toEqual(['scores.tetris.modes.sprint[0].assisted: "yes" is not true (or absent); score dropped']);
  });

  it("drops malformed entries, naming the path and the field", () => {
    const raw = {
      tetris: {
        stats: { played: 2, timeMs: 10 },
        modes: { sprint: [time(50), { ...time(40), value: "40" }, { ...time(30), seed: 7 }, "fast", { ...time(20), replay: 1 }, points(10)] },
      },
    };
    const { scores, notices } = repair(raw);
    expect(scoreTable(scores, "tetris", "sprint")).toEqual([time(50)]);
    expect(notices).toEqual([
      'scores.tetris.modes.sprint[1].value: "40" is not a finite number; score dropped',
      "scores.tetris.modes.sprint[2].seed: 7 is not a string; score dropped",
      'scores.tetris.modes.sprint[3]: "fast" is not a score; score dropped',
      "scores.tetris.modes.sprint[4].replay: 1 is not a string; score dropped",
      "scores.tetris.modes.sprint[5].higherIsBetter: true disagrees with the mode's earlier scores; score dropped",
    ]);
  });

  it("sorts silently and keeps the best 10 with a notice", () => {
    const raw = { tetris: { stats: { played: 0, timeMs: 0 }, modes: { m: Array.from({ length: 12 }, (_, i) => points(i)) } } };
    const { scores, notices } = repair(raw);
    expect(scoreTable(scores, "tetris", "m").map((e) => e.value)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(notices).toEqual(["scores.tetris.modes.m: 12 scores, more than 10; kept the best 10"]);
  });

  it("repairs stats field by field and drops bad games and modes", () => {
    const raw = {
      tetris: { stats: { played: 1.5, timeMs: 20 }, modes: { "bad mode": [], ok: "x" } },
      puyo: { modes: {} },
      "": {},
      cards: 3,
    };
    const { scores, notices } = repair(raw);
    expect(scores).toEqual({ tetris: { stats: { played: 0, timeMs: 20 }, modes: {} }, puyo: { stats: { played: 0, timeMs: 0 }, modes: {} } });
    expect(notices).toEqual([
      "scores.tetris.stats.played: 1.5 is not a whole number of games; reset to 0",
      'scores.tetris.modes["bad mode"]: not a valid mode name; dropped with its scores',
      'scores.tetris.modes.ok: "x" is not a list of scores; dropped',
      "scores.puyo.stats: missing; reset to 0 games, 0 ms",
      'scores[""]: not a valid game id; dropped with its scores',
      "scores.cards: 3 is not an object; dropped",
    ]);
  });

  it("resets scores that are not an object", () => {
    expect(repair([1])).toEqual({ scores: {}, notices: ["scores: an array is not an object; reset to no scores"] });
  });
});
