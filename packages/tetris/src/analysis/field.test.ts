import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addGarbage } from "../garbage.ts";
import { boardFromRows, clearLines, fits as boardFits, place } from "../rules/board.ts";
import { PIECE_TYPES, type PieceType, type Rotation } from "../rules/types.ts";
import { SHAPES, clearFullRows, fieldFromBoard, fieldToBoard, fits, placeInto, riseGarbage, stackHeight } from "./field.ts";
import { randomBoard } from "./test/boards.ts";

const pieces = fc.constantFrom(...PIECE_TYPES);
const rotations = fc.constantFrom<Rotation>(0, 1, 2, 3);

describe("the bitboard field", () => {
  it("round-trips a board's filled cells", () => {
    const board = randomBoard("field-roundtrip");
    const back = fieldToBoard(fieldFromBoard(board));
    expect(back.map((c) => c !== null)).toEqual(board.map((c) => c !== null));
  });

  test.prop([fc.integer({ min: 0, max: 30 }), pieces, rotations, fc.integer({ min: -3, max: 12 }), fc.integer({ min: -3, max: 42 })])(
    "fits exactly when the engine's fits says so",
    (seed, type, rotation, x, y) => {
      const board = randomBoard(`fits-${seed}`);
      expect(fits(fieldFromBoard(board), SHAPES[type][rotation]!, x, y)).toBe(boardFits(board, { type, x, y, rotation }));
    },
  );

  test.prop([fc.integer({ min: 0, max: 30 }), pieces, rotations, fc.integer({ min: 0, max: 9 })])(
    "places and clears as the engine does",
    (seed, type: PieceType, rotation, x) => {
      const board = randomBoard(`place-${seed}`, 8);
      const field = fieldFromBoard(board);
      const shape = SHAPES[type][rotation]!;
      const piece = { type, x, y: 30, rotation };
      if (!boardFits(board, piece)) return;
      while (boardFits(board, { ...piece, y: piece.y - 1 })) piece.y--;
      placeInto(field, shape, piece.x, piece.y);
      const lines = clearFullRows(field);
      const engine = clearLines(place(board, piece));
      expect(lines).toBe(engine.cleared.length);
      expect(fieldToBoard(field).map((c) => c !== null)).toEqual(engine.board.map((c) => c !== null));
    },
  );

  it("raises garbage as garbage.ts's addGarbage does", () => {
    const board = boardFromRows(["...GG.....", "GGGG.GGGGG"]);
    const field = fieldFromBoard(board);
    expect(riseGarbage(field, [2, 2, 7])).toBe(false);
    expect(fieldToBoard(field).map((c) => c !== null)).toEqual(addGarbage(board, [2, 2, 7]).board.map((c) => c !== null));
    expect(stackHeight(field)).toBe(5);
    const tall = fieldFromBoard(boardFromRows(Array.from({ length: 39 }, () => "G.........")));
    expect(riseGarbage(tall, [1, 1])).toBe(true);
  });

  it("gives pieces that look the same the same shape id, and different ones different ids", () => {
    expect(SHAPES.S[0]!.id).toBe(SHAPES.S[2]!.id);
    expect(SHAPES.I[1]!.id).toBe(SHAPES.I[3]!.id);
    expect(new Set(SHAPES.O.map((s) => s.id)).size).toBe(1);
    expect(new Set(SHAPES.T.map((s) => s.id)).size).toBe(4);
    expect(SHAPES.S[0]!.id).not.toBe(SHAPES.Z[0]!.id);
  });
});
