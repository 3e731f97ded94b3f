// @vitest-environment happy-dom
import { shellLayout, TOUCH_BUTTONS_HEIGHT } from "@arcade/core/stage";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { BOARD_WIDTH, VISIBLE_HEIGHT } from "../rules/types.ts";
import { hudText } from "./hud.ts";
import { layoutFor, layoutWithPanel, SHOWN_ROWS, textBoxes, WHY_PANEL, type Insets, type Layout, type Rect } from "./layout.ts";

const visibleShare = (width: number, height: number) => (layoutFor(width, height).cell * VISIBLE_HEIGHT) / height;

/** Whether a rect lies inside the stage less its insets. */
function inside(r: Rect, w: number, h: number, insets: Insets = { top: 0, right: 0, bottom: 0, left: 0 }): boolean {
  return r.x >= insets.left && r.y >= insets.top && r.x + r.width <= w - insets.right && r.y + r.height <= h - insets.bottom;
}

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The numbers' box, measured on the longest lines a game shows (0.6 of the font size a character, as Liberation Sans's widest digits). */
function hudBox(l: Layout): Rect {
  const text = hudText({ mode: "MARATHON", status: "ASSISTED", time: "10:59.99", score: 999999, level: 15, lines: "150/150", pps: "3.25" }, l.hud.compact);
  const lines = text.split("\n");
  return { x: l.hud.x, y: l.hud.y, width: Math.max(...lines.map((line) => line.length)) * l.hud.fontSize * 0.6, height: lines.length * l.hud.lineHeight };
}

describe("the five sizes, with gestures and with the touch buttons (the shell's insets)", () => {
  // The well's height floor at each size: what the height (or, in portrait, the width) allows.
  const sizes = [
    { w: 360, h: 640, floor: { gestures: 480, buttons: 360 } },
    { w: 390, h: 844, floor: { gestures: 600, buttons: 540 } },
    { w: 844, h: 390, floor: { gestures: 320, buttons: 340 } },
    { w: 740, h: 360, floor: { gestures: 300, buttons: 320 } },
    { w: 1366, h: 768, floor: { gestures: 680, buttons: 680 } },
  ];
  for (const { w, h, floor } of sizes) {
    for (const buttons of w > 1000 ? [false] : [false, true]) {
      it(`${w}x${h} ${buttons ? "buttons" : "gestures"}: the well inside the insets and tall, nothing over it`, () => {
        const insets = shellLayout(w, h, buttons).insets;
        const l = layoutFor(w, h, insets);
        const where = `${w}x${h} ${l.kind}`;
        expect(inside(l.well, w, h, insets), where).toBe(true);
        expect(l.well.height, where).toBeGreaterThanOrEqual(buttons ? floor.buttons : floor.gestures);
        // On a phone held upright a one-line notice or toast (56 px) fits between the top row and the well.
        if (l.kind !== "side") expect(l.well.y - insets.top, where).toBeGreaterThanOrEqual(56);
        const hud = hudBox(l);
        const hold: Rect = { x: l.hold.x, y: l.hold.labelY, width: l.hold.mini * 4, height: l.hold.y + l.hold.mini * 2 - l.hold.labelY };
        const next: Rect = { x: l.next.x, y: l.next.labelY, width: l.next.mini * 4, height: l.next.y + l.next.step * 4 + l.next.mini * 2 - l.next.labelY };
        // "finesse" over the count in portrait's narrow column, "Finesse 99" elsewhere.
        const finesse: Rect = { x: l.tools.x, y: l.tools.y, width: (l.kind === "portrait" ? 7 : 10) * l.hud.fontSize * 0.6, height: 2 * l.hud.lineHeight };
        for (const [name, box] of Object.entries({ hud, hold, next, finesse })) {
          expect(overlap(box, l.well), `${where}: ${name} ${JSON.stringify(box)} over the well ${JSON.stringify(l.well)}`).toBe(false);
          expect(inside(box, w, h, insets), `${where}: ${name} ${JSON.stringify(box)} inside the insets`).toBe(true);
        }
        expect(overlap(hud, hold) || overlap(hud, next) || overlap(hold, next), `${where}: columns apart`).toBe(false);
      });
    }
  }
});

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
    const insets = shellLayout(390, 844, true).insets;
    expect((layoutFor(390, 844, insets).cell * VISIBLE_HEIGHT) / 844).toBeGreaterThan(0.6);
  });

  it("keeps landscape, tablet and desktop with the side columns, the board as tall as the height allows", () => {
    for (const [w, h] of [
      [1280, 800],
      [1024, 768],
      [844, 390],
    ] as const) {
      const layout = layoutFor(w, h);
      expect(layout.kind).toBe("side");
      expect(layout.cell).toBe(Math.floor((h - 8) / SHOWN_ROWS));
      // Hold and the numbers on the left, the queue on the right, all of it centred.
      const left = layout.hold.x;
      const right = w - (layout.next.x + layout.cell * 3.3);
      expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
    }
  });

  test.prop([fc.integer({ min: 240, max: 2560 }), fc.integer({ min: 320, max: 1600 }), fc.boolean()])(
    "everything stays on screen, the well inside the insets",
    (w, h, buttons) => {
      const insets = shellLayout(w, h, buttons).insets;
      const l = layoutFor(w, h, insets);
      const boardRight = l.boardX + l.cell * BOARD_WIDTH;
      expect(l.boardX).toBeGreaterThanOrEqual(0);
      expect(boardRight).toBeLessThanOrEqual(w);
      if (l.cell > 8) expect(inside(l.well, w, h, insets)).toBe(true);
      if (l.cell > 8) {
        expect(l.boardY + l.cell * SHOWN_ROWS).toBeLessThanOrEqual(h);
        expect(l.next.x + l.next.mini * 4).toBeLessThanOrEqual(w + 1);
        expect(l.hold.x).toBeGreaterThanOrEqual(0);
        expect(l.hud.y).toBeGreaterThanOrEqual(0);
      }
    },
  );
});

