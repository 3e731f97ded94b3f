import { describe, expect, it } from "vitest";
import { boardFromRows } from "../rules/board.ts";
import { CLEAR_POINTS } from "../rules/scoring.ts";
import type { ClearName } from "../rules/types.ts";
import { COMBO_ATTACK, attackOf } from "./attack.ts";
import { DEFAULT_WEIGHTS, defaultEvaluator, namedFeatures } from "./evaluate.ts";
import { fieldFromBoard } from "./field.ts";
import { lockInto } from "./lock.ts";
import { generateMoves } from "./movegen.ts";
import { columnDrops, reportScore } from "./report.ts";

const field = (...rows: string[]) => fieldFromBoard(boardFromRows(rows));

describe("board features", () => {
  it("counts holes, hole rows, covered cells and transitions by hand", () => {
    // Column 1 has a hole at y = 0 under two minos; column 8 a hole at y = 1 under one.
    const f = namedFeatures(field(".G......G.", ".G......G.", "G.GGGGGG.G", "G.GGGGGGGG"));
    expect(f.height).toBe(4);
    expect(f.holes).toBe(3); // (1,0), (1,1), (8,1)
    expect(f.holeRows).toBe(2);
    expect(f.coveredCells).toBe(2 + 2 + 2); // two minos over each hole of column 1, two over (8,1)
    // Rows with walls as filled: y0 "G.GGGGGGGG" 2, y1 "G.GGGGGG.G" 4, y2 ".G......G." 6, y3 same 6.
    expect(f.rowTransitions).toBe(18);
  });

  it("sees a clean well and a T-spin double slot", () => {
    const well = namedFeatures(field("GGGGGGGGG.", "GGGGGGGGG.", "GGGGGGGGG."));
    expect(well.wellDepth).toBe(3);
    const slot = namedFeatures(field("GG........", "G...GGGGGG", "GG.GGGGGGG"));
    expect(slot.tslotDouble).toBe(1);
  });

  it("prefers a flat clean stack to a holey one", () => {
    const flat = field("GGGGG.....", "GGGGG.GGGG");
    const holey = field("GGGGGGGGGG".replace(/G$/, "."), ".GGGG.GGGG");
    expect(defaultEvaluator.position(flat, flat)).toBeGreaterThan(defaultEvaluator.position(holey, holey));
  });
});

describe("attack", () => {
  it("follows the Guideline table, +1 back-to-back, the combo table and 10 for a perfect clear", () => {
    const sent = (clear: ClearName, backToBack = false, combo = 0, perfectClear = false) => attackOf({ clear, backToBack, combo, perfectClear });
    expect([sent("single"), sent("double"), sent("triple"), sent("tetris")]).toEqual([0, 1, 2, 4]);
    expect([sent("tspin-single"), sent("tspin-double"), sent("tspin-triple")]).toEqual([2, 4, 6]);
    expect([sent("tspin-mini-single"), sent("tspin-mini-double")]).toEqual([0, 1]);
    expect(sent("tetris", true)).toBe(5);
    expect(sent("tspin-double", true)).toBe(5);
    expect(sent("single", false, 4)).toBe(2);
    expect(sent("double", false, 11)).toBe(1 + 5);
    expect(sent("double", false, 30)).toBe(1 + 5);
    expect(sent("tetris", true, 0, true)).toBe(10);
    expect(COMBO_ATTACK).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5]);
    // Every clear name has an attack entry (the table covers the engine's clears).
    for (const clear of Object.keys(CLEAR_POINTS) as ClearName[]) expect(sent(clear)).toBeGreaterThanOrEqual(0);
  });
});

describe("lockInto", () => {
  it("names a T-spin double, keeps back-to-back and counts attack", () => {
    const f = field("..G.......", "...GGGGGGG", "G.GGGGGGGG");
    const tsd = generateMoves(f, "T").find((p) => p.spin === "full" && p.x === 1 && p.y === 1)!;
    const lock = lockInto(f, tsd, { backToBack: true, combo: -1 });
    expect(lock.clear).toBe("tspin-double");
    expect(lock.backToBackBonus).toBe(true);
    expect(lock.attack).toBe(5);
    expect(lock.chain).toEqual({ backToBack: true, combo: 0 });
    expect(lock.erodedCells).toBe(2 * 4); // two lines × all four of the T's minos
  });

  it("rewards a tetris over four singles' worth of stacking in the default weights", () => {
    expect(DEFAULT_WEIGHTS.clears.tetris).toBeGreaterThan(0);
    expect(DEFAULT_WEIGHTS.clears.single).toBeLessThan(0);
  });
});

describe("the report's evaluator", () => {
  it("scores height, gaps and side holes as the report describes", () => {
    // Highest mino on y = 1 → 19 − 1 = 18 … the report counts rows from the top: row index 18.
    // Gaps: the mino at (0, 1) has an empty cell under it → −1.
    // Side pairs: y1 "G........." 1; y0 ".GGGGGGGGG" 1 → −2.
    expect(reportScore(field("G.........", ".GGGGGGGGG"))).toBe(18 - 1 - 2);
    expect(reportScore(field())).toBe(0);
    // A full row (before clearing, as the report scores it) has no side holes.
    expect(reportScore(field("GGGGGGGGGG"))).toBe(19);
  });

  it("tries each distinct rotation in each column with real inputs", () => {
    const f = field();
    expect(columnDrops(f, "O")).toHaveLength(9);
    expect(columnDrops(f, "I")).toHaveLength(17);
    expect(columnDrops(f, "T")).toHaveLength(34);
    expect(columnDrops(f, "S", { allow180: false }).every((p) => !p.inputs.includes("180"))).toBe(true);
  });
});
