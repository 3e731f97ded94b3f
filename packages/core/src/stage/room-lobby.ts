// "Play online" for any game: a room on the rooms server — create one (a code from crypto) and
// share its link or code, or join one by code or pasted link — the room's panel until both are in,
// what the player is told when the device is offline, the server cannot be reached, the room is
// full, expired or open in another tab, or the connection drops (a banner while it reconnects),
// the heartbeat, rematches, and rejoining after a reload with the saved token.
//
// A game supplies only its arena and its results (`RoomGame`): it starts a game from
// `game_start` (or a `resume`), hears the room's messages during it, sends its batches through
// `link`, and hands its results to `showResults` as result data (result-lines.ts, the shape of a
// solo game's results), which the lobby lays out with its Rematch and Quit.
import { InputError, located } from "../errors.ts";
import { plural, type MountOptions, type RoomService } from "../game-module.ts";
import { roomCodeFrom, type RoomClient, type RoomEnd } from "../rooms/client.ts";
import type { RoomLink } from "../rooms/online-arena.ts";
import type { GameOverMessage, GameStartMessage, JsonObject, PlayerNumber, ResumeMessage, ServerMessage } from "../rooms/protocol.ts";
import type { GameShell } from "./game-shell.ts";
import type { PanelPopup } from "./popups.ts";
import { CopyPopup, ResultsPopup } from "./popups.ts";
import { printResultLines, type ResultData } from "./result-lines.ts";
import { RoomBanner } from "./room-banner.ts";
import { awayPanel, joinPopup, lobbyStatus, menuPanel, offlinePanel, opponentNews, problemPanel, refusal, rematchPanel, roomPanel } from "./room-panels.ts";

/** The link parameter that names a room. */
export const ROOM_PARAM = "room";
/** How often a game reports to the room when nothing else went out (the room forfeits a silent player after 15 s). */
const HEARTBEAT_MS = 1000;
/** The room keeps a dropped player's place this long (apps/server's GRACE_MS). */
const GRACE_SECONDS = 20;

export type LobbyPhase = "menu" | "lobby" | "playing" | "results" | "watching" | "closed";
export type OpponentState = "absent" | "joined" | "ready" | "disconnected" | "left";
export type Outcome = "won" | "lost" | "draw";
export const HEADLINES: Record<Outcome, string> = { won: "You win!", lost: "You lose", draw: "Draw" };

/** A game's end for this player, from the room's winner. */
export function outcomeOf(winner: PlayerNumber | null, you: PlayerNumber): Outcome {
  return winner === null ? "draw" : winner === you ? "won" : "lost";
}

export type { RoomLink } from "../rooms/online-arena.ts";

/** What a game gives the lobby. */
export interface RoomGame {
  /** The game's id in the room's address ("minesweeper"). */
  readonly game: string;
  /** The game's name in messages ("Minesweeper"). */
  readonly title: string;
  /** What an online match is, for the Play online panel. */
  readonly pitch: string;
  /** This player's `ready` options. */
  readyOptions(): JsonObject;
  /** A game starts: a new one, or (with `resume`, after a reload) yours rebuilt from what the room kept. */
  start(start: GameStartMessage, you: PlayerNumber, link: RoomLink, resume?: ResumeMessage): void;
  /** The room's messages during the game: the opponent's batches, a resume after a rejoin, game_over. */
  receive(message: ServerMessage): void;
  /** At least once a second during a game: send what the room does not have (an empty batch is fine). */
  heartbeat(): void;
  /** The lobby's state changed (for the game's report). */
  changed(): void;
}

export class RoomLobby {
  private client: RoomClient | null = null;
  private current: LobbyPhase = "menu";
  private opponentState: OpponentState = "absent";
  private readySent = false;
  /** Why the room last refused this player's game (it ends the game: rejected or forfeited), for the results. */
  private refusedBecause: string | null = null;
  readonly banner: RoomBanner;
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor(
    private readonly shell: GameShell,
    private readonly options: MountOptions,
    private readonly game: RoomGame,
  ) {
    this.banner = new RoomBanner(shell.host);
    this.heartbeat = setInterval(() => {
      if (this.current === "playing") this.game.heartbeat();
    }, HEARTBEAT_MS);
  }

  get phase(): LobbyPhase {
    return this.current;
  }

  get opponent(): OpponentState {
    return this.opponentState;
  }

  /** What the room said when it ended this player's current game (a rejected stream, too far behind real time, silent), or null. */
  get refusal(): string | null {
    return this.refusedBecause;
  }

