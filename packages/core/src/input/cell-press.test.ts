import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CELL_PRESS_DEFAULTS, CellPressTracker, SECONDARY_BUTTON } from "./cell-press.ts";

const at = (t: number, x = 10, y = 20, id = 1) => ({ id, x, y, t });

describe("CellPressTracker", () => {
  it("makes a short still press a tap, and a held one a long press when due or at release", () => {
    const tracker = new CellPressTracker();
    expect(tracker.press(at(0))).toBeNull();
    expect(tracker.deadline).toBe(CELL_PRESS_DEFAULTS.longPressMs);
    expect(tracker.release(at(120, 12, 21))).toEqual({ kind: "primary", x: 10, y: 20 });
    expect(tracker.deadline).toBeNull();

    tracker.press(at(1000));
    expect(tracker.due(1449)).toBeNull();
    expect(tracker.due(1450)).toEqual({ kind: "secondary", x: 10, y: 20 });
    expect(tracker.release(at(1600))).toBeNull(); // the long press already fired
    expect(tracker.due(5000)).toBeNull();

    tracker.press(at(2000));
    expect(tracker.release(at(2450))).toEqual({ kind: "secondary", x: 10, y: 20 }); // the timer came late
  });

  it("presses the secondary button at once, and ignores other buttons", () => {
    const tracker = new CellPressTracker();
    expect(tracker.press(at(0, 5, 6), SECONDARY_BUTTON)).toEqual({ kind: "secondary", x: 5, y: 6 });
    expect(tracker.deadline).toBeNull();
    expect(tracker.press(at(0), 1)).toBeNull();
    expect(tracker.deadline).toBeNull();
  });

  it("drops a press that moved past the slop, that was cancelled, and a second finger's", () => {
    const tracker = new CellPressTracker({ slop: 5, longPressMs: 300 });
    tracker.press(at(0));
    tracker.move(at(10, 16, 20));
    expect(tracker.release(at(20, 10, 20))).toBeNull();
    tracker.press(at(100));
    expect(tracker.release(at(150, 16, 20))).toBeNull(); // moved away before lifting
    tracker.press(at(200));
    expect(tracker.press(at(210, 50, 50, 2))).toBeNull();
    tracker.move(at(220, 90, 90, 2));
    expect(tracker.release(at(230, 50, 50, 2))).toBeNull();
    tracker.cancel(2);
    expect(tracker.release(at(240))).toEqual({ kind: "primary", x: 10, y: 20 });
    tracker.press(at(300));
    tracker.cancel(1);
    expect(tracker.due(10_000)).toBeNull();
    tracker.press(at(400));
    tracker.cancel();
    expect(tracker.deadline).toBeNull();
  });

  it("decides by the time held and the distance moved alone (any sequence of samples)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 1000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.record({ dx: fc.integer({ min: -40, max: 40 }), dy: fc.integer({ min: -40, max: 40 }), dt: fc.integer({ min: 0, max: 200 }) }), {
          maxLength: 12,
        }),
        (longPressMs, slop, path) => {
          const tracker = new CellPressTracker({ longPressMs, slop });
          tracker.press(at(0, 100, 100));
          let t = 0;
          let still = true;
          for (const { dx, dy, dt } of path) {
            t += dt;
            if (Math.hypot(dx, dy) > slop) still = false;
            tracker.move(at(t, 100 + dx, 100 + dy));
          }
          const end = path.at(-1) ?? { dx: 0, dy: 0 };
          const press = tracker.release(at(t, 100 + end.dx, 100 + end.dy));
          if (!still) expect(press).toBeNull();
          else expect(press).toEqual({ kind: t >= longPressMs ? "secondary" : "primary", x: 100, y: 100 });
        },
      ),
    );
  });
});
