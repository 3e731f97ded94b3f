import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { callMeld, parseHand, parseHandTiles, printHand, withMeld } from "./hand.ts";
import { parseCounts, parseTileList, printCounts, printTiles, tileName, type Tile } from "./tiles.ts";

function errorOf(fn: () => unknown): { message: string; where: string | undefined } {
  try {
    fn();
  } catch (error) {
    const e = error as { message: string; where?: string };
    return { message: e.message, where: e.where };
  }
  throw new Error("expected an error");
}

describe("mpsz tiles", () => {
  it("parses kinds, red fives and repeated groups", () => {
    const tiles = parseTileList("12m3m0p7z");
    expect(tiles.map(tileName)).toEqual(["1m", "2m", "3m", "0p", "7z"]);
    expect(tiles[3]).toEqual({ kind: 13, red: true });
  });
  it("prints canonically: sorted, one group per suit, red before plain five", () => {
    expect(printTiles(parseTileList("5m3m0m1z9s"))).toBe("305m9s1z");
    expect(printCounts(parseCounts("0p5p"))).toBe("55p");
  });
  it("names the position and the reason of a bad tile", () => {
    expect(errorOf(() => parseTileList("123m8z"))).toEqual({ message: 'unknown tile "8z" (honours are 1z–7z)', where: "position 5" });
    expect(errorOf(() => parseTileList("12x"))).toMatchObject({ where: "position 3" });
    expect(errorOf(() => parseTileList("m"))).toMatchObject({ message: 'suit letter "m" has no digits before it', where: "position 1" });
    expect(errorOf(() => parseTileList("123m45"))).toMatchObject({ where: "position 5" });
    expect(errorOf(() => parseTileList("0z"))).toMatchObject({ where: "position 1" });
  });
});

describe("hands with calls", () => {
  it("parses every call type and prints them back", () => {
    const hand = parseHandTiles("23455m [789s] [555z] [4444p] {6666p} (1111z)");
    expect(hand.melds.map((m) => m.type)).toEqual(["chi", "pon", "openKan", "addedKan", "closedKan"]);
    expect(() => parseHand("1m [789s] [555z] [4444p] {6666p} (1111z)")).toThrow(/5 calls/);
    const three = parseHand("2345m [789s] [406p] (1111z)");
    expect(printHand(three)).toBe("2345m [789s] [406p] (1111z)");
    expect(three.melds[1]!.tiles.some((t) => t.red)).toBe(true);
  });
  it("rejects malformed calls, fifth copies, second red fives and wrong counts", () => {
    expect(errorOf(() => parseHand("123m456p789s11z [135m]"))).toMatchObject({ where: "position 17" });
    expect(errorOf(() => parseHand("123m456p789s11z (111m)"))).toMatchObject({ message: expect.stringMatching(/not a closed kan/) as unknown });
    expect(errorOf(() => parseHand("123m456p789s1z [899s]"))).toMatchObject({ message: expect.stringMatching(/not a chi/) as unknown });
    expect(errorOf(() => parseHand("11111m456p789s11z"))).toEqual({ message: "a fifth 1m (there are only four of each tile)", where: "position 5" });
    expect(errorOf(() => parseHand("0055m456p789s11z"))).toMatchObject({
      message: expect.stringMatching(/second red five 0m/) as unknown,
      where: "position 2",
    });
    expect(errorOf(() => parseHand("123m456p789s11z [1111z]"))).toMatchObject({ message: expect.stringMatching(/fifth 1z/) as unknown, where: "position 20" });
    expect(errorOf(() => parseHand("123m456p789s1z"))).toEqual({ message: "has 10 concealed tiles; without calls a hand has 13 or 14", where: "hand" });
    expect(errorOf(() => parseHand("123m [555z]"))).toMatchObject({ message: "has 3 concealed tiles; with 1 call a hand has 10 or 11" });
    expect(errorOf(() => parseHand("123m [555z"))).toMatchObject({ message: '"[" is never closed with "]"', where: "position 6" });
  });
});

/** Random legal tile multisets (at most 4 per kind, one red five per suit). */
const tilesArb = fc.array(fc.integer({ min: 0, max: 33 }), { maxLength: 14 }).map((kinds) => {
  const seen = new Array<number>(34).fill(0);
  const red = [false, false, false];
  const tiles: Tile[] = [];
  kinds.forEach((kind, i) => {
    if (seen[kind]! >= 4) return;
    seen[kind]!++;
    const canBeRed = kind < 27 && kind % 9 === 4 && !red[Math.floor(kind / 9)];
    const isRed = canBeRed && i % 2 === 0;
    if (isRed) red[Math.floor(kind / 9)] = true;
    tiles.push({ kind, red: isRed });
  });
  return tiles;
});

describe("print and parse round-trip", () => {
  test.prop([tilesArb])("parse(print(tiles)) gives the same tiles, and printing again is stable", (tiles) => {
    const text = printTiles(tiles);
    const again = parseHandTiles(text);
    expect(printTiles(again.concealed)).toBe(text);
    expect([...again.concealed].sort((a, b) => a.kind - b.kind || Number(b.red) - Number(a.red))).toEqual(
      [...tiles].sort((a, b) => a.kind - b.kind || Number(b.red) - Number(a.red)),
    );
  });
});

describe("calls made on the analyser's keyboard", () => {
  it("builds chi from the lowest tile, pon and kans from one tile", () => {
    expect(printHand({ concealed: [], melds: [callMeld("chi", 6)] })).toBe("[789m]");
    expect(printHand({ concealed: [], melds: [callMeld("pon", 31)] })).toBe("[555z]");
    expect(printHand({ concealed: [], melds: [callMeld("openKan", 9), callMeld("closedKan", 27), callMeld("addedKan", 0)] })).toBe("[1111p] (1111z) {1111m}");
    expect(() => callMeld("chi", 7)).toThrow(/no chi starts at 8m/);
    expect(() => callMeld("chi", 27)).toThrow(/no chi starts at 1z/);
  });
  it("checks room, the number of calls and copies; the result parses back", () => {
    const hand = parseHandTiles("1234567m789p11s"); // 12 tiles: one call leaves room for 11
    expect(() => withMeld(hand, callMeld("pon", 31))).toThrow(/at most 11 concealed tiles/);
    const ten = parseHandTiles("23456m789p11s");
    const called = withMeld(ten, callMeld("chi", 0));
    expect(printHand(called)).toBe("23456m789p11s [123m]");
    expect(parseHand(printHand(called))).toEqual(called);
    expect(() => withMeld(parseHandTiles("1m"), callMeld("openKan", 0))).toThrow(/fifth 1m/);
    let four = parseHandTiles("1z");
    for (const k of [0, 9, 18, 27 + 1]) four = withMeld(four, callMeld("pon", k));
    expect(() => withMeld(four, callMeld("pon", 30))).toThrow(/at most four calls/);
  });
});
