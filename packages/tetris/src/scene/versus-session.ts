// The versus modes in the app: "versus" (you against the bot), "versus-2p" (two people on one
// device, split screen) and "challenge" (a challenge link: the same pieces and garbage as a
// friend, results compared). The solo modes stay in session.ts.
import { InputError, located, type GameSession, type MountOptions, type Replay } from "@arcade/core";
import { bindGestures, CopyPopup, GameShell, PanelPopup, PastePopup, PausePopup, ResultsPopup, type PopupButton } from "@arcade/core/stage";
import { isBotName, STRENGTHS, type Strength } from "../analysis/bot.ts";
import {
  CHALLENGE_FRAMES,
  CHALLENGE_MODE,
  ChallengeRun,
  challengeCode,
  compareChallenge,
  verifyChallenge,
  type ChallengeResult,
} from "../analysis/challenge.ts";
import { BOT_PACE, VersusBot, VersusBotBrain, type VersusBotReply, type VersusBotRequest } from "../analysis/versus-bot.ts";
import { meta } from "../meta.ts";
import { GameRecorder } from "../rules/replay.ts";
import type { GameConfig } from "../rules/types.ts";
import { Controller } from "./controller.ts";
import { handlingFrom } from "./input.ts";
import { keyName } from "./names.ts";
import { formatFrames } from "./screen.ts";
import { ChallengeArena, MatchArena, WatchArena, type Arena, type SideStats } from "./versus-arena.ts";
import { VersusScreen } from "./versus-screen.ts";
import { versusShellConfig } from "./versus-shell.ts";

const TWO_PLAYER_HINT = "tetris-two-players";
const STRENGTH_TITLE: Record<Strength, string> = { easy: "Easy", medium: "Medium", hard: "Hard", expert: "Expert" };

/** The bot's brain in a Web Worker (the frame stays free), or in the page where workers are missing. */
class BotThinker {
  private readonly worker: Worker | null;
  private readonly brain = new VersusBotBrain();
  private listener: ((reply: VersusBotReply) => void) | null = null;

  constructor(seed: string, strength: Strength) {
    let worker: Worker | null = null;
    try {
      worker = new Worker(new URL("../analysis/versus-worker.ts", import.meta.url), { type: "module" });
      worker.addEventListener("message", (event: MessageEvent<VersusBotReply>) => this.listener?.(event.data));
    } catch {
      worker = null;
    }
    this.worker = worker;
    this.post({ kind: "start", seed, strength });
  }

  listen(listener: (reply: VersusBotReply) => void): void {
    this.listener = listener;
  }

  post(request: VersusBotRequest): void {
    if (this.worker) return this.worker.postMessage(request);
    const reply = this.brain.handle(request);
    if (reply) queueMicrotask(() => this.listener?.(reply));
  }

  stop(): void {
    this.worker?.terminate();
    this.listener = null;
  }
}

type Game =
  | { kind: "bot"; strength: Strength; seed: string; arena: MatchArena }
  | { kind: "2p"; seed: string; arena: MatchArena }
  | { kind: "challenge"; seed: string; arena: ChallengeArena; challenger: Challenger | null }
  | { kind: "watch"; arena: WatchArena; labels: string[]; back: Game };

interface Challenger {
  name: string;
  code: string;
  result: ChallengeResult;
  replay: Replay;
}

export class VersusSession {
  private screen: VersusScreen | null = null;
  private game: Game | null = null;
  private thinker: BotThinker | null = null;
  private halves: { dispose(): void }[] = [];
  private halfElements: HTMLElement[] = [];

  private constructor(
    private readonly shell: GameShell,
    private readonly options: MountOptions,
  ) {}

