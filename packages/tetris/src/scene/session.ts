import { findMode, InputError, located, parseReplay, plural, stringifyReplay, type GameSession, type MountOptions, type Replay } from "@arcade/core";
import {
  CopyPopup,
  GameShell,
  PanelPopup,
  PastePopup,
  PausePopup,
  REPLAY_BAR_HEIGHT,
  ReplayViewer,
  ResultsPopup,
  showNotice,
  type PopupButton,
} from "@arcade/core/stage";
import { boardFromFumen, boardToFumen } from "../fumen.ts";
import { meta } from "../meta.ts";
import { FRAMES_PER_SECOND } from "../rules/gravity.ts";
import type { TetrisGame } from "../rules/game.ts";
import { GameRecorder, checkReplay, configOf, tetrisRules, type TetrisReplayable } from "../rules/replay.ts";
import { keptText, readKept } from "./kept-game.ts";
import { VISIBLE_HEIGHT, type GameConfig, type Mode } from "../rules/types.ts";
import { Controller } from "./controller.ts";
import { handlingFrom, TETRIS_GAMEPAD, tetrisButtons } from "./input.ts";
import { howToPlay } from "./how-to.ts";
import { assistedLine, BOT_SPEEDS, finesseLine, formatFrames, TetrisScreen, type Driver } from "./screen.ts";

/**
 * One mounted Tetris: the shared GameShell (stage, input, pause button, popups) with Tetris's
 * screens and menus on top. It decides what to start from the mount options (a resumed game, a
 * replay to watch, a position from a link, or a new game), and what the pause and results menus
 * offer.
 */
export class TetrisSession {
  private screen: TetrisScreen | null = null;
  /** The advisor's state carries over to the next game of this visit; it starts as the setting says. */
  private advisorOn: boolean;
  private botSpeed = 1;
  /** The pieces of the game when it was last kept in the saves. */
  private keptPieces = 0;

  private constructor(
    private readonly shell: GameShell,
    private readonly options: MountOptions,
  ) {
    this.advisorOn = options.settings.values.advisor === true;
  }

  static async mount(host: HTMLElement, options: MountOptions): Promise<GameSession> {
    let session: TetrisSession | null = null;
    const shell = await GameShell.create(host, options, {
      onAction: (action, pressed) => {
        if (action === "advisor") {
          if (pressed) session?.toggleAdvisor();
        } else session?.screen?.input(action, pressed);
      },
      gamepad: TETRIS_GAMEPAD,
      touchButtons: tetrisButtons(options.settings.values),
      gestures: {
        cellSize: () => session?.screen?.cellSize ?? 20,
        onGesture: (gesture) => session?.screen?.gesture(gesture),
      },
      pauseMenu: () => session?.pauseMenu() ?? null,
      saveState: () => session?.savedState() ?? null,
    });
    session = new TetrisSession(shell, options);
    session.begin();
    return shell;
  }

  private get host(): HTMLElement {
    return this.shell.host;
  }

  /** What the link, the host and the kept game ask for. */
  private begin(): void {
    const { options } = this;
    const read = options.resume === undefined ? null : readKept(options.resume);
    if (read && "kept" in read) {
      const { recorder, used } = read.kept;
      this.play({ kind: "player", recorder, controller: this.controller(recorder.game.config.allow180) }, true);
      // What had helped before the reload still marks the game.
      if (this.screen) Object.assign(this.screen.used, used);
      this.keptPieces = recorder.game.pieces;
      showNotice(this.host, `Resumed · ${plural(recorder.game.pieces, "piece")}, ${formatFrames(recorder.game.frame)}`);
      return;
    }
    if (read) {
      // A record of other rules (an app update) or a damaged save: say so, never drop it silently.
      options.services.saves.clear();
      return this.problem("Your saved game was not continued", read.reason);
    }
    try {
      if (options.watch !== undefined) return this.watch(parseReplay(options.watch));
      const config = this.newConfig(options.seed, options.mode as Mode);
      if (options.position !== undefined) config.board = boardFromFumen(options.position).board;
      this.start(config);
      this.firstRunHint();
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      this.problem(options.watch === undefined ? "This link does not work" : "This replay cannot be played", located(error));
    }
  }

