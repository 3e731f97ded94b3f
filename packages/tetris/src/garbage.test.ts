import { inputErrorText } from "@arcade/core/testing";
import { fc, test } from "@fast-check/vitest";
import { Bag, InputError, Rng } from "@arcade/core";
import { PIECE_STREAM, TETROMINOES, pieceBag } from "./rules/bag.ts";
import { describe, expect, it } from "vitest";
import { GARBAGE_STREAM, GarbageGenerator, SAME_HOLE_CHANCE, addGarbage } from "./garbage.ts";
import { BOARD_HEIGHT, BOARD_WIDTH, type Board, type Cell } from "./rules/types.ts";

const seeds = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/[\u0000-\u001f\u007f]/.test(s));
const empty = (): Board => new Array<Cell>(BOARD_WIDTH * BOARD_HEIGHT).fill(null);
const row = (b: Board, y: number) => b.slice(y * BOARD_WIDTH, (y + 1) * BOARD_WIDTH);
const garbageRow = (hole: number) => Array.from({ length: BOARD_WIDTH }, (_, x) => (x === hole ? null : "G"));

describe("GarbageGenerator", () => {
  it("keeps the previous hole 70 % of the time, exactly (not 73 %)", () => {
    const holes = GarbageGenerator.fromSeed("frequency").rows(20_000);
    let same = 0;
    for (let i = 1; i < holes.length; i++) if (holes[i] === holes[i - 1]) same++;
    const rate = same / (holes.length - 1);
    // SE = sqrt(0.7 · 0.3 / 19 999) = 0.0032; 4 SE = 0.013 also rules out 0.73 (re-rolling all 10).
    const se = Math.sqrt((SAME_HOLE_CHANCE * (1 - SAME_HOLE_CHANCE)) / (holes.length - 1));
    expect(Math.abs(rate - 0.7)).toBeLessThan(4 * se);
    expect(rate).toBeLessThan(0.73 - 4 * se);
  });

  it("spreads first holes and moved holes over the columns", () => {
    // First holes over 2000 seeds: each column expected 200 times (SD ≈ 13.4).
    const first = new Array<number>(BOARD_WIDTH).fill(0);
    for (let s = 0; s < 2000; s++) first[GarbageGenerator.fromSeed(`first-${s}`).rows(1)[0]!]! += 1;
    for (const n of first) expect(Math.abs(n - 200)).toBeLessThan(60);
    // Moves: from each column to each of the 9 others about equally often. Together with the
    // exact 0.70 above this shows a move never re-rolls onto its own column.
    const holes = GarbageGenerator.fromSeed("moves").rows(60_000);
    const moves = new Map<string, number>();
    let total = 0;
    for (let i = 1; i < holes.length; i++) {
      if (holes[i] === holes[i - 1]) continue;
      const key = `${holes[i - 1]}>${holes[i]}`;
      moves.set(key, (moves.get(key) ?? 0) + 1);
      total++;
    }
    expect(moves.size).toBe(90);
    const expected = total / 90; // ≈ 200, SD ≈ 14
    for (const n of moves.values()) expect(Math.abs(n - expected)).toBeLessThan(70);
  });

  test.prop([seeds, fc.integer({ min: 1, max: 300 })])("holes are always columns 0..9", (seed, count) => {
    const holes = GarbageGenerator.fromSeed(seed).rows(count);
    expect(holes).toHaveLength(count);
    for (const hole of holes) expect(Number.isInteger(hole) && hole >= 0 && hole <= 9).toBe(true);
  });

  test.prop([seeds, fc.array(fc.nat(12), { maxLength: 10 })])("is deterministic per seed, however the rows are asked for", (seed, splits) => {
    const total = splits.reduce((a, b) => a + b, 0);
    const inPieces = GarbageGenerator.fromSeed(seed);
    const pieces = splits.flatMap((n) => inPieces.rows(n));
    expect(pieces).toEqual(GarbageGenerator.fromSeed(seed).rows(total));
    expect(inPieces.lastHole).toBe(total === 0 ? null : pieces.at(-1));
  });

  it("differs between seeds and draws from the seed's garbage stream", () => {
    expect(GarbageGenerator.fromSeed("a").rows(30)).not.toEqual(GarbageGenerator.fromSeed("b").rows(30));
    expect(GarbageGenerator.fromSeed("a").rows(30)).toEqual(new GarbageGenerator(Rng.from("a").fork(GARBAGE_STREAM)).rows(30));
    expect(GarbageGenerator.fromSeed("a").toJSON().rng.key).not.toBe(Rng.from("a").fork(PIECE_STREAM).toJSON().key);
  });

  test.prop([seeds])("never changes the piece order: pieces dealt between garbage rolls equal pieceBag(seed)", (seed) => {
    const root = Rng.from(seed);
    const bag = new Bag(TETROMINOES, root.fork(PIECE_STREAM));
    const garbage = new GarbageGenerator(root.fork(GARBAGE_STREAM));
    const dealt: string[] = [];
    for (let i = 0; i < 30; i++) {
      garbage.rows(i % 5);
      dealt.push(bag.next());
    }
    const reference = pieceBag(seed);
    expect(dealt).toEqual(Array.from({ length: 30 }, () => reference.next()));
  });

  test.prop([seeds, fc.nat(50), fc.nat(50)])("continues exactly from its saved state", (seed, before, after) => {
    const g = GarbageGenerator.fromSeed(seed);
    g.rows(before);
    const saved = JSON.parse(JSON.stringify(g)) as unknown;
    expect(GarbageGenerator.fromJSON(saved).rows(after)).toEqual(g.rows(after));
  });

  it("rejects bad state and bad arguments", () => {
    const state = GarbageGenerator.fromSeed("x").toJSON();
    expect(inputErrorText(() => GarbageGenerator.fromJSON(null))).toMatch(/^garbage: must be an object/);
    expect(inputErrorText(() => GarbageGenerator.fromJSON({ ...state, lastHole: 10 }))).toMatch(/^garbage\.lastHole: must be a column/);
    expect(() => GarbageGenerator.fromJSON({ ...state, rng: { ...state.rng, key: "nope" } })).toThrow(InputError);
    expect(() => GarbageGenerator.fromSeed("x").rows(-1)).toThrow(RangeError);
    expect(() => GarbageGenerator.fromSeed("x").rows(1.5)).toThrow(RangeError);
    expect(() => new GarbageGenerator(Rng.from("x"), 11)).toThrow(RangeError);
  });
});

