// T-spins as players make them: real slots, real inputs from the spawn position.
import { describe, expect, test } from "vitest";
import { boardFromRows } from "./board.ts";
import { rotate } from "./srs.ts";
import { gameOn, play } from "./test/helpers.ts";
import { isTstOrFinKick, tspinKind } from "./tspin.ts";
import type { ActivePiece } from "./types.ts";

/** Standard TSD slot at the left wall: overhang at (0,2), T lands pointing down at (1,1). */
const TSD = ["X.........", "...XXXXXXX", "X.XXXXXXXX"];
/** TST slot: overhang (0..1, 5), the T slides under it at y=4 and kicks down-left with test 5. */
const TST = ["XX........", "X.........", "X.XXXXXXXX", "X..XXXXXXX", "X.XXXXXXXX", "XXXXXXXXX."];

describe("full T-spins", () => {
  test("TSD: a T dropped upright into the slot and turned to point down", () => {
    const game = gameOn(TSD, "TI");
    play(game, "cw leftWall right sonicDrop"); // upright (R), stem over the hole
    expect(game.active).toEqual({ type: "T", x: 1, y: 1, rotation: 1 });
    expect(rotate(game.board, game.active!, "cw")?.test).toBe(1);
    play(game, "cw hardDrop");
    expect(game.lastLock).toEqual({ piece: "T", clear: "tspin-double", lines: 2, perfectClear: false, backToBack: false, combo: 0, points: 1200 });
  });

  test("TST: slide under the overhang, turn CW, the fifth kick (−1,−2) makes it a triple", () => {
    const game = gameOn(TST, "TI");
    play(game, "sonicDrop left left");
    expect(game.active).toEqual({ type: "T", x: 2, y: 4, rotation: 0 });
    expect(rotate(game.board, game.active!, "cw")).toEqual({ piece: { type: "T", x: 1, y: 2, rotation: 1 }, test: 5 });
    play(game, "cw hardDrop");
    expect(game.lastLock).toMatchObject({ clear: "tspin-triple", lines: 3, points: 1600 });
  });

  test("a 0-line T-spin: the TSD slot with the rows left open", () => {
    const game = gameOn(["X.........", "...XXXXXX.", "X.XXXXXXX."], "TI");
    play(game, "cw leftWall right sonicDrop cw hardDrop");
    expect(game.lastLock).toMatchObject({ clear: "tspin", lines: 0, points: 400, combo: -1 });
    expect(game.stats.tspins).toBe(1);
  });
});

describe("minis", () => {
  // T upright at the left wall, turned back to flat: test 3 (+1,−1) drops it into the corner.
  const MINI = ["..X.......", "...XXXXXXX"];

  test("T-spin mini single against the wall (one front corner, kick test 3)", () => {
    const game = gameOn(MINI, "TI");
    play(game, "cw leftWall sonicDrop");
    expect(rotate(game.board, game.active!, "ccw")?.test).toBe(3);
    play(game, "ccw hardDrop");
    expect(game.lastLock).toMatchObject({ clear: "tspin-mini-single", lines: 1, points: 200 });
  });

  test("0-line mini", () => {
    const game = gameOn(["..X.......", "...XXXXXX."], "TI");
    play(game, "cw leftWall sonicDrop ccw hardDrop");
    expect(game.lastLock).toMatchObject({ clear: "tspin-mini", lines: 0, points: 100 });
  });
});

describe("not T-spins", () => {
  test("a T turned in the open (no corners) is nothing", () => {
    const game = gameOn([], "TI");
    play(game, "sonicDrop cw hardDrop");
    expect(game.lastLock?.clear).toBe("none");
  });

  test("a T moved after its rotation: three corners, but the last action was a move", () => {
    // T flat on the floor slides right under the mino at (3,1): corners (1,-1) (3,-1) (3,1).
    const game = gameOn(["...XXXXXXX", ".........."], "TI");
    play(game, "ccw cw leftWall sonicDrop right");
    expect(game.active).toEqual({ type: "T", x: 2, y: 0, rotation: 0 });
    play(game, "hardDrop");
    expect(game.lastLock?.clear).toBe("none");
  });

  test("a T turned in the air then dropped into three corners is nothing", () => {
    // Upright T falls along the left wall onto (1,0): walls + (1,0) = three corners.
    const game = gameOn([".X........"], "TI");
    play(game, "cw leftWall sonicDrop");
    expect(game.active).toEqual({ type: "T", x: 0, y: 1, rotation: 1 });
    play(game, "hardDrop");
    expect(game.lastLock?.clear).toBe("none");
  });

  test("hard drop cancels the spin only if the piece actually falls", () => {
    const game = gameOn(TSD, "TI");
    play(game, "cw leftWall"); // upright T high above the slot
    play(game, "cw"); // now pointing down in the air, then dropped into the slot
    play(game, "hardDrop");
    expect(game.lastLock?.clear).not.toMatch(/tspin/);
  });
});

describe("tspinKind rules", () => {
  // T pointing up on the floor at (2,0), one top corner (3,1) filled: 3 corners, 1 front corner.
  const board = boardFromRows(["...X......", ".........."]);
  const piece: ActivePiece = { type: "T", x: 2, y: 0, rotation: 0 };

  test("three corners with one front corner is a mini", () => {
    expect(tspinKind(board, piece, { from: 3, to: 0, test: 1 })).toBe("mini");
  });
  test("the TST/Fin fifth kicks upgrade a mini to full; the upward fifth kicks do not (TETR.IO)", () => {
    expect(tspinKind(board, piece, { from: 1, to: 0, test: 5 })).toBe("mini");
    expect(tspinKind(board, piece, { from: 3, to: 0, test: 5 })).toBe("mini");
    for (const [from, to] of [
      [0, 1],
      [0, 3],
      [2, 1],
      [2, 3],
    ] as const)
      expect(isTstOrFinKick({ from, to, test: 5 })).toBe(true);
    for (const [from, to] of [
      [1, 0],
      [1, 2],
      [3, 0],
      [3, 2],
    ] as const)
      expect(isTstOrFinKick({ from, to, test: 5 })).toBe(false);
    expect(isTstOrFinKick({ from: 0, to: 1, test: 4 })).toBe(false);
    expect(isTstOrFinKick({ from: 0, to: 2, test: 5 })).toBe(false); // 180 tests never upgrade
  });
  test("two corners, no rotation, or not a T (S/Z/L spins score as plain clears): none", () => {
    expect(tspinKind(boardFromRows([]), piece, { from: 3, to: 0, test: 1 })).toBe("none");
    expect(tspinKind(board, piece, null)).toBe("none");
    expect(tspinKind(board, { ...piece, type: "L" }, { from: 3, to: 0, test: 1 })).toBe("none");
  });
  test("both front corners filled is full whatever the kick", () => {
    expect(tspinKind(boardFromRows([".X.X......", ".........."]), piece, { from: 3, to: 0, test: 1 })).toBe("full");
  });
});
