import { Rng } from "@arcade/core";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { Field } from "./field.ts";
import { parseField, printField } from "./field-text.ts";
import { PuyoGame } from "./game.ts";
import { CYCLE_PAIRS, PairQueue } from "./generator.ts";
import { ALL_CLEAR_NUISANCE, convertPoints, dropNuisance, offset, targetPoints } from "./nuisance.ts";
import { Versus } from "./versus.ts";

describe("nuisance", () => {
  it("converts 4840 points (the sheet's 5-chain) into 69 nuisance with 10 carried", () => {
    expect(convertPoints(4840, 0)).toEqual({ nuisance: 69, carry: 10 });
    expect(convertPoints(60, 10)).toEqual({ nuisance: 1, carry: 0 });
  });
  it("follows the margin-time table of target points", () => {
    const times = [0, 95, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256, 400];
    expect(times.map((t) => targetPoints(t))).toEqual([70, 70, 52, 35, 26, 17, 13, 8, 6, 4, 3, 2, 1, 1]);
  });
  it("offsets new nuisance against pending nuisance first", () => {
    expect(offset(10, 4)).toEqual({ pending: 0, sent: 6 });
    expect(offset(3, 10)).toEqual({ pending: 7, sent: 0 });
  });
  it("drops at most 30, whole rows first, the rest in distinct columns", () => {
    const rng = Rng.from("drop");
    const field = Field.empty();
    expect(dropNuisance(field, 40, rng)).toBe(30);
    expect(field.heights()).toEqual([5, 5, 5, 5, 5, 5]);
  });
  test.prop([fc.integer({ min: 0, max: 29 }), fc.stringMatching(/^[a-z0-9]{1,12}$/)])("a partial row goes to distinct columns", (n, seed) => {
    const field = Field.empty();
    dropNuisance(field, n, Rng.from(seed));
    const heights = field.heights();
    expect(heights.reduce((a, b) => a + b)).toBe(n);
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
  });
  it("the all-clear bonus is one rock (30 nuisance)", () => {
    expect(ALL_CLEAR_NUISANCE).toBe(30);
  });
});

describe("the pair generator", () => {
  test.prop([fc.stringMatching(/^[a-z0-9]{1,12}$/)])("the same seed gives the same pairs; the first two pairs use at most 3 colours", (seed) => {
    const a = new PairQueue(seed);
    const b = new PairQueue(seed);
    expect(a.pairs(0, 20)).toEqual(b.pairs(0, 20));
    const opening = new Set(a.pairs(0, 2).flatMap((p) => [p.axis, p.child]));
    expect(opening.size).toBeLessThanOrEqual(3);
    expect(a.pair(5)).toEqual(a.pair(5 + CYCLE_PAIRS));
  });
  it("a 4-colour cycle holds about 64 of each colour (exactly, up to the 4 copied opening puyos)", () => {
    const q = new PairQueue("balance");
    const counts = [0, 0, 0, 0, 0, 0];
    for (const p of q.pairs(0, CYCLE_PAIRS)) {
      counts[p.axis]!++;
      counts[p.child]!++;
    }
    expect(counts.slice(1, 5).every((c) => Math.abs(c - 64) <= 4)).toBe(true);
    expect(counts[5]).toBe(0);
  });
  it("5 colours use purple", () => {
    const q = new PairQueue("five", 5);
    expect(q.pairs(0, CYCLE_PAIRS).some((p) => p.axis === 5 || p.child === 5)).toBe(true);
  });
});

describe("the game", () => {
  it("places, chains, scores and undoes", () => {
    const game = new PuyoGame({ seed: "g", field: parseField("RRR...") });
    const before = printField(game.field);
    const pair = game.current;
    game.place({ column: 6, rotation: 0 });
    expect(game.index).toBe(1);
    expect(game.undo()).toBe(true);
    expect(printField(game.field)).toBe(before);
    expect(game.current).toEqual(pair);
    expect(game.undo()).toBe(false);
  });
  it("scores a chain the pair completes and sends nuisance", () => {
    // Find a seed whose first pair's axis can complete a red 4 (the field has 3 reds).
    for (let i = 0; i < 50; i++) {
      const game = new PuyoGame({ seed: `chain-${i}`, field: parseField("RRR...") });
      if (game.current.axis !== 1) continue;
      const turn = game.place({ column: 4, rotation: 0 });
      expect(turn.chain.chains).toBe(1);
      expect(game.score).toBe(40);
      expect(game.maxChain).toBe(1);
      return;
    }
    throw new Error("no seed with a red axis first");
  });
  it("ends when the X (3,12) is filled", () => {
    const rows = Array.from({ length: 11 }, (_, i) => (i % 2 ? "BYBYBY" : "YBYBYB")).join("");
    const game = new PuyoGame({ seed: "x", field: parseField(rows) });
    expect(game.over).toBe(false);
    const turn = game.place({ column: 3, rotation: 0 });
    expect(turn.over).toBe(true);
    expect(() => game.place({ column: 1, rotation: 0 })).toThrow(/over/);
  });
  it("refuses unreachable placements", () => {
    const game = new PuyoGame({ seed: "r", field: parseField("......" + ".O....".repeat(12)) });
    expect(() => game.place({ column: 1, rotation: 0 })).toThrow(/cannot be reached/);
  });
  it("versus: both players get the same pairs, nuisance is sent and falls", () => {
    const v = new Versus("vs");
    expect(v.players[0].pairsPreview()).toEqual(v.players[1].pairsPreview());
    v.players[1].receive(8);
    v.play(1, { column: 1, rotation: 0 });
    expect(v.players[1].field.count()).toBe(2 + 8);
    expect(v.players[1].pending).toBe(0);
    expect(v.winner).toBeNull();
  });
});
