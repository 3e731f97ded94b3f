import { findMode, InputError, keptRecord, located, rerun, stringifyReplay, type GameRecord, type GameSession, type MountOptions } from "@arcade/core";
import { CopyPopup, GameShell, PanelPopup, PastePopup, PausePopup, ResultsPopup, showNotice, WorkerClient, type Screen } from "@arcade/core/stage";
import { concealedCountsFor, parseHandTiles, type Hand } from "../analysis/hand.ts";
import { installTables, shantenTables, type ShantenTables } from "../analysis/suit-table.ts";
import { tableJobs } from "../analysis/table-jobs.ts";
import { meta } from "../meta.ts";
import { migrateLegacySave } from "../rules/legacy-save.ts";
import { mahjongRules, practiceRecord, quizRecord, type PracticeReplay, type QuizReplay } from "../rules/record.ts";
import { TableSounds } from "./sound.ts";
import { PracticeGame } from "../rules/practice.ts";
import { buildWall } from "../rules/wall.ts";
import { AnalyserScreen } from "./analyser-screen.ts";
import { PracticeScreen } from "./practice-screen.ts";
import { QUIZ_LENGTH, QuizScreen } from "./quiz-screen.ts";
import { practiceEnd } from "./practice-text.ts";
import { useTileRenderer } from "./tile-face.ts";
import { faceName } from "./tile-view.ts";

/**
 * One mounted Mahjong trainer: the shared GameShell with the mode's screen (practice, quiz or
 * analyser) and the menus. The screens draw the pure rules and analysis; this decides what starts.
 */
export class MahjongSession {
  private screen: (Screen & { input?(action: string, pressed: boolean): void }) | null = null;

  /** The game in progress as a record (kept in the host's saves), or null. */
  private record: GameRecord | null = null;
  private readonly sounds: TableSounds;

  private constructor(
    private readonly shell: GameShell,
    private readonly options: MountOptions,
  ) {
    this.sounds = new TableSounds(options.settings.shared.soundVolume);
  }

  static async mount(host: HTMLElement, options: MountOptions): Promise<GameSession> {
    let session: MahjongSession | null = null;
    const shell = await GameShell.create(host, options, {
      onAction: (action, pressed) => session?.screen?.input?.(action, pressed),
      pauseMenu: () => session?.pauseMenu() ?? null,
      saveState: () => (session?.record ? { record: stringifyReplay(session.record), seed: session.record.seed } : null),
    });
    // Tile faces are cached as textures at this stage's resolution.
    useTileRenderer(shell.stage.app.renderer);
    // The shanten tables are built once (a fraction of a second on a slow phone) in a worker, so
    // the shell stays responsive; without workers they are built here.
    await loadTables();
    // How long the tables took (in the worker when there is one), for diagnostics and the README.
    shell.report({ tablesMs: Math.round(shantenTables().buildMs) });
    session = new MahjongSession(shell, options);
    session.start(options.seed, session.resumed());
    return shell;
  }

  /**
   * The practice hand or quiz kept in the saves, if it is this mode's: a record, or an old save
   * migrated to one. One that cannot be continued (other rules after an update, damaged) is
   * cleared with a word to the player.
   */
  private resumed(): GameRecord | null {
    const text = this.options.resume;
    if (!text) return null;
    let kept: { record: GameRecord } | { reason: string };
    try {
      const migrated = migrateLegacySave(text);
      kept = migrated ? { record: migrated } : keptRecord(mahjongRules, text);
      if ("record" in kept) rerun(mahjongRules, kept.record); // every input must still play
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      kept = { reason: `Your saved game could not be read (${located(error)}), so a new game starts.` };
    }
    if ("reason" in kept) {
      this.options.services.saves.clear();
      void this.shell.present(
        new PanelPopup(this.shell.host, {
          role: "problem",
          title: "Your saved game was not continued",
          lines: [kept.reason],
          buttons: [{ id: "ok", label: "New game", run: () => void this.shell.dismiss() }],
        }),
      );
      return null;
    }
    return kept.record.mode === this.mode.id ? kept.record : null;
  }

  /** Keeps the game in progress in the host's saves (clears them once it is over). */
  private keep(record: GameRecord | null): void {
    this.record = record;
    if (record) this.options.services.saves.keep(stringifyReplay(record), record.seed);
    else this.options.services.saves.clear();
  }

  private get mode() {
    return findMode(meta, this.options.mode) ?? meta.modes[0]!;
  }

  private get textLabels(): boolean {
    return this.options.settings.values.textLabels === true;
  }

