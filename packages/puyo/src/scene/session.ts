import { InputError, settingOf, findMode, located, parseReplay, replayToJSON, type GameSession, type MountOptions, type Replay } from "@arcade/core";
import { CopyPopup, GameShell, PanelPopup, PausePopup, REPLAY_BAR_HEIGHT, ReplayViewer, type PopupButton } from "@arcade/core/stage";
import { meta } from "../meta.ts";
import { CHALLENGE_MODE, CHALLENGE_PAIRS } from "../rules/challenge.ts";
import type { Field } from "../rules/field.ts";
import { parseField, printField } from "../rules/field-text.ts";
import { parsePairList, printPair, printPairList, type Pair } from "../rules/pair.ts";
import { fieldFromPuyop, fieldToPuyop } from "../rules/puyop.ts";
import { DEFAULT_REPLAY_OPTIONS, PUYO_RULES, PuyoRecorder, checkInputs, configOf, type PuyoConfig, type ReplayMode } from "../rules/replay.ts";
import type { SteppedGame } from "../rules/stepped.ts";
import { FRAMES_PER_SECOND } from "../rules/timing.ts";
import { parseReplayCode } from "../rules/replay-code.ts";
import { BotOpponent } from "./bot-opponent.ts";
import { APP_BOTS, type AppBot } from "./bot-jobs.ts";
import { importPosition, oddsSettings, pauseMenuOdds } from "./calculator-popups.ts";
import { ChallengeFlow } from "./challenge-flow.ts";
import { EditorScreen } from "./editor.ts";
import { buttons, firstRunHint, playBar, undoable } from "./play-controls.ts";
import { replayEnded, shareReplay, watchMenu } from "./replay-menus.ts";
import { PuyoScreen, type Driver, type PuyoMode } from "./screen.ts";
import { keptState, resumeKept } from "./kept-game.ts";

export { buttons } from "./play-controls.ts";

/**
 * One mounted Puyo Puyo: the shared GameShell with the game screen on top. Endless keeps a score
 * table; practice starts from a shared field and has undo; versus plays the bot; a challenge
 * plays a seed's 50 pairs against a friend's verified game; the editor is the calculator. Every
 * game is recorded: it resumes after a reload or a lost GPU context, and can be watched and shared.
 */
export class PuyoSession {
  screen: PuyoScreen | null = null;
  private editor: EditorScreen | null = null;
  /** The mode being played (the editor's Practice button switches to practice). */
  private current: PuyoMode | null = null;
  /** The bot strength picked in a versus results popup (this visit only). */
  private botChoice: AppBot | null = null;
  readonly challenge: ChallengeFlow;

  private constructor(
    readonly shell: GameShell,
    readonly options: MountOptions,
  ) {
    this.challenge = new ChallengeFlow(this);
  }

  static async mount(host: HTMLElement, options: MountOptions): Promise<GameSession> {
    let session: PuyoSession | null = null;
    const shell = await GameShell.create(host, options, {
      onAction: (action, pressed) => session?.screen?.input(action, pressed),
      gamepad: { 14: "left", 15: "right", 13: "softDrop", 12: "hardDrop", 0: "rotateCW", 1: "rotateCCW", 3: "undo", 9: "pause" },
      // The editor has its own buttons: a game's would cover them and do nothing there (a game
      // started from the editor is then played with gestures).
      ...(options.mode === "editor" ? {} : { touchButtons: buttons(options.mode) }),
      gestures: { cellSize: () => session?.screen?.cellSize ?? 24, onGesture: (gesture) => session?.screen?.gesture(gesture) },
      pauseMenu: () => session?.pauseMenu() ?? null,
      saveState: () => keptState(session?.screen ?? null),
    });
    session = new PuyoSession(shell, options);
    session.begin();
    return shell;
  }

  get mode(): PuyoMode {
    return this.current ?? ((findMode(meta, this.options.mode) ?? meta.modes[0]!).id as PuyoMode);
  }

  /** A setting's value, or its default from meta (core's settingOf). */
  setting(key: string): number | string | boolean {
    return settingOf(meta.settings, this.options.settings.values, key);
  }

