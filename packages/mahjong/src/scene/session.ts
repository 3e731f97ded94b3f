import { findMode, InputError, located, type GameSession, type MountOptions } from "@arcade/core";
import { CopyPopup, GameShell, PastePopup, PausePopup, ResultsPopup, type PanelPopup, type Screen } from "@arcade/core/stage";
import { parseHandTiles } from "../analysis/hand.ts";
import type { Tile } from "../analysis/tiles.ts";
import { installTables, shantenTables, type ShantenTables } from "../analysis/suit-table.ts";
import { meta } from "../meta.ts";
import { PracticeGame } from "../rules/practice.ts";
import { buildWall } from "../rules/wall.ts";
import { AnalyserScreen } from "./analyser-screen.ts";
import { PracticeScreen } from "./practice-screen.ts";
import { QUIZ_LENGTH, QuizScreen } from "./quiz-screen.ts";

/**
 * One mounted Mahjong trainer: the shared GameShell with the mode's screen (practice, quiz or
 * analyser) and the menus. The screens draw the pure rules and analysis; this decides what starts.
 */
export class MahjongSession {
  private screen: (Screen & { input?(action: string, pressed: boolean): void }) | null = null;

  private constructor(
    private readonly shell: GameShell,
    private readonly options: MountOptions,
  ) {}

  static async mount(host: HTMLElement, options: MountOptions): Promise<GameSession> {
    let session: MahjongSession | null = null;
    const shell = await GameShell.create(host, options, {
      onAction: (action, pressed) => session?.screen?.input?.(action, pressed),
      pauseMenu: () => session?.pauseMenu() ?? null,
    });
    // The shanten tables are built once (about a second on a slow phone) in a worker, so the
    // shell stays responsive; without workers they are built here.
    await loadTables();
    session = new MahjongSession(shell, options);
    session.start(options.seed);
    return shell;
  }

  private get mode() {
    return findMode(meta, this.options.mode) ?? meta.modes[0]!;
  }

  private get textLabels(): boolean {
    return this.options.settings.values.textLabels === true;
  }

  private start(seed: string): void {
    const mode = this.mode.id;
    let screen: PracticeScreen | QuizScreen | AnalyserScreen;
    if (mode === "quiz") {
      screen = new QuizScreen({ seed, textLabels: this.textLabels, onFinished: (points) => void this.quizDone(seed, points) });
    } else if (mode === "analyser") {
      const analyser = new AnalyserScreen({
        hand: this.linkedHand() ?? buildWall(seed).slice(0, 14),
        textLabels: this.textLabels,
        onChange: (hand, shanten) => this.shell.report({ hand, shanten: shanten ?? "" }),
        onType: () => this.typeHand(analyser),
      });
      screen = analyser;
    } else {
      const game = new PracticeGame(seed, { redFives: this.options.settings.values.redFives !== false });
      screen = new PracticeScreen({
        game,
        showAnalysis: this.options.settings.values.showAnalysis !== false,
        textLabels: this.textLabels,
        onFinished: (g) => void this.practiceDone(seed, g),
        onChange: (g) => this.shell.report({ draws: g.state.draws, status: g.state.status, discards: g.state.discards.length }),
      });
    }
    this.screen = screen;
    this.shell.report({ seed, mode });
    void this.shell.showScreen(screen);
  }

  private async practiceDone(seed: string, game: PracticeGame): Promise<void> {
    const { status, draws } = game.state;
    const won = status === "won";
    // Points: a win scores more the fewer draws it took (19 − draws); an exhausted wall scores 0.
    const points = won ? 19 - draws : 0;
    const rank = won ? await this.options.services.recordScore("practice", { value: points, seed }) : null;
    void this.shell.present(
      new ResultsPopup(this.shell.host, {
        headline: won ? "Tsumo!" : "Exhausted wall",
        lines: [
          won ? `Won on draw ${draws} · ${points} points · seed ${seed}` : `No win in 18 draws · seed ${seed}`,
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

  /** The hand from a link's `hand=` parameter, if it parses (calls are not shown by the analyser). */
  private linkedHand(): Tile[] | null {
    if (this.options.position === undefined) return null;
    try {
      return parseTilesForAnalyser(this.options.position);
    } catch {
      return null;
    }
  }

  private typeHand(screen: AnalyserScreen): void {
    void this.shell.present(
      new PastePopup(this.shell.host, {
        role: "type-hand",
        title: "Type a hand",
        explanation: "mpsz: digits then m, p, s or z (1z–7z = E S W N Wh Gr Rd), 0 = red five. Up to 14 tiles.",
        placeholder: "123m456p789s1122z",
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

/** Concealed tiles only, at most 14 (the analyser's keyboard has no calls yet). */
function parseTilesForAnalyser(text: string): Tile[] {
  const hand = parseHandTiles(text.trim());
  if (hand.melds.length > 0) throw new InputError("calls are not shown by the analyser yet; type the concealed tiles", "hand");
  if (hand.concealed.length > 14) throw new InputError(`has ${hand.concealed.length} tiles (at most 14)`, "hand");
  return hand.concealed;
}

let tablesReady: Promise<void> | null = null;

/** Builds the shanten tables in a Web Worker once per page, falling back to building them here. */
function loadTables(): Promise<void> {
  tablesReady ??= new Promise<void>((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("../analysis/table-worker.ts", import.meta.url), { type: "module" });
    } catch {
      shantenTables();
      resolve();
      return;
    }
    const done = (tables: ShantenTables | null) => {
      worker.terminate();
      if (tables) installTables(tables);
      else shantenTables();
      resolve();
    };
    worker.addEventListener("message", (event: MessageEvent<ShantenTables>) => done(event.data));
    worker.addEventListener("error", () => done(null));
    worker.postMessage("build");
  });
  return tablesReady;
}
