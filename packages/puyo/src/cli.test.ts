import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
  it("exits 2 on an empty field argument (an unset variable), while 'empty' is the empty field", async () => {
    for (const text of ["", "  "]) {
      const r = await run("chain", text, "--json");
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toBe("arcade puyo chain: <field>: must not be empty (write 'empty' for an empty field)\n");
    }
    const empty = await run("chain", "empty", "--json");
    expect(empty.code).toBe(0);
    expect((JSON.parse(empty.stdout) as ChainJson).chains).toBe(0);
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
  it("refuses a lost starting field with the same rule and words as prob", async () => {
    // Column 3 is 12 high in four colours: nothing pops, the X cell (3, 12) stays filled.
    const lost = "..R.....G.....B.....Y...".repeat(3);
    const play = await run("play", "--seed", "abc", "--moves", "3U", "--field", lost);
    const prob = await run("prob", "--field", lost, "--pair", "RG", "--moves", "1", "--chain", "1");
    expect(play.code).toBe(2);
    expect(play.stderr).toBe("arcade puyo play: --field: the field is already lost: column 3, row 12 is filled\n");
    expect(prob.stderr).toBe("arcade puyo prob: --field: the field is already lost: column 3, row 12 is filled\n");
    // Four reds across row 1 pop first: column 3 comes down to 11, and both commands go on.
    const freed = Array.from({ length: 11 }, (_, i) => (i % 2 === 0 ? "..G..." : "..B...")).join("") + "RRRR..";
    const played = await run("play", "--seed", "abc", "--moves", "1U", "--field", freed, "--json");
    expect(played.code).toBe(0);
    expect((JSON.parse(played.stdout) as PlayJson).over).toBe(false);
    expect((await run("prob", "--field", freed, "--pair", "RG", "--moves", "1", "--chain", "1")).code).toBe(0);
  });
  it("exits 2 on a bad placement with its position", async () => {
    const r = await run("play", "--seed", "abc", "--moves", "1U 9X");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("placement 2");
  });
});

describe("puyo replay files", () => {
  it("refuses a record file too large to be one, without reading it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "puyo-big-"));
    try {
      const path = join(dir, "big.json");
      writeFileSync(path, "");
      truncateSync(path, 65 * 1024 * 1024);
      const r = await run("replay", path);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`arcade puyo replay: ${path}: is 68157440 bytes; at most 67108864 are read\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("bounded bot runs", () => {
  it("selfplay and versus stop at --max-ms with one line", async () => {
    const selfplay = await run("selfplay", "--seed", "s", "--pieces", "10000", "--max-ms", "100");
    expect(selfplay.code).toBe(2);
    expect(selfplay.stderr).toMatch(
      /^arcade puyo selfplay: --max-ms: stopped after \d+ ms before the result was complete: ask for fewer --pieces, or raise the limit\n$/,
    );
    const versus = await run("versus", "--seed", "s", "--games", "1000", "--max-pairs", "2000", "--a", "expert", "--b", "expert", "--max-ms", "100");
    expect(versus.code).toBe(2);
    expect(versus.stderr).toMatch(
      /^arcade puyo versus: --max-ms: stopped after \d+ ms before the result was complete: ask for fewer --games or --max-pairs, or raise the limit\n$/,
    );
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
    expect(out.placements[0]).toEqual({ column: 1, rotation: 0, probability: expect.any(Number) as number, reachable: true });
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
  it("says unreachable for placements the pair cannot get to, after the reachable ones", async () => {
    // Column 2 is 13 high: the pair cannot cross it to columns 1 and 2.
    const field = ".R...." + ".G.....R....".repeat(6);
    const r = await run("prob", "--field", field, "--pair", "RG", "--moves", "1", "--chain", "1");
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines).toContain("  1U  unreachable");
    expect(lines).toContain("  3L  unreachable");
    expect(lines).toContain("  3U  0.0000%  0/1");
    expect(r.stdout).not.toMatch(/1U\s+0\.0000%/);
    expect(lines.findIndex((l) => l.includes("unreachable"))).toBeGreaterThan(lines.findIndex((l) => l.includes("6L")));
    const json = JSON.parse((await run("prob", "--field", field, "--pair", "RG", "--moves", "1", "--chain", "1", "--json")).stdout) as {
      placements: { column: number; rotation: number; reachable: boolean }[];
    };
    expect(json.placements.filter((p) => !p.reachable).map((p) => `${p.column}/${p.rotation}`)).toEqual([
      "1/0",
      "2/0",
      "1/1",
      "2/1",
      "1/2",
      "2/2",
      "2/3",
      "3/3",
    ]);
  });
  it("stops a search too large to finish with one line: at --max-ms, at --max-mb, and with progress on stderr", async () => {
    const base = ["prob", "--field", "empty", "--pair", "RG", "--moves", "5", "--chain", "2"];
    const timed = await run(...base, "--max-ms", "300", "--progress");
    expect(timed.code).toBe(2);
    const lines = timed.stderr.trim().split("\n");
    expect(lines.at(-1)).toMatch(
      /^arcade puyo prob: --max-ms: stopped after \d+ ms before the result was complete: ask for fewer --moves, or raise the limit$/,
    );
    expect(lines.slice(0, -1).every((l) => /^puyo prob: \d+\.\d % \(\d+\.\d s\)$/.test(l))).toBe(true);
    expect(timed.stdout).toBe("");
    const heavy = await run(...base, "--max-mb", "8");
    expect(heavy.code).toBe(2);
    expect(heavy.stderr).toMatch(
      /^arcade puyo prob: --max-mb: stopped when the work held \d+ MB \(limit 8 MB\) before the result was complete: ask for fewer --moves\n$/,
    );
  }, 30_000);
  it("needs exactly one condition", async () => {
    const r = await run("prob", "--field", "empty", "--pair", "RG", "--moves", "2", "--chain", "2", "--allclear");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("exactly one condition");
  });
});
