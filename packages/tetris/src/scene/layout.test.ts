// @vitest-environment happy-dom
import { TOUCH_BUTTONS_HEIGHT } from "@arcade/core/stage";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { BOARD_WIDTH, VISIBLE_HEIGHT } from "../rules/types.ts";
import { layoutFor, layoutWithPanel, SHOWN_ROWS, WHY_PANEL } from "./layout.ts";

const visibleShare = (width: number, height: number) => (layoutFor(width, height).cell * VISIBLE_HEIGHT) / height;

describe("layout", () => {
  it("gives the board at least 70 % of a portrait phone's height with gestures", () => {
    for (const [w, h] of [
      [390, 844],
      [360, 800],
      [375, 667],
      [412, 915],
      [430, 932],
    ] as const) {
      const layout = layoutFor(w, h);
      expect(layout.kind, `${w}x${h}`).toBe("portrait");
      expect(visibleShare(w, h), `${w}x${h}`).toBeGreaterThanOrEqual(0.7);
    }
  });

  it("with on-screen buttons the board takes what the buttons leave", () => {
    // The screen hands the layout the height above the buttons (150 px).
    expect((layoutFor(390, 844 - 150).cell * VISIBLE_HEIGHT) / 844).toBeGreaterThan(0.6);
  });

  it("keeps landscape, tablet and desktop centred with the side columns", () => {
    for (const [w, h] of [
      [1280, 800],
      [1024, 768],
      [844, 390],
    ] as const) {
      const layout = layoutFor(w, h);
      expect(layout.kind).toBe("side");
      const left = layout.boardX;
      const right = w - (layout.boardX + layout.cell * BOARD_WIDTH);
      expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
      expect(layout.cell).toBeGreaterThanOrEqual(Math.floor((h - 90) / SHOWN_ROWS) - 1);
    }
  });

  test.prop([fc.integer({ min: 240, max: 2560 }), fc.integer({ min: 320, max: 1600 })])("everything stays on screen", (w, h) => {
    const l = layoutFor(w, h);
    const boardRight = l.boardX + l.cell * BOARD_WIDTH;
    expect(l.boardX).toBeGreaterThanOrEqual(0);
    expect(boardRight).toBeLessThanOrEqual(w);
    if (l.cell > 8) {
      expect(l.boardY + l.cell * SHOWN_ROWS).toBeLessThanOrEqual(h);
      expect(l.next.x + l.next.mini * 4).toBeLessThanOrEqual(w + 1);
      expect(l.hold.x).toBeGreaterThanOrEqual(0);
      expect(l.hud.y).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("assist tools and the why panel", () => {
  const inside = (r: { x: number; y: number; width: number; height: number }, w: number, h: number) =>
    r.x >= 0 && r.y >= 0 && r.x + r.width <= w && r.y + r.height <= h;

  it("puts the tools column beside the board, never over it, with room for two 44 px buttons", () => {
    for (const [w, h] of [
      [390, 844],
      [360, 800],
      [1280, 800],
      [1024, 768],
      [844, 390],
    ] as const) {
      const layout = layoutFor(w, h);
      const { tools, boardX, cell } = layout;
      const boardRight = boardX + cell * BOARD_WIDTH;
      expect(tools.x >= boardRight || tools.x + tools.width <= boardX, `${w}x${h} beside the board`).toBe(true);
      expect(inside(tools, w, h), `${w}x${h} on screen`).toBe(true);
      expect(tools.height, `${w}x${h} tall enough`).toBeGreaterThanOrEqual(2 * 44);
      expect(tools.width, `${w}x${h} wide enough`).toBeGreaterThanOrEqual(44);
    }
  });

  it("places the why panel right of the queue on a wide screen, else in a band under a smaller board", () => {
    const panel = WHY_PANEL;
    const wide = layoutWithPanel(1280, 800, panel);
    expect(wide.layout).toEqual(layoutFor(1280, 800));
    expect(wide.panel!.x).toBeGreaterThanOrEqual(wide.layout.next.x + wide.layout.cell * 3);
    expect(inside(wide.panel!, 1280, 800)).toBe(true);
    const phone = layoutWithPanel(390, 844, panel);
    expect(phone.layout.cell).toBeLessThan(layoutFor(390, 844).cell);
    const boardBottom = phone.layout.boardY + phone.layout.cell * SHOWN_ROWS;
    expect(phone.panel!.y).toBeGreaterThanOrEqual(boardBottom);
    expect(inside(phone.panel!, 390, 844)).toBe(true);
    expect(layoutWithPanel(390, 844, null).layout).toEqual(layoutFor(390, 844));
  });
});

describe("on a 360x640 phone with the on-screen buttons", () => {
  // The shell's buttons take TOUCH_BUTTONS_HEIGHT at the bottom; the screen lays out the height
  // above them (reservedBottom). Nothing of the field may reach under them.
  const buttonsTop = 640 - TOUCH_BUTTONS_HEIGHT;

  it("the board, hold, next and numbers all end above the buttons", () => {
    const layout = layoutFor(360, buttonsTop);
    const boardBottom = layout.boardY + layout.cell * SHOWN_ROWS;
    expect(boardBottom).toBeLessThanOrEqual(buttonsTop);
    expect(layout.next.y + layout.next.step * 5).toBeLessThanOrEqual(buttonsTop);
    expect(layout.hold.y + layout.hold.mini * 2).toBeLessThanOrEqual(buttonsTop);
    expect(layout.hud.y + layout.hud.lineHeight).toBeLessThanOrEqual(buttonsTop);
    expect(layout.boardX).toBeGreaterThanOrEqual(0);
    expect(layout.boardX + layout.cell * BOARD_WIDTH).toBeLessThanOrEqual(360);
  });

  it("and so does the why panel when it is open", () => {
    const { layout, panel } = layoutWithPanel(360, buttonsTop, WHY_PANEL);
    expect(panel!.y + panel!.height).toBeLessThanOrEqual(buttonsTop);
    expect(layout.boardY + layout.cell * SHOWN_ROWS).toBeLessThanOrEqual(panel!.y);
  });
});
