import { memoryIo, runCli } from "@arcade/core/cli";
import { describe, expect, it } from "vitest";
import { group } from "../cli.ts";
import type { OddsJson } from "./odds.ts";

async function run(...argv: string[]) {
  const io = memoryIo();
  const code = await runCli(["mahjong", "odds", ...argv], [group], io.io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe("mahjong odds", () => {
  it("prints { hand, draws, win, tenpai, expectedScore } for a waiting hand", async () => {
    const { code, stdout } = await run("19m19p19s1234567z", "--draws", "1", "--json");
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as OddsJson;
    expect(Object.keys(json)).toEqual(["hand", "draws", "model", "win", "tenpai", "expectedScore"]);
    expect(json).toMatchObject({ hand: "19m19p19s1234567z", draws: 1, model: "exact", win: 39 / 123, tenpai: 1 });
  });

  it("prints every discard best first for a hand that just drew, by --goal", async () => {
    const { code, stdout } = await run("222567m345p33667s", "--draws", "2", "--json");
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as { hand: string; draws: number; discards: { discard: string; win: number; tenpai: number; expectedScore: number }[] };
    expect(json.hand).toBe("222567m345p33667s");
    expect(json.discards.map((d) => d.discard).slice(0, 2)).toEqual(["6s", "7s"]);
    for (let i = 1; i < json.discards.length; i++) expect(json.discards[i]!.win).toBeLessThanOrEqual(json.discards[i - 1]!.win);
    expect(Object.keys(json.discards[0]!)).toEqual(["discard", "win", "tenpai", "expectedScore"]);
    const byTenpai = JSON.parse((await run("222567m345p33667s", "--draws", "2", "--goal", "tenpai", "--json")).stdout) as typeof json;
    for (let i = 1; i < byTenpai.discards.length; i++) expect(byTenpai.discards[i]!.tenpai).toBeLessThanOrEqual(byTenpai.discards[i - 1]!.tenpai);
  });

  it("chooses the whole-hand model from 4 draws (with every turn left), the exact search up to 3; --model overrides", async () => {
    const whole = JSON.parse((await run("222567m345p33667s", "--draws", "17", "--json")).stdout) as {
      model: string;
      discards: { discard: string; win: number; turns: { drawsLeft: number; win: number }[] }[];
    };
    expect(whole.model).toBe("whole-hand");
    expect(Object.keys(whole.discards[0]!)).toEqual(["discard", "win", "tenpai", "expectedScore", "turns"]);
    expect(whole.discards[0]!.turns.map((t) => t.drawsLeft)).toEqual(Array.from({ length: 17 }, (_, i) => 17 - i));
    expect(whole.discards[0]!.turns[0]!.win).toBe(whole.discards[0]!.win);
    const forced = JSON.parse((await run("222567m345p33667s", "--draws", "2", "--model", "whole-hand", "--json")).stdout) as typeof whole;
    const exact = JSON.parse((await run("222567m345p33667s", "--draws", "2", "--json")).stdout) as typeof whole;
    expect([forced.model, exact.model]).toEqual(["whole-hand", "exact"]);
    expect(forced.discards[0]!.discard).toBe(exact.discards[0]!.discard);
  });

  it("counts --seen and --dora tiles and prints a readable table without --json", async () => {
    const seen = JSON.parse((await run("19m19p19s1234567z", "--draws", "1", "--seen", "111m", "--dora", "9m", "--json")).stdout) as { win: number };
    expect(seen.win).toBe(35 / 119);
    const { stdout } = await run("19m19p19s1234567z", "--draws", "1");
    expect(stdout).toContain("win  31.71 %");
  });

  it("exits 2 with a one-line reason for bad input and for too much work", async () => {
    const cases: [string[], RegExp][] = [
      [["123m456p789s112z", "--draws", "2"], /hand: has 12 concealed tiles/],
      [["123m456p789s1122z", "--draws", "2", "--seen", "111z"], /--seen: 1z appears 5 times/],
      [["123m456p789s1122z", "--draws", "0"], /--draws: must be between 1 and 18/],
      [["123m456p789s1122z", "--draws", "19"], /--draws: must be between 1 and 18/],
      [["123m456p789s1122z"], /--draws: is required/],
      [
        ["222567m345p33667s", "--draws", "4", "--model", "exact", "--max-states", "1000"],
        /--draws: needs more than 1,000 search states for 4 draws: ask for fewer draws/,
      ],
      [["123m456p789s1122z", "--draws", "2", "--goal", "fast"], /--goal: must be one of win, tenpai, score/],
      [["123m456p789s1122z", "--draws", "2", "--model", "fast"], /--model: must be one of auto, exact, whole-hand/],
      [["147m258p369s1234z", "--draws", "17"], /hand: is 6-shanten: the whole-hand odds take hands up to 4-shanten/],
    ];
    for (const [argv, reason] of cases) {
      const { code, stderr } = await run(...argv);
      expect(code).toBe(2);
      expect(stderr).toMatch(reason);
      expect(stderr.trim().split("\n")).toHaveLength(1);
    }
  });
});