  static async mount(host: HTMLElement, options: MountOptions): Promise<GameSession> {
    let session: VersusSession | null = null;
    const twoPlayers = options.mode === "versus-2p";
    const shell = await GameShell.create(
      host,
      options,
      versusShellConfig(
        () => session?.screen ?? null,
        () => session?.pauseMenu() ?? null,
        { twoPlayers },
      ),
    );
    const created = (session = new VersusSession(shell, options));
    created.begin();
    return {
      pause: () => shell.pause(),
      resume: () => shell.resume(),
      destroy: () => {
        created.stopGame();
        created.unbindHalves();
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
    if (mode === "challenge") return this.openChallenge(params.challenge);
    const bot = params.bot;
    if (bot !== undefined && isBotName(bot) && (STRENGTHS as readonly string[]).includes(bot)) return this.startBot(bot as Strength, this.options.seed);
    this.chooseBot(this.options.seed);
  }

  private config(seed: string): GameConfig {
    const handling = handlingFrom(this.options.settings.values);
    return { seed, mode: CHALLENGE_MODE, allow180: handling.allow180, softDropFactor: handling.softDropFactor };
  }

  private controller(): Controller {
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
        lines: ["Same pieces for both of you; clears send garbage.", "The bot places pieces at a steady pace:"],
        buttons: [
          ...STRENGTHS.map((strength) => ({
            id: strength,
            label: `${STRENGTH_TITLE[strength]} · ${BOT_PACE[strength]} pieces/s`,
            run: () => this.startBot(strength, seed),
          })),
          { id: "quit", label: "Quit", run: () => this.options.services.exit() },
        ],
      }),
    );
  }

  private startBot(strength: Strength, seed: string): void {
    this.stopGame();
    const thinker = (this.thinker = new BotThinker(seed, strength));
    const config = this.config(seed);
    const arena = new MatchArena(
      [new GameRecorder(config), new GameRecorder(config)],
      [
        { kind: "person", controller: this.controller() },
        {
          kind: "bot",
          bot: (recorder) => {
            const bot = new VersusBot(recorder, strength, (key, position) => thinker.post({ kind: "plan", key, position }));
            thinker.listen((reply) => bot.receive(reply));
            return bot;
          },
        },
      ],
    );
    this.game = { kind: "bot", strength, seed, arena };
    this.show(arena, ["YOU", `BOT · ${STRENGTH_TITLE[strength].toUpperCase()}`], false);
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
    this.bindHalves();
    this.twoPlayerHint();
  }

  /** Each half of the screen takes its player's touch gestures (an invisible layer per half). */
  private bindHalves(): void {
    this.unbindHalves();
    const canvas = this.shell.stage.app.canvas;
    for (const side of [0, 1]) {
      const half = document.createElement("div");
      half.dataset.half = String(side + 1);
      half.style.cssText = `position:absolute;top:0;bottom:0;${side === 0 ? "left:0" : "right:0"};width:50%;touch-action:none;z-index:1`;
      this.host.append(half);
      const options = () => ({ cellSize: this.screen?.cellSize(side) ?? 20, width: half.clientWidth || canvas.clientWidth / 2 });
      const gestures = bindGestures(half, options(), (g) => this.screen?.gesture(side, g));
      const resize = () => gestures.resize(options());
      window.addEventListener("resize", resize);
      this.halves.push({
        dispose: () => {
          window.removeEventListener("resize", resize);
          gestures.dispose();
        },
      });
      this.halfElements.push(half);
    }
  }

  private unbindHalves(): void {
    for (const half of this.halves.splice(0)) half.dispose();
    for (const element of this.halfElements.splice(0)) element.remove();
  }

  /** How two people play, once (remembered by the host): the key sets, or the halves on a touch screen. */
  private twoPlayerHint(): void {
    const services = this.options.services;
    if (services.hintSeen(TWO_PLAYER_HINT)) return;
    const touch = globalThis.matchMedia?.("(pointer: coarse)").matches === true;
    const keys = (prefix: string) =>
      ["Left", "Right", "SoftDrop", "HardDrop", "RotateCCW", "RotateCW", "Hold"]
        .map((a) => (this.options.settings.keys[`${prefix}${a}`] ?? [])[0] ?? "–")
        .map(keyName)
        .join(" ");
    const lines = touch
      ? [
          "Each half of the screen is one player's: drag to move, tap to rotate, flick down to drop, flick up to hold.",
          "Same pieces for both; clears send garbage to the other side.",
        ]
      : [
          `Player 1 (left board): ${keys("p1")} — move, soft drop, hard drop, rotate, hold (or the usual keys)`,
          `Player 2 (right board): ${keys("p2")}`,
          "Keys can be changed in Settings.",
        ];
    void this.shell.present(
      new PanelPopup(this.host, {
        role: "hint",
        title: "Two players",
        lines,
        buttons: [
          {
            id: "ok",
            label: "Start",
            run: () => {
              services.markHintSeen(TWO_PLAYER_HINT);
              void this.shell.dismiss();
            },
          },
        ],
      }),
    );
  }

  // ---- Challenge ---------------------------------------------------------------------------

  private openChallenge(code: string | undefined, seed = this.options.seed): void {
    if (code === undefined) return this.challengeIntro(seed, null);
    let challenger: Challenger;
    try {
      const verified = verifyChallenge(code, seed);
      challenger = { name: verified.name, code, result: verified.result, replay: verified.run.recorder.replay() };
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      return this.problem("This challenge link does not work", located(error), seed);
    }
    this.challengeIntro(seed, challenger);
  }

  private challengeIntro(seed: string, challenger: Challenger | null): void {
    const lines = [
      `Survive ${CHALLENGE_FRAMES / 3600} minutes of garbage, fixed by the seed: the same pieces and the same attacks for everyone.`,
      "Your clears cancel incoming garbage first.",
      ...(challenger
        ? [`${challenger.name}: ${resultLine(challenger.result)} (checked by re-playing their game)`]
        : ["When you finish, send a link to a friend to take on your result."]),
    ];
    void this.shell.present(
      new PanelPopup(this.host, {
        role: "challenge",
        title: challenger ? `${challenger.name}'s challenge` : "Challenge",
        lines,
        buttons: [
          { id: "play", label: "Play", run: () => this.startChallenge(seed, challenger) },
          ...(challenger ? [{ id: "watch-challenger", label: `Watch ${challenger.name}'s game`, run: () => this.watchChallenger(seed, challenger) }] : []),
          { id: "quit", label: "Quit", run: () => this.options.services.exit() },
        ],
      }),
    );
  }

  private startChallenge(seed: string, challenger: Challenger | null): void {
    this.stopGame();
    const arena = new ChallengeArena(new ChallengeRun(this.config(seed)), this.controller(), challenger);
    this.game = { kind: "challenge", seed, arena, challenger };
    this.show(arena, challenger ? ["YOU", challenger.name.toUpperCase()] : ["YOU"], false);
  }

  private watchChallenger(seed: string, challenger: Challenger): void {
    const back: Game = { kind: "challenge", seed, arena: new ChallengeArena(new ChallengeRun(this.config(seed)), this.controller(), challenger), challenger };
    this.watch([challenger.replay], [challenger.name.toUpperCase()], back);
  }

  /** Asks for the player's name and shows the challenge link for their game. */
  private sendChallenge(run: ChallengeRun, seed: string): void {
    void this.shell.present(
      new PastePopup(this.host, {
        role: "challenge-name",
        title: "Send a challenge",
        explanation: "Your name, as your friend will see it (1 to 16 letters, digits, spaces or hyphens):",
        placeholder: "Your name",
        submitLabel: "Make the link",
        submit: (text) => {
          let code: string;
          try {
            code = challengeCode(text, run.recorder);
          } catch (error) {
            if (error instanceof InputError) return error.message;
            throw error;
          }
          const link = this.options.services.shareLink({ mode: "challenge", seed, params: { challenge: code } });
          // The name is taken: the link replaces the name box (Back returns to the results).
          void this.shell
            .dismiss()
            .then(() =>
              this.shell.present(new CopyPopup(this.host, { role: "share", title: "Your challenge link", text: link, back: () => void this.shell.dismiss() })),
            );
          return null;
        },
        back: () => void this.shell.dismiss(),
      }),
    );
  }

  // ---- Screens, results, pause --------------------------------------------------------------

  private show(arena: Arena, labels: string[], twoPlayers: boolean, countdown = true): void {
    const shared = this.options.settings.shared;
    if (!twoPlayers) this.unbindHalves();
    const screen: VersusScreen = new VersusScreen(arena, {
      labels,
      twoPlayers,
      palette: shared.palette,
      soundVolume: shared.soundVolume,
      reducedMotion: shared.reducedMotion,
      reserveBottom: this.shell.reservedBottom,
      countdown,
      onChange: () => this.report(),
      onEnd: () => this.finished(screen),
    });
    this.screen = screen;
    void this.shell.showScreen(screen).then(() => this.report());
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
      pieces: you?.pieces ?? 0,
      lines: you?.lines ?? 0,
      over: you?.over ?? "",
      opponentPieces: other?.pieces ?? 0,
      opponentLines: other?.lines ?? 0,
      sent: stats?.sent ?? 0,
      received: stats?.received ?? 0,
      incoming: incoming.waiting + incoming.ready,
      boardPx: (this.screen?.cellSize(0) ?? 0) * 20,
    });
  }

  private finished(screen: VersusScreen): void {
    const game = this.game;
    if (!game || this.screen !== screen) return;
    this.thinker?.stop();
    this.thinker = null;
    if (game.kind === "watch") return this.watchFinished(game);
    if (game.kind === "challenge") return this.challengeFinished(game.arena, game.seed, game.challenger);
    const result = game.arena.match.result;
    const names = game.kind === "bot" ? ["You", `Bot (${STRENGTH_TITLE[game.strength]})`] : ["Player 1", "Player 2"];
    const headline = result === "draw" || result === null ? "Draw" : game.kind === "bot" ? (result === 0 ? "You win!" : "You lose") : `${names[result]} wins!`;
    this.shell.report({ result: result === null ? "draw" : String(result) });
    const replays = game.arena.replays();
    const labels = game.kind === "bot" ? ["YOU", `BOT · ${STRENGTH_TITLE[game.strength].toUpperCase()}`] : ["PLAYER 1", "PLAYER 2"];
    const rematch = () => (game.kind === "bot" ? this.startBot(game.strength, this.newSeed()) : this.startTwoPlayers(this.newSeed()));
    const items: PopupButton[] = [
      { id: "watch", label: "Watch the replay", run: () => this.watch(replays, labels, game) },
      ...(game.kind === "bot" ? [{ id: "choose-bot", label: "Another opponent", run: () => this.chooseBot(this.newSeed()) }] : []),
    ];
    void this.shell.present(
      new ResultsPopup(this.host, {
        headline,
        lines: [`Seed ${game.seed}`, ...[0, 1].map((side) => `${names[side]}: ${statsLine(game.arena.stats(side))}`)],
        again: rematch,
        againLabel: "Rematch",
        items,
        quit: () => this.options.services.exit(),
      }),
    );
  }

  private challengeFinished(arena: ChallengeArena, seed: string, challenger: Challenger | null): void {
    const mine = arena.run.result();
    this.shell.report({ result: mine.survived ? "survived" : "toppedOut" });
    const lines = [`Seed ${seed}`, `You: ${resultLine(mine)}`];
    let headline = mine.survived ? "You survived!" : "Topped out";
    if (challenger) {
      lines.push(`${challenger.name}: ${resultLine(challenger.result)}`);
      const order = compareChallenge(mine, challenger.result);
      headline = order < 0 ? `You beat ${challenger.name}!` : order > 0 ? `${challenger.name} wins` : "A tie";
    }
    const replay = arena.run.recorder.replay();
    const items: PopupButton[] = [
      { id: "send", label: challenger ? `Send your result to ${challenger.name}` : "Send as a challenge", run: () => this.sendChallenge(arena.run, seed) },
      {
        id: "watch",
        label: "Watch the replay",
        run: () =>
          this.watch(challenger ? [replay, challenger.replay] : [replay], challenger ? ["YOU", challenger.name.toUpperCase()] : ["YOU"], {
            kind: "challenge",
            seed,
            arena,
            challenger,
          }),
      },
    ];
    void this.shell.present(
      new ResultsPopup(this.host, {
        headline,
        lines,
        again: () => this.startChallenge(seed, challenger),
        items,
        quit: () => this.options.services.exit(),
      }),
    );
  }

  private watch(replays: readonly Replay[], labels: string[], back: Game): void {
    this.stopGame();
    const arena = new WatchArena(replays);
    this.game = { kind: "watch", arena, labels, back };
    this.show(arena, labels, back.kind === "2p", false);
  }

  private watchFinished(game: Extract<Game, { kind: "watch" }>): void {
    const back = game.back;
    const again = () => {
      if (back.kind === "bot") this.startBot(back.strength, this.newSeed());
      else if (back.kind === "2p") this.startTwoPlayers(this.newSeed());
      else if (back.kind === "challenge") this.startChallenge(back.seed, back.challenger);
    };
    void this.shell.present(
      new ResultsPopup(this.host, {
        headline: "Replay finished",
        lines: game.arena.games.map((g, side) => `${game.labels[side]}: ${g.lines} lines · ${g.pieces} pieces · ${formatFrames(g.frame)}`),
        again,
        items: [{ id: "watch", label: "Watch again", run: () => this.watch(game.arena.replays, game.labels, back) }],
        quit: () => this.options.services.exit(),
      }),
    );
  }

  private pauseMenu(): PanelPopup | null {
    const game = this.game;
    if (!game || !this.screen || game.arena.over) return null;
    const restart = (): void => {
      if (game.kind === "bot") this.startBot(game.strength, game.seed);
      else if (game.kind === "2p") this.startTwoPlayers(game.seed);
      else if (game.kind === "challenge") this.startChallenge(game.seed, game.challenger);
      else this.watch(game.arena.replays, game.labels, game.back);
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

  /** A link that cannot be used: say why, and offer a plain challenge instead. */
  private problem(title: string, message: string, seed: string): void {
    void this.shell.present(
      new PanelPopup(this.host, {
        role: "problem",
        title,
        lines: [message],
        buttons: [
          { id: "fallback", label: "Play the challenge without it", run: () => this.startChallenge(seed, null) },
          { id: "quit", label: "Quit", run: () => this.options.services.exit() },
        ],
      }),
    );
  }

  private stopGame(): void {
    this.thinker?.stop();
    this.thinker = null;
  }
}

function statsLine(stats: SideStats | null): string {
  if (!stats) return "";
  const app = stats.pieces === 0 ? "0.00" : (stats.attack / stats.pieces).toFixed(2);
  return `${app} attack/piece · sent ${stats.sent} · received ${stats.received} · ${stats.pieces} pieces · ${formatFrames(stats.frames)}`;
}

function resultLine(result: ChallengeResult): string {
  const time = result.survived ? `survived ${formatFrames(result.frames)}` : `topped out at ${formatFrames(result.frames)}`;
  return `${time} · sent ${result.sent} · ${result.pieces} pieces · ${result.lines} lines`;
}
