// Tetris on core's play session: one definition for every mode played on this device. The solo
// modes (Sprint, Marathon, Ultra, Zen, a fumen's practice) are SoloPlay below; the versus modes
// (the bot, two players, a challenge) are versus-session.ts. The session starts, keeps, pauses,
// ends, scores and watches; what is here is Tetris's own: its screens, the assistance marks, the
// pause menu's tools and its result lines. Online play is online-session.ts (core's room session).
import { plural, type KeptGame, type Replay } from "@arcade/core";
import { endingValue, inSlices, SessionPart, type GameDefinition, type PlaySession, type PopupButton } from "@arcade/core/stage";
import { boardFromFumen, boardToFumen } from "../fumen.ts";
import { meta, VERSUS_MODES } from "../meta.ts";
import { FRAMES_PER_SECOND } from "../rules/gravity.ts";
import type { TetrisGame } from "../rules/game.ts";
import { GameRecorder, checkReplay, configOf, tetrisRules } from "../rules/replay.ts";
import type { GameConfig, Mode } from "../rules/types.ts";
import { firstHint } from "./how-to.ts";
import { controllerFrom, followKeyboardPlay, gameConfig, tetrisInput } from "./input.ts";
import { assistedLine, BOT_SPEEDS, finesseLine, formatFrames, TetrisScreen, type Driver } from "./screen.ts";
import { viewWarmUp } from "./view.ts";
import { FirstGame } from "./first-game.ts";
import { keptExtras, restoreExtras } from "./kept-solo-game.ts";
import { soloTestState } from "./test-state.ts";
import { VersusPlay } from "./versus-session.ts";
import type { VersusScreen } from "./versus-screen.ts";

export type TetrisView = TetrisScreen | VersusScreen;

/** Tetris on this device, as core's play session runs it. */
export function tetrisGame(): GameDefinition<TetrisView> {
  const first = new FirstGame();
  return {
    meta,
    rules: tetrisRules,
    // The view's glyphs and label font made before its first screen, a task each (view.ts); then a
    // solo mode's first view and game (first-game.ts).
    prepare: (session) => {
      const mode = session.mode.id;
      return inSlices([...viewWarmUp(mode), ...(VERSUS_MODES.includes(mode) ? [] : first.steps(session.options, mode))]);
    },
    input: tetrisInput,
    checkWatched: checkReplay,
    hint: ({ mode, options }, _keys, touch) => firstHint(mode.id, options, touch),
    play: (session) => (VERSUS_MODES.includes(session.mode.id) ? new VersusPlay(session) : new SoloPlay(session, first)),
  };
}

/** The solo modes: one board, the assist tools, a score for the mode's table. */
class SoloPlay extends SessionPart<TetrisView> {
  /** The advisor's state carries over to the next game of this visit; it starts as the setting says. */
  private advisorOn: boolean;
  private botSpeed = 1;
  /** The last input was a key (not a touch): finesse is shown for keyboard play only. */
  private keyboard = globalThis.matchMedia?.("(pointer: coarse)").matches !== true;

  constructor(
    session: PlaySession<TetrisView>,
    private readonly first: FirstGame,
  ) {
    super(session);
    session.onDestroy(() => first.destroy());
    this.advisorOn = session.flag("advisor");
    if (typeof window !== "undefined") session.onDestroy(followKeyboardPlay(window, (keyboard) => (this.keyboard = keyboard)));
  }

  private config(seed: string, mode: string): GameConfig {
    return gameConfig(this.session.options.settings.values, seed, mode as Mode);
  }

  /** A new game; a link's board (a fumen in `position`) is its start (an InputError when it is not one). */
  start(seed: string): void {
    const { position } = this.session.options;
    this.begin({ ...this.config(seed, this.mode), ...(position === undefined ? {} : { board: boardFromFumen(position).board }) });
  }

  /**
   * A new game of `config` (the session forgets the kept one as it is shown; the first may have
   * been made ahead), or the kept one's `recorder` continued.
   */
  private begin(config: GameConfig, recorder = this.first.takeRecorder(config) ?? new GameRecorder(config)): TetrisScreen {
    return this.play({ kind: "player", recorder, controller: controllerFrom(this.session.options.settings.values, config.allow180) });
  }

  /** Continues the kept game exactly, with what had helped in it; false when it had ended. */
  resume(kept: KeptGame): false | string {
    const recorder = GameRecorder.resume(kept.record);
    const game = recorder.game;
    if (game.over !== null) return false;
    if (game.config.mode !== this.mode) this.session.switchMode(game.config.mode); // a fumen's practice is Zen
    const screen = this.begin(configOf(kept.record), recorder);
    restoreExtras(screen, kept.extras);
    return `Resumed · ${plural(game.pieces, "piece")}, ${formatFrames(game.frame)}`;
  }

