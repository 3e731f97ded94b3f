import { InputError, located, plural, rerun, type GameRecord, type KeptGame } from "@arcade/core";
import { SessionPart, type GameDefinition, type PlaySession } from "@arcade/core/stage";
import { parseHandInProgress, type Hand } from "../analysis/hand.ts";
import { meta } from "../meta.ts";
import { migrateLegacySave } from "../rules/legacy-save.ts";
import { mahjongRules, practiceRecord, PracticeReplay, QuizAnswers } from "../rules/record.ts";
import { TableSounds } from "./sound.ts";
import type { PracticeGame } from "../rules/practice.ts";
import { buildWall } from "../rules/wall.ts";
import { AnalyserScreen } from "./analyser-screen.ts";
import { LogsScreen } from "./logs/logs-screen.ts";
import { PracticeScreen } from "./practice-screen.ts";
import { QUIZ_LENGTH, QuizScreen } from "./quiz-screen.ts";
import { practiceResult } from "./practice-text.ts";
import { prepareStart } from "./warm-start.ts";
import { faceName } from "./tile-view.ts";
import { TableMode } from "./table/table-mode.ts";
import type { TableScreen } from "./table/table-screen.ts";

type MahjongScreen = PracticeScreen | QuizScreen | AnalyserScreen | TableScreen | LogsScreen;

/**
 * The Mahjong trainer on core's play session: practice hands and the quiz are records (kept,
 * resumed, scored); the analyser keeps nothing. The session starts, keeps, pauses and ends; this
 * is the trainer's own part: its three screens, their result lines, the link's hand.
 */
export function mahjongGame(): GameDefinition<MahjongScreen> {
  return {
    meta,
    rules: mahjongRules,
    // Tile faces, the shanten tables and the first screen's work, before anything is shown.
    prepare: prepareStart,
    migrateKept: migrateLegacySave,
    play: (session) => new Trainer(session),
  };
}

/** The trainer's own part: the mode's screen, its record and its results. */
class Trainer extends SessionPart<MahjongScreen> {
  /** The game in progress as a record (kept in the host's saves), or null. */
  private record: GameRecord | null = null;
  private readonly sounds: TableSounds;
  private tableMode: TableMode<MahjongScreen> | null = null;

  constructor(session: PlaySession<MahjongScreen>) {
    super(session);
    this.sounds = new TableSounds(session.options.settings.shared.soundVolume);
  }

  private get textLabels(): boolean {
    return this.session.flag("textLabels");
  }

  /** A kept quiz, practice hand or hanchan of this mode, with a word (re-run where its game is made: every input must still play). */
  resume(kept: KeptGame): false | string {
    if (kept.record.mode !== this.mode) return false;
    this.start(kept.record.seed, kept.record);
    return "Resumed";
  }

  start(seed: string, resumed: GameRecord | null = null): void {
    const { mode } = this;
    this.record = resumed;
    if (mode === "table") {
      if (resumed) this.table().resume(resumed);
      else this.table().start(seed);
      return;
    }
    if (mode === "practice") return this.practice(seed, resumed);
    this.show(mode === "quiz" ? this.quiz(seed, resumed) : mode === "analyser" ? this.analyser(seed) : this.logs());
  }

  /** A quiz or a hand is kept as its record when a move made it longer (core counts its inputs), until its results. */
  private show(screen: MahjongScreen, report?: () => Record<string, string | number>): void {
    this.session.show({ screen, record: () => this.record, ...(report ? { report } : {}) });
  }

  /** Watches a recorded hanchan (only the table's records are: practice's and the quiz's results attach none). */
  watch(record: GameRecord): void {
    if (record.mode !== "table") throw new InputError(`cannot be watched: only table records are, got ${JSON.stringify(record.mode)}`, "mode");
    rerun(mahjongRules, record);
    this.table().watch(record);
  }

  private table(): TableMode<MahjongScreen> {
    this.tableMode ??= new TableMode(this.session, {
      textLabels: this.textLabels,
      keep: () => this.session.keep(),
    });
    return this.tableMode;
  }

