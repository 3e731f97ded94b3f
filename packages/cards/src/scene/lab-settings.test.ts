import { describe, expect, it } from "vitest";
import { labSettings } from "./lab-settings.ts";

/** The Settings' defaults (meta.ts), with some changed. */
const settings =
  (changed: Record<string, number> = {}) =>
  (key: string): number =>
    ({ cards: 52, lands: 24, packet: 10, cutSd: 5, piles: 10, costC: 2, costH: 3, costR: 7, costF: 7, costD: 30, trials: 10000, ...changed })[key] ??
    Number.NaN;

describe("the lab's settings", () => {
  it("takes the deck switch's choice over the link's deck, and the link's over the Settings'", () => {
    expect(labSettings(settings(), undefined, null).lab.cards).toBe(52);
    expect(labSettings(settings(), { cards: "60" }, null).lab.cards).toBe(60);
    expect(labSettings(settings(), { cards: "60" }, 40).lab.cards).toBe(40);
  });

  it("ignores a link's deck the lab cannot hold", () => {
    expect(labSettings(settings(), { cards: "1" }, null).lab.cards).toBe(52);
    expect(labSettings(settings(), { cards: "sixty" }, null).lab.cards).toBe(52);
  });

  it("never deals into more piles than cards, and reads each method's time", () => {
    const { lab, trials, lands } = labSettings(settings({ piles: 20 }), { cards: "12" }, null);
    expect(lab.piles).toBe(12);
    expect(lab.costs).toEqual({ C: 2, H: 3, R: 7, F: 7, D: 30 });
    expect([trials, lands]).toEqual([10000, 24]);
  });
});
