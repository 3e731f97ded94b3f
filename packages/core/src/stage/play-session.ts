// The play session: the flow every game repeats, done once. A game hands it one definition
// (game-definition.ts); the session mounts the shell, starts from a kept game, a watch link, a
// record or challenge link or a new game, keeps the game after every move, builds the pause menu
// (Resume, the game's items, Restart, How to play, Settings, Quit), shows the results with the
// score (its replay attached, so Scores can offer Watch), share and challenge, and has the one
// problem popup for a link or a kept game that cannot be used.
import { InputError, located } from "../errors.ts";
import { findMode, ranksBests, type GameSession, type ModeMeta, type MountOptions } from "../game-module.ts";
import { parseReplay, stringifyReplay } from "../sim/replay.ts";
import { printKeptGame, readKeptGame } from "../sim/kept-game.ts";
import { checkRecord, headerOf, type GameRecord, type ReplayableGame, type ReplayRules } from "../sim/record.ts";
import { settingOf, type SettingValue } from "../settings/schema.ts";
import type { GameDefinition, GameInput, GamePlay, PlayResult, PlayScreen, ShownGame } from "./game-definition.ts";
import { scoredResult } from "./ending.ts";
import { GameShell } from "./game-shell.ts";
import { showNotice } from "./notice.ts";
import { problemPopup, recordItems, replayEndedPopup, resultsPopup } from "./play-results.ts";
import { CopyPopup, PanelPopup, PausePopup, type PopupButton } from "./popups.ts";
import { askBox, type AskPrompt } from "./ask-box.ts";
import { ReplayViewer } from "./replay-viewer.ts";
import { pauseMenu } from "./pause-menu.ts";
import { filledIn } from "./game-driver.ts";
import type { ResultLine } from "./result-lines.ts";
import { screenContext, type ScreenContext } from "./screen-context.ts";
import { screenRects } from "./screen-rects.ts";
import { finishShown } from "./game-end.ts";
import { showFirstHint } from "./first-hint.ts";

export class PlaySession<S extends PlayScreen = PlayScreen> {
  private showing: ShownGame<S> | null = null;
  /** The game being put on the stage, not shown yet: it reports nothing until it is (see `show`). */
  private placing: ShownGame<S> | null = null;
  /** The game whose results are up (over, unless it says otherwise itself). */
  private ended: ShownGame<S> | null = null;
  /** The game's own part (`definition.play`), made once the stage is up. */
  private part!: GamePlay;
  /** The moves of the game shown when it was last kept (see `changed`). */
  private keptMoves = 0;
  /** The mode being played, when the game switched from the mount's (an editor's Practice). */
  private switched: string | null = null;
  private readonly cleanup: (() => void)[] = [];

  private constructor(
    readonly definition: GameDefinition<S>,
    readonly shell: GameShell,
    /** The mount's options; a link the player turned down is dropped from them (see `problem`). */
    private mounted: MountOptions,
  ) {}

  get options(): MountOptions {
    return this.mounted;
  }

  /** Forgets the link's position, parameters and watched replay, so a plain game starts from the seed. */
  private dropLink(): void {
    const plain = { ...this.mounted };
    delete plain.position;
    delete plain.params;
    delete plain.watch;
    this.mounted = plain;
  }

  /** What a game's `mount` returns: the session over the game's definition. */
  static async mount<S extends PlayScreen>(
    definition: GameDefinition<S>,
    host: HTMLElement,
    options: MountOptions,
    createShell: typeof GameShell.create = (...args) => GameShell.create(...args),
  ): Promise<GameSession> {
    let session: PlaySession<S> | null = null;
    const input: GameInput = typeof definition.input === "function" ? definition.input(options) : (definition.input ?? {});
    const shell = await createShell(host, options, {
      ...(input.background === undefined ? {} : { background: input.background }),
      onAction: (action, pressed) => session?.action(action, pressed),
      ...(input.gamepad ? { gamepad: input.gamepad } : {}),
      ...(input.touchButtons ? { touchButtons: input.touchButtons } : {}),
      ...(input.gestures ? { gestures: { cellSize: () => session?.screen?.cellSize ?? 24, onGesture: (g) => session?.screen?.gesture?.(g) } } : {}),
      pauseMenu: () => (session?.shown ? pauseMenu(session, session.shown) : null),
      saveState: () => session?.keptState() ?? null,
    });
    const created = new PlaySession(definition, shell, options);
    await definition.prepare?.(created);
    created.part = definition.play(created);
    session = created;
    created.begin();
    return { pause: () => shell.pause(), resume: () => shell.resume(), destroy: () => created.destroy() };
  }

