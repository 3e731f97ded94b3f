// "Play online" for Tetris: core's OnlineSession (the RoomLobby — create, join, share, rematch, the
// network's messages —, the room's messages to the arena, the heartbeat, the results from the
// verdict, the pause menu, a game that goes on when the page loses attention) around Tetris's
// part — the versus screen over an OnlineArena (your game with the versus garbage rules, the
// opponent's as the room relays it), Tetris's figures, the replays, and the state reported for
// the end-to-end tests.
import { plural, type GameSession, type MountOptions, type Replay } from "@arcade/core";
import type { GameStartMessage, PlayerNumber, PlayerVerdict, ResumeMessage } from "@arcade/core/rooms";
import { OnlineSession as RoomSession, mountOnline, type Figures, type GameShell, type RoomLink } from "@arcade/core/stage";
import { CHALLENGE_MODE } from "../analysis/challenge.ts";
import { OnlineTetrisPlayer } from "../online/player.ts";
import { REPLAY_GAME } from "../rules/replay.ts";
import { Controller } from "./controller.ts";
import { handlingFrom } from "./input.ts";
import { OnlineArena } from "./online-arena.ts";
import { formatFrames } from "./screen.ts";
import { WatchArena, withReplayBar } from "./watch-arena.ts";
import { VersusScreen } from "./versus-screen.ts";
import { versusShellConfig } from "./versus-shell.ts";

export { ROOM_PARAM } from "@arcade/core/stage";

export class OnlineSession extends RoomSession<OnlineArena> {
  readonly game = REPLAY_GAME;
  readonly title = "Tetris";
  readonly pitch = "Play a friend on another device: the same pieces for both, garbage both ways.";
  protected readonly ended = "topped out";
  private screen: VersusScreen | null = null;

  private constructor(shell: GameShell, options: MountOptions) {
    super(shell, options);
  }

  static mount(host: HTMLElement, options: MountOptions): Promise<GameSession> {
    return mountOnline<OnlineSession>(
      host,
      options,
      // The pause menu and saves are the online session's own (mountOnline puts them in).
      (session) =>
        versusShellConfig(
          () => session()?.screen ?? null,
          () => null,
          { twoPlayers: false, settings: options.settings.values },
        ),
      (shell) => new OnlineSession(shell, options),
    );
  }

  /** Ready, with this player's handling; both play the same mode (local versus's). */
  readyOptions(): Record<string, unknown> {
    const handling = handlingFrom(this.options.settings.values);
    return { mode: CHALLENGE_MODE, allow180: handling.allow180, softDropFactor: handling.softDropFactor };
  }

  /**
   * A game: a new one at `game_start`, or after a reload (`resume`) your game rebuilt from what
   * the room kept, and on it goes without a countdown.
   */
  start(start: GameStartMessage, you: PlayerNumber, link: RoomLink, resume?: ResumeMessage): void {
    const controller = new Controller(handlingFrom(this.options.settings.values));
    const player = resume && OnlineTetrisPlayer.restore(start, you, resume);
    const arena = new OnlineArena(start, you, controller, link, player);
    this.play(arena);
    if (resume) arena.receive(resume);
    this.show(arena, start.number, resume === undefined);
  }

  private show(arena: OnlineArena | WatchArena, number: number, countdown: boolean): void {
    const shared = this.options.settings.shared;
    if (this.screen?.arena instanceof WatchArena) this.screen.arena.destroy(); // the last replay's bar
    const screen: VersusScreen = new VersusScreen(arena, {
      labels: ["YOU", "OPPONENT"],
      twoPlayers: false,
      palette: shared.palette,
      soundVolume: shared.soundVolume,
      reducedMotion: shared.reducedMotion,
      // Inside the shell's controls; a watched replay keeps room for its viewer's bar under the boards.
      insets: () => (arena instanceof WatchArena ? withReplayBar(this.shell.insets) : this.shell.insets),
      countdown,
      onChange: () => this.changed(),
      onEnd: () => {
        if (arena instanceof WatchArena) arena.destroy(); // the replay's bar goes with it
        if (this.screen !== screen || !this.arena) return;
        const replays = this.arena.replays();
        this.results(number, [{ id: "watch", label: "Watch the replay", run: () => this.watch(replays, number) }]);
      },
    });
    this.screen = screen;
    void this.shell.showScreen(screen).then(() => this.changed());
  }

  private watch(replays: readonly Replay[], number: number): void {
    this.lobby.watching();
    this.show(new WatchArena(replays, this.shell.host), number, false);
  }

  /** Tetris's figures in a verdict (the room passes them through as the checker made them). */
  protected figures(verdict: PlayerVerdict): Figures {
    const { pieces, linesSent, linesReceived } = verdict.stats;
    return [plural(Number(pieces), "piece"), `sent ${String(linesSent)}`, `received ${String(linesReceived)}`, formatFrames(verdict.frame)];
  }

  /** State on the host element for the end-to-end tests (`data-*`): the lobby's, then both games'. */
  changed(): void {
    const arena = this.arena;
    const you = arena?.stats(0);
    const them = arena?.stats(1);
    this.shell.report({
      mode: this.options.mode,
      ...this.lobby.state(),
      frame: you?.frames ?? 0,
      pieces: you?.pieces ?? 0,
      lines: you?.lines ?? 0,
      sent: you?.sent ?? 0,
      received: you?.received ?? 0,
      opponentPieces: them?.pieces ?? 0,
      opponentSent: them?.sent ?? 0,
      incoming: arena ? arena.incoming(0).waiting + arena.incoming(0).ready : 0,
      over: arena?.player.done ? "toppedOut" : "",
      boardPx: (this.screen?.cellSize ?? 0) * 20,
      // Where both wells are drawn, after every layout (the layout checks keep controls off them).
      fieldRect: this.screen?.fieldRect(0) ?? "",
      fieldRect2: this.screen?.fieldRect(1) ?? "",
      textRect: this.screen?.textRect() ?? "",
    });
  }
}
