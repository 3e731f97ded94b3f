import { describe, expect, it } from "vitest";
import { countsOf, parseTileList, tileName } from "../analysis/tiles.ts";
import { discardVerdict, tapPreview } from "./practice-feedback.ts";

const counts = (text: string) => countsOf(parseTileList(text));
const tile = (text: string) => parseTileList(text)[0]!;
const name = (t: Parameters<typeof tileName>[0]) => tileName(t);

describe("practice feedback", () => {
  // 123m 456p 789s 11z and 2s 5z: 5z is the isolated tile to throw.
  const hand = counts("123m456p789s11z25s5z");

  it("names the best discard as the best", () => {
    const { verdict, worse } = discardVerdict(hand, tile("5z"));
    expect(worse).toBe(false);
    expect(verdict(name)).toMatch(/^5z: the best discard; /);
  });

  it("says a discard moved the hand away from ready and which tile was better", () => {
    const { verdict, worse } = discardVerdict(hand, tile("1m"));
    expect(worse).toBe(true);
    expect(verdict(name)).toMatch(/^1m moved the hand away from ready: .*; 5z was better$/);
  });

  it("asks for a second tap, with what the tile keeps only when the analysis is shown", () => {
    expect(tapPreview(hand, tile("5z"), false)(name)).toBe("Tap 5z again to discard it");
    expect(tapPreview(hand, tile("5z"), true)(name)).toMatch(/^Tap 5z again to discard it: /);
  });
});
