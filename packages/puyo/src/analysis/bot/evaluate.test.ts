import { describe, expect, it } from "vitest";
import { resolveChain } from "../../rules/chain.ts";
import { Field } from "../../rules/field.ts";
import { parseField } from "../../rules/field-text.ts";
import { detectPotential, evaluate, features } from "./evaluate.ts";
import { WEIGHTS } from "./strengths.ts";

// A GTR opening with a third colour stacked on it (rows top first):
//   R G B . . .
//   R R G B . .
//   G G B B . .
// One R on column 1 pops the reds, the greens fall together, then the blues: 3 chains.
const GTR = "RGB...RRGB..GGBB..";
// Eleven puyos laid flat, no two neighbours alike.
const FLAT = "GBRGB." + "RGBRGB";

describe("the evaluator", () => {
  it("finds the chain a GTR is waiting for, as the rules engine resolves it", () => {
    const potential = detectPotential(parseField(GTR));
    expect(potential).toMatchObject({ chains: 3, needed: 1, column: 1 });
    // Independent check: drop the red on column 1 and let the rules engine resolve it.
    const fired = parseField(GTR);
    fired.drop(1, 1);
    const chain = resolveChain(fired);
    expect(chain.chains).toBe(3);
    expect(potential.score).toBe(chain.score);
  });
  it("ranks the GTR build above a flat field of the same puyos", () => {
    expect(parseField(GTR).count()).toBe(parseField(FLAT).count());
    expect(evaluate(parseField(GTR), WEIGHTS)).toBeGreaterThan(evaluate(parseField(FLAT), WEIGHTS));
  });
  it("counts links: pairs and puyos with two same-colour neighbours", () => {
    // R G over R R: (1,1)-(2,1) and (1,1)-(1,2) are red links; (1,1) has two red neighbours.
    const f = features(parseField("RG....RR...."));
    expect(f.link2).toBe(2);
    expect(f.link3).toBe(1);
    expect(features(Field.empty())).toMatchObject({ chain: 0, link2: 0, link3: 0, bump: 0, danger: 0, blocked: 0, nuisance: 0 });
  });
  it("feels the danger of a tall column 3 and of blocked columns", () => {
    const column = (x: number, h: number) => {
      const f = Field.empty();
      for (let y = 1; y <= h; y++) f.set(x, y, ((y % 4) + 1) as 1);
      return f;
    };
    expect(features(column(3, 10)).danger).toBe(4);
    expect(features(column(3, 8)).danger).toBe(0);
    expect(features(column(2, 12)).blocked).toBe(1);
    expect(features(parseField("OO....")).nuisance).toBe(2);
  });
  it("counts the puyos a trigger needs (at most three)", () => {
    expect(detectPotential(parseField("R....."))).toMatchObject({ chains: 1, needed: 3 });
    expect(detectPotential(parseField("RR...."))).toMatchObject({ chains: 1, needed: 2 });
    expect(detectPotential(parseField(""))).toMatchObject({ chains: 0, needed: 0, column: 0 });
  });
});
