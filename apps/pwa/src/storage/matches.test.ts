import { ProgrammingError } from "@arcade/core";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { Issue } from "./issues.ts";
import { matchRecords, recordMatch, validateMatches, type Outcome } from "./matches.ts";
import type { Scores } from "./schema.ts";
import { addScore, recordPlay, validateScores } from "./scores.ts";

const DAY1 = "2026-11-20T10:00:00.000Z";
const DAY2 = "2026-11-21T09:30:00.000Z";

describe("recordMatch", () => {
  it("counts wins, losses and draws per opponent and keeps the last time played", () => {
    let scores: Scores = {};
    scores = recordMatch(scores, "tetris", "versus", "Bot (Easy)", "win", DAY1);
    scores = recordMatch(scores, "tetris", "versus", "Bot (Easy)", "loss", DAY2);
    scores = recordMatch(scores, "tetris", "versus", "Bot (Easy)", "win", DAY2);
    scores = recordMatch(scores, "tetris", "versus", "TBP bot", "draw", DAY1);
    expect(matchRecords(scores, "tetris", "versus")).toEqual({
      "Bot (Easy)": { wins: 2, losses: 1, draws: 0, last: DAY2 },
      "TBP bot": { wins: 0, losses: 0, draws: 1, last: DAY1 },
    });
    expect(matchRecords(scores, "tetris", "online")).toEqual({});
    expect(matchRecords(scores, "puyo", "versus")).toEqual({});
  });

  it("keeps the game's stats and best tables, and they keep its matches", () => {
    let scores = addScore({}, "puyo", "endless", { value: 500, higherIsBetter: true, date: DAY1, seed: "a" }).scores;
    scores = recordPlay(scores, "puyo", 60_000);
    scores = recordMatch(scores, "puyo", "versus", "Bot (Hard)", "loss", DAY1);
    scores = recordPlay(scores, "puyo", 1_000);
    scores = addScore(scores, "puyo", "endless", { value: 700, higherIsBetter: true, date: DAY2, seed: "b" }).scores;
    expect(scores.puyo?.stats).toEqual({ played: 2, timeMs: 61_000 });
    expect(scores.puyo?.modes.endless?.map((e) => e.value)).toEqual([700, 500]);
    expect(matchRecords(scores, "puyo", "versus")).toEqual({ "Bot (Hard)": { wins: 0, losses: 1, draws: 0, last: DAY1 } });
  });

  it("does not change its input", () => {
    const before = recordMatch({}, "tetris", "versus", "Bot (Easy)", "win", DAY1);
    const copy = structuredClone(before);
    recordMatch(before, "tetris", "versus", "Bot (Easy)", "win", DAY2);
    expect(before).toEqual(copy);
  });

  it("refuses what only a bug would pass", () => {
    expect(() => recordMatch({}, "__proto__", "versus", "Bot", "win", DAY1)).toThrow(ProgrammingError);
    expect(() => recordMatch({}, "tetris", "versus", "__proto__", "win", DAY1)).toThrow(/opponent: "__proto__" is not an opponent's name/);
    expect(() => recordMatch({}, "tetris", "versus", "", "win", DAY1)).toThrow(ProgrammingError);
    expect(() => recordMatch({}, "tetris", "versus", "x".repeat(41), "win", DAY1)).toThrow(ProgrammingError);
    expect(() => recordMatch({}, "tetris", "versus", "Bot", "won" as Outcome, DAY1)).toThrow(/outcome: "won" is not win, loss or draw/);
    expect(() => recordMatch({}, "tetris", "versus", "Bot", "win", "yesterday")).toThrow(/date/);
  });
});

describe("validateMatches", () => {
  it("reads a save without matches as none, with no notice", () => {
    const issues: Issue[] = [];
    const scores = validateScores({ tetris: { stats: { played: 1, timeMs: 5 }, modes: {} } }, "scores", issues);
    expect(issues).toEqual([]);
    expect(scores.tetris).toEqual({ stats: { played: 1, timeMs: 5 }, modes: {} });
  });

  it("drops a malformed mode, opponent or record with a notice naming its path, and keeps the rest", () => {
    const issues: Issue[] = [];
    const good = { wins: 1, losses: 2, draws: 0, last: DAY1 };
    const matches = validateMatches(
      {
        // As JSON.parse gives it: "__proto__" an own key, not the object's prototype.
        versus: JSON.parse(
          JSON.stringify({
            "Bot (Easy)": good,
            "TBP bot": { wins: -1, losses: 0, draws: 0, last: DAY1 },
            Online: { wins: 1, losses: 0, draws: 0, last: "soon" },
          }).replace("{", `{"__proto__":${JSON.stringify(good)},`),
        ) as unknown,
        "bad mode!": { Bot: good },
        online: "lots",
        quiet: { Bot: { wins: 0, losses: 0, draws: 0, last: DAY1 } },
      },
      "scores.tetris.matches",
      issues,
    );
    expect(matches).toEqual({ versus: { "Bot (Easy)": good }, quiet: {} });
    expect(issues.map((i) => i.path)).toEqual([
      "scores.tetris.matches.versus.__proto__",
      'scores.tetris.matches.versus["TBP bot"].wins',
      "scores.tetris.matches.versus.Online.last",
      'scores.tetris.matches["bad mode!"]',
      "scores.tetris.matches.online",
      "scores.tetris.matches.quiet.Bot",
    ]);
    expect(validateMatches([], "scores.x.matches", issues)).toBeUndefined();
    expect(issues.at(-1)).toEqual({ path: "scores.x.matches", problem: "an array is not an object", fix: "reset to no matches" });
  });

  // Any stored value reads without throwing into records that validate again unchanged, with no issue.
  test.prop([fc.anything()])("any stored value gives valid records that read again cleanly", (raw) => {
    const issues: Issue[] = [];
    const matches = validateMatches(raw, "m", issues);
    const again: Issue[] = [];
    expect(validateMatches(matches === undefined ? undefined : structuredClone(matches), "m", again)).toEqual(matches);
    expect(again).toEqual([]);
  });

  // Recorded matches always survive a save and load: what recordMatch writes, validation keeps.
  const outcome = fc.constantFrom<Outcome>("win", "loss", "draw");
  const name = fc.constantFrom("Bot (Easy)", "TBP bot", "Online", "Bot (Beginner)");
  test.prop([fc.array(fc.tuple(fc.constantFrom("versus", "online"), name, outcome), { maxLength: 30 })])("what is recorded loads unchanged", (games) => {
    let scores: Scores = {};
    for (const [mode, opponent, result] of games) scores = recordMatch(scores, "tetris", mode, opponent, result, DAY1);
    const issues: Issue[] = [];
    expect(validateScores(structuredClone(scores), "scores", issues)).toEqual(scores);
    expect(issues.filter((i) => i.path.includes("matches"))).toEqual([]);
    const total = Object.values(matchRecords(scores, "tetris", "versus")).reduce((n, r) => n + r.wins + r.losses + r.draws, 0);
    expect(total).toBe(games.filter(([mode]) => mode === "versus").length);
  });
});
