import { describe, expect, it } from "vitest";
import { parseTileList } from "../analysis/tiles.ts";
import { distanceShort, distanceWords, formWords, improveWords, secondStepWords, spokenTile, spokenTiles, tilesLeftWords } from "./words.ts";

describe("plain words", () => {
  it("names every tile as it is spoken, red fives and honours included", () => {
    expect(spokenTiles(parseTileList("120p9s1234567z"))).toBe(
      "1 pin, 2 pin, red 5 pin, 9 sou, east wind, south wind, west wind, north wind, white dragon, green dragon, red dragon",
    );
    expect(spokenTile(0)).toBe("1 man");
    expect(spokenTile({ kind: 4, red: false })).toBe("5 man");
    expect(spokenTiles([])).toBe("none");
    // 34 kinds, 34 different names.
    expect(new Set(Array.from({ length: 34 }, (_, k) => spokenTile(k))).size).toBe(34);
  });

  it("says how far a hand is from winning with the shanten beside the words", () => {
    expect(distanceWords(-1)).toBe("complete hand");
    expect(distanceWords(0)).toBe("ready, one tile from winning (tenpai)");
    expect(distanceWords(1)).toBe("1 step from ready (shanten 1)");
    expect(distanceWords(3)).toBe("3 steps from ready (shanten 3)");
    expect(distanceShort(2)).toBe("2 from ready");
    expect(formWords({ standard: 2, chiitoitsu: 3, kokushi: 8 })).toBe("steps by form: sets and a pair 2 · seven pairs 3 · thirteen orphans 8");
    expect(formWords({ standard: 1, chiitoitsu: null, kokushi: null })).toBe("steps by form: sets and a pair 1");
  });

  it("says the effective tiles and the second step in words with their figures", () => {
    expect(improveWords(14, 5, false)).toBe("tiles that improve your hand: 14 (of 5 kinds)");
    expect(improveWords(4, 1, true)).toBe("tiles that win: 4 (of 1 kind)");
    // The step after says what it counts, not only its figure.
    expect(secondStepWords(14.44)).toBe("once improved, 14.4 tiles on average improve it again");
    expect(
      tilesLeftWords(
        [
          { kind: 0, remaining: 3 },
          { kind: 27, remaining: 0 },
        ],
        spokenTile,
      ),
    ).toBe("1 man 3 left, east wind 0 left");
    expect(tilesLeftWords([], spokenTile)).toBe("none");
  });
});
