import { Rng } from "@arcade/core";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { tileName } from "../analysis/tiles.ts";
import { PracticeGame } from "./practice.ts";
import { parseSaved, printSaved, restorePractice, savePractice, type Saved } from "./saved.ts";

describe("saved practice hands", () => {
  test.prop([fc.string({ minLength: 1, maxLength: 12 }), fc.boolean(), fc.array(fc.nat(13), { maxLength: 18 }), fc.boolean()])(
    "a game rebuilt from its printed save is in the same state",
    (seed, redFives, picks, assisted) => {
      const game = new PracticeGame(seed, { redFives });
      for (const pick of picks) if (game.state.status === "discard") game.discard(pick % game.state.hand.length);
      const text = printSaved(savePractice(game, redFives, assisted));
      const saved = parseSaved(text);
      expect(saved).toMatchObject({ mode: "practice", seed, redFives, assisted });
      expect(restorePractice(saved as Extract<Saved, { mode: "practice" }>).state).toEqual(game.state);
    },
  );
  it("keeps the red five apart from a plain five", () => {
    // Find a seed whose hand holds a red five and discard it.
    for (let i = 0; i < 50; i++) {
      const game = new PracticeGame(`red-${i}`, { redFives: true });
      const red = game.state.hand.findIndex((t) => t.red);
      if (red < 0) continue;
      game.discard(red);
      const saved = parseSaved(printSaved(savePractice(game, true, false)));
      expect(saved.mode === "practice" && saved.discards[0]!.startsWith("0")).toBe(true);
      expect(restorePractice(saved as Extract<Saved, { mode: "practice" }>).state).toEqual(game.state);
      return;
    }
    throw new Error("no seed with a red five in 50");
  });
});

describe("saved quizzes", () => {
  it("round-trip", () => {
    const rng = Rng.from("quiz-saves");
    for (let i = 0; i < 20; i++) {
      const saved: Saved = { mode: "quiz", seed: `s${i}`, index: rng.below(10), points: rng.below(1000), answer: i % 2 ? null : rng.below(34) };
      expect(parseSaved(printSaved(saved))).toEqual(saved);
    }
  });
});

describe("malformed saves name the field", () => {
  const base = { v: 1, mode: "practice", seed: "x", redFives: true, discards: ["1m"], assisted: false };
  const cases: [string, string][] = [
    ["not json", "saved game: is not JSON"],
    [JSON.stringify({ ...base, v: 2 }), "v: unknown version 2"],
    [JSON.stringify({ ...base, seed: "" }), "seed: must be a non-empty string"],
    [JSON.stringify({ ...base, mode: "race" }), 'mode: unknown mode "race"'],
    [JSON.stringify({ ...base, discards: ["1m", "8z"] }), "discards, entry 2.position 1"],
    [JSON.stringify({ ...base, discards: ["12m"] }), 'discards, entry 1: "12m" is not one tile'],
    [JSON.stringify({ v: 1, mode: "quiz", seed: "q", index: -1, points: 0, answer: null }), "index: must be a whole number ≥ 0"],
    [JSON.stringify({ v: 1, mode: "quiz", seed: "q", index: 1, points: 0, answer: 34 }), "answer: must be a tile kind 0–33"],
  ];
  it.each(cases)("%s", (text, expected) => {
    let message = "";
    try {
      parseSaved(text);
    } catch (error) {
      const e = error as { where?: string; message: string };
      message = `${e.where}: ${e.message}`;
    }
    expect(message.startsWith(expected)).toBe(true);
  });
  it("a discard that is not in the hand at its turn", () => {
    const game = new PracticeGame("absent", { redFives: false });
    const absent = [...Array(34).keys()].find((k) => !game.state.hand.some((t) => t.kind === k))!;
    const saved = parseSaved(printSaved({ mode: "practice", seed: "absent", redFives: false, discards: [tileName(absent)], assisted: false }));
    expect(() => restorePractice(saved as Extract<Saved, { mode: "practice" }>)).toThrow(/has no/);
  });
});
