// @vitest-environment happy-dom
// Core's online session with a toy game's parts, a shell that only shows panels and reports, and
// no network (the lobby's phase is set as a game in a room would set it).
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { MountOptions } from "../game-module.ts";
import type { PlayerChecker } from "../rooms/checker.ts";
import { OnlineArena, type RoomLink } from "../rooms/online-arena.ts";
import { OnlinePlayer, OpponentStream } from "../rooms/online-player.ts";
import type { GameEvent, GameOverMessage, GameStartMessage, PlayerNumber, PlayerVerdict, ServerMessage } from "../rooms/protocol.ts";
import type { GameShell, ShellConfig } from "./game-shell.ts";
import { AWAY_NOTICE, BACK_NOTICE, OnlineSession, mountOnline, verdictWhy } from "./online-session.ts";
import type { PanelPopup } from "./popups.ts";

class Frames extends OnlinePlayer<{ frame: number }, string> {
  private readonly clock = { frame: 0 };
  readonly recorder = { game: this.clock, replay: () => "mine" };
  protected play(): boolean {
    return true;
  }
  protected continuousInput(): string | null {
    return null;
  }
  protected step(): void {
    this.clock.frame++;
  }
  protected afterStep(): void {}
  protected opponentEvent(): void {}
  protected endEvent(frame: number): GameEvent {
    return [frame, { kind: "end" }];
  }
}

const checker = (): PlayerChecker & { game: null } => ({
  game: null,
  advance: () => null,
  events: () => null,
  opponentEvents: () => undefined,
  endedAt: null,
  frame: 0,
  stats: () => ({}),
  replay: () => "theirs",
});

type Arena = OnlineArena<Frames, OpponentStream<PlayerChecker & { game: null }>>;

class ToyOnline extends OnlineSession<Arena> {
  readonly game = "toy";
  readonly title = "Toy";
  readonly pitch = "A toy.";
  protected readonly ended = "ran out";
  reports = 0;
  readyOptions() {
    return {};
  }
  start(start: GameStartMessage, you: PlayerNumber, link: RoomLink): void {
    this.play(new OnlineArena(start, you, new Frames(), new OpponentStream(checker()), link));
  }
  changed(): void {
    this.reports++;
  }
  protected figures(verdict: PlayerVerdict): readonly string[] {
    return [`frame ${verdict.frame}`, `ended ${verdict.endedAt ?? "no"}`];
  }
  /** The results as the game's screen would ask for them at the end. */
  end(): void {
    this.results(1, [{ id: "watch", label: "Watch", run: () => undefined }]);
  }
}

const START: GameStartMessage = { type: "game_start", seed: "s", rulesVersion: 1, game: "toy", number: 1, options: [{}, {}] };
const verdict = (winner: PlayerNumber | null, reason: GameOverMessage["reason"], rejected: string | null = null): GameOverMessage => ({
  type: "game_over",
  number: 1,
  winner,
  reason,
  players: [
    { valid: rejected === null, reason: rejected, endedAt: 90, frame: 90, stats: {} },
    { valid: true, reason: null, endedAt: null, frame: 120, stats: {} },
  ],
});

async function setup() {
  const host = document.createElement("div");
  const sent: ServerMessage[] = [];
  const saved: string[] = [];
  let config: ShellConfig | null = null;
  const show = (popup: PanelPopup): Promise<void> => {
    host.querySelectorAll(".arcade-popup").forEach((element) => element.remove());
    popup.show();
    return Promise.resolve();
  };
  const destroyed = vi.fn();
  const shell = {
    host,
    present: show,
    dismiss: () => Promise.resolve(),
    navigation: { replacePopups: show },
    report: (values: Record<string, string>) => Object.assign(host.dataset, values),
    destroy: destroyed,
  } as unknown as GameShell;
  const options = {
    mode: "online",
    seed: "s",
    services: { rooms: { server: "http://rooms", online: () => true }, saveSession: (state: string) => saved.push(state), exit: () => undefined },
  } as unknown as MountOptions;
  let toy: ToyOnline | null = null;
  const session = await mountOnline<ToyOnline>(
    host,
    options,
    () => ({ onAction: () => undefined }),
    (made) => (toy = new (ToyOnline as unknown as new (shell: GameShell, options: MountOptions) => ToyOnline)(made, options)),
    (_host, _options, given) => {
      config = given;
      return Promise.resolve(shell);
    },
  );
  const game = toy!;
  // In a room with a game under way (as the lobby has it after game_start).
  game.lobby["current"] = "playing";
  game.start(START, 1, { connected: () => true, send: (message) => void sent.push(message as unknown as ServerMessage) });
  const text = (): string => host.querySelector(".arcade-popup")?.textContent ?? "";
  return { host, game, session, config: config!, sent, saved, text, destroyed };
}

