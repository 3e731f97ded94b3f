// "What would you discard?": ten seeded 14-tile hands, each at a table (winds, a dora indicator);
// a tap answers, the analyser scores it (100 for a best discard) and shows the best four rows and
// the answer's own row when it is not among them, each with the exact win and tenpai chances and
// expected score within three draws (asked of the worker as the question appears, cancelled when
// it changes); "Next" moves on. On a portrait phone the hand and Next sit at the bottom edge.
import { plural } from "@arcade/core";
import { questionOf } from "./quiz-ahead.ts";
import { quizQuestion, scoreAnswer, scoreAnswerByChance, type QuizQuestion, type QuizScore } from "../analysis/quiz.ts";
import { compareTiles, type Tile } from "../analysis/tiles.ts";
import type { DiscardOdds } from "../analysis/odds/odds.ts";
import type { TableSounds } from "./sound.ts";
import { ODDS_DRAWS, OddsRunner } from "./odds-runner.ts";
import { chanceVerdict, questionLine, quizText, rankingRow, shownRows, verdictText, type TileNamer } from "./quiz-text.ts";
import { seatLine } from "./score-text.ts";
import { contentBox, handReport, quizLayout, RANKING_LINE, textReport, type Insets } from "./layout.ts";
import { syncBar, type Bar } from "./bar.ts";
import { TableText } from "./table-text.ts";
import { faceName, label, tileView } from "./tile-view.ts";
import { spokenTile } from "./words.ts";
import { QUIZ_LENGTH, type QuizProgress } from "../rules/record.ts";
import { StillScreen } from "./still-screen.ts";

export { QUIZ_LENGTH, type QuizProgress } from "../rules/record.ts";

export interface QuizScreenOptions {
  seed: string;
  textLabels: boolean;
  sounds: TableSounds;
  /** Where a resumed quiz was (after a reload). */
  from?: QuizProgress;
  /** After every answer and every new question: for the session's save. */
  /** `answerPoints`: the current answer's points (null while unanswered), for a quiz scored by win chance. */
  onProgress: (progress: QuizProgress, answerPoints: number | null) => void;
  /** The quiz setting: score answers by their exact win chance (tenpai chance when no win can be reached). */
  byWinChance: boolean;
  onFinished: (points: number) => void;
  /** What the shell's controls cover at the stage's edges now (GameShell.insets). */
  insets: () => Insets;
  /** Writes values on the host element (the hand's position, for the end-to-end tests). */
  report: (values: Record<string, string | number>) => void;
  /** The element the text alternative goes in (the game's host). */
  host: HTMLElement;
  /** The shell's button bar: Next (Finish on the last question) once answered. */
  bar: Bar;
  /** Asks the stage to draw again after a change outside input (a worker's answer). */
  invalidate: () => void;
}

export class QuizScreen extends StillScreen {
  private index = 0;
  private question: QuizQuestion;
  private answer: QuizScore | null = null;
  private points = 0;
  private readonly odds = this.own(new OddsRunner());
  /** The question's odds per discard, once the worker has them. */
  private discardOdds: DiscardOdds[] | null = null;
  private oddsStatus = "";
  private oddsFailed = false;
  /** A tap made before the odds were ready, in a quiz scored by win chance. */
  private pending: number | null = null;
  /** The question in words, with the hand as buttons (answering without the canvas). */
  private readonly text: TableText;

  constructor(private readonly options: QuizScreenOptions) {
    super();
    this.text = new TableText(options.host, {
      name: "Quiz question",
      choicesName: "Discard a tile",
      choose: (at) => this.choose(this.sortedHand()[at]!.kind),
      invalidate: () => options.invalidate(),
    });
    this.own(this.text);
    const from = options.from;
    this.index = from ? Math.min(from.index, QUIZ_LENGTH - 1) : 0;
    this.points = from?.points ?? 0;
    this.question = questionOf(options.seed, this.index);
    if (from && from.answer !== null && this.question.ranking.some((r) => r.discard === from.answer)) {
      this.answer = scoreAnswer(this.question, from.answer);
    }
    this.askOdds();
  }

