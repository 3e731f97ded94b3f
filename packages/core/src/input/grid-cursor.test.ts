import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defineActions } from "./keymap.ts";
import { BOARD_ACTIONS, boardActions, clampCell, cursorAction } from "./grid-cursor.ts";

describe("the board cursor", () => {
  it("moves one cell per direction, stops at the edges and acts on its cell", () => {
    expect(cursorAction({ row: 1, column: 1 }, "up", 3, 4)).toEqual({ type: "moved", cell: { row: 0, column: 1 } });
    expect(cursorAction({ row: 0, column: 1 }, "up", 3, 4)).toEqual({ type: "moved", cell: { row: 0, column: 1 } });
    expect(cursorAction({ row: 2, column: 3 }, "right", 3, 4)).toEqual({ type: "moved", cell: { row: 2, column: 3 } });
    expect(cursorAction({ row: 2, column: 3 }, "left", 3, 4)).toEqual({ type: "moved", cell: { row: 2, column: 2 } });
    expect(cursorAction({ row: 1, column: 2 }, "down", 3, 4)).toEqual({ type: "moved", cell: { row: 2, column: 2 } });
    expect(cursorAction({ row: 1, column: 2 }, "primary", 3, 4)).toEqual({ type: "act", kind: "primary", cell: { row: 1, column: 2 } });
    expect(cursorAction({ row: 9, column: 9 }, "secondary", 3, 4)).toEqual({ type: "act", kind: "secondary", cell: { row: 2, column: 3 } });
    expect(cursorAction({ row: 1, column: 2 }, "pause", 3, 4)).toBeNull();
  });

  it("stays on the board whatever the actions, and a move and its opposite come back inside it", () => {
    const moves = ["up", "down", "left", "right"] as const;
    const opposite = { up: "down", down: "up", left: "right", right: "left" } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.constantFrom(...moves), { maxLength: 40 }),
        (rows, columns, actions) => {
          let cell = { row: Math.floor(rows / 2), column: Math.floor(columns / 2) };
          for (const action of actions) {
            const next = cursorAction(cell, action, rows, columns);
            if (next?.type !== "moved") throw new Error("a direction must move");
            expect(next.cell.row).toBeGreaterThanOrEqual(0);
            expect(next.cell.row).toBeLessThan(rows);
            expect(next.cell.column).toBeGreaterThanOrEqual(0);
            expect(next.cell.column).toBeLessThan(columns);
            const back = cursorAction(next.cell, opposite[action], rows, columns);
            if (Math.abs(next.cell.row - cell.row) + Math.abs(next.cell.column - cell.column) === 1) expect(back?.type === "moved" && back.cell).toEqual(cell);
            cell = next.cell;
          }
        },
      ),
    );
  });

  it("clamps a kept cursor onto a smaller board", () => {
    expect(clampCell({ row: 7, column: -2 }, 5, 5)).toEqual({ row: 4, column: 0 });
  });

  it("labels the board actions in the game's words with keys defineActions accepts", () => {
    const actions = defineActions([
      ...boardActions({ primary: "Open the cell", secondary: "Mark the cell" }),
      { id: "pause", label: "Pause", keys: ["Escape"] },
    ]);
    expect(actions.ids).toEqual([...Object.values(BOARD_ACTIONS), "pause"]);
    expect(actions.specs[4]).toEqual({ id: "primary", label: "Open the cell", keys: ["Enter", "Space"] });
    expect(actions.defaults.secondary).toEqual(["KeyX", "KeyF"]);
  });
});
