import { describe, expect, it } from "vitest";
import { GAMES } from "./games.ts";

// The words each game's screens use that a newcomer cannot guess; the pause menu's help explains them.
const TERMS: Record<string, readonly string[]> = {
  tetris: ["T-spin", "Back-to-back", "Combo", "Perfect clear"],
  puyo: ["Chain", "All clear", "Nuisance"],
  mahjong: ["Shanten", "Effective tiles", "Red five", "Dora", "Riichi", "Yaku", "Han", "Fu"],
  cards: ["TV distance", "Separation", "Rising sequences"],
};

describe("every game's help", () => {
  it.each(GAMES.map((g) => [g.meta.id, g.meta] as const))("%s says how to play and explains its words", (id, meta) => {
    expect(meta.help?.howToPlay.length).toBeGreaterThan(0);
    const terms = (meta.help?.glossary ?? []).map((g) => g.term);
    // A term may be named in plain words first, the game's word beside it ("Steps from ready (shanten)").
    for (const word of TERMS[id] ?? []) {
      const named = new RegExp(`\\b${word}\\b`, "i");
      expect(
        terms.filter((term) => named.test(term)),
        `${id} explains ${word}`,
      ).not.toEqual([]);
    }
    for (const entry of meta.help?.glossary ?? []) expect(entry.meaning.length).toBeGreaterThan(20);
  });
});
