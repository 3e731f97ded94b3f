import { describe, expect, test } from "vitest";
import { onlineCatchUp } from "./catch-up.ts";

const FRAME_MS = 1000 / 60;

/** Plays `seconds` at `fps` drawn frames a second, the clock taking at most `cap` steps a drawn frame; the steps taken in all. */
function play(debt: ReturnType<typeof onlineCatchUp>, start: number, seconds: number, fps: number, cap: number): number {
  let steps = 0;
  for (let drawn = 1; drawn <= seconds * fps; drawn++) {
    const taken = Math.min(cap, Math.round(1000 / fps / FRAME_MS));
    steps += taken + debt.extra(start + (drawn * 1000) / fps, taken);
  }
  return steps;
}

describe("onlineCatchUp", () => {
  test("a phone drawing 3 frames a second, its clock capped at 6 steps a frame, keeps up with real time", () => {
    const debt = onlineCatchUp(FRAME_MS);
    debt.extra(0, 0);
    // 10 s of real time is 600 frames; without the catch-up it would have played 180.
    expect(Math.abs(play(debt, 0, 10, 3, 6) - 600)).toBeLessThanOrEqual(1);
  });

  test("a game stepping one frame a call (several calls a drawn frame) keeps up too", () => {
    const debt = onlineCatchUp(FRAME_MS);
    debt.extra(0, 0);
    let now = 0;
    let steps = 0;
    // 10 drawn frames a second with 5 steps each: 50 steps a second where real time asks for 60.
    for (let drawn = 0; drawn < 30; drawn++) {
      now += 100;
      for (let step = 0; step < 5; step++) steps += 1 + debt.extra(now, 1);
    }
    // Within one drawn frame's steps of real time (the calls inside a drawn frame pay ahead, then owe).
    expect(Math.abs(steps - 180)).toBeLessThanOrEqual(5);
  });

  test("a pause of 1.5 s or more is not fast-forwarded; a shorter stall is caught up, at most 2 s of it", () => {
    const paused = onlineCatchUp(FRAME_MS);
    paused.extra(0, 0);
    expect(paused.extra(1500, 1)).toBe(0);
    expect(play(paused, 1500, 1, 60, 1)).toBe(60);
    const stalled = onlineCatchUp(FRAME_MS);
    stalled.extra(0, 0);
    // A 1.4 s stall owes 84 frames: paid 30 a call.
    expect([stalled.extra(1400, 0), stalled.extra(1400, 0), stalled.extra(1400, 0), stalled.extra(1400, 0)]).toEqual([30, 30, 24, 0]);
  });
});
