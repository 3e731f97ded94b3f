// Hand-checked odds, monotonicity in the number of draws, the 13/14-tile relation, the scorer
// wiring, input errors, the work bound, cancellation and progress. Exactness against a brute
// force is in odds.brute-force.test.ts.
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { createScorer } from "../../rules/score/score.ts";
import { situation } from "../../rules/score/situation.ts";
import { parseHand, type Hand } from "../hand.ts";
import { shanten } from "../shanten.ts";
import { countsOf, parseTileList, type Tile } from "../tiles.ts";
import { nearCompleteHand } from "./near-hands.ts";
import { discardOdds, handOdds, MAX_DRAWS } from "./odds.ts";
import { OddsCancelled, OddsTooExpensive } from "./limits.ts";

/** C(n, k) as a float (small arguments). */
function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

const KOKUSHI = parseHand("19m19p19s1234567z");

describe("hand-checked odds", () => {
  it("thirteen orphans waiting on all 13 kinds: 39 outs of 123, P(win within n) = 1 − C(84, n)/C(123, n)", () => {
    for (let n = 1; n <= 4; n++) {
      const odds = handOdds(KOKUSHI, { draws: n });
      expect(odds.unseen).toBe(123);
      expect(odds.win).toBeCloseTo(1 - choose(84, n) / choose(123, n), 12);
      expect(odds.tenpai).toBe(1);
    }
    expect(handOdds(KOKUSHI, { draws: 1 }).win).toBe(39 / 123);
  });

  it("seen tiles leave fewer outs: with every 1m, 9m and East seen, 30 of 114", () => {
    const seen = parseTileList("111999m111z");
    const odds = handOdds(KOKUSHI, { draws: 2, seen, situation: { dora: [] } });
    expect(odds.unseen).toBe(114);
    expect(odds.win).toBeCloseTo(1 - choose(84, 2) / choose(114, 2), 12);
  });

  it("expected score = P(win) × the value of the one win (a 13-sided double yakuman, dealer tsumo)", () => {
    const counts = countsOf(parseTileList("119m19p19s1234567z"));
    const value = createScorer(situation({ tsumo: true }))(counts, 0)!.points.hand;
    expect(value).toBe(96000);
    const odds = handOdds(KOKUSHI, { draws: 3 });
    expect(odds.expectedScore).toBeCloseTo(odds.win * value, 6);
  });

  it("a hand already tenpai has tenpai 1; a far hand has 0 within too few draws", () => {
    expect(handOdds(parseHand("123m456p789s1122z"), { draws: 1 })).toMatchObject({ tenpai: 1, win: 4 / 123 });
    // 4-shanten: tenpai needs 4 useful draws, a win 5.
    const far = parseHand("2468m2468p2468s5z");
    expect(shanten(countsOf(far.concealed))).toBeGreaterThan(3);
    expect(handOdds(far, { draws: 3 })).toMatchObject({ win: 0, tenpai: 0, expectedScore: 0 });
  });

  it("a pon's tiles count as seen: 3z tanki beside [333z] has no outs, the pair wait of 1z/2z two", () => {
    const odds = handOdds(parseHand("123m456p1122z [333z]"), { draws: 1, seen: parseTileList("12z") });
    expect(odds.unseen).toBe(136 - 10 - 3 - 2);
    expect(odds.win).toBe(2 / 121);
  });
});

describe("properties", () => {
  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 2 })], { numRuns: 12 })(
    "more draws never lower a number (13-tile hands, 1 → 2 → 3 draws)",
    (seed, swaps) => {
      const hand = nearCompleteHand(`odds-near-${seed}`, 13, swaps);
      let previous = { win: 0, tenpai: 0, expectedScore: 0 };
      for (let draws = 1; draws <= 3; draws++) {
        const odds = handOdds(hand, { draws });
        expect(odds.win).toBeGreaterThanOrEqual(previous.win - 1e-15);
        expect(odds.tenpai).toBeGreaterThanOrEqual(previous.tenpai - 1e-15);
        expect(odds.expectedScore).toBeGreaterThanOrEqual(previous.expectedScore - 1e-9);
        expect(odds.win).toBeLessThanOrEqual(odds.tenpai);
        previous = odds;
      }
    },
  );

  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 2 }), fc.constantFrom("win", "tenpai", "score")], { numRuns: 10 })(
    "a 14-tile hand's best discard has the numbers of the 13-tile hand left (the discard counted as seen)",
    (seed, draws, goal) => {
      const hand = nearCompleteHand(`odds-near-${seed}`, 14, 1 + (seed % 2));
      const rows = discardOdds(hand, { draws, goal });
      const best = rows[0]!;
      const key = goal === "score" ? "expectedScore" : goal;
      for (const row of rows) expect(row[key]).toBeLessThanOrEqual(best[key]);
      const at = hand.concealed.findIndex((t) => t.kind === best.discard);
      const discarded: Tile = hand.concealed[at]!;
      const rest: Hand = { concealed: hand.concealed.filter((_, i) => i !== at), melds: [] };
      const alone = handOdds(rest, { draws, seen: [discarded] });
      expect(alone.win).toBeCloseTo(best.win, 12);
      expect(alone.tenpai).toBeCloseTo(best.tenpai, 12);
      expect(alone.expectedScore).toBeCloseTo(best.expectedScore, 8);
    },
  );
});

