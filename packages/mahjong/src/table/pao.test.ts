// Pao (responsibility payment), each case worked out by hand from Tenhou's published rule
// (tenhou.net/man, 責任払い: daisangen and daisuushii; the responsible seat pays the whole tsumo,
// half of a ron by a third seat; with other yakuman only the pao yakuman is paid so), on walls
// laid out by hand, then a property over the payment rule itself.
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { parseTileList } from "../analysis/tiles.ts";
import { payments } from "../rules/score/points.ts";
import type { Score } from "../rules/score/score.ts";
import { parseAction } from "./action-text.ts";
import { tableWithWall } from "./deal.ts";
import { apply } from "./engine.ts";
import { paoCompletedBy, paoDeltas } from "./pao.ts";
import { parseTenhou6 } from "./tenhou6-parse.ts";
import { printTenhou6 } from "./tenhou6-print.ts";
import { checkLog } from "./tenhou6-check.ts";
import type { Seat, TableMeld, TableState, WinRecord } from "./types.ts";
import { wallFrom } from "./wall-from.ts";
import { winDeltas } from "./win.ts";

// Fillers that make no calls on the tiles played here: triplets of terminals and a single wind.
const S0 = "111999m111p999p1z";
const S2 = "222888m222888p2z";
const S3 = "333777m333777p3z";

function table(hands: string[], draws: string, honba = 0): TableState {
  const wall = wallFrom(
    { dealer: 0, haipai: hands.map((h) => parseTileList(h)), draws: parseTileList(draws), rinshan: [], dora: parseTileList("9s"), ura: [] },
    true,
  );
  return tableWithWall(wall, { round: 0, honba });
}

function play(s: TableState, steps: string[]): TableState {
  for (const step of steps) {
    if (step === "-") {
      while (s.phase.type === "claim") s = apply(s, { type: "pass", seat: s.phase.waiting.findIndex(Boolean) as Seat });
    } else s = apply(s, parseAction(step, s));
  }
  return s;
}

/** Seat 1 pons 5z from the dealer, 6z from seat 2, then 7z from seat 3: seat 3 is responsible. */
const DRAGON_PONS = [
  "0 discard 5z drawn",
  "1 pon 55z",
  "1 discard 9p",
  "-",
  "2 discard 6z drawn",
  "1 pon 66z",
  "1 discard 9s",
  "-",
  "2 discard 8s drawn",
  "-",
  "3 discard 7z drawn",
  "1 pon 77z",
  "1 discard 8p",
  "-",
  "2 discard 7s drawn",
  "-",
];

const lastWin = (s: TableState): WinRecord => {
  const o = s.history.at(-1)!.outcome;
  if (o.type !== "win") throw new Error("the hand did not end in a win");
  return o.wins[0]!;
};

describe("daisangen pao at the table", () => {
  const hand = "55z66z77z1234m9p9s8p"; // waits 1m / 4m once the three dragons are called

  it("the third dragon pon makes its discarder responsible; a tsumo is all theirs (32,000)", () => {
    let s = play(table([S0, hand, S2, S3], "5z6z8s7z7s6s4s4m"), DRAGON_PONS);
    expect(s.hand.seats[1]!.pao).toBe(3);
    s = play(s, ["3 discard 6s drawn", "-", "0 discard 4s drawn", "-", "1 tsumo"]);
    expect(lastWin(s).pao).toBe(3);
    expect(s.history.at(-1)!.deltas).toEqual([0, 32_000, 0, -32_000]);
  });

  it("with a honba the responsible seat pays it too on a tsumo (32,300)", () => {
    const s = play(table([S0, hand, S2, S3], "5z6z8s7z7s6s4s4m", 1), [...DRAGON_PONS, "3 discard 6s drawn", "-", "0 discard 4s drawn", "-", "1 tsumo"]);
    expect(s.history.at(-1)!.deltas).toEqual([0, 32_300, 0, -32_300]);
  });

  it("a ron by a third seat: the discarder and the responsible seat pay 16,000 each, the honba with the discard", () => {
    const s = play(table([S0, hand, S2, S3], "5z6z8s7z7s6s4m", 1), [...DRAGON_PONS, "3 discard 6s drawn", "-", "0 discard 4m drawn", "1 ron"]);
    expect(s.history.at(-1)!.deltas).toEqual([-16_300, 32_300, 0, -16_000]);
  });

  it("a ron on the responsible seat's own discard: it pays all (32,000)", () => {
    const s = play(table([S0, hand, S2, S3], "5z6z8s7z7s4m"), [...DRAGON_PONS, "3 discard 4m drawn", "1 ron"]);
    expect(s.history.at(-1)!.deltas).toEqual([0, 32_000, 0, -32_000]);
  });

  it("with tsuuiisou as well, only daisangen is the responsible seat's; tsuuiisou is a normal tsumo", () => {
    // All honours: 444z and a 2z pair wait. Double yakuman 64,000: daisangen 32,000 from seat 3,
    // tsuuiisou as a non-dealer tsumo, 16,000 from the dealer and 8,000 from each other seat.
    const s = play(table([S0, "55z66z77z444z2z9p9s8p", S2, S3], "5z6z8s7z7s6s4s2z"), [
      ...DRAGON_PONS,
      "3 discard 6s drawn",
      "-",
      "0 discard 4s drawn",
      "-",
      "1 tsumo",
    ]);
    expect(lastWin(s).score.yakuman).toBe(2);
    expect(s.history.at(-1)!.deltas).toEqual([-16_000, 64_000, -8_000, -40_000]);
  });

  it("is written in the log's pao field, re-checked and read back", () => {
    const s = play(table([S0, hand, S2, S3], "5z6z8s7z7s6s4s4m"), [...DRAGON_PONS, "3 discard 6s drawn", "-", "0 discard 4s drawn", "-", "1 tsumo"]);
    const json = printTenhou6(s);
    const result = json.log[0]!.at(-1) as unknown[];
    expect((result[2] as unknown[]).slice(0, 3)).toEqual([1, 1, 3]);
    expect(checkLog(parseTenhou6(JSON.stringify(json))).ok).toBe(true);
    // The same log with nobody responsible is refused, naming the round and the turn.
    (result[2] as unknown[])[2] = 1;
    const check = checkLog(parseTenhou6(JSON.stringify(json)));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.mismatch.reason).toBe("pao: the log makes nobody responsible, the rules seat 3");
  });
});

