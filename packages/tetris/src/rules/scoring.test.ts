import { describe, expect, test } from "vitest";
import { clearName, isDifficult, scoreLock, type ScoreInput } from "./scoring.ts";
import { gameOn, play, tick } from "./test/helpers.ts";
import type { ClearName } from "./types.ts";

const lock = (clear: ClearName, lines: number, over: Partial<ScoreInput> = {}) =>
  scoreLock({ clear, lines, level: 1, backToBack: false, combo: -1, perfectClear: false, ...over });

describe("Guideline points × level", () => {
  test.each([
    ["single", 1, 100],
    ["double", 2, 300],
    ["triple", 3, 500],
    ["tetris", 4, 800],
    ["tspin-mini", 0, 100],
    ["tspin-mini-single", 1, 200],
    ["tspin-mini-double", 2, 400],
    ["tspin", 0, 400],
    ["tspin-single", 1, 800],
    ["tspin-double", 2, 1200],
    ["tspin-triple", 3, 1600],
  ] as const)("%s = %i lines, %i points at level 1 and 7× that at level 7", (clear, lines, points) => {
    expect(lock(clear, lines).points).toBe(points);
    expect(lock(clear, lines, { level: 7 }).points).toBe(points * 7);
  });

  test("clear names", () => {
    expect([0, 1, 2, 3, 4].map((n) => clearName(n, "none"))).toEqual(["none", "single", "double", "triple", "tetris"]);
    expect([0, 1, 2].map((n) => clearName(n, "mini"))).toEqual(["tspin-mini", "tspin-mini-single", "tspin-mini-double"]);
    expect([0, 1, 2, 3].map((n) => clearName(n, "full"))).toEqual(["tspin", "tspin-single", "tspin-double", "tspin-triple"]);
    expect(clearName(3, "mini")).toBe("tspin-triple");
  });
});

describe("back-to-back", () => {
  test("difficult = tetris or a T-spin that clears lines (minis too)", () => {
    const difficult = ["tetris", "tspin-mini-single", "tspin-mini-double", "tspin-single", "tspin-double", "tspin-triple"];
    const easy = ["none", "single", "double", "triple", "tspin-mini", "tspin"];
    for (const name of difficult) expect(isDifficult(name as ClearName), name).toBe(true);
    for (const name of easy) expect(isDifficult(name as ClearName), name).toBe(false);
  });

  test("B2B tetris ×1.5 = 1200; B2B mini single ×1.5 = 300; drops are not multiplied", () => {
    expect(lock("tetris", 4, { backToBack: true })).toMatchObject({ points: 1200, backToBackBonus: true, backToBack: true });
    expect(lock("tspin-mini-single", 1, { backToBack: true }).points).toBe(300);
    expect(lock("tspin-double", 2, { backToBack: true, level: 3 }).points).toBe(5400);
  });

  /** Scores a chain of clears, carrying B2B and combo from one lock to the next. */
  function chain(clears: [ClearName, number][]): number[] {
    let state = { backToBack: false, combo: -1 };
    return clears.map(([clear, lines]) => {
      const out = scoreLock({ clear, lines, level: 1, ...state, perfectClear: false });
      state = { backToBack: out.backToBack, combo: lines > 0 ? out.combo : -1 };
      return out.points - 50 * Math.max(out.combo, 0); // clear points only
    });
  }

  test("a single breaks B2B", () => {
    expect(
      chain([
        ["tetris", 4],
        ["none", 0],
        ["single", 1],
        ["none", 0],
        ["tetris", 4],
      ]),
    ).toEqual([800, 0, 100, 0, 800]);
  });
  test("a 0-line T-spin keeps B2B without counting; a non-clearing lock keeps it too", () => {
    expect(
      chain([
        ["tetris", 4],
        ["tspin", 0],
        ["none", 0],
        ["tetris", 4],
      ]),
    ).toEqual([800, 400, 0, 1200]);
    expect(
      chain([
        ["tetris", 4],
        ["tspin-mini", 0],
        ["tspin-double", 2],
      ]),
    ).toEqual([800, 100, 1800]);
  });
});

describe("combos and perfect clears", () => {
  test("combo = 50 × combo × level; a lock without lines ends it", () => {
    expect(lock("single", 1, { combo: -1 })).toMatchObject({ points: 100, combo: 0 });
    expect(lock("single", 1, { combo: 0 })).toMatchObject({ points: 150, combo: 1 });
    expect(lock("double", 2, { combo: 3, level: 2 })).toMatchObject({ points: (300 + 200) * 2, combo: 4 });
    expect(lock("none", 0, { combo: 5 })).toMatchObject({ points: 0, combo: -1 });
  });

  test.each([
    ["single", 1, false, 100 + 800],
    ["double", 2, false, 300 + 1200],
    ["triple", 3, false, 500 + 1800],
    ["tetris", 4, false, 800 + 2000],
    ["tetris", 4, true, 1200 + 3200],
  ] as const)("perfect clear %s (B2B %s) = %i × level", (clear, lines, backToBack, points) => {
    expect(lock(clear, lines, { perfectClear: true, backToBack, level: 2 }).points).toBe(points * 2);
  });
});

describe("in play", () => {
  const TWO_TETRISES = Array<string>(8).fill("XXXXXXXXX.");

  test("tetris, then a B2B tetris that is also a perfect clear", () => {
    const game = gameOn(TWO_TETRISES, "IIT");
    play(game, "cw rightWall hardDrop");
    expect(game.lastLock).toMatchObject({ clear: "tetris", points: 800, backToBack: false, combo: 0 });
    expect(game.backToBack).toBe(true);
    play(game, "cw rightWall hardDrop");
    expect(game.lastLock).toEqual({ piece: "I", clear: "tetris", lines: 4, perfectClear: true, backToBack: true, combo: 1, points: 1200 + 50 + 3200 });
    expect(game.stats).toMatchObject({ perfectClears: 1, backToBacks: 1, maxCombo: 1 });
  });

  test("three O doubles in a row: combo 0, 1, 2, and the last is a perfect clear", () => {
    const game = gameOn(Array<string>(6).fill("..XXXXXXXX"), "OOOT");
    const points = [1, 2, 3].map(() => (play(game, "leftWall hardDrop"), game.lastLock!.points));
    expect(points).toEqual([300, 350, 300 + 100 + 1200]);
    expect(game.combo).toBe(2);
    play(game, "hardDrop");
    expect(game.combo).toBe(-1);
  });

  test("drop points: hard drop 2 per row, soft and sonic drop 1 per row, held soft drop 1 per row", () => {
    const game = gameOn([], "TTTT");
    play(game, "hardDrop"); // T centre from y 19 to 0
    expect(game.score).toBe(38);
    play(game, "softDrop sonicDrop"); // 19 → 18, then onto the first T at y 2
    expect(game.score).toBe(38 + 1 + 16);
    play(game, "hardDrop"); // already down: no points
    expect(game.score).toBe(55);
    tick(game, 30, true); // SDF 20 at level 1: a row every 3 frames
    expect(game.active?.y).toBe(9);
    expect(game.score).toBe(55 + 10);
  });
});
