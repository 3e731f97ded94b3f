// The versus modes in the app: "versus" (you against the bot: one of our four strengths, or
// another TBP bot loaded from its worker script), "versus-2p" (two people on one device, split
// screen) and "challenge" (a challenge link: the same pieces and garbage as a friend, results
// compared; versus-challenge.ts). The solo modes stay in session.ts. Who thinks for the bot is
// versus-thinker.ts; the two-player touch halves and hint are versus-halves.ts.
import { plural, type GameSession, type MountOptions, type Replay } from "@arcade/core";
import { GameShell, PanelPopup, PastePopup, PausePopup, ResultsPopup, type PopupButton } from "@arcade/core/stage";
import { isBotName, STRENGTHS, type Strength } from "../analysis/bot.ts";
import { CHALLENGE_MODE } from "../analysis/challenge.ts";
import { BOT_PACE, VersusBot } from "../analysis/versus-bot.ts";
import { meta } from "../meta.ts";
import { GameRecorder } from "../rules/replay.ts";
import type { GameConfig } from "../rules/types.ts";
import { Controller } from "./controller.ts";
import { handlingFrom } from "./input.ts";
import { formatFrames } from "./screen.ts";
import { MatchArena, type Arena } from "./versus-arena.ts";
import { WatchArena, withReplayBar } from "./watch-arena.ts";
import { ChallengeFlow, type VersusHost } from "./versus-challenge.ts";
import { STRENGTH_TITLE, challengeTarget, opponentLabel, opponentName, statsLine, type Game, type Opponent } from "./versus-game.ts";
import { TouchHalves, twoPlayerHint } from "./versus-halves.ts";
import { VersusScreen } from "./versus-screen.ts";
import { versusShellConfig } from "./versus-shell.ts";
import { BotThinker, TbpThinker, tbpScriptUrl, type Thinker } from "./versus-thinker.ts";

/** A TBP bot plays at this strength's pace (our strongest's). */
const TBP_PACE: Strength = "expert";

export class VersusSession implements VersusHost {
  private screen: VersusScreen | null = null;
  private game: Game | null = null;
  private thinker: Thinker | null = null;
  private readonly halves: TouchHalves;
  private readonly challenge = new ChallengeFlow(this);
  /** Settles when the screen last shown is up (a problem popup goes over it, not under). */
  private shown: Promise<void> = Promise.resolve();
  /** The last TBP bot script typed (offered again in the box). */
  private tbpUrl = "";

  private constructor(
    readonly shell: GameShell,
    readonly options: MountOptions,
  ) {
    this.halves = new TouchHalves(shell, () => this.screen);
  }

  static async mount(host: HTMLElement, options: MountOptions): Promise<GameSession> {
    let session: VersusSession | null = null;
    const twoPlayers = options.mode === "versus-2p";
    const shell = await GameShell.create(
      host,
      options,
      versusShellConfig(
        () => session?.screen ?? null,
        () => session?.pauseMenu() ?? null,
        { twoPlayers, settings: options.settings.values },
      ),
    );
    const created = (session = new VersusSession(shell, options));
    created.begin();
    return {
      pause: () => shell.pause(),
      resume: () => shell.resume(),
      destroy: () => {
        created.stopGame();
        created.halves.unbind();
        shell.destroy();
      },
    };
  }

  private get host(): HTMLElement {
    return this.shell.host;
  }

  private begin(): void {
    const { mode, params = {} } = this.options;
    if (mode === "versus-2p") return this.startTwoPlayers(this.options.seed);
    if (mode === "challenge") return this.challenge.open(params.challenge, this.options.seed);
    const bot = params.bot;
    if (bot !== undefined && isBotName(bot) && (STRENGTHS as readonly string[]).includes(bot))
      return this.startBot({ strength: bot as Strength }, this.options.seed);
    this.chooseBot(this.options.seed);
  }

  config(seed: string): GameConfig {
    const handling = handlingFrom(this.options.settings.values);
    return { seed, mode: CHALLENGE_MODE, allow180: handling.allow180, softDropFactor: handling.softDropFactor };
  }

