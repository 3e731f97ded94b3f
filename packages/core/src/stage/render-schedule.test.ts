import { describe, expect, it } from "vitest";
import { IDLE_POLL_MS, pollWhileIdle, RenderSchedule, SETTLE_FRAMES } from "./render-schedule.ts";

/** A frame loop that records its starts and stops, and a screen whose liveness the test sets. */
function rig() {
  const log: string[] = [];
  const state = { live: false };
  const schedule = new RenderSchedule({ start: () => log.push("start"), stop: () => log.push("stop") }, () => state.live);
  /** Draws frames while the loop runs, at most `max`; returns how many were drawn. */
  const frames = (max = 100) => {
    let drawn = 0;
    while (schedule.running && drawn < max) {
      schedule.frameDone();
      drawn++;
    }
    return drawn;
  };
  return { log, state, schedule, frames };
}

describe("render on demand", () => {
  it("draws the settle frames after an invalidation, then stops the loop on a still screen", () => {
    const { log, schedule, frames } = rig();
    expect(schedule.running).toBe(false);
    schedule.invalidate();
    expect(schedule.running).toBe(true);
    expect(frames()).toBe(SETTLE_FRAMES);
    expect(schedule.running).toBe(false);
    expect(log).toEqual(["start", "stop"]);
  });

  it("keeps running while the top screen is live, and stops on the first frame it is still", () => {
    const { log, state, schedule, frames } = rig();
    state.live = true;
    schedule.invalidate();
    expect(frames(50)).toBe(50); // a game clock: every frame
    expect(schedule.running).toBe(true);
    state.live = false; // the effect ended
    expect(frames()).toBe(1);
    expect(log).toEqual(["start", "stop"]);
  });

  it("invalidations while running renew the frames owed instead of adding up or restarting", () => {
    const { log, schedule, frames } = rig();
    schedule.invalidate();
    schedule.frameDone();
    schedule.invalidate(); // e.g. pointer moves: each one owes the full settle again
    schedule.invalidate();
    expect(frames()).toBe(SETTLE_FRAMES);
    expect(log).toEqual(["start", "stop"]);
  });

  it("a hidden page draws nothing, even when invalidated, and is redrawn when shown again", () => {
    const { log, state, schedule, frames } = rig();
    state.live = true;
    schedule.invalidate();
    schedule.setHidden(true);
    expect(schedule.running).toBe(false);
    schedule.invalidate();
    expect(schedule.running).toBe(false);
    schedule.setHidden(true); // no change
    state.live = false;
    schedule.setHidden(false);
    expect(schedule.running).toBe(true);
    expect(frames()).toBe(SETTLE_FRAMES);
    expect(log).toEqual(["start", "stop", "start", "stop"]);
  });

  it("tells listeners when the loop starts and stops, and the page hides; dispose stops it for good", () => {
    const { log, schedule } = rig();
    const seen: boolean[] = [];
    const remove = schedule.onChange((running) => seen.push(running));
    schedule.invalidate();
    schedule.setHidden(true);
    schedule.setHidden(false);
    remove();
    schedule.dispose();
    schedule.dispose();
    expect(seen).toEqual([true, false, true]);
    expect(log).toEqual(["start", "stop", "start", "stop"]);
  });
});

describe("gamepad reading while the frames are stopped", () => {
  function timers() {
    const running = new Map<number, () => void>();
    let next = 0;
    return {
      running,
      every: (ms: number, run: () => void) => {
        expect(ms).toBe(IDLE_POLL_MS);
        const id = next++;
        running.set(id, run);
        return () => running.delete(id);
      },
    };
  }

  it("reads a connected pad from a timer only while the loop is stopped and the page visible", () => {
    const { schedule, frames } = rig();
    const pad = { connected: false };
    let polls = 0;
    const clock = timers();
    const idle = pollWhileIdle(
      schedule,
      () => polls++,
      () => pad.connected,
      clock,
    );
    expect(clock.running.size).toBe(0); // no pad
    pad.connected = true;
    idle.recheck(); // gamepadconnected
    expect(clock.running.size).toBe(1);
    for (const run of clock.running.values()) run();
    expect(polls).toBe(1);
    schedule.invalidate(); // frames run: the ticker reads the pad
    expect(clock.running.size).toBe(0);
    frames();
    expect(clock.running.size).toBe(1); // stopped again: the timer is back, only one
    schedule.setHidden(true);
    expect(clock.running.size).toBe(0);
    schedule.setHidden(false);
    frames();
    expect(clock.running.size).toBe(1);
    pad.connected = false;
    idle.recheck(); // gamepaddisconnected
    expect(clock.running.size).toBe(0);
    pad.connected = true;
    idle.recheck();
    idle.dispose();
    expect(clock.running.size).toBe(0);
    schedule.invalidate();
    frames();
    expect(clock.running.size).toBe(0); // no longer following the schedule
  });
});
