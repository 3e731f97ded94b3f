import { describe, expect, it } from "vitest";
import { resolveChain } from "../../rules/chain.ts";
import { RED } from "../../rules/cells.ts";
import { parseField } from "../../rules/field-text.ts";
import { applyPlacement, parsePairList } from "../../rules/pair.ts";
import { TARGET_POINTS } from "../../rules/nuisance.ts";
import { detectPotential } from "./evaluate.ts";
import { colourChance, expectedCounter, expectedReply, puyosChance, threatOf } from "./reply.ts";

// A hand-made 2-chain (rows top first): one red on column 2 completes the reds (1,2) (1,3) (2,2)
// (2,3); the blue on top of column 1 then falls onto the three blues of row 1.
const TWO_CHAIN = "B....." + "R....." + "RR...." + "BBB...";

describe("the reply detector", () => {
  it("sees a 2-chain trigger on a hand-made field, as the rules engine fires it", () => {
    const fired = parseField(TWO_CHAIN);
    fired.drop(2, RED);
    const chain = resolveChain(fired);
    expect(chain.chains).toBe(2);
    const attack = Math.floor(chain.score / TARGET_POINTS);
    // The field's own trigger (one red) counts without any pair known...
    expect(threatOf(parseField(TWO_CHAIN))).toEqual({ attack, chains: 2 });
    // ...and with pairs, the second pair's red fires it too (GG cannot pop anything here).
    expect(threatOf(parseField(TWO_CHAIN), parsePairList("GG,RY"))).toEqual({ attack, chains: 2 });
  });
  it("tries the opponent's next two pairs, not only the one-colour probe", () => {
    // One red: the probe needs three more (not an imminent threat); RR then RR pops it.
    const lone = parseField("R.....");
    expect(threatOf(lone)).toEqual({ attack: 0, chains: 0 });
    expect(threatOf(lone, parsePairList("RR")).chains).toBe(0);
    expect(threatOf(lone, parsePairList("RR,RR")).chains).toBe(1);
    // Checked by hand with the engine: both pairs upright on column 1 make a column of five reds.
    const placed = parseField("R.....");
    for (const pair of parsePairList("RR,RR")) applyPlacement(placed, pair, { column: 1, rotation: 0 });
    expect(resolveChain(placed).chains).toBe(1);
  });
  it("records each colour's best trigger of at most two puyos", () => {
    const perColour = new Float64Array(4);
    detectPotential(parseField(TWO_CHAIN), 4, undefined, perColour);
    const fired = parseField(TWO_CHAIN);
    fired.drop(2, RED);
    expect(perColour[0]).toBe(resolveChain(fired).score);
    // Blue: one blue on column 4 completes the row of blues (a 1-chain: 40 points).
    expect(perColour[2]).toBe(40);
    expect(perColour[1]).toBe(0);
    expect(perColour[3]).toBe(0);
  });
  it("records each colour's triggers by the puyos they take", () => {
    const triggers = new Float64Array(32);
    detectPotential(parseField(TWO_CHAIN), 4, undefined, undefined, triggers);
    const fired = parseField(TWO_CHAIN);
    fired.drop(2, RED);
    // Red: one puyo on column 2 fires the 2-chain (k = 1); blue: one on column 4 (40 points).
    expect(triggers[0 * 4 + 1]).toBe(resolveChain(fired).score);
    expect(triggers[2 * 4 + 1]).toBe(40);
    // Green touches nothing: no trigger at any count.
    expect([1, 2, 3].map((k) => triggers[1 * 4 + k])).toEqual([0, 0, 0]);
  });
  it("counts a trigger's chance by the puyos it takes (binomial over the pairs left)", () => {
    expect(puyosChance(4, 1, 1)).toBeCloseTo(colourChance(4, 1), 12);
    expect(puyosChance(4, 1, 2)).toBeCloseTo(1 / 16, 12); // both puyos of one pair
    expect(puyosChance(4, 1, 3)).toBe(0); // one pair holds two puyos
    // Two pairs, at least three of four puyos red: 4·(1/4)³(3/4) + (1/4)⁴ = 13/256.
    expect(puyosChance(4, 2, 3)).toBeCloseTo(13 / 256, 12);
    const one = new Float64Array(32);
    const two = new Float64Array(32);
    const three = new Float64Array(32);
    one[0 * 4 + 1] = 7000; // 100 nuisance for one red
    two[0 * 4 + 2] = 7000; // the same for two reds
    three[0 * 4 + 3] = 7000; // the same for three reds
    expect(expectedCounter(one, 4, 2, 60)).toBeCloseTo(60 * puyosChance(4, 2, 1), 9);
    expect(expectedCounter(two, 4, 2, 60)).toBeCloseTo(60 * puyosChance(4, 2, 2), 9);
    expect(expectedCounter(two, 4, 2, 60)).toBeLessThan(expectedCounter(one, 4, 2, 60));
    // A three-puyo trigger: nothing with one pair left, something with four.
    expect(expectedCounter(three, 4, 1, 60)).toBe(0);
    expect(expectedCounter(three, 4, 4, 60)).toBeCloseTo(60 * puyosChance(4, 4, 3), 9);
    expect(puyosChance(4, 4, 3)).toBeGreaterThan(0.3);
    // expectedReply (two puyos or fewer, one of the colour enough) takes the two-puyo trigger for
    // as likely as the one-puyo one.
    expect(expectedReply(Float64Array.from([7000, 0, 0, 0]), 4, 2, 60)).toBeCloseTo(expectedCounter(one, 4, 2, 60), 9);
    expect(expectedCounter(one, 4, 0, 60)).toBe(0);
    expect(expectedCounter(one, 4, 2, 0)).toBe(0);
  });
  it("values a reply several colours can fire above one waiting for a single colour", () => {
    const q = colourChance(4, 1);
    expect(q).toBeCloseTo(1 - 9 / 16, 12); // a given colour in one pair of four colours
    const oneColour = Float64Array.from([7000, 0, 0, 0]); // 100 nuisance
    const twoColours = Float64Array.from([7000, 7000, 0, 0]);
    expect(expectedReply(oneColour, 4, 1, 60)).toBeCloseTo(60 * q, 9);
    expect(expectedReply(twoColours, 4, 1, 60)).toBeCloseTo(60 * q + 60 * (1 - q) * q, 9);
    // More placements left, a likelier reply; none left, or nothing coming, nothing expected.
    expect(expectedReply(oneColour, 4, 3, 60)).toBeGreaterThan(expectedReply(oneColour, 4, 1, 60));
    expect(expectedReply(oneColour, 4, 0, 60)).toBe(0);
    expect(expectedReply(oneColour, 4, 2, 0)).toBe(0);
  });
});
