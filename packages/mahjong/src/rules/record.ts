// Mahjong practice and the discard quiz on core's record path, so they are kept in the host's
// saves and continued after a reload like every game. Both are turn-based: a record's "frame" is
// the turn, and every turn has its input.
// - Practice: options { redFives, assisted }; input `discard:<tile>` at turn i is the i-th
//   discard, by mpsz name ("0m" is the red five). Re-running rebuilds every state, undo included
//   (an undone discard is simply not in the record).
// - Quiz: input `answer:<kind>` (0..33) answers question i at turn i, then `next` moves on.
//   options { startIndex, startPoints } are for a quiz continued from a save made before records
//   (its earlier answers are not known); both are 0 otherwise. A quiz scored by win chance
//   (option byWinChance: true) writes `answer:<kind>:<points>`: the exact odds behind the points
//   take up to a second or two per question, too long to recompute when a quiz is resumed.
import { InputError, describeValue as describe, rerun, type GameRecord, type RecordHeader, type ReplayRules, type ReplayableGame } from "@arcade/core";
import { quizQuestion, scoreAnswer } from "../analysis/quiz.ts";
import { tileName } from "../analysis/tiles.ts";
import { MAHJONG_GAME } from "./game-id.ts";
import { PracticeGame, type PracticeStatus } from "./practice.ts";
import { TABLE_MODE, TABLE_RULES_VERSION, tableRules, type TableReplay } from "../table/record.ts";

export { MAHJONG_GAME };
/** Bump when a change of the rules makes an old record play differently. */
export const MAHJONG_RULES_VERSION = 1;
/** Questions in a quiz. */
export const QUIZ_LENGTH = 10;

/** A turn-based game has no idle turns: a record that asks for one is damaged. */
function noIdleTurn(turn: number): never {
  throw new InputError(`has no input for turn ${turn + 1}`, "inputs");
}

export interface PracticeSummary {
  status: PracticeStatus;
  draws: number;
  discards: string[];
}

export class PracticeReplay implements ReplayableGame<PracticeSummary> {
  readonly game: PracticeGame;
  constructor(
    seed: string,
    readonly redFives: boolean,
    readonly assisted: boolean,
  ) {
    this.game = new PracticeGame(seed, { redFives });
  }
  get frame(): number {
    return this.game.state.discards.length;
  }
  get over(): boolean {
    return this.game.state.status !== "discard";
  }
  apply(action: string, where: string): void {
    // riichi:<tile> declares riichi with that discard.
    if (action.startsWith("riichi:")) InputError.within(where, () => this.game.riichiTile(action.slice("riichi:".length)));
    else if (!action.startsWith("discard:")) throw new InputError(`must be discard:<tile> or riichi:<tile>, got ${describe(action)}`, where);
    else InputError.within(where, () => this.game.discardTile(action.slice("discard:".length)));
  }
  step(): void {
    noIdleTurn(this.frame);
  }
  summary(): PracticeSummary {
    const { status, draws, discards } = this.game.state;
    return { status, draws, discards: discards.map((t) => tileName(t)) };
  }
}

/** Where a quiz stands: the question, the points so far, and the answer to this question if given. */
export interface QuizProgress {
  index: number;
  points: number;
  answer: number | null;
}

export class QuizReplay implements ReplayableGame<QuizProgress> {
  private progress: QuizProgress;
  constructor(
    readonly seed: string,
    readonly start: { index: number; points: number },
    readonly scoring: "tiles" | "win" = "tiles",
  ) {
    this.progress = { index: start.index, points: start.points, answer: null };
  }
  get frame(): number {
    return this.progress.index;
  }
  get over(): boolean {
    return this.progress.index >= QUIZ_LENGTH;
  }
  apply(action: string, where: string): void {
    const p = this.progress;
    if (action === "next") {
      if (p.answer === null) throw new InputError("moves on before answering", where);
      this.progress = { index: p.index + 1, points: p.points, answer: null };
      return;
    }
    const byChance = this.scoring === "win";
    const kind = (byChance ? /^answer:(\d{1,2}):(\d{1,3})$/ : /^answer:(\d{1,2})$/).exec(action);
    if (!kind) throw new InputError(`must be ${byChance ? "answer:<kind>:<points>" : "answer:<kind>"} or next, got ${describe(action)}`, where);
    if (p.answer !== null) throw new InputError("answers a question twice", where);
    const score = InputError.within(where, () => scoreAnswer(quizQuestion(this.seed, p.index), Number(kind[1])));
    const points = byChance ? Number(kind[2]) : score.points;
    if (points > 100) throw new InputError(`scores ${points} points (at most 100)`, where);
    this.progress = { index: p.index, points: p.points + points, answer: score.chosen.discard };
  }
  step(): void {
    noIdleTurn(this.frame);
  }
  summary(): QuizProgress {
    return { ...this.progress };
  }
}

function flag(options: Record<string, unknown>, key: string): boolean {
  const value = options[key] ?? false;
  if (typeof value !== "boolean") throw new InputError(`must be true or false, got ${describe(value)}`, `options.${key}`);
  return value;
}

