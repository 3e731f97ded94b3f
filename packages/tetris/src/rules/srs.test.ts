// SRS checked against an independent model: the tetris.wiki pictures of every piece in its 3×3
// or 4×4 box and the kick tables as the reference prints them (box rotation, y-up). The engine
// turns pieces about their centre instead, so agreement here means the centre conversion, the
// rotation direction and the sign of every dy are right (the teti#33 bug class).
import { describe, expect, test } from "vitest";
import { boardFromRows, emptyBoard, fits } from "./board.ts";
import { cellsOf } from "./pieces.ts";
import { kickTests, rotate, type Turn } from "./srs.ts";
import { cellKey, gameOn, pieceKey, play } from "./test/helpers.ts";
import { BOARD_WIDTH, type ActivePiece, type Board, type PieceType, type Rotation } from "./types.ts";

/** tetris.wiki "SRS" pictures, top row first, rotation 0 / R / 2 / L. */
const BOX: Record<PieceType, string[][]> = {
  I: [
    ["....", "IIII", "....", "...."],
    ["..I.", "..I.", "..I.", "..I."],
    ["....", "....", "IIII", "...."],
    [".I..", ".I..", ".I..", ".I.."],
  ],
  J: [
    ["J..", "JJJ", "..."],
    [".JJ", ".J.", ".J."],
    ["...", "JJJ", "..J"],
    [".J.", ".J.", "JJ."],
  ],
  L: [
    ["..L", "LLL", "..."],
    [".L.", ".L.", ".LL"],
    ["...", "LLL", "L.."],
    ["LL.", ".L.", ".L."],
  ],
  O: [
    [".OO", ".OO", "..."],
    [".OO", ".OO", "..."],
    [".OO", ".OO", "..."],
    [".OO", ".OO", "..."],
  ],
  S: [
    [".SS", "SS.", "..."],
    [".S.", ".SS", "..S"],
    ["...", ".SS", "SS."],
    ["S..", "SS.", ".S."],
  ],
  T: [
    [".T.", "TTT", "..."],
    [".T.", ".TT", ".T."],
    ["...", "TTT", ".T."],
    [".T.", "TT.", ".T."],
  ],
  Z: [
    ["ZZ.", ".ZZ", "..."],
    ["..Z", ".ZZ", ".Z."],
    ["...", "ZZ.", ".ZZ"],
    [".Z.", "ZZ.", "Z.."],
  ],
};

type Pair = [number, number];
/** Reference §2, as printed (y-up). I: box rotation. */
const JLSTZ: Record<string, Pair[]> = {
  "0>R": [
    [0, 0],
    [-1, 0],
    [-1, 1],
    [0, -2],
    [-1, -2],
  ],
  "R>0": [
    [0, 0],
    [1, 0],
    [1, -1],
    [0, 2],
    [1, 2],
  ],
  "R>2": [
    [0, 0],
    [1, 0],
    [1, -1],
    [0, 2],
    [1, 2],
  ],
  "2>R": [
    [0, 0],
    [-1, 0],
    [-1, 1],
    [0, -2],
    [-1, -2],
  ],
  "2>L": [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, -2],
    [1, -2],
  ],
  "L>2": [
    [0, 0],
    [-1, 0],
    [-1, -1],
    [0, 2],
    [-1, 2],
  ],
  "L>0": [
    [0, 0],
    [-1, 0],
    [-1, -1],
    [0, 2],
    [-1, 2],
  ],
  "0>L": [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, -2],
    [1, -2],
  ],
};
const I: Record<string, Pair[]> = {
  "0>R": [
    [0, 0],
    [-2, 0],
    [1, 0],
    [-2, -1],
    [1, 2],
  ],
  "R>0": [
    [0, 0],
    [2, 0],
    [-1, 0],
    [2, 1],
    [-1, -2],
  ],
  "R>2": [
    [0, 0],
    [-1, 0],
    [2, 0],
    [-1, 2],
    [2, -1],
  ],
  "2>R": [
    [0, 0],
    [1, 0],
    [-2, 0],
    [1, -2],
    [-2, 1],
  ],
  "2>L": [
    [0, 0],
    [2, 0],
    [-1, 0],
    [2, 1],
    [-1, -2],
  ],
  "L>2": [
    [0, 0],
    [-2, 0],
    [1, 0],
    [-2, -1],
    [1, 2],
  ],
  "L>0": [
    [0, 0],
    [1, 0],
    [-2, 0],
    [1, -2],
    [-2, 1],
  ],
  "0>L": [
    [0, 0],
    [-1, 0],
    [2, 0],
    [-1, 2],
    [2, -1],
  ],
};
/** TETR.IO SRS+ 180 kicks (triangle kicks/data.ts "SRS+", dy negated to y-up). */
const JLSTZ_180: Record<string, Pair[]> = {
  "0>2": [
    [0, 0],
    [0, 1],
    [1, 1],
    [-1, 1],
    [1, 0],
    [-1, 0],
  ],
  "R>L": [
    [0, 0],
    [1, 0],
    [1, 2],
    [1, 1],
    [0, 2],
    [0, 1],
  ],
  "2>0": [
    [0, 0],
    [0, -1],
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
  ],
  "L>R": [
    [0, 0],
    [-1, 0],
    [-1, 2],
    [-1, 1],
    [0, 2],
    [0, 1],
  ],
};
const I_180: Record<string, Pair[]> = {
  "0>2": [
    [0, 0],
    [0, 1],
  ],
  "R>L": [
    [0, 0],
    [1, 0],
  ],
  "2>0": [
    [0, 0],
    [0, -1],
  ],
  "L>R": [
    [0, 0],
    [-1, 0],
  ],
};

