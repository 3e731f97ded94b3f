import { parseRoutine } from "../shuffle/routine.ts";
import { plural } from "@arcade/core";
import { describe, expect, it } from "vitest";
import type { RankRow } from "../analysis/ranking.ts";
import { FIGURE_MEANINGS } from "./figure-meanings.ts";
import {
  afterRoutine,
  atLeast,
  closeness,
  distanceReading,
  figure,
  heatmapReadings,
  measuredReadings,
  percent,
  routineTextWords,
  routineWords,
  rowReadings,
  separationReading,
  tellApart,
} from "./plain-words.ts";

describe("plain words for the lab's numbers", () => {
  it("percentages round (never truncate) and never claim 100 % or 0 % for what is not", () => {
    expect(percent(0.33406)).toBe("33.4 %");
    expect(percent(0.33461)).toBe("33.5 %"); // truncation would say 33.4
    expect(percent(0.70305)).toBe("70.3 %");
    expect(percent(0.70351)).toBe("70.4 %");
    expect(percent(0.9994)).toBe("99.9 %");
    expect(percent(0.99951)).toBe("over 99.9 %");
    expect(percent(1 - 1e-9)).toBe("over 99.9 %");
    expect(percent(1)).toBe("100 %");
    expect(percent(0.0004)).toBe("under 0.1 %");
    expect(percent(0)).toBe("0 %");
  });

  it("figures: four decimals rounded, and neither end claimed when not reached", () => {
    expect(figure(0.406061)).toBe("0.4061");
    expect(figure(0.20704)).toBe("0.2070");
    expect(figure(1 - 1e-9)).toBe(">0.9999");
    expect(figure(1e-9)).toBe("<0.0001");
    expect(figure(1)).toBe("1.0000");
  });

  it("thresholds: each band starts where the help says", () => {
    expect(closeness(0)).toBe("perfectly random");
    expect(closeness(0.0999)).toBe("very close to random");
    expect(closeness(0.1)).toBe("close to random");
    expect(closeness(0.2499)).toBe("close to random");
    expect(closeness(0.25)).toBe("getting close to random");
    expect(closeness(0.4999)).toBe("getting close to random");
    expect(closeness(0.5)).toBe("far from random");
    expect(closeness(0.989)).toBe("far from random");
    expect(closeness(0.99)).toBe("nowhere near random");
    // A lower bound alone only proves distance.
    expect(atLeast(0.1)).toBe("not proven close to random");
    expect(atLeast(0.3)).toBe("not yet close to random");
    expect(atLeast(0.68)).toBe("far from random");
    expect(atLeast(0.995)).toBe("nowhere near random");
  });

  it("the observer's odds are (1 + TV) / 2: 50 % for a random deck, 100 % for a fixed one", () => {
    expect(tellApart(0)).toBe("50.0 %");
    expect(tellApart(1)).toBe("100 %");
    expect(tellApart(0.334061)).toBe("66.7 %"); // 52 cards, 7 riffles (Bayer–Diaconis 0.334)
  });

  it("plural forms of routines and counts", () => {
    expect(afterRoutine(parseRoutine("R"))).toBe("After 1 riffle");
    expect(afterRoutine(parseRoutine("R7"))).toBe("After 7 riffles");
    expect(afterRoutine(parseRoutine("C"))).toBe("After 1 cut");
    expect(afterRoutine(parseRoutine("H2"))).toBe("After 2 Hindu shuffles");
    expect(afterRoutine(parseRoutine("D"))).toBe("After 1 deal into piles");
    expect(afterRoutine(parseRoutine("F8"))).toBe("After 8 perfect faros");
    expect(afterRoutine(parseRoutine("R R3"))).toBe("After 4 riffles");
    expect(afterRoutine(parseRoutine("H4 R H D H2"))).toBe("After these 9 shuffles");
    expect(plural(1, "deck")).toBe("1 deck");
    // Written out, the shorthand after: never "after a riffle" for three.
    expect(afterRoutine(parseRoutine("R3"))).toBe("After 3 riffles");
    expect(routineWords(parseRoutine("C R8 C"))).toBe("cut, riffle ×8, cut (C R8 C)");
    expect(routineWords(parseRoutine("H10 D R4"))).toBe("Hindu shuffle ×10, deal into piles, riffle ×4 (H10 D R4)");
    expect(routineWords([])).toBe("a fresh deck");
    expect(routineTextWords("F2")).toBe("perfect faro ×2 (F2)");
    expect(routineTextWords("R3 Q")).toBe("R3 Q");
    expect(plural(10_000, "simulated deck")).toBe("10,000 simulated decks");
  });

  it("the headline: a sentence in words with the exact figure beside it", () => {
    // 52 cards after 7 riffles: TV 0.334061 (Bayer–Diaconis).
    const r = distanceReading(parseRoutine("R7"), { exact: 0.334061, lower: 0.334061, lowerWhy: "exact", upper: 0.334061 });
    expect(r.sentence).toBe(
      "After 7 riffles the deck is getting close to random: a sharp observer tells it from a perfectly shuffled deck 66.7 % of the time, where guessing gives 50 %.",
    );
    expect(r.figure).toBe("TV distance 0.3341, exact");
    const between = distanceReading(parseRoutine("H R3"), { exact: null, lower: 0.06, lowerWhy: "exact: the worst card", upper: 0.406 });
    expect(between.sentence).toContain("getting close to random at worst, perhaps very close to random");
    expect(between.sentence).toContain("between 53.0 % and 70.3 % of the time");
    expect(between.figure).toBe("TV distance between 0.0600 (exact: the worst card) and 0.4060 (exact: its riffles alone)");
    const bound = distanceReading(parseRoutine("H4 R H D H2"), { exact: null, lower: 0.6791, lowerWhy: "measured, 95 %", upper: 1 });
    expect(bound.sentence).toMatch(/^After these 9 shuffles the deck is far from random: .* at least 84\.0 % of the time/);
    expect(bound.figure).toBe("TV distance ≥ 0.6791 (measured, 95 %); no exact value");
    expect(distanceReading([], { exact: 1, lower: 1, lowerWhy: "", upper: 1 }).sentence).toMatch(/^A fresh deck is in order/);
  });

  it("separation and the heatmap's numbers in words", () => {
    expect(separationReading(1).sentence).toBe("Some orders of the deck cannot come up at all.");
    expect(separationReading(0.352)).toEqual({
      sentence: "The rarest order of the deck comes up 64.8 % as often as in a perfect shuffle.",
      figure: "separation 0.3520, exact",
      meaning: FIGURE_MEANINGS.separation,
    });
    const [card, d] = heatmapReadings(0.0053, 0.00004, 60, { words: "close to random", lower: 0.2 });
    expect(card!.sentence).toContain("50.3 % of the time");
    expect(card!.figure).toBe("worst card's TV 0.0053, exact");
    // √0.00004 ≈ 0.0063: a typical square 0.6 % off the even share 1/60.
    expect(d!.sentence).toBe("The heatmap (where single cards land) looks flat: a typical square is off the even share by 0.6 %.");
    expect(d!.figure).toBe("heatmap D <0.0001, exact (0 even, 59 in order)");
    // A fixed deck: D = n − 1, so a typical square is off by √59 ≈ 7.7 times the even share.
    expect(heatmapReadings(1, 59, 60, { words: "nowhere near random", lower: 1 })[1]!.sentence).toContain(
      "is strongly patterned: a typical square is off the even share by 768 %",
    );
  });

  it("measured statistics: each a sentence with its 95 % interval and the random deck's value", () => {
    const v = (value: number, lo: number, hi: number, uniform: number) => ({ value, interval: [lo, hi] as const, uniform });
    const { title, readings } = measuredReadings({
      trials: 10_000,
      cards: 60,
      rising: v(25.31, 25.26, 25.36, 30.5),
      successions: v(0.614, 0.6, 0.628, 59 / 60),
      sortedHands: v(0.148, 0.141, 0.155, 0.156),
      wovenHands: v(0.156, 0.149, 0.163, 0.156),
    });
    expect(title).toBe("Measured on 10,000 simulated decks, 95 % intervals in brackets:");
    expect(readings.map((r) => r.figure)).toEqual([
      "rising sequences 25.3 [25.3, 25.4]",
      "successions 0.61 [0.60, 0.63]",
      "sorted 14.8 % [14.1, 15.5], woven 15.6 % [14.9, 16.3]",
    ]);
    expect(readings[0]!.sentence).toBe("Runs of cards still in their starting order: 25.3 per deck (a random deck: 30.5).");
    expect(readings[2]!.sentence).toContain("0–1 or 6–7 lands in 7 cards");
    expect(measuredReadings({ trials: 1, cards: 3 }).title).toBe("Measured on 1 simulated deck, 95 % intervals in brackets:");
  });

  it("table rows: words first, the figures and their kind after", () => {
    const row = (over: Partial<RankRow>): RankRow => ({
      routine: "R8",
      seconds: 56,
      tvExact: null,
      tvLowerBound: 0.01,
      source: "max single-card TV",
      tvUpperBound: 1,
      maxCardTv: 0.01,
      squaredDeviation: 0.001,
      group: "routine",
      measured: null,
      ...over,
    });
    expect(rowReadings(row({ tvExact: 0.207, tvLowerBound: 0.207, tvUpperBound: 0.207, source: "exact TV" })).exact).toBe(
      "Close to random: distance to random 0.2070, exact",
    );
    expect(rowReadings(row({ tvExact: 1 - 5e-11, tvLowerBound: 1 - 5e-11, tvUpperBound: 1 - 5e-11 })).exact).toBe(
      "Nowhere near random: distance to random >0.9999, exact",
    );
    expect(rowReadings(row({ tvLowerBound: 0.06, tvUpperBound: 0.406 })).exact).toBe(
      "Getting close to random at worst: distance to random between 0.0600 and 0.4060, both exact",
    );
    expect(rowReadings(row({})).exact).toBe(
      "Not proven close to random: distance to random at least 0.0100, exact (from the worst card); no upper limit known",
    );
    const measured = rowReadings(row({ measured: { lower: 0.63, point: 0.68, trials: 5000, source: "rising sequences (final order)" } })).measured;
    expect(measured).toBe("Measured on 5,000 decks: far from random, distance at least 0.6300 (95 % sure), about 0.6800, from rising sequences (final order)");
    // No row speaks in the bare shorthand ("TV 0.0002–0.2069").
    for (const r of [row({}), row({ tvLowerBound: 0.06, tvUpperBound: 0.406 })]) expect(rowReadings(r).exact).not.toMatch(/\bTV\b|–/);
  });
});
