import { memoryIo, runCli } from "@arcade/core/cli";
import { describe, expect, it } from "vitest";
import { group } from "../cli.ts";
import type { ScoreJson } from "./score.ts";

async function run(...argv: string[]) {
  const io = memoryIo();
  const code = await runCli(["mahjong", "score", ...argv], [group], io.io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}
async function json(...argv: string[]) {
  const r = await run(...argv, "--json");
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as ScoreJson;
}

describe("mahjong score", () => {
  it("prints the public JSON fields: a non-dealer pinfu tsumo", async () => {
    expect(await json("234m567p234678s55p", "--win", "4m", "--tsumo", "--seat", "S")).toEqual({
      hand: "234m55567p234678s",
      win: "4m",
      han: 3,
      fu: 20,
      yakuman: 0,
      yaku: [
        { name: "Menzen tsumo", han: 1 },
        { name: "Pinfu", han: 1 },
        { name: "Tanyao", han: 1 },
      ],
      points: { total: 2700, hand: 2700, base: 640, limit: null, dealer: 1300, nonDealer: 700, honba: 0, sticks: 0 },
      form: "standard",
      wait: "ryanmen",
    });
  });
  it("takes calls, winds, riichi, dora and ura indicators, a red five as the win, honba and sticks", async () => {
    // The 110 fu hand (riichi.wiki Fu), South seat in the South round, 2 honba and a stick.
    const big = await json("456m11122z (1111s) (7777z)", "--win", "1z", "--seat", "S", "--round", "S", "--honba", "2", "--sticks", "1");
    expect(big).toMatchObject({ han: 1, fu: 110, points: { ron: 4200, total: 5200, hand: 3600 } });
    // Riichi ron on the red 5p; indicator 4p → 5p dora ×2 (with the red), ura 1s → 2s ×1, aka 1.
    const red = await json("234m340p234678s55m", "--win", "0p", "--riichi", "--seat", "W", "--dora", "4p", "--ura", "1s");
    expect(red.win).toBe("0p");
    expect(red.yaku).toEqual([
      { name: "Riichi", han: 1 },
      { name: "Pinfu", han: 1 },
      { name: "Tanyao", han: 1 },
      { name: "Dora", han: 1 },
      { name: "Aka dora", han: 1 },
      { name: "Ura dora", han: 1 },
    ]);
    expect(red).toMatchObject({ han: 6, points: { limit: "haneman", ron: 12000 } });
  });
  it("counts a red five inside a call as a dora", async () => {
    const r = await json("234m345s678s55p [406p]", "--win", "8s", "--seat", "S");
    expect(r.yaku).toEqual([
      { name: "Tanyao", han: 1 },
      { name: "Aka dora", han: 1 },
    ]);
    expect(r).toMatchObject({ han: 2, fu: 30, wait: "ryanmen", points: { ron: 2000 } });
  });
  it("reports yakuman as a multiple and the dealer's tsumo as one share each", async () => {
    const k = await json("19m19p19s12345677z", "--win", "7z", "--tsumo");
    expect(k).toMatchObject({
      yakuman: 2,
      han: 26,
      fu: 0,
      yaku: [{ name: "Kokushi musou (13-sided wait)", han: 26 }],
      points: { nonDealer: 32000, total: 96000, limit: "yakuman" },
    });
  });
  it("reads a pasted tenhou.net/2 link", async () => {
    expect(await json("https://tenhou.net/2/?q=234m567p234678s55p", "--win", "4m", "--seat", "N")).toMatchObject({ han: 2, fu: 30, points: { ron: 2000 } });
  });
  it("prints a readable summary", async () => {
    const r = await run("22334455667788m", "--win", "8m", "--tsumo", "--riichi", "--seat", "S", "--dora", "1m");
    expect(r.stdout).toBe(
      [
        "22334455667788m  win 8m (tsumo)",
        "  Riichi 1, Menzen tsumo 1, Pinfu 1, Ryanpeikou 3, Tanyao 1, Chinitsu 6, Dora 2",
        "  15 han 20 fu (kazoe yakuman): tsumo 8000/16000, total 32000",
        "",
      ].join("\n"),
    );
  });
  it("exits 2 with the reason: not a win, no yaku, a win tile not in the hand, contradictory flags", async () => {
    const cases: [string[], string][] = [
      [["123m456p789s1122z3z", "--win", "3z"], "hand: is not a winning hand"],
      [["123m456p789s11222z", "--win", "2z"], "hand: has no yaku"],
      [["234m567p234678s55p", "--win", "9m"], "win: the winning tile 9m is not among"],
      [["234m567p234678s55p", "--win", "0p"], "win: the winning tile 0p is not among the hand's concealed tiles (it has 5p, not the red five)"],
      [["234m067p234678s55p", "--win", "5m"], "win: the winning tile 5m is not among"],
      [["234m567p234678s55p"], "--win: is required"],
      [["234m567p234678s5p", "--win", "5p"], "hand: has 13 concealed tiles: give the whole winning hand"],
      [["234m567p234678s55p", "--win", "4m", "--ippatsu"], "--ippatsu: needs --riichi or --double-riichi"],
      [["234m567p234678s55p", "--win", "4m", "--riichi", "--double-riichi"], "--double-riichi: give --riichi or --double-riichi, not both"],
      [["234m567p234678s55p", "--win", "4m", "--tsumo", "--haitei", "--rinshan"], "--haitei with --rinshan:"],
      [["234m567p234678s55p", "--win", "4m", "--tsumo", "--chankan"], "--chankan with --tsumo:"],
      [["234m567p234678s55p", "--win", "4m", "--tsumo", "--rinshan"], "situation: rinshan needs a kan"],
      [["234m567p234678s55p", "--win", "4m", "--ura", "1m"], "situation: ura-dora count only for a riichi hand"],
      [["234m567p234678s55p", "--win", "4m", "--tenhou", "--seat", "S", "--tsumo"], "--tenhou: tenhou is the dealer's"],
      [["234m567p88s [234s] [678p]", "--win", "4m", "--riichi"], "situation: riichi needs a closed hand"],
      [["234m567p234678s55p", "--win", "4m", "--seat", "X"], "--seat: must be one of E, S, W, N"],
      [["234m567p234678s55p", "--win", "4m", "--dora", "5p5p"], "--dora: 5p would appear 5 times"],
      [["234m567p234678s55p", "--win", "4m", "--honba", "-1"], "--honba: must be between 0 and 100"],
    ];
    for (const [argv, reason] of cases) {
      const r = await run(...argv);
      expect({ argv, code: r.code }).toEqual({ argv, code: 2 });
      expect(r.stderr).toContain(`arcade mahjong score: ${reason}`);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  });
});