  /** What the link, the host and the saved game ask for. */
  private begin(): void {
    const { options } = this;
    if (options.resume !== undefined && resumeKept(this, options.resume)) return;
    try {
      if (options.watch !== undefined) return this.watch(parseReplay(options.watch));
      if (options.params?.replay !== undefined) return this.watch(parseReplayCode(options.params.replay, options.seed));
      if (this.mode === CHALLENGE_MODE) return this.challenge.open(options.params?.challenge);
      this.start(options.seed);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      this.problem(
        options.watch === undefined && options.params?.replay === undefined ? "This link does not work" : "This replay cannot be played",
        located(error),
      );
    }
  }

  /** Keeps the game in the host's saves (after every turn and on pause). */
  private save(): void {
    const state = keptState(this.screen);
    if (state) this.options.services.saves.keep(state.record, state.seed);
  }

  config(seed: string, mode: ReplayMode, field?: Field): PuyoConfig {
    return {
      seed,
      mode,
      options: {
        ...DEFAULT_REPLAY_OPTIONS,
        field: field ? printField(field) : null,
        undo: mode === "practice",
        chainSpeed: Number(this.setting("chainSpeed")),
      },
    };
  }

  start(seed: string, given?: Field): void {
    this.options.services.saves.clear(); // a new game: the kept one is over
    const field = given ?? this.startField();
    const mode = this.mode;
    if (mode === "editor") return this.startEditor(field);
    const config = this.config(seed, mode, mode === "practice" ? field : undefined);
    // The host validated the setting against meta's choices: one of the strengths.
    const bot = mode === "versus" ? BotOpponent.create(config, this.botStrength) : null;
    this.play({ kind: "play", recorder: new PuyoRecorder(config), bot }, mode === "versus" || mode === CHALLENGE_MODE);
  }

  watch(replay: Replay): void {
    // Says clearly when a record is of other rules or has a bad input, before anything is shown.
    configOf(replay);
    checkInputs(replay.inputs);
    let screen: PuyoScreen | null = null;
    const viewer: ReplayViewer<SteppedGame> = new ReplayViewer({
      rules: PUYO_RULES,
      record: replay,
      rate: FRAMES_PER_SECOND,
      host: this.shell.host,
      onSeek: (game) => screen?.seeked(game),
    });
    screen = this.play({ kind: "watch", viewer, replay }, false);
  }

  /** Shows a game (`hint`: the first-run hint may come up; not over a restored game). */
  play(driver: Driver, countdown: boolean, hint = true): PuyoScreen {
    this.editor = null;
    const shared = this.options.settings.shared;
    const challenge = driver.kind === "play" && driver.recorder.config.mode === CHALLENGE_MODE;
    const screen: PuyoScreen = new PuyoScreen(driver, {
      das: Number(this.setting("das")),
      arr: Number(this.setting("arr")),
      soundVolume: shared.soundVolume,
      haptics: shared.haptics,
      palette: shared.palette,
      countdown,
      // Watching, core's replay bar covers the bottom too.
      insets: () => (driver.kind === "watch" ? { ...this.shell.insets, bottom: Math.max(this.shell.insets.bottom, REPLAY_BAR_HEIGHT) } : this.shell.insets),
      reducedMotion: shared.reducedMotion,
      invalidate: () => this.shell.invalidate(),
      report: (values) => this.shell.report(values),
      onTurn: (s) => {
        this.shell.report({ ...s, over: "false" });
        if (challenge && s.placed >= CHALLENGE_PAIRS) screen.end();
        else this.save();
      },
      onUndoable: (can) => undoable(this.shell, can),
      onBotTurn: (s) => this.shell.report({ botPlaced: s.placed, botScore: s.score, botChain: s.chain, botField: s.field }),
      onOver: (won) => void this.over(screen, won),
    });
    this.screen = screen;
    const game = screen.game.game;
    const seed = driver.kind === "play" ? driver.recorder.config.seed : driver.replay.seed;
    this.shell.report({
      score: game.score,
      maxChain: game.maxChain,
      placed: game.index,
      chain: 0,
      field: printField(game.field),
      over: "false",
      seed,
      mode: this.mode,
      watching: screen.watching ? "yes" : "no",
      bot: screen.bot?.bot ?? "",
    });
    const undo = driver.kind === "play" && driver.recorder.config.options.undo;
    playBar(this.shell, undo ? () => screen.undo() : null);
    void this.shell.showScreen(screen);
    // The shell shows the buttons when the player chose them, except in a mount opened in the editor.
    const buttonsShown = this.options.mode !== "editor" && this.options.settings.touchControls === "buttons";
    if (driver.kind === "play" && hint) firstRunHint(this.shell, buttonsShown, undo);
    return screen;
  }

