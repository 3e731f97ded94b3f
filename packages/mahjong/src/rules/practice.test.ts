import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { quizQuestion, scoreAnswer, scoreAnswerByChance } from "../analysis/quiz.ts";
import { rankDiscards } from "../analysis/efficiency.ts";
import { countsOf, parseCounts, printTiles, tileName } from "../analysis/tiles.ts";
import { DORA_INDICATOR_AT, PRACTICE_DRAWS, PracticeGame, seatOf, waitsOf } from "./practice.ts";
import { scoreWin } from "./score/score.ts";
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

describe("practice: winds, dora, riichi, scoring and the exhausted wall", () => {
  it("takes the winds from the seed and the dora indicator from the dead wall", () => {
    const game = new PracticeGame("winds-1");
    const { roundWind, seatWind, doraIndicator } = game.state;
    expect(seatOf("winds-1")).toEqual({ roundWind, seatWind });
    expect(doraIndicator).toEqual(buildWall("winds-1")[DORA_INDICATOR_AT]);
    expect(game.situation().dora).toEqual([doraIndicator.kind]);
    // Over many seeds every seat and both rounds occur.
    const seats = new Set(Array.from({ length: 200 }, (_, i) => JSON.stringify(seatOf(`s${i}`))));
    expect(seats.size).toBe(8);
  });

  it("names the waits of a tenpai hand (checked against adding every kind by hand)", () => {
    expect(waitsOf(parseCounts("123m456p789s1122z"))).toEqual([27, 28]);
    expect(waitsOf(parseCounts("1112345678999m"))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(waitsOf(parseCounts("19m19p19s1234567z"))).toHaveLength(13);
    expect(waitsOf(parseCounts("13579m2468p1357s"))).toEqual([]);
  });

  // A game driven to tenpai: discard the tile that keeps the best shanten (simple greedy),
  // declaring riichi as soon as it may.
  function playToRiichi(seed: string): PracticeGame | null {
    const game = new PracticeGame(seed);
    while (game.state.status === "discard") {
      const riichi = game.riichiDiscards();
      if (riichi.length > 0) {
        game.riichiTile(tileName(riichi[0]!));
        return game;
      }
      const best = rankDiscards(game.counts, { secondStep: "none" })[0]!;
      game.discardTile(tileName(best.discard));
    }
    return null;
  }

  it("declares riichi only with a tenpai discard, then allows only the drawn tile, and undo takes it back", () => {
    let game: PracticeGame | null = null;
    for (let i = 0; i < 40 && !(game && game.state.status === "discard"); i++) game = playToRiichi(`riichi-${i}`);
    expect(game?.state.status).toBe("discard");
    const g = game!;
    const at = g.state.riichiAt!;
    expect(at).toBe(g.state.discards.length - 1);
    expect(g.situation().riichi).toBe(at === 0 ? "double" : "riichi");
    expect(g.riichiDiscards()).toEqual([]);
    const other = g.state.hand.findIndex((t) => t.kind !== g.state.drawn!.kind);
    expect(() => g.discard(other)).toThrow(/only the drawn tile/);
    // The 13 tiles after the riichi discard are tenpai.
    const thirteen = countsOf(g.state.hand);
    thirteen[g.state.drawn!.kind]!--;
    expect(waitsOf(thirteen).length).toBeGreaterThan(0);
    expect(g.undo()).toBe(true);
    expect(g.state.riichiAt).toBeNull();
    expect(() => g.riichi(g.state.hand.findIndex((t) => !g.riichiDiscards().includes(t.kind)))).toThrow(/tenpai/);
  });

  it("scores a practice win with its situation, and says tenpai or noten on an exhausted wall", () => {
    let won = 0;
    let exhausted = 0;
    for (let i = 0; i < 60; i++) {
      const game = playToRiichi(`play-${i}`) ?? new PracticeGame(`play-${i}`);
      while (game.state.status === "discard")
        game.discard(game.state.hand.findIndex((t) => t.kind === game.state.drawn!.kind && t.red === game.state.drawn!.red));
      const { status, hand, drawn, riichiAt } = game.state;
      if (status === "won") {
        won++;
        const score = game.score()!;
        // The same hand through the parsed-hand scorer gives the same score.
        expect(scoreWin({ concealed: hand, melds: [] }, drawn!, game.situation()).points).toEqual(score.points);
        expect(score.yaku.some((y) => y.name.startsWith("Menzen tsumo") || y.yakuman > 0)).toBe(true);
        if (riichiAt !== null) expect(score.yaku.some((y) => /riichi/i.test(y.name))).toBe(true);
        expect(game.exhausted()).toBeNull();
      } else {
        exhausted++;
        const result = game.exhausted()!;
        expect(result.tenpai).toBe(waitsOf(countsOf(hand)).length > 0);
        if (riichiAt !== null) expect(result.tenpai).toBe(true);
        expect(game.score()).toBeNull();
      }
    }
    expect(won + exhausted).toBe(60);
    expect(won).toBeGreaterThan(0);
  });
});

describe("quiz table", () => {
  it("gives each question seeded winds and a dora indicator from its own wall (a fifth copy never appears)", () => {
    const winds = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const q = quizQuestion("table-seed", i);
      expect(quizQuestion("table-seed", i)).toEqual(q);
      expect(countsOf([...q.hand, q.doraIndicator])[q.doraIndicator.kind]).toBeLessThanOrEqual(4);
      expect([0, 1]).toContain(q.roundWind);
      winds.add(`${q.roundWind}${q.seatWind}`);
    }
    expect(winds.size).toBeGreaterThan(1);
  });
});

describe("quiz scored by win chance", () => {
  const q = quizQuestion("by-chance", 0);
  const kinds = [...new Set(q.hand.map((t) => t.kind))];
  it("gives 100 for the best win chance and the share of it otherwise; tenpai decides when no win can be reached", () => {
    const odds = kinds.map((discard, i) => ({ discard, win: i === 1 ? 0.2 : 0.05, tenpai: 0.5 }));
    expect(scoreAnswerByChance(q, kinds[1]!, odds)).toMatchObject({ points: 100, best: true });
    expect(scoreAnswerByChance(q, kinds[0]!, odds).points).toBe(Math.floor((99 * 0.05) / 0.2));
    expect(scoreAnswerByChance(q, kinds[0]!, odds).top.discard).toBe(kinds[1]);
    const far = kinds.map((discard, i) => ({ discard, win: 0, tenpai: i === 0 ? 0.4 : 0.1 }));
    expect(scoreAnswerByChance(q, kinds[0]!, far).points).toBe(100);
    expect(scoreAnswerByChance(q, kinds[2]!, far).points).toBe(Math.floor((99 * 0.1) / 0.4));
    const none = kinds.map((discard) => ({ discard, win: 0, tenpai: 0 }));
    expect(scoreAnswerByChance(q, kinds[0]!, none)).toEqual(scoreAnswer(q, kinds[0]!));
  });
});
