import { memoryIo, runCli } from "@arcade/core/cli";
import { describe, expect, it } from "vitest";
import { group, type ChainJson, type PlayJson } from "./cli.ts";
import { NINETEEN_CHAIN_PUYOP } from "./rules/test/fields.ts";

async function run(...argv: string[]) {
  const io = memoryIo();
  const code = await runCli(["puyo", ...argv], [group], io.io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe("puyo chain", () => {
  it("prints the documented JSON for the sheet's 2-chain", async () => {
    const r = await run("chain", "B.....RBB...RRRB..", "--json");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as ChainJson;
    expect(out).toEqual({
      chains: 2,
      score: 360,
      steps: [
        { chain: 1, cleared: 4, colors: 1, groups: [4], score: 40 },
        { chain: 2, cleared: 4, colors: 1, groups: [4], score: 320 },
      ],
      nuisance: 5,
      field: "",
    });
  });
  it("reads puyop.com links", async () => {
    const out = JSON.parse((await run("chain", `https://www.puyop.com/s/${NINETEEN_CHAIN_PUYOP}`, "--json")).stdout) as ChainJson;
    expect(out.chains).toBe(19);
  });
  it("exits 2 naming the bad cell", async () => {
    const r = await run("chain", "RRX...");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("row 1, column 3");
  });
});

describe("puyo play", () => {
  it("applies placements to a seeded game", async () => {
    const r = await run("play", "--seed", "abc", "--moves", "1U 2U 3R 6D", "--json");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as PlayJson;
    expect(out.placed).toBe(4);
    expect(out.turns.map((t) => t.placement)).toEqual(["1U", "2U", "3R", "6D"]);
    expect(out.field.replace(/\./g, "")).toHaveLength(8);
    expect(out.next).toHaveLength(2);
  });
  it("the same seed and moves give the same state", async () => {
    const a = await run("play", "--seed", "s", "--moves", "3U,4R,1D", "--json");
    const b = await run("play", "--seed", "s", "--moves", "3U 4R 1D", "--json");
    expect(a.stdout).toBe(b.stdout);
  });
  it("exits 2 on a bad placement with its position", async () => {
    const r = await run("play", "--seed", "abc", "--moves", "1U 9X");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("placement 2");
  });
});

describe("puyo prob", () => {
  it("prints the documented JSON", async () => {
    const r = await run("prob", "--field", "RRR...", "--pair", "RG", "--moves", "1", "--chain", "1", "--json");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      probability: number;
      fraction: string;
      placements: { column: number; rotation: number; probability: number }[];
      nodes: number;
      ms: number;
    };
    expect(out.probability).toBe(1);
    expect(out.fraction).toBe("1/1");
    expect(out.placements).toHaveLength(22);
    expect(out.placements[0]).toEqual({ column: 1, rotation: 0, probability: expect.any(Number) as number });
    expect(out.nodes).toBeGreaterThan(0);
  });
  it("takes known next pairs and the early-fire option", async () => {
    const r = await run("prob", "--field", "BB.GR.", "--pair", "RG", "--next", "GB YY", "--moves", "3", "--chain", "2", "--early", "fail", "--json");
    expect(r.code).toBe(0);
  });
  it("refuses a lost field (the X cell filled) with one line naming the cell", async () => {
    // Column 3 is 12 high: the X cell (3, 12) is filled and no pair can spawn.
    const column3 = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? "..R..." : "..G...")).join("");
    const r = await run("prob", "--field", column3, "--pair", "RG", "--moves", "2", "--chain", "2", "--json");
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe("arcade puyo prob: --field: the field is already lost: column 3, row 12 is filled");
  });
  it("needs exactly one condition", async () => {
    const r = await run("prob", "--field", "empty", "--pair", "RG", "--moves", "2", "--chain", "2", "--allclear");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("exactly one condition");
  });
});