  /**
   * Keeps the running game in the host's saves (after every piece, and when the game pauses: the
   * page hiding, a reload), so it continues exactly after a reload or the app being killed.
   */
  private keep(): void {
    const screen = this.screen;
    if (!screen || screen.watching || screen.game.over !== null) return;
    this.keptPieces = screen.game.pieces;
    this.options.services.saves.keep(keptText(screen.replay(), screen.used), screen.config.seed);
  }

  private newConfig(seed: string, mode: Mode): GameConfig {
    const handling = handlingFrom(this.options.settings.values);
    return { seed, mode, allow180: handling.allow180, softDropFactor: handling.softDropFactor };
  }

  private controller(allow180: boolean): Controller {
    return new Controller({ ...handlingFrom(this.options.settings.values), allow180 });
  }

  private start(config: GameConfig): void {
    this.options.services.saves.clear(); // a new game replaces the kept one
    this.keptPieces = 0;
    this.play({ kind: "player", recorder: new GameRecorder(config), controller: this.controller(config.allow180) }, true);
  }

  private watch(replay: Replay): void {
    // Says clearly when a replay is from other rules or has a bad input, before anything is shown.
    configOf(replay);
    checkReplay(replay);
    let screen: TetrisScreen | null = null;
    const viewer: ReplayViewer<TetrisReplayable> = new ReplayViewer({
      rules: tetrisRules,
      record: replay,
      rate: FRAMES_PER_SECOND,
      host: this.host,
      onSeek: (game) => screen?.seeked(game),
    });
    screen = this.play({ kind: "replay", viewer, replay }, true);
  }

  private play(driver: Driver, countdown: boolean): TetrisScreen {
    const shared = this.options.settings.shared;
    let created: TetrisScreen | null = null; // the screen reports changes while it is being built
    const screen: TetrisScreen = new TetrisScreen(driver, {
      palette: shared.palette,
      soundVolume: shared.soundVolume,
      reducedMotion: shared.reducedMotion,
      // A watched replay keeps room for the viewer's bar under the board.
      insets: () => {
        const insets = this.shell.insets;
        return driver.kind === "replay" ? { ...insets, bottom: insets.bottom + REPLAY_BAR_HEIGHT } : insets;
      },
      invalidate: () => this.shell.invalidate(),
      countdown,
      onChange: (game) => {
        if (created) this.report(game, created);
      },
      onEnd: (game) => void this.finished(screen, game),
      host: this.host,
      actionBar: this.shell.bar,
      advisor: this.advisorOn,
      finesseLive: this.options.settings.values.finesse !== false,
      botSpeed: this.botSpeed,
      onBotSpeed: (index) => (this.botSpeed = index),
    });
    created = screen;
    this.screen = screen;
    // Reported once the screen is laid out (showScreen sizes it), then on every change.
    void this.shell.showScreen(screen).then(() => this.report(screen.game, screen));
    return screen;
  }

  /** The key and the tools' button; the choice carries over to the next game. */
  private toggleAdvisor(): void {
    const screen = this.screen;
    if (!screen || screen.watching) return;
    screen.setAdvisor(!screen.advisorShown);
    this.advisorOn = screen.advisorShown;
  }

  private report(game: TetrisGame, screen: TetrisScreen | null = this.screen): void {
    if (screen === this.screen && game.pieces !== this.keptPieces) this.keep();
    const boardPx = (screen?.cellSize ?? 0) * VISIBLE_HEIGHT;
    const best = screen?.advice?.best ?? null;
    this.shell.report({
      // Frames played: 0 until the countdown's GO (presses before it are not kept).
      frame: game.frame,
      lines: game.lines,
      pieces: game.pieces,
      // The piece in play ("T 4 19 0": type, x, y, rotation), for the end-to-end tests of handling.
      active: game.active ? `${game.active.type} ${game.active.x} ${game.active.y} ${game.active.rotation}` : "",
      score: game.score,
      over: game.over ?? "",
      mode: game.config.mode,
      boardPx,
      // The assist state, for the end-to-end tests: the advised move as engine actions and where it locks.
      advisor: screen?.advisorShown ? "on" : "off",
      advice: best ? best.actions.join(" ") : "",
      adviceAt: best ? `${best.piece} ${best.x} ${best.y} ${best.rotation}${best.hold ? " hold" : ""}` : "",
      assisted: screen?.assisted ? "yes" : "no",
      autoplay: screen?.autoplaying ? "on" : "off",
      finesseFaults: screen?.finesse.faults ?? 0,
      fieldRect: screen?.fieldRect ?? "",
      replaySpeed: screen?.replaySpeed ?? 1,
    });
  }