describe("which call makes a seat responsible", () => {
  const set = (type: TableMeld["type"], tiles: string, from: Seat | null = 0): TableMeld => {
    const kinds = parseTileList(tiles).map((t) => t.kind);
    // Tile ids: kind × 4 + copy.
    const ids = kinds.map((k, i) => k * 4 + (i % 4));
    return { type, tiles: ids, called: from === null ? null : ids[0]!, from, added: null };
  };

  it("the third dragon set by pon or open kan, a closed kan among the first two", () => {
    expect(paoCompletedBy([set("pon", "555z"), set("pon", "666z"), set("pon", "777z")])).toBe("Daisangen");
    expect(paoCompletedBy([set("closedKan", "5555z", null), set("pon", "666z"), set("openKan", "7777z")])).toBe("Daisangen");
    expect(paoCompletedBy([set("pon", "111z"), set("pon", "222z"), set("pon", "333z"), set("pon", "444z")])).toBe("Daisuushii");
  });

  it("not the second dragon, not a non-dragon after three, not a chi", () => {
    expect(paoCompletedBy([set("pon", "555z"), set("pon", "666z")])).toBeNull();
    expect(paoCompletedBy([set("pon", "555z"), set("pon", "666z"), set("pon", "777z"), set("pon", "111m")])).toBeNull();
    expect(paoCompletedBy([set("pon", "111z"), set("pon", "222z"), set("pon", "333z")])).toBeNull();
    expect(paoCompletedBy([set("pon", "555z"), set("pon", "666z"), set("pon", "777z"), set("chi", "123m")])).toBeNull();
  });
});

/** A yakuman score as the scorer gives it: `others` more yakuman besides the pao one. */
function yakumanScore(pao: "Daisangen" | "Daisuushii", others: number, o: { dealer: boolean; tsumo: boolean; honba: number; sticks: number }): Score {
  const own = pao === "Daisangen" ? 1 : 2;
  const multiple = own + others;
  const yaku = [{ name: pao, han: 13 * own, yakuman: own }, ...Array.from({ length: others }, () => ({ name: "Tsuuiisou", han: 13, yakuman: 1 }))];
  return {
    han: 13 * multiple,
    fu: 0,
    yakuman: multiple,
    yaku,
    points: payments(8000 * multiple, "yakuman", o),
    form: "standard",
    arrangement: null,
    wait: null,
  };
}

describe("pao payments", () => {
  it("daisuushii (a double yakuman here) by a non-dealer tsumo: 64,000 from the responsible seat", () => {
    const score = yakumanScore("Daisuushii", 0, { dealer: false, tsumo: true, honba: 0, sticks: 0 });
    expect(paoDeltas(score, 2, 2, 0, 1)).toEqual([0, -64_000, 64_000, 0]);
  });

  it("daisangen by the dealer's ron from a third seat: 24,000 each, the sticks to the winner", () => {
    const score = yakumanScore("Daisangen", 0, { dealer: true, tsumo: false, honba: 2, sticks: 1 });
    expect(paoDeltas(score, 0, 3, 0, 2)).toEqual([49_600, 0, -24_000, -24_600]);
  });

  test.prop([
    fc.constantFrom("Daisangen" as const, "Daisuushii" as const),
    fc.integer({ min: 0, max: 2 }),
    fc.constantFrom<Seat>(0, 1, 2, 3),
    fc.constantFrom<Seat>(0, 1, 2, 3),
    fc.constantFrom<Seat>(0, 1, 2, 3),
    fc.constantFrom<Seat>(0, 1, 2, 3),
    fc.boolean(),
    fc.integer({ min: 0, max: 6 }),
    fc.integer({ min: 0, max: 4 }),
  ])(
    "pao moves who pays, never how much: the winner's gain and the sum are those without it",
    (yakuman, others, winner, other, pao, dealer, tsumo, honba, sticks) => {
      if (pao === winner || (!tsumo && other === winner)) return;
      const from = tsumo ? winner : other;
      const score = yakumanScore(yakuman, others, { dealer: winner === dealer, tsumo, honba, sticks });
      const plain = winDeltas(score, winner, from, dealer);
      const deltas = paoDeltas(score, winner, from, dealer, pao);
      expect(deltas[winner]).toBe(plain[winner]);
      expect(deltas.reduce((a, b) => a + b, 0)).toBe(sticks * 1000);
      expect(deltas.every((d, s) => s === winner || d <= 0)).toBe(true);
      // The responsible seat pays at least half of its yakuman, on any win.
      expect(-deltas[pao]!).toBeGreaterThanOrEqual(((yakuman === "Daisangen" ? 8000 : 16_000) * (winner === dealer ? 6 : 4)) / 2);
    },
  );
});
