// The kinds a tight state can read, worked out by hand for two small cases.
import { describe, expect, it } from "vitest";
import { parseHand } from "../hand.ts";
import { countsOf, tileName } from "../tiles.ts";
import { codeOf } from "./code-table.ts";
import { Relevance, type Target } from "./relevance.ts";
import { ShantenRows } from "./shanten-rows.ts";

function relevantTiles(text: string, target: Target): string[] {
  const counts = countsOf(parseHand(text).concealed);
  const relevance = new Relevance(new ShantenRows());
  const [lo, hi] = codeOf(counts);
  relevance.of(counts, lo, hi, 13, target);
  const kinds: string[] = [];
  for (let k = 0; k < 34; k++) if (((k < 17 ? relevance.low : relevance.high) >> (k < 17 ? k : k - 17)) & 1) kinds.push(tileName(k));
  // The hand is restored.
  expect(counts).toEqual(countsOf(parseHand(text).concealed));
  return kinds;
}

describe("relevant kinds of a tight state", () => {
  it("a tenpai hand with one draw left reads only its waits", () => {
    expect(relevantTiles("123m456p789s1122z", -1)).toEqual(["1z", "2z"]);
  });

  it("a 1-shanten hand reads its useful kinds and the waits they lead to", () => {
    // 1z/5z pair up (then 1s-4s waits), 1s/4s make a run (then a 1z or 5z single wait).
    expect(relevantTiles("123m456p789s23s15z", -1)).toEqual(["1s", "4s", "1z", "5z"]);
    expect(relevantTiles("123m456p789s23s15z", 0)).toEqual(["1s", "4s", "1z", "5z"]);
  });

  it("two partial runs: each improvement leads to a wait on the other's tiles", () => {
    // 46p + 78s + the 11z pair + a 5z single: 5p makes tenpai waiting on 6s/9s, 6s or 9s one waiting on 5p.
    expect(relevantTiles("123m456m46p78s115z", -1)).toEqual(["5p", "6s", "9s"]);
  });
});
