// The versus modes on core's play session: "versus" (you against the bot: one of our strengths, or
// another TBP bot loaded from its worker script), "versus-2p" (two people on one device, split
// screen) and "challenge" (the same pieces and garbage as a friend, results compared;
// versus-challenge.ts). Who thinks for the bot is versus-thinker.ts; the two-player touch halves
// are versus-halves.ts, their hint how-to.ts's. Core's match flow stops, restarts, ends and replays
// a match; the session pauses, shows the results and the problem popup.
import { plural } from "@arcade/core";
import { MatchFlow, SessionPart, VersusFlow, type Match, type PlaySession, type WatchedMatch } from "@arcade/core/stage";
import { STRENGTH_INFO, STRENGTHS } from "../analysis/bot.ts";
import { CHALLENGE_MODE } from "../analysis/challenge.ts";
import { BOT_PACE, TBP_PACE } from "../analysis/versus-bot.ts";
import { GameRecorder } from "../rules/replay.ts";
import type { TetrisGame } from "../rules/game.ts";
import type { GameConfig } from "../rules/types.ts";
import type { Controller } from "./controller.ts";
import { controllerFrom, gameConfig } from "./input.ts";
import { formatFrames } from "./screen-options.ts";
import type { TetrisScreen } from "./screen.ts";
import { MatchArena, type Arena, type Seat } from "./versus-arena.ts";
import { VersusChallenge } from "./versus-challenge.ts";
import { STRENGTH_TITLE, opponentLabel, opponentName, statsFigures, type MatchReplay, type Opponent } from "./versus-game.ts";
import { TouchHalves } from "./versus-halves.ts";
import { VersusScreen } from "./versus-screen.ts";
import { versusTestState } from "./test-state.ts";
import { BotThinker, botSeat, TbpThinker, tbpScriptUrl, type Thinker } from "./versus-thinker.ts";
import { WatchArena } from "./watch-arena.ts";

export class VersusPlay extends SessionPart<TetrisScreen | VersusScreen> {
  private readonly halves: TouchHalves;
  /** The bot: the chooser, rematches and "Another opponent" (core's versus flow). */
  private readonly versus: VersusFlow<Opponent, TetrisScreen | VersusScreen>;
  /** What is shown: a match, or a match's replay (core's match flow). */
  readonly matches: MatchFlow<MatchReplay, TetrisScreen | VersusScreen>;
  private readonly challenge: VersusChallenge;
  /** The last TBP bot script typed (offered again in the box). */
  private tbpUrl = "";

  constructor(session: PlaySession<TetrisScreen | VersusScreen>) {
    super(session);
    this.halves = new TouchHalves(session.shell, () => (session.screen instanceof VersusScreen ? session.screen : null));
    this.versus = new VersusFlow(session, {
      // Each strength's one line says what it does (analysis/strengths.ts): its pace is not one
      // figure for every strength (hard plays some games at the expert's pace).
      lines: ["Same pieces for both of you; clears send garbage.", ...STRENGTHS.map((s) => `${STRENGTH_TITLE[s]}: ${STRENGTH_INFO[s].line}`)],
      choices: STRENGTHS.map((strength) => ({ id: strength, label: STRENGTH_TITLE[strength], opponent: { strength } })),
      more: (seed) => [{ id: "tbp", label: "Another TBP bot…", run: () => this.askTbpBot(seed) }],
      play: (opponent, seed) => this.startBot(opponent, seed),
      name: opponentName,
    });
    this.matches = new MatchFlow(session, (watched) => this.showReplay(watched), this.versus);
    this.challenge = new VersusChallenge(this);
    this.challengeIn("challenge", this.challenge);
    session.onDestroy(() => this.halves.unbind());
  }

  /** A new game of the mode: two players at once, a challenge at once, the bot once chosen (or named by the link). */
  start(seed: string): void {
    if (this.mode === "versus-2p") return this.startTwoPlayers(seed);
    if (this.mode === "challenge") return this.challenge.play(seed);
    this.versus.start(seed);
  }

  config(seed: string): GameConfig {
    return gameConfig(this.session.options.settings.values, seed, CHALLENGE_MODE);
  }

  controller(): Controller {
    return controllerFrom(this.session.options.settings.values);
  }

  // ---- Versus the bot -------------------------------------------------------------------

