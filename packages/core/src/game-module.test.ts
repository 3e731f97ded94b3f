import { fc } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ProgrammingError } from "./errors.ts";
import { formatResult, higherIsBetter, linkParamsOf, plural, ranksBests, shareLinkParams, thousands, type GameMeta } from "./game-module.ts";
import { defineActions } from "./input/keymap.ts";

describe("results", () => {
  it("times show as m:ss.cc and rank lower-first; points as numbers, higher-first", () => {
    expect(formatResult("time", 83_456)).toBe("1:23.46");
    expect(formatResult("time", 59_999)).toBe("1:00.00"); // not 0:60.00
    expect(formatResult("time", 3_723_450)).toBe("62:03.45");
    expect(formatResult("time", 5)).toBe("0:00.01");
    expect(formatResult("points", 12345)).toBe("12345");
    expect(higherIsBetter("time")).toBe(false);
    expect(higherIsBetter("points")).toBe(true);
  });

  it("only times and points keep a table of bests; a match keeps wins and losses instead", () => {
    expect(["time", "points", "match", "none"].filter((kind) => ranksBests(kind as "time"))).toEqual(["time", "points"]);
  });
});

const PLAIN: GameMeta = {
  id: "plain",
  title: "Plain",
  description: "A test game with no link parameters.",
  icon: "<svg/>",
  modes: [{ id: "solo", title: "Solo", result: "points" }],
  actions: defineActions([]),
  settings: [],
  touchControls: false,
};
const META: GameMeta = {
  id: "blocks",
  title: "Blocks",
  description: "A test game.",
  icon: "<svg/>",
  modes: [{ id: "solo", title: "Solo", result: "points" }],
  actions: defineActions([]),
  settings: [],
  touchControls: false,
  positionParam: "board",
  linkParams: ["challenge", "name"],
};

describe("link parameters", () => {
  it("a share link carries the position under positionParam and only declared parameters", () => {
    expect(shareLinkParams(META, { position: "abc", params: { challenge: "X1", name: "Ann" } })).toEqual({ board: "abc", challenge: "X1", name: "Ann" });
    expect(shareLinkParams(META, {})).toEqual({});
    expect(() => shareLinkParams(META, { params: { cheat: "1" } })).toThrow(ProgrammingError);
    expect(() => shareLinkParams(PLAIN, { position: "abc" })).toThrow(/no positionParam/);
  });

  it("a link's declared parameters reach the game; others (and inherited names) do not", () => {
    const query = Object.assign(Object.create({ name: "inherited" }) as Record<string, string>, { challenge: "X1", seed: "s", watch: "solo-1" });
    expect(linkParamsOf(META, query)).toEqual({ challenge: "X1" });
    expect(linkParamsOf(PLAIN, { challenge: "X1" })).toEqual({});
  });
});

describe("plural: every count the games and the app say", () => {
  it("one is singular; zero, many and fractions are plural; thousands are grouped", () => {
    expect(plural(1, "pair")).toBe("1 pair");
    expect(plural(0, "pair")).toBe("0 pairs");
    expect(plural(2, "point")).toBe("2 points");
    expect(plural(1.5, "second")).toBe("1.5 seconds");
    expect(plural(10_000, "simulated deck")).toBe("10,000 simulated decks");
    expect(plural(1, "deal into piles", "deals into piles")).toBe("1 deal into piles");
    expect(plural(3, "deal into piles", "deals into piles")).toBe("3 deals into piles");
  });
});

describe("thousands: numbers grouped as English writes them", () => {
  it("matches ICU's English formatting (toLocaleString) for whole numbers, fractions and edges", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.double({ noNaN: true })), (n) => {
        expect(thousands(n)).toBe(n.toLocaleString("en"));
      }),
    );
    for (const n of [0, -0, 999, 1000, -1000, 999_999, 1_000_000, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 60, 1.5, Infinity])
      expect(thousands(n)).toBe(n.toLocaleString("en"));
  });
});