  /** What the game was worth, as the mode ranks it (meta), or null if it does not rank. */
  private result(game: TetrisGame): number | null {
    const kind = findMode(meta, game.config.mode)?.result ?? "none";
    if (kind === "none") return null;
    if (kind === "time") return game.over === "finished" ? Math.round((game.frame * 1000) / FRAMES_PER_SECOND) : null;
    return game.score;
  }

  private async finished(screen: TetrisScreen, game: TetrisGame): Promise<void> {
    if (!screen.watching) this.options.services.saves.clear(); // nothing to continue
    const replay = screen.replay();
    const config = configOf(replay); // the game's own config, as a replay carries it
    const value = this.result(game);
    const assisted = !screen.watching && screen.assisted;
    let rank: number | null = null;
    if (value !== null && !screen.watching && !config.board) {
      rank = await this.options.services.recordScore(config.mode, {
        value,
        seed: config.seed,
        replay: stringifyReplay(replay),
        ...(assisted ? { assisted: true } : {}),
      });
    }
    if (this.screen !== screen) return; // the player moved on while the score was saved
    const headline = screen.watching
      ? "Replay finished"
      : game.over !== "finished"
        ? "Game over"
        : config.mode === "sprint"
          ? `Time ${formatFrames(game.frame)}`
          : `Score ${game.score}`;
    const items: PopupButton[] = [
      { id: "watch", label: "Watch replay", run: () => this.watch(replay) },
      { id: "new-seed", label: "New seed", run: () => this.start({ ...this.newConfig(Date.now().toString(36), config.mode) }) },
      this.shareItem(config),
    ];
    void this.shell.present(
      new ResultsPopup(this.host, {
        headline,
        lines: [
          `${this.modeTitle(config.mode)} · seed ${config.seed}`,
          `Score ${game.score} · Lines ${game.lines} · Pieces ${game.pieces} · Time ${formatFrames(game.frame)}`,
          ...(screen.watching ? [] : [finesseLine(screen.finesse)]),
          ...(assisted ? [assistedLine(screen.used, value !== null && !config.board)] : []),
          ...(rank ? [assisted ? `Personal best #${rank}, marked (assisted) in Scores` : `Personal best #${rank}!`] : []),
        ],
        again: () => this.start({ ...config }),
        items,
        quit: () => this.options.services.exit(),
      }),
    );
  }

  private modeTitle(mode: string): string {
    return findMode(meta, mode)?.title ?? mode;
  }

  private shareItem(config: GameConfig): PopupButton {
    return {
      id: "share",
      label: "Share this seed",
      run: () => {
        const link = this.options.services.shareLink({ mode: config.mode, seed: config.seed });
        void this.shell.present(new CopyPopup(this.host, { role: "share", title: "Share this seed", text: link, back: () => void this.shell.dismiss() }));
      },
    };
  }

