// "Play online": a room on the rooms server (create one and share its link or code, or join one by
// code or link), then the versus screen over an OnlineArena. The room deals the seed, relays both
// streams and garbage, and decides the game; this file is the flow around it — lobby, the game,
// results and rematch, and what the player is told when the network or the opponent goes away.
import { located, InputError, type GameSession, type MountOptions, type RoomService } from "@arcade/core";
import {
  roomCodeFrom,
  type RoomClient,
  type RoomEnd,
  type ServerMessage,
  type GameStartMessage,
  type PlayerVerdict,
  type ReadyMessage,
  type ResumeMessage,
  type GameOverMessage,
  type PlayerNumber,
} from "@arcade/core/rooms";
import { GameShell, CopyPopup, PanelPopup, PastePopup, PausePopup, ResultsPopup, type PopupButton } from "@arcade/core/stage";
import { CHALLENGE_MODE } from "../analysis/challenge.ts";
import { REPLAY_GAME } from "../rules/replay.ts";
import { Controller } from "./controller.ts";
import { handlingFrom } from "./input.ts";
import { OnlineTetrisPlayer } from "../online/player.ts";
import { OnlineArena, type RoomLink } from "./online-arena.ts";
import { OnlineBanner } from "./online-banner.ts";
import { formatFrames } from "./screen.ts";
import { WatchArena } from "./versus-arena.ts";
import { VersusScreen } from "./versus-screen.ts";
import { versusShellConfig } from "./versus-shell.ts";

/** The link parameter that names a room. */
export const ROOM_PARAM = "room";
/** How often the game reports to the room when nothing else went out (the room forfeits a silent player after 15 s). */
const HEARTBEAT_MS = 1000;
/** The room keeps a dropped player's place this long (apps/server's GRACE_MS). */
const GRACE_SECONDS = 20;

type OpponentState = "absent" | "joined" | "ready" | "disconnected" | "left";
type Phase = "menu" | "lobby" | "playing" | "results" | "watching" | "closed";

const REFUSED: Record<string, string> = {
  "room-full": "This room already has two players.",
  "bad-room": "That is not a room code.",
  "bad-token": "The room no longer keeps your place.",
  "bad-protocol": "The rooms server speaks another version of the protocol; update the app.",
  "unknown-game": "The rooms server does not host Tetris.",
};

export class OnlineSession {
  private client: RoomClient | null = null;
  private arena: OnlineArena | null = null;
  private screen: VersusScreen | null = null;
  private phase: Phase = "menu";
  private opponent: OpponentState = "absent";
  private readySent = false;
  private readonly banner: OnlineBanner;
  private readonly heartbeat: ReturnType<typeof setInterval>;

  private constructor(
    private readonly shell: GameShell,
    private readonly options: MountOptions,
  ) {
    this.banner = new OnlineBanner(shell.host);
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
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
    created.begin();
    return {
      pause: () => shell.pause(),
      resume: () => shell.resume(),
      destroy: () => {
        // Leaving the game (not a reload, which never destroys): nothing to rejoin any more.
        options.services.saveSession("");
        created.close();
        shell.destroy();
      },
    };
  }

  private get rooms(): RoomService {
    return this.options.services.rooms;
  }

  private get host(): HTMLElement {
    return this.shell.host;
  }

  private begin(): void {
    // A reload during a game: the room keeps the place for a while; rejoin with the token.
    const saved = savedPlace(this.options.resume);
    if (saved !== null) return this.join(saved.room, saved.token);
    const linked = this.options.params?.[ROOM_PARAM];
    if (linked === undefined) return this.menu();
    const code = roomCodeFrom(linked);
    if (code === null) return this.problem("This room link does not work", located(new InputError(`${JSON.stringify(linked)} is not a room code`, "room")));
    this.join(code);
  }

  // ---- Before a room ---------------------------------------------------------------------------

  private menu(): void {
    this.phase = "menu";
    this.report();
    if (!this.rooms.online()) return this.offline();
    this.replace(
      new PanelPopup(this.host, {
        role: "online",
        title: "Play online",
        lines: ["Play a friend on another device: the same pieces for both, garbage both ways.", `Rooms server: ${this.rooms.server}`],
        buttons: [
          { id: "create", label: "Create a room", run: () => this.join(this.rooms.newCode()) },
          { id: "join", label: "Join a room", run: () => this.askCode() },
          { id: "quit", label: "Quit", run: () => this.leave() },
        ],
      }),
    );
  }