  /**
   * A device action: a game's `restart` action (its key) restarts at once, as the pause menu's
   * Restart does, with no menu; every other action goes to the screen.
   */
  private action(action: string, pressed: boolean): void {
    if (action !== "restart") return this.screen?.input?.(action, pressed);
    const shown = this.shown;
    if (!pressed || !shown || shown.over?.() || shown.watched) return;
    const restart = this.restartOf(shown);
    // Not while another panel is up (a box may be taking the letter); the pause menu closes first.
    const popup = this.shell.navigation.popup;
    if (!restart || (popup && !(popup instanceof PausePopup))) return;
    if (popup) void this.shell.dismiss().then(restart);
    else restart();
  }

  /**
   * What Restart plays for `shown`: its own, or a new game of the mode on its seed (none for a
   * game that keeps no record: a lab has nothing to play again); null: no Restart.
   */
  restartOf(shown: ShownGame<S>): (() => void) | null {
    if (shown.restart !== undefined) return shown.restart;
    return this.definition.rules ? () => this.start(this.seed) : null;
  }

  /** The game on the stage, if any. */
  get shown(): ShownGame<S> | null {
    return this.showing;
  }

  /** The screen on the stage, if a game is shown. */
  get screen(): S | null {
    return this.shown?.screen ?? null;
  }

  get host(): HTMLElement {
    return this.shell.host;
  }

  /** The mode being played: the mount's (checked by the host), or the one the game switched to. */
  get mode(): ModeMeta {
    const { meta } = this.definition;
    return findMode(meta, this.switched ?? this.options.mode) ?? meta.modes[0]!;
  }

  /** The seed of the game shown: the watched record's, the kept record's, else the mount's. */
  get seed(): string {
    const shown = this.shown;
    return shown?.watched?.seed ?? shown?.kept?.()?.record.seed ?? this.options.seed;
  }

  /** A game's line of its mode and seed ("Sprint · seed 1a2b"): the pause menu's, a result's. */
  gameTitle({ mode, seed }: { readonly mode: string; readonly seed: string }): string {
    return `${findMode(this.definition.meta, mode)?.title ?? mode} · seed ${seed}`;
  }

  /** A button that shares a link to a new game of this mode on `seed` (its words: `label`). */
  seedItem(seed: string, label = "Share this seed"): PopupButton {
    return { id: "share", label, run: () => this.shareLink(label, { mode: this.mode.id, seed }) };
  }

  /** A fresh seed, for a new game on another seed than the link's (New seed, a rematch). */
  newSeed(): string {
    return Date.now().toString(36);
  }

  /** Plays another mode from now on (the mount's mode stays what the host keeps saves under). */
  switchMode(id: string): void {
    this.switched = id;
  }

  /** A setting's value (its default from meta when it is missing or bad). */
  setting(key: string): SettingValue {
    return settingOf(this.definition.meta.settings, this.options.settings.values, key);
  }

  /** A toggle's value (see `setting`). */
  flag(key: string): boolean {
    return this.setting(key) === true;
  }

  /** A number setting's value, or a choice of numbers read as one (see `setting`). */
  number(key: string): number {
    return Number(this.setting(key));
  }

  /**
   * The link's position (`position`, a board, a hand, a routine) read by `parse`: undefined when
   * the link has none, the InputError when it does not read (the game says what to do about it).
   */
  linkPosition<T>(parse: (text: string) => T): T | InputError | undefined {
    const text = this.options.position;
    return text === undefined || text.trim() === "" ? undefined : InputError.attempt(() => parse(text));
  }

  /** Runs when the game is left (a worker, a replay bar, a bot to stop). */
  onDestroy(undo: () => void): void {
    this.cleanup.push(undo);
  }

  /** What the host and the link ask for: a kept game, a record to watch, the game's link, or a new game. */
  private begin(): void {
    const { options, definition } = this;
    if (options.resume !== undefined && definition.rules && this.resumeKept(options.resume)) return;
    const replay = definition.links?.replay;
    const code = replay ? options.params?.[replay.param] : undefined;
    try {
      if (options.watch !== undefined) return this.watch(parseReplay(options.watch));
      if (replay && code !== undefined) return this.watch(replay.parse(code, options.seed));
      if (!this.part.fromLink?.()) this.start(options.seed);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      const watching = options.watch !== undefined || code !== undefined;
      return this.problem(watching ? "This replay cannot be played" : "This link does not work", located(error));
    }
  }

