import { InputError, parseReplay, plural, replayToJSON, type KeptGame, type Replay } from "@arcade/core";
import { ChallengeFlow, SessionPart, VersusFlow, type Figures, type GameDefinition, type PlaySession, type PopupButton } from "@arcade/core/stage";
import { meta } from "../meta.ts";
import {
  CHALLENGE_MODE,
  CHALLENGE_PAIRS,
  challengeCode,
  challengeResult,
  compareChallenge,
  verifyChallenge,
  type ChallengeResult,
} from "../rules/challenge.ts";
import type { Field } from "../rules/field.ts";
import { parseField, printField } from "../rules/field-text.ts";
import { parsePairList, printPair, printPairList, type Pair } from "../rules/pair.ts";
import { fieldFromPuyop, fieldToPuyop } from "../rules/puyop.ts";
import { parseReplayCode, replayCode } from "../rules/replay-code.ts";
import { DEFAULT_REPLAY_OPTIONS, PUYO_RULES, PuyoRecorder, checkInputs, configOf, type PuyoConfig, type ReplayMode } from "../rules/replay.ts";
import { FRAMES_PER_SECOND } from "../rules/timing.ts";
import { APP_BOTS, type AppBot } from "./bot-jobs.ts";
import { BotOpponent } from "./bot-opponent.ts";
import { importPosition, oddsSettings, pauseMenuOdds } from "./calculator-popups.ts";
import { EditorScreen } from "./editor.ts";
import { botOpponents } from "./opponent-chooser.ts";
import { buttons, firstRunHint, playBar, undoable } from "./play-controls.ts";
import { PuyoScreen, type Driver, type PuyoMode } from "./screen.ts";

export { buttons } from "./play-controls.ts";

type PuyoView = PuyoScreen | EditorScreen;

/**
 * Puyo Puyo on core's play session. Endless keeps a score table; practice starts from a shared
 * field and has undo; versus plays the bot (its record kept beside yours); a challenge plays a
 * seed's 50 pairs against a friend's verified game; the editor is the calculator. The session
 * starts, keeps, pauses, ends, shares and watches; this file is what is Puyo's own.
 */
export function puyoGame(): GameDefinition<PuyoView> {
  return {
    meta,
    rules: PUYO_RULES,
    input: (options) => ({
      gamepad: { 14: "left", 15: "right", 13: "softDrop", 12: "hardDrop", 0: "rotateCW", 1: "rotateCCW", 3: "undo", 9: "pause" },
      // The editor has its own buttons: a game's would cover them and do nothing there (a game
      // started from the editor is then played with gestures).
      ...(options.mode === "editor" ? {} : { touchButtons: buttons(options.mode) }),
      gestures: true,
    }),
    play: (session) => new PuyoPlay(session),
    checkWatched: (record) => checkInputs(record.inputs),
    // A link or save that cannot be used in a challenge offers Endless instead.
    fallback: (session) => (session.mode.id === CHALLENGE_MODE ? { mode: "endless" } : null),
    links: {
      replay: { param: "replay", print: replayCode, parse: parseReplayCode },
      challenge: { param: "challenge", mode: CHALLENGE_MODE, print: challengeCode },
    },
  };
}

function resultFigures(r: ChallengeResult): Figures {
  return [`score ${r.score}`, `max chain ${r.maxChain}`, ...(r.toppedOut ? [`topped out after ${plural(r.pieces, "pair")}`] : [])];
}

/** Puyo's own part: its screens, its bot, its challenge, its field links and its menu items. */
class PuyoPlay extends SessionPart<PuyoView, PuyoMode> {
  /** Versus: the bot's strength, chosen this visit (the chooser, a link's `bot`, a rematch, a kept game). */
  private readonly versus: VersusFlow<AppBot, PuyoView>;
  /** A challenge: the link's challenger (their game re-run here), or a fresh one (core's challenge flow). */
  private readonly challenge: ChallengeFlow<ChallengeResult, PuyoView>;

  constructor(session: PlaySession<PuyoView>) {
    super(session);
    this.versus = new VersusFlow(
      session,
      botOpponents((strength, seed) => this.startGame(seed, strength)),
    );
    this.challenge = new ChallengeFlow(session, {
      param: "challenge",
      verify: verifyChallenge,
      rules: (seed) => [`${CHALLENGE_PAIRS} pairs on seed ${seed}, the same for everyone: the higher score wins.`],
      play: (seed) => session.start(seed),
      watch: (c) => session.watch(c.replay),
      compare: compareChallenge,
      figures: resultFigures,
    });
    this.challengeIn(CHALLENGE_MODE, this.challenge);
  }

