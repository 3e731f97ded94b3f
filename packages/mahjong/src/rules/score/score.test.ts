// Hand-worked examples. Each was counted by hand from the rules reference named in its comment
// (riichi.wiki is the English Japanese-Mahjong wiki; its pages "Fu", "Pinfu", "Chiitoitsu",
// "Sanankou", "Suuankou", "Kokushi musou", "Chuuren poutou", "Kazoe yakuman", "Dora", "Honba"),
// under our rule set (README): red fives, open tanyao, 4 fu for a double-wind pair, no kiriage,
// kazoe yakuman, double yakuman for the 13-sided orphans, pair-wait suuankou, pure nine gates
// and big four winds, stacking yakuman.
import { describe, expect, it } from "vitest";
import { parseHand } from "../../analysis/hand.ts";
import { parseCounts, parseTileList } from "../../analysis/tiles.ts";
import { createScorer, scoreHand, scoreWin } from "./score.ts";
import { situation, type Situation } from "./situation.ts";

function score(hand: string, win: string, s: Partial<Situation> = {}) {
  return scoreWin(parseHand(hand), parseTileList(win)[0]!, situation(s));
}
const names = (r: ReturnType<typeof score>) => r.yaku.map((y) => `${y.name} ${y.han}`);
const SOUTH = 1 as const;