  controller(): Controller {
    return new Controller(handlingFrom(this.options.settings.values));
  }

  private newSeed(): string {
    return Date.now().toString(36);
  }

  // ---- Versus the bot -------------------------------------------------------------------

  private chooseBot(seed: string): void {
    void this.shell.present(
      new PanelPopup(this.host, {
        role: "choose-bot",
        title: "Choose your opponent",
        lines: ["Same pieces for both of you; clears send garbage.", "Stronger bots build T-spins, back-to-backs and combos, and place pieces faster:"],
        buttons: [
          ...STRENGTHS.map((strength) => ({
            id: strength,
            label: `${STRENGTH_TITLE[strength]} · ${plural(BOT_PACE[strength], "piece")}/s`,
            run: () => this.startBot({ strength }, seed),
          })),
          { id: "tbp", label: "Another TBP bot…", run: () => this.askTbpBot(seed) },
          { id: "quit", label: "Quit", run: () => this.options.services.exit() },
        ],
      }),
    );
  }

  /** Asks for a TBP bot's worker script (any bot that speaks TBP as a Web Worker). */
  private askTbpBot(seed: string): void {
    void this.shell.present(
      new PastePopup(this.host, {
        role: "tbp-bot",
        title: "Play another TBP bot",
        explanation: `The address of a Tetris Bot Protocol bot's Web Worker script. It plays at ${plural(BOT_PACE[TBP_PACE], "piece")}/s.`,
        placeholder: this.tbpUrl || "https://…/bot-worker.js",
        submitLabel: "Play",
        submit: (text) => {
          const checked = tbpScriptUrl(text, globalThis.location?.href ?? "http://localhost/");
          if ("problem" in checked) return checked.problem;
          this.tbpUrl = checked.url;
          void this.shell.dismiss().then(() => this.startBot({ strength: TBP_PACE, tbp: checked.url }, seed));
          return null;
        },
        back: () => void this.shell.dismiss(),
      }),
    );
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
    this.game = { kind: "bot", opponent, seed, arena };
    this.show(arena, ["YOU", opponentLabel(opponent)], false);
  }

  /** The TBP bot failed (would not load, or cannot play): stop, say why, offer another opponent. */
  private botProblem(message: string, seed: string): void {
    this.stopGame();
    void this.shown.then(() =>
      this.shell.present(
        new PanelPopup(this.host, {
          role: "problem",
          title: "The TBP bot cannot play",
          lines: [message],
          buttons: [
            { id: "choose-bot", label: "Another opponent", run: () => this.chooseBot(seed) },
            { id: "quit", label: "Quit", run: () => this.options.services.exit() },
          ],
        }),
      ),
    );
  }

  // ---- Two players ------------------------------------------------------------------------

  private startTwoPlayers(seed: string): void {
    this.stopGame();
    const config = this.config(seed);
    const arena = new MatchArena(
      [new GameRecorder(config), new GameRecorder(config)],
      [
        { kind: "person", controller: this.controller() },
        { kind: "person", controller: this.controller() },
      ],
    );
    this.game = { kind: "2p", seed, arena };
    this.show(arena, ["PLAYER 1", "PLAYER 2"], true);
    this.halves.bind();
    twoPlayerHint(this.shell, this.options);
  }

  // ---- Screens, results, pause --------------------------------------------------------------

  play(game: Game, labels: string[]): void {
    this.stopGame();
    this.game = game;
    this.show(game.arena, labels, game.kind === "2p");
  }

  private show(arena: Arena, labels: string[], twoPlayers: boolean, countdown = true): void {
    const shared = this.options.settings.shared;
    const game = this.game;
    if (!twoPlayers) this.halves.unbind();
    const screen: VersusScreen = new VersusScreen(arena, {
      labels,
      twoPlayers,
      palette: shared.palette,
      soundVolume: shared.soundVolume,
      reducedMotion: shared.reducedMotion,
      insets: () => (arena instanceof WatchArena ? withReplayBar(this.shell.insets) : this.shell.insets),
      countdown,
      ...(game?.kind === "challenge" ? { target: () => challengeTarget(game.challenger, game.arena.run.game.frame) } : {}),
      onChange: () => this.report(),
      onEnd: () => this.finished(screen),
    });
    this.screen = screen;
    this.shown = this.shell.showScreen(screen).then(() => this.report());
  }

