import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addedKan, addedKanKinds, callMeld, fromTenhouPaste, parseHand, parseHandInProgress, parseHandTiles, printHand, withMeld, type Hand } from "./hand.ts";
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
    // A text far longer than any hand is refused up front (125,000 digits once overflowed the stack).
    expect(errorOf(() => parseHandTiles(`${"1".repeat(125_000)}m`))).toEqual({ message: "is 125001 characters long; a hand is at most 300", where: "hand" });
    expect(errorOf(() => parseHand(`${" ".repeat(290)}123m456p789s1122z`)).message).toBe("is 307 characters long; a hand is at most 300");
    expect(parseHand("https://tenhou.net/2/?q=123m456p789s1122z").concealed).toHaveLength(13);
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

describe("added kan by tap", () => {
  /** The concealed tiles sorted, so a hand compares equal however its tiles were listed. */
  const canonical = (hand: Hand): Hand => ({ concealed: parseTileList(printTiles(hand.concealed)), melds: hand.melds });

  it("is offered for a pon whose fourth tile is in a hand that just drew, and gives the typed form", () => {
    const hand = parseHandTiles("123m456m789s5p1z [555p]");
    expect(addedKanKinds(hand)).toEqual([13]);
    const kan = addedKan(hand, 13);
    expect(canonical(kan)).toEqual(canonical(parseHandTiles("123m456m789s1z {5555p}")));
    expect(printHand(kan)).toBe("123456m789s1z {5555p}");
  });
  it("keeps a red five and the call's place among the other calls", () => {
    const redInPon = parseHandTiles("12m5p11z [055p] [777z] [789s]");
    expect(printHand(addedKan(redInPon, 13))).toBe("12m11z {0555p} [777z] [789s]");
    const redDrawn = parseHandTiles("12m0p789p11z [789s] [555p]");
    expect(addedKanKinds(redDrawn)).toEqual([13]);
    expect(canonical(addedKan(redDrawn, 13))).toEqual(canonical(parseHandTiles("12m789p11z [789s] {0555p}")));
    // Two pons and both fourth tiles: both offered, in kind order.
    expect(addedKanKinds(parseHandTiles("17z5p1m9s [777z] [555p] [789s]"))).toEqual([13, 33]);
  });
  it("is not offered without a pon, without the fourth tile, or before the draw", () => {
    expect(addedKanKinds(parseHandTiles("123m456m789s15p [789p]"))).toEqual([]); // a chi
    expect(addedKanKinds(parseHandTiles("123m456m789s6p1z [555p]"))).toEqual([]); // no fourth 5p
    expect(addedKanKinds(parseHandTiles("123m456m789s5p [555p]"))).toEqual([]); // 10 tiles: not its turn
    expect(addedKanKinds(parseHandTiles("12345m678p1s11z [5555s]"))).toEqual([]); // already a kan
    expect(addedKanKinds(parseHandTiles("123m456m15s [555p] (1111z)"))).toEqual([]); // 5s, not 5p
    expect(() => addedKan(parseHandTiles("123m456m789s6p1z [555p]"), 13)).toThrow(expect.objectContaining({ where: "call" }));
  });
  test.prop([
    fc.integer({ min: 0, max: 33 }),
    fc.array(fc.integer({ min: 0, max: 33 }), { minLength: 13, maxLength: 13 }),
    fc.integer({ min: 0, max: 2 }),
    fc.boolean(),
  ])("equals the typed form's parse for any pon, other calls and tiles", (kind, pool, others, red) => {
    // Concealed tiles of other kinds (at most four of each), `others` chi calls before the pon.
    const used = new Array<number>(34).fill(0);
    used[kind] = 4;
    const calls: string[] = [];
    for (let c = 0; c < others; c++) {
      const start = [0, 9, 18].map((s) => s + ((pool[c]! + c) % 7)).find((s) => [s, s + 1, s + 2].every((k) => used[k]! < 4));
      if (start === undefined) continue;
      [start, start + 1, start + 2].forEach((k) => used[k]!++);
      calls.push(`[${printTiles([start, start + 1, start + 2].map((k) => ({ kind: k, red: false })))}]`);
    }
    const room = 14 - 3 * (calls.length + 1) - 1;
    const rest: Tile[] = [];
    for (const k of pool) {
      if (rest.length === room || used[k]! >= 4) continue;
      used[k]!++;
      rest.push({ kind: k, red: false });
    }
    fc.pre(rest.length === room);
    const five = kind < 27 && kind % 9 === 4 && red;
    const ponTiles = printTiles([
      { kind, red: five },
      { kind, red: false },
      { kind, red: false },
    ]);
    const all = printTiles([{ kind, red: five }, ...Array.from({ length: 3 }, () => ({ kind, red: false }))]);
    const before = parseHandTiles(`${printTiles([...rest, { kind, red: false }])} ${calls.join(" ")} [${ponTiles}]`);
    const typed = parseHandTiles(`${printTiles(rest)} ${calls.join(" ")} {${all}}`);
    expect(addedKanKinds(before)).toContain(kind);
    expect(canonical(addedKan(before, kind))).toEqual(canonical(typed));
    expect(printHand(addedKan(before, kind))).toBe(printHand(canonical(typed)));
  });
});

describe("Tenhou-style pastes", () => {
  it("reads a tenhou.net/2 link, its bare query and full-width digits as the hand", () => {
    for (const text of [
      "https://tenhou.net/2/?q=123m456p789s1122z",
      "http://www.tenhou.net/2?q=123m456p789s1122z#top",
      "tenhou.net/2/?lang=en&q=123m456p789s1122z&x=1",
      "?q=123m456p789s1122z",
      "１２３ｍ４５６ｐ７８９ｓ１１２２ｚ",
    ]) {
      expect(printHand(parseHand(text))).toBe("123m456p789s1122z");
    }
    expect(printHand(parseHand("https://tenhou.net/2/?q=0m23456p789s11223z"))).toBe("0m23456p789s11223z");
  });
  it("keeps positions pointing into the pasted text", () => {
    expect(errorOf(() => parseHand("https://tenhou.net/2/?q=123m456p789s1128z"))).toEqual({
      message: 'unknown tile "8z" (honours are 1z–7z)',
      where: "position 40",
    });
    expect(fromTenhouPaste("?q=12m&x")).toBe("   12m  ");
  });
  test.prop([fc.array(fc.integer({ min: 0, max: 33 }), { minLength: 14, maxLength: 14 })])("a link to a printed hand parses back to it", (kinds) => {
    fc.pre(kinds.every((k) => kinds.filter((x) => x === k).length <= 4));
    const text = printTiles(kinds.map((kind) => ({ kind, red: false })));
    expect(printHand(parseHand(`https://tenhou.net/2/?q=${text}`))).toBe(text);
  });
});

describe("a hand being built", () => {
  it("takes fewer tiles than a full hand, and at most 14 − 3 per call", () => {
    expect(parseHandInProgress(" 123m ").concealed).toHaveLength(3);
    expect(parseHandInProgress("12345678m [789s]").concealed).toHaveLength(8);
    expect(parseHandInProgress("123456789m123p").concealed).toHaveLength(12);
  });

  it("refuses too many tiles for the calls, and more than four calls", () => {
    expect(errorOf(() => parseHandInProgress("123456789m1234p [789s]"))).toEqual({ message: "has 13 concealed tiles (at most 11 with 1 call)", where: "hand" });
    expect(errorOf(() => parseHandInProgress("1m [123m] [123p] [123s] [555z] [666z]"))).toEqual({ message: "has 5 calls (at most 4)", where: "hand" });
  });
});
