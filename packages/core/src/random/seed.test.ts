import { inputErrorText } from "../testing.ts";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { InputError } from "../errors.ts";
import { toHex } from "./sha256.ts";
import { forkKey, keyWords, seedKey, seedText } from "./seed.ts";

describe("seeds", () => {
  it("treats a number as its decimal string", () => {
    expect(seedText(42)).toBe("42");
    expect(toHex(seedKey(42))).toBe(toHex(seedKey("42")));
    expect(seedText(-7)).toBe("-7");
  });

  it("keys a seed by SHA-256 of its UTF-8 text (documented, so other tools can reproduce it)", () => {
    expect(toHex(seedKey("abc"))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    // UTF-8, not UTF-16: "é" is the two bytes c3 a9.
    expect(toHex(seedKey("é"))).toBe(toHex(seedKey("\u00e9")));
  });

  it("keeps strings exactly: case and spaces matter", () => {
    expect(toHex(seedKey("Abc"))).not.toBe(toHex(seedKey("abc")));
    expect(toHex(seedKey("abc "))).not.toBe(toHex(seedKey("abc")));
  });

  it("rejects bad seeds with a reason and a place", () => {
    const bad: [unknown, RegExp][] = [
      ["", /seed: must not be empty/],
      ["x".repeat(129), /at most 128 characters, got 129/],
      ["ab\ncd", /control characters \(one at index 2\)/],
      [1.5, /safe integer, got 1.5/],
      [2 ** 60, /safe integer/],
      [null, /got null/],
      [{}, /got an object/],
    ];
    for (const [seed, message] of bad) {
      expect(() => seedText(seed as string)).toThrow(InputError);
      expect(inputErrorText(() => seedText(seed as string))).toMatch(message);
    }
  });

  it("forks by hashing the parent key with the label", () => {
    const parent = seedKey("abc");
    const child = forkKey(parent, "pieces");
    expect(child).toHaveLength(32);
    expect(toHex(child)).not.toBe(toHex(forkKey(parent, "garbage")));
    expect(toHex(child)).toBe(toHex(forkKey(seedKey("abc"), "pieces")));
    expect(inputErrorText(() => forkKey(parent, ""))).toMatch(/non-empty/);
  });

  it("reads key words little-endian", () => {
    const key = new Uint8Array([1, 0, 0, 0, 0, 0, 0, 0x80]);
    expect(keyWords(key, 2)).toEqual([1, 0x80000000]);
  });

  test.prop([fc.string({ minLength: 1, maxLength: 128 }).filter((s) => !/[\u0000-\u001f\u007f]/.test(s))])(
    "accepts any printable text up to 128 characters, unchanged",
    (s) => {
      expect(seedText(s)).toBe(s);
    },
  );
});
