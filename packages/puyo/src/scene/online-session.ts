// "Play online" for Puyo: core's OnlineSession (the RoomLobby — create, join, share, rematch,
// reconnect and reload rejoin, the network's messages —, the room's messages to the arena, the
// heartbeat, the results from the verdict, the pause menu, a game that goes on when the page loses
// attention) around Puyo's part — the online screen over a PuyoOnlineArena (your game with the
// Tsu nuisance rules, the opponent's as the room relays it), Puyo's figures, watching the records,
// and the state reported for the end-to-end tests.
import { numberSetting, plural, type GameSession, type MountOptions, type Replay } from "@arcade/core";
import type { GameStartMessage, PlayerNumber, PlayerVerdict, ResumeMessage } from "@arcade/core/rooms";
import { OnlineSession, REPLAY_BAR_HEIGHT, ReplayViewer, mountOnline, type Figures, type GameShell, type RoomLink } from "@arcade/core/stage";
import { meta } from "../meta.ts";
import { DEFAULT_ONLINE_OPTIONS } from "../online/checker.ts";
import { OnlinePuyoPlayer } from "../online/player.ts";
import { PUYO_RULES, REPLAY_GAME } from "../rules/replay.ts";
import type { SteppedGame } from "../rules/stepped.ts";
import { PuyoOnlineArena } from "./online-arena.ts";
import { OnlineScreen } from "./online-screen.ts";
import { PuyoScreen } from "./screen.ts";
import { timeText } from "./side-text.ts";
import { buttons } from "./play-controls.ts";

export class PuyoOnlineSession extends OnlineSession<PuyoOnlineArena> {
  readonly game = REPLAY_GAME;
  readonly title = "Puyo Puyo";
  readonly pitch = "Play a friend on another device: the same pairs for both, nuisance both ways by Tsu rules.";
  protected readonly ended = "topped out";
  private screen: OnlineScreen | PuyoScreen | null = null;

  private constructor(shell: GameShell, options: MountOptions) {
    super(shell, options);
  }

  static mount(host: HTMLElement, options: MountOptions): Promise<GameSession> {
    return mountOnline<PuyoOnlineSession>(
      host,
      options,
      (session) => ({
        onAction: (action, pressed) => session()?.screen?.input(action, pressed),
        gamepad: { 14: "left", 15: "right", 13: "softDrop", 12: "hardDrop", 0: "rotateCW", 1: "rotateCCW", 9: "pause" },
        touchButtons: buttons("online"),
        gestures: { cellSize: () => session()?.screen?.cellSize ?? 24, onGesture: (gesture) => session()?.screen?.gesture(gesture) },
      }),
      (shell) => new PuyoOnlineSession(shell, options),
    );
  }

  /** Both play Tsu with four colours (the room checks that both ready with the same). */
  readyOptions(): Record<string, unknown> {
    return { ...DEFAULT_ONLINE_OPTIONS };
  }

  /** A game: a new one at `game_start`, or after a reload your game rebuilt from what the room kept. */
  start(start: GameStartMessage, you: PlayerNumber, link: RoomLink, resume?: ResumeMessage): void {
    const player = resume && OnlinePuyoPlayer.restore(start, you, resume);
    const arena = new PuyoOnlineArena(start, you, link, player);
    this.play(arena);
    if (resume) arena.receive(resume);
    const values = this.options.settings.values;
    const shared = this.options.settings.shared;
    const screen: OnlineScreen = new OnlineScreen(arena, {
      das: numberSetting(meta.settings, values, "das"),
      arr: numberSetting(meta.settings, values, "arr"),
      soundVolume: shared.soundVolume,
      haptics: shared.haptics,
      palette: shared.palette,
      reducedMotion: shared.reducedMotion,
      countdown: resume === undefined,
      insets: () => this.shell.insets,
      invalidate: () => this.shell.invalidate(),
      report: (values) => this.shell.report(values),
      onChange: () => this.changed(),
      onEnd: () => {
        if (this.screen === screen) this.ending(start.number);
      },
    });
    this.screen = screen;
    void this.shell.showScreen(screen).then(() => this.changed());
  }

  /** The results, with both records to watch. */
  private ending(number: number): void {
    if (!this.arena) return;
    const [yours, opponents] = this.arena.replays();
    this.results(number, [
      { id: "watch", label: "Watch your game", run: () => this.watch(yours, number) },
      { id: "watch-opponent", label: "Watch your opponent's game", run: () => this.watch(opponents, number) },
    ]);
  }

  /** Watches one of the game's records on the replay screen (its end brings the results back). */
  private watch(replay: Replay, number: number): void {
    this.lobby.watching();
    let screen: PuyoScreen | null = null;
    const viewer: ReplayViewer<SteppedGame> = new ReplayViewer({
      rules: PUYO_RULES,
      record: replay,
      rate: 60,
      host: this.shell.host,
      onSeek: (game) => screen?.seeked(game),
    });
    const shared = this.options.settings.shared;
    screen = new PuyoScreen(
      { kind: "watch", viewer, replay },
      {
        das: 0,
        arr: 0,
        soundVolume: shared.soundVolume,
        haptics: false,
        palette: shared.palette,
        countdown: false,
        // The viewer's bar sits at the bottom: the field stays above it.
        insets: () => ({ ...this.shell.insets, bottom: Math.max(this.shell.insets.bottom, REPLAY_BAR_HEIGHT) }),
        reducedMotion: shared.reducedMotion,
        invalidate: () => this.shell.invalidate(),
        // One field: the online screen's second rect goes.
        report: (values) => this.shell.report({ fieldRect2: "", ...values }),
        onTurn: () => undefined,
        onOver: () => this.ending(number),
      },
    );
    this.screen = screen;
    void this.shell.showScreen(screen);
  }

  /** Puyo's figures in a verdict (the room passes them through as the checker made them). */
  protected figures(verdict: PlayerVerdict): Figures {
    const { pieces, score, maxChain, sent, received } = verdict.stats;
    return [
      plural(Number(pieces), "pair"),
      plural(Number(score), "point"),
      `max chain ${String(maxChain)}`,
      `sent ${String(sent)}`,
      `received ${String(received)}`,
      timeText(verdict.frame),
    ];
  }

  /** State on the host element for the end-to-end tests (`data-*`): the lobby's, then both games'. */
  changed(): void {
    const arena = this.arena;
    const screen = this.screen instanceof OnlineScreen ? this.screen : null;
    this.shell.report({
      mode: this.options.mode,
      ...this.lobby.state(),
      pieces: arena?.player.game.game.index ?? 0,
      score: arena?.player.game.game.score ?? 0,
      sent: arena?.player.sent ?? 0,
      received: arena?.player.received ?? 0,
      pending: arena?.player.pending ?? 0,
      opponentPieces: arena?.opponent.game.game.index ?? 0,
      opponentSent: arena?.opponentSent ?? 0,
      over: arena?.player.done ? "toppedOut" : "",
      fieldPx: (screen?.cellSize ?? 0) * 6,
      opponentFieldPx: Math.round((screen?.opponentCell ?? 0) * 6),
    });
  }
}