  private offline(): void {
    this.replace(
      new PanelPopup(this.host, {
        role: "offline",
        title: "No connection",
        lines: ["This device is offline. Playing online needs the network; everything else in Pocket Arcade works without it."],
        buttons: [
          { id: "retry", label: "Try again", run: () => this.menu() },
          { id: "quit", label: "Quit", run: () => this.leave() },
        ],
      }),
    );
  }

  private askCode(): void {
    void this.shell.present(
      new PastePopup(this.host, {
        role: "join",
        title: "Join a room",
        explanation: "The room code (like K7QX2M) or the link your friend sent:",
        placeholder: "Room code or link",
        submitLabel: "Join",
        submit: (text) => {
          const code = roomCodeFrom(text);
          if (code === null) return `"${text.trim().slice(0, 40)}" is not a room code (4 to 12 letters and digits) or a room link`;
          this.join(code);
          return null;
        },
        back: () => void this.shell.dismiss(),
      }),
    );
  }

  // ---- The room --------------------------------------------------------------------------------

  private join(code: string, token?: string): void {
    this.client?.close();
    this.phase = "lobby";
    this.opponent = "absent";
    this.readySent = false;
    const client: RoomClient = this.rooms.connect({
      code,
      game: REPLAY_GAME,
      ...(token === undefined ? {} : { token }),
      onMessage: (message) => {
        if (this.client === client) this.heard(message);
      },
      onStatus: (status, end) => {
        if (this.client !== client) return;
        if (status === "connected") this.connected();
        else if (status === "reconnecting") this.banner.show("Connection lost — reconnecting…");
        else if (status === "closed" && end) this.ended(end);
      },
    });
    this.client = client;
    this.lobby();
  }

  private connected(): void {
    this.banner.hide();
    // Kept for this tab, so that a reload (a phone evicting the page) rejoins the same place.
    const client = this.client;
    if (client?.token) this.options.services.saveSession(JSON.stringify({ room: client.code, token: client.token }));
    if (this.phase === "lobby" && !this.readySent) {
      // Ready at once: the game starts as soon as both players are in.
      this.readySent = this.client?.send(this.ready()) ?? false;
    }
    if (this.phase === "lobby") this.lobby();
    this.report();
  }

  /** Ready, with this player's handling; both play the same mode (local versus's). */
  private ready(): ReadyMessage {
    const handling = handlingFrom(this.options.settings.values);
    return { type: "ready", options: { mode: CHALLENGE_MODE, allow180: handling.allow180, softDropFactor: handling.softDropFactor } };
  }

  /** The room's panel before a game: its code, the link to send, and who is there. */
  private lobby(): void {
    const client = this.client;
    if (!client || this.phase !== "lobby") return;
    const code = client.code;
    const status =
      client.status !== "connected"
        ? `Connecting to ${this.rooms.server}…`
        : this.opponent === "absent" || this.opponent === "left"
          ? "Waiting for your friend: send them the link, or the code to type in “Join a room”."
          : "Your friend is here. Starting…";
    this.replace(
      new PanelPopup(this.host, {
        role: "room",
        title: `Room ${code}`,
        lines: [status],
        buttons: [
          { id: "share", label: "Share the link", run: () => this.share(code) },
          { id: "leave", label: "Leave", run: () => this.leave() },
        ],
      }),
    );
  }

  private share(code: string): void {
    const link = this.options.services.shareLink({ mode: this.options.mode, seed: this.options.seed, params: { [ROOM_PARAM]: code } });
    void this.shell.present(new CopyPopup(this.host, { role: "share", title: `Room ${code}`, text: link, back: () => void this.shell.dismiss() }));
  }

  private heard(message: ServerMessage): void {
    switch (message.type) {
      case "opponent":
        return this.opponentIs(message.status);
      case "game_start":
        return this.startGame(message);
      case "resume":
        if (!this.arena) return this.startGame(message.start, message);
        this.arena.receive(message);
        return this.report();
      case "opponent_inputs":
        this.arena?.receive(message);
        return this.report();
      case "game_over":
        // A game_over again after a rejoin is the one already shown; after a reload, one missed.
        if (!this.arena) return this.endedAway(message);
        if (!this.arena.over) this.arena.receive(message);
        return;
      case "error":
        if (message.code === "rejected") this.banner.show(`The room rejected your game: ${message.message}`);
        else console.warn(`[rooms] ${message.code}: ${message.message}`);
        return;
      default:
        return;
    }
  }

