import { describe, expect, it } from "vitest";
import { Countdown } from "./countdown.ts";

describe("the READY / GO countdown", () => {
  it("shows READY for 59 frames, GO! for 30, then nothing, and reports ready then over on the last frame", () => {
    const reports: Record<string, string>[] = [];
    const countdown = new Countdown(true, (values) => reports.push(values));
    expect(reports).toEqual([{ countdown: "ready" }]);
    const banners: string[] = [];
    while (countdown.running) banners.push(countdown.step());
    expect(banners.filter((b) => b === "READY")).toHaveLength(59);
    expect(banners.filter((b) => b === "GO!")).toHaveLength(30);
    expect(banners).toHaveLength(90);
    expect(banners.at(-1)).toBe("");
    expect(reports).toEqual([{ countdown: "ready" }, { countdown: "over" }]);
  });

  it("a game without one (a rejoin, solo) is not running and reports nothing", () => {
    const reports: Record<string, string>[] = [];
    expect(new Countdown(false, (values) => reports.push(values)).running).toBe(false);
    expect(reports).toEqual([]);
  });
});