  /** The question's odds per discard, in the worker (the previous question's are cancelled). */
  private askOdds(): void {
    const q = this.question;
    this.discardOdds = null;
    this.oddsFailed = false;
    this.pending = null;
    const request = {
      hand: { concealed: q.hand, melds: [] },
      draws: ODDS_DRAWS,
      seen: [],
      situation: { roundWind: q.roundWind, seatWind: q.seatWind, dora: [q.doraIndicator.kind] },
    };
    this.odds.ask(request, {
      status: (text) => {
        this.oddsStatus = text;
        this.oddsFailed = text !== "" && !text.includes("computing") && this.discardOdds === null;
        if (this.oddsFailed && this.pending !== null) this.answerPending();
        if (this.answer || this.pending !== null) this.changedOutside();
      },
      discards: (rows) => {
        this.discardOdds = rows;
        this.options.report({ quizOddsWin: rows[0]!.win.toFixed(4) });
        if (this.pending !== null) this.answerPending();
        else if (this.answer) this.changedOutside();
      },
      hand: () => undefined,
    });
  }

  /** A worker's answer changed what is shown (outside any input): draw it. */
  private changedOutside(): void {
    this.draw();
    this.options.invalidate();
  }

  private sortedHand(): Tile[] {
    return [...this.question.hand].sort(compareTiles);
  }

  private progress(): void {
    this.options.onProgress({ index: this.index, points: this.points, answer: this.answer?.chosen.discard ?? null }, this.answer?.points ?? null);
  }

  private choose(kind: number): void {
    if (this.answer || this.pending !== null) return;
    if (this.options.byWinChance && !this.discardOdds && !this.oddsFailed) {
      this.pending = kind; // answered when the odds arrive
      this.draw();
      return;
    }
    this.answer = this.options.byWinChance && this.discardOdds ? scoreAnswerByChance(this.question, kind, this.discardOdds) : scoreAnswer(this.question, kind);
    this.points += this.answer.points;
    this.options.sounds.discard();
    if (this.answer.best) this.options.sounds.win();
    else if (this.answer.chosen.shanten > this.answer.top.shanten) this.options.sounds.mistake();
    this.progress();
    this.draw();
    this.text.announce(this.verdict(spokenTile));
  }

  private answerPending(): void {
    const kind = this.pending!;
    this.pending = null;
    this.choose(kind);
  }

  private next(): void {
    if (!this.answer) return;
    if (this.index + 1 >= QUIZ_LENGTH) {
      this.options.onFinished(this.points);
      return;
    }
    this.index++;
    this.question = quizQuestion(this.options.seed, this.index);
    this.answer = null;
    this.askOdds();
    this.progress();
    this.draw();
    this.text.announce(`Question ${this.index + 1}: ${questionLine(this.question)}`);
  }

  /** The verdict on the answer (by win chance once the odds are in), or the wait for the odds. */
  private verdict(name: TileNamer): string {
    const a = this.answer;
    if (a) return this.options.byWinChance && this.discardOdds ? chanceVerdict(a, this.discardOdds, name) : verdictText(a, name);
    return this.pending !== null ? `Scoring ${name(this.pending)} by win chance — ${this.oddsStatus || "computing…"}` : "";
  }

