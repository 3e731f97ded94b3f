// "What would you discard?": ten seeded 14-tile hands; a tap answers, the analyser scores it
// (100 for a best discard) and shows the best rows; "Next" moves on. On a portrait phone the hand
// and Next sit at the bottom edge (layout.ts).
import type { Screen } from "@arcade/core/stage";
import { Container } from "pixi.js";
import { quizQuestion, scoreAnswer, type QuizQuestion, type QuizScore } from "../analysis/quiz.ts";
import { compareTiles } from "../analysis/tiles.ts";
import type { TableSounds } from "./sound.ts";
import { contentBox, handReport, quizLayout } from "./layout.ts";
import { buttonView, faceName, label, tileView } from "./tile-view.ts";
import { QUIZ_LENGTH, type QuizProgress } from "../rules/record.ts";

export { QUIZ_LENGTH, type QuizProgress } from "../rules/record.ts";

export interface QuizScreenOptions {
  seed: string;
  textLabels: boolean;
  sounds: TableSounds;
  /** Where a resumed quiz was (after a reload). */
  from?: QuizProgress;
  /** After every answer and every new question: for the session's save. */
  onProgress: (progress: QuizProgress) => void;
  onFinished: (points: number) => void;
  /** Pixels at the bottom kept free for the shell (GameShell.reservedBottom). */
  reserveBottom: number;
  /** Writes values on the host element (the hand's position, for the end-to-end tests). */
  report: (values: Record<string, string | number>) => void;
}

export class QuizScreen implements Screen {
  readonly view = new Container();
  private index = 0;
  private question: QuizQuestion;
  private answer: QuizScore | null = null;
  private points = 0;
  private width = 390;
  private height = 844;

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

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
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
    const a = this.answer;
    const ranking = a ? this.question.ranking.slice(0, 4) : [];
    // Measured first: the verdict wraps, and the layout needs its height.
    const verdict = a ? label(verdictText(a, this.options.textLabels), 16, a.best ? 0x8fd694 : 0xffd84a, contentBox(this.width).width) : null;
    const hand = [...this.question.hand].sort(compareTiles);
    const layout = quizLayout(
      { width: this.width, height: this.height, reserveBottom: this.options.reserveBottom },
      { handCount: hand.length, verdictHeight: verdict ? Math.ceil(verdict.height) : null, rankingRows: ranking.length },
    );
    const { left: pad, bands } = layout;
    this.place(label(`Question ${this.index + 1} of ${QUIZ_LENGTH} · ${this.points} points`, 18), pad, bands.header.y);
    this.place(label(`What would you discard? (shanten ${this.question.ranking[0]!.shanten})`, 15, 0xb9b8d0), pad, bands.question.y);
    const bestKinds = new Set(this.question.ranking.filter((r) => a && scoreAnswer(this.question, r.discard).best).map((r) => r.discard));
    hand.forEach((tile, i) => {
      const highlight = a ? (bestKinds.has(tile.kind) ? 0x8fd694 : tile.kind === a.chosen.discard ? 0xe05555 : undefined) : undefined;
      this.place(
        tileView(tile, { width: layout.hand.tileW, textLabels: this.options.textLabels, ...(highlight === undefined ? {} : { highlight }) }, () =>
          this.choose(tile.kind),
        ),
        pad + layout.hand.spots[i]!.x,
        bands.hand.y + layout.hand.spots[i]!.y,
      );
    });
    this.options.report(handReport(layout.portrait, layout.hand, pad, bands.hand.y));
    if (!a || !verdict) return;
    this.place(verdict, pad, bands.verdict.y);
    ranking.forEach((row, i) =>
      this.place(
        label(
          `${faceName(row.discard, this.options.textLabels)}: shanten ${row.shanten}, ${row.total} tiles${row.secondStep > 0 ? `, next step ${row.secondStep.toFixed(1)}` : ""}`,
          14,
          0xb9b8d0,
        ),
        pad,
        bands.ranking.y + i * 20,
      ),
    );
    this.place(
      buttonView(this.index + 1 >= QUIZ_LENGTH ? "Finish" : "Next", 150, () => this.next()),
      pad,
      bands.next.y,
    );
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}

function verdictText(a: QuizScore, textLabels: boolean): string {
  const name = (kind: number) => faceName(kind, textLabels);
  if (a.best) return "Best! +100";
  if (a.chosen.shanten > a.top.shanten)
    return `+0: ${name(a.chosen.discard)} goes back to shanten ${a.chosen.shanten}; ${name(a.top.discard)} keeps ${a.top.shanten} with ${a.top.total} tiles`;
  return `+${a.points}: ${name(a.chosen.discard)} keeps ${a.chosen.total} tiles; best ${name(a.top.discard)} keeps ${a.top.total}`;
}
