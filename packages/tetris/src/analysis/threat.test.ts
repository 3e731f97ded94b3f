import { describe, expect, it } from "vitest";
import { boardFromRows } from "../rules/board.ts";
import { fieldFromBoard } from "./field.ts";
import { threatOf, type OpponentView } from "./threat.ts";

const chain = { backToBack: false, combo: -1 };
/** Four rows with a tetris well, over a row with a covered hole (so a tetris is no perfect clear). */
const well = fieldFromBoard(boardFromRows([...Array.from({ length: 4 }, () => "GGGGGGGGG."), "GGGGGGGG.G"]));
const view = (over: Partial<OpponentView>): OpponentView => ({ field: well, current: "O", hold: null, queue: ["S", "Z"], chain, pending: 0, ...over });

describe("the opponent's threat", () => {
  it("a tetris-ready well with an I in play, in hold or next is 4 lines", () => {
    expect(threatOf(view({ current: "I" }))).toBe(4);
    expect(threatOf(view({ hold: "I" }))).toBe(4);
    expect(threatOf(view({ queue: ["I", "Z"] }))).toBe(4); // hold empty: the I is the other piece now
    expect(threatOf(view({ hold: "T", queue: ["I", "Z"] }))).toBe(4); // the I after the piece in play
    expect(threatOf(view({ hold: "T", queue: ["I", "Z"] }), 1, 1)).toBe(0); // one placement: no I
    expect(threatOf(view({}))).toBe(0); // no I anywhere near: an O, an S or a Z clears nothing here
  });

  it("counts back-to-back and combo, the margin's multiplier, and what cancels the opponent's own garbage", () => {
    expect(threatOf(view({ current: "I", chain: { backToBack: true, combo: -1 } }))).toBe(5);
    expect(threatOf(view({ current: "I", chain: { backToBack: false, combo: 3 } }), 1, 1)).toBe(6); // combo 4: +2
    expect(threatOf(view({ current: "I" }), 1.5)).toBe(6);
    expect(threatOf(view({ current: "I" }), 2.4)).toBe(9);
    expect(threatOf(view({ current: "I", pending: 3 }))).toBe(1);
    expect(threatOf(view({ current: "I", pending: 6 }))).toBe(0);
    expect(threatOf(view({ current: null }))).toBe(0);
  });

  it("adds a second clear after a first one (a combo on the next piece)", () => {
    // A combo running (counter 1): the O's double in columns 8–9 is combo 2 (1 line + 1), then the
    // I upright in column 1 clears a single, combo 3 (+1): 3 lines in two placements, 2 in one.
    const field = fieldFromBoard(boardFromRows(["GGGGGGGG..", "GGGGGGGG..", "G.GGGGGGGG", "GG.GGGGGGG"]));
    const opponent: OpponentView = { field, current: "O", hold: null, queue: ["I", "Z"], chain: { backToBack: false, combo: 1 }, pending: 0 };
    expect(threatOf(opponent, 1, 1)).toBe(2);
    expect(threatOf(opponent, 1, 2)).toBe(3);
    expect(threatOf({ ...opponent, queue: ["O", "Z"] }, 1, 2)).toBe(2); // only Os: the double, and nothing fills column 1
  });
});
