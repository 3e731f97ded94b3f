// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { Cell } from "../input/grid-layout.ts";
import { BoardScreen } from "./board-screen.ts";
import type { GameShell } from "./game-shell.ts";

/** A board that counts its draws, on a shell that records its reports. */
class CountingBoard extends BoardScreen {
  draws = 0;
  protected draw(): void {
    this.draws++;
  }
  get where() {
    return this.layout;
  }
}

function setup(taking = () => true) {
  const canvas = document.createElement("canvas");
  const reports: Record<string, string | number>[] = [];
  let invalidated = 0;
  const shell = {
    stage: { app: { canvas } },
    insets: { top: 52, right: 0, bottom: 0, left: 0 },
    invalidate: () => invalidated++,
    report: (values: Record<string, string | number>) => reports.push(values),
  } as unknown as GameShell;
  const presses: Cell[] = [];
  const screen = new CountingBoard(shell, {
    rows: 4,
    columns: 6,
    text: { width: 100, height: 30 },
    reserveBottom: 60,
    taking,
    onPress: (cell) => presses.push(cell),
  });
  return { screen, reports, presses, invalidated: () => invalidated };
}

describe("BoardScreen", () => {
  it("lays the board out inside the shell's insets and the reserve, reports its rects and draws", () => {
    const { screen, reports } = setup();
    screen.resize(390, 844);
    const layout = screen.where!;
    expect(layout.fieldRect.y).toBeGreaterThanOrEqual(52);
    expect(layout.fieldRect.y + layout.fieldRect.height).toBeLessThanOrEqual(844 - 60);
    expect(reports).toEqual([
      {
        fieldRect: `${layout.fieldRect.x},${layout.fieldRect.y},${layout.fieldRect.width},${layout.fieldRect.height}`,
        textRect: `${layout.textRect.x},${layout.textRect.y},${layout.textRect.width},${layout.textRect.height}`,
      },
    ]);
    expect(screen.draws).toBe(1);
    screen.destroy();
  });

  it("moves the cursor and presses while taking and not paused, and draws the cursor's moves", () => {
    let taking = true;
    const { screen, presses } = setup(() => taking);
    screen.resize(800, 600);
    screen.input("left", true);
    screen.input("primary", true);
    expect(presses).toEqual([{ row: 1, column: 1 }]);
    expect(screen.draws).toBe(2);
    screen.pause();
    screen.input("primary", true);
    screen.resume();
    taking = false;
    screen.input("primary", true);
    expect(presses).toHaveLength(1);
    taking = true;
    screen.input("primary", true);
    expect(presses).toHaveLength(2);
    screen.destroy();
  });
});