let focused = true;
beforeEach(() => {
  vi.useFakeTimers();
  focused = true;
  vi.spyOn(document, "hasFocus").mockImplementation(() => focused);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("verdictWhy", () => {
  test("each way a game ends, for the winner and the loser, in the game's word", () => {
    expect(verdictWhy(verdict(2, "ended"), 1, "topped out", false)).toBe("You topped out.");
    expect(verdictWhy(verdict(2, "ended"), 2, "topped out", false)).toBe("Your opponent topped out.");
    expect(verdictWhy(verdict(null, "ended"), 2, "topped out", false)).toBe("You both topped out at the same frame.");
    expect(verdictWhy(verdict(2, "forfeit"), 2, "topped out", false)).toBe("Your opponent left, or stayed away too long: you win by forfeit.");
    expect(verdictWhy(verdict(2, "forfeit"), 1, "topped out", true)).toMatch(/^You were away too long: the room counted the game as forfeited/);
    expect(verdictWhy(verdict(2, "forfeit"), 1, "topped out", false)).toMatch(/^Your game fell too far behind or went silent too long/);
    expect(verdictWhy(verdict(2, "forfeit"), 1, "topped out", false, "your game fell more than 15 s behind real time")).toBe(
      "The room counted the game as forfeited: your game fell more than 15 s behind real time.",
    );
    expect(verdictWhy(verdict(2, "rejected", "too many lines"), 1, "topped out", false)).toBe("The room rejected your game: too many lines");
    expect(verdictWhy(verdict(2, "rejected", "too many lines"), 2, "topped out", false)).toBe("The room rejected your opponent's game: too many lines");
  });
});

describe("OnlineSession", () => {
  test("the pause key opens the menu; a lost window focus or a hidden page does not pause: the game goes on, with a notice", async () => {
    const { host, config, game, session } = await setup();
    const menu = config.pauseMenu();
    menu?.show();
    expect(host.querySelector("[data-panel=pause]")?.textContent).toMatch(/your opponent plays on/);
    menu?.hide();
    // Nothing kept on a lost GPU context: the room keeps the game, a reload rejoins it.
    expect(config.saveState?.()).toBeNull();
    focused = false; // the window's blur: the shell asks for the pause menu
    expect(config.pauseMenu()).toBeNull();
    expect(host.querySelector("[data-role=notice]")?.textContent).toBe(AWAY_NOTICE);
    expect(host.dataset.away).toBe("away");
    // The app hiding the game asks the session to pause: it goes on too.
    session.pause();
    expect(host.querySelectorAll("[data-role=notice]")).toHaveLength(1);
    // Back: a word that the game went on.
    focused = true;
    window.dispatchEvent(new Event("focus"));
    expect(host.querySelector("[data-role=notice]")?.textContent).toBe(BACK_NOTICE);
    vi.advanceTimersByTime(5000);
    expect(host.querySelector("[data-role=notice]")).toBeNull();
    expect(game.playing).toBe(true);
    session.destroy();
  });

  test("a forfeit after the page was hidden says so in the results, with the game's figures and buttons", async () => {
    const { game, text } = await setup();
    // A window that only lost focus keeps playing: that is not why a game is forfeited.
    focused = false;
    game.pauseMenu();
    expect(verdictWhy(verdict(2, "forfeit"), 1, "ran out", game["wasAway"])).toMatch(/^Your game fell too far behind/);
    // The page hidden (its frames stop): the app asks the session to pause.
    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    game.pauseMenu();
    hidden.mockRestore();
    game.receive(verdict(2, "forfeit"));
    game.end();
    expect(text()).toMatch(/You lose/);
    expect(text()).toMatch(/You were away too long: the room counted the game as forfeited/);
    expect(text()).toMatch(/game 1[\s\S]*You: frame 90 · ended 90[\s\S]*Opponent: frame 120 · ended no/);
    expect([...game.shell.host.querySelectorAll(".arcade-popup button")].map((button) => button.textContent)).toEqual(["Rematch", "Watch", "Quit"]);
    // A game_over heard again after a rejoin is the one already shown.
    const reports = game.reports;
    game.receive(verdict(1, "ended"));
    expect(game.reports).toBe(reports);
    // Not playing any more: nothing to pause, no notice.
    expect(game.pauseMenu()).toBeNull();
  });

  test("the heartbeat sends a batch while playing; the room's messages reach the arena; destroy leaves the room", async () => {
    const { game, sent, session, saved, destroyed } = await setup();
    game.heartbeat();
    expect(sent).toEqual([{ type: "inputs", frame: 0, inputs: [] }]);
    game.receive({ type: "opponent_inputs", frame: 4, inputs: [[2, "x"]] });
    expect(game["arena"]!.opponent.replay()).toBe("theirs");
    expect(game["arena"]!.replays()).toEqual(["mine", "theirs"]);
    session.resume();
    session.destroy();
    expect(saved.at(-1)).toBe("");
    expect(destroyed).toHaveBeenCalled();
  });
});
