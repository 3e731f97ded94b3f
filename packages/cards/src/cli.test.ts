import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { memoryIo, runCli } from "@arcade/core/cli";
import { afterAll, describe, expect, it } from "vitest";
import { group } from "./cli.ts";

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
