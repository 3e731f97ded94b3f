// The reviewer on decision points built here: which model rates each, the best discards and the
// costs (the odds' own numbers for the same hand, seen tiles and draws), and bad input.
import { describe, expect, it } from "vitest";
import { parseHand } from "./hand.ts";
import { discardOdds } from "./odds/odds.ts";
import { reviewDecision, reviewDecisions, summarizeReview, type DecisionPoint } from "./review.ts";
import { parseTileList, type Tile } from "./tiles.ts";

function point(hand: string, discard: string, drawsLeft: number, seen = ""): DecisionPoint {
  return {
    label: `test ${hand} ${discard}`,
    hand: parseHand(hand),
    seen: parseTileList(seen),
    doraIndicators: [],
    roundWind: 0,
    seatWind: 1,
    drawsLeft,
    discard: parseTileList(discard)[0] as Tile,
  };
}

describe("reviewDecision", () => {
  it("few draws left: the exact odds; the best discard costs nothing, another costs the difference", () => {
    const good = reviewDecision(point("123m456p789s1122z7z", "7z", 2, "3z"));
    expect(good.model).toBe("exact");
    expect(good.bestByWin!.discard).toBe("7z");
    expect(good.winCost).toBe(0);
    expect(good.scoreCost).toBe(0);
    const bad = reviewDecision(point("123m456p789s1122z7z", "1m", 2, "3z"));
    const rows = discardOdds(parseHand("123m456p789s1122z7z"), {
      draws: 2,
      seen: parseTileList("3z"),
      situation: { roundWind: 0, seatWind: 1, dora: [] },
    });
    const best = rows[0]!;
    const chosen = rows.find((r) => r.tile === "1m")!;
    expect(bad.chosen).toEqual({ discard: "1m", win: chosen.win, tenpai: chosen.tenpai, expectedScore: chosen.expectedScore });
    expect(bad.winCost).toBe(best.win - chosen.win);
    expect(bad.winCost!).toBeGreaterThan(0.01);
  });

  it("many draws left: the whole-hand model; a hand beyond it: efficiency only; no draw left: not rated", () => {
    const whole = reviewDecision(point("23456m34567p3457s", "3s", 12));
    expect(whole.model).toBe("whole-hand");
    expect(whole.bestByWin!.discard).toBe("7s");
    expect(whole.winCost!).toBeGreaterThan(0);
    const far = reviewDecision(point("147m258p369s12345z", "1z", 12));
    expect(far).toMatchObject({ model: "efficiency", winCost: null, chosen: null });
    expect(far.efficientDiscard).not.toBeNull();
    expect(reviewDecision(point("123m456p789s1122z7z", "7z", 0))).toMatchObject({ model: "none", bestByWin: null });
  });

  it("refuses a hand of the wrong size or a discard it does not hold, naming the decision", () => {
    expect(() => reviewDecision(point("123m456p789s1122z", "1m", 2))).toThrow(/needs the hand after its draw/);
    expect(() => reviewDecision(point("123m456p789s1122z7z", "9m", 2))).toThrow(/discards 9m, which the hand does not hold/);
  });

  it("sums a review: decisions, rated ones, best choices and costs", () => {
    const reviews = reviewDecisions([point("123m456p789s1122z7z", "7z", 2), point("123m456p789s1122z7z", "1m", 2), point("123m456p789s1122z7z", "7z", 0)]);
    const summary = summarizeReview(reviews);
    expect(summary).toMatchObject({ decisions: 3, rated: 2, bestByWin: 1 });
    expect(summary.winCost).toBe(reviews[1]!.winCost);
  });
});
