import { describe, expect, test } from "vitest";
import { SUBROWS_PER_ROW, gravity, gravitySubrows, secondsPerRow, softDropSubrows } from "./gravity.ts";
import { gameOn, play, tick } from "./test/helpers.ts";

describe("Guideline gravity", () => {
  test.each([
    [1, 1.0, 0.0167],
    [5, 0.355, 0.0469],
    [10, 0.0642, 0.26],
    [15, 0.0071, 2.36],
  ])("level %i: %f s/row, %f G as the reference table prints", (level, seconds, g) => {
    expect(secondsPerRow(level)).toBeCloseTo(seconds, 3);
    expect(Math.abs(gravity(level) - g) / g).toBeLessThan(0.005);
  });

  test("the engine's integer table is the formula, rounded once", () => {
    for (let level = 1; level <= 18; level++) expect(gravitySubrows(level), `level ${level}`).toBe(Math.round(SUBROWS_PER_ROW / 60 / secondsPerRow(level)));
  });

  test("from level 19 the formula passes 20G and gravity stays at 20G", () => {
    expect(1 / 60 / secondsPerRow(19)).toBeGreaterThan(20);
    expect(gravity(19)).toBe(20);
    expect(gravity(30)).toBe(20);
    expect(() => gravitySubrows(0)).toThrow(RangeError);
  });

  test("soft drop: factor × gravity, at least level-1 gravity, 41+ is instant", () => {
    expect(softDropSubrows(gravitySubrows(1), 20)).toBe((20 * SUBROWS_PER_ROW) / 60);
    expect(softDropSubrows(0, 6)).toBe((6 * SUBROWS_PER_ROW) / 60);
    expect(softDropSubrows(gravitySubrows(5), 41)).toBe(Infinity);
  });
});

describe("gravity in play", () => {
  test("level 1: exactly one row per 60 frames", () => {
    const game = gameOn([], "TT");
    tick(game, 59);
    expect(game.active?.y).toBe(19);
    tick(game, 1);
    expect(game.active?.y).toBe(18);
    tick(game, 60 * 5);
    expect(game.active?.y).toBe(13);
  });

  test("zen has no gravity, but soft drop still works (6 × level-1 gravity)", () => {
    const game = gameOn([], "TT", { mode: "zen", softDropFactor: 6 });
    tick(game, 600);
    expect(game.active?.y).toBe(19);
    tick(game, 10, true);
    expect(game.active?.y).toBe(18);
  });

  test("SDF 41 drops to the floor in one frame without locking; 1 point per row", () => {
    const game = gameOn([], "TT", { softDropFactor: 41 });
    tick(game, 1, true);
    expect(game.active?.y).toBe(0);
    expect(game.pieces).toBe(0);
    expect(game.score).toBe(19);
  });

  test("a piece that lands keeps no fraction of a row for when it slides off a ledge", () => {
    const game = gameOn(["XXXXXX....", "XXXXXX...."], "OO", { mode: "sprint" });
    play(game, "sonicDrop");
    tick(game, 25); // grounded on the ledge at y 2 (lock delay is 30)
    play(game, "rightWall"); // over the gap: must wait a full 60 frames to fall
    tick(game, 59);
    expect(game.active?.y).toBe(2);
    tick(game, 1);
    expect(game.active?.y).toBe(1);
  });
});