  /** The room's code, or "" outside a room. */
  get code(): string {
    return this.client?.code ?? "";
  }

  /** Where things stand, for the game's report (`data-*` on the host for the end-to-end tests). */
  state(): { phase: LobbyPhase; room: string; player: PlayerNumber | ""; connection: string; opponent: OpponentState } {
    return { phase: this.current, room: this.code, player: this.client?.player ?? "", connection: this.client?.status ?? "none", opponent: this.opponentState };
  }

  /** The first panel: rejoin after a reload, the room of a link, or the Play online menu. */
  begin(): void {
    // A reload during a game: the room keeps the place for a while; rejoin with the token.
    const saved = savedPlace(this.options.rejoin);
    if (saved !== null) return this.join(saved.room, saved.token);
    const linked = this.options.params?.[ROOM_PARAM];
    if (linked === undefined) return this.menu();
    const code = roomCodeFrom(linked);
    if (code === null) return this.problem("This room link does not work", located(new InputError(`${JSON.stringify(linked)} is not a room code`, "room")));
    this.join(code);
  }

  private get rooms(): RoomService {
    return this.options.services.rooms;
  }

  private get host(): HTMLElement {
    return this.shell.host;
  }

  private setPhase(phase: LobbyPhase): void {
    this.current = phase;
    this.game.changed();
  }

  // ---- Before a room ---------------------------------------------------------------------------

  private menu(): void {
    this.setPhase("menu");
    if (!this.rooms.online()) return this.offline();
    this.replace(
      menuPanel(this.host, this.game.pitch, this.rooms.server, {
        create: () => this.join(this.rooms.newCode()),
        join: () => this.askCode(),
        quit: () => this.leave(),
      }),
    );
  }

  private offline(): void {
    this.replace(offlinePanel(this.host, { retry: () => this.menu(), quit: () => this.leave() }));
  }

  private askCode(): void {
    void this.shell.present(
      joinPopup(this.host, {
        join: (code) => this.join(code),
        back: () => void this.shell.dismiss(),
      }),
    );
  }

  // ---- The room --------------------------------------------------------------------------------

