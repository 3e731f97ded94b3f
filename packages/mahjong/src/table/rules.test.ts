// Hand-checked scenarios for the table's special rules, each on a wall laid out by hand.
import { describe, expect, it } from "vitest";
import { parseTileList } from "../analysis/tiles.ts";
import { actionText, parseAction } from "./action-text.ts";
import { tableWithWall } from "./deal.ts";
import { apply } from "./engine.ts";
import { finalOf, gameEnds } from "./hand-end.ts";
import { legalActions } from "./legal.ts";
import { seatStats } from "./stats.ts";
import type { Seat, TableState } from "./types.ts";
import { wallFrom } from "./wall-from.ts";

interface Plan {
  hands: string[];
  draws: string;
  dora?: string;
  ura?: string;
  rinshan?: string;
  round?: number;
  honba?: number;
  scores?: number[];
}

function table(p: Plan): TableState {
  const dealer = (p.round ?? 0) % 4;
  const wall = wallFrom(
    {
      dealer,
      haipai: p.hands.map((h) => parseTileList(h)),
      draws: parseTileList(p.draws),
      rinshan: p.rinshan === undefined ? [] : parseTileList(p.rinshan),
      dora: parseTileList(p.dora ?? "1z"),
      ura: p.ura === undefined ? [] : parseTileList(p.ura),
    },
    true,
  );
  return tableWithWall(wall, { round: p.round ?? 0, honba: p.honba ?? 0, ...(p.scores === undefined ? {} : { scores: p.scores }) });
}

/** Applies actions written as text ("1 discard 8s drawn"); "-" passes every seat with a claim. */
function play(s: TableState, ...steps: string[]): TableState {
  for (const step of steps) {
    if (step === "-") {
      while (s.phase.type === "claim") {
        const seat = s.phase.waiting.findIndex(Boolean) as Seat;
        s = apply(s, { type: "pass", seat });
      }
    } else s = apply(s, parseAction(step, s));
  }
  return s;
}

const legalText = (s: TableState, seat: Seat) => legalActions(s, seat).map((a) => actionText(a, s));

// Fillers that make no calls and no wins: triplets of terminals and honours.
const S0 = "111999m111p999p1z";
const S2 = "222888m222888p2z";
const S3 = "333777m333777p3z";

describe("furiten", () => {
  const waiting = "234m567m234p55s67s"; // waits 5s / 8s

  it("a wait in the seat's own river: no ron (pon still offered)", () => {
    let s = table({ hands: [S0, waiting, S2, S3], draws: "4z8s5s" });
    s = play(s, "0 discard 4z drawn", "-");
    expect(legalText(s, 1)).toContain("1 tsumo");
    s = play(s, "1 discard 8s drawn", "-", "2 discard 5s drawn");
    expect(legalText(s, 1)).toEqual(["1 pon 55s", "1 pass"]);
  });

  it("a passed winning tile: no ron until the seat's own next discard", () => {
    let s = table({ hands: [S0, waiting, S2, S3], draws: "4z6z8s5s7z5z0s" });
    s = play(s, "0 discard 4z drawn", "-", "1 discard 6z drawn", "-", "2 discard 8s drawn");
    expect(legalText(s, 1)).toContain("1 ron");
    s = play(s, "1 pass", "3 discard 5s drawn");
    expect(legalText(s, 1)).toEqual(["1 pon 55s", "1 pass"]);
    s = play(s, "1 pass", "0 discard 7z drawn", "-", "1 discard 5z drawn", "-", "2 discard 0s drawn");
    expect(legalText(s, 1)).toContain("1 ron");
  });

  it("after riichi, a passed winning tile is furiten for the rest of the hand", () => {
    let s = table({ hands: [S0, "234m567m234p55s67s", S2, S3], draws: "4z6z8s7z6z4z5z8s" });
    s = play(s, "0 discard 4z drawn", "-", "1 riichi 6z drawn", "-", "2 discard 8s drawn");
    expect(legalText(s, 1)).toEqual(["1 ron", "1 pass"]);
    s = play(s, "1 pass", "3 discard 7z drawn", "-", "0 discard 6z drawn", "-", "1 discard 4z drawn", "-", "2 discard 5z drawn", "-", "3 discard 8s drawn");
    expect(legalText(s, 1)).toEqual([]);
    expect(s.hand.seats[1]!.furitenRiichi).toBe(true);
    expect(s.sticks).toBe(1);
  });
});

describe("calls", () => {
  const S0b = "999m111999p111s1z";
  it("kuikae: after a chi the called tile and the one at the run's other end may not be thrown", () => {
    let s = table({ hands: [S0b, "23m4m789p5689s455z", S2, S3], draws: "1m" });
    s = play(s, "0 discard 1m drawn");
    expect(legalText(s, 1)).toEqual(["1 chi 23m", "1 pass"]);
    s = play(s, "1 chi 23m");
    const discards = legalText(s, 1);
    expect(discards).not.toContain("1 discard 4m");
    expect(discards).toContain("1 discard 7p");
    expect(() => play(s, "1 discard 4m")).toThrow(/not legal/);
  });

  it("call priority: a pon by a later seat beats a chi from the left", () => {
    let s = table({ hands: [S0b, "23m4m789p5689s455z", "11m888m222p888p22z", S3], draws: "1m" });
    s = play(s, "0 discard 1m drawn", "1 chi 23m", "2 pon 11m");
    expect(s.phase).toMatchObject({ type: "turn", seat: 2, afterCall: true });
    expect(s.hand.seats[1]!.melds).toEqual([]);
    expect(s.hand.seats[2]!.melds[0]).toMatchObject({ type: "pon", from: 0 });
  });
});

