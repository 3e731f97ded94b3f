// Decision points from a log re-run by the rules: the hand before each discard the seat chose,
// what it could see, the draws left; none after its riichi; calls kept with the hand.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkLog } from "../table/tenhou6-check.ts";
import { parseTenhou6 } from "../table/tenhou6-parse.ts";
import { decisionPoints } from "./decision-points.ts";
import { printHand } from "./hand.ts";
import { printTiles } from "./tiles.ts";

const FIXTURE = readFileSync(new URL("../table/fixtures/three-hands.tenhou6.json", import.meta.url), "utf8");

function history() {
  const check = checkLog(parseTenhou6(FIXTURE));
  if (!check.ok) throw new Error(check.mismatch.reason);
  return check.history;
}

describe("decisionPoints", () => {
  it("the dealer's discards: the hand after each draw, the rivers seen so far, a quarter of the live wall left", () => {
    const points = decisionPoints(history(), 0, { redFives: true });
    expect(points.map((p) => p.label)).toEqual(["East 1-0 turn 1", "East 1-0 turn 2", "East 2-0 turn 1", "East 2-1 turn 1"]);
    const [first, second] = points;
    // Log: haipai 11 12 13 26 27 29 38 41 41 43 45 46 47, draws 44 then 18; discards tsumogiri, then 38.
    expect(printHand(first!.hand)).toBe("123m679p8s1134567z");
    expect(first).toMatchObject({ seen: [], drawsLeft: 17, roundWind: 0, seatWind: 0, doraIndicators: [27] });
    expect(printTiles([first!.discard])).toBe("4z");
    // The others threw their draws (2z, 9m, 9p), the dealer its 4z: 5 live draws made, 65 left.
    expect(printTiles(second!.seen)).toBe("9m9p24z");
    expect(second!.drawsLeft).toBe(16);
    expect(printTiles([second!.discard])).toBe("8s");
  });

  it("a riichi discard is a decision, none after it; a seat's pon stays with its hand, the called tile leaves the river", () => {
    const south = decisionPoints(history(), 1, { redFives: true });
    expect(south.filter((p) => p.label.startsWith("East 2-0"))).toHaveLength(1);
    const north = decisionPoints(history(), 3, { redFives: true });
    const called = north.find((p) => p.hand.melds.length > 0)!;
    expect(called.hand.melds).toEqual([{ type: "pon", tiles: [27, 27, 27].map((kind) => ({ kind: kind + 4, red: false })) }]);
    expect(called.hand.concealed).toHaveLength(11);
    expect(called.seen.filter((t) => t.kind === 31)).toHaveLength(0);
  });
});