  private report(): void {
    const game = this.game;
    if (!game) return;
    const arena = game.arena;
    const [you, other] = arena.games;
    const stats = arena.stats(0);
    const incoming = arena.incoming(0);
    this.shell.report({
      mode: this.options.mode,
      frame: you?.frame ?? 0,
      pieces: you?.pieces ?? 0,
      lines: you?.lines ?? 0,
      over: you?.over ?? "",
      opponentPieces: other?.pieces ?? 0,
      opponentLines: other?.lines ?? 0,
      sent: stats?.sent ?? 0,
      received: stats?.received ?? 0,
      incoming: incoming.waiting + incoming.ready,
      boardPx: (this.screen?.cellSize(0) ?? 0) * 20,
      fieldRect: this.screen?.fieldRect(0) ?? "",
      fieldRect2: arena.games.length > 1 ? (this.screen?.fieldRect(1) ?? "") : "",
    });
  }

  /** Starts the same kind of game again (a rematch on a new seed, or the same seed). */
  private again(game: Game, seed: string): void {
    if (game.kind === "bot") this.startBot(game.opponent, seed);
    else if (game.kind === "2p") this.startTwoPlayers(seed);
    else if (game.kind === "challenge") this.challenge.start(game.seed, game.challenger);
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
    const items: PopupButton[] = [
      { id: "watch", label: "Watch the replay", run: () => this.watch(replays, labels, game) },
      ...(game.kind === "bot" ? [{ id: "choose-bot", label: "Another opponent", run: () => this.chooseBot(this.newSeed()) }] : []),
    ];
    void this.shell.present(
      new ResultsPopup(this.host, {
        headline,
        lines: [`Seed ${game.seed}`, ...[0, 1].map((side) => `${names[side]}: ${statsLine(game.arena.stats(side))}`)],
        again: () => this.again(game, this.newSeed()),
        againLabel: "Rematch",
        items,
        quit: () => this.options.services.exit(),
      }),
    );
  }

  watch(replays: readonly Replay[], labels: string[], back: Game): void {
    this.stopGame();
    const arena = new WatchArena(replays, this.host);
    this.game = { kind: "watch", arena, labels, back };
    this.show(arena, labels, back.kind === "2p", false);
  }

  private watchFinished(game: Extract<Game, { kind: "watch" }>): void {
    const back = game.back;
    void this.shell.present(
      new ResultsPopup(this.host, {
        headline: "Replay finished",
        lines: game.arena.games.map((g, side) => `${game.labels[side]}: ${plural(g.lines, "line")} · ${plural(g.pieces, "piece")} · ${formatFrames(g.frame)}`),
        again: () => this.again(back, this.newSeed()),
        items: [{ id: "watch", label: "Watch again", run: () => this.watch(game.arena.replays, game.labels, back) }],
        quit: () => this.options.services.exit(),
      }),
    );
  }

  private pauseMenu(): PanelPopup | null {
    const game = this.game;
    if (!game || !this.screen || game.arena.over) return null;
    const restart = (): void => {
      if (game.kind === "watch") this.watch(game.arena.replays, game.labels, game.back);
      else this.again(game, game.seed);
    };
    return new PausePopup(this.host, {
      subtitle:
        game.kind === "watch"
          ? "Watching a replay"
          : `${meta.modes.find((m) => m.id === this.options.mode)?.title ?? ""} · seed ${"seed" in game ? game.seed : ""}`,
      resume: () => void this.shell.dismiss(),
      items: [{ id: "restart", label: "Restart", run: restart }],
      quit: () => this.options.services.exit(),
    });
  }

  private stopGame(): void {
    if (this.game?.kind === "watch") this.game.arena.destroy(); // its viewer's bar
    this.thinker?.stop();
    this.thinker = null;
  }
}
