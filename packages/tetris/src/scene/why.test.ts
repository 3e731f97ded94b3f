import { describe, expect, it } from "vitest";
import { advise, positionOf } from "../analysis/advisor.ts";
import { simGame } from "../analysis/test/boards.ts";
import { boardFromRows } from "../rules/board.ts";
import { moveName, whyTable } from "./why.ts";

describe("the why panel", () => {
  it("names a move by its piece and the columns it covers, 1-based, H for a hold", () => {
    expect(moveName({ piece: "I", x: 4, rotation: 0, hold: false })).toBe("I 4-7"); // cells x-1..x+2
    expect(moveName({ piece: "I", x: 9, rotation: 1, hold: true })).toBe("H I 10");
    expect(moveName({ piece: "T", x: 1, rotation: 0, hold: false })).toBe("T 1-3");
  });

  it("tabulates the candidates' clears and the features after each move, with the weights", () => {
    // A TSD slot, worked out by hand: after the T-spin double one row of G.. remains, no holes.
    const game = simGame(boardFromRows(["GG........", "G...GGGGGG", "GG.GGGGGGG"]), ["T"]);
    const advice = advise(positionOf(game)!, "hard");
    const table = whyTable(advice);
    expect(table.head.length).toBe(Math.min(3, 1 + advice.alternatives.length));
    expect(table.head[0]).toBe("#1\nT 2-4");
    const row = (label: string) => table.rows.find((r) => r.label === label)!;
    expect(row("Clear").values[0]).toBe("TSD");
    expect(row("Holes")).toMatchObject({ weight: "−60" });
    expect(row("Holes").values[0]).toBe("0");
    expect(row("Height").values[0]).toBe("1");
    expect(row("T-slot S/D").weight).toBe("+10/+60");
    expect(whyTable({ best: null, alternatives: [] })).toMatchObject({ head: [] });
  });
});