  protected draw(): void {
    this.clear();
    const screen = { width: this.width, height: this.height, insets: this.options.insets() };
    const a = this.answer;
    const textLabels = this.options.textLabels;
    const name: TileNamer = (tile) => faceName(tile, textLabels);
    const { rows, mine } = shownRows(this.question, a);
    const rowTexts = rows.map((row) =>
      rankingRow(
        row,
        this.discardOdds?.find((o) => o.discard === row.discard),
        name,
        row === mine,
      ),
    );
    // Measured first: the verdict wraps, and the layout needs its height.
    const said = this.verdict(name);
    const verdict = said ? label(said, 16, a?.best ? 0x8fd694 : 0xffd84a, contentBox(screen).width) : null;
    const hand = this.sortedHand();
    const layout = quizLayout(screen, {
      handCount: hand.length,
      verdictHeight: verdict ? Math.ceil(verdict.height) : null,
      rankingRows: rowTexts.reduce((n, lines) => n + lines.length, 0) + (this.oddsStatus ? 1 : 0),
    });
    const { left: pad, bands } = layout;
    this.place(label(`Question ${this.index + 1} of ${QUIZ_LENGTH} · ${plural(this.points, "point")}`, 18), pad, bands.header.y);
    const q = this.question;
    const scoring = this.options.byWinChance ? " · scored by win chance" : "";
    const asked = label(`${questionLine(q)}${scoring}`, 14, 0xb9b8d0, layout.width);
    this.place(asked, pad, bands.question.y);
    this.place(label(seatLine(q.roundWind, q.seatWind), 13, 0xb9b8d0), pad, bands.question.y + Math.ceil(asked.height) + 2);
    const doraX = pad + layout.width - 22;
    this.place(tileView(q.doraIndicator, { width: 22, textLabels }), doraX, bands.header.y);
    this.place(label("Dora", 11, 0xb9b8d0), doraX - 34, bands.header.y + 10);
    const bestKinds = new Set(this.question.ranking.filter((r) => a && scoreAnswer(this.question, r.discard).best).map((r) => r.discard));
    hand.forEach((tile, i) => {
      const highlight = a ? (bestKinds.has(tile.kind) ? 0x8fd694 : tile.kind === a.chosen.discard ? 0xe05555 : undefined) : undefined;
      this.place(
        tileView(tile, { width: layout.hand.tileW, textLabels, ...(highlight === undefined ? {} : { highlight }) }, () => this.choose(tile.kind)),
        pad + layout.hand.spots[i]!.x,
        bands.hand.y + layout.hand.spots[i]!.y,
      );
    });
    this.options.report({ ...handReport(layout.portrait, layout.hand, pad, bands.hand.y), ...textReport([bands.header, bands.question], pad, layout.width) });
    if (verdict) this.place(verdict, pad, bands.verdict.y);
    this.speak();
    const last = this.index + 1 >= QUIZ_LENGTH;
    syncBar(this.options.bar, [
      { id: "next", label: last ? "Finish" : "Next", name: last ? "Finish the quiz" : "Next question", hidden: !a, run: () => this.next() },
    ]);
    if (!a) return;
    // The ranking's lines that fit (on a landscape phone the first rows; the text alternative has all).
    const lines = [
      ...(this.oddsStatus ? [{ text: this.oddsStatus, size: 13, colour: 0x5fb3ff }] : []),
      ...rowTexts.flatMap((texts, r) =>
        texts.map((text, i) => ({ text, size: i === 0 ? 14 : 13, colour: i > 0 ? 0x5fb3ff : rows[r] === mine ? 0xffd84a : 0xb9b8d0 })),
      ),
    ];
    lines.slice(0, layout.rankingFits).forEach((line, i) => this.place(label(line.text, line.size, line.colour), pad, bands.ranking.y + i * RANKING_LINE));
  }

  /** The text alternative: the question, the hand as buttons, the verdict and ranking once answered. */
  private speak(): void {
    const words = {
      index: this.index,
      length: QUIZ_LENGTH,
      points: this.points,
      answer: this.answer,
      verdict: this.verdict(spokenTile),
      odds: this.discardOdds,
    };
    const text = quizText(this.question, words);
    this.text.setLines(text.lines);
    this.text.setChoices(text.choices);
    this.text.setDetails(text.details);
  }
}
