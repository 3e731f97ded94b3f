// "Play online" for Puyo: core's RoomLobby (create, join, share, rematch, reconnect and reload
// rejoin, the network's messages) around Puyo's part — the online screen over a PuyoOnlineArena
// (your game with the Tsu nuisance rules, the opponent's as the room relays it), the results from
// the room's verdict with both players' figures, the replays, the pause menu, and the state
// reported for the end-to-end tests.
import { numberSetting, type GameSession, type MountOptions, type Replay } from "@arcade/core";
import type { GameOverMessage, GameStartMessage, PlayerNumber, PlayerVerdict, ResumeMessage, ServerMessage } from "@arcade/core/rooms";
import { GameShell, PausePopup, ReplayViewer, RoomLobby, outcomeOf, type PanelPopup, type RoomGame, type RoomLink } from "@arcade/core/stage";
import { meta } from "../meta.ts";
import { DEFAULT_ONLINE_OPTIONS } from "../online/checker.ts";
import { OnlinePuyoPlayer } from "../online/player.ts";
import { PUYO_RULES, REPLAY_GAME } from "../rules/replay.ts";
import type { SteppedGame } from "../rules/stepped.ts";
import { PuyoOnlineArena } from "./online-arena.ts";
import { OnlineScreen } from "./online-screen.ts";
import { PuyoScreen, timeText } from "./screen.ts";
import { buttons } from "./session.ts";

export class PuyoOnlineSession implements RoomGame {
  readonly game = REPLAY_GAME;
  readonly title = "Puyo Puyo";
  readonly pitch = "Play a friend on another device: the same pairs for both, nuisance both ways by Tsu rules.";
  readonly lobby: RoomLobby;
  private arena: PuyoOnlineArena | null = null;
  private screen: OnlineScreen | PuyoScreen | null = null;

  private constructor(
    private readonly shell: GameShell,
    private readonly options: MountOptions,
  ) {
    this.lobby = new RoomLobby(shell, options, this);
  }

  static async mount(host: HTMLElement, options: MountOptions): Promise<GameSession> {
    let session: PuyoOnlineSession | null = null;
    const shell = await GameShell.create(host, options, {
      onAction: (action, pressed) => session?.screen?.input(action, pressed),
      gamepad: { 14: "left", 15: "right", 13: "softDrop", 12: "hardDrop", 0: "rotateCW", 1: "rotateCCW", 9: "pause" },
      touchButtons: buttons("online"),
      gestures: { cellSize: () => session?.screen?.cellSize ?? 24, onGesture: (gesture) => session?.screen?.gesture(gesture) },
      pauseMenu: () => session?.pauseMenu() ?? null,
      // The room keeps the game: a reload rejoins it (the lobby saves the room and its token).
      saveState: () => null,
    });
    const created = (session = new PuyoOnlineSession(shell, options));
    created.lobby.begin();
    return {
      pause: () => shell.pause(),
      resume: () => shell.resume(),
      destroy: () => {
        // Leaving the game (not a reload, which never destroys): nothing to rejoin any more.
        options.services.saveSession("");
        created.lobby.close();
        shell.destroy();
      },
    };
  }

  /** Both play Tsu with four colours (the room checks that both ready with the same). */
  readyOptions(): Record<string, unknown> {
    return { ...DEFAULT_ONLINE_OPTIONS };
  }

  /** A game: a new one at `game_start`, or after a reload your game rebuilt from what the room kept. */
  start(start: GameStartMessage, you: PlayerNumber, link: RoomLink, resume?: ResumeMessage): void {
    const player = resume && OnlinePuyoPlayer.restore(start, you, resume);
    const arena = (this.arena = new PuyoOnlineArena(start, you, link, player));
    if (resume) arena.receive(resume);
    const values = this.options.settings.values;
    const shared = this.options.settings.shared;
    const screen: OnlineScreen = new OnlineScreen(arena, {
      das: numberSetting(meta.settings, values, "das"),
      arr: numberSetting(meta.settings, values, "arr"),
      soundVolume: shared.soundVolume,
      haptics: shared.haptics,
      palette: shared.palette,
      countdown: resume === undefined,
      reserveBottom: this.shell.reservedBottom,
      onChange: () => this.changed(),
      onEnd: () => {
        if (this.screen === screen) this.results(start.number);
      },
    });
    this.screen = screen;
    void this.shell.showScreen(screen).then(() => this.changed());
  }

  receive(message: ServerMessage): void {
    const arena = this.arena;
    if (!arena) return;
    // A game_over again after a rejoin is the one already shown.
    if (message.type === "game_over" && arena.over) return;
    arena.receive(message);
    this.changed();
  }

  /** The heartbeat: the game reports at least once a second, paused or not. */
  heartbeat(): void {
    if (this.arena && !this.arena.over) this.arena.flush();
  }

  private results(number: number): void {
    const arena = this.arena;
    const verdict = arena?.verdict;
    if (!arena || !verdict) return;
    const you = arena.you;
    const [mine, theirs] = you === 1 ? verdict.players : [verdict.players[1], verdict.players[0]];
    const [yours, opponents] = arena.replays();
    this.lobby.showResults(
      outcomeOf(verdict.winner, you),
      [why(verdict, you, mine, theirs), `Room ${this.lobby.code} · game ${number}`, `You: ${verdictLine(mine)}`, `Opponent: ${verdictLine(theirs)}`],
      [
        { id: "watch", label: "Watch your game", run: () => this.watch(yours, number) },
        { id: "watch-opponent", label: "Watch your opponent's game", run: () => this.watch(opponents, number) },
      ],
    );
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
        insets: () => ({ top: 0, right: 0, left: 0, bottom: this.shell.reservedBottom }),
        reducedMotion: shared.reducedMotion,
        invalidate: () => this.shell.invalidate(),
        report: (values) => this.shell.report(values),
        onTurn: () => undefined,
        onOver: () => this.results(number),
      },
    );
    this.screen = screen;
    void this.shell.showScreen(screen);
  }

  private pauseMenu(): PanelPopup | null {
    if (this.lobby.phase !== "playing" || !this.arena || this.arena.over) return null;
    return new PausePopup(this.shell.host, {
      subtitle: `Online · room ${this.lobby.code} · your opponent plays on`,
      resume: () => void this.shell.dismiss(),
      items: [],
      quit: () => this.lobby.leave(),
    });
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

/** Why the game ended, for this player. */
function why(verdict: GameOverMessage, you: PlayerNumber, mine: PlayerVerdict, theirs: PlayerVerdict): string {
  if (verdict.reason === "forfeit") {
    return verdict.winner === you ? "Your opponent left the game." : "You were away, or your game fell too far behind, too long: the game counts as forfeited.";
  }
  if (verdict.reason === "rejected")
    return `The room rejected ${verdict.winner === you ? "your opponent's" : "your"} game: ${(verdict.winner === you ? theirs : mine).reason ?? ""}`;
  if (verdict.winner === null) return "You both topped out at the same frame.";
  return verdict.winner === you ? "Your opponent topped out." : "You topped out.";
}

/** A verdict's line: Puyo's figures (the room passes them through as the checker made them). */
function verdictLine(verdict: PlayerVerdict): string {
  const { pieces, score, maxChain, sent, received } = verdict.stats;
  return `${String(pieces)} pairs · ${String(score)} points · max chain ${String(maxChain)} · sent ${String(sent)} · received ${String(received)} · ${timeText(verdict.frame)}`;
}
