import { describe, expect, it } from "vitest";
import { rankDiscards } from "../analysis/efficiency.ts";
import { tileName } from "../analysis/tiles.ts";
import { PracticeGame } from "../rules/practice.ts";
import { countsOf } from "../analysis/tiles.ts";
import { spokenTile } from "./words.ts";
import { endReport, lastDiscardKept, practiceResult, practiceText } from "./practice-text.ts";

const WORDS = { title: 'Wall "e2e"', showAnalysis: true, riichiMode: false };

describe("practice in words", () => {
  it("says the table, the hand in order with the drawn tile, the analysis and the river", () => {
    // The "e2e" wall (seat from the seed: South round, South seat): 1m 3m 4m 7m 8m 8m 3p 6s 7s
    // S N Wh Gr and 1p drawn; the dora indicator is another 1p, so 2p is dora.
    const game = new PracticeGame("e2e");
    const text = practiceText(game, WORDS);
    expect(text.lines[0]).toBe('Draw 1 of 18. South round · South seat. Wall "e2e".');
    expect(text.lines[1]).toBe("Dora indicator 1 pin, so 2 pin is dora.");
    expect(text.lines[2]).toBe(
      "Your hand: 1 man, 3 man, 4 man, 7 man, 8 man, 8 man, 3 pin, 6 sou, 7 sou, south wind, north wind, white dragon, green dragon. Drawn tile: 1 pin.",
    );
    expect(text.lines[3]).toMatch(/^\d steps? from ready \(shanten \d\)\. Steps by form: sets and a pair \d · seven pairs \d · thirteen orphans \d+\.$/);
    expect(text.choices.map((c) => c.label)).toEqual([
      ..."1 man,3 man,4 man,7 man,8 man,8 man,3 pin,6 sou,7 sou,south wind,north wind,white dragon,green dragon".split(","),
      "1 pin (drawn)",
    ]);
    expect(text.choices.every((c) => !c.disabled)).toBe(true);
    expect(text.details).toEqual(["Your discards (0): none."]);

    const best = tileName(rankDiscards(game.counts)[0]!.discard);
    game.discardTile(best);
    const after = practiceText(game, WORDS);
    expect(after.lines[0]).toMatch(/^Draw 2 of 18\./);
    expect(after.lines[4]).toMatch(/^After your last discard, tiles that improve your hand: \d+ \(of \d+ kinds?\): /);
    expect(after.details[0]).toMatch(/^Your discards \(1\): /);
  });

  it("offers only the drawn tile after riichi and nothing once the hand is over", () => {
    for (let i = 0; i < 200; i++) {
      const game = new PracticeGame(`riichi-${i}`);
      while (game.state.status === "discard" && game.riichiDiscards().length === 0) game.discardTile(tileName(rankDiscards(game.counts)[0]!.discard));
      if (game.state.status !== "discard") continue;
      const declaring = practiceText(game, { ...WORDS, riichiMode: true });
      const kinds = game.riichiDiscards();
      const { hand } = game.state;
      expect(declaring.choices.filter((c) => !c.disabled).length).toBe(hand.filter((t) => kinds.includes(t.kind)).length);
      game.riichiTile(tileName(kinds[0]!));
      if (game.state.status !== "discard") continue;
      const locked = practiceText(game, WORDS);
      expect(locked.lines[0]).toMatch(/· Riichi\./);
      expect(locked.choices.filter((c) => !c.disabled).map((c) => c.label)).toContain(`${locked.choices.at(-1)!.label}`);
      expect(locked.choices.at(-1)!.disabled).toBe(false);
      expect(locked.choices.filter((c) => !c.disabled).every((c) => c.label.startsWith(locked.choices.at(-1)!.label.replace(" (drawn)", "")))).toBe(true);
      return;
    }
    throw new Error("no riichi-0 … riichi-199 wall reaches a riichi");
  });

  it("says the end of a won hand with its yaku and points", () => {
    for (let i = 0; i < 500; i++) {
      const game = new PracticeGame(`win-${i}`);
      while (game.state.status === "discard") game.discardTile(tileName(rankDiscards(game.counts, { secondStep: "ties" })[0]!.discard));
      if (game.state.status !== "won") continue;
      const text = practiceText(game, WORDS);
      expect(text.lines[0]).toMatch(/^Tsumo! Won on your own draw \d+\./);
      expect(text.lines.join(" ")).toMatch(/Menzen tsumo 1 han.* \d+ han \d+ fu · .*[\d,]+ points|yakuman/);
      expect(text.lines.join(" ")).toContain("Complete hand.");
      expect(text.choices.every((c) => c.disabled)).toBe(true);
      const report = endReport(game);
      expect(String(report.yaku).split(",")).toContain("Menzen tsumo");
      expect(Number(report.points)).toBe(game.score()!.points.total);
      return;
    }
    throw new Error("no win-0 … win-499 wall is won");
  });

  it("counts each kept tile's copies left without the river and the dora indicator", () => {
    const game = new PracticeGame("e2e");
    for (let i = 0; i < 5; i++) game.discardTile(tileName(rankDiscards(game.counts)[0]!.discard));
    const kept = lastDiscardKept(game)!;
    const { hand, drawn, discards, doraIndicator } = game.state;
    // Counted here by hand: 4 − the 13 tiles held before this draw − the river − the indicator.
    const held = countsOf(hand);
    held[drawn!.kind]!--;
    for (const t of kept.tiles) {
      const visible = discards.filter((d) => d.kind === t.kind).length + (doraIndicator.kind === t.kind ? 1 : 0);
      expect(t.remaining).toBe(Math.max(0, 4 - held[t.kind]! - visible));
    }
    expect(kept.total).toBe(kept.tiles.reduce((sum, t) => sum + t.remaining, 0));
    // The text alternative says each tile with its count.
    const said = kept.tiles.map((t) => `${spokenTile(t.kind)} ${t.remaining} left`).join(", ");
    expect(practiceText(game, WORDS).lines[4]).toBe(
      `After your last discard, tiles that improve your hand: ${kept.total} (of ${kept.tiles.length} kinds): ${said}.`,
    );
  });

  it("records a win's points (its value) and says them with the right plural", () => {
    for (let i = 0; i < 500; i++) {
      const game = new PracticeGame(`win-${i}`);
      while (game.state.status === "discard") game.discardTile(tileName(rankDiscards(game.counts, { secondStep: "ties" })[0]!.discard));
      if (game.state.status !== "won") continue;
      const result = practiceResult(game, tileName);
      expect(result.points).toBe(game.score()!.points.total);
      expect(result.headline).toBe("Tsumo!");
      expect(result.lines[0]).toBe(`Won on draw ${game.state.draws} of 18 · seed win-${i}`);
      // One number called points: the value line's total is the one recorded.
      expect(result.lines.join(" ")).toContain(`${result.points.toLocaleString("en")} points`);
      return;
    }
    throw new Error("no win-0 … win-499 wall is won");
  });

  it("records nothing for an exhausted wall", () => {
    for (let i = 0; i < 100; i++) {
      const game = new PracticeGame(`dry-${i}`);
      // The worst discard each turn: the wall runs out.
      while (game.state.status === "discard") game.discardTile(tileName(rankDiscards(game.counts).at(-1)!.discard));
      if (game.state.status !== "exhausted") continue;
      const result = practiceResult(game, tileName);
      expect(result).toMatchObject({ headline: "Exhausted wall", points: 0 });
      expect(result.lines[0]).toBe(`No win in 18 draws · seed dry-${i}`);
      return;
    }
    throw new Error("no dry-0 … dry-99 wall runs out");
  });
});
