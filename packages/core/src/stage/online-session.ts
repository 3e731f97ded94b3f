// "Play online" for any game, around core's RoomLobby: the shell mounted with the lobby in it, the
// room's messages handed to the game's arena (an OnlineArena), the heartbeat, the results from the
// room's verdict with both players' figures, the pause menu, and what happens when the page loses
// attention. A game extends OnlineSession with its own parts only: its ready options, its arena
// and screen (`start`), its figures from a verdict (result-lines.ts, as its solo results have them), the word for how its game ends, and its
// report for the end-to-end tests (`changed`).
//
// An online game never pauses behind the player's back: a pause cannot stop the opponent, and a
// game left behind real time long enough is forfeited by the room. So when the window loses
// focus or the page is hidden, the game goes on and a short notice says so; the pause menu only
// opens when the player asks for it. A forfeit after the page was hidden says that this was why.
import type { GameSession, MountOptions } from "../game-module.ts";
import type { PlayerChecker } from "../rooms/checker.ts";
import type { OnlineArena, RoomLink } from "../rooms/online-arena.ts";
import type { OnlinePlayer, OpponentStream } from "../rooms/online-player.ts";
import type { GameOverMessage, GameStartMessage, JsonObject, PlayerNumber, PlayerVerdict, ResumeMessage, ServerMessage } from "../rooms/protocol.ts";
import { GameShell, type ShellConfig } from "./game-shell.ts";
import { showNotice } from "./notice.ts";
import { PausePopup, type PanelPopup, type PopupButton } from "./popups.ts";
import type { Figures } from "./result-lines.ts";
import { HEADLINES, RoomLobby, outcomeOf, type RoomGame } from "./room-lobby.ts";

export type AnyOnlineArena = OnlineArena<OnlinePlayer<{ readonly frame: number }>, OpponentStream<PlayerChecker & { readonly game: unknown }>>;

/** What the player is told when the page loses attention during an online game. */
export const AWAY_NOTICE = "Online games don't pause: the game goes on while you are away.";
export const BACK_NOTICE = "Your online game went on while you were away.";
const NOTICE_MS = 4000;

/**
 * Why the game ended, for this player, in plain words. `ended` is what ends a game of this kind
 * ("topped out"); `away` whether this page was hidden during the game; `refusal` what the room
 * said when it ended this player's game, if it did.
 */
export function verdictWhy(verdict: GameOverMessage, you: PlayerNumber, ended: string, away: boolean, refusal: string | null = null): string {
  const won = verdict.winner === you;
  const [mine, theirs] = you === 1 ? verdict.players : [verdict.players[1], verdict.players[0]];
  if (verdict.reason === "forfeit") {
    if (won) return "Your opponent left, or stayed away too long: you win by forfeit.";
    if (away) return "You were away too long: the room counted the game as forfeited (an online game goes on while you are away).";
    if (refusal !== null) return `The room counted the game as forfeited: ${refusal}.`;
    return "Your game fell too far behind or went silent too long (a slow device or a lost connection): the room counted it as forfeited.";
  }
  if (verdict.reason === "rejected") return `The room rejected ${won ? "your opponent's" : "your"} game: ${(won ? theirs : mine).reason ?? ""}`;
  if (verdict.winner === null) return `You both ${ended} at the same frame.`;
  return won ? `Your opponent ${ended}.` : `You ${ended}.`;
}

export abstract class OnlineSession<Arena extends AnyOnlineArena> implements RoomGame {
  abstract readonly game: string;
  abstract readonly title: string;
  abstract readonly pitch: string;
  readonly lobby: RoomLobby;
  protected arena: Arena | null = null;
  /**
   * This page was hidden during the current game (its frames stopped, so its game fell behind
   * real time; a window that only lost focus keeps playing and is not counted).
   */
  private wasAway = false;
  private hideNotice: (() => void) | null = null;
  /** The away notice was the last said (the return gets a word). */
  private noticed = false;
  /** The arena whose result went to the player's record (Scores), so a result counts once. */
  private counted: Arena | null = null;

  protected constructor(
    readonly shell: GameShell,
    readonly options: MountOptions,
  ) {
    this.lobby = new RoomLobby(shell, options, this);
  }

  /** This player's `ready` options. */
  abstract readyOptions(): JsonObject;
  /** A game starts: make its arena (hand it to `play`) and show its screen. */
  abstract start(start: GameStartMessage, you: PlayerNumber, link: RoomLink, resume?: ResumeMessage): void;
  /** The state for the end-to-end tests (`shell.report`): the lobby's, then the game's. */
  abstract changed(): void;
  /** What ends a player's game, as in "You topped out." */
  protected abstract readonly ended: string;
  /** One player's figures from the room's verdict (the checker's stats, passed through), as in the game's solo results. */
  protected abstract figures(verdict: PlayerVerdict): Figures;

