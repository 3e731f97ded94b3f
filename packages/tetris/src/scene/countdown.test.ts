import { describe, expect, it } from "vitest";
import { Countdown } from "./countdown.ts";

describe("Countdown", () => {
  it("flashes READY on the first step and GO! once it is within the last 500 ms, then lets frames run", () => {
    const countdown = new Countdown(true);
    const banners = [400, 400, 400, 400].map((ms) => countdown.spend(ms));
    expect(banners).toEqual(["READY", null, "GO!", null]);
    expect(countdown.running).toBe(false);
  });

  it("a resumed game has none", () => {
    expect(new Countdown(false).running).toBe(false);
  });
});