  /** Continues a kept game of this seed and mode: both records (yours and, in versus, the bot's). */
  resume(kept: KeptGame): boolean {
    const recorder = PuyoRecorder.resume(kept.record);
    const { seed, mode } = recorder.config;
    if (seed !== this.session.options.seed || mode !== this.mode || recorder.game.over) return false;
    const saved = kept.extras.bot as { name?: unknown; replay?: unknown } | null | undefined;
    const name = saved?.name as AppBot;
    const bot = saved && APP_BOTS.includes(name) ? BotOpponent.resume(parseReplay(saved.replay), name) : null;
    if (mode === "versus" && !bot) throw new InputError("is missing", "the bot's side of the game");
    if (bot) this.versus.opponent = bot.bot;
    this.play({ kind: "play", recorder, bot }, false, false);
    const { index, score } = recorder.game.game;
    this.session.say("Game restored", `Your game continues where it was: ${plural(index, "pair")} played, score ${score}.`);
    return true;
  }

  private config(seed: string, mode: ReplayMode, field?: Field): PuyoConfig {
    const options = {
      ...DEFAULT_REPLAY_OPTIONS,
      field: field ? printField(field) : null,
      undo: mode === "practice",
      chainSpeed: this.session.number("chainSpeed"),
    };
    return { seed, mode, options };
  }

  start(seed: string, given?: Field): void {
    const mode = this.mode;
    if (mode === "editor") return this.startEditor(given ?? this.startField());
    if (mode !== "versus") return this.startGame(seed, null, given ?? this.startField());
    this.versus.start(seed);
  }

  /** A new game of the mode (versus: against `strength`; practice: from `field`). */
  private startGame(seed: string, strength: AppBot | null, field?: Field): void {
    const mode = this.mode as ReplayMode;
    const config = this.config(seed, mode, mode === "practice" ? field : undefined);
    const bot = strength ? BotOpponent.create(config, strength) : null;
    this.play({ kind: "play", recorder: new PuyoRecorder(config), bot }, mode === "versus" || mode === CHALLENGE_MODE);
  }

  watch(replay: Replay): void {
    this.play({ kind: "watch", viewer: this.session.viewer(PUYO_RULES, replay, FRAMES_PER_SECOND), replay }, false);
  }

  /** Shows a game (`hint`: the first-run hint may come up; not over a restored game). */
  private play(driver: Driver, countdown: boolean, hint = true): PuyoScreen {
    const { shell, session } = this;
    const challenge = driver.kind === "play" && driver.recorder.config.mode === CHALLENGE_MODE;
    let chain = 0; // the last turn's chain, for the end-to-end tests
    const screen: PuyoScreen = new PuyoScreen(driver, {
      ...session.screenContext(driver.kind === "watch"),
      das: this.session.number("das"),
      arr: this.session.number("arr"),
      countdown,
      // Reported, and kept (a pair more or fewer); a challenge ends after its last pair.
      onTurn: (s) => ((chain = s.chain), session.changed(), challenge && s.placed >= CHALLENGE_PAIRS && screen.end()),
      onUndoable: (can) => undoable(shell, can),
      onBotTurn: (s) => shell.report({ botPlaced: s.placed, botScore: s.score, botChain: s.chain, botField: s.field }),
      onOver: (won) => (session.changed(), void this.over(screen, won)),
    });
    const undo = driver.kind === "play" && driver.recorder.config.options.undo;
    playBar(shell, undo ? () => screen.undo() : null);
    session.show({
      screen,
      ...(driver.kind === "watch" ? { watched: driver.replay } : {}),
      over: () => screen.over,
      kept: () => {
        const bot = screen.bot; // a game played (core keeps no record watched) and, in versus, the bot's side
        return { record: screen.recorder!.replay(), extras: bot ? { bot: { name: bot.bot, replay: replayToJSON(bot.recorder.replay()) } } : {} };
      },
      moves: () => screen.game.game.index,
      report: () => {
        const { score, maxChain, index, field } = screen.game.game;
        return { score, maxChain, placed: index, chain, field: printField(field), over: String(screen.over), bot: screen.bot?.bot ?? "" };
      },
      menu: () => this.menu(screen),
    });
    // The shell shows the buttons when the player chose them, except in a mount opened in the editor.
    const buttonsShown = session.options.mode !== "editor" && session.options.settings.touchControls === "buttons";
    if (driver.kind === "play" && hint) firstRunHint(shell, buttonsShown, undo);
    return screen;
  }