  /** The current game's arena, from now on the one the room's messages go to. */
  protected play(arena: Arena): void {
    this.arena = arena;
    this.wasAway = false;
    this.noticed = false;
  }

  /** Whether a game is being played (not over, not in the lobby or results). */
  get playing(): boolean {
    return this.lobby.phase === "playing" && this.arena !== null && !this.arena.over;
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

  /** The results of game `number` from the room's verdict, with the game's own buttons (watch). */
  protected results(number: number, items: readonly PopupButton[]): void {
    const arena = this.arena;
    const verdict = arena?.verdict;
    if (!arena || !verdict) return;
    const you = arena.you;
    const [mine, theirs] = you === 1 ? verdict.players : [verdict.players[1], verdict.players[0]];
    const outcome = outcomeOf(verdict.winner, you);
    // Once per game: the results come back after watching its replay.
    if (this.counted !== arena) {
      this.counted = arena;
      const result = outcome === "won" ? "win" : outcome === "lost" ? "loss" : "draw";
      void this.options.services.recordMatch?.(this.options.mode, { opponent: "Online", outcome: result });
    }
    this.lobby.showResults(outcome, {
      headline: HEADLINES[outcome],
      lines: [
        verdictWhy(verdict, you, this.ended, this.wasAway, this.lobby.refusal),
        `Room ${this.lobby.code} · game ${number}`,
        { player: "You", figures: this.figures(mine) },
        { player: "Opponent", figures: this.figures(theirs) },
      ],
      items,
    });
  }

  /**
   * The shell's pause path. Asked by the player (the pause key or button): the pause menu. Asked
   * because the page lost attention (its window blurred, the page hidden): no pause — the game
   * goes on and a notice says so.
   */
  pauseMenu(): PanelPopup | null {
    if (!this.playing) return null;
    if (document.visibilityState === "hidden" || !document.hasFocus()) {
      this.away();
      return null;
    }
    return new PausePopup(this.shell.host, {
      subtitle: `Online · room ${this.lobby.code} · your opponent plays on`,
      resume: () => void this.shell.dismiss(),
      items: [],
      quit: () => this.lobby.leave(),
    });
  }

  /** The page lost attention during a game: it goes on; say so. */
  away(): void {
    if (!this.playing) return;
    if (document.visibilityState === "hidden") this.wasAway = true;
    this.notice(AWAY_NOTICE);
  }

  /** The page has attention again after being away during this game. */
  back(): void {
    if (this.playing && this.noticed) this.notice(BACK_NOTICE);
  }

  private notice(text: string): void {
    this.noticed = text === AWAY_NOTICE;
    this.hideNotice?.();
    this.hideNotice = showNotice(this.shell.host, text, NOTICE_MS);
    this.shell.report({ away: text === AWAY_NOTICE ? "away" : "back" });
  }

  /** Leaves the room and the page (the app's quit). */
  close(): void {
    this.hideNotice?.();
    this.lobby.close();
  }
}

/**
 * Mounts an online session: the shell with the game's input wiring (`config`; the pause menu and
 * saves are the session's: the room keeps the game, a reload rejoins it), then the lobby begins.
 * The page losing attention never pauses the game (see OnlineSession.pauseMenu).
 */
export async function mountOnline<Session extends OnlineSession<AnyOnlineArena>>(
  host: HTMLElement,
  options: MountOptions,
  config: (session: () => Session | null) => Omit<ShellConfig, "pauseMenu" | "saveState">,
  create: (shell: GameShell) => Session,
  createShell: typeof GameShell.create = (...args) => GameShell.create(...args),
): Promise<GameSession> {
  let session: Session | null = null;
  const shell = await createShell(host, options, {
    ...config(() => session),
    pauseMenu: () => session?.pauseMenu() ?? null,
    saveState: () => null,
  });
  const created = (session = create(shell));
  const back = () => {
    if (document.visibilityState === "visible") created.back();
  };
  window.addEventListener("focus", back);
  document.addEventListener("visibilitychange", back);
  created.lobby.begin();
  return {
    // The app hides the game (another page of the app, the tab hidden): the game goes on.
    pause: () => created.away(),
    resume: () => undefined,
    destroy: () => {
      window.removeEventListener("focus", back);
      document.removeEventListener("visibilitychange", back);
      // Leaving the game (not a reload, which never destroys): nothing to rejoin any more.
      options.services.saveSession("");
      created.close();
      shell.destroy();
    },
  };
}
