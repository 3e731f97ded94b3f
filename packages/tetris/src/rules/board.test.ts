import { InputError } from "@arcade/core";
import { describe, expect, test } from "vitest";
import { WALL, boardFromRows, boardToRows, cellAt, clearLines, dropDistance, emptyBoard, fits, isEmpty, isFilled, minoCount, place } from "./board.ts";
import { SPAWN_CELLS, cellsOf, turned } from "./pieces.ts";
import { cellKey } from "./test/helpers.ts";
import { PIECE_TYPES, type ActivePiece } from "./types.ts";

describe("pieces", () => {
  test("spawn shapes: flat side down, T/J/L pointing up, centre cell included (except O's own square)", () => {
    expect(cellKey(cellsOf({ type: "T", x: 4, y: 19, rotation: 0 }))).toBe(
      cellKey([
        [3, 19],
        [4, 19],
        [5, 19],
        [4, 20],
      ]),
    );
    expect(cellKey(cellsOf({ type: "I", x: 4, y: 19, rotation: 0 }))).toBe(
      cellKey([
        [3, 19],
        [4, 19],
        [5, 19],
        [6, 19],
      ]),
    );
    expect(cellKey(cellsOf({ type: "O", x: 4, y: 19, rotation: 0 }))).toBe(
      cellKey([
        [4, 19],
        [5, 19],
        [4, 20],
        [5, 20],
      ]),
    );
    for (const type of PIECE_TYPES)
      expect(
        SPAWN_CELLS[type].every(([, dy]) => dy >= 0),
        type,
      ).toBe(true);
  });
  test("turning four times is the identity; CW then CCW too", () => {
    expect(turned(0, 1)).toBe(1);
    expect(turned(0, -1)).toBe(3);
    expect(turned(3, 2)).toBe(1);
  });
});

describe("board", () => {
  test("text rows: top first, bottom-aligned, G and X are garbage, round trip", () => {
    const board = boardFromRows(["T.........", "GX.IOSZJL."]);
    expect(cellAt(board, 0, 1)).toBe("T");
    expect(cellAt(board, 0, 0)).toBe("G");
    expect(cellAt(board, 1, 0)).toBe("G");
    expect(cellAt(board, 3, 0)).toBe("I");
    expect(boardToRows(board)).toEqual(["T.........", "GG.IOSZJL."]);
    expect(boardToRows(emptyBoard())).toEqual([]);
  });
  test("bad rows are InputErrors naming the row", () => {
    expect(() => boardFromRows(["....."])).toThrow(new InputError('must be a string of 10 characters, got "....."', "rows[0]"));
    expect(() => boardFromRows(["....Q....."])).toThrow(/character 4 is "Q"/);
    expect(() => boardFromRows(Array<string>(41).fill(".........."))).toThrow(InputError);
  });
  test("outside the matrix is solid: walls, floor, and a ceiling above row 39", () => {
    const board = emptyBoard();
    expect(cellAt(board, -1, 0)).toBe(WALL);
    expect(cellAt(board, 10, 0)).toBe(WALL);
    expect(cellAt(board, 0, -1)).toBe(WALL);
    expect(cellAt(board, 0, 40)).toBe(WALL);
    expect(isFilled(board, 0, 39)).toBe(false);
    expect(fits(board, { type: "I", x: 4, y: 39, rotation: 0 })).toBe(true);
    expect(fits(board, { type: "T", x: 4, y: 39, rotation: 0 })).toBe(false);
  });
  test("place writes the piece's colour, returns a new board and refuses overlaps", () => {
    const before = emptyBoard();
    const piece: ActivePiece = { type: "S", x: 1, y: 0, rotation: 0 };
    const after = place(before, piece);
    expect(isEmpty(before)).toBe(true);
    expect(boardToRows(after)).toEqual([".SS.......", "SS........"]);
    expect(() => place(after, piece)).toThrow();
  });
  test("clearLines removes full rows, drops the rest, reports the rows lowest first", () => {
    const board = boardFromRows(["...T......", "XXXXXXXXXX", "X.XXXXXXXX", "XXXXXXXXXX"]);
    const { board: after, cleared } = clearLines(board);
    expect(cleared).toEqual([0, 2]);
    expect(boardToRows(after)).toEqual(["...T......", "G.GGGGGGGG"]);
    expect(minoCount(after)).toBe(minoCount(board) - 20);
  });
  test("dropDistance", () => {
    const board = boardFromRows(["....X.....", ".........."]);
    expect(dropDistance(board, { type: "T", x: 4, y: 10, rotation: 0 })).toBe(8);
    expect(dropDistance(board, { type: "T", x: 7, y: 10, rotation: 0 })).toBe(10);
  });
});