describe("addGarbage", () => {
  it("pushes the stack up and fills the new rows, the first hole highest", () => {
    const b = empty();
    b[0] = "T";
    b[1 * BOARD_WIDTH + 5] = "I";
    const { board, toppedOut } = addGarbage(b, [2, 7]);
    expect(toppedOut).toBe(false);
    expect(row(board, 1)).toEqual(garbageRow(2)); // arrived first, pushed up by the second
    expect(row(board, 0)).toEqual(garbageRow(7));
    expect(board[2 * BOARD_WIDTH]).toBe("T");
    expect(board[3 * BOARD_WIDTH + 5]).toBe("I");
    expect(board.filter((c) => c !== null)).toHaveLength(2 + 18);
    expect(board).toHaveLength(BOARD_WIDTH * BOARD_HEIGHT);
    expect(b[0]).toBe("T"); // the input is left as it was
    expect(addGarbage(b, [])).toEqual({ board: b, toppedOut: false });
  });

  test.prop([fc.array(fc.nat(9), { maxLength: 40 }), fc.nat(39)])("a mino tops out exactly when it is pushed above row 39", (holes, top) => {
    const b = empty();
    b[top * BOARD_WIDTH + 4] = "S";
    const { board, toppedOut } = addGarbage(b, holes);
    expect(toppedOut).toBe(top + holes.length > 39);
    if (!toppedOut) expect(board[(top + holes.length) * BOARD_WIDTH + 4]).toBe("S");
    for (let y = 0; y < holes.length; y++) expect(row(board, y)).toEqual(garbageRow(holes[holes.length - 1 - y]!));
  });

  it("tops out when garbage alone overflows the matrix", () => {
    expect(addGarbage(empty(), new Array<number>(40).fill(0)).toppedOut).toBe(false);
    const { board, toppedOut } = addGarbage(empty(), [...new Array<number>(40).fill(0), 3]);
    expect(toppedOut).toBe(true);
    expect(row(board, 0)).toEqual(garbageRow(3));
    expect(row(board, 39)).toEqual(garbageRow(0));
  });

  it("rejects holes outside the board and boards of the wrong size", () => {
    expect(() => addGarbage(empty(), [10])).toThrow(/holes\[0\]/);
    expect(() => addGarbage(empty(), [0, -1])).toThrow(/holes\[1\]/);
    expect(() => addGarbage(empty().slice(1), [0])).toThrow(RangeError);
  });
});
