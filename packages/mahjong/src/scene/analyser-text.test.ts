import { describe, expect, it } from "vitest";
import { parseHand, parseHandTiles } from "../analysis/hand.ts";
import { tileName } from "../analysis/tiles.ts";
import { analyseHand, analyserText, discardRowLine } from "./analyser-text.ts";

const NONE = { handOdds: null, discardOdds: null, oddsStatus: "", prompt: "", scoreLines: [] };

describe("the analyser in words", () => {
  it("says a 13-tile hand's distance and the tiles that improve it with the copies left", () => {
    // The reference sheet's trap hand: 1-shanten; as seven pairs 2 (four pairs, 1111m is one),
    // as thirteen orphans 9 (1m 1p 1s and a pair).
    const text = analyserText(parseHand("1111m123p112233s"), NONE);
    expect(text.lines[0]).toBe("Your hand (13 tiles): 1 man, 1 man, 1 man, 1 man, 1 pin, 2 pin, 3 pin, 1 sou, 1 sou, 2 sou, 2 sou, 3 sou, 3 sou.");
    expect(text.lines[1]).toBe("1 step from ready (shanten 1). Steps by form: sets and a pair 1 · seven pairs 2 · thirteen orphans 9.");
    expect(text.lines[2]).toMatch(/^Tiles that improve your hand: \d+ \(of \d+ kinds?\): .*\(\d left\)/);
    expect(text.choices).toHaveLength(13);
  });

  it("lists every discard of a 14-tile hand, best first, with the odds when they are in", () => {
    const hand = parseHand("123m456p789s11223z");
    const a = analyseHand(hand);
    expect(a.kind).toBe("discard");
    const rows = a.kind === "discard" ? a.rows : [];
    const odds = [{ discard: rows[0]!.discard, tile: tileName(rows[0]!.discard), win: 0.1, tenpai: 1, expectedScore: 2000 }];
    const text = analyserText(hand, { ...NONE, discardOdds: odds });
    // Discarding 3z waits on 1z and 2z: 4 copies unseen. Seven pairs: 2 pairs among 12 kinds (4);
    // thirteen orphans: 1m 9s 1z 2z 3z and a pair (7).
    expect(text.lines[1]).toBe("Ready, one tile from winning (tenpai). Steps by form: sets and a pair 0 · seven pairs 4 · thirteen orphans 7.");
    expect(text.details[0]).toBe("Discard west wind: 4 tiles win (of 2 kinds), ready (tenpai); in 3 draws: win 10% · ready 100% · about 2,000 points.");
    expect(text.details).toHaveLength(rows.length);
    expect(discardRowLine(rows[0]!, (k) => tileName(k))).toBe("Discard 3z: 4 tiles win (of 2 kinds), ready (tenpai)");
  });

  it("names calls, a complete hand's score lines, and what to build when the count cannot be analysed", () => {
    const called = analyserText(parseHandTiles("45m678p11s [789s] (1111z)"), NONE);
    expect(called.lines[0]).toBe(
      "Your hand (7 tiles): 4 man, 5 man, 6 pin, 7 pin, 8 pin, 1 sou, 1 sou. Calls: chi 7 sou, 8 sou, 9 sou; closed kan east wind, east wind, east wind, east wind.",
    );
    expect(called.lines[1]).toBe("Ready, one tile from winning (tenpai).");
    const complete = analyserText(parseHand("234m567p234678s55p"), { ...NONE, scoreLines: ["Tsumo on 4m: 3 han 20 fu"] });
    expect(complete.lines.slice(1)).toEqual(["Complete hand.", "Tsumo on 4m: 3 han 20 fu"]);
    const short = analyserText(parseHandTiles("123m"), NONE);
    expect(short.lines[1]).toBe("Tap tiles to build a hand of 13 or 14 tiles.");
  });
});
