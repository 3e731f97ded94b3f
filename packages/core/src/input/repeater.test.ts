import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { DEFAULT_ARR_MS, DEFAULT_DAS_MS, Repeater, type HorizontalDir, type RepeatMove } from "./repeater.ts";

/** Polls every ms like a game loop at 1000 Hz and notes the time of each move. */
function schedule(r: Repeater, from: number, to: number): Array<[number, HorizontalDir, number]> {
  const out: Array<[number, HorizontalDir, number]> = [];
  for (let t = from; t <= to; t++) for (const m of r.update(t)) out.push([t, m.dir, m.steps]);
  return out;
}

describe("Repeater", () => {
  it("moves on press, again after DAS, then every ARR", () => {
    const r = new Repeater({ das: 167, arr: 33 });
    expect(r.press("left", 0)).toEqual([{ dir: "left", steps: 1 }]);
    expect(schedule(r, 1, 300).map(([t]) => t)).toEqual([167, 200, 233, 266, 299]);
  });

  it("sums several ARR intervals that pass within one update", () => {
    const r = new Repeater({ das: 167, arr: 33 });
    r.press("right", 0);
    expect(r.update(100)).toEqual([]);
    expect(r.update(240)).toEqual([{ dir: "right", steps: 3 }]); // 167, 200, 233
    expect(r.update(240)).toEqual([]);
    expect(r.update(265)).toEqual([]);
    expect(r.update(266)).toEqual([{ dir: "right", steps: 1 }]);
  });

  it("with ARR 0 sends the piece to the wall once charged, on every later update", () => {
    const r = new Repeater({ das: 100, arr: 0 });
    r.press("left", 0);
    expect(r.update(99)).toEqual([]);
    expect(r.charged).toBe(false);
    expect(r.update(100)).toEqual([{ dir: "left", steps: Infinity }]);
    expect(r.charged).toBe(true);
    expect(r.update(100)).toEqual([]);
    expect(r.update(116)).toEqual([{ dir: "left", steps: Infinity }]);
  });

  it("with DAS 0 does not double the press's own move", () => {
    const r = new Repeater({ das: 0, arr: 10 });
    expect(r.press("left", 5)).toEqual([{ dir: "left", steps: 1 }]);
    expect(schedule(r, 5, 35).map(([t]) => t)).toEqual([15, 25, 35]);
    const instant = new Repeater({ das: 0, arr: 0 });
    instant.press("right", 0);
    expect(instant.update(1)).toEqual([{ dir: "right", steps: Infinity }]);
  });

  it("last pressed wins, and the new direction charges its own DAS", () => {
    const r = new Repeater({ das: 100, arr: 20 });
    r.press("left", 0);
    expect(r.update(150)).toEqual([{ dir: "left", steps: 3 }]); // 100, 120, 140
    // Catch-up under the old key state comes first, then the new key's own move.
    expect(r.press("right", 165)).toEqual([
      { dir: "left", steps: 1 },
      { dir: "right", steps: 1 },
    ]);
    expect(r.active).toBe("right");
    expect(schedule(r, 166, 305)).toEqual([
      [265, "right", 1],
      [285, "right", 1],
      [305, "right", 1],
    ]);
  });

  it("falls back to the still-held direction on release, without a move, charging from the release", () => {
    const r = new Repeater({ das: 100, arr: 20 });
    r.press("left", 0);
    r.press("right", 50);
    expect(r.release("right", 80)).toEqual([]);
    expect(r.active).toBe("left");
    expect(schedule(r, 81, 220)).toEqual([
      [180, "left", 1],
      [200, "left", 1],
      [220, "left", 1],
    ]);
  });

  it("reports moves that fell due before a release", () => {
    const r = new Repeater({ das: 100, arr: 20 });
    r.press("left", 0);
    expect(r.release("left", 130)).toEqual([{ dir: "left", steps: 2 }]);
    expect(r.update(500)).toEqual([]);
  });

  it("releasing the inactive key changes nothing", () => {
    const r = new Repeater({ das: 100, arr: 20 });
    r.press("left", 0);
    r.press("right", 10);
    expect(r.release("left", 50)).toEqual([]);
    expect(schedule(r, 51, 110)).toEqual([[110, "right", 1]]);
    expect(r.release("left", 111)).toEqual([]); // not held at all
  });

  it("ignores a repeated press of a held key (browser key repeat)", () => {
    const r = new Repeater({ das: 100, arr: 20 });
    r.press("left", 0);
    r.press("right", 10);
    expect(r.press("right", 40)).toEqual([]);
    expect(r.press("left", 60)).toEqual([]); // held but inactive: does not steal
    expect(r.active).toBe("right");
    expect(schedule(r, 61, 110)).toEqual([[110, "right", 1]]);
  });

  it("releaseAll lets go of everything so no key sticks", () => {
    const r = new Repeater({ das: 100, arr: 20 });
    r.press("left", 0);
    r.press("right", 10);
    r.releaseAll();
    expect(r.active).toBeUndefined();
    expect(r.charged).toBe(false);
    expect(r.update(1000)).toEqual([]);
    expect(r.press("left", 1000)).toEqual([{ dir: "left", steps: 1 }]);
  });

  it("uses the TETR.IO-like defaults and rejects nonsense", () => {
    expect(new Repeater()).toMatchObject({ das: DEFAULT_DAS_MS, arr: DEFAULT_ARR_MS });
    expect(() => new Repeater({ das: -1 })).toThrow(RangeError);
    expect(() => new Repeater({ arr: Number.NaN })).toThrow(/arr/);
    expect(() => new Repeater({ das: Infinity })).toThrow(/das/);
    const r = new Repeater();
    r.update(10);
    expect(() => r.update(9)).toThrow(/backwards/);
    expect(() => r.press("left", 5)).toThrow(RangeError);
    expect(() => r.update(Number.NaN)).toThrow(RangeError);
  });
});

