import { describe, expect, it } from "vitest";
import { parseHand } from "./hand.ts";
import { oddsJobs } from "./odds-jobs.ts";
import { parseTileList } from "./tiles.ts";

describe("odds worker jobs", () => {
  it("a tenpai hand's one-draw win chance is its waits over the unseen tiles (counted by hand)", () => {
    // 123m456p789s1122z waits on 1z and 2z, two of each left; 136 − 13 − 1 seen (a 1z) = 122 unseen.
    const progress: number[] = [];
    const odds = oddsJobs.handOdds({ hand: parseHand("123m456p789s1122z"), draws: 1, seen: parseTileList("1z"), situation: {} }, (f) => progress.push(f));
    expect(odds.win).toBeCloseTo(3 / 122, 12);
    expect(odds.tenpai).toBe(1);
    expect(progress[0]).toBe(0);
  });

  it("ranks every discard of a 14-tile hand with progress from 0 to 1, and counts the dora indicator as seen", () => {
    const progress: number[] = [];
    const hand = parseHand("123m456p789s11223z");
    const rows = oddsJobs.discardOdds({ hand, draws: 1, seen: [], situation: { dora: [27] } }, (f) => progress.push(f));
    expect(rows.map((r) => r.tile).sort()).toEqual(["1z", "2z", "3z"].concat(["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s"]).sort());
    // Discarding 3z waits on 1z (1 left: the indicator shows one) and 2z (2 left) from 136 − 14 − 1 = 121 unseen.
    const best = rows[0]!;
    expect(best.tile).toBe("3z");
    expect(best.win).toBeCloseTo(3 / 121, 12);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]!);
  });
});
