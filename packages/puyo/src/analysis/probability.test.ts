import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { plainByPlacement, plainProbability } from "../../bench/baselines/ppsim.ts";
import { nodeResolver } from "../cli/simd.ts";
import { jsResolver } from "../rules/chain-simd.ts";
import { Field } from "../rules/field.ts";
import { parseField } from "../rules/field-text.ts";
import { applyPlacement, isReachable, placementsOf, type Pair } from "../rules/pair.ts";
import { conditionArb, earlyArb, fieldArb, pairArb } from "./probability/arbitraries.ts";
import { CalculationCancelled, CalculationTooLarge, probability, type Condition, type Shortcuts } from "./probability.ts";

const NONE: Shortcuts = { transposition: false, symmetry: false, dedup: false, earlyExit: false, unordered: false };
const configs: Partial<Shortcuts>[] = [
  {},
  NONE,
  { ...NONE, transposition: true },
  { ...NONE, transposition: true, symmetry: true },
  { ...NONE, dedup: true },
  { ...NONE, earlyExit: true },
  { ...NONE, unordered: true },
];

describe("the calculator agrees exactly with PPSim's plain recursion", () => {
  const resolvers = [jsResolver, nodeResolver()];
  it("has the SIMD chain engine to test (dist/chain.wasm is built by the tests' setup)", () => {
    expect(resolvers.map((r) => r.kind)).toEqual(["js", "simd"]);
  });

  test.prop(
    [
      fc.oneof(fieldArb(0, 4), fieldArb(9, 13)),
      pairArb,
      fc.integer({ min: 1, max: 2 }),
      conditionArb,
      earlyArb,
      fc.constantFrom(...configs),
      fc.constantFrom(...resolvers),
    ],
    { numRuns: 60 },
  )("on random small cases, with every shortcut on, off, or alone, on either chain engine", (field, pair, moves, condition, early, shortcuts, resolver) => {
    const ours = probability({ field, pair, moves, condition, early }, { shortcuts, resolver });
    const settings = { condition, early, nodes: 0 };
    expect(ours.probability).toBe(plainProbability(field, pair, moves, settings));
    const plain = plainByPlacement(field, pair, moves, settings);
    for (const p of ours.placements) {
      const expected = plain.get(`${p.column}/${p.rotation}`) ?? 0;
      // With the current pair already placed (moves = 1) nothing is averaged; otherwise committing
      // to a placement averages over the next pair, as plainByPlacement does.
      expect(p.probability).toBe(expected);
    }
    // The fraction is the decimal, exactly.
    expect(Number(ours.numerator) / Number(ours.denominator)).toBe(ours.probability);
  });

  test.prop([fieldArb(0, 4), pairArb, pairArb, conditionArb], { numRuns: 15 })(
    "with a known next pair: the best placement, then the plain recursion",
    (field, pair, next, condition) => {
      const ours = probability({ field, pair, next: [next], moves: 2, condition });
      let best = 0;
      const settled = field.clone();
      for (const p of placementsOf(pair)) {
        if (!isReachable(settled.heights(), p)) continue;
        const g = settled.clone();
        applyPlacement(g, pair, p);
        best = Math.max(best, plainProbability(g, next, 1, { condition, early: "continue", nodes: 0 }));
      }
      expect(ours.probability).toBe(best);
    },
  );
});