const STATE: Record<string, Rotation> = { "0": 0, R: 1, "2": 2, L: 3 };
const TURN: Record<number, Turn> = { 1: "cw", 2: "180", 3: "ccw" };

function boxCells(type: PieceType, rotation: Rotation, bx: number, top: number): Pair[] {
  const cells: Pair[] = [];
  BOX[type][rotation]!.forEach((row, r) => [...row].forEach((ch, c) => ch !== "." && cells.push([bx + c, top - r])));
  return cells;
}

/** Where the box sits for an engine piece: the box position whose picture covers the same cells. */
function boxOf(piece: ActivePiece): Pair {
  const want = pieceKey(piece);
  for (let bx = piece.x - 4; bx <= piece.x + 4; bx++)
    for (let top = piece.y - 4; top <= piece.y + 4; top++) if (cellKey(boxCells(piece.type, piece.rotation, bx, top)) === want) return [bx, top];
  throw new Error(`no box position for ${JSON.stringify(piece)}`);
}

/** The cells the reference says test `i` tries: the target picture in the same box, offset by the kick. */
function expectedCells(piece: ActivePiece, to: Rotation, kicks: Pair[], i: number): Pair[] {
  const [bx, top] = boxOf(piece);
  const [dx, dy] = kicks[i]!;
  return boxCells(piece.type, to, bx + dx, top + dy);
}

function blocked(cells: Pair[]): Board {
  const board = emptyBoard();
  for (const [x, y] of cells) board[y * BOARD_WIDTH + x] = "G";
  return board;
}

/**
 * For every row of a table and every test k ≥ 2: a board that blocks tests 1..k−1 with one mino
 * each (never on the piece or on test k's cells), so the reference says test k wins. The engine
 * must pick exactly test k and land exactly on the reference's cells.
 */
function checkTable(types: PieceType[], table: Record<string, Pair[]>): void {
  for (const type of types)
    for (const [row, kicks] of Object.entries(table)) {
      const [from, to] = row.split(">").map((s) => STATE[s]!) as [Rotation, Rotation];
      test(`${type} ${row}: every kick test, from a real blocked position`, () => {
        const piece: ActivePiece = { type, x: 4, y: 10, rotation: from };
        const own = new Set(cellsOf(piece).map(String));
        let built = 0;
        for (let k = 1; k < kicks.length; k++) {
          const target = expectedCells(piece, to, kicks, k);
          const keep = new Set([...own, ...target.map(String)]);
          const blockers = kicks.slice(0, k).map((_, i) => expectedCells(piece, to, kicks, i).find((c) => !keep.has(String(c))));
          if (blockers.some((b) => b === undefined)) continue; // test k can't be isolated from an earlier test
          built++;
          const result = rotate(blocked(blockers as Pair[]), piece, TURN[(to - from + 4) % 4]!);
          expect(result?.test, `test ${k + 1}`).toBe(k + 1);
          expect(pieceKey(result!.piece)).toBe(cellKey(target));
        }
        expect(built).toBeGreaterThan(0);
      });
    }
}

describe("SRS kicks match the reference (y-up) for every row and test", () => {
  checkTable(["J", "L", "S", "T", "Z"], JLSTZ);
  checkTable(["I"], I);
});

describe("180° kicks: TETR.IO SRS+ table", () => {
  checkTable(["J", "L", "S", "T", "Z"], JLSTZ_180);
  checkTable(["I"], I_180);

  test("a T on the floor turns 180 by lifting one row (test 2)", () => {
    const result = rotate(emptyBoard(), { type: "T", x: 4, y: 0, rotation: 0 }, "180");
    expect(result).toEqual({ piece: { type: "T", x: 4, y: 1, rotation: 2 }, test: 2 });
  });
  test("180 does nothing unless the game allows it", () => {
    const game = gameOn([], "T", { allow180: false });
    expect(game.apply("180")).toBe(false);
    expect(game.active?.rotation).toBe(0);
  });
});

