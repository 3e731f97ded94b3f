// The versus modes on core's play session: "versus" (you against the bot: one of our strengths, or
// another TBP bot loaded from its worker script), "versus-2p" (two people on one device, split
// screen) and "challenge" (the same pieces and garbage as a friend, results compared;
// versus-challenge.ts). Who thinks for the bot is versus-thinker.ts; the two-player touch halves
// and hint are versus-halves.ts. The session pauses, shows the results and the problem popup.
import { InputError, plural, type Replay } from "@arcade/core";
import { SessionPart, VersusFlow, type PlayResult, type PlaySession } from "@arcade/core/stage";
import { isBotName, STRENGTH_INFO, STRENGTHS, type Strength } from "../analysis/bot.ts";
import { CHALLENGE_MODE } from "../analysis/challenge.ts";
import { BOT_PACE, VersusBot } from "../analysis/versus-bot.ts";
import { GameRecorder } from "../rules/replay.ts";
import type { GameConfig } from "../rules/types.ts";
import { Controller } from "./controller.ts";
import { handlingFrom } from "./input.ts";
import { formatFrames } from "./screen-options.ts";
import type { TetrisScreen } from "./screen.ts";
import { MatchArena, type Arena } from "./versus-arena.ts";
import { ChallengeFlow } from "./versus-challenge.ts";
import { STRENGTH_TITLE, challengeTarget, opponentLabel, opponentName, statsFigures, type Game, type Opponent } from "./versus-game.ts";
import { TouchHalves, twoPlayerHint } from "./versus-halves.ts";
import { VersusScreen } from "./versus-screen.ts";
import { BotThinker, TbpThinker, tbpScriptUrl, type Thinker } from "./versus-thinker.ts";
import { WatchArena } from "./watch-arena.ts";

/** The meta modes played here (a challenge is played in the engine's CHALLENGE_MODE). */
export const VERSUS_MODES: readonly string[] = ["versus", "versus-2p", "challenge"];

/** A TBP bot plays at this strength's pace (our strongest's). */
const TBP_PACE: Strength = "expert";

export class VersusPlay extends SessionPart<TetrisScreen | VersusScreen> {
  private screen: VersusScreen | null = null;
  private game: Game | null = null;
  private thinker: Thinker | null = null;
  private readonly halves: TouchHalves;
  private readonly challenge = new ChallengeFlow(this);
  /** The bot: the chooser, rematches and "Another opponent" (core's versus flow). */
  private readonly versus: VersusFlow<Opponent, TetrisScreen | VersusScreen>;
  /** The last TBP bot script typed (offered again in the box). */
  private tbpUrl = "";

  constructor(session: PlaySession<TetrisScreen | VersusScreen>) {
    super(session);
    this.halves = new TouchHalves(session.shell, () => this.screen);
    this.versus = new VersusFlow(session, {
      // Each strength's one line says what it does (analysis/strengths.ts): its pace is not one
      // figure for every strength (hard plays some games at the expert's pace).
      lines: ["Same pieces for both of you; clears send garbage.", ...STRENGTHS.map((s) => `${STRENGTH_TITLE[s]}: ${STRENGTH_INFO[s].line}`)],
      choices: STRENGTHS.map((strength) => ({ id: strength, label: STRENGTH_TITLE[strength], opponent: { strength } })),
      more: (seed) => [{ id: "tbp", label: "Another TBP bot…", run: () => this.askTbpBot(seed) }],
      play: (opponent, seed) => this.startBot(opponent, seed),
      name: opponentName,
    });
    session.onDestroy(() => {
      this.stopGame();
      this.halves.unbind();
    });
  }

  /** A challenge link (or the challenge's intro), or a bot named by the link (`bot=easy`). */
  fromLink(): boolean {
    const { params = {}, seed } = this.session.options;
    const mode = this.session.mode.id;
    if (mode === "challenge") return (this.challenge.open(params.challenge, seed), true);
    const bot = params.bot;
    if (mode !== "versus" || bot === undefined || !isBotName(bot) || !(STRENGTHS as readonly string[]).includes(bot)) return false;
    this.versus.against({ strength: bot as Strength }, seed);
    return true;
  }

