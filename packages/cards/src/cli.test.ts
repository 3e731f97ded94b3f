import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { parseRoutine } from "./shuffle/routine.ts";
import { memoryIo, runCli } from "@arcade/core/cli";
import { afterAll, describe, expect, it } from "vitest";
import { expectedHeatmap } from "./analysis/heatmap.ts";
import { heatmapImage, toPng } from "./analysis/image.ts";
import { makeLab } from "./analysis/params.ts";
import { group, roundDecimal } from "./cli.ts";

/** The inflated IDAT data of a PNG with one IDAT chunk: its filtered rows. */
function idat(png: Buffer): Buffer {
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    if (png.toString("latin1", at + 4, at + 8) === "IDAT") return inflateSync(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  throw new Error("no IDAT chunk");
}

async function run(...argv: string[]) {
  const { io, stdout, stderr } = memoryIo();
  const code = await runCli(argv, [group], io);
  return { code, out: stdout(), err: stderr() };
}

async function json<T>(...argv: string[]): Promise<T> {
  const { code, out, err } = await run(...argv, "--json");
  expect(err).toBe("");
  expect(code).toBe(0);
  return JSON.parse(out) as T;
}

async function expectBadInput(argv: string[], message: RegExp): Promise<void> {
  const { code, err } = await run(...argv);
  expect(code, argv.join(" ")).toBe(2);
  expect(err).toMatch(message);
  expect(err.trim().split("\n")).toHaveLength(1);
}

const dir = mkdtempSync(join(tmpdir(), "cards-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("cards tv", () => {
  it("prints the exact rows, matching the published 52-card table", async () => {
    const result = await json<{ cards: number; rows: { riffles: number; tv: number; separation: number; tvDecimal: string }[] }>(
      "cards",
      "tv",
      "--cards",
      "52",
      "--riffles",
      "5-10",
    );
    expect(result.cards).toBe(52);
    expect(result.rows.map((r) => r.riffles)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(result.rows.map((r) => Number(r.tv.toFixed(3)))).toEqual([0.924, 0.614, 0.334, 0.167, 0.085, 0.043]);
    expect(result.rows[2]!.tvDecimal).toMatch(/^0\.334060999468/);
  });
  it("text output and bad ranges", async () => {
    const { code, out } = await run("cards", "tv", "--cards", "60", "--riffles", "7");
    expect(code).toBe(0);
    expect(out).toMatch(/7 {2}0\.406180/);
    await expectBadInput(["cards", "tv", "--cards", "60", "--riffles", "9-3"], /--riffles: range 9-3 runs backwards/);
    await expectBadInput(["cards", "tv", "--cards", "60", "--riffles", "x"], /--riffles: must be a count/);
    await expectBadInput(["cards", "tv", "--cards", "60"], /--riffles: is required/);
  });
});

describe("cards tv: rounding, precision and bounds", () => {
  it("rounds the table correctly instead of cutting the digits (0.3340609995 prints as 0.334061)", async () => {
    const { out } = await run("cards", "tv", "--cards", "52", "--riffles", "7");
    expect(out).toMatch(/\n {6}7 {2}0\.334061 {2}0\.999995\n$/);
    expect(roundDecimal("0.334060999468", 6)).toBe("0.334061");
    expect(roundDecimal("0.9999999999999", 10)).toBe("1.0000000000");
    expect(roundDecimal("0.12344999", 4)).toBe("0.1234");
    expect(roundDecimal("2.5", 0)).toBe("3");
  });
  it("prints rows below the table's precision as 0 without the big integers, and still exactly in JSON", async () => {
    // For 1000 cards, n(n−1)/2^(k+1) < 5e-7 from k = 41: those rows are 0 to 6 digits.
    const start = performance.now();
    const { code, out } = await run("cards", "tv", "--cards", "1000", "--riffles", "41-64");
    expect(code).toBe(0);
    expect(performance.now() - start).toBeLessThan(5000);
    const rows = out.trim().split("\n").slice(2);
    expect(rows).toHaveLength(24);
    expect(rows.every((r) => / {2}0\.000000 {2}0\.000000$/.test(r))).toBe(true);
    // The bound is safe: the exact values of the first such row are below half a unit of the last digit.
    const exact = await json<{ rows: { tv: number; separation: number }[] }>("cards", "tv", "--cards", "1000", "--riffles", "41");
    expect(exact.rows[0]!.separation).toBeLessThan(5e-7);
    expect(exact.rows[0]!.tv).toBeGreaterThan(0);
  });
  it("stops at --max-ms with one line, and shows progress on request", async () => {
    const r = await run("cards", "tv", "--cards", "1000", "--riffles", "0-40", "--max-ms", "200", "--progress");
    expect(r.code).toBe(2);
    const lines = r.err.trim().split("\n");
    expect(lines.at(-1)).toMatch(
      /^arcade cards tv: --max-ms: stopped after \d+ ms before the result was complete: ask for fewer --cards or --riffles, or raise the limit$/,
    );
    expect(lines.slice(0, -1).every((l) => /^cards tv: \d+\.\d % /.test(l))).toBe(true);
  });
});

describe("cards run: bounded work and clean errors", () => {
  it("refuses a simulation past its card-move budget, saying how many trials fit", async () => {
    await expectBadInput(
      ["cards", "run", "R10000"],
      /^arcade cards run: --trials: 10000 decks × 10000 steps × 60 cards is 6000000000 card moves, more than the 1000000000 one command may simulate; use --trials 1666 or fewer\n$/,
    );
  });
  it("gives the exact TV of very many riffles at once (below double precision it is 0)", async () => {
    const start = performance.now();
    const r = await json<{ tvExact: number; tvExactDecimal: string; tvUpperBound: number }>("cards", "run", "R10000", "--trials", "0");
    expect(performance.now() - start).toBeLessThan(10_000);
    expect(r.tvExact).toBe(0);
    expect(r.tvExactDecimal).toBe(`0.${"0".repeat(30)}`);
  });
  it("stops a long simulation at --max-ms", async () => {
    const r = await run("cards", "run", "R1000", "--trials", "100000", "--cards", "10", "--max-ms", "300");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^arcade cards run: --max-ms: stopped after \d+ ms before the result was complete: ask for fewer --trials or a shorter routine, or raise the limit\n$/,
    );
  });
  it("refuses a missing folder, a folder named like the file and an image too large, before any work", async () => {
    await expectBadInput(["cards", "run", "R", "--heatmap", "/missing/dir/h.png"], /^arcade cards run: --heatmap: the folder \/missing\/dir does not exist\n$/);
    const folder = join(dir, "d.png");
    mkdirSync(folder);
    await expectBadInput(["cards", "run", "R", "--heatmap", folder], /--heatmap: .*d\.png is a folder, not a file\n$/);
    await expectBadInput(
      ["cards", "run", "R", "--cards", "200", "--cell", "64", "--heatmap", join(dir, "big.png")],
      /^arcade cards run: --cell: 200 cards × 64 px is 12800 px a side, more than 4096; use --cell 20 or less\n$/,
    );
  });
  it("writes a deflated PNG that decodes to the same pixels as the stored one", async () => {
    const png = join(dir, "wide.png");
    const r = await run("cards", "run", "R3", "--cards", "200", "--cell", "20", "--trials", "0", "--heatmap", png);
    expect(r.code).toBe(0);
    const bytes = readFileSync(png);
    expect(bytes.readUInt32BE(16)).toBe(4000);
    expect(bytes.length).toBeLessThan(1_000_000); // 16 MB of pixels stored raw
    const stored = toPng(heatmapImage(expectedHeatmap(parseRoutine("R3"), makeLab({ cards: 200 })), { cell: 20 }));
    // Buffer.equals: a deep toEqual over 16 MB would take minutes.
    expect(idat(bytes).equals(idat(Buffer.from(stored)))).toBe(true);
  });
  it("prints the three TV lines with one precision and one rounding", async () => {
    const { out } = await run("cards", "run", "R", "--trials", "0");
    const lines = out.split("\n").slice(1, 4);
    expect(lines).toEqual(["exact TV to random: 1.0000000000", "TV is at least 1.0000000000 (total variation distance)", "TV is at most 1.0000000000 (exact)"]);
    const seven = (await run("cards", "run", "R7", "--cards", "52", "--trials", "0")).out.split("\n").slice(1, 4);
    expect(seven[0]).toBe("exact TV to random: 0.3340609995");
    expect(seven[1]).toBe("TV is at least 0.3340609995 (total variation distance)");
    expect(seven[2]).toBe("TV is at most 0.3340609995 (exact)");
  });
  it("gives no 95 % interval from too few trials, and a Wilson interval for proportions", async () => {
    type Metric = { name: string; kind: string; interval: [number, number] | null; description: string };
    const one = await json<{ metrics: Metric[] }>("cards", "run", "R", "--trials", "1");
    const means = one.metrics.filter((m) => m.name.endsWith("(mean)"));
    expect(means.length).toBeGreaterThan(0);
    for (const m of means) {
      expect(m.interval, m.name).toBeNull();
      expect(m.description).toMatch(/^Too few trials for a 95 % interval/);
    }
    const share = one.metrics.find((m) => m.name.startsWith("P(opening"))!;
    expect(share.interval![1] - share.interval![0]).toBeGreaterThan(0.5);
    expect(one.metrics.some((m) => m.name === "sampled heatmap chi-square z")).toBe(false);
    const text = (await run("cards", "run", "R", "--trials", "1")).out;
    expect(text).toMatch(/rising sequences \(mean\) +2\.0000 {2}\(too few trials for an interval\)/);
    expect(text).not.toMatch(/\[(\d+\.\d+), \1\]/);
    const many = await json<{ metrics: Metric[] }>("cards", "run", "R", "--trials", "30");
    expect(many.metrics.find((m) => m.name === "rising sequences (mean)")!.interval).not.toBeNull();
  });
});

describe("cards run", () => {
  type RunJson = {
    routine: string;
    cards: number;
    seconds: number;
    tvExact: number | null;
    tvLowerBound: number;
    metrics: { name: string; kind: string; value: number; interval: [number, number] | null }[];
  };
  it("prints the report with labelled metrics and writes a PNG heatmap", async () => {
    const png = join(dir, "h.png");
    const r = await json<RunJson>("cards", "run", "R4 D", "--trials", "500", "--seed", "7", "--heatmap", png, "--cell", "2");
    expect(r).toMatchObject({ routine: "R4 D", cards: 60, seconds: 58 });
    expect(r.tvExact).toBeGreaterThan(0.999);
    expect(new Set(r.metrics.map((m) => m.kind))).toEqual(new Set(["exact", "estimate", "lower-bound"]));
    const bytes = readFileSync(png);
    expect([...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
    expect(bytes.readUInt32BE(16)).toBe(120); // 60 cells × 2 px
  });
  it("a Hindu routine has no exact TV but a lower bound; PGM output", async () => {
    const pgm = join(dir, "h.pgm");
    const r = await json<RunJson>("cards", "run", "H10", "--cards", "30", "--trials", "400", "--heatmap", pgm, "--cell", "1");
    expect(r.tvExact).toBeNull();
    expect(r.tvLowerBound).toBeGreaterThan(0);
    expect(readFileSync(pgm).subarray(0, 13).toString()).toBe("P5\n30 30\n255\n");
  });
  it("is reproducible with a seed, and explains itself in text", async () => {
    const a = await json<RunJson>("cards", "run", "H3 R", "--cards", "20", "--trials", "300", "--seed", "s");
    const b = await json<RunJson>("cards", "run", "H3 R", "--cards", "20", "--trials", "300", "--seed", "s");
    expect(a).toEqual(b);
    const { out } = await run("cards", "run", "C30", "--trials", "200");
    expect(out).toMatch(/Cuts only rotate the deck/);
  });
  it("rejects bad input with one line naming the place", async () => {
    await expectBadInput(["cards", "run", "R4 X"], /routine column 4: unknown shuffle step/);
    await expectBadInput(["cards", "run", "R", "--cards", "500"], /--cards: must be between 2 and 200/);
    await expectBadInput(["cards", "run", "R", "--heatmap", "x.jpg"], /--heatmap: must end in \.pgm or \.png/);
    await expectBadInput(["cards", "run", "R", "--packet", "0"], /--packet: must be a positive number/);
    await expectBadInput(["cards", "run", "R", "--cut-sd", "abc"], /--cut-sd: must be a number/);
    await expectBadInput(["cards", "run", "R", "--cost", "Q3"], /--cost: unknown shuffle step/);
    await expectBadInput(["cards", "run"], /routine: is required/);
  });
});

describe("cards best", () => {
  type BestJson = {
    time: number;
    mode: string;
    count: number;
    ranking: { rank: number; routine: string; seconds: number; tvLowerBound: number; tvUpperBound: number }[];
    single: { routine: string }[] | null;
  };
  it("ranks the paper's family: 396 orderings", async () => {
    const r = await json<BestJson>("cards", "best", "--time", "60", "--family", "paper", "--limit", "3", "--cards", "20", "--piles", "4");
    expect(r.mode).toBe("family");
    expect(r.count).toBe(396);
    expect(r.ranking.map((x) => x.rank)).toEqual([1, 2, 3]);
    expect(r.ranking[0]!.tvUpperBound).toBeLessThanOrEqual(r.ranking[2]!.tvUpperBound);
  });
  it("searches within a time limit, single methods included, with measured re-ranking", async () => {
    const r = await json<BestJson>("cards", "best", "--time", "14", "--cards", "20", "--piles", "4", "--beam", "4", "--limit", "3", "--trials", "200");
    expect(r.single!.map((x) => x.routine).sort()).toEqual(["C7", "F2", "H4", "R2"]);
    for (const x of r.ranking) expect(x.seconds).toBeLessThanOrEqual(14);
  });
  it("--time any tells how many repeats each method needs", async () => {
    const r = await json<{ needs: { method: string; repeats: number | null }[] }>("cards", "best", "--time", "any", "--cards", "52", "--threshold", "0.5");
    expect(r.needs.find((x) => x.method === "R")!.repeats).toBe(7);
    const { out } = await run("cards", "best", "--time", "any", "--cards", "30");
    expect(out).toMatch(/^C: never/m);
  });
  it("rejects bad limits and families", async () => {
    await expectBadInput(["cards", "best", "--time", "soon"], /--time: must be a positive number/);
    await expectBadInput(["cards", "best", "--time", "60", "--family", "D Z"], /--family: unknown shuffle step/);
    await expectBadInput(["cards", "best", "--time", "any", "--family", "paper"], /--family: cannot be combined/);
  });
});

describe("small decks", () => {
  it("a 2-card deck deals into at most 2 piles by default; 2 orders, so one riffle of 2 cards is exactly 1/4 from random", async () => {
    // Two cards: a GSR riffle keeps the order with probability 3/4 (cut 0 or 2, or cut 1 and the
    // top card dropped last), so TV = |3/4 − 1/2| = 1/4.
    const result = await json<{ cards: number; tvExact: number | null }>("cards", "run", "R", "--cards", "2", "--trials", "200");
    expect(result.cards).toBe(2);
    expect(result.tvExact).toBeCloseTo(0.25, 12);
    const dealt = await json<{ cards: number }>("cards", "run", "R3 H D", "--cards", "2", "--trials", "200");
    expect(dealt.cards).toBe(2);
  });
});