test("I kicks equal Cold Clear's offset form (kick = off[from] − off[to])", () => {
  const off: Pair[][] = [
    [
      [0, 0],
      [-1, 0],
      [2, 0],
      [-1, 0],
      [2, 0],
    ],
    [
      [-1, 0],
      [0, 0],
      [0, 0],
      [0, 1],
      [0, -2],
    ],
    [
      [-1, 1],
      [1, 1],
      [-2, 1],
      [1, 0],
      [-2, 0],
    ],
    [
      [0, 1],
      [0, 1],
      [0, 1],
      [0, -1],
      [0, 2],
    ],
  ];
  for (const row of Object.keys(I)) {
    const [from, to] = row.split(">").map((s) => STATE[s]!) as [Rotation, Rotation];
    expect(kickTests("I", from, to), row).toEqual(off[from]!.map(([x, y], i) => [x - off[to]![i]![0], y - off[to]![i]![1]]));
  }
});

test("every piece turns the way the tetris.wiki pictures show (CW = R, CCW = L)", () => {
  for (const type of Object.keys(BOX) as PieceType[])
    for (const turn of ["cw", "ccw", "180"] as const) {
      const spawn: ActivePiece = { type, x: 4, y: 10, rotation: 0 };
      const result = rotate(emptyBoard(), spawn, turn)!;
      expect(result.test).toBe(1);
      const [bx, top] = boxOf(spawn);
      expect(pieceKey(result.piece), `${type} ${turn}`).toBe(cellKey(boxCells(type, result.piece.rotation, bx, top)));
    }
});

describe("the O never moves", () => {
  test.each(["cw", "ccw", "180"] as const)("%s in the open and in a 2×2 hole", (turn) => {
    const hole = boardFromRows(["XXX..XXXXX", "XXX..XXXXX"]);
    for (const board of [emptyBoard(), hole]) {
      let piece: ActivePiece = { type: "O", x: 3, y: 0, rotation: 0 };
      expect(fits(board, piece)).toBe(true);
      for (let i = 0; i < 4; i++) {
        const result = rotate(board, piece, turn)!;
        expect(result.test).toBe(1);
        expect(pieceKey(result.piece)).toBe("3,0 3,1 4,0 4,1");
        piece = result.piece;
      }
      expect(piece.rotation).toBe(0);
    }
  });
});

describe("hand-made kicks players know", () => {
  test("I against the right wall, R→2: test 2 moves it left", () => {
    const result = rotate(emptyBoard(), { type: "I", x: 9, y: 5, rotation: 1 }, "cw")!;
    expect(result.test).toBe(2);
    expect(pieceKey(result.piece)).toBe("6,4 7,4 8,4 9,4");
  });
  test("I against the left wall, L→0: test 2 moves it right", () => {
    const result = rotate(emptyBoard(), { type: "I", x: 0, y: 5, rotation: 3 }, "cw")!;
    expect(result.test).toBe(2);
    expect(pieceKey(result.piece)).toBe("0,6 1,6 2,6 3,6");
  });
  test("I lying on the floor stands up with test 4 or 5 when the low tests hit the floor", () => {
    // 0→R: test 1 (centre column 4, rows −2..1) and tests 2 and 3 all reach below the floor.
    const result = rotate(emptyBoard(), { type: "I", x: 4, y: 0, rotation: 0 }, "cw")!;
    expect(result.test).toBe(5);
    expect(pieceKey(result.piece)).toBe("6,0 6,1 6,2 6,3");
  });
  test("S-spin double: 0→L drops two rows with test 4 under the overhang", () => {
    const rows = ["..X.......", ".XX.......", "..XXXXXXXX", "X.XXXXXXXX"];
    const game = gameOn(rows, "S");
    play(game, "leftWall sonicDrop");
    expect(game.active).toMatchObject({ x: 1, y: 3 });
    expect(rotate(game.board, game.active!, "ccw")?.test).toBe(4);
    play(game, "ccw hardDrop");
    expect(game.lastLock).toMatchObject({ clear: "double", lines: 2 });
  });
  test("Z-spin double: the mirror image, 0→R test 4", () => {
    const rows = [".......X..", ".......XX.", "XXXXXXXX..", "XXXXXXXX.X"];
    const game = gameOn(rows, "Z");
    play(game, "rightWall sonicDrop");
    expect(game.active).toMatchObject({ x: 8, y: 3 });
    expect(rotate(game.board, game.active!, "cw")?.test).toBe(4);
    play(game, "cw hardDrop");
    expect(game.lastLock).toMatchObject({ clear: "double", lines: 2 });
  });
});