describe("wins", () => {
  const S3b = "111999s444z666z7z";
  it("double ron: both win; honba and sticks go to the first winner from the discarder", () => {
    const s0 = table({ hands: [S0, "234m567m234p55s67s", "345m678m567p33s67s", S3b], draws: "8s", honba: 2 });
    const s = play(s0, "0 discard 8s drawn", "1 ron", "2 ron");
    const h = s.history[0]!;
    expect(h.outcome.type).toBe("win");
    if (h.outcome.type !== "win") return;
    expect(h.outcome.wins.map((w) => w.seat)).toEqual([1, 2]);
    // Seat 1: pinfu tanyao 2 han 30 fu = 2,000 + 600 for two honba; seat 2: pinfu tanyao 2,000, no honba.
    expect(h.outcome.wins.map((w) => w.deltas)).toEqual([
      [-2600, 2600, 0, 0],
      [-2000, 0, 2000, 0],
    ]);
    expect(h.deltas).toEqual([-4600, 2600, 2000, 0]);
    expect(seatStats(s.history).map((x) => [x.wins, x.dealIns])).toEqual([
      [0, 2],
      [1, 0],
      [1, 0],
      [0, 0],
    ]);
  });

  it("three rons are an abortive draw (sanchahou)", () => {
    const s = play(
      table({ hands: [S0, "234m567m234p55s67s", "345m678m567p33s67s", "456m789m789p22s67s"], draws: "8s" }),
      "0 discard 8s drawn",
      "1 ron",
      "2 ron",
      "3 ron",
    );
    expect(s.history[0]!.outcome).toEqual({ type: "abortive", reason: "sanchahou" });
  });

  it("chankan: an added kan's tile is robbed, with the chankan yaku", () => {
    let s = table({ hands: ["55p111999m111p1z2z", "222888m222888p5z", "46p234m567m234s77z", S3b], draws: "4z0p7z6z3z5p" });
    s = play(
      s,
      "0 discard 2z",
      "1 discard 0p drawn",
      "0 pon 55p",
      "2 pass",
      "0 discard 1z",
      "1 discard 7z drawn",
      "-",
      "2 discard 6z drawn",
      "-",
      "3 discard 3z drawn",
      "-",
    );
    expect(legalText(s, 0)).toContain("0 kakan 5p");
    s = play(s, "0 kakan 5p");
    expect(legalText(s, 2)).toEqual(["2 ron", "2 pass"]);
    s = play(s, "2 ron");
    const out = s.history[0]!.outcome;
    expect(out.type === "win" && out.wins[0]!.score.yaku.map((y) => y.name)).toEqual(["Chankan"]);
  });
});

describe("draws", () => {
  it("four same winds on the first go-around (suufon renda)", () => {
    const hands = ["111999m111p99p2z3z", "222888m222888p1z", "333777m333777p1z", "444666m444666p1z"];
    const s = play(table({ hands, draws: "1z5z6z7z", dora: "9s" }), "0 discard 1z drawn", "-", "1 discard 1z", "-", "2 discard 1z", "-", "3 discard 1z", "-");
    expect(s.history[0]!.outcome).toEqual({ type: "abortive", reason: "suufon" });
    expect(s.hand).toMatchObject({ round: 0, honba: 1 });
  });
});

describe("the end of the game", () => {
  const at = (round: number, scores: number[]) => ({ hand: { round, dealer: (round % 4) as Seat }, scores }) as unknown as TableState;

  it("ends on tobi, after South 4 when someone has 30,000, else goes West; the all-last dealer stops in first place", () => {
    expect(gameEnds(at(2, [-100, 40000, 30000, 30100]), false, true)).toBe(true);
    expect(gameEnds(at(6, [20000, 40000, 10000, 30000]), false, true)).toBe(false);
    expect(gameEnds(at(7, [20000, 40000, 10000, 30000]), false, true)).toBe(true);
    expect(gameEnds(at(7, [25000, 25000, 25000, 25000]), false, true)).toBe(false);
    expect(gameEnds(at(7, [20000, 20000, 20000, 40000]), true, true)).toBe(true);
    expect(gameEnds(at(7, [40000, 20000, 20000, 20000]), true, true)).toBe(false);
    expect(gameEnds(at(7, [20000, 20000, 20000, 40000]), true, false)).toBe(false);
    expect(gameEnds(at(11, [25000, 25000, 25000, 25000]), false, true)).toBe(true);
  });

  it("placement: ties to the seat nearer the first dealer, oka +20 and uma +20/+10/−10/−20, sticks to first", () => {
    const final = finalOf([30000, 30000, 20000, 19000], 1);
    expect(final.placements).toEqual([
      { seat: 0, place: 1, score: 31000, points: 41 },
      { seat: 1, place: 2, score: 30000, points: 10 },
      { seat: 2, place: 3, score: 20000, points: -20 },
      { seat: 3, place: 4, score: 19000, points: -31 },
    ]);
  });
});
