import { deflateSync, inflateSync } from "node:zlib";
import { parseRoutine } from "../shuffle/routine.ts";
import { describe, expect, it } from "vitest";
import { expectedHeatmap, identityHeatmap } from "./heatmap.ts";
import { adler32, crc32, heatmapCsv, heatmapImage, toPgmBytes, toPgmText, toPng, zlibStored } from "./image.ts";
import { makeLab } from "./params.ts";

/** Bitwise CRC-32, written independently of the table-driven one. */
function crcBitwise(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

describe("checksums", () => {
  it("CRC-32 of '123456789' is cbf43926; Adler-32 of 'Wikipedia' is 11e60398", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    expect(adler32(new TextEncoder().encode("Wikipedia"))).toBe(0x11e60398);
    const random = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7919) % 251);
    expect(crc32(random)).toBe(crcBitwise(random));
  });
});

describe("zlib stored blocks", () => {
  it("node's inflate reads them back, across block boundaries", () => {
    for (const size of [0, 1, 65535, 65536, 200_000]) {
      const data = Uint8Array.from({ length: size }, (_, i) => (i * 31) & 0xff);
      expect(Buffer.compare(inflateSync(zlibStored(data)), Buffer.from(data))).toBe(0);
    }
  });
});

describe("PNG", () => {
  it("has valid chunks and decodes to the image's pixels", () => {
    const image = heatmapImage(expectedHeatmap(parseRoutine("R2 D"), makeLab({ cards: 20 })), { cell: 3 });
    const png = toPng(image);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const view = new DataView(png.buffer, png.byteOffset);
    const chunks: { type: string; data: Uint8Array }[] = [];
    for (let at = 8; at < png.length;) {
      const length = view.getUint32(at);
      const type = new TextDecoder().decode(png.subarray(at + 4, at + 8));
      expect(view.getUint32(at + 8 + length), type).toBe(crcBitwise(png.subarray(at + 4, at + 8 + length)));
      chunks.push({ type, data: png.subarray(at + 8, at + 8 + length) });
      at += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    const ihdr = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset);
    expect([ihdr.getUint32(0), ihdr.getUint32(4), chunks[0]!.data[8], chunks[0]!.data[9]]).toEqual([60, 60, 8, 0]);
    const raw = inflateSync(chunks[1]!.data);
    expect(raw.length).toBe(60 * 61);
    for (let y = 0; y < 60; y++) {
      expect(raw[y * 61]).toBe(0);
      expect(Buffer.compare(raw.subarray(y * 61 + 1, (y + 1) * 61), Buffer.from(image.pixels.subarray(y * 60, (y + 1) * 60)))).toBe(0);
    }
  });
});

describe("heatmap images", () => {
  it("the identity heatmap is a black diagonal on white in either scale", () => {
    const img = heatmapImage(identityHeatmap(4), { scale: "absolute" });
    expect([...img.pixels]).toEqual([0, 255, 255, 255, 255, 0, 255, 255, 255, 255, 0, 255, 255, 255, 255, 0]);
    expect(toPgmText(img)).toBe("P2\n4 4\n255\n0 255 255 255\n255 0 255 255\n255 255 0 255\n255 255 255 0\n");
    const bytes = toPgmBytes(img);
    expect(new TextDecoder().decode(bytes.subarray(0, 11))).toBe("P5\n4 4\n255\n");
    expect([...bytes.subarray(11)]).toEqual([...img.pixels]);
  });
  it("paper orientation transposes: row = position, column = card", () => {
    const lab = makeLab({ cards: 10, piles: 2 });
    const h = expectedHeatmap(parseRoutine("D"), lab); // a fixed order
    const paper = heatmapImage(h, { orientation: "paper" });
    const card = heatmapImage(h, { orientation: "card" });
    for (let r = 0; r < 10; r++) for (let c = 0; c < 10; c++) expect(paper.pixels[r * 10 + c]).toBe(card.pixels[c * 10 + r]);
    // contrast scale: the uniform value is mid grey
    expect(heatmapImage({ n: 2, p: new Float64Array([0.5, 0.5, 0.5, 0.5]) }).pixels[0]).toBe(128);
    expect(() => heatmapImage(h, { cell: 0 })).toThrow(RangeError);
  });
  it("CSV has a header and one row per card", () => {
    const csv = heatmapCsv(identityHeatmap(2));
    expect(csv).toBe("card\\position,0,1\n0,1,0\n1,0,1\n");
    expect(heatmapCsv(identityHeatmap(2), "paper").split("\n")[0]).toBe("position\\card,0,1");
  });
});

describe("PNG with a real deflate", () => {
  it("takes any zlib compressor and decodes to the same rows as the stored encoder", () => {
    const image = heatmapImage(expectedHeatmap(parseRoutine("R2"), makeLab({ cards: 40 })), { cell: 8 });
    const stored = toPng(image);
    const deflated = toPng(image, (raw) => deflateSync(raw));
    expect(deflated.length * 20).toBeLessThan(stored.length);
    const rows = (png: Uint8Array) => {
      const buffer = Buffer.from(png);
      const length = buffer.readUInt32BE(33);
      expect(buffer.toString("latin1", 37, 41)).toBe("IDAT");
      return inflateSync(buffer.subarray(41, 41 + length));
    };
    expect(rows(deflated).equals(rows(stored))).toBe(true);
  });
});