  watch(replay: Replay): void {
    this.play({ kind: "replay", viewer: this.session.viewer(tetrisRules, replay, FRAMES_PER_SECOND), replay });
  }

  private play(driver: Driver): TetrisScreen {
    const { shell, session } = this;
    const screen: TetrisScreen = new TetrisScreen(driver, {
      // A watched replay keeps room for the viewer's bar under the board.
      ...session.screenContext(driver.kind === "replay"),
      countdown: true,
      // Reported, and kept when a piece was placed.
      onChange: () => session.changed(),
      onEnd: (game) => this.finished(screen, game, config),
      actionBar: shell.bar,
      advisor: this.advisorOn,
      onAdvisor: (on) => (this.advisorOn = on),
      finesseLive: () => session.flag("finesse") && this.keyboard,
      botSpeed: this.botSpeed,
      onBotSpeed: (index) => (this.botSpeed = index),
      drawing: this.first.takeView(),
    });
    const config = configOf(screen.replay()); // the game's own config, as its record carries it
    session.show({
      screen,
      ...(driver.kind === "replay" ? { watched: driver.replay } : {}),
      over: () => screen.game.over !== null,
      kept: () => ({ record: screen.replay(), extras: keptExtras(screen) }),
      moves: () => screen.game.pieces,
      report: () => soloTestState(screen),
      menu: () => [...this.assistItems(screen), ...this.boardItems(screen, config)],
      restart: () => this.begin({ ...config }),
    });
    return screen;
  }

  /** The results (core's: a watched replay's end shows the first two lines), ranked by the mode's kind. */
  private finished(screen: TetrisScreen, game: TetrisGame, config: GameConfig): void {
    const lines = [this.session.gameTitle(config), `Score ${game.score} · Lines ${game.lines} · Pieces ${game.pieces} · Time ${formatFrames(game.frame)}`];
    const ms = (game.frame * 1000) / FRAMES_PER_SECOND;
    // Core ranks it by the mode (a Sprint's time, a Marathon's score); a game from a fumen's board
    // goes on no table: its start was not the seed's.
    const ending = { finished: game.over === "finished", ms, points: game.score, ranked: !config.board, assisted: screen.assisted };
    const ranked = endingValue(this.session.mode.result, ending) !== null;
    const played = [...(this.keyboard ? [finesseLine(screen.finesse)] : []), ...(ending.assisted ? [assistedLine(screen.used, ranked)] : [])];
    this.session.finished(screen, { ending, lines: screen.watching ? lines : [...lines, ...played], items: [this.session.seedItem(config.seed)] });
  }

  /** The pause menu's board items: share the seed, practise from a fumen, export the board. */
  private boardItems(screen: TetrisScreen, config: GameConfig): PopupButton[] {
    const explanation = "Paste a fumen (v115@…) or a fumen link. The game continues in Zen from that board.";
    const prompt = { role: "import", title: "Practice from a fumen", explanation, placeholder: "v115@…", submitLabel: "Start from this board" };
    const practise = (board: NonNullable<GameConfig["board"]>) => (this.session.switchMode("zen"), this.begin({ ...this.config(config.seed, "zen"), board }));
    return [
      this.session.seedItem(config.seed),
      { id: "import", label: "Practice from a fumen…", run: () => this.session.ask(prompt, (text) => boardFromFumen(text).board, practise) },
      { id: "fumen", label: "Export board (fumen)", run: () => this.session.share("Board as fumen", boardToFumen(screen.game.board), "fumen") },
    ];
  }

  /**
   * The pause menu's assist items: the advisor, the why panel, the bot and its speed. Each closes
   * the menu and does its thing (the speed item then re-opens the menu with the new value).
   */
  private assistItems(screen: TetrisScreen): PopupButton[] {
    const { session } = this;
    const note = screen.assisted ? "" : " (marks the game assisted)";
    return [
      {
        id: "advisor",
        label: screen.advisorShown ? "Hide the placement advisor" : `Show the placement advisor${note}`,
        run: session.closing(() => screen.setAdvisor(!screen.advisorShown)),
      },
      { id: "why", label: screen.whyShown ? "Hide the why panel" : `Show the why panel${note}`, run: session.closing(() => screen.setWhy(!screen.whyShown)) },
      screen.autoplaying
        ? { id: "autoplay", label: "Take over from the bot", run: session.closing(() => screen.stopAutoplay()) }
        : { id: "autoplay", label: `Watch the bot play from here${note}`, run: session.closing(() => screen.startAutoplay()) },
      {
        id: "bot-speed",
        label: `Bot speed: ${BOT_SPEEDS[screen.botSpeedIndex]!.label} (change)`,
        run: session.closing(() => (screen.setBotSpeed((screen.botSpeedIndex + 1) % BOT_SPEEDS.length), this.shell.requestPause())),
      },
    ];
  }
}