describe("assist tools and the why panel", () => {
  it("puts the tools column (the finesse count) beside the board, never over it", () => {
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
      expect(tools.height, `${w}x${h} tall enough`).toBeGreaterThanOrEqual(2 * layout.hud.lineHeight);
      expect(tools.width, `${w}x${h} wide enough`).toBeGreaterThanOrEqual(44);
    }
  });

  it("places the why panel right of the queue on a wide screen, else in a band under a smaller board", () => {
    const panel = WHY_PANEL;
    const wide = layoutWithPanel(1280, 800, panel);
    expect(wide.layout.cell).toBe(layoutFor(1280, 800).cell);
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

describe("the words a layout reports (textRect)", () => {
  const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const [w, h] of [
    [360, 640],
    [390, 844],
    [844, 390],
    [740, 360],
    [1366, 768],
  ] as const) {
    for (const buttons of [false, true]) {
      it(`${w}x${h} ${buttons ? "buttons" : "gestures"}: hold, next and numbers are covered, inside the stage, off the well`, () => {
        const insets = shellLayout(w, h, buttons).insets;
        const box = layoutFor(w, h, insets);
        const boxes = textBoxes(box);
        for (const r of boxes) {
          expect(overlap(r, box.well), `${box.kind} ${JSON.stringify(r)}`).toBe(false);
          expect(inside(r, w, h)).toBe(true);
        }
        const covers = (x: number, y: number) => boxes.some((r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height);
        expect(covers(box.hold.x + 1, box.hold.y + 1), "hold").toBe(true);
        expect(covers(box.next.x + 1, box.next.y + box.next.step * 4 + 1), "fifth next piece").toBe(true);
        expect(covers(box.hud.x + 1, box.hud.y + 1), "numbers").toBe(true);
      });
    }
  }
});