function count(options: Record<string, unknown>, key: string, max: number): number {
  const value = options[key] ?? 0;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > max) {
    throw new InputError(`must be a whole number 0–${max}, got ${describe(value)}`, `options.${key}`);
  }
  return value;
}

// The app keeps every mode's record under one set of rules (the session has one): a table record
// is re-run by the table's own rules, whose version must be this one's.
if (TABLE_RULES_VERSION !== MAHJONG_RULES_VERSION) throw new Error("the table's rules version must move with the trainer's");

export const mahjongRules: ReplayRules<PracticeReplay | QuizReplay | TableReplay> = {
  game: MAHJONG_GAME,
  rulesVersion: MAHJONG_RULES_VERSION,
  create(header: RecordHeader) {
    const { seed, mode, options } = header;
    if (mode === "practice") return new PracticeReplay(seed, flag(options, "redFives"), flag(options, "assisted"));
    if (mode === "quiz")
      return new QuizReplay(
        seed,
        { index: count(options, "startIndex", QUIZ_LENGTH - 1), points: count(options, "startPoints", QUIZ_LENGTH * 100) },
        flag(options, "byWinChance") ? "win" : "tiles",
      );
    if (mode === TABLE_MODE) return tableRules.create(header);
    throw new InputError(`must be "practice", "quiz" or "table", got ${describe(mode)}`, "mode");
  },
};

function header(mode: string, seed: string, options: Record<string, unknown>): RecordHeader {
  return { game: MAHJONG_GAME, rulesVersion: MAHJONG_RULES_VERSION, seed, mode, options };
}

/** The record of a practice hand as it stands (its discards, undo already taken into account). */
export function practiceRecord(game: PracticeGame, redFives: boolean, assisted: boolean): GameRecord {
  const { seed, discards, riichiAt } = game.state;
  const inputs = discards.map((t, i) => ({ frame: i, action: `${i === riichiAt ? "riichi" : "discard"}:${tileName(t)}` }));
  return { ...header("practice", seed, { redFives, assisted }), inputs };
}

/**
 * The record of a quiz: the answers given so far, in order (`answers[i]` answers question
 * `start.index + i`); the last may be the current question's, not yet moved on from.
 */
export function quizRecord(
  seed: string,
  start: { index: number; points: number },
  answers: readonly number[],
  current: QuizProgress,
  /** For a quiz scored by win chance: each answer's points. */
  chancePoints?: readonly number[],
): GameRecord {
  const inputs = answers.flatMap((kind, i) => {
    const turn = start.index + i;
    const answer = { frame: turn, action: chancePoints ? `answer:${kind}:${chancePoints[i]}` : `answer:${kind}` };
    return turn < current.index ? [answer, { frame: turn, action: "next" }] : [answer];
  });
  const options = { startIndex: start.index, startPoints: start.points, ...(chancePoints ? { byWinChance: true } : {}) };
  return { ...header("quiz", seed, options), inputs };
}

/**
 * A quiz's answers as its record holds them, for a new quiz or rebuilt from a kept one (its start,
 * its scoring and each answer given, with its points when scored by win chance): `record` writes
 * the record again each time the quiz moves on, so a kept quiz goes on as the live one did.
 */
export class QuizAnswers {
  /** The kind discarded for each question answered, from `start.index` on. */
  private readonly kinds: number[] = [];
  /** Each answer's points, for a quiz scored by win chance (0 otherwise). */
  private readonly points: number[] = [];

  private constructor(
    readonly seed: string,
    readonly start: { index: number; points: number },
    readonly byWinChance: boolean,
  ) {}

  /** A new quiz on `seed`. */
  static fresh(seed: string, byWinChance: boolean): QuizAnswers {
    return new QuizAnswers(seed, { index: 0, points: 0 }, byWinChance);
  }

  /** A kept quiz's answers and where it stands (an InputError when its record does not re-run). */
  static resumed(record: GameRecord): { answers: QuizAnswers; progress: QuizProgress } {
    const replay = rerun(mahjongRules, record) as QuizReplay;
    const answers = new QuizAnswers(record.seed, replay.start, replay.scoring === "win");
    // answer:<kind>, or answer:<kind>:<points> in a quiz scored by win chance.
    for (const { action } of record.inputs.filter((input) => input.action.startsWith("answer:"))) {
      const [kind, points] = action.split(":").slice(1).map(Number);
      answers.kinds.push(kind!);
      answers.points.push(points ?? 0);
    }
    return { answers, progress: replay.summary() };
  }

  /** The record of the quiz standing at `progress` (`answerPoints`: its answer's points, when scored by win chance). */
  record(progress: QuizProgress, answerPoints: number | null = null): GameRecord {
    // The answers to the questions before this one, then this one's once given.
    this.kinds.length = this.points.length = progress.index - this.start.index;
    if (progress.answer !== null) {
      this.kinds.push(progress.answer);
      this.points.push(answerPoints ?? 0);
    }
    return quizRecord(this.seed, this.start, this.kinds, progress, this.byWinChance ? this.points : undefined);
  }
}