  private quiz(seed: string, resumed: GameRecord | null): QuizScreen {
    // A kept quiz goes on at its own question, seed and scoring.
    const kept = resumed ? QuizAnswers.resumed(resumed) : null;
    const quiz = kept?.answers ?? QuizAnswers.fresh(seed, this.session.flag("quizByWinChance"));
    return new QuizScreen({
      seed: quiz.seed,
      textLabels: this.textLabels,
      sounds: this.sounds,
      byWinChance: quiz.byWinChance,
      ...(kept ? { from: kept.progress } : {}),
      onProgress: (progress, answerPoints) => {
        this.record = quiz.record(progress, answerPoints);
        this.session.changed();
      },
      onFinished: (points) => {
        void this.session.results({
          headline: "Quiz done",
          lines: [`${points} of ${plural(QUIZ_LENGTH * 100, "point")} · seed ${quiz.seed}`],
          score: { value: points },
          seed: quiz.seed,
          newSeed: "New questions",
          items: [this.session.seedItem(quiz.seed, "Share these questions")],
        });
      },
      ...this.session.screenContext(),
    });
  }

  private analyser(seed: string): AnalyserScreen {
    const linked = this.linkedHand();
    const analyser = new AnalyserScreen({
      hand: linked && "hand" in linked ? linked.hand : { concealed: buildWall(seed).slice(0, 14), melds: [] },
      ...(linked && "problem" in linked ? { problem: linked.problem } : {}),
      textLabels: this.textLabels,
      onChange: (hand, shanten) => this.shell.report({ hand, shanten: shanten ?? "" }),
      onType: () => this.typeHand(analyser),
      ...this.session.screenContext(),
    });
    return analyser;
  }

  /** Logs & review: imported logs kept in the page's storage; nothing to resume or score. */
  private logs(): LogsScreen {
    const shell = this.shell;
    return new LogsScreen({
      textLabels: this.textLabels,
      storage: window.localStorage,
      present: (popup) => void shell.present(popup),
      dismiss: () => void shell.dismiss(),
      copy: (title, text) => this.session.share(title, text, "export-log"),
      ...this.session.screenContext(),
    });
  }

  private practice(seed: string, resumed: GameRecord | null): void {
    // A kept hand is re-run from its record; a new one is a hand of no discards yet.
    const practice = resumed ? (rerun(mahjongRules, resumed) as PracticeReplay) : new PracticeReplay(seed, this.session.flag("redFives"), false);
    const { game, redFives } = practice;
    const gameSeed = game.state.seed;
    const title = /^\d{4}-\d{2}-\d{2}$/.test(gameSeed) ? `Daily wall ${gameSeed} · same wall for everyone today` : `Wall "${gameSeed}"`;
    const screen: PracticeScreen = new PracticeScreen({
      game,
      title,
      showAnalysis: this.session.flag("showAnalysis"),
      textLabels: this.textLabels,
      sounds: this.sounds,
      assisted: practice.assisted,
      onFinished: (g) => this.practiceDone(gameSeed, g, screen.assisted),
      onChange: (g) => {
        if (g.state.status === "discard") this.record = practiceRecord(g, redFives, screen.assisted);
        this.session.changed();
      },
      ...this.session.screenContext(),
    });
    this.show(screen, () => ({ draws: game.state.draws, status: game.state.status, discards: game.state.discards.length }));
  }

  private practiceDone(seed: string, game: PracticeGame, assisted: boolean): void {
    // The points are the win's value (an exhausted wall scores 0); with a hint or an undo the
    // result is kept, marked as assisted (out of the plain table).
    const result = practiceResult(game, (kind) => faceName(kind, this.textLabels));
    const won = game.state.status === "won";
    void this.session.results({
      headline: result.headline,
      lines: [...result.lines, ...(won && assisted ? ["With hints or undo: recorded as assisted"] : [])],
      ...(won ? { score: { value: result.points, assisted } } : {}),
      seed,
      newSeed: "New wall",
      items: [this.session.seedItem(seed, "Share this wall")],
    });
  }

  /** The hand from a link's `hand=` parameter (calls included), or why it cannot be read. */
  private linkedHand(): { hand: Hand } | { problem: string } | null {
    const hand = this.session.linkPosition(parseHandInProgress);
    if (hand === undefined) return null;
    if (!(hand instanceof InputError)) return { hand };
    // "The link's hand: position 5: …", but not "The link's hand: hand: …".
    return { problem: `The link's hand: ${hand.where === "hand" ? hand.message : located(hand)}` };
  }

  private typeHand(screen: AnalyserScreen): void {
    const explanation =
      "mpsz: digits then m, p, s or z (1z–7z = E S W N Wh Gr Rd), 0 = red five. Calls after the tiles: [123m] chi, [555z] pon, [5555p] kan, {5555p} added kan, (1111z) closed kan.";
    const prompt = { role: "type-hand", title: "Type a hand", explanation, placeholder: "23455m678p [789s] (1111z)", submitLabel: "Analyse" };
    this.session.ask(prompt, parseHandInProgress, (hand) => screen.setHand(hand));
  }
}