describe("fu and han, counted by hand", () => {
  it("the 110 fu hand (riichi.wiki Fu: South seat, South round, ron on a shanpon, two terminal/honour closed kans)", () => {
    // 20 base + 10 closed ron + 4 (East triplet completed by the ron: open) + 32 + 32 (closed kans
    // of 1s and Red) + 4 (South pair: seat and round wind) = 102 → 110; Chun 1 han.
    const r = score("456m11122z (1111s) (7777z)", "1z", { seatWind: SOUTH, roundWind: SOUTH });
    expect(names(r)).toEqual(["Chun (red dragon) 1"]);
    expect(r).toMatchObject({ han: 1, fu: 110, wait: "shanpon", points: { ron: 3600, total: 3600 } });
  });
  it("pinfu tsumo is 20 fu (riichi.wiki Pinfu / Fu shortcuts)", () => {
    const r = score("234m567p234678s55p", "4m", { seatWind: SOUTH, tsumo: true });
    expect(names(r)).toEqual(["Menzen tsumo 1", "Pinfu 1", "Tanyao 1"]);
    expect(r).toMatchObject({ han: 3, fu: 20, points: { nonDealer: 700, dealer: 1300, total: 2700 } });
  });
  it("pinfu ron is 30 fu; the same tiles won on a kanchan reading are not pinfu, and the best reading wins", () => {
    // The 3m completes 45m (waiting on 3m or 6m): ryanmen, so pinfu + tanyao, 30 fu on a ron.
    const r = score("345m567p234678s55p", "3m", { seatWind: SOUTH });
    expect(r).toMatchObject({ han: 2, fu: 30, wait: "ryanmen", points: { ron: 2000 } });
    // 4m into 35m: kanchan (+2 fu): 20 + 10 + 2 = 32 → 40 fu, tanyao only (riichi.wiki Fu: waits).
    const k = score("345m567p234678s55p", "4m", { seatWind: SOUTH });
    expect(k).toMatchObject({ han: 1, fu: 40, wait: "kanchan", points: { ron: 1300 } });
  });
  it("an open hand with no fu gets 30 (riichi.wiki Fu: the open 'pinfu' exception)", () => {
    const r = score("234m567p88s [234s] [678p]", "4m", { seatWind: SOUTH });
    expect(names(r)).toEqual(["Tanyao 1"]);
    expect(r).toMatchObject({ han: 1, fu: 30, points: { ron: 1000 } });
  });
  it("seven pairs: 25 fu flat, no rounding (riichi.wiki Chiitoitsu)", () => {
    const r = score("1155m2299p3377s11z", "1z", { seatWind: SOUTH });
    expect(r).toMatchObject({ han: 2, fu: 25, form: "chiitoitsu", points: { ron: 1600 } });
    const t = score("1155m2299p3377s11z", "1z", { seatWind: SOUTH, tsumo: true, riichi: "riichi" });
    expect(t).toMatchObject({ han: 4, fu: 25, points: { nonDealer: 1600, dealer: 3200, total: 6400 } });
  });
  it("a triplet completed by a ron is open: no sanankou on a shanpon ron, sanankou on its tsumo (riichi.wiki Sanankou)", () => {
    const hand = "111m789m333p55s22z5s";
    // Ron 5s: 20 + 10 + 8 (111m) + 4 (333p) + 2 (555s open) + 2 (South seat pair) = 46 → 50; riichi.
    expect(score(hand, "5s", { seatWind: SOUTH, riichi: "riichi" })).toMatchObject({ han: 1, fu: 50, points: { ron: 1600 } });
    // Tsumo 5s: riichi, tsumo, sanankou = 4 han; 20 + 2 + 8 + 4 + 4 + 2 = 40 → mangan.
    const t = score(hand, "5s", { seatWind: SOUTH, riichi: "riichi", tsumo: true });
    expect(names(t)).toEqual(["Riichi 1", "Menzen tsumo 1", "Sanankou 2"]);
    expect(t).toMatchObject({ han: 4, fu: 40, points: { limit: "mangan", total: 8000 } });
  });
  it("open hands lose a han on sanshoku, ittsu, chanta, junchan, honitsu, chinitsu (riichi.wiki yaku list)", () => {
    expect(names(score("123m123p99s [123s] [789s]", "9s", { seatWind: SOUTH }))).toEqual(["Sanshoku doujun 1", "Junchan 2"]);
    expect(names(score("123456m11z [789m] [555z]", "1z", { seatWind: SOUTH }))).toEqual(["Haku (white dragon) 1", "Ittsu 1", "Honitsu 2"]);
    expect(names(score("12345678999m [111m]", "9m", { seatWind: SOUTH }))).toEqual(["Ittsu 1", "Chinitsu 5"]);
  });
  it("a double-wind pair is 4 fu and a double-wind triplet 2 han (riichi.wiki Fu, Yakuhai)", () => {
    // East seat, East round, ron on 4p: 20 + 10 + 4 (East pair, twice) + 2 (kanchan 35p) = 36 → 40.
    const r = score("123m456m789s11z345p", "4p", { riichi: "riichi" });
    expect(r).toMatchObject({ han: 1, fu: 40 });
    const t = score("123m456m789s55s [111z]", "5s");
    expect(names(t)).toEqual(["Seat wind (East) 1", "Round wind (East) 1"]);
  });
});

describe("the EMA Riichi Competition Rules (2016) §4.3 scoring examples", () => {
  // The rule book shows each hand as a picture and gives its yaku, fan, minipoints and payments
  // in words; the hands here are rebuilt from those words (a pure straight in bamboo finished by
  // the 9s, a pinfu shape, no other yaku), the payments are the book's.
  const hand = "12345678s234m55p9s";
  it("1: riichi, tsumo on 9s: riichi, menzen tsumo, pinfu, pure straight 2 = 5 fan, mangan", () => {
    expect(names(score(hand, "9s", { seatWind: SOUTH, riichi: "riichi", tsumo: true }))).toEqual(["Riichi 1", "Menzen tsumo 1", "Pinfu 1", "Ittsu 2"]);
    expect(score(hand, "9s", { riichi: "riichi", tsumo: true }).points).toMatchObject({ nonDealer: 4000, total: 12000 });
    expect(score(hand, "9s", { seatWind: SOUTH, riichi: "riichi", tsumo: true }).points).toMatchObject({ dealer: 4000, nonDealer: 2000, total: 8000 });
  });
  it("2: the same hand by ron on 9s: 4 fan 30 minipoints, 11600 for East, 7700 otherwise", () => {
    expect(score(hand, "9s", { riichi: "riichi" })).toMatchObject({ han: 4, fu: 30, points: { ron: 11600 } });
    expect(score(hand, "9s", { seatWind: SOUTH, riichi: "riichi" })).toMatchObject({ han: 4, fu: 30, points: { ron: 7700 } });
  });
  it("3: with a melded set, ron on 9s, 7s dora: pure straight 1 + dora 1, 20 + open pinfu 2 → 30: 2900 / 2000", () => {
    const open = "12345678s55p9s [234m]";
    expect(names(score(open, "9s", { dora: [23] }))).toEqual(["Ittsu 1", "Dora 1"]);
    expect(score(open, "9s", { dora: [23] })).toMatchObject({ han: 2, fu: 30, points: { ron: 2900 } });
    expect(score(open, "9s", { seatWind: SOUTH, dora: [23] }).points.ron).toBe(2000);
  });
  it("4: four concealed pungs by tsumo on 8s: yakuman, other yaku and dora irrelevant", () => {
    const r = score("111m222p777z88s55z8s", "8s", { seatWind: SOUTH, tsumo: true, dora: [0] });
    expect(r).toMatchObject({ yakuman: 1, yaku: [{ name: "Suuankou" }], points: { dealer: 16000, nonDealer: 8000, total: 32000 } });
  });
});

