import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { GestureRecognizer, type Gesture, type GestureOptions } from "./gestures.ts";

const OPTIONS: GestureOptions = { cellSize: 30, width: 400 };
type Step = ["down" | "move" | "up", number, number, number] | ["down" | "move" | "up", number, number, number, number];

/** Feeds samples `[kind, x, y, t, id = 1]` and collects everything recognised. */
function feed(g: GestureRecognizer, steps: Step[]): Gesture[] {
  return steps.flatMap(([kind, x, y, t, id = 1]) => g[kind]({ id, x, y, t }));
}
const run = (steps: Step[], options = OPTIONS) => feed(new GestureRecognizer(options), steps);
/** A steady drag from (x0, y0) by (dx, dy) per sample, `every` ms apart, `n` samples, then lift. */
function drag(x0: number, y0: number, dx: number, dy: number, n: number, every = 16): Step[] {
  const steps: Step[] = [["down", x0, y0, 0]];
  for (let i = 1; i <= n; i++) steps.push(["move", x0 + dx * i, y0 + dy * i, every * i]);
  steps.push(["up", x0 + dx * n, y0 + dy * n, every * n + 1]);
  return steps;
}

describe("taps", () => {
  it("taps by screen half: the left half, and the right half from the middle", () => {
    expect(
      run([
        ["down", 100, 300, 0],
        ["move", 104, 303, 40],
        ["up", 105, 302, 90],
      ]),
    ).toEqual([{ type: "tap", side: "left" }]);
    expect(
      run([
        ["down", 300, 300, 0],
        ["up", 300, 300, 50],
      ]),
    ).toEqual([{ type: "tap", side: "right" }]);
    expect(
      run([
        ["down", 200, 300, 0],
        ["up", 200, 300, 50],
      ]),
    ).toEqual([{ type: "tap", side: "right" }]);
  });

  it("are not a press held too long, nor a finger that wandered beyond the slop and came back", () => {
    expect(
      run([
        ["down", 100, 300, 0],
        ["up", 100, 300, 201],
      ]),
    ).toEqual([]);
    expect(
      run([
        ["down", 100, 300, 0],
        ["move", 100, 313, 40],
        ["up", 100, 300, 80],
      ]),
    ).toEqual([]);
  });
});

describe("drags", () => {
  it("move one column per cell travelled, in order: 3.5 cells is 3 moves", () => {
    expect(run(drag(100, 300, 5, 0, 21))).toEqual(Array.from({ length: 3 }, () => ({ type: "move", dir: "right", steps: 1 })));
  });

  it("sum the columns a jump crosses, and move back when the finger goes back", () => {
    expect(
      run([
        ["down", 200, 300, 0],
        ["move", 275, 300, 20],
        ["move", 155, 300, 200],
        ["up", 155, 300, 400],
      ]),
    ).toEqual([
      { type: "move", dir: "right", steps: 2 },
      { type: "move", dir: "left", steps: 3 },
    ]);
  });

  it("back to the start is not a tap", () => {
    expect(
      run([
        ["down", 200, 300, 0],
        ["move", 240, 300, 30],
        ["up", 200, 300, 60],
      ]),
    ).toEqual([
      { type: "move", dir: "right", steps: 1 },
      { type: "move", dir: "left", steps: 1 },
    ]);
  });

  it("a fast sideways swipe is not a flick, even drifting down a little", () => {
    expect(
      run([
        ["down", 100, 300, 0],
        ["move", 160, 310, 20],
        ["up", 250, 340, 40],
      ]),
    ).toEqual([
      { type: "move", dir: "right", steps: 2 },
      { type: "move", dir: "right", steps: 3 },
    ]);
  });
});

