// @vitest-environment happy-dom
import { shellLayout, TOP_ROW } from "@arcade/core/stage";
import { describe, expect, it } from "vitest";
import { BOARD_WIDTH } from "../rules/types.ts";
import { layoutFor, SHOWN_ROWS, textBoxes } from "./layout.ts";
import { compactBoard, versusLayout, type Area } from "./versus-layout.ts";

describe("versus layout", () => {
  it("on a 1280x800 screen: your board larger than the bot's, side by side, the meters beside each board", () => {
    const box = versusLayout(1280, 800, false, false, shellLayout(1280, 800, false).insets);
    const [mine, theirs] = box.layouts;
    expect(box.compactOpponent).toBe(false);
    expect(mine.cell).toBeGreaterThan(theirs!.cell);
    const myRight = box.areas[0].x + mine.next.x + mine.next.mini * 4;
    expect(myRight).toBeLessThanOrEqual(box.areas[1].x + theirs!.hud.x);
    // The meter stands between each board and its next queue, its bottom at the board's bottom edge.
    box.meters.forEach((meter, side) => {
      const area = box.areas[side]!;
      const layout = side === 0 ? mine : theirs!;
      expect(meter.x).toBeGreaterThan(area.x + layout.boardX + layout.cell * BOARD_WIDTH);
      expect(meter.x + meter.width).toBeLessThan(area.x + layout.next.x);
      expect(meter.bottom).toBe(area.y + layout.boardY + layout.cell * SHOWN_ROWS);
    });
  });

  it("two players get equal halves", () => {
    const box = versusLayout(1280, 800, true);
    expect(box.areas[0].width).toBe(640);
    expect(box.areas[1]).toEqual({ x: 640, y: 0, width: 640, height: 800 });
  });

  it("on a 390x844 phone: your board first, over the whole width and 65 % of the height; the bot's compact board in a band above it", () => {
    const insets = shellLayout(390, 844, false).insets;
    const box = versusLayout(390, 844, false, false, insets);
    expect(box.compactOpponent).toBe(true);
    const [mine, theirs] = box.wells;
    expect(mine.height / 844).toBeGreaterThanOrEqual(0.65);
    expect(box.layouts[0].cell).toBeGreaterThan(versusLayout(390, 844, true).layouts[0].cell); // more than half the screen gives
    const board = compactBoard(box.compactArea!);
    expect(board.beside).toBe(true);
    expect(board.cell).toBeGreaterThanOrEqual(5);
    expect(theirs.y).toBeGreaterThanOrEqual(insets.top); // below the pause button
    expect(theirs.y + theirs.height).toBeLessThanOrEqual(box.layouts[0].hold.labelY); // above your numbers
    expect(theirs.x + theirs.width).toBeLessThanOrEqual(390);
    expect(box.compactArea!.x + 130).toBeLessThanOrEqual(board.x - 5); // its words, then its meter, then it
  });

  it("on a phone held upright with the touch buttons, the bot stays beside your board when above would shrink yours", () => {
    const insets = shellLayout(360, 640, true).insets;
    const box = versusLayout(360, 640, false, false, insets);
    expect(box.compactArea!.x).toBe(box.areas[1].x);
    expect(compactBoard(box.compactArea!).beside).toBe(false);
    expect(compactBoard(box.compactArea!).cell).toBeGreaterThanOrEqual(7);
  });

  it("a challenge without a challenger's game has the whole screen", () => {
    expect(versusLayout(1280, 800, false, true).areas[0]).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
  });
});

describe("versus layout on a phone held sideways", () => {
  it("gives the bot's board the whole height, so it is not squeezed below a readable size", () => {
    const box = versusLayout(844, 390, false);
    expect(box.compactOpponent).toBe(false);
    expect(box.areas[1].height).toBe(390);
    const theirs = layoutFor(box.areas[1].width, box.areas[1].height);
    expect(theirs.cell).toBeGreaterThanOrEqual(12);
  });
});

describe("versus at the five sizes, with gestures and with the touch buttons", () => {
  const overlap = (a: Area, b: Area) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const [w, h] of [
    [360, 640],
    [390, 844],
    [844, 390],
    [740, 360],
    [1366, 768],
  ] as const) {
    for (const buttons of w > 1000 ? [false] : [false, true]) {
      it(`${w}x${h} ${buttons ? "buttons" : "gestures"}: both wells inside the insets, apart, yours the larger, the meters beside them`, () => {
        const insets = shellLayout(w, h, buttons).insets;
        const box = versusLayout(w, h, false, false, insets);
        const [mine, theirs] = box.wells;
        for (const well of box.wells) {
          expect(well.x).toBeGreaterThanOrEqual(insets.left);
          expect(well.y).toBeGreaterThanOrEqual(insets.top);
          expect(well.x + well.width).toBeLessThanOrEqual(w - insets.right);
          expect(well.y + well.height).toBeLessThanOrEqual(h - insets.bottom);
        }
        expect(overlap(mine, theirs)).toBe(false);
        expect(mine.height).toBeGreaterThanOrEqual(theirs.height);
        expect(mine.height).toBeGreaterThanOrEqual(h < 500 ? 300 : 340);
        box.meters.forEach((meter, side) => {
          const bar = { x: meter.x, y: meter.bottom - meter.cell * 20, width: meter.width, height: meter.cell * 20 };
          for (const well of box.wells) expect(overlap(bar, well), `meter ${side}`).toBe(false);
        });
        // The phone held sideways with the buttons down both sides has no room for a full second view.
        if (buttons && w > h) expect(box.compactOpponent).toBe(true);
        // A phone held sideways keeps the top row free for a message, between the buttons' columns.
        if (w > h && h < 500) {
          for (const well of box.wells) expect(well.y).toBeGreaterThanOrEqual(TOP_ROW);
          if (box.compactArea) expect(box.compactArea.y).toBeGreaterThanOrEqual(TOP_ROW);
          box.layouts.forEach((layout, side) => {
            if (layout) for (const text of textBoxes(layout)) expect(box.areas[side]!.y + text.y).toBeGreaterThanOrEqual(TOP_ROW);
          });
        }
      });
    }
  }
});