  private opponentIs(status: "joined" | "ready" | "disconnected" | "reconnected" | "left"): void {
    this.opponent = status === "reconnected" ? "joined" : status;
    if (this.phase === "lobby") this.lobby();
    if (this.phase === "playing") {
      if (status === "disconnected") this.banner.show(`Your opponent lost the connection; they have ${GRACE_SECONDS} s to come back.`);
      else if (status === "reconnected") this.banner.hide();
    }
    if (this.phase === "results" || this.phase === "watching") {
      if (status === "ready") this.banner.show("Your opponent wants a rematch.");
      else if (status === "left") this.banner.show("Your opponent left the room.");
    }
    this.report();
  }

  private ended(end: RoomEnd): void {
    const was = this.phase;
    this.phase = "closed";
    this.banner.hide();
    this.report();
    if (end.kind === "left") return;
    if (end.kind === "refused") return this.problem(`Cannot join room ${this.client?.code ?? ""}`, REFUSED[end.code] ?? end.message);
    if (end.kind === "unreachable") {
      if (!this.rooms.online()) return this.offline();
      return this.problem("Cannot reach the rooms server", `Nothing answered at ${this.rooms.server}. Check the network, or the server in Settings.`);
    }
    // Lost: during a game the room decides it as a forfeit; the results can no longer come.
    this.problem(
      "The connection to the room was lost",
      was === "playing" ? "The room counts the game as lost after 20 s without you." : "The room could not be reached again.",
    );
  }

  // ---- A game ----------------------------------------------------------------------------------

  /**
   * A game: a new one at `game_start`, or after a reload (`resume`) your game rebuilt from what
   * the room kept, and on it goes without a countdown.
   */
  private startGame(start: GameStartMessage, resume?: ResumeMessage): void {
    const client = this.client;
    if (!client || client.player === null) return;
    this.phase = "playing";
    this.readySent = false;
    this.banner.hide();
    const controller = new Controller(handlingFrom(this.options.settings.values));
    const player = resume && OnlineTetrisPlayer.restore(start, client.player, resume);
    const arena = (this.arena = new OnlineArena(start, client.player, controller, this.link(client), player));
    if (resume) arena.receive(resume);
    this.show(arena, start.number, resume === undefined);
  }

  /** Back after a reload, and the game was decided meanwhile. */
  private endedAway(over: GameOverMessage): void {
    const you = this.client?.player;
    if (!you) return;
    this.phase = "results";
    const outcome = outcomeOf(over.winner, you);
    this.shell.report({ result: outcome });
    this.replace(
      new PanelPopup(this.host, {
        role: "results",
        title: HEADLINES[outcome],
        lines: [`Game ${over.number} in room ${this.client?.code ?? ""} was decided while the page was away (${REASONS[over.reason]}).`],
        buttons: [
          { id: "again", label: "Rematch", run: () => this.rematch() },
          { id: "quit", label: "Quit", run: () => this.leave() },
        ],
      }),
    );
    this.report();
  }

