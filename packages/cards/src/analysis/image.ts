// Heatmap export as PGM (P2 text or P5 binary) and PNG, in pure code returning bytes, so the
// same functions serve the CLI (which writes the file) and the app (which offers a download).
// The PNG encoder is the smallest correct one: 8-bit greyscale, filter 0 on every row, and a zlib
// stream of stored (uncompressed) deflate blocks with its Adler-32, each chunk with its CRC-32.
// A caller with a real deflate (the CLI has Node's zlib) passes it in: the heatmap's blocks of
// equal cells then shrink the file by two orders of magnitude.
import type { Heatmap } from "./heatmap.ts";

export interface GreyImage {
  width: number;
  height: number;
  /** Row-major, top row first, 0 = black. */
  pixels: Uint8Array;
}

export interface HeatmapImageOptions {
  /**
   * "paper" (default): rows = deck position (top row = top of the deck), columns = card, as the
   * paper draws it; "card": rows = card, columns = position.
   */
  orientation?: "paper" | "card";
  /**
   * "contrast" (default): the uniform value 1/n is mid grey and twice that or more black, so
   * deviations show; "absolute": grey = 1 − P, so only near-certain cells are dark.
   */
  scale?: "contrast" | "absolute";
  /** Pixels per cell (default 1). */
  cell?: number;
}

/** A heatmap as a grey image: darker = more likely, as in the paper's figures. */
export function heatmapImage(h: Heatmap, options: HeatmapImageOptions = {}): GreyImage {
  const { n, p } = h;
  const cell = options.cell ?? 1;
  if (!Number.isInteger(cell) || cell < 1 || cell > 64) throw new RangeError(`cell must be 1..64 pixels, got ${cell}`);
  const paper = (options.orientation ?? "paper") === "paper";
  const contrast = (options.scale ?? "contrast") === "contrast";
  const size = n * cell;
  const pixels = new Uint8Array(size * size);
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      // Paper: row = position, column = card, so the cell is P[card = col][position = row].
      const value = paper ? p[col * n + row]! : p[row * n + col]!;
      const darkness = contrast ? Math.min(1, (value * n) / 2) : Math.min(1, value);
      const grey = Math.round(255 * (1 - darkness));
      for (let y = 0; y < cell; y++) pixels.fill(grey, (row * cell + y) * size + col * cell, (row * cell + y) * size + (col + 1) * cell);
    }
  }
  return { width: size, height: size, pixels };
}

/** Plain PGM (P2): readable text, one image row per line. */
export function toPgmText(image: GreyImage): string {
  const rows: string[] = [];
  for (let y = 0; y < image.height; y++) rows.push(Array.from(image.pixels.subarray(y * image.width, (y + 1) * image.width)).join(" "));
  return `P2\n${image.width} ${image.height}\n255\n${rows.join("\n")}\n`;
}

/** Binary PGM (P5). */
export function toPgmBytes(image: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.pixels.length);
  out.set(header);
  out.set(image.pixels, header.length);
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309 / PNG), table driven. */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Adler-32 (zlib's checksum). */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; i++) {
    a = (a + bytes[i]!) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const MAX_STORED = 65535;

/** A zlib stream holding `data` in stored (uncompressed) deflate blocks. */
export function zlibStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / MAX_STORED));
  const out = new Uint8Array(2 + blocks * 5 + data.length + 4);
  const view = new DataView(out.buffer);
  out[0] = 0x78; // deflate, 32 KiB window
  out[1] = 0x01; // no preset dictionary, lowest level; (0x78·256 + 0x01) % 31 = 0
  let at = 2;
  for (let b = 0; b < blocks; b++) {
    const chunk = data.subarray(b * MAX_STORED, Math.min(data.length, (b + 1) * MAX_STORED));
    out[at] = b === blocks - 1 ? 1 : 0; // BFINAL, BTYPE = 00 (stored)
    view.setUint16(at + 1, chunk.length, true);
    view.setUint16(at + 3, ~chunk.length & 0xffff, true);
    out.set(chunk, at + 5);
    at += 5 + chunk.length;
  }
  view.setUint32(at, adler32(data));
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

/**
 * An 8-bit greyscale PNG of the image. `zlib` makes the IDAT stream from the filtered rows; any
 * zlib-format compressor fits (the default stores them uncompressed, which needs no library).
 */
export function toPng(image: GreyImage, zlib: (data: Uint8Array) => Uint8Array = zlibStored): Uint8Array {
  const { width, height, pixels } = image;
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // compression, filter and interlace methods stay 0
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1); // filter byte 0
  const parts = [
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib(raw)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The heatmap as CSV: a header row of positions, then one row per card (or per position in paper orientation). */
export function heatmapCsv(h: Heatmap, orientation: "paper" | "card" = "card"): string {
  const { n, p } = h;
  const lines = [[orientation === "paper" ? "position\\card" : "card\\position", ...Array.from({ length: n }, (_, j) => String(j))].join(",")];
  for (let r = 0; r < n; r++) {
    const row = Array.from({ length: n }, (_, c) => (orientation === "paper" ? p[c * n + r]! : p[r * n + c]!));
    lines.push([String(r), ...row.map((x) => String(x))].join(","));
  }
  return `${lines.join("\n")}\n`;
}
