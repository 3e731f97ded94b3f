import { fc, test } from "@fast-check/vitest";
import { InputError, located } from "@arcade/core";
import { encoder, Field } from "tetris-fumen";
import { describe, expect, it } from "vitest";
import { boardFromFumen, boardToFumen, extractFumen, FUMEN_HEIGHT } from "./fumen.ts";
import { BOARD_HEIGHT, BOARD_WIDTH, PIECE_TYPES, type ActivePiece, type Board, type Cell, type Rotation } from "./rules/types.ts";

const empty = (): Board => new Array<Cell>(BOARD_WIDTH * BOARD_HEIGHT).fill(null);

/** A board from rows written top row first ("G" garbage, "." empty), the last row at y = 0. */
function board(...rows: string[]): Board {
  const b = empty();
  rows.forEach((row, i) => {
    const y = rows.length - 1 - i;
    [...row].forEach((ch, x) => (b[y * BOARD_WIDTH + x] = ch === "." ? null : (ch as Cell)));
  });
  return b;
}

const EMPTY_FUMEN = "v115@vhAAgH";
/**
 * Worked out by hand from the wire format (reference §8): "bh" = 27 + 64·33 = 2139 = 8·240 + 219
 * → 220 unchanged cells (rows 22..1); "I8" = 8 + 64·60 = 3848 = 16·240 + 8 → 9 cells of +8
 * (gray) at y = 0, x = 0..8; "Ke" = 10 + 64·30 = 1930 = 8·240 + 10 → 11 unchanged cells (x = 9
 * and the garbage row); "AgH" = 32·64 + 7·4096 = 30720: no piece, lock, colorize on page 1.
 */
const GRAY_ROW_HOLE_9 = "v115@bhI8KeAgH";

function expectInputError(input: string, message: RegExp): void {
  let thrown: unknown;
  try {
    boardFromFumen(input);
  } catch (error) {
    thrown = error;
  }
  expect(thrown, input).toBeInstanceOf(InputError);
  expect((thrown as InputError).where).toBe("fumen");
  expect(located(thrown as InputError)).toMatch(message);
}

const cells = fc.constantFrom<Cell>(null, null, null, "G", ...PIECE_TYPES);
/** Any board whose cells are all in rows 0..22 (what fumen can hold). */
const fumenBoards = fc.array(cells, { minLength: FUMEN_HEIGHT * BOARD_WIDTH, maxLength: FUMEN_HEIGHT * BOARD_WIDTH }).map((low) => {
  const b = empty();
  low.forEach((c, i) => (b[i] = c));
  return b;
});