describe("dora, honba and sticks", () => {
  it("dora count from indicators (9 → 1, North → East, Red → White), red fives, ura only with riichi (riichi.wiki Dora)", () => {
    // Indicators 9m → 1m: none in hand; 3z (West) → 4z (North): none; 4p → 5p: three (the red 0p
    // counts as a 5p too). Ura 5s → 6s: one. The 8s completes 67s (ryanmen), so pinfu; not tanyao (789s).
    const r = score("234m340p678s55p789s", "8s", { seatWind: SOUTH, riichi: "riichi", dora: [8, 29, 12], ura: [22] });
    expect(names(r)).toEqual(["Riichi 1", "Pinfu 1", "Dora 3", "Aka dora 1", "Ura dora 1"]);
    expect(r).toMatchObject({ han: 7, fu: 30, points: { limit: "haneman", ron: 12000 } });
    // Dora wrap around: 9p → 1p, North → East, Red → White.
    const wrap = score("111p567m234s555z88s", "8s", { seatWind: SOUTH, dora: [17, 30, 33] });
    expect(names(wrap)).toEqual(["Haku (white dragon) 1", "Dora 6"]);
  });
  it("dora alone are not a yaku (the hand has none)", () => {
    expect(() => score("123m456p789s11222z", "2z", { dora: [0] })).toThrow(/no yaku/);
  });
  it("honba and sticks: 300 per honba on a ron, 100 per payer on a tsumo, 1000 per stick (riichi.wiki Honba)", () => {
    const r = score("234m567p234678s55p", "4m", { seatWind: SOUTH, honba: 2, sticks: 1 });
    expect(r.points).toMatchObject({ ron: 2600, total: 3600 }); // pinfu tanyao 2 han 30 fu = 2000
    const t = score("234m567p234678s55p", "4m", { seatWind: SOUTH, tsumo: true, honba: 1, sticks: 2 });
    expect(t.points).toMatchObject({ nonDealer: 800, dealer: 1400, total: 2700 + 300 + 2000 });
  });
  it("the situational yaku: ippatsu, haitei, houtei, rinshan, chankan, double riichi", () => {
    const hand = "234m567p234678s55p";
    expect(names(score(hand, "4m", { seatWind: SOUTH, riichi: "double", ippatsu: true }))).toEqual(["Double riichi 2", "Ippatsu 1", "Pinfu 1", "Tanyao 1"]);
    expect(names(score(hand, "4m", { seatWind: SOUTH, tsumo: true, lastTile: true }))).toContain("Haitei raoyue 1");
    expect(names(score(hand, "4m", { seatWind: SOUTH, lastTile: true }))).toContain("Houtei raoyui 1");
    expect(names(score(hand, "4m", { seatWind: SOUTH, chankan: true }))).toContain("Chankan 1");
    const kan = score("234m567p678s55p (2222s)", "4m", { seatWind: SOUTH, tsumo: true, rinshan: true });
    expect(names(kan)).toEqual(["Menzen tsumo 1", "Rinshan kaihou 1", "Tanyao 1"]);
    // A closed kan spoils pinfu; 20 + 2 (tsumo) + 16 (closed simple kan) = 38 → 40 fu.
    expect(kan.fu).toBe(40);
  });
});

