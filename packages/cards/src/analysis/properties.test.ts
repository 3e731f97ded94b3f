// Property tests over the lab's building blocks: random deck sizes, parameters, seeds and data.
import { inflateSync } from "node:zlib";
import { fc, test } from "@fast-check/vitest";
import { Rng } from "@arcade/core";
import { formatRoutine, freshDeck, parseRoutine, SHUFFLE_METHODS } from "../shuffle/routine.ts";
import { describe, expect } from "vitest";
import { risingOf } from "./deck-stats.ts";
import { orderingCount, parseFamily, rankFamily } from "./experiments.ts";
import { riffleInto } from "./fast-riffle.ts";
import { toDecimal, toNumber } from "./fraction.ts";
import { expectedHeatmap } from "./heatmap.ts";
import { toPng, zlibStored } from "./image.ts";
import { denseOf, methodKernel } from "./kernels.ts";
import { addStep, removeStep } from "./lab-session.ts";
import { makeLab } from "./params.ts";

const methods = fc.constantFrom(...SHUFFLE_METHODS);

describe("kernels and heatmaps", () => {
  test.prop(
    [
      fc.integer({ min: 2, max: 40 }),
      fc.double({ min: 1, max: 30, noNaN: true }),
      fc.double({ min: 0, max: 8, noNaN: true }),
      fc.double({ min: 0, max: 12, noNaN: true }),
      methods,
    ],
    { numRuns: 40 },
  )("every kernel is doubly stochastic (a shuffle is a bijection of positions)", (cards, packet, packetSd, cutSd, method) => {
    const lab = makeLab({ cards, packet, packetSd, cutSd, piles: Math.min(10, cards) });
    const m = denseOf(methodKernel(method, lab));
    for (let i = 0; i < cards; i++) {
      let row = 0;
      let column = 0;
      for (let j = 0; j < cards; j++) {
        row += m[i * cards + j]!;
        column += m[j * cards + i]!;
        expect(m[i * cards + j]).toBeGreaterThanOrEqual(0);
      }
      expect(row).toBeCloseTo(1, 9);
      expect(column).toBeCloseTo(1, 9);
    }
  });
  test.prop([fc.array(methods, { minLength: 1, maxLength: 8 }), fc.integer({ min: 2, max: 30 })], { numRuns: 40 })(
    "a routine's heatmap is doubly stochastic",
    (list, cards) => {
      const steps = list.reduce((s, m) => addStep(s, m), parseRoutine("R").slice(0, 0));
      const h = expectedHeatmap(steps, makeLab({ cards, piles: Math.min(10, cards) }));
      for (let c = 0; c < cards; c++) {
        let sum = 0;
        for (let j = 0; j < cards; j++) sum += h.p[c * cards + j]!;
        expect(sum).toBeCloseTo(1, 9);
      }
    },
  );
});

describe("routines", () => {
  test.prop([fc.array(methods, { maxLength: 20 })])("adding then removing steps round-trips, and the text parses back", (list) => {
    let steps = list.reduce((s, m) => addStep(s, m), parseRoutine("R").slice(0, 0));
    if (steps.length > 0) expect(parseRoutine(formatRoutine(steps))).toEqual(steps);
    expect(steps.reduce((n, s) => n + s.times, 0)).toBe(list.length);
    for (let i = 0; i < list.length; i++) steps = removeStep(steps);
    expect(steps).toEqual([]);
  });
  test.prop([fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })], { numRuns: 30 })(
    "a family ranks each distinct ordering once",
    (d, r, h) => {
      const parts = [d ? `D${d}` : "", r ? `R${r}` : "", h ? `H${h}` : ""].filter(Boolean).join(" ");
      if (parts === "") return;
      const family = parseFamily(parts);
      const ranked = rankFamily(family, makeLab({ cards: 12, piles: 3 }));
      expect(ranked.length).toBe(orderingCount(family[0]!));
      expect(new Set(ranked.map((x) => x.routine)).size).toBe(ranked.length);
    },
  );
});

describe("riffleInto", () => {
  test.prop([fc.integer({ min: 1, max: 200 }), fc.string({ minLength: 1, maxLength: 12 })])(
    "gives a permutation with at most 2 rising sequences",
    (n, seed) => {
      const src = Int32Array.from(freshDeck(n));
      const dst = new Int32Array(n);
      riffleInto(src, dst, Rng.from(seed));
      expect([...dst].sort((a, b) => a - b)).toEqual(freshDeck(n));
      expect(risingOf(dst)).toBeLessThanOrEqual(2);
    },
  );
});

describe("fractions and encoders", () => {
  test.prop([fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 30n })])("toNumber and toDecimal agree with each other", (num, den) => {
    const f = { num, den };
    // The 12-digit decimal is off by at most 5e-13; each conversion to a double by at most a few
    // units in the last place (a relative 2^-51 covers both roundings, even for 7e19, where a unit
    // is 8192: a case fast-check found).
    const value = toNumber(f);
    expect(Math.abs(Number(toDecimal(f, 12)) - value)).toBeLessThanOrEqual(Math.max(Math.abs(value) * 2 ** -51, 1e-12));
  });
  test.prop([fc.uint8Array({ maxLength: 70_000 })], { numRuns: 20 })("zlib stored streams inflate back", (data) => {
    expect(Buffer.compare(inflateSync(zlibStored(data)), Buffer.from(data))).toBe(0);
  });
  test.prop([fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), fc.integer()])("PNG pixels survive the encoder", (width, height, salt) => {
    const pixels = Uint8Array.from({ length: width * height }, (_, i) => (i * 37 + salt) & 0xff);
    const png = toPng({ width, height, pixels });
    const idatLength = new DataView(png.buffer).getUint32(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    for (let y = 0; y < height; y++)
      expect(Buffer.compare(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), Buffer.from(pixels.subarray(y * width, (y + 1) * width)))).toBe(0);
  });
});