/**
 * The reference: the same rules stepped one ms at a time, each ms asking "is a repeat due now?"
 * Times are whole ms here so the two must agree exactly.
 */
class NaiveRepeater {
  private held: HorizontalDir[] = [];
  private start = 0;
  private now = 0;
  constructor(
    private readonly das: number,
    private readonly arr: number,
  ) {}

  private advance(t: number): RepeatMove[] {
    const dir = this.held.at(-1);
    let steps = 0;
    for (let ms = this.now + 1; ms <= t && dir !== undefined; ms++) {
      const since = ms - this.start - this.das;
      if (ms > this.start && since >= 0 && (this.arr === 0 || since % this.arr === 0)) steps = this.arr === 0 ? Infinity : steps + 1;
    }
    this.now = t;
    return dir !== undefined && steps > 0 ? [{ dir, steps }] : [];
  }
  press(dir: HorizontalDir, t: number): RepeatMove[] {
    const moves = this.advance(t);
    if (this.held.includes(dir)) return moves;
    this.held.push(dir);
    this.start = t;
    return [...moves, { dir, steps: 1 }];
  }
  release(dir: HorizontalDir, t: number): RepeatMove[] {
    const moves = this.advance(t);
    if (this.held.at(-1) === dir && this.held.length > 1) this.start = t;
    this.held = this.held.filter((d) => d !== dir);
    return moves;
  }
  releaseAll(): void {
    this.held = [];
  }
  update(t: number): RepeatMove[] {
    return this.advance(t);
  }
}

const dir = fc.constantFrom<HorizontalDir>("left", "right");
const event = fc.oneof(
  fc.record({ kind: fc.constant("press" as const), dir, dt: fc.nat(300) }),
  fc.record({ kind: fc.constant("release" as const), dir, dt: fc.nat(300) }),
  fc.record({ kind: fc.constant("update" as const), dt: fc.nat(300) }),
  fc.record({ kind: fc.constant("releaseAll" as const) }),
);

describe("Repeater against a per-millisecond simulation", () => {
  test.prop([fc.nat(250), fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60 })), fc.array(event, { maxLength: 60 })])(
    "emits exactly the reference's moves, call by call",
    (das, arr, events) => {
      const ours = new Repeater({ das, arr });
      const ref = new NaiveRepeater(das, arr);
      let t = 0;
      let total = 0;
      let refTotal = 0;
      const sum = (moves: RepeatMove[]) => moves.reduce((s, m) => s + (m.dir === "right" ? m.steps : -m.steps), 0);
      for (const e of events) {
        if (e.kind === "releaseAll") {
          ours.releaseAll();
          ref.releaseAll();
          continue;
        }
        t += e.dt;
        const got = e.kind === "update" ? ours.update(t) : ours[e.kind](e.dir, t);
        const want = e.kind === "update" ? ref.update(t) : ref[e.kind](e.dir, t);
        expect(got).toEqual(want);
        if (arr > 0) {
          total += sum(got);
          refTotal += sum(want);
        }
      }
      expect(total).toBe(refTotal);
    },
  );
});