describe("yakuman", () => {
  it("thirteen orphans: single on a single wait, double on the 13-sided wait (riichi.wiki Kokushi musou)", () => {
    expect(score("19m19p19s12345677z", "1z", { seatWind: SOUTH })).toMatchObject({ yakuman: 1, points: { ron: 32000 } });
    expect(score("19m19p19s12345677z", "7z", { seatWind: SOUTH })).toMatchObject({ yakuman: 2, points: { ron: 64000 } });
  });
  it("four concealed triplets: double on a pair wait, single on a shanpon tsumo, sanankou + toitoi on a shanpon ron (riichi.wiki Suuankou)", () => {
    expect(score("111m333p555s777z99s", "7z", { seatWind: SOUTH, tsumo: true })).toMatchObject({ yakuman: 1 });
    expect(score("111m333p555s777z99s", "9s", { seatWind: SOUTH })).toMatchObject({ yakuman: 2, points: { ron: 64000 } });
    const ron = score("111m333p555s777z99s", "5s", { seatWind: SOUTH });
    expect(ron.yakuman).toBe(0);
    expect(names(ron)).toEqual(["Chun (red dragon) 1", "Toitoi 2", "Sanankou 2"]);
  });
  it("nine gates: pure (nine-sided) is double; any other wait single (riichi.wiki Chuuren poutou)", () => {
    expect(score("11123455678999m", "5m", { seatWind: SOUTH })).toMatchObject({ yakuman: 2 });
    expect(score("11123455678999m", "1m", { seatWind: SOUTH })).toMatchObject({ yakuman: 1 });
  });
  it("big four winds is double and yakuman stack (with all honours: triple)", () => {
    expect(score("55s [111z] [222z] [333z] [444z]", "5s", { seatWind: SOUTH })).toMatchObject({ yakuman: 2, points: { ron: 64000 } });
    // Closed, on a pair wait, it is also suuankou (pair wait): 2 + 2.
    expect(score("111222333444z55s", "5s", { seatWind: SOUTH })).toMatchObject({ yakuman: 4 });
    const all = score("11122233344455z", "5z", { seatWind: SOUTH });
    expect(all.yaku.map((y) => y.name)).toEqual(["Tsuuiisou", "Suuankou (pair wait)", "Daisuushii"]);
    expect(all).toMatchObject({ yakuman: 5, han: 65, points: { ron: 160000 } });
  });
  it("big three dragons, little four winds, all green, all terminals, four kans, tenhou, chiihou", () => {
    expect(score("55m123p [555z] [666z] [777z]", "5m", { seatWind: SOUTH }).yaku[0]!.name).toBe("Daisangen");
    expect(score("11z222s [222z] [333z] [444z]", "2s", { seatWind: SOUTH }).yaku.map((y) => y.name)).toContain("Shousuushii");
    expect(score("22334466888s666z", "8s", { seatWind: SOUTH }).yaku.map((y) => y.name)).toContain("Ryuuiisou");
    expect(score("111999m111p99s[999p]", "9s", { seatWind: SOUTH }).yaku.map((y) => y.name)).toContain("Chinroutou");
    expect(score("55m [1111m] [2222p] (3333s) {4444z}", "5m", { seatWind: SOUTH }).yaku.map((y) => y.name)).toContain("Suukantsu");
    expect(score("234m567p234678s55p", "4m", { tsumo: true, firstDraw: true })).toMatchObject({ yakuman: 1, points: { nonDealer: 16000, total: 48000 } });
    expect(score("234m567p234678s55p", "4m", { seatWind: SOUTH, tsumo: true, firstDraw: true }).yaku[0]!.name).toBe("Chiihou");
  });
  it("kazoe yakuman at 13 han with dora (riichi.wiki Kazoe yakuman)", () => {
    // Read as 22 + 345 345 678 678 with the 8m completing 67m: riichi 1, tsumo 1, pinfu 1,
    // ryanpeikou 3, tanyao 1, chinitsu 6 = 13, and two dora (indicator 1m → 2m) = 15 han.
    const r = score("22334455667788m", "8m", { seatWind: SOUTH, tsumo: true, riichi: "riichi", dora: [0] });
    expect(names(r)).toEqual(["Riichi 1", "Menzen tsumo 1", "Pinfu 1", "Ryanpeikou 3", "Tanyao 1", "Chinitsu 6", "Dora 2"]);
    expect(r).toMatchObject({ han: 15, points: { limit: "kazoe yakuman", total: 32000, dealer: 16000, nonDealer: 8000 } });
    expect(r.yakuman).toBe(0);
  });
  it("the best reading wins: ryanpeikou over seven pairs", () => {
    const r = score("223344m556677p88s", "8s", { riichi: "riichi", seatWind: SOUTH });
    expect(r.form).toBe("standard");
    expect(names(r)).toEqual(["Riichi 1", "Ryanpeikou 3", "Tanyao 1"]);
  });
});

