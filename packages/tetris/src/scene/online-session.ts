// "Play online" for Tetris: core's RoomLobby (create, join, share, rematch, the network's messages)
// around Tetris's part — the versus screen over an OnlineArena (your game with the versus garbage
// rules, the opponent's as the room relays it), the results with both players' figures, the
// replays, the pause menu, and the state reported for the end-to-end tests.
import type { GameSession, MountOptions } from "@arcade/core";
import type { GameOverMessage, GameStartMessage, PlayerNumber, PlayerVerdict, ResumeMessage, ServerMessage } from "@arcade/core/rooms";
import type { PanelPopup } from "@arcade/core/stage";
import { GameShell, PausePopup, RoomLobby, outcomeOf, type RoomGame, type RoomLink } from "@arcade/core/stage";
import { CHALLENGE_MODE } from "../analysis/challenge.ts";
import { REPLAY_GAME } from "../rules/replay.ts";
import { Controller } from "./controller.ts";
import { handlingFrom } from "./input.ts";
import { OnlineTetrisPlayer } from "../online/player.ts";
import { OnlineArena } from "./online-arena.ts";
import { formatFrames } from "./screen.ts";
import { WatchArena } from "./versus-arena.ts";
import { VersusScreen } from "./versus-screen.ts";
import { versusShellConfig } from "./versus-shell.ts";

export { ROOM_PARAM } from "@arcade/core/stage";

export class OnlineSession implements RoomGame {
  readonly game = REPLAY_GAME;
  readonly title = "Tetris";
  readonly pitch = "Play a friend on another device: the same pieces for both, garbage both ways.";
  private arena: OnlineArena | null = null;
  private screen: VersusScreen | null = null;
  readonly lobby: RoomLobby;

  private constructor(
    private readonly shell: GameShell,
    private readonly options: MountOptions,
  ) {
    this.lobby = new RoomLobby(shell, options, this);
  }

  static async mount(host: HTMLElement, options: MountOptions): Promise<GameSession> {
    let session: OnlineSession | null = null;
    const shell = await GameShell.create(
      host,
      options,
      versusShellConfig(
        () => session?.screen ?? null,
        () => session?.pauseMenu() ?? null,
        { twoPlayers: false },
      ),
    );
    const created = (session = new OnlineSession(shell, options));
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
    const arena = (this.arena = new OnlineArena(start, you, controller, link, player));
    if (resume) arena.receive(resume);
    this.show(arena, start.number, resume === undefined);
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

  private show(arena: OnlineArena | WatchArena, number: number, countdown: boolean): void {
    const shared = this.options.settings.shared;
    const screen: VersusScreen = new VersusScreen(arena, {
      labels: ["YOU", "OPPONENT"],
      twoPlayers: false,
      palette: shared.palette,
      soundVolume: shared.soundVolume,
      reducedMotion: shared.reducedMotion,
      reserveBottom: this.shell.reservedBottom,
      countdown,
      onChange: () => this.changed(),
      onEnd: () => {
        if (this.screen === screen) this.results(number);
      },
    });
    this.screen = screen;
    void this.shell.showScreen(screen).then(() => this.changed());
  }

  private results(number: number): void {
    const arena = this.arena;
    const verdict = arena?.verdict;
    if (!arena || !verdict) return;
    const you = arena.you;
    const [mine, theirs] = you === 1 ? verdict.players : [verdict.players[1], verdict.players[0]];
    const replays = arena.replays();
    this.lobby.showResults(
      outcomeOf(verdict.winner, you),
      [why(verdict, you, mine, theirs), `Room ${this.lobby.code} · game ${number}`, `You: ${verdictLine(mine)}`, `Opponent: ${verdictLine(theirs)}`],
      [{ id: "watch", label: "Watch the replay", run: () => this.watch(replays, number) }],
    );
  }

  private watch(replays: ReturnType<OnlineArena["replays"]>, number: number): void {
    this.lobby.watching();
    this.show(new WatchArena(replays), number, false);
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
    const you = arena?.stats(0);
    const them = arena?.stats(1);
    this.shell.report({
      mode: this.options.mode,
      ...this.lobby.state(),
      pieces: you?.pieces ?? 0,
      lines: you?.lines ?? 0,
      sent: you?.sent ?? 0,
      received: you?.received ?? 0,
      opponentPieces: them?.pieces ?? 0,
      opponentSent: them?.sent ?? 0,
      incoming: arena ? arena.incoming(0).waiting + arena.incoming(0).ready : 0,
      over: arena?.player.done ? "toppedOut" : "",
      boardPx: (this.screen?.cellSize(0) ?? 0) * 20,
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

/** A verdict's line: Tetris's figures (the room passes them through as the checker made them). */
function verdictLine(verdict: PlayerVerdict): string {
  const { pieces, linesSent, linesReceived } = verdict.stats;
  return `${String(pieces)} pieces · sent ${String(linesSent)} · received ${String(linesReceived)} · ${formatFrames(verdict.frame)}`;
}