  private link(client: RoomClient): RoomLink {
    return { connected: () => client.status === "connected", send: (message) => void client.send(message) };
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
      onChange: () => this.report(),
      onEnd: () => {
        if (this.screen === screen) this.results(number);
      },
    });
    this.screen = screen;
    void this.shell.showScreen(screen).then(() => this.report());
  }

  /** The heartbeat: the game reports at least once a second, paused or not. */
  private beat(): void {
    if (this.phase === "playing" && this.arena && !this.arena.over) this.arena.flush();
  }

  private results(number: number): void {
    const arena = this.arena;
    const verdict = arena?.verdict;
    if (!arena || !verdict) return;
    this.phase = "results";
    const you = arena.you;
    const [mine, theirs] = you === 1 ? verdict.players : [verdict.players[1], verdict.players[0]];
    const outcome = outcomeOf(verdict.winner, you);
    const why =
      verdict.reason === "forfeit"
        ? verdict.winner === you
          ? "Your opponent left the game."
          : "You were away, or your game fell too far behind, too long: the game counts as forfeited."
        : verdict.reason === "rejected"
          ? `The room rejected ${verdict.winner === you ? "your opponent's" : "your"} game: ${(verdict.winner === you ? theirs : mine).reason ?? ""}`
          : verdict.winner === null
            ? "You both topped out at the same frame."
            : verdict.winner === you
              ? "Your opponent topped out."
              : "You topped out.";
    this.shell.report({ result: outcome });
    const replays = arena.replays();
    const items: PopupButton[] = [{ id: "watch", label: "Watch the replay", run: () => this.watch(replays, number) }];
    void this.shell.present(
      new ResultsPopup(this.host, {
        headline: HEADLINES[outcome],
        lines: [why, `Room ${this.client?.code ?? ""} · game ${number}`, `You: ${verdictLine(mine)}`, `Opponent: ${verdictLine(theirs)}`],
        again: () => this.rematch(),
        againLabel: "Rematch",
        items,
        quit: () => this.leave(),
      }),
    );
    this.report();
  }

  private rematch(): void {
    const client = this.client;
    if (!client || client.status !== "connected") return this.problem("The connection to the room was lost", "Start a new room from the menu.");
    this.banner.hide();
    this.readySent = client.send(this.ready());
    this.replace(
      new PanelPopup(this.host, {
        role: "rematch",
        title: "Rematch",
        lines: [this.opponent === "ready" ? "Starting…" : this.opponent === "left" ? "Your opponent left the room." : "Waiting for your opponent to accept…"],
        buttons: [
          { id: "menu", label: "Another room", run: () => this.anotherRoom() },
          { id: "leave", label: "Leave", run: () => this.leave() },
        ],
      }),
    );
  }

  /** Leaves this room for the Play online menu (a new room, or another code). */
  private anotherRoom(): void {
    const client = this.client;
    this.client = null;
    client?.close();
    this.options.services.saveSession("");
    this.arena = null;
    this.banner.hide();
    this.menu();
  }

  private watch(replays: ReturnType<OnlineArena["replays"]>, number: number): void {
    this.phase = "watching";
    this.show(new WatchArena(replays), number, false);
  }

  private pauseMenu(): PanelPopup | null {
    if (this.phase !== "playing" || !this.arena || this.arena.over) return null;
    return new PausePopup(this.host, {
      subtitle: `Online · room ${this.client?.code ?? ""} · your opponent plays on`,
      resume: () => void this.shell.dismiss(),
      items: [],
      quit: () => this.leave(),
    });
  }

  // ---- Leaving, problems, reporting -----------------------------------------------------------

  private problem(title: string, message: string): void {
    this.replace(
      new PanelPopup(this.host, {
        role: "problem",
        title,
        lines: [message],
        buttons: [
          { id: "menu", label: "Back to Play online", run: () => this.menu() },
          { id: "quit", label: "Quit", run: () => this.leave() },
        ],
      }),
    );
  }

  /** Shows `popup` as the only popup (a panel that changes is shown again, not stacked). */
  private replace(popup: PanelPopup): void {
    void this.shell.navigation.replacePopups(popup);
  }

  private leave(): void {
    this.options.services.saveSession("");
    this.close();
    this.options.services.exit();
  }

  private close(): void {
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    client?.close();
    this.banner.remove();
  }

  /** State on the host element for the end-to-end tests (`data-*`). */
  private report(): void {
    const arena = this.arena;
    const you = arena?.stats(0);
    const them = arena?.stats(1);
    this.shell.report({
      mode: this.options.mode,
      phase: this.phase,
      room: this.client?.code ?? "",
      player: this.client?.player ?? "",
      connection: this.client?.status ?? "none",
      opponent: this.opponent,
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

type Outcome = "won" | "lost" | "draw";
const HEADLINES: Record<Outcome, string> = { won: "You win!", lost: "You lose", draw: "Draw" };

/** A game's end for this player, from the room's winner. */
function outcomeOf(winner: PlayerNumber | null, you: PlayerNumber): Outcome {
  return winner === null ? "draw" : winner === you ? "won" : "lost";
}

/** The room and token kept before a reload, or null (none, or not ours). */
function savedPlace(text: string | undefined): { room: string; token: string } | null {
  if (!text) return null;
  try {
    const saved = JSON.parse(text) as { room?: unknown; token?: unknown };
    const room = typeof saved.room === "string" ? roomCodeFrom(saved.room) : null;
    return room !== null && typeof saved.token === "string" && saved.token.length > 0 ? { room, token: saved.token } : null;
  } catch {
    return null;
  }
}

const REASONS: Record<GameOverMessage["reason"], string> = { ended: "topped out", forfeit: "forfeit", rejected: "rejected" };

/** A verdict's line: Tetris's figures (the room passes them through as the checker made them). */
function verdictLine(verdict: PlayerVerdict): string {
  const { pieces, linesSent, linesReceived } = verdict.stats;
  return `${String(pieces)} pieces · sent ${String(linesSent)} · received ${String(linesReceived)} · ${formatFrames(verdict.frame)}`;
}