  /** Continues the kept game, or says why it cannot be (never a silent new game). */
  private resumeKept(text: string): boolean {
    const { definition } = this;
    const read = readKeptGame(definition.rules!, text, definition.migrateKept?.bind(definition));
    if ("kept" in read) {
      try {
        const resumed = this.part.resume?.(read.kept) ?? false;
        if (typeof resumed === "string") showNotice(this.host, resumed);
        return resumed !== false;
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        return this.dropKept(`Your saved game could not be continued (${located(error)}), so a new game starts.`);
      }
    }
    return this.dropKept(read.reason);
  }

  private dropKept(reason: string): true {
    this.options.services.saves.clear();
    this.problem("Your saved game was not continued", reason);
    return true;
  }

  /** A new game of the mode on `seed` (the kept one is over). */
  start(seed: string): void {
    if (this.definition.rules) this.options.services.saves.clear();
    this.part.start(seed);
  }

  /**
   * Watches a record (an InputError when it cannot be played): a record of another game or rules
   * version, a bad header (its game cannot be created) or a bad input is refused before anything is shown.
   */
  watch(record: GameRecord): void {
    const { rules, checkWatched } = this.definition;
    if (!this.part.watch || !rules) throw new InputError("cannot be watched: this game keeps no records", "watch");
    checkRecord(rules, record);
    rules.create(headerOf(record));
    checkWatched?.(record);
    this.part.watch(record);
  }

  /**
   * A viewer that plays `record` back at `rate` frames a second, with its bar on the stage until
   * the game is left; a seek goes to `onSeek` (default: the screen shown, `seeked`).
   */
  viewer<G extends ReplayableGame>(rules: ReplayRules<G>, record: GameRecord, rate: number, onSeek?: (game: G) => void): ReplayViewer<G> {
    onSeek ??= (game) => this.screen?.seeked?.(game);
    const viewer = new ReplayViewer({ rules, record, rate, host: this.host, onSeek });
    this.onDestroy(() => viewer.destroy());
    return viewer;
  }

  /** Settles once the game last shown is laid out (its size known). */
  laidOut: Promise<void> = Promise.resolve();

  /**
   * Puts a game on the stage (the old one goes); once shown (input held meanwhile reaches it then:
   * GameShell.showScreen) reports its mode, seed, whether it is watched and its state (`report`).
   */
  show(given: ShownGame<S>): void {
    const filled = filledIn(given);
    const shown: ShownGame<S> = filled.over ? filled : { ...filled, over: () => this.ended === shown };
    this.showing = shown;
    this.keptMoves = shown.moves?.() ?? 0;
    // A new game (no move yet) replaces the one kept: after a restart, a reload plays it, not the old one.
    if (shown.moves && this.keptMoves === 0 && !shown.watched) this.options.services.saves.clear();
    // Any game with no move yet, played, comes with the first-run hint (not a game continued or a record watched).
    if (this.keptMoves === 0 && !shown.watched) showFirstHint(this);
    this.placing = shown;
    this.laidOut = this.shell.showScreen(shown.screen);
    void this.laidOut.then(() => {
      if (this.shown !== shown) return;
      this.placing = null;
      this.shell.report({ mode: this.mode.id, seed: this.seed, watching: shown.watched ? "yes" : "no" });
      this.changed();
    });
  }

  /** `screen` is the one on the stage (a game left behind may still call back). */
  isShown(screen: S): boolean {
    return this.shown?.screen === screen;
  }

  /**
   * The game changed: the one shown is kept when its moves changed, and its state reported (see
   * `ShownGame`) with its screen's rectangles (screen-rects.ts) once it is shown. A screen may call this from anywhere, even while it is being built.
   */
  changed(): void {
    const shown = this.shown;
    if (!shown) return;
    const moves = shown.moves?.();
    if (moves !== undefined && moves !== this.keptMoves) {
      this.keptMoves = moves;
      this.keep();
    }
    if (shown !== this.placing) this.shell.report({ ...screenRects(shown.screen), ...shown.report?.() });
  }

  /** The game shown as the host keeps it, or null when there is nothing to continue (over, watched). */
  private keptState(): { record: string; seed: string } | null {
    const shown = this.shown;
    const kept = shown && !shown.watched && !shown.over?.() ? (shown.kept?.() ?? null) : null;
    return kept ? { record: printKeptGame(kept.record, kept.extras), seed: kept.record.seed } : null;
  }