  private start(seed: string, resumed: GameRecord | null = null): void {
    const mode = this.mode.id;
    this.record = null;
    if (resumed) showNotice(this.shell.host, "Resumed");
    else if (mode !== "analyser") this.options.services.saves.clear(); // a new game replaces the kept one
    let screen: PracticeScreen | QuizScreen | AnalyserScreen;
    if (mode === "quiz") {
      const quizSeed = resumed?.seed ?? seed;
      const from = resumed ? (rerun(mahjongRules, resumed) as QuizReplay) : null;
      const start = from?.start ?? { index: 0, points: 0 };
      // answer:<kind>, or answer:<kind>:<points> in a quiz scored by win chance (a resumed one keeps its scoring).
      const given = resumed ? resumed.inputs.filter((i) => i.action.startsWith("answer:")).map((i) => i.action.split(":").slice(1).map(Number)) : [];
      const answers = given.map(([kind]) => kind!);
      const byWinChance = from ? from.scoring === "win" : this.options.settings.values.quizByWinChance === true;
      const chancePoints = given.map(([, points]) => points ?? 0);
      screen = new QuizScreen({
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
          this.keep(quizRecord(quizSeed, start, answers, progress, byWinChance ? chancePoints : undefined));
        },
        onFinished: (points) => {
          this.keep(null);
          void this.quizDone(quizSeed, points);
        },
        insets: () => this.shell.insets,
        report: (values) => this.shell.report(values),
        host: this.shell.host,
        invalidate: () => this.shell.invalidate(),
        bar: this.shell.bar,
      });
    } else if (mode === "analyser") {
      const linked = this.linkedHand();
      const analyser = new AnalyserScreen({
        hand: linked && "hand" in linked ? linked.hand : { concealed: buildWall(seed).slice(0, 14), melds: [] },
        ...(linked && "problem" in linked ? { problem: linked.problem } : {}),
        textLabels: this.textLabels,
        onChange: (hand, shanten) => this.shell.report({ hand, shanten: shanten ?? "" }),
        onType: () => this.typeHand(analyser),
        insets: () => this.shell.insets,
        report: (values) => this.shell.report(values),
        host: this.shell.host,
        invalidate: () => this.shell.invalidate(),
        bar: this.shell.bar,
      });
      screen = analyser;
    } else {
      const practice = this.practiceGame(seed, resumed);
      const { game, redFives } = practice;
      const gameSeed = game.state.seed;
      const title = /^\d{4}-\d{2}-\d{2}$/.test(gameSeed) ? `Daily wall ${gameSeed} · same wall for everyone today` : `Wall "${gameSeed}"`;
      const practiceScreen: PracticeScreen = new PracticeScreen({
        game,
        title,
        showAnalysis: this.options.settings.values.showAnalysis !== false,
        textLabels: this.textLabels,
        sounds: this.sounds,
        assisted: practice.assisted,
        onFinished: (g) => {
          this.keep(null);
          void this.practiceDone(gameSeed, g, practiceScreen.assisted);
        },
        onChange: (g) => {
          if (g.state.status === "discard") this.keep(practiceRecord(g, redFives, practiceScreen.assisted));
          this.shell.report({ draws: g.state.draws, status: g.state.status, discards: g.state.discards.length });
        },
        insets: () => this.shell.insets,
        report: (values) => this.shell.report(values),
        host: this.shell.host,
        invalidate: () => this.shell.invalidate(),
        bar: this.shell.bar,
      });
      screen = practiceScreen;
      if (resumed) this.keep(practiceRecord(game, redFives, practice.assisted));
      this.shell.report({ draws: game.state.draws, status: game.state.status, discards: game.state.discards.length });
    }
    this.screen = screen;
    this.shell.report({ seed, mode });
    void this.shell.showScreen(screen);
  }

  /** A new practice game, or the resumed one (a record that no longer re-runs starts afresh). */
  private practiceGame(seed: string, resumed: GameRecord | null): { game: PracticeGame; redFives: boolean; assisted: boolean } {
    if (resumed?.mode === "practice") {
      try {
        const practice = rerun(mahjongRules, resumed) as PracticeReplay;
        return { game: practice.game, redFives: practice.redFives, assisted: practice.assisted };
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
      }
    }
    const redFives = this.options.settings.values.redFives !== false;
    return { game: new PracticeGame(seed, { redFives }), redFives, assisted: false };
  }

  private async practiceDone(seed: string, game: PracticeGame, assisted: boolean): Promise<void> {
    const { status, draws } = game.state;
    const won = status === "won";
    // Points: a win scores more the fewer draws it took (19 − draws); an exhausted wall scores 0.
    // With a hint or an undo the result is kept, marked as assisted (out of the plain table).
    const points = won ? 19 - draws : 0;
    const rank = won ? await this.options.services.recordScore("practice", { value: points, seed, assisted }) : null;
    void this.shell.present(
      new ResultsPopup(this.shell.host, {
        headline: won ? "Tsumo!" : "Exhausted wall",
        lines: [
          won ? `Won on draw ${draws} · ${points} points · seed ${seed}` : `No win in 18 draws · seed ${seed}`,
          ...practiceEnd(game, (kind) => faceName(kind, this.textLabels)),
          ...(won && assisted ? ["With hints or undo: recorded as assisted"] : []),
          ...(rank ? [`Personal best #${rank}!`] : []),
        ],
        again: () => this.start(seed),
        items: [
          { id: "new-seed", label: "New wall", run: () => this.start(Date.now().toString(36)) },
          { id: "share", label: "Share this wall", run: () => this.share(seed) },
        ],
        quit: () => this.options.services.exit(),
      }),
    );
  }

  private async quizDone(seed: string, points: number): Promise<void> {
    const rank = await this.options.services.recordScore("quiz", { value: points, seed });
    void this.shell.present(
      new ResultsPopup(this.shell.host, {
        headline: "Quiz done",
        lines: [`${points} of ${QUIZ_LENGTH * 100} points · seed ${seed}`, ...(rank ? [`Personal best #${rank}!`] : [])],
        again: () => this.start(seed),
        items: [
          { id: "new-seed", label: "New questions", run: () => this.start(Date.now().toString(36)) },
          { id: "share", label: "Share these questions", run: () => this.share(seed) },
        ],
        quit: () => this.options.services.exit(),
      }),
    );
  }

  /** The hand from a link's `hand=` parameter (calls included), or why it cannot be read. */
  private linkedHand(): { hand: Hand } | { problem: string } | null {
    if (this.options.position === undefined) return null;
    try {
      return { hand: parseTilesForAnalyser(this.options.position) };
    } catch (error) {
      // "The link's hand: position 5: …", but not "The link's hand: hand: …".
      if (error instanceof InputError) return { problem: `The link's hand: ${error.where === "hand" ? error.message : located(error)}` };
      throw error;
    }
  }

  private typeHand(screen: AnalyserScreen): void {
    void this.shell.present(
      new PastePopup(this.shell.host, {
        role: "type-hand",
        title: "Type a hand",
        explanation:
          "mpsz: digits then m, p, s or z (1z–7z = E S W N Wh Gr Rd), 0 = red five. Calls after the tiles: [123m] chi, [555z] pon, [5555p] kan, {5555p} added kan, (1111z) closed kan.",
        placeholder: "23455m678p [789s] (1111z)",
        submitLabel: "Analyse",
        submit: (text) => {
          try {
            screen.setHand(parseTilesForAnalyser(text));
          } catch (error) {
            if (error instanceof InputError) return located(error);
            throw error;
          }
          void this.shell.dismiss();
          return null;
        },
        back: () => void this.shell.dismiss(),
      }),
    );
  }

  private share(seed: string): void {
    const link = this.options.services.shareLink({ mode: this.mode.id, seed });
    void this.shell.present(new CopyPopup(this.shell.host, { role: "share", title: "Share", text: link, back: () => void this.shell.dismiss() }));
  }

  private pauseMenu(): PanelPopup | null {
    if (!this.screen) return null;
    return new PausePopup(this.shell.host, {
      subtitle: `${this.mode.title} · seed ${this.options.seed}`,
      resume: () => void this.shell.dismiss(),
      items: [{ id: "restart", label: "Restart", run: () => this.start(this.options.seed) }],
      quit: () => this.options.services.exit(),
    });
  }
}

