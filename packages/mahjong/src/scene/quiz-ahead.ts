// The quiz's first question worked out before its screen is built: ranking its discards (each with
// its second step) was about two thirds of the quiz screen's build, one long task at the start.
// The session's `prepare` works it out once the shanten tables are there, a step per task (its
// deals' rankings, then each second step), so no one task holds the whole ranking.
import type { Seed } from "@arcade/core";
import { stepsOf } from "@arcade/core/stage";
import { questionSteps, quizQuestion, type QuizQuestion } from "../analysis/quiz.ts";

let ahead: { seed: Seed; index: number; question: QuizQuestion } | null = null;

/** The steps that work out question `index` of `seed`, for the screen's `questionOf` to find (for `inSlices`). */
export function questionAhead(seed: Seed, index: number): Iterable<() => void> {
  return stepsOf(questionSteps(seed, index), (question) => (ahead = { seed, index, question }));
}

/** Question `index` of `seed`: the one worked out ahead when it is that one (taken once), else worked out now. */
export function questionOf(seed: Seed, index: number): QuizQuestion {
  const found = ahead?.seed === seed && ahead.index === index ? ahead.question : null;
  ahead = null;
  return found ?? quizQuestion(seed, index);
}
