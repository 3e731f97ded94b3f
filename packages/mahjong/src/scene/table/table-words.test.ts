import { describe, expect, it } from "vitest";
import { newHanchan } from "../../table/deal.ts";
import { playHanchan } from "../../bots/match.ts";
import { finalOf } from "../../table/hand-end.ts";
import { legalActions } from "../../table/legal.ts";
import { tileOf } from "../../table/tile-ids.ts";
import type { Action, HandRecord, Seat } from "../../table/types.ts";
import { faceName } from "../words.ts";
import { finalLines, handResult, promptChoices, recentEvents, roundTitle, seatName } from "./table-words.ts";

const rules = { redFives: true };

function base(outcome: HandRecord["outcome"], deltas: number[]): HandRecord {
  return {
    round: 5,
    honba: 1,
    sticks: 0,
    startScores: [25000, 25000, 25000, 25000],
    haipai: [],
    events: [],
    doraIndicators: [0],
    uraIndicators: [],
    outcome,
    deltas,
  };
}

describe("the table's words", () => {
  it("names seats from yours: the next seat in turn order is on your right", () => {
    expect(([0, 1, 2, 3] as Seat[]).map((s) => seatName(s, 2))).toEqual(["Across", "Left", "You", "Right"]);
    expect(roundTitle(0)).toBe("East 1");
    expect(roundTitle(7)).toBe("South 4");
    expect(roundTitle(9)).toBe("West 2");
  });

  it("offers a prompt only for choices beside a plain discard, Skip with every call", () => {
    const state = newHanchan("words-1");
    const dealer = state.hand.dealer;
    const plain = legalActions(state, dealer).filter((a) => a.type === "discard" && a.riichi !== true);
    expect(promptChoices(plain, rules, false)).toEqual([]);
    const pass: Action = { type: "pass", seat: 1 };
    const chis: Action[] = [
      { type: "chi", seat: 1, tiles: [12, 16] },
      { type: "chi", seat: 1, tiles: [20, 24] },
    ];
    const choices = promptChoices([{ type: "ron", seat: 1 }, { type: "pon", seat: 1, tiles: [17, 18] }, ...chis, pass], rules, false);
    expect(choices.map((c) => c.label)).toEqual(["Ron", "Pon", "Chi 4m red 5m", "Chi 6m 7m", "Skip"]);
    expect(choices.at(-1)!.action).toBe(pass);
    const riichi = promptChoices(
      [
        { type: "tsumo", seat: 0 },
        { type: "discard", seat: 0, tile: 3, riichi: true },
      ],
      rules,
      false,
    );
    expect(riichi.map((c) => c.id)).toEqual(["tsumo", "riichi"]);
  });

  it("writes an exhaustive draw's tenpai and noten and every seat's payment", () => {
    const h = base({ type: "exhaustive", tenpai: [true, false, false, true], nagashi: [] }, [1500, -1500, -1500, 1500]);
    const result = handResult(h, 1, rules, false);
    expect(result.title).toBe("South 2 · 1 honba: exhaustive draw");
    // Seen from seat 1: seat 0 is on the left, seat 3 across.
    expect(result.lines).toContain("Ready (tenpai): Left, Across");
    expect(result.lines).toContain("Not ready (noten): You, Right");
    expect(result.lines).toContain("You −1,500 → 23,500");
    expect(result.lines).toContain("Across +1,500 → 26,500");
  });

  it("names an abortive draw", () => {
    const result = handResult(base({ type: "abortive", reason: "suufon" }, [0, 0, 0, 0]), 0, rules, false);
    expect(result.title).toBe("South 2 · 1 honba: abortive draw");
    expect(result.lines[0]).toMatch(/suufon renda/);
  });

  it("writes the final table with oka and uma", () => {
    const final = finalOf([41000, 29000, 20000, 10000], 0);
    // 1st: (41,000 − 30,000)/1,000 + 20 uma + 20 oka = +51.0; 4th: −20 − 20 = −40.0.
    expect(finalLines(final, 1)).toEqual(["1st Left · 41,000 · +51.0", "2nd You · 29,000 · +9.0", "3rd Right · 20,000 · −20.0", "4th Across · 10,000 · −40.0"]);
  });

  it("writes a win's yaku, value, dora and payments from the engine's record", () => {
    const state = playHanchan("words-win", ["easy", "easy", "easy", "easy"]);
    const h = state.history.find((x) => x.outcome.type === "win")!;
    const result = handResult(h, 0, rules, true);
    const w = h.outcome.type === "win" ? h.outcome.wins[0]! : null;
    expect(result.lines.join("\n")).toContain(`${w!.score.points.total.toLocaleString("en")} points`);
    expect(result.lines.some((l) => l.startsWith("Dora indicators: "))).toBe(true);
    expect(result.lines.filter((l) => /→/.test(l))).toHaveLength(4);
    // The hand reads in suit order (man, pin, sou, honours), then the winning tile.
    const hand = result.lines.find((l) => l.startsWith("Hand: "))!;
    const concealed = w!.concealed
      .filter((id) => id !== w!.tile)
      .sort((a, b) => a - b) // ids are kind × 4 + copy: this is kind order
      .map((id) => faceName(tileOf(id, true), true));
    expect(hand.startsWith(`Hand: ${concealed.join(" ")} + `)).toBe(true);
  });

  it("tells the hand's last events in words", () => {
    const events: HandRecord["events"] = [
      { type: "draw", seat: 0, tile: 0, rinshan: false },
      { type: "discard", seat: 0, tile: 124, tsumogiri: true, riichi: true },
      { type: "riichiAccepted", seat: 0 },
      { type: "call", seat: 2, meld: { type: "pon", tiles: [132, 133, 134], called: 134, from: 1, added: null } },
    ];
    expect(recentEvents(events, 3, rules, false, 2)).toEqual(["Right is in riichi", "Left: Pon Rd Rd Rd"]);
    expect(recentEvents(events, 3, rules, false, 5)[0]).toBe("Right discarded Wh, riichi");
  });
});