  private join(code: string, token?: string): void {
    this.client?.close();
    this.opponentState = "absent";
    // Back with a token (a reload), the room still has this player as it was — ready or playing,
    // or done with a game (then a rematch is the player's choice): nothing to say.
    this.readySent = token !== undefined;
    const client: RoomClient = this.rooms.connect({
      code,
      game: this.game.game,
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
    this.setPhase("lobby");
    this.lobby();
  }

  private connected(): void {
    this.banner.hide();
    // Kept for this tab, so that a reload (a phone evicting the page) rejoins the same place.
    const client = this.client;
    if (client?.token) this.options.services.saveSession(JSON.stringify({ room: client.code, token: client.token }));
    // Ready at once: the game starts as soon as both players are in.
    if (this.current === "lobby" && !this.readySent) this.readySent = this.client?.send({ type: "ready", options: this.game.readyOptions() }) ?? false;
    if (this.current === "lobby") this.lobby();
    this.game.changed();
  }

  /** The room's panel before a game: its code, the link to send, and who is there. */
  private lobby(): void {
    const client = this.client;
    if (!client || this.current !== "lobby") return;
    const status = client.status !== "connected" ? `Connecting to ${this.rooms.server}…` : lobbyStatus(this.opponentState, GRACE_SECONDS);
    this.replace(roomPanel(this.host, client.code, status, { share: () => this.share(client.code), leave: () => this.leave() }));
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
        // After a reload the game is rebuilt from it; during a game it fills in what was missed.
        if (this.current !== "playing") return this.startGame(message.start, message);
        return this.game.receive(message);
      case "opponent_inputs":
        if (this.current === "playing") this.game.receive(message);
        return;
      case "game_over":
        // A game_over again after a rejoin is the one already shown; after a reload, one missed.
        if (this.current === "playing") return this.game.receive(message);
        if (this.current === "lobby") this.endedAway(message);
        return;
      case "error":
        if (message.code === "rejected") {
          this.refusedBecause = message.message;
          this.banner.show(`The room ended your game: ${message.message}`);
        } else if (message.code === "busy" && message.retryAfter !== undefined) {
          // The client tries again by itself after the server's delay; the player is told why they wait.
          this.banner.show(`The server is busy — trying again in ${plural(message.retryAfter, "second")}…`);
        } else console.warn(`[rooms] ${message.code}: ${message.message}`);
        return;
      default:
        return;
    }
  }

  private opponentIs(status: "joined" | "ready" | "disconnected" | "reconnected" | "left"): void {
    this.opponentState = status === "reconnected" ? "joined" : status;
    if (this.current === "lobby") this.lobby();
    if (this.current === "playing" || this.current === "results" || this.current === "watching") {
      const news = opponentNews(status, this.current, GRACE_SECONDS);
      if (news !== null) this.banner.show(news);
      else if (status === "reconnected" || status === "joined") this.banner.hide();
    }
    this.game.changed();
  }

  private ended(end: RoomEnd): void {
    const was = this.current;
    this.banner.hide();
    this.setPhase("closed");
    if (end.kind === "left") return;
    if (end.kind === "refused") {
      const { title, message } = refusal(end, this.code, this.game.title);
      return this.problem(title, message);
    }
    if (end.kind === "unreachable") {
      if (!this.rooms.online()) return this.offline();
      return this.problem("Cannot reach the rooms server", `Nothing answered at ${this.rooms.server}. Check the network, or the server in Settings.`);
    }
    // Lost: during a game the room decides it as a forfeit; the results can no longer come.
    this.problem(
      "The connection to the room was lost",
      was === "playing" ? `The room counts the game as lost after ${GRACE_SECONDS} s without you.` : "The room could not be reached again.",
    );
  }

  // ---- Games, results, rematches ----------------------------------------------------------------

  private startGame(start: GameStartMessage, resume?: ResumeMessage): void {
    const client = this.client;
    if (!client || client.player === null) return;
    this.readySent = false;
    this.refusedBecause = null;
    this.banner.hide();
    this.current = "playing";
    const link: RoomLink = { connected: () => client.status === "connected", send: (message) => void client.send(message) };
    this.game.start(start, client.player, link, resume);
    this.game.changed();
  }

  /** Back after a reload, and the game was decided meanwhile. */
  private endedAway(over: GameOverMessage): void {
    const you = this.client?.player;
    if (!you) return;
    const outcome = outcomeOf(over.winner, you);
    this.shell.report({ result: outcome });
    this.setPhase("results");
    this.replace(awayPanel(this.host, over, this.code, HEADLINES[outcome], { rematch: () => this.rematch(), quit: () => this.leave() }));
  }

  /** The game's results (the same data as a solo game's), with Rematch and Quit around the game's own items. */
  showResults(outcome: Outcome, result: ResultData): void {
    this.banner.hide(); // the results say why the game ended
    this.shell.report({ result: outcome });
    this.setPhase("results");
    const { headline, lines, items = [] } = result;
    const again = () => this.rematch();
    void this.shell.present(
      new ResultsPopup(this.host, { headline, lines: printResultLines(lines), again, againLabel: "Rematch", items, quit: () => this.leave() }),
    );
  }

  /** The game shows a replay after the results. */
  watching(): void {
    this.setPhase("watching");
  }

  private rematch(): void {
    const client = this.client;
    if (!client || client.status !== "connected") return this.problem("The connection to the room was lost", "Start a new room from the menu.");
    this.banner.hide();
    this.readySent = client.send({ type: "ready", options: this.game.readyOptions() });
    const status =
      this.opponentState === "ready"
        ? "Starting…"
        : this.opponentState === "left"
          ? "Your opponent left the room."
          : this.opponentState === "disconnected"
            ? "Your opponent is not connected: they closed the game, or their network dropped. Waiting for them to come back…"
            : "Waiting for your opponent to accept…";
    this.replace(rematchPanel(this.host, status, { another: () => this.anotherRoom(), leave: () => this.leave() }));
  }

  /** Leaves this room for the Play online menu (a new room, or another code). */
  private anotherRoom(): void {
    const client = this.client;
    this.client = null;
    client?.close();
    this.options.services.saveSession("");
    this.banner.hide();
    this.menu();
  }

  // ---- Leaving, problems -----------------------------------------------------------------------

  private problem(title: string, message: string): void {
    this.replace(problemPanel(this.host, title, message, { menu: () => this.menu(), quit: () => this.leave() }));
  }

  /** Shows `popup` as the only popup (a panel that changes is shown again, not stacked). */
  private replace(popup: PanelPopup): void {
    void this.shell.navigation.replacePopups(popup);
  }

  /** Quits to the launcher: the room's place is given up (nothing to rejoin after a reload). */
  leave(): void {
    this.options.services.saveSession("");
    this.close();
    this.options.services.exit();
  }

  /** Stops the heartbeat, leaves the room and removes the banner. */
  close(): void {
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    client?.close();
    this.banner.remove();
  }
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
