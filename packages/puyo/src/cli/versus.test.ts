import { memoryIo, runCli } from "@arcade/core/cli";
import { describe, expect, it } from "vitest";
import type { Command } from "@arcade/core/cli";
import { versusCommand, type VersusJson } from "./versus.ts";

async function run(...argv: string[]) {
  const io = memoryIo();
  const commands: Command[] = [versusCommand];
  const code = await runCli(["puyo", ...argv], [{ name: "puyo", summary: "puyo", commands }], io.io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe("puyo versus", () => {
  it("prints { seed, a, b, games, winsA, winsB, draws, chainsA, chainsB }", async () => {
    const r = await run("versus", "--seed", "cli", "--a", "medium", "--b", "casual", "--games", "2", "--json");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as VersusJson;
    expect(Object.keys(out)).toEqual(["seed", "a", "b", "games", "winsA", "winsB", "draws", "chainsA", "chainsB"]);
    expect(out).toMatchObject({ seed: "cli", a: "medium", b: "casual", games: 2 });
    expect(out.winsA + out.winsB + out.draws).toBe(2);
    // Chains by length: every length from 1 to the longest, and someone fired a chain.
    for (const chains of [out.chainsA, out.chainsB]) expect(Object.keys(chains)).toEqual(Object.keys(chains).map((_, i) => String(i + 1)));
    expect(Object.keys(out.chainsA).length + Object.keys(out.chainsB).length).toBeGreaterThan(0);
  });
  it("plays on the seed 'versus' when none is given", async () => {
    const given = await run("versus", "--seed", "versus", "--a", "easy", "--b", "beginner", "--games", "1", "--json");
    const none = await run("versus", "--a", "easy", "--b", "beginner", "--games", "1", "--json");
    expect(none.stdout).toBe(given.stdout);
    expect(JSON.parse(none.stdout)).toMatchObject({ seed: "versus" });
  });
  it("names each bot's app pace in its help", async () => {
    const r = await run("versus", "--help");
    expect(r.stdout).toContain("medium: 1.3 s a pair (an input every 16 frames)");
    expect(r.stdout).toContain("casual: 1.6 s a pair");
  });
  it("the same seed gives the same result", async () => {
    const argv = ["versus", "--seed", "again", "--a", "medium", "--b", "simple", "--games", "2", "--json"];
    expect((await run(...argv)).stdout).toBe((await run(...argv)).stdout);
  });
  it("prints a line without --json", async () => {
    const r = await run("versus", "--seed", "x", "--a", "easy", "--b", "easy", "--games", "1", "--max-pairs", "10");
    expect(r.stdout).toMatch(/^easy \(A\) against easy \(B\), 1 games: A won \d, B won \d, draws \d\n$/);
  });
  it("exits 2 naming the bots for an unknown one", async () => {
    const r = await run("versus", "--seed", "x", "--a", "expert", "--b", "champion");
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('arcade puyo versus: --b: unknown bot "champion" (bots: simple, casual, beginner, easy, medium, hard, expert)');
  });
  it("exits 2 on a bad seed or game count", async () => {
    const empty = await run("versus", "--seed", "", "--a", "easy", "--b", "easy");
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("--seed: must not be empty");
    const long = await run("versus", "--seed", "s".repeat(200), "--a", "easy", "--b", "easy");
    expect(long.code).toBe(2);
    expect(long.stderr).toContain("--seed");
    const games = await run("versus", "--seed", "s", "--a", "easy", "--b", "easy", "--games", "0");
    expect(games.code).toBe(2);
    expect(games.stderr).toContain("--games: must be between 1 and 1000");
    const missing = await run("versus", "--seed", "s", "--b", "easy");
    expect(missing.stderr).toContain("--a: is required");
  });
});
