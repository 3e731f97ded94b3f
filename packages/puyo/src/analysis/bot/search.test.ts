import { describe, expect, it } from "vitest";
import { NUISANCE } from "../../rules/cells.ts";
import { resolveChain } from "../../rules/chain.ts";
import { parseField } from "../../rules/field-text.ts";
import { applyPlacement, parsePairList } from "../../rules/pair.ts";
import { planFire } from "./policy.ts";
import { detectPotential } from "./evaluate.ts";
import { puyosChance } from "./reply.ts";
import { searchCandidates } from "./search.ts";
import { STRENGTH_CONFIG, WEIGHTS } from "./strengths.ts";

// A 5-chain that YR at 5D fires, on four rows of nuisance: column 3 stands 7 high, so five more
// rows would fill the X. Rows top first.
const READY_FIVE = "G..R.." + "G..Y.B" + "BGGR.R" + "RRRYYR" + "BBBGGR" + "OOOOOO".repeat(4);
// The second pair is purple, a colour the field does not hold: it can never pop anything.
const PAIRS = parsePairList("YR,PP");

function candidates(incoming: number, incomingMoves: number) {
  const field = parseField(READY_FIVE);
  const plan = planFire({ field, pending: 0, incoming, incomingMoves, colors: 4 }, STRENGTH_CONFIG.expert);
  return searchCandidates(field, PAIRS, { weights: WEIGHTS, depth: 2, beam: 60, colors: 4, plan });
}

describe("the search", () => {
  it("drops in-flight nuisance on a line when it lands, less what the line's chains offset", () => {
    // The field really dies under five rows unless the chain fires first (checked by the rules).
    const buried = parseField(READY_FIVE);
    applyPlacement(buried, PAIRS[0]!, { column: 1, rotation: 0 });
    resolveChain(buried);
    for (let r = 0; r < 5; r++) for (let x = 1; x <= 6; x++) buried.drop(x, NUISANCE);
    expect(buried.isDead()).toBe(true);
    // Nothing coming: the search keeps lines that do not fire.
    expect(candidates(0, 1).some((c) => c.chains === 0)).toBe(true);
    // 30 landing after this placement: it is pending for the next one (which can still offset it,
    // but PP fires nothing) and falls after it. Only placements that fire now (and offset some of
    // it, so fewer whole rows fall) live, and the best is the 5-chain that offsets all of it.
    const now = candidates(30, 1);
    for (const c of now) expect(c.chains, JSON.stringify(c)).toBeGreaterThan(0);
    expect(now[0]).toMatchObject({ placement: { column: 5, rotation: 2 }, chains: 5 });
    // Landing after the search's last placement: it is not dropped on any line searched.
    expect(candidates(30, 2).some((c) => c.chains === 0)).toBe(true);
  });
  it("values the reply to nuisance in flight by the puyos its trigger takes (counterOdds)", () => {
    // The only trigger that sends nuisance needs two reds on column 2 (a 2-chain: 360 points,
    // 5 nuisance); one red pops nothing. Rows top first.
    const field = parseField("B....." + "R....." + "R....." + "BBB...");
    const triggers = new Float64Array(32);
    detectPotential(field, 4, undefined, undefined, triggers);
    expect([triggers[1], triggers[2]]).toEqual([0, 360]);
    const plan = (counterOdds: boolean) =>
      planFire({ field, pending: 0, incoming: 60, incomingMoves: 3, colors: 4 }, { ...STRENGTH_CONFIG.expert, counterOdds });
    const best = (counterOdds: boolean) =>
      searchCandidates(field, parsePairList("PP"), { weights: WEIGHTS, depth: 1, beam: 60, colors: 4, plan: plan(counterOdds) })[0]!;
    // The same placement either way; without the odds the two-red trigger counts as if one red
    // fired it (the chance of one red in three pairs), with them as the chance of two.
    expect(best(true).placement).toEqual(best(false).placement);
    const reply = STRENGTH_CONFIG.expert.reply;
    expect(best(false).value - best(true).value).toBeCloseTo(reply * 5 * (puyosChance(4, 3, 1) - puyosChance(4, 3, 2)), 6);
  });
});