describe("the calculator", () => {
  it("is 1 when the field already meets the condition, and exact fractions reduce", () => {
    const r = probability({ field: parseField("RRRR.."), pair: { axis: 1, child: 1 }, moves: 1, condition: { kind: "chain", chains: 1 } });
    expect(r.fraction).toBe("1/1");
    expect(r.placements.every((p) => p.probability === 1)).toBe(true);
  });
  it("a 1-chain in one move with three reds down is certain for a red pair", () => {
    const r = probability({ field: parseField("RRR..."), pair: { axis: 1, child: 2 }, moves: 1, condition: { kind: "chain", chains: 1 } });
    expect(r.probability).toBe(1);
    expect(r.placements.find((p) => p.column === 4 && p.rotation === 0)?.probability).toBe(1);
    expect(r.placements.find((p) => p.column === 6 && p.rotation === 0)?.probability).toBe(0);
  });
  it("early fire: fail forbids the small chain that continue allows", () => {
    // A red pair pops the reds (1 chain) but a 2-chain is wanted.
    const query = { field: parseField("RRR..."), pair: { axis: 1, child: 1 } as Pair, moves: 1, condition: { kind: "chain", chains: 2 } as Condition };
    expect(probability({ ...query, early: "fail" }).probability).toBe(0);
    expect(probability({ ...query, moves: 2, early: "fail" }).probability).toBeLessThanOrEqual(
      probability({ ...query, moves: 2, early: "continue" }).probability,
    );
  });
  it("reports progress up to 1 and can be cancelled", () => {
    const seen: number[] = [];
    probability(
      { field: parseField("BB.GR."), pair: { axis: 1, child: 2 }, moves: 2, condition: { kind: "chain", chains: 2 } },
      { onProgress: (d) => seen.push(d) },
    );
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((d, i) => i === 0 || d >= seen[i - 1]!)).toBe(true);
    expect(() =>
      probability(
        { field: parseField("BB.GR."), pair: { axis: 1, child: 2 }, moves: 3, condition: { kind: "chain", chains: 3 } },
        { signal: { aborted: true } },
      ),
    ).toThrow(CalculationCancelled);
  });
  it("refuses a field whose X cell is filled after its own chain, and accepts one its chain frees", () => {
    // Column 3 is 12 high: rows 2..12 alternate G and B above row 1.
    const column3 = (row1: string) => Array.from({ length: 11 }, (_, i) => (i % 2 === 0 ? "..G..." : "..B...")).join("") + row1;
    const query = { pair: { axis: 1, child: 2 } as Pair, moves: 2, condition: { kind: "chain", chains: 1 } as Condition };
    const lost = parseField(column3("..R..."));
    expect(lost.isDead()).toBe(true);
    expect(() => probability({ ...query, field: lost })).toThrow("the field is already lost: column 3, row 12 is filled");
    // Four reds across row 1 pop first; column 3 comes down to 11 and the game goes on.
    const freed = parseField(column3("RRRR.."));
    expect(freed.isDead()).toBe(true);
    expect(probability({ ...query, field: freed }).probability).toBe(1);
  });
  it("stops with CalculationTooLarge when the table would pass its bound, instead of growing until V8 aborts", () => {
    const query = { field: Field.empty(), pair: { axis: 1, child: 2 } as Pair, moves: 3, condition: { kind: "chain", chains: 2 } as Condition };
    // The table holds positions with two or more moves left: from an empty field n = 4 needs thousands.
    expect(() => probability({ ...query, moves: 4 }, { maxEntries: 100 })).toThrow(CalculationTooLarge);
    expect(() => probability({ ...query, moves: 4 }, { maxEntries: 100 })).toThrow("the search needs more than 100 positions in memory; ask for fewer moves");
    expect(probability(query).probability).toBe(probability(query, { maxEntries: 1_000_000 }).probability);
  });
  it("reports progress within the first move's searches, rising to 1", () => {
    const shares: number[] = [];
    const query = { field: Field.empty(), pair: { axis: 1, child: 2 } as Pair, moves: 3, condition: { kind: "chain", chains: 2 } as Condition };
    // On the JavaScript engine (the SIMD one answers a node with two moves left in one call).
    probability(query, { onProgress: (share) => shares.push(share), resolver: jsResolver });
    expect(shares.at(-1)).toBe(1);
    expect(shares.every((s, i) => i === 0 || s >= shares[i - 1]!)).toBe(true);
    // Finer than one report per (next pair, child) unit of the first move: 10 classes × 22 children.
    expect(shares.length).toBeGreaterThan(10 * 22);
  });
  it("marks placements the pair cannot reach, with probability 0", () => {
    // Column 2 is 13 high: columns 1 and 2 cannot be reached.
    const field = parseField(".R...." + ".G.....R....".repeat(6));
    const result = probability({ field, pair: { axis: 1, child: 2 }, moves: 1, condition: { kind: "chain", chains: 1 } });
    for (const p of result.placements) {
      const reachable = isReachable(field.heights(), p as Parameters<typeof isReachable>[1]);
      expect(p.reachable, `${p.column}/${p.rotation}`).toBe(reachable);
      if (!reachable) expect(p.probability).toBe(0);
    }
    expect(result.placements.filter((p) => !p.reachable)).toHaveLength(8);
  });
  it("rejects purple and out-of-range moves", () => {
    expect(() => probability({ field: parseField("P....."), pair: { axis: 1, child: 2 }, moves: 1, condition: { kind: "allclear" } })).toThrow(/4 colours/);
    expect(() => probability({ field: Field.empty(), pair: { axis: 1, child: 2 }, moves: 0, condition: { kind: "allclear" } })).toThrow(/moves|whole number/);
  });
});
