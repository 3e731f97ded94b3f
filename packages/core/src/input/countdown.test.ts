import { describe, expect, it } from "vitest";
import { COUNTDOWN_MS, Countdown, GO_MS } from "./countdown.ts";

describe("the READY / GO countdown", () => {
  it("flashes READY on the first step and GO! once within the last 500 ms, then lets frames run", () => {
    const countdown = new Countdown(true);
    expect([400, 400, 400, 400].map((ms) => countdown.spend(ms))).toEqual(["READY", null, "GO!", null]);
    expect(countdown.running).toBe(false);
  });

  it("spent a frame at a time (60 Hz), it lasts 90 frames: 60 of READY, 30 of GO!, and reports ready then over", () => {
    const reports: Record<string, string>[] = [];
    const countdown = new Countdown(true, (values) => reports.push(values));
    expect(reports).toEqual([{ countdown: "ready" }]);
    const banners: string[] = [];
    while (countdown.running) {
      banners.push(countdown.banner);
      countdown.spend(1000 / 60);
    }
    expect(banners).toHaveLength((COUNTDOWN_MS * 60) / 1000);
    expect(banners.filter((b) => b === "READY")).toHaveLength(((COUNTDOWN_MS - GO_MS) * 60) / 1000);
    expect(banners.filter((b) => b === "GO!")).toHaveLength((GO_MS * 60) / 1000);
    expect(countdown.banner).toBe("");
    expect(reports).toEqual([{ countdown: "ready" }, { countdown: "over" }]);
  });

  it("notes what is held through it, oldest press first, and hands it over once at GO", () => {
    const countdown = new Countdown(true);
    expect(countdown.hold("left", true)).toBe(true);
    expect(countdown.hold("softDrop", true)).toBe(true);
    expect(countdown.hold("right", true)).toBe(true);
    expect(countdown.hold("left", false)).toBe(true); // let go before GO: not held
    expect(countdown.hold("hardDrop", true) && countdown.hold("hardDrop", false)).toBe(true); // a tap: nothing held
    countdown.spend(COUNTDOWN_MS);
    expect(countdown.hold("left", true)).toBe(false); // over: the game plays it
    expect(countdown.takeHeld()).toEqual(["softDrop", "right"]);
    expect(countdown.takeHeld()).toEqual([]);
  });

  it("a game without one (a resumed game, a rejoin) is not running and reports nothing", () => {
    const reports: Record<string, string>[] = [];
    const countdown = new Countdown(false, (values) => reports.push(values));
    expect([countdown.running, countdown.banner, countdown.hold("left", true)]).toEqual([false, "", false]);
    expect(reports).toEqual([]);
  });
});
