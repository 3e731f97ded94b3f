// Saves made before Mahjong's games were records are read once and become records that continue
// exactly where the old save stood.
import { parseReplay, rerun, stringifyReplay } from "@arcade/core";
import { inputErrorText } from "@arcade/core/testing";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { quizQuestion, scoreAnswer } from "../analysis/quiz.ts";
import { tileName } from "../analysis/tiles.ts";
import { migrateLegacySave } from "./legacy-save.ts";
import { PracticeGame } from "./practice.ts";
import { mahjongRules, type PracticeReplay, type QuizReplay } from "./record.ts";

/** An old practice save, written as the old build wrote it (rules/saved.ts's printSaved). */
function oldPractice(seed: string, redFives: boolean, discards: string[], assisted: boolean): string {
  return JSON.stringify({ v: 1, mode: "practice", seed, redFives, discards, assisted });
}

describe("old practice saves", () => {
  test.prop([fc.string({ minLength: 1, maxLength: 12 }), fc.boolean(), fc.array(fc.nat(13), { maxLength: 18 }), fc.boolean()])(
    "migrate to a record that re-runs to the same hand, draws and discards",
    (seed, redFives, picks, assisted) => {
      const game = new PracticeGame(seed, { redFives });
      for (const pick of picks) if (game.state.status === "discard") game.discard(pick % game.state.hand.length);
      const record = migrateLegacySave(
        oldPractice(
          seed,
          redFives,
          game.state.discards.map((t) => tileName(t)),
          assisted,
        ),
      )!;
      expect(record).toMatchObject({ game: "mahjong", mode: "practice", seed, options: { redFives, assisted } });
      const again = rerun(mahjongRules, parseReplay(stringifyReplay(record))) as PracticeReplay;
      expect(again.game.state).toEqual(game.state);
      expect(again.assisted).toBe(assisted);
    },
  );

  it("keeps a red five apart from a plain five", () => {
    for (let i = 0; i < 50; i++) {
      const game = new PracticeGame(`red-${i}`, { redFives: true });
      const red = game.state.hand.findIndex((t) => t.red);
      if (red < 0) continue;
      game.discard(red);
      const record = migrateLegacySave(oldPractice(`red-${i}`, true, [tileName(game.state.discards[0]!)], false))!;
      expect(record.inputs[0]!.action).toMatch(/^discard:0[mps]$/);
      expect((rerun(mahjongRules, record) as PracticeReplay).game.state).toEqual(game.state);
      return;
    }
    throw new Error("no seed with a red five in 50");
  });
});

describe("old quiz saves", () => {
  it("continue at the same question with the same points and the answer already given", () => {
    const seed = "old-quiz";
    const kind = quizQuestion(seed, 4).ranking[1]!.discard;
    const record = migrateLegacySave(JSON.stringify({ v: 1, mode: "quiz", seed, index: 4, points: 310, answer: kind }))!;
    const quiz = rerun(mahjongRules, record) as QuizReplay;
    expect(quiz.summary()).toEqual({ index: 4, points: 310 + scoreAnswer(quizQuestion(seed, 4), kind).points, answer: kind });
    const unanswered = rerun(mahjongRules, migrateLegacySave(JSON.stringify({ v: 1, mode: "quiz", seed, index: 2, points: 150, answer: null }))!) as QuizReplay;
    expect(unanswered.summary()).toEqual({ index: 2, points: 150, answer: null });
  });
});

describe("what is not an old save", () => {
  it("a record, or text that is not JSON, is left to the record path", () => {
    expect(migrateLegacySave('{"format":"pocket-arcade-replay"}')).toBeNull();
    expect(migrateLegacySave("not json")).toBeNull();
  });

  const base = { v: 1, mode: "practice", seed: "x", redFives: true, discards: ["1m"], assisted: false };
  const cases: [string, string][] = [
    [JSON.stringify({ ...base, v: 2 }), "v: unknown version 2"],
    [JSON.stringify({ ...base, seed: "" }), "seed: must be a non-empty string"],
    [JSON.stringify({ ...base, mode: "race" }), 'mode: unknown mode "race"'],
    [JSON.stringify({ ...base, discards: ["1m", "8z"] }), "discards, entry 2.position 1"],
    [JSON.stringify({ ...base, discards: ["12m"] }), 'discards, entry 1: "12m" is not one tile'],
    [JSON.stringify({ v: 1, mode: "quiz", seed: "q", index: -1, points: 0, answer: null }), "index: must be a whole number ≥ 0"],
    [JSON.stringify({ v: 1, mode: "quiz", seed: "q", index: 1, points: 0, answer: 34 }), "answer: must be a tile kind 0–33"],
  ];
  it.each(cases)("a damaged old save names the field: %s", (text, expected) => {
    expect(inputErrorText(() => migrateLegacySave(text)).startsWith(expected)).toBe(true);
  });

  it("a discard that is not in the hand at its turn", () => {
    const game = new PracticeGame("absent", { redFives: false });
    const absent = [...Array(34).keys()].find((k) => !game.state.hand.some((t) => t.kind === k))!;
    expect(inputErrorText(() => migrateLegacySave(oldPractice("absent", false, [tileName(absent)], false)))).toMatch(
      /^discards, entry 1\.discard: the hand has no/,
    );
  });
});