describe("flicks", () => {
  it("flicks down and up, without a slow drag on the way", () => {
    expect(
      run([
        ["down", 200, 200, 0],
        ["move", 200, 220, 10],
        ["move", 202, 260, 20],
        ["up", 203, 300, 30],
      ]),
    ).toEqual([{ type: "flick", dir: "down" }]);
    expect(run(drag(200, 400, 1, -25, 4, 10))).toEqual([{ type: "flick", dir: "up" }]);
  });

  it("can end a sideways drag", () => {
    const slide: Step[] = [
      ["down", 100, 200, 0],
      ["move", 130, 200, 100],
      ["move", 165, 200, 200],
    ];
    expect(run([...slide, ["move", 166, 240, 220], ["up", 166, 280, 240]])).toEqual([
      { type: "move", dir: "right", steps: 1 },
      { type: "move", dir: "right", steps: 1 },
      { type: "flick", dir: "down" },
    ]);
  });

  it("is measured over the last moments, so a pause before it does not hide it", () => {
    expect(
      run([
        ["down", 200, 200, 0],
        ["move", 200, 205, 500],
        ["move", 200, 240, 520],
        ["up", 200, 280, 540],
      ]),
    ).toEqual([{ type: "flick", dir: "down" }]);
  });

  it("needs both the speed and the length", () => {
    expect(
      run([
        ["down", 200, 200, 0],
        ["move", 200, 210, 10],
        ["up", 200, 220, 20],
      ]),
    ).toEqual([]); // 20 px: too short
    expect(run(drag(200, 200, 0, 5, 10, 10))).toEqual([{ type: "slowDragStart" }, { type: "slowDragEnd" }]); // 50 px at 0.5 px/ms: too slow
  });
});

describe("slow drag down", () => {
  it("starts once a slow drag is a row down and ends when the finger lifts", () => {
    const out = run(drag(200, 100, 0, 5, 12, 20));
    expect(out).toEqual([{ type: "slowDragStart" }, { type: "slowDragEnd" }]);
    const g = new GestureRecognizer(OPTIONS);
    expect(feed(g, drag(200, 100, 0, 5, 5, 20).slice(0, 6))).toEqual([]); // 25 px: not yet
    expect(g.move({ id: 1, x: 200, y: 130, t: 120 })).toEqual([{ type: "slowDragStart" }]);
    expect(g.move({ id: 1, x: 200, y: 160, t: 240 })).toEqual([]);
  });

  it("a slow drag down ending in a flick is a slow drag, then a flick", () => {
    expect(run([...drag(200, 100, 0, 5, 12, 20).slice(0, -1), ["move", 200, 190, 260], ["up", 200, 240, 280]])).toEqual([
      { type: "slowDragStart" },
      { type: "slowDragEnd" },
      { type: "flick", dir: "down" },
    ]);
  });

  it("ends on cancel; a cancel for another finger changes nothing", () => {
    const g = new GestureRecognizer(OPTIONS);
    expect(feed(g, drag(200, 100, 0, 5, 12, 20).slice(0, -1))).toEqual([{ type: "slowDragStart" }]);
    expect(g.cancel(2)).toEqual([]);
    expect(g.active).toBe(true);
    expect(g.cancel(1)).toEqual([{ type: "slowDragEnd" }]);
    expect(g.active).toBe(false);
    expect(g.up({ id: 1, x: 200, y: 160, t: 300 })).toEqual([]);
    expect(g.cancelAll()).toEqual([]);
  });

  it("ends on cancelAll (blur), and a cancelled tap is no tap", () => {
    const g = new GestureRecognizer(OPTIONS);
    feed(g, drag(200, 100, 0, 5, 12, 20).slice(0, -1));
    expect(g.cancelAll()).toEqual([{ type: "slowDragEnd" }]);
    expect(feed(g, [["down", 100, 100, 300]])).toEqual([]);
    expect(g.cancel(1)).toEqual([]);
  });
});