  private over(screen: PuyoScreen, won: boolean | null): void {
    const game = screen.game.game;
    const stats = `Score ${game.score} · max chain ${game.maxChain} · ${plural(game.index, "pair")}`;
    if (screen.watching) return this.session.replayEnded(screen.watched, [`${stats} · seed ${screen.watched.seed}`]);
    const record = screen.recorder!.replay();
    const { seed, mode } = configOf(record);
    const share = { id: "share", label: "Share this field", run: () => this.shareField(game.field, "practice") };
    // Core ranks the score by the mode (Endless keeps a table) and plays the record's seed again.
    const common = { record, ending: { finished: false, points: game.score }, newSeed: "New pairs" };
    if (mode === CHALLENGE_MODE)
      return void this.session.results({ ...common, ...this.challenge.compared(challengeResult(record), "Challenge done"), items: [share] });
    const headline = won === true ? "You win!" : won === false ? "The bot wins" : "Game over";
    const lines = [`${stats} · seed ${seed}`];
    // Practice: one misdrop does not end the session (the top-out is taken back).
    const undo = { id: "undo", label: "Undo last pair", run: this.session.closing(() => screen.undoTopOut()) };
    const items = mode === "practice" && game.canUndo ? [undo, share] : [share];
    if (mode !== "versus") return void this.session.results({ ...common, headline, lines, items });
    // Versus: from core's versus flow, a rematch, the next strength or another opponent.
    const outcome = won === true ? "win" : won === false ? "loss" : "draw";
    this.versus.results(outcome, { ...common, headline, lines: [...lines, `Bot: ${screen.bot!.bot}`], items: [share] }, seed);
  }

  private startEditor(field: Field | undefined, pairs = this.linkPairs()): void {
    const { shell, session } = this;
    const editor = new EditorScreen({
      ...session.screenContext(),
      ...(field ? { field } : {}),
      pairs,
      chainSpeed: this.session.number("chainSpeed"),
      onShare: (f, p) => this.shareField(f, "editor", p),
      onPractice: (f) => {
        session.switchMode("practice");
        this.start(session.options.seed, f);
      },
      onImport: (apply) => importPosition(shell, apply),
      onOdds: (settings, last, start) => oddsSettings(shell, settings, last, start),
    });
    playBar(shell, null);
    session.show({ screen: editor, subtitle: "Field editor", restart: null });
  }

  /** The pairs of a link (`pairs=RG,BY`); none when absent or malformed. */
  private linkPairs(): Pair[] {
    const pairs = InputError.attempt(() => parsePairList(this.session.options.params?.pairs ?? ""));
    return pairs instanceof InputError ? [] : pairs;
  }

  /** The start field of a link (`field` parameter: the text format or a puyop.com link). */
  private startField(): Field | undefined {
    const field = this.session.linkPosition((text) => (/puyop/.test(text) ? fieldFromPuyop(text) : parseField(text)));
    return field instanceof InputError ? undefined : field;
  }

  /** A link to practise from a field (the app link, the puyop.com link, the text format + pairs as Import reads it). */
  private shareField(field: Field, mode: PuyoMode, pairs: readonly Pair[] = []): void {
    const { options } = this.session;
    const params = pairs.length > 0 ? { params: { pairs: printPairList(pairs) } } : {};
    const link = options.services.shareLink({ mode, seed: options.seed, position: printField(field), ...params });
    const text = `${link}\n${fieldToPuyop(field)}\n${[printField(field) || "empty", ...pairs.map(printPair)].join(" ")}`;
    this.session.share("Share this field", text);
  }

  /** Practice → the editor with this field and the pairs NOW, NEXT, NEXT 2 (chain odds, step-through). */
  private openInEditor(screen: PuyoScreen): void {
    const game = screen.game;
    const field = game.game.field.clone();
    const pairs = [game.currentPair, ...game.preview()];
    void this.shell.dismiss().then(() => {
      this.session.switchMode("editor");
      this.startEditor(field, pairs);
    });
  }

  /** The game's items in the pause menu (the session adds Restart, help, settings and Quit). */
  private menu(screen: PuyoScreen): PopupButton[] {
    const back = () => void this.shell.dismiss();
    const practice = this.mode === "practice";
    return [
      ...(practice
        ? [
            { id: "undo", label: "Undo last pair", run: () => (screen.undo(), back()) },
            { id: "editor", label: "Open in the field editor", run: () => this.openInEditor(screen) },
          ]
        : []),
      { id: "odds", label: "Chain odds (3 pairs)", run: () => pauseMenuOdds(this.shell, screen) },
      { id: "share", label: "Share this field", run: () => this.shareField(screen.game.game.field, "practice") },
    ];
  }
}
