// The engine API the AI and versus use: clone() and addGarbage().
import { describe, expect, it } from "vitest";
import { addGarbage as addGarbageRows } from "../garbage.ts";
import { boardFromRows, boardToRows, emptyBoard } from "./board.ts";
import { TetrisGame } from "./game.ts";
import { gameOn, play } from "./test/helpers.ts";

describe("TetrisGame.clone", () => {
  it("plays on independently: the copy's moves, locks and queue leave the original as it was", () => {
    const game = new TetrisGame({ seed: "clone", mode: "marathon", allow180: true, softDropFactor: 20 });
    play(game, "left cw hardDrop right");
    const before = { board: boardToRows(game.board), active: game.active, next: game.next(7), pieces: game.pieces, score: game.score, hold: game.hold };
    const copy = game.clone();
    expect(copy.active).toEqual(game.active);
    expect(copy.next(7)).toEqual(game.next(7));
    play(copy, "hold hardDrop hardDrop ccw hardDrop");
    expect(copy.pieces).toBe(game.pieces + 3);
    expect({ board: boardToRows(game.board), active: game.active, next: game.next(7), pieces: game.pieces, score: game.score, hold: game.hold }).toEqual(
      before,
    );
  });

  it("deals the copy exactly the pieces the original gets next", () => {
    const game = new TetrisGame({ seed: "clone-bag", mode: "zen", allow180: true, softDropFactor: 20 });
    play(game, "hardDrop hardDrop");
    const copy = game.clone();
    const seen = (g: TetrisGame) => Array.from({ length: 20 }, () => (g.apply("hardDrop"), g.active!.type));
    expect(seen(copy)).toEqual(seen(game));
  });

  it("keeps the lock delay state: a copy locks on the same frame as the original", () => {
    const game = gameOn([], "TIO");
    play(game, "sonicDrop");
    for (let i = 0; i < 12; i++) game.tick(false);
    const copy = game.clone();
    let a = 0;
    let b = 0;
    for (; game.pieces === 0; a++) game.tick(false);
    for (; copy.pieces === 0; b++) copy.tick(false);
    expect(b).toBe(a);
  });
});

describe("TetrisGame.addGarbage", () => {
  it("pushes the rows in under the stack exactly as garbage.ts's addGarbage does", () => {
    const game = gameOn(["....G.....", "GGG.GGGGGG"], "T");
    const expected = addGarbageRows(game.board, [3, 3, 7]).board;
    expect(game.addGarbage([3, 3, 7])).toBe(false);
    expect(game.board).toEqual(expected);
    expect(boardToRows(game.board)).toEqual(["....G.....", "GGG.GGGGGG", "GGG.GGGGGG", "GGG.GGGGGG", "GGGGGGG.GG"]);
  });

  it("lifts a piece in play that the rising stack would overlap", () => {
    const game = gameOn([], "O");
    play(game, "sonicDrop");
    expect(game.active!.y).toBe(0);
    game.addGarbage([0, 0]);
    expect(game.active!.y).toBe(2);
    play(game, "hardDrop");
    expect(boardToRows(game.board)).toEqual(["....OO....", "....OO....", ".GGGGGGGGG", ".GGGGGGGGG"]);
  });

  it("tops out when minos are pushed off the matrix (garbage out), and ends a marathon", () => {
    const rows = Array.from({ length: 38 }, () => "G.........");
    const game = gameOn(rows, "IIII");
    expect(game.addGarbage([1, 1, 1])).toBe(true);
    expect(game.over).toBe("garbageOut");
    expect(game.stats.topOuts).toBe(1);
    expect(game.addGarbage([1])).toBe(false);
  });

  it("in zen, a garbage out empties the board and play goes on with the same piece", () => {
    const rows = Array.from({ length: 39 }, () => "G.........");
    const game = new TetrisGame({ seed: "zen", mode: "zen", allow180: true, softDropFactor: 20, board: boardFromRows(rows) });
    const piece = game.active!.type;
    expect(game.addGarbage([4, 4])).toBe(true);
    expect(game.over).toBeNull();
    expect(game.board).toEqual(emptyBoard());
    expect(game.active!.type).toBe(piece);
    expect(game.stats.topOuts).toBe(1);
  });

  it("does nothing with no rows", () => {
    const game = gameOn(["G........."], "T");
    const board = game.board;
    expect(game.addGarbage([])).toBe(false);
    expect(game.board).toBe(board);
  });
});
