import { describe, expect, it } from "vitest";
import { parseCounts, tileName } from "../analysis/tiles.ts";
import { scoreHand } from "../rules/score/score.ts";
import { situation } from "../rules/score/situation.ts";
import { exhaustedLine, seatLine, valueLine, yakuLine } from "./score-text.ts";

describe("score words", () => {
  it("names the seat, the dealer, the yaku and who pays (the scoring contract's example)", () => {
    expect(seatLine(0, 0)).toBe("East round · East seat (dealer)");
    expect(seatLine(1, 3)).toBe("South round · North seat");
    // 234m567p234678s55p, tsumo 4m in the South seat: menzen tsumo, pinfu, tanyao; 3 han 20 fu
    // is 700/1,300 (the published table), 2,700 in all.
    const s = scoreHand({ counts: parseCounts("234m567p234678s55p"), win: 3 }, situation({ seatWind: 1, tsumo: true }))!;
    expect(yakuLine(s)).toBe("Menzen tsumo 1 · Pinfu 1 · Tanyao 1");
    expect(valueLine(s)).toBe("3 han 20 fu · 2,700 points (700/1,300)");
    const ron = scoreHand({ counts: parseCounts("234m567p234678s55p"), win: 3 }, situation({ seatWind: 1, riichi: "riichi", dora: [12] }))!;
    expect(valueLine(ron)).toContain("(ron ");
  });

  it("says tenpai with the waits, or noten", () => {
    expect(exhaustedLine({ tenpai: true, waits: [2, 5] }, (k) => tileName(k))).toBe("Tenpai: waiting on 3m, 6m");
    expect(exhaustedLine({ tenpai: false, waits: [] }, (k) => tileName(k))).toMatch(/^Noten/);
  });
});
