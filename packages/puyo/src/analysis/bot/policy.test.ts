import { describe, expect, it } from "vitest";
import { parseField } from "../../rules/field-text.ts";
import { detectPotential } from "./evaluate.ts";
import { attackOf, fireValue, nuisanceToKill, planFire, type FireRules } from "./policy.ts";

// A field holding a 5-chain (bots.test.ts fires it), 22 colour puyos. Rows top first.
const READY_FIVE = parseField("G..R.." + "G..Y.B" + "BGGR.R" + "RRRYYR" + "BBBGGR");
const RULES: FireRules = { target: 11, crowd: 60, versusTiming: true, reply: 30, guard: 15 };
// A 5-chain's score and its 22 cleared puyos, for fireValue.
const FIVE = { chains: 5, score: 6000, cleared: 22 };

describe("the firing policy", () => {
  it("waits for the target in solo and fires the main chain once crowded", () => {
    expect(planFire({ field: READY_FIVE, pending: 0, colors: 4 }, RULES).wanted).toBe(11);
    // Crowded at 20 puyos: the main chain or one a step shorter is wanted, not fragments. One
    // colour alone (the detector's probe) triggers 4 of the field's 5 chains (YR triggers all 5).
    expect(detectPotential(READY_FIVE).chains).toBe(4);
    expect(planFire({ field: READY_FIVE, pending: 0, colors: 4 }, { ...RULES, crowd: 20 }).wanted).toBe(3);
  });
  it("pays for a chain below the target with its puyos, and rewards one at the target", () => {
    const plan = planFire({ field: READY_FIVE, pending: 0, colors: 4 }, RULES);
    expect(fireValue(plan, FIVE.chains, FIVE.score, FIVE.cleared, 0)).toBeLessThan(0);
    expect(fireValue(plan, 11, 100_000, 44, 0)).toBeGreaterThan(0);
  });
  it("counters nuisance still in flight with the placements made before it lands and the one after (it is pending then)", () => {
    const plan = planFire({ field: READY_FIVE, pending: 0, incoming: 60, incomingMoves: 1, colors: 4 }, RULES);
    expect(plan.counter).toBe(true);
    expect(fireValue(plan, FIVE.chains, FIVE.score, FIVE.cleared, 0)).toBeGreaterThan(0);
    expect(fireValue(plan, FIVE.chains, FIVE.score, FIVE.cleared, 1)).toBeGreaterThan(0);
    // After that placement it has fallen: nothing left to offset, and a 5-chain is below target.
    expect(fireValue(plan, FIVE.chains, FIVE.score, FIVE.cleared, 2)).toBeLessThan(0);
  });
  it("a counter in full: a part-counter earns its share of the fire bonus, a full one all of it", () => {
    const situation = { field: READY_FIVE, pending: 0, incoming: 170, incomingMoves: 4, colors: 4 };
    const half = planFire(situation, RULES);
    const full = planFire(situation, { ...RULES, fullCounter: true });
    expect(half.fullCounter).toBe(false);
    expect(full.fullCounter).toBe(true);
    // The 5-chain offsets 85 of 170: half, so a counter under both rules; in full it earns half.
    expect(fireValue(full, FIVE.chains, FIVE.score, FIVE.cleared, 0)).toBeLessThan(fireValue(half, FIVE.chains, FIVE.score, FIVE.cleared, 0) - 2000);
    // A chain offsetting all of it earns the same under both rules.
    expect(fireValue(full, 6, 12_000, 28, 1)).toBe(fireValue(half, 6, 12_000, 28, 1));
    // Desperate (the fall fills the X): any counter earns all of it.
    const tall = parseField("OOOOOO".repeat(9) + "RGBYRG");
    const desperate = planFire({ field: tall, pending: 170, colors: 4 }, { ...RULES, fullCounter: true });
    expect(desperate.desperate).toBe(true);
    expect(fireValue(desperate, FIVE.chains, FIVE.score, FIVE.cleared, 0)).toBe(
      fireValue(planFire({ field: tall, pending: 170, colors: 4 }, RULES), FIVE.chains, FIVE.score, FIVE.cleared, 0),
    );
  });
  it("is desperate when the next fall would fill the X", () => {
    const tall = parseField("OOOOOO".repeat(9) + "RGBYRG");
    expect(planFire({ field: tall, pending: 12, colors: 4 }, RULES)).toMatchObject({ desperate: true, counter: true });
    expect(planFire({ field: READY_FIVE, pending: 12, colors: 4 }, RULES)).toMatchObject({ desperate: false, counter: false });
  });
  it("knows what kills: enough nuisance to fill column 3, beyond the opponent's reply", () => {
    expect(nuisanceToKill(parseField("RGBYRG"))).toBe(66);
    expect(attackOf(6000)).toBe(85);
    const opponent = { field: parseField("RGBYRG".repeat(2)), pending: 6, busy: false };
    const plan = planFire({ field: READY_FIVE, pending: 0, colors: 4, opponent }, RULES);
    // 60 to fill column 3 from row 2, minus the 6 already coming, and no chain to reply with.
    expect(plan.killNeed).toBe(54);
    expect(plan.vulnerable).toBe(true);
  });
  it("does not provoke: a small attack on an opponent holding a bigger answer is paid for", () => {
    // The opponent holds READY_FIVE (a 4-chain one colour fires: 40-odd nuisance back).
    const holding = { field: READY_FIVE, pending: 0, busy: false };
    const empty = { field: parseField("RGBYRG"), pending: 0, busy: false };
    const small = { chains: 2, score: 700, cleared: 8 }; // 10 nuisance
    const against = (opponent: typeof empty) => planFire({ field: READY_FIVE, pending: 0, colors: 4, opponent }, RULES);
    expect(against(holding).answer).toBeGreaterThan(attackOf(small.score));
    expect(against(empty).answer).toBe(0);
    expect(fireValue(against(holding), small.chains, small.score, small.cleared, 0)).toBeLessThan(
      fireValue(against(empty), small.chains, small.score, small.cleared, 0),
    );
    // A busy opponent (mid-chain) cannot answer now.
    expect(against({ ...holding, busy: true }).answer).toBe(0);
  });
});