  /** Asks for a TBP bot's worker script (any bot that speaks TBP as a Web Worker). */
  private askTbpBot(seed: string): void {
    const explanation = `The address of a Tetris Bot Protocol bot's Web Worker script. It plays at ${plural(BOT_PACE[TBP_PACE], "piece")}/s.`;
    const prompt = { role: "tbp-bot", title: "Play another TBP bot", explanation, placeholder: this.tbpUrl || "https://…/bot-worker.js", submitLabel: "Play" };
    const play = (url: string) => ((this.tbpUrl = url), this.versus.against({ strength: TBP_PACE, tbp: url }, seed));
    this.session.ask(prompt, (text) => tbpScriptUrl(text), play);
  }

  private startBot(opponent: Opponent, seed: string): void {
    const thinker: Thinker = opponent.tbp ? new TbpThinker(opponent.tbp, (message) => this.botProblem(message, seed)) : new BotThinker(seed, opponent.strength);
    const again = (next: string) => this.versus.against(opponent, next);
    const seat = botSeat(opponent.strength, thinker);
    this.startMatch(seed, seat, again, ["YOU", opponentLabel(opponent)], ["You", opponentName(opponent)], { stop: () => thinker.stop() });
  }

  /** The TBP bot failed (would not load, or cannot play): stop, say why, offer another opponent. */
  private botProblem(message: string, seed: string): void {
    this.matches.stop();
    this.versus.cannotPlay("The TBP bot cannot play", message, seed);
  }

  // ---- Two players ------------------------------------------------------------------------

  private startTwoPlayers(seed: string): void {
    const second: Seat = { kind: "person", controller: this.controller() };
    this.startMatch(seed, second, (next) => this.startTwoPlayers(next), ["PLAYER 1", "PLAYER 2"], ["Player 1", "Player 2"]);
    this.halves.bind();
  }

  /** A match on `seed` of the player (side 1) and `second`: these labels over the boards, these names in its results; `again` plays a rematch. */
  private startMatch(seed: string, second: Seat, again: (next: string) => void, labels: string[], names: string[], more: { stop?: () => void } = {}): void {
    const config = this.config(seed);
    const arena = new MatchArena([new GameRecorder(config), new GameRecorder(config)], [{ kind: "person", controller: this.controller() }, second]);
    const match = { seed, again };
    this.show(match, arena, labels, () => this.ended(match, arena, labels, names), more);
  }

  // ---- Screens, results, replays ----------------------------------------------------------

  /** Shows a match (or its replay) on the versus screen, these labels over the boards; `ended` when it ends. */
  show(match: Match, arena: Arena, labels: readonly string[], ended: () => void, more: { stop?: () => void; target?: () => string } = {}): void {
    const watching = arena instanceof WatchArena;
    const screen: VersusScreen = new VersusScreen(arena, {
      ...this.session.screenContext(watching),
      labels: [...labels],
      // A two-player mount shows only two-player matches and their replays.
      twoPlayers: this.mode === "versus-2p",
      countdown: !watching,
      ...(more.target ? { target: more.target } : {}),
      onChange: () => this.session.changed(),
      onEnd: ended,
    });
    this.matches.show(match, { screen, over: () => arena.over, report: () => versusTestState(arena) }, more.stop);
  }

  /** A match against the bot (side 1 named "You" first) or between two people ended: who won, each side's figures. */
  private ended(match: Match, arena: MatchArena, labels: readonly string[], names: readonly string[]): void {
    if (!this.matches.isShown(match)) return;
    const result = arena.match.result;
    const bot = this.mode === "versus";
    const headline = result === "draw" || result === null ? "Draw" : bot ? (result === 0 ? "You win!" : "You lose") : `${names[result]} wins!`;
    this.shell.report({ result: result === null ? "draw" : String(result) });
    this.matches.results(match, {
      headline,
      lines: [0, 1].map((side) => ({ player: names[side]!, figures: statsFigures(arena.stats(side)) })),
      replay: { replays: arena.replays(), labels },
      ...(bot ? { outcome: result === 0 ? "win" : result === 1 ? "loss" : "draw" } : {}),
    });
  }

  /** A match's replay: its sides' records re-run side by side; at its end, each side's figures. */
  private showReplay(watched: WatchedMatch<MatchReplay>): void {
    const { replays, labels } = watched.replay;
    const arena = new WatchArena(replays, this.shell.host);
    const figures = (g: TetrisGame) => [plural(g.lines, "line"), plural(g.pieces, "piece"), formatFrames(g.frame)];
    const ended = () =>
      this.matches.replayEnded(
        watched,
        arena.games.map((g, side) => ({ player: labels[side]!, figures: figures(g) })),
      );
    this.show(watched, arena, labels, ended, { stop: () => arena.destroy() });
  }
}
