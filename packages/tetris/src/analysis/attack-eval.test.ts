import { describe, expect, it } from "vitest";
import { boardFromRows } from "../rules/board.ts";
import { TetrisGame } from "../rules/game.ts";
import type { ClearName, PieceType } from "../rules/types.ts";
import { attackEvaluator, slotShapes, withoutSpins } from "./attack-eval.ts";
import { namedFeatures } from "./evaluate.ts";
import { TUNED_WEIGHTS } from "./attack-weights.ts";
import { BOTS, playPiece } from "./bot.ts";
import { fieldFromBoard } from "./field.ts";
import type { LockInfo } from "./lock.ts";
import { search } from "./search.ts";

/** A fixed-queue game on a board (rows top first), played by `bot` until the queue ends. */
function play(rows: string[], queue: PieceType[], bot = BOTS.expert): ClearName[] {
  const game = new TetrisGame({ seed: "attack", mode: "zen", allow180: true, softDropFactor: 41, board: boardFromRows(rows), queue });
  const clears: ClearName[] = [];
  while (game.over === null && game.pieces < queue.length) {
    if (playPiece(game, bot) === null) break;
    clears.push((game.lastLock!.clear + (game.lastLock!.perfectClear ? "+pc" : "")) as ClearName);
  }
  return clears;
}

const lock = (over: Partial<LockInfo>): LockInfo => ({
  piece: "I",
  clear: "none",
  lines: 0,
  perfectClear: false,
  backToBackBonus: false,
  backToBackBefore: false,
  chain: { backToBack: false, combo: -1 },
  attack: 0,
  landingHeight: 1,
  erodedCells: 0,
  heightBefore: 4,
  ...over,
});

describe("the attacking evaluator", () => {
  const evaluator = attackEvaluator("test", TUNED_WEIGHTS);

  it("makes a T-spin double worth more than a tetris, and the B2B bonus worth having", () => {
    const tsd = evaluator.move(lock({ piece: "T", clear: "tspin-double", lines: 2, attack: 4, chain: { backToBack: true, combo: 0 } }));
    const tetris = evaluator.move(lock({ clear: "tetris", lines: 4, attack: 4, chain: { backToBack: true, combo: 0 } }));
    expect(tsd).toBeGreaterThan(evaluator.move(lock({ piece: "T", clear: "double", lines: 2, attack: 1, chain: { backToBack: false, combo: 0 } })));
    const b2b = evaluator.move(
      lock({ clear: "tetris", lines: 4, attack: 5, backToBackBonus: true, backToBackBefore: true, chain: { backToBack: true, combo: 0 } }),
    );
    expect(b2b).toBeGreaterThan(tetris);
  });

  it("counts a plain clear that ends a back-to-back chain against it", () => {
    const single = lock({ clear: "single", lines: 1, chain: { backToBack: false, combo: 0 } });
    expect(evaluator.move({ ...single, backToBackBefore: true })).toBeLessThan(evaluator.move(single));
  });

  it("a weaker player's weights do not see T-slots or value spins", () => {
    const casual = attackEvaluator("casual", withoutSpins(TUNED_WEIGHTS));
    const slot = fieldFromBoard(boardFromRows(["GG........", "G...GGGGGG", "GG.GGGGGGG"]));
    const filled = fieldFromBoard(boardFromRows(["GG........", "GGG.GGGGGG", "GG.GGGGGGG"]));
    expect(evaluator.position(slot, slot) - evaluator.position(filled, filled)).toBeGreaterThan(casual.position(slot, slot) - casual.position(filled, filled));
  });
});

describe("the attacking bots", () => {
  it("set up and take a T-spin double: the O goes elsewhere and the T spins into the slot", () => {
    const clears = play(["GG........", "G...GGGGGG", "GG.GGGGGGG"], ["O", "T", "I", "J"]);
    expect(clears).toContain("tspin-double");
    // Hard spins the T in too (with its one-piece lookahead it takes the single); easy (no T-spin
    // knowledge, column drops) cannot reach the slot at all.
    expect(play(["GG........", "G...GGGGGG", "GG.GGGGGGG"], ["O", "T", "I", "J"], BOTS.hard).some((c) => c === "tspin-single" || c === "tspin-double")).toBe(
      true,
    );
    expect(play(["GG........", "G...GGGGGG", "GG.GGGGGGG"], ["O", "T", "I", "J"], { ...BOTS.easy, noise: 0 })).not.toContain("tspin-double");
  });

  it("clear a perfect-clear board", () => {
    // Four columns open over two rows: two O pieces (or I pieces) clear everything.
    expect(play(["....GGGGGG", "....GGGGGG"], ["O", "O", "T", "S"])).toContain("double+pc");
    expect(play(["GGGGGG....", "GGGGGG....", "GGGGGG....", "GGGGGG...."], ["I", "I", "I", "I", "O"])).toContain("tetris+pc");
  });

  it("keep back-to-back: with the chain on, no single is wasted on a low board", () => {
    const field = fieldFromBoard(boardFromRows(["GGGGGGGGG.", "GGGGGGGGG."]));
    for (const piece of ["I", "J", "L"] as PieceType[]) {
      const result = search(
        { field, current: piece, queue: ["O", "T"], hold: null, chain: { backToBack: true, combo: -1 } },
        { evaluator: BOTS.expert.evaluator, preview: 2, hold: false, beam: 8 },
      )!;
      expect(result.best.lock.lines, piece).toBe(0);
    }
  });
});

describe("T-slot shapes", () => {
  it("counts a TSD shape without a roof, and not one with a roof (that is a T-slot) or with a row not full", () => {
    const shape = (...rows: string[]) => slotShapes(fieldFromBoard(boardFromRows(rows))).open;
    expect(shape("G...GGGGGG", "GG.GGGGGGG")).toBe(1);
    expect(shape("GG........", "G...GGGGGG", "GG.GGGGGGG")).toBe(0);
    expect(shape("G...GGGGG.", "GG.GGGGGGG")).toBe(0);
    expect(shape("G...GGGGGG", "GG.GGGG.GG")).toBe(0);
    expect(shape("GGGGGG...G", "GGGGGGG.GG", "GGGGGGGGG.")).toBe(1);
  });

  it("finds the cells under a T-slot's roof, which the survivor's features count as a hole", () => {
    // The slot at column 2: its roof at (1, 2) covers the arm cell (1, 1), one mino above it.
    const slot = fieldFromBoard(boardFromRows(["GG........", "G...GGGGGG", "GG.GGGGGGG"]));
    expect(slotShapes(slot)).toEqual({ open: 0, holes: 1, holeRows: 1, covered: 1 });
    const features = namedFeatures(slot);
    expect([features.holes, features.holeRows, features.coveredCells]).toEqual([1, 1, 1]);
    // Roofs on both sides, two minos over the right one.
    expect(slotShapes(fieldFromBoard(boardFromRows(["...G......", "GG.G......", "G...GGGGGG", "GG.GGGGGGG"])))).toEqual({
      open: 0,
      holes: 2,
      holeRows: 1,
      covered: 3,
    });
  });
});
