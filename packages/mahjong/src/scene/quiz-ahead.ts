// The quiz's first question worked out before its screen is built: ranking its discards (each with
// its second step) was about two thirds of the quiz screen's build, one long task at the start.
// The session's `prepare` works it out in a task of its own once the shanten tables are there.
import type { Seed } from "@arcade/core";
import { quizQuestion, type QuizQuestion } from "../analysis/quiz.ts";

let ahead: { seed: Seed; index: number; question: QuizQuestion } | null = null;

/** Works out question `index` of `seed` now, for the screen's `questionOf` to find. */
export function questionAhead(seed: Seed, index: number): void {
  ahead = { seed, index, question: quizQuestion(seed, index) };
}

/** Question `index` of `seed`: the one worked out ahead when it is that one (taken once), else worked out now. */
export function questionOf(seed: Seed, index: number): QuizQuestion {
  const found = ahead?.seed === seed && ahead.index === index ? ahead.question : null;
  ahead = null;
  return found ?? quizQuestion(seed, index);
}
