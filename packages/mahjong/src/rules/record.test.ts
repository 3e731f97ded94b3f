import { GameRecording, parseReplay, rerun, stringifyReplay } from "@arcade/core";
import { inputErrorText } from "@arcade/core/testing";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { quizQuestion, scoreAnswer } from "../analysis/quiz.ts";
import { rankDiscards } from "../analysis/efficiency.ts";
import { tileName } from "../analysis/tiles.ts";
import { PracticeGame } from "./practice.ts";
import { mahjongRules, practiceRecord, QuizAnswers, quizRecord, type PracticeReplay, type QuizProgress, type QuizReplay } from "./record.ts";

describe("practice records", () => {
  test.prop([fc.string({ minLength: 1, maxLength: 10 }), fc.array(fc.nat(13), { maxLength: 18 }), fc.nat(4)])(
    "re-run to the same state, after undos too",
    (seed, picks, undos) => {
      const game = new PracticeGame(seed, { redFives: true });
      for (const pick of picks) if (game.state.status === "discard") game.discard(pick % game.state.hand.length);
      for (let i = 0; i < undos; i++) game.undo();
      const record = parseReplay(stringifyReplay(practiceRecord(game, true, undos > 0)));
      const again = rerun(mahjongRules, record) as PracticeReplay;
      expect(again.game.state).toEqual(game.state);
      expect(again.assisted).toBe(undos > 0);
    },
  );

  it("names a discard that is not in the hand, and a record that skips a turn", () => {
    const game = new PracticeGame("absent", { redFives: false });
    const record = practiceRecord(game, false, false);
    const absent = [...Array(34).keys()].find((k) => !game.state.hand.some((t) => t.kind === k))!;
    const name = `${(absent % 9) + 1}${"mpsz"[Math.floor(absent / 9)]}`;
    expect(inputErrorText(() => rerun(mahjongRules, { ...record, inputs: [{ frame: 0, action: `discard:${name}` }] }))).toMatch(
      /^inputs\[0\]\.discard: the hand has no/,
    );
    const hand = game.state.hand;
    expect(inputErrorText(() => rerun(mahjongRules, { ...record, inputs: [{ frame: 1, action: `discard:${name === "1m" ? "2m" : "1m"}` }] }))).toBe(
      "inputs: has no input for turn 1",
    );
    expect(hand.length).toBe(14);
  });
});

