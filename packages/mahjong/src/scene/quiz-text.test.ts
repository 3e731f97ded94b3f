import { describe, expect, it } from "vitest";
import { quizQuestion, scoreAnswer } from "../analysis/quiz.ts";
import { compareTiles, tileName } from "../analysis/tiles.ts";
import { chanceVerdict, quizText, rankingRow, verdictText } from "./quiz-text.ts";
import { spokenTile } from "./words.ts";

const name = (t: number | { kind: number; red: boolean }) => tileName(t);

describe("the quiz in words", () => {
  const question = quizQuestion("e2e", 0);
  const best = question.ranking[0]!;
  const worst = question.ranking.at(-1)!;

  it("says the question and offers every hand tile, in order, until it is answered", () => {
    const text = quizText(question, { index: 0, length: 10, points: 0, answer: null, verdict: "", odds: null });
    expect(text.lines[0]).toBe("Question 1 of 10, 0 points so far.");
    expect(quizText(question, { index: 1, length: 10, points: 1, answer: null, verdict: "", odds: null }).lines[0]).toBe("Question 2 of 10, 1 point so far.");
    expect(text.lines[1]).toBe(
      `What would you discard? The hand is ${best.shanten} step${best.shanten === 1 ? "" : "s"} from ready (shanten ${best.shanten}).`,
    );
    expect(text.lines[3]).toBe(`Your hand: ${[...question.hand].sort(compareTiles).map(spokenTile).join(", ")}.`);
    expect(text.choices).toHaveLength(14);
    expect(text.choices.every((c) => !c.disabled)).toBe(true);
    expect(text.details).toEqual([]);
  });

  it("gives the verdict and the ranking with the answer's own row", () => {
    const answer = scoreAnswer(question, worst.discard);
    const verdict = verdictText(answer, spokenTile);
    const text = quizText(question, { index: 0, length: 10, points: answer.points, answer, verdict, odds: null });
    expect(text.choices.every((c) => c.disabled)).toBe(true);
    expect(text.details[0]).toBe(verdict);
    expect(text.details).toHaveLength(1 + 4 + 1);
    expect(text.details.at(-1)).toMatch(new RegExp(`^Your ${spokenTile(worst.discard)}: `));
    expect(text.details[1]).toMatch(new RegExp(`^Discard ${spokenTile(best.discard)}: ${best.total} tiles improve, `));
    expect(verdictText(scoreAnswer(question, best.discard), name)).toMatch(/^Best! \+100: /);
  });

  it("puts the step after and the odds on lines of their own", () => {
    const row = { ...best, secondStep: 14.44 };
    const lines = rankingRow(row, { discard: best.discard, tile: tileName(best.discard), win: 0.041, tenpai: 0.5, expectedScore: 1234.4 }, name, false);
    expect(lines).toEqual([
      `Discard ${tileName(best.discard)}: ${best.total} tiles improve, ${best.shanten} from ready`,
      "   once improved, 14.4 tiles on average improve it again",
      "   In 3 draws: win 4.1% · ready 50% · about 1,234 points",
    ]);
    const answer = scoreAnswer(question, best.discard);
    const odds = question.ranking.map((r) => ({ discard: r.discard, tile: tileName(r.discard), win: 0, tenpai: r === best ? 0.2 : 0.1, expectedScore: 0 }));
    expect(chanceVerdict(answer, odds, name)).toBe(`Best ready chance! +100 (${tileName(best.discard)} is ready (tenpai) 20.0% of the time within 3 draws)`);
  });
});