  private async over(screen: PuyoScreen, won: boolean | null): Promise<void> {
    const game = screen.game.game;
    this.shell.report({ score: game.score, maxChain: game.maxChain, placed: game.index, over: "true" });
    if (screen.watching) return replayEnded(this, screen);
    this.options.services.saves.clear();
    const replay = screen.recorder!.replay();
    const { seed, mode } = configOf(replay);
    if (mode === CHALLENGE_MODE) return this.challenge.finished(replay);
    const rank =
      mode === "endless" ? await this.options.services.recordScore("endless", { value: game.score, seed, replay: JSON.stringify(replayToJSON(replay)) }) : null;
    if (this.screen !== screen) return;
    const headline = won === true ? "You win!" : won === false ? "The bot wins" : "Game over";
    const lines = [`Score ${game.score} · max chain ${game.maxChain} · ${game.index} pairs · seed ${seed}`, ...(rank ? [`Personal best #${rank}!`] : [])];
    if (mode !== "versus") return this.results(headline, lines, replay);
    // Versus: a rematch against the next strength, without a trip to Settings.
    const next = APP_BOTS[(APP_BOTS.indexOf(this.botStrength) + 1) % APP_BOTS.length]!;
    const change = () => void this.shell.dismiss().then(() => ((this.botChoice = next), this.start(seed)));
    this.results(headline, [...lines, `Bot: ${this.botStrength}`], replay, [{ id: "bot-strength", label: `Play the ${next} bot`, run: change }]);
  }

  /** The versus bot's strength: the one chosen after a game, else the setting (validated against meta). */
  private get botStrength(): AppBot {
    return this.botChoice ?? (String(this.setting("bot")) as AppBot);
  }

  /** The results popup: again, watch, share the replay, new pairs, share the field. */
  results(headline: string, lines: string[], replay: Replay, extra: PopupButton[] = []): void {
    const { seed } = replay;
    void this.shell.present(
      new PanelPopup(this.shell.host, {
        role: "results",
        title: headline,
        lines,
        buttons: [
          { id: "again", label: "Play again", run: () => void this.shell.dismiss().then(() => this.start(seed)) },
          ...extra,
          { id: "watch", label: "Watch replay", run: () => void this.shell.dismiss().then(() => this.watch(replay)) },
          { id: "share-replay", label: "Share replay", run: () => shareReplay(this, replay) },
          { id: "new-seed", label: "New pairs", run: () => void this.shell.dismiss().then(() => this.start(Date.now().toString(36))) },
          { id: "share", label: "Share this field", run: () => this.share() },
          { id: "quit", label: "Quit", run: () => this.options.services.exit() },
        ],
      }),
    );
  }

  private startEditor(field: Field | undefined, pairs = this.linkPairs()): void {
    this.screen = null;
    const editor = new EditorScreen({
      ...(field ? { field } : {}),
      pairs,
      chainSpeed: Number(this.setting("chainSpeed")),
      reducedMotion: this.options.settings.shared.reducedMotion,
      soundVolume: this.options.settings.shared.soundVolume,
      palette: this.options.settings.shared.palette,
      onShare: (f, p) => this.shareField(f, "editor", p),
      onPractice: (f) => {
        this.current = "practice";
        this.start(this.options.seed, f);
      },
      onImport: (apply) => importPosition(this.shell, apply),
      onOdds: (settings, last, start) => oddsSettings(this.shell, settings, last, start),
      report: (values) => this.shell.report(values),
      invalidate: () => this.shell.invalidate(),
      insets: () => this.shell.insets,
    });
    this.editor = editor;
    playBar(this.shell, null);
    this.shell.report({ mode: "editor", seed: this.options.seed });
    void this.shell.showScreen(editor);
  }

