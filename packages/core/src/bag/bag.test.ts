import { inputErrorText } from "../testing.ts";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { InputError } from "../errors.ts";
import { Rng } from "../random/rng.ts";
import { Bag } from "./bag.ts";

/** Seven items, so the figures match a 7-bag's (any game's contents behave the same). */
const ITEMS = ["a", "b", "c", "d", "e", "f", "g"] as const;
const bagOf = (seed: string) => new Bag(ITEMS, Rng.from(seed).fork("items"));

const deal = <T>(bag: Bag<T>, n: number) => Array.from({ length: n }, () => bag.next());
/** The most pieces that ever come between two of the same piece. */
function longestGap(pieces: string[]): number {
  const last = new Map<string, number>();
  let longest = 0;
  pieces.forEach((p, i) => {
    const previous = last.get(p);
    if (previous !== undefined) longest = Math.max(longest, i - previous - 1);
    last.set(p, i);
  });
  return longest;
}

const seeds = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/[\u0000-\u001f\u007f]/.test(s));

describe("a bag of seven", () => {
  test.prop([seeds, fc.integer({ min: 1, max: 30 })])("every aligned window of 7 is a permutation of the 7 pieces", (seed, bags) => {
    const pieces = deal(bagOf(seed), bags * 7);
    for (let b = 0; b < bags; b++) expect(pieces.slice(b * 7, b * 7 + 7).sort()).toEqual([...ITEMS].sort());
  });

  test.prop([seeds])("never leaves more than 12 pieces between two of the same piece", (seed) => {
    expect(longestGap(deal(bagOf(seed), 700))).toBeLessThanOrEqual(12);
  });

  it("reaches the 12-piece gap (first of one bag, last of the next)", () => {
    expect(longestGap(deal(bagOf("gap"), 7000))).toBe(12);
  });

  it("deals the same piece twice in a row at about one bag boundary in seven (never inside a bag)", () => {
    // The source article says a 7-bag never repeats a piece back to back; across a bag boundary
    // the last piece of one bag equals the first of the next with probability 1/7.
    const bags = 14_000;
    const pieces = deal(bagOf("repeats"), bags * 7);
    let atBoundary = 0;
    for (let i = 1; i < pieces.length; i++) {
      if (pieces[i] !== pieces[i - 1]) continue;
      expect(i % 7).toBe(0);
      atBoundary++;
    }
    const rate = atBoundary / (bags - 1);
    // 1/7 = 0.1429; the standard error over 14 000 boundaries is 0.003.
    expect(rate).toBeGreaterThan(0.13);
    expect(rate).toBeLessThan(0.156);
  });

  it("deals by its seed and stream alone", () => {
    expect(deal(bagOf("s"), 21)).toEqual(deal(bagOf("s"), 21));
    expect(deal(bagOf("s"), 21)).not.toEqual(deal(bagOf("t"), 21));
    expect(deal(bagOf("s"), 21)).not.toEqual(deal(new Bag(ITEMS, Rng.from("s").fork("other")), 21));
  });
});

describe("Bag", () => {
  test.prop([seeds, fc.array(fc.nat(9), { maxLength: 20 })])("peek(n) shows what next() will deal and never changes the order", (seed, peeks) => {
    const plain = bagOf(seed);
    const peeking = bagOf(seed);
    for (const n of peeks) {
      const ahead = peeking.peek(n);
      expect(ahead).toEqual(plain.peek(n));
      expect(deal(peeking, Math.min(n, 3))).toEqual(ahead.slice(0, Math.min(n, 3)));
      deal(plain, Math.min(n, 3));
    }
    expect(deal(peeking, 14)).toEqual(deal(plain, 14));
  });

  test.prop([seeds, fc.nat(40), fc.nat(10)])("serialises to JSON and continues exactly", (seed, drawn, peeked) => {
    const bag = bagOf(seed);
    deal(bag, drawn);
    bag.peek(peeked);
    const copy = Bag.fromJSON(JSON.parse(JSON.stringify(bag)) as ReturnType<typeof bag.toJSON>);
    expect(deal(copy, 30)).toEqual(deal(bag, 30));
  });

  it("works over any list, not just tetrominoes", () => {
    const bag = new Bag([1, 2, 3], Rng.from("numbers"));
    const out = deal(bag, 9);
    for (let b = 0; b < 3; b++) expect(out.slice(b * 3, b * 3 + 3).sort()).toEqual([1, 2, 3]);
  });

  it("rejects empty bags and malformed saved state", () => {
    expect(() => new Bag([], Rng.from("x"))).toThrow(InputError);
    expect(inputErrorText(() => Bag.fromJSON(null as never))).toMatch(/^bag: must be an object/);
    const good = bagOf("x").toJSON();
    expect(inputErrorText(() => Bag.fromJSON({ ...good, items: "IOT" as never }))).toMatch(/^bag\.items: must be an array/);
    expect(inputErrorText(() => Bag.fromJSON({ ...good, queue: 3 as never }))).toMatch(/^bag\.queue: must be an array/);
    expect(inputErrorText(() => Bag.fromJSON({ ...good, rng: { ...good.rng, key: "" } }))).toMatch(/^bag\.rng\.key/);
    expect(() => bagOf("x").peek(-1)).toThrow(/non-negative/);
  });
});
