import { InputError, plural, type KeptGame, type Replay } from "@arcade/core";
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
import type { Pair } from "../rules/pair.ts";
import { linkPairs, parsePosition, positionLink, positionShareText } from "../rules/position.ts";
import { parseReplayCode, replayCode } from "../rules/replay-code.ts";
import { PUYO_RULES, PuyoRecorder, checkInputs, configOf, newConfig, type ReplayMode } from "../rules/replay.ts";
import { FRAMES_PER_SECOND } from "../rules/timing.ts";
import type { AppBot } from "./bot-jobs.ts";
import { BotOpponent } from "./bot-opponent.ts";
import { importPosition, oddsSettings, pauseMenuOdds } from "./calculator-popups.ts";
import { EditorScreen } from "./editor.ts";
import { botOpponents } from "./opponent-chooser.ts";
import { firstHint, playBar, playInput, undoable } from "./play-controls.ts";
import { PuyoScreen, type Driver, type PuyoMode } from "./screen.ts";
import { botState, gameState } from "./test-state.ts";

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
    input: playInput,
    play: (session) => new PuyoPlay(session),
    checkWatched: (record) => checkInputs(record.inputs),
    // A link or save that cannot be used in a challenge offers Endless instead.
    fallback: (session) => (session.mode.id === CHALLENGE_MODE ? { mode: "endless" } : null),
    links: {
      replay: { param: "replay", print: replayCode, parse: parseReplayCode },
      challenge: { param: "challenge", mode: CHALLENGE_MODE, print: challengeCode },
    },
    hint: firstHint,
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
    const bot = BotOpponent.fromKept(kept.extras.bot);
    if (mode === "versus" && !bot) throw new InputError("is missing", "the bot's side of the game");
    if (bot) this.versus.opponent = bot.bot;
    this.play({ kind: "play", recorder, bot }, false);
    const { index, score } = recorder.game.game;
    this.session.say("Game restored", `Your game continues where it was: ${plural(index, "pair")} played, score ${score}.`);
    return true;
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
    const config = newConfig(seed, mode, this.session.number("chainSpeed"), field);
    const bot = strength ? BotOpponent.create(config, strength) : null;
    this.play({ kind: "play", recorder: new PuyoRecorder(config), bot }, mode === "versus" || mode === CHALLENGE_MODE);
  }

  watch(replay: Replay): void {
    this.play({ kind: "watch", viewer: this.session.viewer(PUYO_RULES, replay, FRAMES_PER_SECOND), replay }, false);
  }

  /** Shows a game (core's session puts the first-run hint over a new one). */
  private play(driver: Driver, countdown: boolean): PuyoScreen {
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
      onBotTurn: (s) => shell.report(botState(s)),
      onOver: (won) => (session.changed(), void this.over(screen, won)),
    });
    const undo = driver.kind === "play" && driver.recorder.config.options.undo;
    playBar(shell, undo ? () => screen.undo() : null);
    session.show({
      screen,
      ...(driver.kind === "watch" ? { watched: driver.replay } : {}),
      over: () => screen.over,
      // A game played (core keeps no record watched) and, in versus, the bot's side.
      kept: () => ({ record: screen.recorder!.replay(), extras: screen.bot ? { bot: screen.bot.kept() } : {} }),
      moves: () => screen.game.game.index,
      report: () => gameState(screen, chain),
      menu: () => this.menu(screen),
    });
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

  private startEditor(field: Field | undefined, pairs = linkPairs(this.session.options.params)): void {
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

  /** The start field of a link (`field` parameter: the text format or a puyop.com link). */
  private startField(): Field | undefined {
    const field = this.session.linkPosition((text) => parsePosition(text).field);
    return field instanceof InputError ? undefined : field;
  }

  /** A link to practise from a field (the app link, the puyop.com link, the text format + pairs as Import reads it). */
  private shareField(field: Field, mode: PuyoMode, pairs: readonly Pair[] = []): void {
    const { options } = this.session;
    const link = options.services.shareLink({ mode, seed: options.seed, ...positionLink(field, pairs) });
    this.session.share("Share this field", positionShareText(link, field, pairs));
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