  /** The pairs of a link (`pairs=RG,BY`); none when absent or malformed. */
  private linkPairs(): Pair[] {
    try {
      return parsePairList(this.options.params?.pairs ?? "");
    } catch (error) {
      if (error instanceof InputError) return [];
      throw error;
    }
  }

  /** The start field of a link (`field` parameter: the text format or a puyop.com link). */
  private startField(): Field | undefined {
    const text = this.options.position;
    if (text === undefined || text === "") return undefined;
    try {
      return /puyop/.test(text) ? fieldFromPuyop(text) : parseField(text);
    } catch (error) {
      if (error instanceof InputError) return undefined;
      throw error;
    }
  }

  /** A link to practise from the current field, and its puyop.com twin. */
  private share(): void {
    const field = this.screen?.game.game.field;
    if (field) this.shareField(field, "practice");
  }

  private shareField(field: Field, mode: PuyoMode, pairs: readonly Pair[] = []): void {
    const link = this.options.services.shareLink({
      mode,
      seed: this.options.seed,
      position: printField(field),
      ...(pairs.length > 0 ? { params: { pairs: printPairList(pairs) } } : {}),
    });
    void this.shell.present(
      new CopyPopup(this.shell.host, {
        role: "share",
        title: "Share this field",
        // The app link, the puyop.com link, and the text format (+ pairs) as Import reads it.
        text: `${link}\n${fieldToPuyop(field)}\n${[printField(field) || "empty", ...pairs.map(printPair)].join(" ")}`,
        back: () => void this.shell.dismiss(),
      }),
    );
  }

  /** Practice → the editor with this field and the pairs NOW, NEXT, NEXT 2 (chain odds, step-through). */
  private openInEditor(): void {
    const game = this.screen?.game;
    if (!game) return;
    const field = game.game.field.clone();
    const pairs = [game.currentPair, ...game.preview()];
    void this.shell.dismiss().then(() => {
      this.current = "editor";
      this.startEditor(field, pairs);
    });
  }

  /** A short word to the player over the paused game (it continues when dismissed). */
  say(title: string, line: string): void {
    void this.shell.present(
      new PanelPopup(this.shell.host, {
        role: "notice",
        title,
        lines: [line],
        buttons: [{ id: "ok", label: "Continue", run: () => void this.shell.dismiss() }],
      }),
    );
  }

  /** A link or record that cannot be used: say why, and offer a plain game instead. */
  problem(title: string, message: string): void {
    const fallback = this.mode === CHALLENGE_MODE ? "endless" : this.mode;
    void this.shell.present(
      new PanelPopup(this.shell.host, {
        role: "problem",
        title,
        lines: [message],
        buttons: [
          {
            id: "fallback",
            label: `Play ${findMode(meta, fallback)?.title ?? fallback} instead`,
            run: () => {
              this.current = fallback;
              void this.shell.dismiss().then(() => this.start(this.options.seed));
            },
          },
          { id: "quit", label: "Quit", run: () => this.options.services.exit() },
        ],
      }),
    );
  }

  private pauseMenu(): PanelPopup | null {
    const back = () => void this.shell.dismiss();
    if (this.editor) return new PausePopup(this.shell.host, { subtitle: "Field editor", resume: back, quit: () => this.options.services.exit() });
    const screen = this.screen;
    if (!screen || screen.over) return null;
    this.save();
    if (screen.watching) return watchMenu(this, screen);
    const practice = this.mode === "practice";
    return new PausePopup(this.shell.host, {
      subtitle: `${findMode(meta, this.mode)?.title ?? ""} · seed ${this.options.seed}`,
      resume: back,
      items: [
        ...(practice
          ? [
              { id: "undo", label: "Undo last pair", run: () => (screen.undo(), back()) },
              { id: "editor", label: "Open in the field editor", run: () => this.openInEditor() },
            ]
          : []),
        { id: "odds", label: "Chain odds (3 pairs)", run: () => pauseMenuOdds(this.shell, screen) },
        { id: "share", label: "Share this field", run: () => this.share() },
        { id: "restart", label: "Restart", run: () => void this.shell.dismiss().then(() => this.start(this.options.seed)) },
      ],
      quit: () => {
        this.options.services.saves.clear();
        this.options.services.exit();
      },
    });
  }
}