  /** A new game of the mode: two players at once, a challenge at once, the bot once chosen. */
  start(seed: string): void {
    const mode = this.session.mode.id;
    if (mode === "versus-2p") return this.startTwoPlayers(seed);
    if (mode === "challenge") return this.challenge.start(seed, null);
    this.versus.start(seed);
  }

  hint(): void {
    if (this.session.mode.id === "versus-2p") twoPlayerHint(this.shell, this.session.options);
  }

  config(seed: string): GameConfig {
    const handling = handlingFrom(this.session.options.settings.values);
    return { seed, mode: CHALLENGE_MODE, allow180: handling.allow180, softDropFactor: handling.softDropFactor };
  }

  controller(): Controller {
    return new Controller(handlingFrom(this.session.options.settings.values));
  }

  // ---- Versus the bot -------------------------------------------------------------------

  /** Asks for a TBP bot's worker script (any bot that speaks TBP as a Web Worker). */
  private askTbpBot(seed: string): void {
    const explanation = `The address of a Tetris Bot Protocol bot's Web Worker script. It plays at ${plural(BOT_PACE[TBP_PACE], "piece")}/s.`;
    const prompt = { role: "tbp-bot", title: "Play another TBP bot", explanation, placeholder: this.tbpUrl || "https://…/bot-worker.js", submitLabel: "Play" };
    const parse = (text: string) => {
      const checked = tbpScriptUrl(text, globalThis.location?.href ?? "http://localhost/");
      if ("problem" in checked) throw new InputError(checked.problem);
      return checked.url;
    };
    this.session.ask(prompt, parse, (url) => ((this.tbpUrl = url), this.versus.against({ strength: TBP_PACE, tbp: url }, seed)));
  }

  private startBot(opponent: Opponent, seed: string): void {
    this.stopGame();
    const thinker: Thinker = opponent.tbp ? new TbpThinker(opponent.tbp, (message) => this.botProblem(message, seed)) : new BotThinker(seed, opponent.strength);
    this.thinker = thinker;
    const config = this.config(seed);
    const arena = new MatchArena(
      [new GameRecorder(config), new GameRecorder(config)],
      [
        { kind: "person", controller: this.controller() },
        {
          kind: "bot",
          bot: (recorder, match) => {
            const bot = new VersusBot(recorder, opponent.strength, (key, position, view) => thinker.plan(key, position, view), match);
            thinker.listen((reply) => bot.receive(reply));
            return bot;
          },
        },
      ],
    );
    this.play({ kind: "bot", opponent, seed, arena }, ["YOU", opponentLabel(opponent)]);
  }

  /** The TBP bot failed (would not load, or cannot play): stop, say why, offer another opponent. */
  private botProblem(message: string, seed: string): void {
    this.stopGame();
    void this.session.laidOut.then(() =>
      this.session.problem("The TBP bot cannot play", message, { label: "Another opponent", run: () => this.versus.choose(seed) }),
    );
  }

  // ---- Two players ------------------------------------------------------------------------

  private startTwoPlayers(seed: string): void {
    const config = this.config(seed);
    const people = [
      { kind: "person", controller: this.controller() },
      { kind: "person", controller: this.controller() },
    ] as const;
    this.play({ kind: "2p", seed, arena: new MatchArena([new GameRecorder(config), new GameRecorder(config)], people) }, ["PLAYER 1", "PLAYER 2"]);
    this.halves.bind();
  }

  // ---- Screens, results, pause --------------------------------------------------------------

  /** Stops what runs, then shows this game with these labels over the boards. */
  play(game: Game, labels: string[]): void {
    if (game.kind !== "bot") this.stopGame();
    this.game = game;
    const twoPlayers = game.kind === "2p" || (game.kind === "watch" && game.back.kind === "2p");
    const arena: Arena = game.arena;
    if (!twoPlayers) this.halves.unbind();
    const screen: VersusScreen = new VersusScreen(arena, {
      ...this.session.screenContext(arena instanceof WatchArena),
      labels,
      twoPlayers,
      countdown: game.kind !== "watch",
      ...(game.kind === "challenge" ? { target: () => challengeTarget(game.challenger, game.arena.run.game.frame) } : {}),
      onChange: () => this.session.changed(),
      onEnd: () => this.finished(screen),
    });
    this.screen = screen;
    const restart = game.kind === "watch" ? () => this.watchMatch(game.arena.replays, labels, game.back) : () => this.again(game, game.seed);
    const title = this.session.mode.title;
    this.session.show({
      screen,
      over: () => arena.over,
      subtitle: game.kind === "watch" ? "Watching a replay" : `${title} · seed ${game.seed}`,
      restart,
      report: () => this.report(screen, arena),
    });
  }