describe("the expected score follows the situation", () => {
  it("a dora raises it, a non-dealer seat lowers it", () => {
    // Pinfu tanyao tenpai on 2-5p: every win has yaku.
    const hand = parseHand("234m567m345s66s34p");
    const plain = handOdds(hand, { draws: 2 });
    const dora = handOdds(hand, { draws: 2, situation: { dora: [12] } }); // indicator 4p → dora 5p
    const south = handOdds(hand, { draws: 2, situation: { seatWind: 1 } });
    expect(plain.expectedScore).toBeGreaterThan(0);
    expect(dora.expectedScore).toBeGreaterThan(plain.expectedScore);
    expect(south.expectedScore).toBeLessThan(plain.expectedScore);
    // The indicator is seen: one fewer unseen tile.
    expect(dora.unseen).toBe(plain.unseen - 1);
  });
});

describe("bad requests", () => {
  const hand = parseHand("123m456p789s1122z");
  it("names the problem and where", () => {
    expect(() => handOdds(hand, { draws: 0 })).toThrow(expect.objectContaining({ where: "--draws" }));
    expect(() => handOdds(hand, { draws: MAX_DRAWS + 1 })).toThrow(expect.objectContaining({ where: "--draws" }));
    expect(() => handOdds(hand, { draws: 2, seen: parseTileList("111z") })).toThrow(/1z appears 5 times/);
    expect(() => discardOdds(hand, { draws: 1 })).toThrow(/need 14/);
    expect(() => handOdds(parseHand("123m406p789s1122z"), { draws: 1, seen: parseTileList("0p") })).toThrow(/a second red five 0p/);
    expect(() => handOdds(parseHand("123m456p789s1122z3z"), { draws: 1 })).toThrow(/need 13/);
    // Everything seen but 10 tiles: more draws asked for than tiles left.
    const own = countsOf(hand.concealed);
    const rest = own.flatMap((c, kind) => Array.from({ length: 4 - c }, () => ({ kind, red: false })));
    expect(() => handOdds(hand, { draws: 11, seen: rest.slice(10) })).toThrow(/asks for 11 draws but only 10 tiles are unseen/);
  });

  it("stops at the state budget with a reason that asks for fewer draws", () => {
    expect(() => discardOdds(parseHand("222567m345p33667s"), { draws: 4, maxStates: 5000 })).toThrow(OddsTooExpensive);
    expect(() => discardOdds(parseHand("222567m345p33667s"), { draws: 4, maxStates: 5000 })).toThrow(/fewer draws/);
  });

  it("refuses a request beyond the budget before its search starts (no progress reported)", () => {
    const progress: number[] = [];
    expect(() => discardOdds(parseHand("23456m34567p3457s"), { draws: 4, onProgress: (done) => progress.push(done) })).toThrow(
      "needs more than 250,000 search states for 4 draws: ask for fewer draws",
    );
    expect(progress).toEqual([]);
  });

  it("can be cancelled between discards and inside the search, and reports progress", () => {
    const calls: [number, number][] = [];
    const rows = discardOdds(parseHand("222567m345p33667s"), { draws: 2, onProgress: (done, total) => calls.push([done, total]) });
    expect(calls[0]).toEqual([0, rows.length]);
    expect(calls.at(-1)).toEqual([rows.length, rows.length]);
    expect(calls.map(([done]) => done)).toEqual(Array.from({ length: rows.length + 1 }, (_, i) => i));
    expect(() => discardOdds(parseHand("222567m345p33667s"), { draws: 2, signal: { aborted: true } })).toThrow(OddsCancelled);
    let reads = 0;
    const later = {
      get aborted() {
        return ++reads > 3;
      },
    };
    expect(() => discardOdds(parseHand("222567m345p33667s"), { draws: 4, signal: later })).toThrow(OddsCancelled);
  });
});