describe("quiz records", () => {
  it("re-run to the question, points and answer the player reached", () => {
    const seed = "quiz-record";
    const answers = [0, 1, 2].map((i) => quizQuestion(seed, i).ranking.at(-1)!.discard);
    const points = answers.slice(0, 2).reduce((sum, kind, i) => sum + scoreAnswer(quizQuestion(seed, i), kind).points, 0);
    const third = scoreAnswer(quizQuestion(seed, 2), answers[2]!).points;
    const answered = quizRecord(seed, { index: 0, points: 0 }, answers, { index: 2, points: points + third, answer: answers[2]! });
    expect((rerun(mahjongRules, answered) as QuizReplay).summary()).toEqual({ index: 2, points: points + third, answer: answers[2] });
    const movedOn = quizRecord(seed, { index: 0, points: 0 }, answers.slice(0, 2), { index: 2, points, answer: null });
    expect((rerun(mahjongRules, movedOn) as QuizReplay).summary()).toEqual({ index: 2, points, answer: null });
  });

  it("keeps a riichi declaration: the re-run is in riichi and allows only the drawn tile", () => {
    let game: PracticeGame | null = null;
    for (let i = 0; i < 60 && !game; i++) {
      const g = new PracticeGame(`record-riichi-${i}`);
      while (g.state.status === "discard" && g.riichiDiscards().length === 0) g.discardTile(tileName(rankDiscards(g.counts)[0]!.discard));
      if (g.state.status === "discard") {
        g.riichiTile(tileName(g.riichiDiscards()[0]!));
        if (g.state.status === "discard") game = g;
      }
    }
    const record = parseReplay(stringifyReplay(practiceRecord(game!, true, false)));
    expect(record.inputs.filter((input) => input.action.startsWith("riichi:"))).toHaveLength(1);
    const again = rerun(mahjongRules, record) as PracticeReplay;
    expect(again.game.state).toEqual(game!.state);
    expect(again.game.situation().riichi).not.toBe("none");
  });

  it("keeps the points of a quiz scored by win chance with each answer, and refuses more than 100", () => {
    const seed = "quiz-chance";
    const answers = [0, 1].map((i) => quizQuestion(seed, i).ranking[0]!.discard);
    const record = quizRecord(seed, { index: 0, points: 0 }, answers, { index: 1, points: 170, answer: answers[1]! }, [100, 70]);
    expect(record.options).toMatchObject({ byWinChance: true });
    expect((rerun(mahjongRules, record) as QuizReplay).summary()).toEqual({ index: 1, points: 170, answer: answers[1] });
    const recording = GameRecording.start(mahjongRules, { game: "mahjong", rulesVersion: 1, seed, mode: "quiz", options: { byWinChance: true } });
    expect(inputErrorText(() => recording.input(`answer:${answers[0]}`))).toMatch(/must be answer:<kind>:<points> or next/);
    expect(inputErrorText(() => recording.input(`answer:${answers[0]}:101`))).toBe("input: scores 101 points (at most 100)");
  });

  it("refuses a second answer, moving on unanswered, and a kind not in the hand", () => {
    const seed = "quiz-bad";
    const kind = quizQuestion(seed, 0).ranking[0]!.discard;
    const recording = GameRecording.start(mahjongRules, { game: "mahjong", rulesVersion: 1, seed, mode: "quiz", options: {} });
    recording.input(`answer:${kind}`);
    expect(inputErrorText(() => recording.input(`answer:${kind}`))).toBe("input: answers a question twice");
    recording.input("next");
    expect(inputErrorText(() => recording.input("next"))).toBe("input: moves on before answering");
    const absent = [...Array(34).keys()].find((k) => !quizQuestion(seed, 1).ranking.some((r) => r.discard === k))!;
    expect(inputErrorText(() => recording.input(`answer:${absent}`))).toMatch(/^input\.discard: .* is not in the hand$/);
    expect(inputErrorText(() => mahjongRules.create({ game: "mahjong", rulesVersion: 1, seed, mode: "analyser", options: {} }))).toBe(
      'mode: must be "practice", "quiz" or "table", got "analyser"',
    );
  });

  it.each([false, true])("rebuilt from a kept quiz (by win chance: %s), stand where the live quiz stood and write the same record on", (byWinChance) => {
    const seed = "quiz-answers";
    const live = QuizAnswers.fresh(seed, byWinChance);
    let progress: QuizProgress = { index: 0, points: 0, answer: null };
    let kept = live.record(progress);
    // Three questions answered (the worst discard), the first two moved on from.
    for (let i = 0; i < 3; i++) {
      const kind = quizQuestion(seed, i).ranking.at(-1)!.discard;
      const points = byWinChance ? 40 + i : scoreAnswer(quizQuestion(seed, i), kind).points;
      progress = { index: i, points: progress.points + points, answer: kind };
      kept = live.record(progress, byWinChance ? points : null);
      if (i < 2) kept = live.record((progress = { index: i + 1, points: progress.points, answer: null }));
    }
    const resumed = QuizAnswers.resumed(parseReplay(stringifyReplay(kept)));
    expect(resumed.progress).toEqual(progress);
    expect(resumed.answers.byWinChance).toBe(byWinChance);
    const next = { index: 3, points: progress.points, answer: null };
    expect(resumed.answers.record(next)).toEqual(live.record(next));
  });

  it("rebuilt from a quiz kept before records, start where it started", () => {
    const record = quizRecord("quiz-old", { index: 4, points: 250 }, [], { index: 4, points: 250, answer: null });
    const { answers, progress } = QuizAnswers.resumed(record);
    expect(answers.start).toEqual({ index: 4, points: 250 });
    expect(progress).toEqual({ index: 4, points: 250, answer: null });
    expect(answers.record(progress)).toEqual(record);
  });
});