  /** Keeps the game in the host's saves (after every move; on pause; on a lost GPU context). */
  keep(): void {
    const kept = this.keptState();
    if (kept) this.options.services.saves.keep(kept.record, kept.seed);
  }

  /**
   * The end of a game: the game's lines, the score offered to the table (with its replay), then
   * Play again, the game's items, Watch, Share replay, Challenge a friend, New seed and Quit.
   */
  async results(result: PlayResult): Promise<void> {
    const { record } = result;
    const { headline, score } = scoredResult(this.mode.result, result);
    const { services } = this.options;
    if (this.definition.rules) services.saves.clear(); // nothing left to continue
    const shown = this.shown;
    this.ended = shown;
    // The replay goes with the score only when this game can play it back (Scores offers Watch).
    const replay = record && this.part.watch ? stringifyReplay(record) : undefined;
    const seed = result.seed ?? record?.seed ?? this.options.seed;
    const entry = score && { value: score.value, seed, ...(replay ? { replay } : {}), ...(score.assisted ? { assisted: true } : {}) };
    const rank = entry && ranksBests(this.mode.result) ? await services.recordScore(this.mode.id, entry) : null;
    if (this.shown !== shown) return; // the player left this game meanwhile
    const personalBest = rank ? [score?.assisted ? `Personal best #${rank}, marked (assisted) in Scores` : `Personal best #${rank}!`] : [];
    const items = [...(result.items ?? []), ...recordItems(this, result, this.part.watch !== undefined)];
    void this.shell.present(resultsPopup(this, { ...result, headline, lines: [...result.lines, ...personalBest], items }, seed));
  }

  /** `screen`'s game came to its end: its results, or a watched record's end (game-end.ts). */
  finished(screen: S, result: PlayResult): void {
    finishShown(this, screen, result);
  }

  /** A watched record came to its end: watch it again, play its seed, or quit. */
  replayEnded(record: GameRecord, lines: readonly ResultLine[]): void {
    void this.shell.present(replayEndedPopup(this, record, lines));
  }

  /**
   * The one problem popup: a link or a kept game that cannot be used says why (and where), and
   * offers a plain game instead (`fallback`: another mode's, or the game's own words).
   */
  problem(title: string, lines: string | readonly string[], fallback?: { label: string; run: () => void }): void {
    const other = fallback ? null : (this.definition.fallback?.(this) ?? null);
    const mode = other ? (findMode(this.definition.meta, other.mode) ?? this.mode) : this.mode;
    // The plain game leaves the link behind: a bad position link would otherwise be read again.
    const run = fallback?.run ?? (() => (this.dropLink(), this.switchMode(mode.id), this.start(this.options.seed)));
    void this.shell.present(problemPopup(this, title, lines, { label: fallback?.label ?? `Play ${mode.title} instead`, run }));
  }

  /** A short word to the player over the paused game (it continues when dismissed). */
  say(title: string, line: string, role = "notice"): void {
    const buttons = [{ id: "ok", label: "Continue", run: () => void this.shell.dismiss() }];
    void this.shell.present(new PanelPopup(this.host, { role, title, lines: [line], buttons }));
  }

  /** A text to copy (a link, an export), over whatever is shown; Back returns to it. */
  share(title: string, text: string, role = "share"): void {
    void this.shell.present(new CopyPopup(this.host, { role, title, text, back: () => void this.shell.dismiss() }));
  }

  /** A link to copy: a mode, a seed and a position or parameters, as the host writes links. */
  shareLink(title: string, link: Parameters<MountOptions["services"]["shareLink"]>[0]): void {
    this.share(title, this.options.services.shareLink(link));
  }

  /** What every screen takes from the shell and the shared settings; `watching`: room for the replay bar. */
  screenContext(watching = false): ScreenContext {
    return screenContext(this.shell, this.options.settings.shared, watching);
  }

  /** Closes the popup on top, then runs `run`: what most menu items and result buttons do. */
  closing(run: () => void): () => void {
    return () => void this.shell.dismiss().then(run);
  }

  /**
   * Asks for a typed text (ask-box.ts): `parse` reads it, its InputError shown in the box; `use`
   * takes what was read once the box closes, or over the box (`close` false: the next panel in its place).
   */
  ask<T>(prompt: AskPrompt, parse: (text: string) => T, use: (value: T) => void, close = true): void {
    askBox(this.shell, prompt, parse, use, close);
  }

  private destroy(): void {
    for (const undo of this.cleanup.splice(0).reverse()) undo();
    this.shell.destroy();
  }
}
