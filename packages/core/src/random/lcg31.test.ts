import { describe, expect, it } from "vitest";
import { Lcg31 } from "./lcg31.ts";

/** The LCG computed exactly with BigInt: the definition the 32-bit code must match. */
function exactLcg(state: bigint): bigint {
  return (state * 1103515245n + 12345n) % 2n ** 31n;
}

/** The source article's version, on doubles, kept here only to show what goes wrong with it. */
function articleLcg(state: number): number {
  return (state * 1103515245 + 12345) & 0x7fffffff;
}

describe("lcg31 (weak, for demonstrations)", () => {
  it("matches the exact integer definition", () => {
    const lcg = new Lcg31(12345);
    let exact = 12345n;
    for (let i = 0; i < 1000; i++) {
      exact = exactLcg(exact);
      expect(lcg.next31()).toBe(Number(exact));
    }
  });

  it("differs from the article's double arithmetic, which loses the product's low bits", () => {
    let article = 12345;
    let exact = 12345n;
    let firstDifference = -1;
    for (let i = 0; i < 10 && firstDifference < 0; i++) {
      article = articleLcg(article);
      exact = exactLcg(exact);
      if (article !== Number(exact)) firstDifference = i;
    }
    // 12345 · 1103515245 < 2^53 is still exact; the second step's product is not.
    expect(firstDifference).toBe(1);
  });

  it("shows why it is weak: the lowest state bit just alternates", () => {
    const lcg = new Lcg31(7);
    const lowBits = Array.from({ length: 8 }, () => lcg.next31() & 1);
    expect(lowBits).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
  });

  it("puts its 31 bits at the top of a 32-bit word (bit 0 always zero)", () => {
    const lcg = new Lcg31(99);
    for (let i = 0; i < 100; i++) expect(lcg.nextU32() % 2).toBe(0);
    expect(new Lcg31(5).getState()).toEqual([5]);
    expect(() => new Lcg31(2 ** 31)).toThrow(/\[0, 2\^31\)/);
  });
});
