import { describe, expect, it } from "vitest";
import { parseHandTiles, printHand } from "../analysis/hand.ts";
import { tileName } from "../analysis/tiles.ts";
import { canCall, copiesOf, handRoom, pressKey } from "./analyser-keys.ts";

const hand = (text: string) => parseHandTiles(text);
const name = (kind: number) => tileName(kind);

describe("the analyser's keyboard", () => {
  it("adds a tile in order until the hand is full", () => {
    const r = pressKey(hand("19m5p"), "tile", 2, name);
    expect(printHand(r.hand)).toBe("139m5p");
    expect(r.problem).toBe("");
    const full = hand("123456789m12345p");
    expect(handRoom(full)).toBe(14);
    const refused = pressKey(full, "tile", 30, name);
    expect(refused.hand).toBe(full);
    expect(refused.problem).toMatch(/full \(14 tiles\)/);
  });

  it("refuses a fifth copy, counting called tiles", () => {
    const h = hand("5m [555m]");
    expect(copiesOf(h, 4)).toBe(4);
    expect(pressKey(h, "tile", 4, name).problem).toBe("All four 5m are in use");
  });

  it("makes a call with a call key down, then goes back to tiles; a bad call says why", () => {
    const pon = pressKey(hand("12m"), "pon", 27, name);
    expect(printHand(pon.hand)).toBe("12m [111z]");
    expect(pon.keyMode).toBe("tile");
    expect(handRoom(pon.hand)).toBe(11);
    expect(canCall(hand("12m"), "chi", 27)).toBe(false);
    const chi = pressKey(hand("12m"), "chi", 27, name);
    expect(chi.keyMode).toBe("chi");
    expect(chi.problem).toMatch(/^Cannot call: /);
  });
});
