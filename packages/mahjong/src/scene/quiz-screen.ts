// "What would you discard?": ten seeded 14-tile hands; a tap answers, the analyser scores it
// (100 for a best discard) and shows the best rows; "Next" moves on.
import type { Screen } from "@arcade/core/stage";
import { Container } from "pixi.js";
import { quizQuestion, scoreAnswer, type QuizQuestion, type QuizScore } from "../analysis/quiz.ts";
import { compareTiles, tileName } from "../analysis/tiles.ts";
import type { TableSounds } from "./sound.ts";
import { buttonView, contentBox, handLayout, label, tileView } from "./tile-view.ts";

export const QUIZ_LENGTH = 10;

export interface QuizProgress {
  index: number;
  points: number;
  /** The kind discarded for the current question, or null while it is unanswered. */
  answer: number | null;
}

export interface QuizScreenOptions {
  seed: string;
  textLabels: boolean;
  sounds: TableSounds;
  /** Where a resumed quiz was (after a reload). */
  from?: QuizProgress;
  /** After every answer and every new question: for the session's save. */
  onProgress: (progress: QuizProgress) => void;
  onFinished: (points: number) => void;
}

export class QuizScreen implements Screen {
  readonly view = new Container();
  private index = 0;
  private question: QuizQuestion;
  private answer: QuizScore | null = null;
  private points = 0;
  private width = 390;

  constructor(private readonly options: QuizScreenOptions) {
    const from = options.from;
    this.index = from ? Math.min(from.index, QUIZ_LENGTH - 1) : 0;
    this.points = from?.points ?? 0;
    this.question = quizQuestion(options.seed, this.index);
    if (from && from.answer !== null && this.question.ranking.some((r) => r.discard === from.answer)) {
      this.answer = scoreAnswer(this.question, from.answer);
    }
  }

  private progress(): void {
    this.options.onProgress({ index: this.index, points: this.points, answer: this.answer?.chosen.discard ?? null });
  }

  resize(width: number): void {
    this.width = width;
    this.draw();
  }

  private choose(kind: number): void {
    if (this.answer) return;
    this.answer = scoreAnswer(this.question, kind);
    this.points += this.answer.points;
    this.options.sounds.discard();
    if (this.answer.best) this.options.sounds.win();
    else if (this.answer.chosen.shanten > this.answer.top.shanten) this.options.sounds.mistake();
    this.progress();
    this.draw();
  }

  private next(): void {
    if (this.index + 1 >= QUIZ_LENGTH) {
      this.options.onFinished(this.points);
      return;
    }
    this.index++;
    this.question = quizQuestion(this.options.seed, this.index);
    this.answer = null;
    this.progress();
    this.draw();
  }

  private place(child: Container, x: number, y: number): void {
    child.position.set(Math.round(x), Math.round(y));
    this.view.addChild(child);
  }

  private draw(): void {
    for (const child of this.view.removeChildren()) child.destroy({ children: true });
    const { left: pad, width } = contentBox(this.width);
    let y = 60;
    this.place(label(`Question ${this.index + 1} of ${QUIZ_LENGTH} · ${this.points} points`, 18), pad, y);
    y += 30;
    this.place(label(`What would you discard? (shanten ${this.question.ranking[0]!.shanten})`, 15, 0xb9b8d0), pad, y);
    y += 26;
    const hand = [...this.question.hand].sort(compareTiles);
    const layout = handLayout(width, hand.length, false);
    const bestKinds = new Set(this.question.ranking.filter((r) => this.answer && scoreAnswer(this.question, r.discard).best).map((r) => r.discard));
    hand.forEach((tile, i) => {
      const highlight = this.answer ? (bestKinds.has(tile.kind) ? 0x8fd694 : tile.kind === this.answer.chosen.discard ? 0xe05555 : undefined) : undefined;
      this.place(
        tileView(tile, { width: layout.tileW, textLabels: this.options.textLabels, ...(highlight === undefined ? {} : { highlight }) }, () =>
          this.choose(tile.kind),
        ),
        pad + layout.spots[i]!.x,
        y + layout.spots[i]!.y,
      );
    });
    y += layout.height + 16;
    if (!this.answer) return;
    const a = this.answer;
    const verdict = a.best
      ? "Best! +100"
      : a.chosen.shanten > a.top.shanten
        ? `+0: ${tileName(a.chosen.discard)} goes back to shanten ${a.chosen.shanten}; ${tileName(a.top.discard)} keeps ${a.top.shanten} with ${a.top.total} tiles`
        : `+${a.points}: ${tileName(a.chosen.discard)} keeps ${a.chosen.total} tiles; best ${tileName(a.top.discard)} keeps ${a.top.total}`;
    const line = label(verdict, 16, a.best ? 0x8fd694 : 0xffd84a, width);
    this.place(line, pad, y);
    y += Math.ceil(line.height) + 10;
    for (const row of this.question.ranking.slice(0, 4)) {
      this.place(
        label(
          `${tileName(row.discard)}: shanten ${row.shanten}, ${row.total} tiles${row.secondStep > 0 ? `, next step ${row.secondStep.toFixed(1)}` : ""}`,
          14,
          0xb9b8d0,
        ),
        pad,
        y,
      );
      y += 20;
    }
    y += 10;
    this.place(
      buttonView(this.index + 1 >= QUIZ_LENGTH ? "Finish" : "Next", 150, () => this.next()),
      pad,
      y,
    );
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