/** A hand for the analyser: tiles and calls, at most 14 − 3·calls concealed tiles (fewer is fine while building). */
function parseTilesForAnalyser(text: string): Hand {
  const hand = parseHandTiles(text.trim());
  const calls = hand.melds.length;
  if (calls > 4) throw new InputError(`has ${calls} calls (at most 4)`, "hand");
  const room = concealedCountsFor(calls)[1];
  if (hand.concealed.length > room)
    throw new InputError(`has ${hand.concealed.length} concealed tiles (at most ${room} with ${calls} call${calls === 1 ? "" : "s"})`, "hand");
  return hand;
}

let tablesReady: Promise<void> | null = null;

/** Builds the shanten tables in a Web Worker once per page (core's WorkerClient builds them here without workers). */
function loadTables(): Promise<void> {
  tablesReady ??= new Promise<void>((resolve) => {
    const worker = new WorkerClient({
      create: () => new Worker(new URL("../analysis/table-worker.ts", import.meta.url), { type: "module" }),
      inPage: tableJobs,
      name: "shanten tables",
    });
    const done = (tables: ShantenTables | null) => {
      worker.destroy();
      if (tables) installTables(tables);
      else shantenTables(); // the worker failed: build them here
      resolve();
    };
    worker.run("build", null, { result: done, error: () => done(null) });
  });
  return tablesReady;
}