describe("bad wins", () => {
  it("says why", () => {
    expect(() => score("123m456p789s1122z3z", "3z")).toThrow(/not a winning hand/);
    expect(() => score("234m567p234678s55p", "9m")).toThrow(/winning tile 9m is not among/);
    expect(() => score("234m567p234678s55p", "4m", { ippatsu: true })).toThrow(/ippatsu needs riichi/);
    expect(() => score("234m567p234678s55p", "4m", { tsumo: true, chankan: true })).toThrow(/chankan/);
    expect(() => score("234m567p678s55p (2222s)", "4m", { tsumo: true, lastTile: true, rinshan: true })).toThrow(/haitei and rinshan/);
    expect(() => score("234m567p234678s55p", "4m", { tsumo: true, rinshan: true })).toThrow(/needs a kan/);
    expect(() => score("234m567p88s [234s] [678p]", "4m", { riichi: "riichi" })).toThrow(/closed hand/);
  });
});

describe("fast path", () => {
  it("scoreHand takes counts and the memoised scorer gives the same result", () => {
    const counts = parseCounts("234m567p234678s55p");
    const s = situation({ seatWind: SOUTH, tsumo: true, riichi: "riichi", dora: [12] });
    const direct = scoreHand({ counts, win: 3, red: 1 }, s);
    const scorer = createScorer(s);
    expect(scorer(counts, 3, 1)).toEqual(direct);
    expect(scorer(counts, 3, 1)).toBe(scorer(counts, 3, 1));
    expect(direct).toMatchObject({ han: 8, points: { limit: "baiman" } }); // riichi tsumo pinfu tanyao, dora 3 (5p), aka 1
    expect(scoreHand({ counts: parseCounts("123m456p789s1122z3z"), win: 29 }, s)).toBeNull();
  });
  it("the memoised scorer keeps hands, wins and red counts apart, also after its cache starts again", () => {
    const s = situation({ seatWind: SOUTH, tsumo: true, dora: [3] });
    const scorer = createScorer(s, [], 3);
    const hands = ["234m567p234678s55p", "345m567p234678s55p", "22334455667788m", "1155m2299p3377s11z", "19m19p19s12345677z"].map(parseCounts);
    for (let round = 0; round < 2; round++) {
      for (const counts of hands) {
        for (let win = 0; win < 34; win++) {
          if (counts[win] === 0) continue;
          for (const red of [0, 1]) expect(scorer(counts, win, red)).toEqual(scoreHand({ counts, win, red }, s));
        }
      }
    }
  });
});