describe("boardFromFumen", () => {
  it("reads the empty field", () => {
    expect(boardFromFumen(EMPTY_FUMEN)).toEqual({ board: empty() });
    expect(encoder.encode([{ field: Field.create() }])).toBe(EMPTY_FUMEN);
  });

  it("reads a gray bottom row as garbage cells (a string checked by hand)", () => {
    expect(boardFromFumen(GRAY_ROW_HOLE_9).board).toEqual(board("GGGGGGGGG."));
  });

  it("maps every colour and keeps the geometry y-up", () => {
    const field = Field.create(["T_________", "IIIIZZ_OO_", "LJSX______"].join(""));
    const { board: b } = boardFromFumen(encoder.encode([{ field }]));
    expect(b).toEqual(board("T.........", "IIIIZZ.OO.", "LJSG......"));
    expect(b[2 * BOARD_WIDTH]).toBe("T"); // the top text row is y = 2
  });

  it("ignores fumen's garbage row (a staging row below the field, not part of the playfield)", () => {
    const field = Field.create("X_________", "XXXXXXXXX_");
    expect(boardFromFumen(encoder.encode([{ field }])).board).toEqual(board("G........."));
  });

  it("reads rows up to 22 (the top of fumen's field)", () => {
    const field = Field.create();
    field.set(4, 22, "I");
    expect(boardFromFumen(encoder.encode([{ field }])).board[22 * BOARD_WIDTH + 4]).toBe("I");
  });

  it("returns the first page's comment and piece; later pages do not matter", () => {
    const fumen = encoder.encode([
      { field: Field.create("GGGG______".replaceAll("G", "X")), comment: "TSD practice", operation: { type: "T", rotation: "right", x: 5, y: 3 } },
      { field: Field.create("XXXXXXXXXX"), comment: "page 2" },
    ]);
    const decoded = boardFromFumen(fumen);
    expect(decoded.comment).toBe("TSD practice");
    expect(decoded.piece).toEqual({ type: "T", rotation: 1, x: 5, y: 3 });
    expect(decoded.board).toEqual(board("GGGG......"));
  });

  it("keeps every piece's centre convention (the same as ours)", () => {
    for (const type of PIECE_TYPES) {
      for (const rotation of [0, 1, 2, 3] as Rotation[]) {
        const piece: ActivePiece = { type, rotation, x: 4, y: 10 };
        expect(boardFromFumen(boardToFumen(empty(), { piece })).piece).toEqual(piece);
      }
    }
  });

  it("accepts URL forms, the other prefixes and the '?' separators", () => {
    const field = Field.create("XXXXXXXXX_");
    const data = encoder.encode([{ field }]).slice(5);
    const expected = board("GGGGGGGGG.");
    for (const form of [
      `v115@${data}`,
      `  v115@${data}\n`,
      `m115@${data}`,
      `d115@${data}`,
      `https://harddrop.com/fumen/?v115@${data}`,
      `http://fumen.zui.jp/?v115@${data}`,
      `https://example.com/view?fumen=v115@${data}&page=1`,
      `https://example.com/view?page=1&fumen=v115%40${data}`,
      `https://example.com/view?fumen=v115@${data}#top`,
    ]) {
      expect(boardFromFumen(form).board, form).toEqual(expected);
    }
    // The encoder puts a '?' every 47 characters of a long string; it is ignored.
    const busy = boardToFumen(board("TIOSZJLG..", "GGGGGGGGG.", "ZZ.SS.LL.G", "IJLOSTZGGG"));
    expect(busy).toContain("?");
    expect(boardFromFumen(busy).board).toEqual(board("TIOSZJLG..", "GGGGGGGGG.", "ZZ.SS.LL.G", "IJLOSTZGGG"));
    expect(extractFumen(`https://harddrop.com/fumen/?v115@${data}`)).toBe(`v115@${data}`);
  });

  it("reads the old v110 format (21-row field)", () => {
    // v110 data for an empty field: 22 rows × 10 = 220 cells = "8·220 + 219" run, then the action.
    const v110 = boardFromFumen("v110@7eAAAA");
    expect(v110.board).toEqual(empty());
  });

  it("rejects what is not a fumen, naming the problem", () => {
    expectInputError("", /^fumen: not a fumen string \(expected v115@…\)$/);
    expectInputError("hello", /not a fumen string/);
    expectInputError("v116@vhAAgH", /not a fumen string/);
    expectInputError("v115@", /could not decode: no data after v115@/);
    expectInputError("v115@vh!AgH", /could not decode: unexpected character "!" at position 7/);
    expectInputError("v115@vhA", /^fumen: could not decode: /);
    expectInputError("v115@9gAAgH", /^fumen: could not decode: /);
  });
});

describe("boardToFumen", () => {
  it("writes the canonical strings", () => {
    expect(boardToFumen(empty())).toBe(EMPTY_FUMEN);
    expect(boardToFumen(board("GGGGGGGGG."))).toBe(GRAY_ROW_HOLE_9);
    expect(boardToFumen(board("GGGGGGGGG."))).toBe(encoder.encode([{ field: Field.create("XXXXXXXXX_") }]));
  });

  it("drops cells above row 22 (fumen cannot hold them)", () => {
    const b = board("GGGGGGGGG.");
    b[30 * BOARD_WIDTH + 3] = "T";
    b[23 * BOARD_WIDTH] = "I";
    expect(boardToFumen(b)).toBe(GRAY_ROW_HOLE_9);
  });

  it("writes a piece and a comment", () => {
    const piece: ActivePiece = { type: "J", rotation: 2, x: 3, y: 5 };
    const decoded = boardFromFumen(boardToFumen(board("GG.GGGGGGG"), { piece, comment: "hello, wörld" }));
    expect(decoded).toEqual({ board: board("GG.GGGGGGG"), piece, comment: "hello, wörld" });
  });

  it("refuses a piece outside fumen's field and a board of the wrong size", () => {
    expect(() => boardToFumen(empty(), { piece: { type: "I", rotation: 0, x: 0, y: 3 } })).toThrow(RangeError);
    expect(() => boardToFumen(empty(), { piece: { type: "T", rotation: 0, x: 4, y: 22 } })).toThrow(RangeError);
    expect(() => boardToFumen(empty(), { piece: { type: "T", rotation: 0, x: 4.5, y: 3 } })).toThrow(RangeError);
    expect(() => boardToFumen(empty().slice(10))).toThrow(RangeError);
  });

  test.prop([fumenBoards])("round trip: decode(encode(board)) = board for every board of rows 0..22", (b) => {
    expect(boardFromFumen(boardToFumen(b)).board).toEqual(b);
  });

  test.prop([fumenBoards, fc.string({ maxLength: 30 })])("round trip with a comment", (b, comment) => {
    const decoded = boardFromFumen(boardToFumen(b, { comment }));
    expect(decoded.board).toEqual(b);
    expect(decoded.comment ?? "").toBe(comment);
  });
});