  /** The pause menu while a game runs; null when there is nothing to pause. */
  private pauseMenu(): PanelPopup | null {
    const screen = this.screen;
    if (!screen || screen.game.over !== null) return null;
    this.keep();
    const config = configOf(screen.replay());
    const back = () => void this.shell.dismiss();
    return new PausePopup(this.host, {
      subtitle: `${this.modeTitle(config.mode)} · seed ${config.seed}`,
      resume: back,
      items: [
        ...this.assistItems(screen),
        { id: "restart", label: "Restart", run: () => (screen.watching ? this.watch(screen.replay()) : this.start({ ...config })) },
        this.shareItem(config),
        {
          id: "import",
          label: "Practice from a fumen…",
          run: () =>
            void this.shell.present(
              new PastePopup(this.host, {
                role: "import",
                title: "Practice from a fumen",
                explanation: "Paste a fumen (v115@…) or a fumen link. The game continues in Zen from that board.",
                placeholder: "v115@…",
                submitLabel: "Start from this board",
                submit: (text) => this.practise(text, config),
                back,
              }),
            ),
        },
        {
          id: "fumen",
          label: "Export board (fumen)",
          run: () => void this.shell.present(new CopyPopup(this.host, { role: "fumen", title: "Board as fumen", text: boardToFumen(screen.game.board), back })),
        },
      ],
      quit: () => {
        this.options.services.saves.clear(); // the player left this game on purpose
        this.options.services.exit();
      },
    });
  }

  /**
   * The pause menu's assist items while playing: the advisor, the why panel, the bot and its
   * speed. Each does its thing and resumes (the speed item re-opens the menu with the new value).
   * A watched replay has none: its speed, pause and timeline are on the viewer's bar.
   */
  private assistItems(screen: TetrisScreen): PopupButton[] {
    const resume = () => void this.shell.dismiss();
    const reopen = () => void this.shell.dismiss().then(() => this.shell.requestPause());
    if (screen.watching) return [];
    const note = screen.assisted ? "" : " (marks the game assisted)";
    return [
      {
        id: "advisor",
        label: screen.advisorShown ? "Hide the placement advisor" : `Show the placement advisor${note}`,
        run: () => (this.toggleAdvisor(), resume()),
      },
      { id: "why", label: screen.whyShown ? "Hide the why panel" : `Show the why panel${note}`, run: () => (screen.setWhy(!screen.whyShown), resume()) },
      screen.autoplaying
        ? { id: "autoplay", label: "Take over from the bot", run: () => (screen.stopAutoplay(), resume()) }
        : { id: "autoplay", label: `Watch the bot play from here${note}`, run: () => (screen.startAutoplay(), resume()) },
      {
        id: "bot-speed",
        label: `Bot speed: ${BOT_SPEEDS[screen.botSpeedIndex]!.label} (change)`,
        run: () => (screen.setBotSpeed((screen.botSpeedIndex + 1) % BOT_SPEEDS.length), reopen()),
      },
    ];
  }

  /** Starts Zen from a pasted fumen, or says what is wrong with it. */
  private practise(text: string, current: GameConfig): string | null {
    try {
      this.start({ ...this.newConfig(current.seed, "zen"), board: boardFromFumen(text).board });
      return null;
    } catch (error) {
      if (error instanceof InputError) return error.message;
      throw error;
    }
  }

  /** The running game, to keep for a lost GPU context; null when there is nothing worth keeping. */
  private savedState(): { record: string; seed: string } | null {
    const screen = this.screen;
    if (!screen || screen.watching || screen.game.over !== null) return null;
    return { record: keptText(screen.replay(), screen.used), seed: screen.config.seed };
  }

  /** A link or replay that cannot be used: say why, and offer a plain game instead. */
  private problem(title: string, message: string): void {
    void this.shell.present(
      new PanelPopup(this.host, {
        role: "problem",
        title,
        lines: [message],
        buttons: [
          {
            id: "fallback",
            label: `Play ${this.modeTitle(this.options.mode)} instead`,
            run: () => this.start(this.newConfig(this.options.seed, this.options.mode as Mode)),
          },
          { id: "quit", label: "Quit", run: () => this.options.services.exit() },
        ],
      }),
    );
  }

  /**
   * The first time, how to play: the gestures on a touch screen, the keys elsewhere. Shown over
   * the paused game (its countdown waits), remembered by the host once dismissed.
   */
  private firstRunHint(): void {
    const hint = howToPlay(this.options.settings, globalThis.matchMedia?.("(pointer: coarse)").matches === true);
    if (hint) this.shell.hintOnce(hint.id, "How to play", hint.lines);
  }
}