describe("GestureRecognizer", () => {
  it("ignores a second finger while the first is down", () => {
    const g = new GestureRecognizer(OPTIONS);
    const out = feed(g, [
      ["down", 100, 300, 0],
      ["down", 300, 300, 10, 2],
      ["move", 390, 300, 20, 2],
      ["up", 390, 300, 30, 2],
      ["move", 131, 300, 40],
      ["up", 131, 300, 60],
    ]);
    expect(out).toEqual([{ type: "move", dir: "right", steps: 1 }]);
  });

  it("applies new sizes from the next gesture on", () => {
    const g = new GestureRecognizer(OPTIONS);
    g.down({ id: 1, x: 100, y: 300, t: 0 });
    g.resize({ cellSize: 10, width: 100 });
    expect(g.up({ id: 1, x: 130, y: 300, t: 500 })).toEqual([{ type: "move", dir: "right", steps: 1 }]);
    expect(
      feed(g, [
        ["down", 60, 300, 600],
        ["up", 60, 300, 650],
      ]),
    ).toEqual([{ type: "tap", side: "right" }]);
  });

  it("rejects nonsense", () => {
    expect(() => new GestureRecognizer({ cellSize: 0, width: 400 })).toThrow(/cellSize/);
    expect(() => new GestureRecognizer({ cellSize: 30, width: Number.NaN })).toThrow(/width/);
    expect(() => new GestureRecognizer({ ...OPTIONS, tapSlop: -1 })).toThrow(RangeError);
    expect(() => new GestureRecognizer({ ...OPTIONS, flickMinVelocity: 0 })).toThrow(/flickMinVelocity/);
    expect(() => new GestureRecognizer({ ...OPTIONS, tapMaxMs: Infinity })).toThrow(/tapMaxMs/);
    const g = new GestureRecognizer(OPTIONS);
    expect(() => g.down({ id: 1, x: Number.NaN, y: 0, t: 0 })).toThrow(RangeError);
    g.down({ id: 1, x: 0, y: 0, t: 10 });
    expect(() => g.move({ id: 1, x: 0, y: 0, t: 9 })).toThrow(/back in time/);
  });
});

const sample = fc.record({ dx: fc.integer({ min: -90, max: 90 }), dy: fc.integer({ min: -90, max: 90 }), dt: fc.nat(60), other: fc.boolean() });

describe("any drag", () => {
  test.prop([fc.integer({ min: 5, max: 60 }), fc.integer({ min: 0, max: 400 }), fc.array(sample, { maxLength: 40 })])(
    "has emitted, after every sample, signed columns summing to trunc((x − xDown) / cellSize), and a sane event order",
    (cellSize, x0, samples) => {
      const g = new GestureRecognizer({ cellSize, width: 400 });
      const all: Gesture[] = [...g.down({ id: 1, x: x0, y: 300, t: 0 })];
      let [x, y, t, columns] = [x0, 300, 0, 0];
      samples.forEach(({ dx, dy, dt, other }, i) => {
        [x, y, t] = [x + dx, y + dy, t + dt];
        // A second finger's samples interleaved with the first's are ignored.
        if (other) expect(g[i === 0 ? "down" : "move"]({ id: 7, x: y, y: x, t })).toEqual([]);
        const kind = i === samples.length - 1 ? "up" : "move";
        const out = g[kind]({ id: 1, x, y, t });
        for (const e of out) if (e.type === "move") columns += e.dir === "right" ? e.steps : -e.steps;
        expect(columns).toBe(Math.trunc((x - x0) / cellSize) + 0);
        expect(out.filter((e) => e.type === "tap" || e.type === "flick").length).toBeLessThanOrEqual(kind === "up" ? 1 : 0);
        all.push(...out);
      });
      const count = (type: Gesture["type"]) => all.filter((e) => e.type === type).length;
      expect(count("slowDragStart")).toBeLessThanOrEqual(1);
      if (samples.length > 0) expect(count("slowDragEnd")).toBe(count("slowDragStart"));
      if (count("tap") > 0) expect(count("move") + count("slowDragStart")).toBe(0);
      if (count("slowDragEnd") > 0) expect(all.findIndex((e) => e.type === "slowDragEnd")).toBeGreaterThan(all.findIndex((e) => e.type === "slowDragStart"));
      expect(g.cancelAll()).toEqual([]);
    },
  );
});
