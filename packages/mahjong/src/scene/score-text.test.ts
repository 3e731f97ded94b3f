import { describe, expect, it } from "vitest";
import { parseCounts, tileName } from "../analysis/tiles.ts";
import { scoreHand } from "../rules/score/score.ts";
import { situation } from "../rules/score/situation.ts";
import { exhaustedLine, paoLine, seatLine, valueLine, waitWords, yakuLine } from "./score-text.ts";

describe("score words", () => {
  it("names the seat, the dealer, the yaku and who pays (the scoring contract's example)", () => {
    expect(seatLine(0, 0)).toBe("East round · East seat (dealer)");
    expect(seatLine(1, 3)).toBe("South round · North seat");
    // 234m567p234678s55p, tsumo 4m in the South seat: menzen tsumo, pinfu, tanyao; 3 han 20 fu
    // is 700/1,300 (the published table), 2,700 in all.
    const s = scoreHand({ counts: parseCounts("234m567p234678s55p"), win: 3 }, situation({ seatWind: 1, tsumo: true }))!;
    expect(yakuLine(s)).toBe("Menzen tsumo 1 han · Pinfu 1 han · Tanyao 1 han");
    expect(valueLine(s)).toBe("3 han 20 fu · 2,700 points (700 from each other player, 1,300 from the dealer)");
    const ron = scoreHand({ counts: parseCounts("234m567p234678s55p"), win: 3 }, situation({ seatWind: 1, riichi: "riichi", dora: [12] }))!;
    // Pinfu needs a two-sided wait: the words and the term.
    expect(waitWords(s.wait!)).toBe("two-sided wait (ryanmen)");
    expect(waitWords("kokushi")).toBe("kokushi wait");
    expect(valueLine(ron)).toContain("(all from the player who discarded it)");
  });

  it("says tenpai with the waits, or noten", () => {
    expect(exhaustedLine({ tenpai: true, waits: [2, 5] }, (k) => tileName(k))).toBe("Ready (tenpai): waiting on 3m, 6m");
    expect(exhaustedLine({ tenpai: false, waits: [] }, (k) => tileName(k))).toMatch(/^Not ready \(noten\)/);
  });
});

describe("pao words", () => {
  const daisangen = scoreHand({ counts: parseCounts("555666777z1234m4m"), win: 3 }, situation({ seatWind: 1, tsumo: true }))!;
  const who = (seat: number) => ["East", "South", "West", "North"][seat]!;

  it("says who pays and how much of the yakuman, and nothing without a responsible seat", () => {
    expect(paoLine({ seat: 1, from: 1, pao: 3, score: daisangen }, who)).toBe("Pao: North let the third dragon set be called and pays all of daisangen");
    expect(paoLine({ seat: 1, from: 0, pao: 3, score: daisangen }, who)).toBe(
      "Pao: North let the third dragon set be called and pays half of daisangen, the discarder the other half",
    );
    expect(paoLine({ seat: 1, from: 3, pao: 3, score: daisangen }, who)).toContain("pays all of daisangen");
    expect(paoLine({ seat: 1, from: 1, pao: null, score: daisangen }, who)).toBeNull();
  });
});
