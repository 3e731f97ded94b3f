// The points table checked against the published one: the standard fu/han score table without
// kiriage mangan, as printed in the EMA Riichi rules' scoring appendix and on riichi.wiki
// ("Scoring table"), transcribed here by hand. Each row: fu, then for 1–4 han the non-dealer
// ron, non-dealer tsumo ("non-dealers/dealer"), dealer ron, dealer tsumo (each pays); "-" where the
// table has no entry (20 fu ron, 25 fu 1 han, …). Limits: mangan 8000, haneman 12000, baiman
// 16000, sanbaiman 24000, yakuman 32000; dealer ×1.5.
import { describe, expect, it } from "vitest";
import { basePoints, payments } from "./points.ts";

type Row = [fu: number, nonDealerRon: string[], nonDealerTsumo: string[], dealerRon: string[], dealerTsumo: string[]];

const M = "mangan";
const TABLE: Row[] = [
  [20, ["-", "-", "-", "-"], ["-", "400/700", "700/1300", "1300/2600"], ["-", "-", "-", "-"], ["-", "700", "1300", "2600"]],
  [25, ["-", "1600", "3200", "6400"], ["-", "-", "800/1600", "1600/3200"], ["-", "2400", "4800", "9600"], ["-", "-", "1600", "3200"]],
  [30, ["1000", "2000", "3900", "7700"], ["300/500", "500/1000", "1000/2000", "2000/3900"], ["1500", "2900", "5800", "11600"], ["500", "1000", "2000", "3900"]],
  [40, ["1300", "2600", "5200", M], ["400/700", "700/1300", "1300/2600", M], ["2000", "3900", "7700", M], ["700", "1300", "2600", M]],
  [50, ["1600", "3200", "6400", M], ["400/800", "800/1600", "1600/3200", M], ["2400", "4800", "9600", M], ["800", "1600", "3200", M]],
  [60, ["2000", "3900", "7700", M], ["500/1000", "1000/2000", "2000/3900", M], ["2900", "5800", "11600", M], ["1000", "2000", "3900", M]],
  [70, ["2300", "4500", M, M], ["600/1200", "1200/2300", M, M], ["3400", "6800", M, M], ["1200", "2300", M, M]],
  [80, ["2600", "5200", M, M], ["700/1300", "1300/2600", M, M], ["3900", "7700", M, M], ["1300", "2600", M, M]],
  [90, ["2900", "5800", M, M], ["800/1500", "1500/2900", M, M], ["4400", "8700", M, M], ["1500", "2900", M, M]],
  [100, ["3200", "6400", M, M], ["800/1600", "1600/3200", M, M], ["4800", "9600", M, M], ["1600", "3200", M, M]],
  [110, ["3600", "7100", M, M], ["900/1800", "1800/3600", M, M], ["5300", "10600", M, M], ["1800", "3600", M, M]],
];

const LIMITS: [han: number, name: string, nonDealerRon: number, tsumo: string, dealerRon: number, dealerEach: number][] = [
  [5, "mangan", 8000, "2000/4000", 12000, 4000],
  [6, "haneman", 12000, "3000/6000", 18000, 6000],
  [7, "haneman", 12000, "3000/6000", 18000, 6000],
  [8, "baiman", 16000, "4000/8000", 24000, 8000],
  [10, "baiman", 16000, "4000/8000", 24000, 8000],
  [11, "sanbaiman", 24000, "6000/12000", 36000, 12000],
  [12, "sanbaiman", 24000, "6000/12000", 36000, 12000],
  [13, "kazoe yakuman", 32000, "8000/16000", 48000, 16000],
];

function pay(han: number, fu: number, dealer: boolean, tsumo: boolean) {
  const { base, limit } = basePoints(han, fu, 0);
  return payments(base, limit, { dealer, tsumo, honba: 0, sticks: 0 });
}

describe("points table", () => {
  for (const [fu, ndRon, ndTsumo, dRon, dTsumo] of TABLE) {
    for (let han = 1; han <= 4; han++) {
      const i = han - 1;
      it(`${han} han ${fu} fu`, () => {
        const mangan = ndRon[i] === M;
        if (ndRon[i] !== "-") expect(pay(han, fu, false, false).ron).toBe(mangan ? 8000 : Number(ndRon[i]));
        if (dRon[i] !== "-") expect(pay(han, fu, true, false).ron).toBe(mangan ? 12000 : Number(dRon[i]));
        if (ndTsumo[i] !== "-") {
          const p = pay(han, fu, false, true);
          expect(`${p.nonDealer}/${p.dealer}`).toBe(mangan ? "2000/4000" : ndTsumo[i]);
        }
        if (dTsumo[i] !== "-") expect(pay(han, fu, true, true).nonDealer).toBe(mangan ? 4000 : Number(dTsumo[i]));
        expect(pay(han, fu, false, false).limit).toBe(mangan ? "mangan" : null);
      });
    }
  }
  for (const [han, name, ndRon, tsumo, dRon, dEach] of LIMITS) {
    it(`${han} han is ${name} whatever the fu`, () => {
      for (const fu of [30, 40, 110]) {
        expect(pay(han, fu, false, false)).toMatchObject({ ron: ndRon, limit: name });
        const t = pay(han, fu, false, true);
        expect(`${t.nonDealer}/${t.dealer}`).toBe(tsumo);
        expect(pay(han, fu, true, false).ron).toBe(dRon);
        expect(pay(han, fu, true, true)).toMatchObject({ nonDealer: dEach, total: 3 * dEach });
      }
    });
  }
  it("no kiriage: 4 han 30 fu and 3 han 60 fu stay below mangan", () => {
    expect(pay(4, 30, false, false)).toMatchObject({ ron: 7700, limit: null });
    expect(pay(3, 60, true, false)).toMatchObject({ ron: 11600, limit: null });
  });
  it("yakuman multiples: 32000 per multiple (48000 for the dealer)", () => {
    const { base, limit } = basePoints(0, 0, 2);
    expect(payments(base, limit, { dealer: false, tsumo: false, honba: 0, sticks: 0 })).toMatchObject({ ron: 64000, limit: "yakuman" });
    expect(payments(base, limit, { dealer: true, tsumo: true, honba: 0, sticks: 0 })).toMatchObject({ nonDealer: 32000, total: 96000 });
  });
  it("honba: 300 on a ron, 100 from each payer on a tsumo; sticks 1000 each to the winner", () => {
    const { base, limit } = basePoints(1, 30, 0);
    expect(payments(base, limit, { dealer: false, tsumo: false, honba: 2, sticks: 1 })).toMatchObject({ ron: 1600, total: 2600, hand: 1000 });
    expect(payments(base, limit, { dealer: false, tsumo: true, honba: 2, sticks: 3 })).toMatchObject({ nonDealer: 500, dealer: 700, total: 1100 + 600 + 3000 });
    expect(payments(base, limit, { dealer: true, tsumo: true, honba: 1, sticks: 0 })).toMatchObject({ nonDealer: 600, total: 1800 });
  });
});
