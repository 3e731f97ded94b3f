import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { quizQuestion, scoreAnswer } from "../analysis/quiz.ts";
import { countsOf, printTiles } from "../analysis/tiles.ts";
import { PRACTICE_DRAWS, PracticeGame } from "./practice.ts";
import { buildWall, fullSet } from "./wall.ts";

describe("wall", () => {
  it("holds the 136 tiles with optional red fives, in a seeded order", () => {
    const wall = buildWall("daily-2026-11-23");
    expect(wall).toHaveLength(136);
    expect(countsOf(wall).every((c) => c === 4)).toBe(true);
    expect(
      wall
        .filter((t) => t.red)
        .map((t) => t.kind)
        .sort((a, b) => a - b),
    ).toEqual([4, 13, 22]);
    expect(buildWall("daily-2026-11-23", { redFives: false }).some((t) => t.red)).toBe(false);
    expect(printTiles(buildWall("a").slice(0, 14))).toBe(printTiles(buildWall("a").slice(0, 14)));
    expect(printTiles(buildWall("a").slice(0, 14))).not.toBe(printTiles(buildWall("b").slice(0, 14)));
    expect(fullSet()).toHaveLength(136);
  });
});

describe("practice game", () => {
  it("deals 13, draws one, and ends after 18 draws", () => {
    const game = new PracticeGame("practice-1", { redFives: false });
    expect(game.state.hand).toHaveLength(14);
    expect(game.state.draws).toBe(1);
    let guard = 0;
    while (game.state.status === "discard" && guard++ < 30) game.discard(0);
    const { status, draws, discards } = game.state;
    expect(["won", "exhausted"]).toContain(status);
    if (status === "exhausted") {
      expect(draws).toBe(PRACTICE_DRAWS);
      expect(discards).toHaveLength(PRACTICE_DRAWS);
    }
    expect(() => game.discard(0)).toThrow(/cannot discard/);
  });
  test.prop([fc.string({ minLength: 1, maxLength: 8 }), fc.array(fc.nat(13), { minLength: 1, maxLength: 17 })])(
    "undo restores the exact state before each discard",
    (seed, picks) => {
      const game = new PracticeGame(seed);
      const history = [];
      for (const pick of picks) {
        if (game.state.status !== "discard") break;
        history.push(game.state);
        game.discard(pick);
      }
      while (history.length > 0) {
        expect(game.undo()).toBe(true);
        expect(game.state).toEqual(history.pop());
      }
      expect(game.undo()).toBe(false);
    },
  );
  it("rejects bad discards and discards by tile name", () => {
    const game = new PracticeGame("win-search");
    expect(() => game.discard(99)).toThrow(/no tile at index 99/);
    expect(() => game.discardTile("8z")).toThrow(/no "8z"/);
    game.discardTile(game.state.hand[0]!.red ? "0m" : `${(game.state.hand[0]!.kind % 9) + 1}${"mpsz"[Math.floor(game.state.hand[0]!.kind / 9)]!}`);
    expect(game.state.discards).toHaveLength(1);
  });
});

describe("quiz", () => {
  it("asks seeded 1–3 shanten questions and scores the best discard 100", () => {
    const q = quizQuestion("quiz", 0);
    expect(q).toEqual(quizQuestion("quiz", 0));
    expect(q.hand).toHaveLength(14);
    expect(q.ranking[0]!.shanten).toBeGreaterThanOrEqual(1);
    expect(scoreAnswer(q, q.ranking[0]!.discard)).toMatchObject({ points: 100, best: true });
    const worst = q.ranking[q.ranking.length - 1]!;
    const score = scoreAnswer(q, worst.discard);
    if (worst.shanten > q.ranking[0]!.shanten) expect(score.points).toBe(0);
    expect(score.points).toBeLessThanOrEqual(100);
    expect(() => scoreAnswer(q, q.hand.some((t) => t.kind === 33) ? -1 : 33)).toThrow(/not in the hand/);
  });
});

describe("practice played by the analyser", () => {
  it("wins some seeded hands, each win with a decomposition", async () => {
    const { rankDiscards } = await import("../analysis/efficiency.ts");
    let wins = 0;
    for (let s = 0; s < 12; s++) {
      const game = new PracticeGame(`auto-${s}`);
      while (game.state.status === "discard") {
        const best = rankDiscards(game.counts, { secondStep: "none" })[0]!;
        game.discard(game.state.hand.findIndex((t) => t.kind === best.discard));
      }
      if (game.state.status === "won") {
        wins++;
        expect(game.state.win.length).toBeGreaterThan(0);
      }
    }
    expect(wins).toBeGreaterThan(0);
  });
});
