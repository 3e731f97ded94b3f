import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { FixedStepClock } from "./clock.ts";

describe("FixedStepClock", () => {
  it("runs one step per 1/60 s and reports the leftover fraction", () => {
    const clock = new FixedStepClock({ rate: 60 });
    const frames: number[] = [];
    const alpha = clock.advance(40, (f) => frames.push(f));
    expect(frames).toEqual([0, 1]);
    expect(alpha).toBeCloseTo((40 - 2 * (1000 / 60)) / (1000 / 60), 10);
    clock.advance(10, (f) => frames.push(f));
    expect(frames).toEqual([0, 1, 2]);
    expect(clock.frame).toBe(3);
  });

  test.prop([fc.array(fc.double({ min: 0, max: 50, noNaN: true }), { maxLength: 200 })])(
    "simulates the same steps whatever the frame timing (below the catch-up limit)",
    (deltas) => {
      const clock = new FixedStepClock({ rate: 60, maxSteps: 1000 });
      let steps = 0;
      for (const d of deltas) clock.advance(d, () => steps++);
      const total = deltas.reduce((a, b) => a + b, 0);
      // Floating-point sums may put a step boundary on either side of the last frame.
      expect(Math.abs(steps - Math.floor(total / (1000 / 60)))).toBeLessThanOrEqual(1);
      expect(clock.frame).toBe(steps);
    },
  );

  it("drops time beyond maxSteps instead of spiralling", () => {
    const clock = new FixedStepClock({ rate: 100, maxSteps: 3 });
    let steps = 0;
    const alpha = clock.advance(1000.5, () => steps++);
    expect(steps).toBe(3);
    expect(clock.dropped).toBeCloseTo(970, 6);
    expect(alpha).toBeCloseTo(0.05, 6);
  });

  it("runs nothing while paused and does not make the time up", () => {
    const clock = new FixedStepClock();
    let steps = 0;
    clock.pause();
    expect(clock.paused).toBe(true);
    clock.advance(1000, () => steps++);
    expect(steps).toBe(0);
    clock.resume();
    clock.advance(17, () => steps++);
    expect(steps).toBe(1);
  });

  it("rejects nonsense", () => {
    expect(() => new FixedStepClock({ rate: 0 })).toThrow(/rate/);
    expect(() => new FixedStepClock({ maxSteps: 0 })).toThrow(/maxSteps/);
    expect(() => new FixedStepClock().advance(-1, () => undefined)).toThrow(/non-negative/);
    expect(() => new FixedStepClock().advance(Number.NaN, () => undefined)).toThrow(/non-negative/);
  });
});
