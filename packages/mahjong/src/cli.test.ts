import { memoryIo, runCli } from "@arcade/core/cli";
import { describe, expect, it } from "vitest";
import { group, shantenOfLines, type AnalysisJson, type ShantenJson } from "./cli.ts";

async function run(...argv: string[]) {
  const io = memoryIo();
  const code = await runCli(["mahjong", ...argv], [group], io.io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe("mahjong shanten", () => {
  it("prints the public JSON fields", async () => {
    const { code, stdout } = await run("shanten", "1111m123p112233s", "--json");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ hand: "1111m123p112233s", shanten: 1, standard: 1, chiitoitsu: 2, kokushi: 9 });
  });
  it("gives null for seven pairs and orphans with calls", async () => {
    const { stdout } = await run("shanten", "4567p777z [555z] (1111s)", "--json");
    expect(JSON.parse(stdout) as ShantenJson).toMatchObject({ hand: "4567p777z [555z] (1111s)", shanten: 0, chiitoitsu: null, kokushi: null });
  });
  it("exits 2 with the position of a bad tile", async () => {
    const { code, stderr } = await run("shanten", "123m456p789s1128z");
    expect(code).toBe(2);
    expect(stderr).toBe('arcade mahjong shanten: position 16: unknown tile "8z" (honours are 1z–7z)\n');
  });
  it("reads lines (the function --stdin uses) and names the bad line", () => {
    const seen: ShantenJson[] = [];
    expect(() => shantenOfLines("123m456p789s1122z\n\n19m19p19s1234567z\n1m", (r) => seen.push(r))).toThrow(expect.objectContaining({ where: "line 4, hand" }));
    expect(seen.map((r) => r.shanten)).toEqual([0, 0]);
  });
});

describe("mahjong analyze", () => {
  it("lists the waits of a 13-tile hand, counting --seen tiles", async () => {
    const { code, stdout } = await run("analyze", "123m456p789s1122z", "--seen", "1z", "--json");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      hand: "123m456p789s1122z",
      shanten: 0,
      tiles: [
        { tile: "1z", remaining: 1 },
        { tile: "2z", remaining: 2 },
      ],
      total: 3,
    });
  });
  it("ranks every discard of a 14-tile hand", async () => {
    const { stdout } = await run("analyze", "123m456p789s11223z", "--json");
    const result = JSON.parse(stdout) as AnalysisJson;
    expect(result.shanten).toBe(0);
    expect(result.discards![0]).toMatchObject({ discard: "3z", shanten: 0, total: 4 });
    expect(result.discards!.length).toBe(12);
  });
  it("reports a complete 14-tile hand as a win (shanten −1, like `shanten`), with its best tsumo score", async () => {
    const { code, stdout } = await run("analyze", "234m567p234678s55p", "--json");
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as AnalysisJson;
    expect(result).toMatchObject({ hand: "234m55567p234678s", shanten: -1, win: { han: 3, fu: 20, points: { nonDealer: 1300, total: 3900 } } });
    expect(result.discards).toBeUndefined();
    const shanten = JSON.parse((await run("shanten", "234m567p234678s55p", "--json")).stdout) as ShantenJson;
    expect(shanten.shanten).toBe(result.shanten);
    expect((await run("analyze", "234m567p55p [234s] [678s]")).stdout).toContain(
      "shanten -1\n  complete hand: tsumo on 2m (East round, East seat)\n  Tanyao 1\n",
    );
    const noYaku = JSON.parse((await run("analyze", "123m567p99s [234s] [678s]", "--json")).stdout) as AnalysisJson;
    expect(noYaku).toEqual({ hand: "123m567p99s [234s] [678s]", shanten: -1, win: null });
  });
  it("prints a readable table and rejects an impossible --seen", async () => {
    const text = await run("analyze", "1234m5678p3456s12z");
    expect(text.stdout).toMatch(/discard 1z: shanten 2, 75 tiles/);
    const bad = await run("analyze", "1111m5678p3456s12z", "--seen", "1m");
    expect(bad).toMatchObject({ code: 2, stderr: expect.stringContaining("--seen: 1m appears 5 times") as unknown });
  });
});
