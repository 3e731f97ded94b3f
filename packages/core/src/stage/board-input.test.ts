// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CellPressKind } from "../input/cell-press.ts";
import { gridLayout, type Cell } from "../input/grid-layout.ts";
import { BoardInput } from "./board-input.ts";

afterEach(() => vi.useRealTimers());

/** A 3×4 board on a 400×300 canvas: cells of 60 px from (12 + 60, 12) — see gridLayout. */
function setup(enabled = () => true) {
  const element = document.createElement("canvas");
  document.body.append(element);
  const presses: [Cell, CellPressKind][] = [];
  const cursor: Cell[] = [];
  let draws = 0;
  const board = new BoardInput({
    element,
    onPress: (cell, kind) => presses.push([cell, kind]),
    onCursor: (cell) => cursor.push(cell),
    enabled,
    invalidate: () => draws++,
  });
  const layout = gridLayout({ rows: 3, columns: 4, width: 400, height: 300, text: { width: 0, height: 0 }, margin: 12 });
  board.setLayout(layout);
  const centre = ({ row, column }: Cell) => ({
    clientX: layout.fieldRect.x + (column + 0.5) * layout.cell,
    clientY: layout.fieldRect.y + (row + 0.5) * layout.cell,
  });
  const pointer = (type: string, cell: Cell, init: PointerEventInit = {}) =>
    element.dispatchEvent(new PointerEvent(type, { pointerId: 1, bubbles: true, cancelable: true, ...centre(cell), ...init }));
  return { element, board, layout, presses, cursor, pointer, draws: () => draws };
}

describe("BoardInput", () => {
  it("makes a tap on a cell its primary press and a right click its secondary one", () => {
    const { board, presses, pointer, draws } = setup();
    pointer("pointerdown", { row: 1, column: 2 });
    pointer("pointerup", { row: 1, column: 2 });
    pointer("pointerdown", { row: 2, column: 0 }, { button: 2 });
    expect(presses).toEqual([
      [{ row: 1, column: 2 }, "primary"],
      [{ row: 2, column: 0 }, "secondary"],
    ]);
    expect(draws()).toBe(2);
    expect(board.cursor).toEqual({ row: 2, column: 0 }); // the cursor follows the pointer
    board.destroy();
  });

  it("makes a finger held still a long press while it is down, and lifting it then presses nothing more", () => {
    vi.useFakeTimers();
    const { board, presses, pointer } = setup();
    pointer("pointerdown", { row: 0, column: 3 });
    vi.advanceTimersByTime(449);
    expect(presses).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(presses).toEqual([[{ row: 0, column: 3 }, "secondary"]]);
    pointer("pointerup", { row: 0, column: 3 });
    expect(presses).toHaveLength(1);
    board.destroy();
  });

  it("presses nothing off the board, after a cancel, or while presses are not taken; and keeps no browser menu", () => {
    vi.useFakeTimers();
    let taking = false;
    const { element, board, presses, pointer } = setup(() => taking);
    pointer("pointerdown", { row: 0, column: 0 });
    pointer("pointerup", { row: 0, column: 0 });
    taking = true;
    pointer("pointerdown", { row: -1, column: 0 });
    pointer("pointerup", { row: -1, column: 0 });
    pointer("pointerdown", { row: 1, column: 1 });
    pointer("pointercancel", { row: 1, column: 1 });
    vi.advanceTimersByTime(1000);
    pointer("pointerdown", { row: 1, column: 1 });
    pointer("pointermove", { row: 1, column: 3 });
    pointer("pointerup", { row: 1, column: 3 });
    expect(presses).toEqual([]);
    const menu = new Event("contextmenu", { cancelable: true });
    element.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    board.destroy();
    const after = new Event("contextmenu", { cancelable: true });
    element.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it("moves the cursor from the board's middle with the direction actions and presses its cell", () => {
    const { board, presses, cursor } = setup();
    expect(board.cursor).toEqual({ row: 1, column: 1 });
    expect(board.input("right", true)).toBe(true);
    expect(board.input("right", false)).toBe(true); // a release is the board's, and does nothing
    board.input("right", true);
    board.input("right", true);
    board.input("up", true);
    expect(cursor).toEqual([
      { row: 1, column: 2 },
      { row: 1, column: 3 },
      { row: 1, column: 3 },
      { row: 0, column: 3 },
    ]);
    board.input("primary", true);
    board.input("secondary", true);
    expect(presses).toEqual([
      [{ row: 0, column: 3 }, "primary"],
      [{ row: 0, column: 3 }, "secondary"],
    ]);
    expect(board.input("pause", true)).toBe(false);
    board.destroy();
  });

  it("takes no action before it has a layout, and keeps the cursor on a board that shrank", () => {
    const element = document.createElement("canvas");
    const board = new BoardInput({ element, onPress: () => undefined, cursor: { row: 9, column: 9 } });
    expect(board.layout).toBeNull();
    expect(board.input("up", true)).toBe(false);
    board.setLayout(gridLayout({ rows: 2, columns: 2, width: 200, height: 200, text: { width: 0, height: 0 } }));
    expect(board.cursor).toEqual({ row: 1, column: 1 });
    board.destroy();
  });
});