  /** The match's state for the end-to-end tests. */
  private report(screen: VersusScreen, arena: Arena): Record<string, string | number> {
    const [you, other] = arena.games;
    const stats = arena.stats(0);
    const incoming = arena.incoming(0);
    return {
      frame: you?.frame ?? 0,
      pieces: you?.pieces ?? 0,
      lines: you?.lines ?? 0,
      over: you?.over ?? "",
      opponentPieces: other?.pieces ?? 0,
      opponentLines: other?.lines ?? 0,
      sent: stats?.sent ?? 0,
      received: stats?.received ?? 0,
      incoming: incoming.waiting + incoming.ready,
      boardPx: screen.cellSize * 20,
      fieldRect: screen.fieldRect(0),
      fieldRect2: arena.games.length > 1 ? screen.fieldRect(1) : "",
      textRect: screen.textRect(),
    };
  }

  /** Starts the same kind of game again (a rematch on a new seed, or the same seed). */
  private again(game: Game, seed: string): void {
    if (game.kind === "bot") this.versus.against(game.opponent, seed);
    else if (game.kind === "2p") this.startTwoPlayers(seed);
    else if (game.kind === "challenge") this.challenge.start(game.seed, game.challenger);
    else this.again(game.back, seed);
  }

  private finished(screen: VersusScreen): void {
    const game = this.game;
    if (!game || this.screen !== screen) return;
    this.stopGame();
    if (game.kind === "watch") return this.watchFinished(game);
    if (game.kind === "challenge") return this.challenge.finished(game.arena, game.seed, game.challenger);
    const result = game.arena.match.result;
    const names = game.kind === "bot" ? ["You", opponentName(game.opponent)] : ["Player 1", "Player 2"];
    const headline = result === "draw" || result === null ? "Draw" : game.kind === "bot" ? (result === 0 ? "You win!" : "You lose") : `${names[result]} wins!`;
    this.shell.report({ result: result === null ? "draw" : String(result) });
    const replays = game.arena.replays();
    const labels = game.kind === "bot" ? ["YOU", opponentLabel(game.opponent)] : ["PLAYER 1", "PLAYER 2"];
    const played: PlayResult = {
      headline,
      lines: [`Seed ${game.seed}`, ...[0, 1].map((side) => ({ player: names[side]!, figures: statsFigures(game.arena.stats(side)) }))],
      again: () => this.again(game, this.session.newSeed()),
      againLabel: "Rematch",
      items: [{ id: "watch", label: "Watch the replay", run: this.session.closing(() => this.watchMatch(replays, labels, game)) }],
      newSeed: false,
    };
    if (game.kind !== "bot") return void this.session.results(played);
    this.versus.results(result === 0 ? "win" : result === 1 ? "loss" : "draw", played, this.session.newSeed());
  }

  watchMatch(replays: readonly Replay[], labels: string[], back: Game): void {
    this.play({ kind: "watch", arena: new WatchArena(replays, this.shell.host), labels, back }, labels);
  }

  private watchFinished(game: Extract<Game, { kind: "watch" }>): void {
    const lines = game.arena.games.map(
      (g, side) => `${game.labels[side]}: ${plural(g.lines, "line")} · ${plural(g.pieces, "piece")} · ${formatFrames(g.frame)}`,
    );
    void this.session.results({
      headline: "Replay finished",
      lines,
      again: () => this.again(game.back, this.session.newSeed()),
      items: [{ id: "watch", label: "Watch again", run: this.session.closing(() => this.watchMatch(game.arena.replays, game.labels, game.back)) }],
      newSeed: false,
    });
  }

  private stopGame(): void {
    if (this.game?.kind === "watch") this.game.arena.destroy(); // its viewer's bar
    this.thinker?.stop();
    this.thinker = null;
  }
}
