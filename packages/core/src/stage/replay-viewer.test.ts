// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { GameRecording, rerun, type RecordHeader, type ReplayRules, type ReplayableGame } from "../sim/record.ts";
import { ReplayViewer } from "./replay-viewer.ts";

/** A counter that adds its inputs' values each step: enough to see where a viewer stands. */
class Counter implements ReplayableGame<{ total: number; frame: number }> {
  frame = 0;
  total = 0;
  private add = 1;
  readonly over = false;
  apply(action: string): void {
    this.add = Number(action);
  }
  step(): void {
    this.frame++;
    this.total += this.add;
  }
  summary() {
    return { total: this.total, frame: this.frame };
  }
}

const rules: ReplayRules<Counter> = { game: "counter", rulesVersion: 1, create: () => new Counter() };
const header: RecordHeader = { game: "counter", rulesVersion: 1, seed: "s", mode: "m", options: {} };

/** `frames` frames (120 by default): +1 a frame, then +`later` from frame 60. */
function record(frames = 120, later = "3") {
  const recording = GameRecording.start(rules, header);
  for (let f = 0; f < frames; f++) {
    if (f === 60) recording.input(later);
    recording.step();
  }
  return recording.record();
}

afterEach(() => document.body.replaceChildren());

/** `frames` display frames at 60 Hz, as the ticker calls it. */
function play(viewer: ReplayViewer<Counter>, frames: number): void {
  for (let i = 0; i < frames; i++) viewer.update(1000 / 60);
}

describe("the replay viewer", () => {
  it("plays at 1×, 2× and 4× on the fixed clock and stops at the record's end", () => {
    const viewer = new ReplayViewer({ rules, record: record(), rate: 60 });
    play(viewer, 15); // 15 frames at 1×
    expect(viewer.game.frame).toBe(15);
    viewer.cycleSpeed();
    expect(viewer.speed).toBe(2);
    play(viewer, 15); // 30 more
    expect(viewer.game.frame).toBe(45);
    viewer.cycleSpeed();
    play(viewer, 15); // 60 more
    expect(viewer.game.frame).toBe(105);
    play(viewer, 15); // the record ends at 120
    expect(viewer.done).toBe(true);
    expect(viewer.game.summary()).toEqual(rerun(rules, record()).summary());
    viewer.cycleSpeed();
    expect(viewer.speed).toBe(1);
  });

  it("pauses, and seeks anywhere by re-running from the start", () => {
    const seen: Counter[] = [];
    const viewer = new ReplayViewer({ rules, record: record(), rate: 60, onSeek: (game) => seen.push(game) });
    viewer.pause();
    viewer.update(1000);
    expect(viewer.game.frame).toBe(0);
    viewer.seek(90);
    expect(viewer.game.summary()).toEqual({ frame: 90, total: 60 + 30 * 3 });
    viewer.seek(10); // backwards
    expect(viewer.game.summary()).toEqual({ frame: 10, total: 10 });
    viewer.seek(1e9);
    expect(viewer.game.frame).toBe(120);
    expect(seen.length).toBe(3);
    expect(seen.at(-1)).toBe(viewer.game);
  });

  it("watches several records on one timeline: each plays on until its own end, a seek re-runs them all", () => {
    const long = record(120, "3");
    const short = record(80, "5");
    const sought: number[][] = [];
    const host = document.createElement("div");
    const viewer = new ReplayViewer({ rules, record: [long, short], rate: 60, host, onSeek: (_, games) => sought.push(games.map((g) => g.frame)) });
    const timeline = host.querySelector<HTMLInputElement>('input[type="range"]')!;
    expect(viewer.end).toBe(120);
    expect(timeline.max).toBe("120");
    const steps: number[] = [];
    viewer.cycleSpeed();
    viewer.cycleSpeed(); // 4×
    for (let i = 0; i < 22; i++) viewer.update(1000 / 60, (_, games) => steps.push(games.length));
    // 88 frames: the short record stopped at its end (80), the long one played on.
    expect(viewer.games.map((game) => game.frame)).toEqual([88, 80]);
    expect(viewer.frame).toBe(88);
    expect(timeline.value).toBe("88");
    expect(viewer.done).toBe(false);
    expect(steps).toEqual(Array<number>(88).fill(2));
    viewer.seek(100);
    expect(sought).toEqual([[100, 80]]);
    // Each game as re-running its record alone to that frame gives it (an independent path).
    expect(viewer.games.map((game) => game.summary())).toEqual([rerun(rules, long, 100).summary(), rerun(rules, short).summary()]);
    for (let i = 0; i < 10; i++) viewer.update(1000 / 60);
    expect(viewer.done).toBe(true);
    expect(viewer.games.map((game) => game.summary())).toEqual([rerun(rules, long).summary(), rerun(rules, short).summary()]);
    expect(() => new ReplayViewer({ rules, record: [], rate: 60 })).toThrow(RangeError);
  });

  it("has a bar whose buttons and timeline drive it", () => {
    const host = document.createElement("div");
    document.body.append(host);
    const viewer = new ReplayViewer({ rules, record: record(), rate: 60, host });
    const bar = host.querySelector<HTMLElement>('[data-role="replay-bar"]')!;
    const speed = bar.querySelector<HTMLButtonElement>('[data-action="replay-speed"]')!;
    const pause = bar.querySelector<HTMLButtonElement>('[data-action="replay-pause"]')!;
    const timeline = bar.querySelector<HTMLInputElement>('input[type="range"]')!;
    expect(timeline.max).toBe("120");
    speed.click();
    expect(speed.textContent).toBe("2×");
    pause.click();
    expect(viewer.paused).toBe(true);
    expect(pause.textContent).toBe("▶");
    timeline.value = "60";
    timeline.dispatchEvent(new Event("input"));
    expect(viewer.game.frame).toBe(60);
    expect(bar.querySelector("output")!.textContent).toBe("0:01.00");
    viewer.destroy();
    expect(host.querySelector('[data-role="replay-bar"]')).toBeNull();
  });
});
