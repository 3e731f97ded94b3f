import { InputError, located, plural, rerun, type GameRecord, type KeptGame } from "@arcade/core";
import { inSlices, SessionPart, workerOnce, type GameDefinition, type PlaySession } from "@arcade/core/stage";
import { parseHandInProgress, type Hand } from "../analysis/hand.ts";
import { installTables, shantenTables } from "../analysis/suit-table.ts";
import { tableJobs } from "../analysis/table-jobs.ts";
import { meta } from "../meta.ts";
import { migrateLegacySave } from "../rules/legacy-save.ts";
import { mahjongRules, practiceRecord, quizRecord, type PracticeReplay, type QuizReplay } from "../rules/record.ts";
import { TableSounds } from "./sound.ts";
import { PracticeGame } from "../rules/practice.ts";
import { buildWall } from "../rules/wall.ts";
import { AnalyserScreen } from "./analyser-screen.ts";
import { LogsScreen } from "./logs/logs-screen.ts";
import { PracticeScreen } from "./practice-screen.ts";
import { QUIZ_LENGTH, QuizScreen } from "./quiz-screen.ts";
import { questionAhead } from "./quiz-ahead.ts";
import { practiceResult } from "./practice-text.ts";
import { useTileRenderer } from "./tile-face.ts";
import { warmStart } from "./warm-start.ts";
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
    prepare: async (session) => {
      // Tile faces are cached as textures at this stage's resolution.
      useTileRenderer(session.shell.stage.app.renderer);
      // The shanten tables are built once (a fraction of a second on a slow phone) in a worker, so
      // the shell stays responsive; without workers they are built here. Meanwhile the first
      // screen's fonts and tile faces are prepared in short slices (warm-start.ts).
      // The screen waits for the tables only: a busy page may hold background slices back for
      // long, and those left when the tables arrive are not run (the screen paints what it needs).
      let built = false;
      const tables = loadTables().then(() => void (built = true));
      void warmStart(session, () => built);
      await tables;
      // A new quiz's first question (its discards ranked) in a task of its own, not in the screen's
      // build; a kept quiz resumes at its own question and seed, so nothing is worked out for it.
      if (session.mode.id === "quiz" && session.options.resume === undefined) await inSlices(questionAhead(session.options.seed, 0));
      // How long the tables took (in the worker when there is one), for diagnostics and the README.
      session.shell.report({ tablesMs: Math.round(shantenTables().buildMs) });
    },
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

  /** A kept quiz or practice hand of this mode (every input must still play), with a word. */
  resume(kept: KeptGame): false | string {
    if (kept.record.mode !== this.mode) return false;
    // A table record is re-run once, by the table's play itself (a long hanchan takes a moment).
    if (kept.record.mode !== "table") rerun(mahjongRules, kept.record);
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
    const quizSeed = resumed?.seed ?? seed;
    const from = resumed ? (rerun(mahjongRules, resumed) as QuizReplay) : null;
    const start = from?.start ?? { index: 0, points: 0 };
    // answer:<kind>, or answer:<kind>:<points> in a quiz scored by win chance (a resumed one keeps its scoring).
    const given = resumed ? resumed.inputs.filter((i) => i.action.startsWith("answer:")).map((i) => i.action.split(":").slice(1).map(Number)) : [];
    const answers = given.map(([kind]) => kind!);
    const byWinChance = from ? from.scoring === "win" : this.session.flag("quizByWinChance");
    const chancePoints = given.map(([, points]) => points ?? 0);
    return new QuizScreen({
      seed: quizSeed,
      textLabels: this.textLabels,
      sounds: this.sounds,
      byWinChance,
      ...(from ? { from: from.summary() } : {}),
      onProgress: (progress, answerPoints) => {
        answers.length = chancePoints.length = progress.index - start.index;
        if (progress.answer !== null) {
          answers.push(progress.answer);
          chancePoints.push(answerPoints ?? 0);
        }
        this.record = quizRecord(quizSeed, start, answers, progress, byWinChance ? chancePoints : undefined);
        this.session.changed();
      },
      onFinished: (points) => {
        void this.session.results({
          headline: "Quiz done",
          lines: [`${points} of ${plural(QUIZ_LENGTH * 100, "point")} · seed ${quizSeed}`],
          score: { value: points },
          seed: quizSeed,
          newSeed: "New questions",
          items: [this.session.seedItem(quizSeed, "Share these questions")],
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
    const practice = this.practiceGame(seed, resumed);
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

  /** A new practice game, or the resumed one. */
  private practiceGame(seed: string, resumed: GameRecord | null): { game: PracticeGame; redFives: boolean; assisted: boolean } {
    if (resumed?.mode === "practice") {
      const practice = rerun(mahjongRules, resumed) as PracticeReplay;
      return { game: practice.game, redFives: practice.redFives, assisted: practice.assisted };
    }
    const redFives = this.session.flag("redFives");
    return { game: new PracticeGame(seed, { redFives }), redFives, assisted: false };
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

/** The shanten tables, built in a Web Worker once per page (here when the worker fails; core's WorkerClient builds them here without workers). */
const loadTables = workerOnce(
  { create: () => new Worker(new URL("../analysis/table-worker.ts", import.meta.url), { type: "module" }), inPage: tableJobs, name: "shanten tables" },
  "build",
  null,
  (tables) => void (tables ? installTables(tables) : shantenTables()),
);
