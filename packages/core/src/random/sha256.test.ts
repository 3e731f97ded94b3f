import { createHash } from "node:crypto";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { fromHex, sha256, toHex } from "./sha256.ts";

const text = (s: string) => new TextEncoder().encode(s);

describe("sha256", () => {
  it("matches the FIPS 180-2 examples", () => {
    expect(toHex(sha256(text("abc")))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(toHex(sha256(text("")))).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(toHex(sha256(text("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")))).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
  });

  it("handles lengths around the 55/56/64-byte padding boundaries", () => {
    for (const n of [55, 56, 57, 63, 64, 65, 119, 120]) {
      const message = new Uint8Array(n).fill(0x61);
      expect(toHex(sha256(message))).toBe(createHash("sha256").update(message).digest("hex"));
    }
  });

  test.prop([fc.uint8Array({ maxLength: 300 })])("agrees with Node's crypto on any bytes", (message) => {
    expect(toHex(sha256(message))).toBe(createHash("sha256").update(message).digest("hex"));
  });

  test.prop([fc.uint8Array({ maxLength: 64 })])("hex round-trips", (bytes) => {
    expect(fromHex(toHex(bytes))).toEqual(bytes);
  });
});
